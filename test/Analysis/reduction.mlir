// Reductions: one FLOP per domain point per payload op; class = widest float
// of the payload. The init is read (the payload uses the output block
// argument) and the result written: compulsory bytes = input + 2 x output.
//
// Device a100-sxm4-40gb: fp32 19.5 TF, fp16 78 TF, DRAM 1555 GB/s, launch 3 us.

// hierarchy=false: the DRAM-only roofline (time = max(compute, DRAM) + launch)
// that the derivations below follow.
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null
// RUN: roofline-opt %s \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb format=json annotate=false})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=JSON

// Row sum of 2048x1024 f32 into a zero-filled tensor<2048xf32>.
// The fill writes its output once and reads nothing (its value is a scalar):
//   flops = 0, bytes = 2048*4 = 8192 as a kernel of its own; in the default
//   compiled mode it is the init of a reduction, so it folds into it: bytes
//   0, time 0, bound none (the JSON below still lists its footprint).
// The reduction, domain 2048x1024 = 2097152 points, one addf each:
//   flops = 2097152
//   bytes = input 2048*1024*4 (8388608) + write 8192 = 8396800 (the folded
//   fill's accumulator starts in registers: no init read of 8192)
//   time = 8396800/1.555e12 + 3e-6 = 8.399871e-6, memory-bound
// JSON-LABEL: "function": "row_sum"
// JSON-NEXT:  "shapes": "f32, tensor<2048xf32> -> tensor<2048xf32>",
// JSON:       "operands": [
// JSON-NEXT:    {
// JSON-NEXT:      "operand": 1,
// JSON-NEXT:      "role": "output",
// JSON-NEXT:      "elements": 2048,
// JSON-NEXT:      "element_bits": 32,
// JSON-NEXT:      "read": false,
// JSON-NEXT:      "written": true,
// JSON-NEXT:      "bytes": 8192
// JSON-NEXT:    }
// JSON-NEXT:  ],
// The reduction's output footprint: written, not read (the folded fill's
// accumulator starts in registers): 2048 x 4 = 8192 B.
// JSON:       "op": "linalg.generic",
// JSON:       "operand": 1,
// JSON-NEXT:  "role": "output",
// JSON-NEXT:  "elements": 2048,
// JSON-NEXT:  "element_bits": 32,
// JSON-NEXT:  "read": false,
// JSON-NEXT:  "written": true,
// JSON-NEXT:  "bytes": 8192
func.func @row_sum(%x: tensor<2048x1024xf32>) -> tensor<2048xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2048xf32>
  // expected-remark @below {{roofline: flops=0 bytes=0 intensity=0.00 class=fp32 bound=none time=0.000000e+00}}
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2048xf32>) -> tensor<2048xf32>
  // expected-remark @below {{roofline: flops=2097152 bytes=8396800 intensity=0.25 class=fp32 bound=memory time=8.399871e-06}}
  %0 = linalg.generic {
         indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                          affine_map<(d0, d1) -> (d0)>],
         iterator_types = ["parallel", "reduction"]}
         ins(%x : tensor<2048x1024xf32>) outs(%init : tensor<2048xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<2048xf32>
  return %0 : tensor<2048xf32>
}

// -----

// The same row sum as the named linalg.reduce (init passed in):
//   flops = 2097152, bytes = 8388608 + 2 * 8192 = 8404992, time = 8.405140e-6
func.func @reduce_named(%x: tensor<2048x1024xf32>, %init: tensor<2048xf32>) -> tensor<2048xf32> {
  // expected-remark @below {{roofline: flops=2097152 bytes=8404992 intensity=0.25 class=fp32 bound=memory time=8.405140e-06}}
  %0 = linalg.reduce ins(%x : tensor<2048x1024xf32>) outs(%init : tensor<2048xf32>) dimensions = [1]
    (%a: f32, %acc: f32) {
      %s = arith.addf %a, %acc : f32
      linalg.yield %s : f32
    }
  return %0 : tensor<2048xf32>
}

// -----

// Column max of 512x256 f16 (reduction over d0): class fp16.
//   flops = 512*256 = 131072 (maximumf)
//   bytes = input 512*256*2 (262144) + init read 512 + write 512 = 263168
//   time = 263168/1.555e12 + 3e-6 = 3.169240e-6, memory-bound
func.func @column_max_f16(%x: tensor<512x256xf16>, %init: tensor<256xf16>) -> tensor<256xf16> {
  // expected-remark @below {{roofline: flops=131072 bytes=263168 intensity=0.50 class=fp16 bound=launch time=3.169240e-06}}
  %0 = linalg.generic {
         indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                          affine_map<(d0, d1) -> (d1)>],
         iterator_types = ["reduction", "parallel"]}
         ins(%x : tensor<512x256xf16>) outs(%init : tensor<256xf16>) {
  ^bb0(%a: f16, %acc: f16):
    %m = arith.maximumf %a, %acc : f16
    linalg.yield %m : f16
  } -> tensor<256xf16>
  return %0 : tensor<256xf16>
}

// -----

// Sum of squares of 1048576 f32 into a 0-d tensor: mulf + addf per point.
//   flops = 2 * 1048576 = 2097152
//   bytes = input 4194304 + scalar init read 4 + write 4 = 4194312
//   time = 4194312/1.555e12 + 3e-6 = 5.697307e-6, memory-bound
func.func @sum_of_squares(%x: tensor<1048576xf32>, %init: tensor<f32>) -> tensor<f32> {
  // expected-remark @below {{roofline: flops=2097152 bytes=4194312 intensity=0.50 class=fp32 bound=launch time=5.697307e-06}}
  %0 = linalg.generic {
         indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>],
         iterator_types = ["reduction"]}
         ins(%x : tensor<1048576xf32>) outs(%init : tensor<f32>) {
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %s = arith.addf %sq, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}
