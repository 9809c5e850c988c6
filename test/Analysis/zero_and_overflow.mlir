// Zero-size dimensions: an empty iteration domain touches no element, so an
// op with a zero-size loop has no FLOPs and no bytes; it launches nothing:
// bound none, time 0. The exception is an output whose map does not index
// the empty loop (K = 0 of a matmul): the result is the init, written whole.
// Sizes whose products overflow 64 bits cannot be costed: the op is listed as
// unmodeled with a reason, and the tool does not crash.
//
// Device a100-sxm4-40gb: DRAM 1555 GB/s, launch 3 us.

// hierarchy=false: the DRAM-only roofline (time = max(compute, DRAM) + launch)
// that the derivations below follow.
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null
// The report writers cope as well:
// RUN: roofline-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb format=json})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=JSON
// RUN: roofline-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb format=text})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=TEXT

// Matmul with M = 0: domain 0x32x64, nothing to compute or move.
// JSON: "verdict": "no-work"
// TEXT: verdict: no work
func.func @matmul_m0(%a: tensor<0x64xf32>, %b: tensor<64x32xf32>, %c: tensor<0x32xf32>) -> tensor<0x32xf32> {
  // expected-remark @below {{roofline: flops=0 bytes=0 intensity=0.00 class=fp32 bound=none time=0.000000e+00}}
  %0 = linalg.matmul ins(%a, %b : tensor<0x64xf32>, tensor<64x32xf32>)
                     outs(%c : tensor<0x32xf32>) -> tensor<0x32xf32>
  return %0 : tensor<0x32xf32>
}

// -----

// Matmul with K = 0: domain 64x32x0 has no point, but the result is still
// the whole init, C + nothing (issue 34; test/Robustness/empty-reduction.mlir):
// C is read and written, 2 x 64 x 32 x 4 = 16384 bytes, no FLOP:
// 16384 / 1.555e12 = 10.536 ns + 3 us launch = 3.010536 us, launch-bound.
// JSON: "verdict": "launch-bound"
func.func @matmul_k0(%a: tensor<64x0xf32>, %b: tensor<0x32xf32>, %c: tensor<64x32xf32>) -> tensor<64x32xf32> {
  // expected-remark @below {{roofline: flops=0 bytes=16384 intensity=0.00 class=fp32 bound=launch time=3.010536e-06}}
  %0 = linalg.matmul ins(%a, %b : tensor<64x0xf32>, tensor<0x32xf32>)
                     outs(%c : tensor<64x32xf32>) -> tensor<64x32xf32>
  return %0 : tensor<64x32xf32>
}

// -----

// Elementwise exp and a fill on empty tensors: no work, no bytes.
// JSON: "verdict": "no-work"
func.func @empty_elementwise(%x: tensor<0x4xf32>) -> tensor<0x4xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<0x4xf32>
  // expected-remark @below {{roofline: flops=0 bytes=0 intensity=0.00 class=fp32 bound=none time=0.000000e+00}}
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<0x4xf32>) -> tensor<0x4xf32>
  // expected-remark @below {{roofline: flops=0 bytes=0 intensity=0.00 class=fp32 bound=none time=0.000000e+00}}
  %0 = linalg.generic {
         indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
         iterator_types = ["parallel", "parallel"]}
         ins(%x : tensor<0x4xf32>) outs(%f : tensor<0x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<0x4xf32>
  return %0 : tensor<0x4xf32>
}

// -----

// Padding an empty 0x4 tensor to 2x4 reads nothing but writes the result:
//   bytes = 0 + 2*4*4 = 32; time 32/1.555e12 + 3e-6 = 3.000021e-6, the launch
//   (3e-6) above the memory time: launch-bound; launch share 3e-6/3.000021e-6 >= 0.5
// JSON: "verdict": "launch-bound"
func.func @pad_empty(%x: tensor<0x4xf32>) -> tensor<2x4xf32> {
  %z = arith.constant 0.0 : f32
  // expected-remark-re @below {{roofline: flops=0 bytes=32 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=3.000021e-06}}
  %0 = tensor.pad %x low[1, 0] high[1, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : f32
  } : tensor<0x4xf32> to tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// Matmul 2^22 x 2^22 x 2^22: the domain has 2^66 points.
// JSON: "ops": [],
// JSON: "reason": "{{.*}}overflows 64 bits"
// JSON: "verdict": "nothing-costed"
// TEXT: verdict: nothing costed
func.func @domain_overflow(%a: tensor<4194304x4194304xf32>, %b: tensor<4194304x4194304xf32>,
                           %c: tensor<4194304x4194304xf32>) -> tensor<4194304x4194304xf32> {
  // expected-remark-re @below {{not costed: {{.*}}overflows 64 bits}}
  %0 = linalg.matmul ins(%a, %b : tensor<4194304x4194304xf32>, tensor<4194304x4194304xf32>)
                     outs(%c : tensor<4194304x4194304xf32>) -> tensor<4194304x4194304xf32>
  return %0 : tensor<4194304x4194304xf32>
}

// -----

// Matmul 2^21 x 2^21 x 2^20: 2^62 points fit, 2 FLOPs each (2^63) do not.
// JSON: "reason": "{{.*}}overflows 64 bits"
func.func @flops_overflow(%a: tensor<2097152x1048576xf32>, %b: tensor<1048576x2097152xf32>,
                          %c: tensor<2097152x2097152xf32>) -> tensor<2097152x2097152xf32> {
  // expected-remark-re @below {{not costed: {{.*}}overflows 64 bits}}
  %0 = linalg.matmul ins(%a, %b : tensor<2097152x1048576xf32>, tensor<1048576x2097152xf32>)
                     outs(%c : tensor<2097152x2097152xf32>) -> tensor<2097152x2097152xf32>
  return %0 : tensor<2097152x2097152xf32>
}

// -----

// Elementwise negf on 2^62 f64: 2^62 FLOPs fit, 2 x 2^62 x 8 bytes do not.
// JSON: "reason": "{{.*}}overflows 64 bits"
func.func @bytes_overflow(%x: tensor<4611686018427387904xf64>) -> tensor<4611686018427387904xf64> {
  // expected-remark-re @below {{not costed: {{.*}}overflows 64 bits}}
  %0 = linalg.generic {
         indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
         iterator_types = ["parallel"]}
         ins(%x : tensor<4611686018427387904xf64>) outs(%x : tensor<4611686018427387904xf64>) {
  ^bb0(%a: f64, %o: f64):
    %r = arith.negf %a : f64
    linalg.yield %r : f64
  } -> tensor<4611686018427387904xf64>
  return %0 : tensor<4611686018427387904xf64>
}

// -----

// A 1024^3 matmul (2^31 FLOPs) inside a loop of 2^40 trips: 2^71 FLOPs.
// JSON: "reason": "{{.*}}overflows 64 bits"
func.func @trips_overflow(%a: memref<1024x1024xf32>, %b: memref<1024x1024xf32>,
                          %c: memref<1024x1024xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1099511627776 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-remark-re @below {{not costed: {{.*}}overflows 64 bits}}
    linalg.matmul ins(%a, %b : memref<1024x1024xf32>, memref<1024x1024xf32>)
                  outs(%c : memref<1024x1024xf32>)
  }
  return
}
