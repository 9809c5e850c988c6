// arith and math ops on whole ranked tensors, outside any linalg op, are
// elementwise kernels (lib/CostModels/TensorElementwiseInterfaceImpl.cpp,
// docs/model.md 1.6a): per element, the op's work as PayloadCounter counts
// it in a linalg.generic body (addf/mulf/cmpf = 1 FLOP, sin/cos/exp = one
// transcendental of weight 8, addi = one integer op); bytes = each distinct
// tensor operand read once + the result written once. The same ops on
// scalars cost nothing and are not listed.
//
// Device a100-sxm4-40gb: fp32 19.5 TF, fp16 78 TF, int32 19.5 TOPS, DRAM
// 1555 GB/s, launch 3 us; hierarchy=false: time = max(compute, DRAM) +
// launch, compute = (flops + weighted transcendentals) / peak.

// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null
// RUN: roofline-opt %s \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb format=json annotate=false})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=JSON

// Rotary embedding tables, as in the DeepSeek decode corpus file: sin and cos
// of a 1x40x128 f32 tensor (5120 elements), then exp.
//   each: flops = 0, transcendentals = 5120, weighted = 8*5120 = 40960
//   bytes = read 5120*4 + write 5120*4 = 40960
//   DRAM 40960 / 1.555e12 = 2.634e-8 s > compute 40960 / 19.5e12 = 2.1e-9 s
//   time = 2.634084e-8 + 3e-6 = 3.026341e-6, memory-bound
// JSON-LABEL: "op": "math.sin",
// JSON:       "function": "rotary",
// JSON:       "flops": 0,
// JSON-NEXT:  "transcendentals": 5120,
// JSON-NEXT:  "weighted_transcendentals": 40960,
// JSON-NEXT:  "int_ops": 0,
// JSON-NEXT:  "bytes": 40960,
// JSON:       "op": "math.cos",
// JSON:       "transcendentals": 5120,
// JSON:       "op": "math.exp",
// JSON:       "transcendentals": 5120,
// JSON-NEXT:  "weighted_transcendentals": 40960,
func.func @rotary(%x: tensor<1x40x128xf32>) -> (tensor<1x40x128xf32>, tensor<1x40x128xf32>, tensor<1x40x128xf32>) {
  // expected-remark @below {{roofline: flops=0 bytes=40960}}
  %s = math.sin %x : tensor<1x40x128xf32>
  // expected-remark @below {{roofline: flops=0 bytes=40960}}
  %c = math.cos %x : tensor<1x40x128xf32>
  // expected-remark @below {{roofline: flops=0 bytes=40960}}
  %e = math.exp %x : tensor<1x40x128xf32>
  return %s, %c, %e : tensor<1x40x128xf32>, tensor<1x40x128xf32>, tensor<1x40x128xf32>
}

// -----

// x * x on 1024x1024 f32: %x is read once, as a generic with one input.
//   flops = 1048576; bytes = read 4194304 + write 4194304 = 8388608
//   DRAM 8388608 / 1.555e12 = 5.394603e-6 s; time = 8.394603e-6, memory-bound
// f16 a + b on 256x256: flops = 65536, class fp16;
//   bytes = 2 reads + 1 write of 65536*2 = 393216
//   time = 393216 / 1.555e12 + 3e-6 = 3.252872e-6: bound by the launch
//   (3 us > 0.25 us of DRAM time)
// JSON-LABEL: "op": "arith.mulf",
// JSON:       "function": "square_and_add",
// JSON:       "flops": 1048576,
// JSON-NEXT:  "transcendentals": 0,
// JSON-NEXT:  "weighted_transcendentals": 0,
// JSON-NEXT:  "int_ops": 0,
// JSON-NEXT:  "bytes": 8388608,
// JSON:       "op": "arith.addf",
// JSON:       "flops": 65536,
// JSON:       "bytes": 393216,
// JSON:       "compute_class": "fp16",
func.func @square_and_add(%x: tensor<1024x1024xf32>, %a: tensor<256x256xf16>,
                          %b: tensor<256x256xf16>)
    -> (tensor<1024x1024xf32>, tensor<256x256xf16>) {
  // expected-remark @below {{roofline: flops=1048576 bytes=8388608 intensity=0.12 class=fp32 bound=memory time=8.394603e-06}}
  %0 = arith.mulf %x, %x : tensor<1024x1024xf32>
  // expected-remark @below {{roofline: flops=65536 bytes=393216 intensity=0.17 class=fp16 bound=launch time=3.252872e-06}}
  %1 = arith.addf %a, %b : tensor<256x256xf16>
  return %0, %1 : tensor<1024x1024xf32>, tensor<256x256xf16>
}

// -----

// A compare on 64x64 f32 into an i1 mask (stored a byte per element):
//   flops = 4096, class fp32 (the operands' type, not i1's);
//   bytes = 2 * 4096*4 read + 4096*1 written = 36864
// An integer add i + i on 1024 i32: flops = 0, int_ops = 1024, class int32;
//   bytes = 4096 read (once) + 4096 written = 8192
// A truncf of 1024 f32 to f16 does no arithmetic but moves its data:
//   flops = 0; bytes = 4096 read + 2048 written = 6144
// Scalar math beside them (arith.addf on f32, index arithmetic) is no
// kernel: no remark, no record, not unmodeled.
// JSON-LABEL: "op": "arith.cmpf",
// JSON:       "function": "mask_int_cast",
// JSON:       "flops": 4096,
// JSON:       "bytes": 36864,
// JSON:       "compute_class": "fp32",
// JSON:       "op": "arith.addi",
// JSON:       "flops": 0,
// JSON-NEXT:  "transcendentals": 0,
// JSON-NEXT:  "weighted_transcendentals": 0,
// JSON-NEXT:  "int_ops": 1024,
// JSON-NEXT:  "bytes": 8192,
// JSON:       "compute_class": "int32",
// JSON:       "op": "arith.truncf",
// JSON:       "flops": 0,
// JSON:       "bytes": 6144,
// JSON-NOT:   "op": "arith.addf"
// JSON-NOT:   "op": "arith.muli"
// JSON:       "unmodeled": [
// JSON-NEXT:    {
// JSON-NEXT:      "op": "math.exp",
// JSON-NEXT:      "loc": "{{.*}}tensor_elementwise.mlir:[[@LINE+25]]:8",
// JSON-NEXT:      "function": "dynamic",
// JSON-NEXT:      "reason": "an operand has a dynamic shape; pass dynamic-dim-size=N to assume one"
// JSON-NEXT:    }
// JSON-NEXT:  ],
func.func @mask_int_cast(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>,
                         %i: tensor<1024xi32>, %f: tensor<1024xf32>,
                         %s: f32, %n: index)
    -> (tensor<64x64xi1>, tensor<1024xi32>, tensor<1024xf16>, f32, index) {
  // expected-remark @below {{roofline: flops=4096 bytes=36864}}
  %0 = arith.cmpf olt, %x, %y : tensor<64x64xf32>
  // expected-remark @below {{roofline: flops=0 bytes=8192}}
  %1 = arith.addi %i, %i : tensor<1024xi32>
  // expected-remark @below {{roofline: flops=0 bytes=6144}}
  %2 = arith.truncf %f : tensor<1024xf32> to tensor<1024xf16>
  %3 = arith.addf %s, %s : f32
  %4 = arith.muli %n, %n : index
  return %0, %1, %2, %3, %4 : tensor<64x64xi1>, tensor<1024xi32>, tensor<1024xf16>, f32, index
}

// -----

// A dynamic size without dynamic-dim-size: unmodeled, with the reason.
func.func @dynamic(%x: tensor<?x8xf32>) -> tensor<?x8xf32> {
  // expected-remark @below {{roofline: unmodeled: 1 math.exp op not costed}}
  %0 = math.exp %x : tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}
