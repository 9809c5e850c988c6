// linalg.softmax over N elements: 4N FLOPs (max, sub, sum, div), N
// transcendentals (exp, weight 8 for time), compulsory bytes = read N + write N
// elements. The same computation decomposed into generics costs the same
// FLOPs and transcendentals but more bytes: every intermediate goes through
// DRAM.
//
// Device a100-sxm4-40gb: fp32 19.5 TF, DRAM 1555 GB/s, launch 3 us.

// hierarchy=false: the DRAM-only roofline (time = max(compute, DRAM) + launch)
// that the derivations below follow. mode=eager: every op of the
// decomposition is its own kernel, as this test compares, but for the two
// fills, which fold into their reductions in every mode (a reduction starts
// from its identity in registers: test/Analysis/modes.mlir).
// An op whose work is below the 3 us launch is launch-bound (time < 6 us).
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false mode=eager device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null
// RUN: roofline-opt %s \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false mode=eager device=a100-sxm4-40gb format=json annotate=false})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=JSON

// softmax along d1 of 128x1000 f32, N = 128000.
//   flops = 4N = 512000; transcendentals = N = 128000 (weighted 1024000)
//   bytes = read 512000 + write 512000 = 1024000
//   compute (512000 + 1024000)/19.5e12 = 7.88e-8 < memory 6.585209e-7
//   time = 6.585209e-7 + 3e-6 = 3.658521e-6, launch-bound (the work is
//   memory-bound)
// JSON-LABEL: "function": "softmax"
// JSON:       "flops": 512000,
// JSON-NEXT:  "transcendentals": 128000,
// JSON-NEXT:  "weighted_transcendentals": 1024000,
// JSON-NEXT:  "int_ops": 0,
// JSON-NEXT:  "bytes": 1024000,
func.func @softmax(%x: tensor<128x1000xf32>) -> tensor<128x1000xf32> {
  %e = tensor.empty() : tensor<128x1000xf32>
  // expected-remark @below {{roofline: flops=512000 bytes=1024000 intensity=0.50 class=fp32 bound=launch time=3.658521e-06}}
  %0 = linalg.softmax dimension(1) ins(%x : tensor<128x1000xf32>)
                                   outs(%e : tensor<128x1000xf32>) -> tensor<128x1000xf32>
  return %0 : tensor<128x1000xf32>
}

// -----

// The same softmax as fill / max-reduce / sub+exp / fill / sum-reduce / div.
// Rows R = 128 (512 B per row vector), N = 128000 (512000 B per full tensor).
//   fill -inf:   folded into the max: 0 B, 0 s, bound none
//   max:         flops N,      bytes 512000 read + 512 write        3.329590e-6
//   sub + exp:   flops N, N transcendentals,
//                bytes 512000 + 512 (broadcast max) + 512000       3.658850e-6
//   fill 0:      folded into the sum
//   sum:         flops N,      bytes 512000 + 512                  3.329590e-6
//   div:         flops N,      bytes 512000 + 512 + 512000         3.658850e-6
// Totals: flops 4N = 512000, transcendentals 128000 (as the fused op),
//   bytes 3074048 (3x the fused op's), time 1.397688e-5 (4 launches).
// Every kernel is below 6e-6: all four launch-bound; launch 4 x 3e-6 =
//   1.2e-5, share 1.2e-5 / 1.397688e-5 = 0.85856.
// JSON-LABEL: "functions": [
// JSON:       "name": "softmax_decomposed",
// JSON-NEXT:  "totals": {
// JSON-NEXT:    "flops": 512000,
// JSON-NEXT:    "transcendentals": 128000,
// JSON-NEXT:    "int_ops": 0,
// JSON-NEXT:    "bytes": 3074048,
// JSON-NEXT:    "time_s": 1.397687974{{[0-9]*}}e-05,
// JSON:         "costed_ops": 6,
// JSON-NEXT:    "unmodeled_ops": 0,
// JSON-NEXT:    "memory_bound_ops": 0,
// JSON-NEXT:    "compute_bound_ops": 0,
// JSON:         "launch_time_s": 1.2e-05,
// JSON-NEXT:    "launch_share": {{.*}},
// JSON-NEXT:    "bound_launch_share": 0.85856{{[0-9]*}},
// JSON-NEXT:    "launch_bound_time_s": 1.397687974{{[0-9]*}}e-05,
// JSON-NEXT:    "launch_bound_ops": 4,
// JSON-NEXT:    "folded_ops": 2
func.func @softmax_decomposed(%x: tensor<128x1000xf32>) -> tensor<128x1000xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %er = tensor.empty() : tensor<128xf32>
  %ex = tensor.empty() : tensor<128x1000xf32>
  // expected-remark @below {{roofline: flops=0 bytes=0 intensity=0.00 class=fp32 bound=none time=0.000000e+00}}
  %minit = linalg.fill ins(%ninf : f32) outs(%er : tensor<128xf32>) -> tensor<128xf32>
  // expected-remark @below {{roofline: flops=128000 bytes=512512 intensity=0.25 class=fp32 bound=launch time=3.329590e-06}}
  %max = linalg.generic {
           indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
           iterator_types = ["parallel", "reduction"]}
           ins(%x : tensor<128x1000xf32>) outs(%minit : tensor<128xf32>) {
  ^bb0(%a: f32, %m: f32):
    %r = arith.maximumf %a, %m : f32
    linalg.yield %r : f32
  } -> tensor<128xf32>
  // expected-remark @below {{roofline: flops=128000 bytes=1024512 intensity=0.12 class=fp32 bound=launch time=3.658850e-06}}
  %exp = linalg.generic {
           indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>,
                            affine_map<(d0, d1) -> (d0, d1)>],
           iterator_types = ["parallel", "parallel"]}
           ins(%x, %max : tensor<128x1000xf32>, tensor<128xf32>) outs(%ex : tensor<128x1000xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<128x1000xf32>
  // expected-remark @below {{roofline: flops=0 bytes=0 intensity=0.00 class=fp32 bound=none time=0.000000e+00}}
  %sinit = linalg.fill ins(%zero : f32) outs(%er : tensor<128xf32>) -> tensor<128xf32>
  // expected-remark @below {{roofline: flops=128000 bytes=512512 intensity=0.25 class=fp32 bound=launch time=3.329590e-06}}
  %sum = linalg.generic {
           indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
           iterator_types = ["parallel", "reduction"]}
           ins(%exp : tensor<128x1000xf32>) outs(%sinit : tensor<128xf32>) {
  ^bb0(%a: f32, %s: f32):
    %r = arith.addf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<128xf32>
  // expected-remark @below {{roofline: flops=128000 bytes=1024512 intensity=0.12 class=fp32 bound=launch time=3.658850e-06}}
  %div = linalg.generic {
           indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>,
                            affine_map<(d0, d1) -> (d0, d1)>],
           iterator_types = ["parallel", "parallel"]}
           ins(%exp, %sum : tensor<128x1000xf32>, tensor<128xf32>) outs(%ex : tensor<128x1000xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<128x1000xf32>
  return %div : tensor<128x1000xf32>
}

// -----

// softmax of 64x512 f16: N = 32768, class fp16 (78 TF on the A100).
//   flops = 4N = 131072; transcendentals N (weighted 262144)
//   bytes = 2 x 32768*2 = 131072; memory-bound
//   time = 131072/1.555e12 + 3e-6 = 3.084291e-6
func.func @softmax_f16(%x: tensor<64x512xf16>) -> tensor<64x512xf16> {
  %e = tensor.empty() : tensor<64x512xf16>
  // expected-remark @below {{roofline: flops=131072 bytes=131072 intensity=1.00 class=fp16 bound=launch time=3.084291e-06}}
  %0 = linalg.softmax dimension(1) ins(%x : tensor<64x512xf16>)
                                   outs(%e : tensor<64x512xf16>) -> tensor<64x512xf16>
  return %0 : tensor<64x512xf16>
}
