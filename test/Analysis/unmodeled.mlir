// Ops the model cannot cost are listed as unmodeled, with one remark per
// function, op kind and reason, at the first such op:
// `roofline: unmodeled: N <op> op(s) not costed: <reason>`, emitted whether or
// not emit-remarks is set.
// Dynamic loop ranges are costed only with dynamic-dim-size=N, which assumes
// N for every dynamic size.
//
// Device a100-sxm4-40gb: fp32 19.5 TF, DRAM 1555 GB/s, launch 3 us.

// hierarchy=false: the DRAM-only roofline (time = max(compute, DRAM) + launch)
// that the derivations below follow.
// RUN: roofline-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null
// Without emit-remarks, the unmodeled remarks are still there:
// RUN: roofline-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb annotate=false})' \
// RUN:   -o /dev/null
// RUN: roofline-opt %s --allow-unregistered-dialect \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb dynamic-dim-size=64 emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=HINT
// RUN: roofline-opt %s --allow-unregistered-dialect \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb format=json annotate=false})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=JSON

// Matmul ?x128 * 128x? -> ?x?: no size for d0 (M) and d1 (N).
// With dynamic-dim-size=64: M = N = 64, K = 128 stays static.
//   flops = 2 * 64*64*128 = 1048576
//   bytes = A 64*128*4 (32768) + B 128*64*4 (32768) + C 64*64*4 (16384)
//           read + write = 98304
//   compute 5.377313e-8 < memory 6.321801e-8: memory-bound, 3.063218e-6
// HINT-DAG: remark: roofline: flops=1048576 bytes=98304 intensity=10.67 class=fp32 bound=launch time=3.063218e-06
// JSON:      "options": {
// JSON:        "dynamic_dim_size": null
// JSON:      "ops": [],
// JSON-NEXT: "unmodeled": [
// JSON-NEXT:   {
// JSON-NEXT:     "op": "linalg.matmul",
// JSON-NEXT:     "loc": "{{.*}}unmodeled.mlir:[[@LINE+7]]:8",
// JSON-NEXT:     "function": "dynamic_matmul",
// JSON-NEXT:     "reason": "{{.*}}dynamic{{.*}}"
// JSON-NEXT:   },
func.func @dynamic_matmul(%a: tensor<?x128xf32>, %b: tensor<128x?xf32>,
                          %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
  // expected-remark-re @below {{not costed: {{.*}}dynamic}}
  %0 = linalg.matmul ins(%a, %b : tensor<?x128xf32>, tensor<128x?xf32>)
                     outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// memref.copy of ?x128 f32 buffers; with dynamic-dim-size=64:
//   bytes = read 64*128*4 + write 64*128*4 = 65536, time 3.042145e-6
// HINT-DAG: remark: roofline: flops=0 bytes=65536 intensity=0.00 class={{[a-z0-9_]+}} bound=launch time=3.042145e-06
func.func @dynamic_copy(%a: memref<?x128xf32>, %b: memref<?x128xf32>) {
  // expected-remark-re @below {{not costed: {{.*}}dynamic}}
  memref.copy %a, %b : memref<?x128xf32> to memref<?x128xf32>
  return
}

// -----

// An unregistered op on tensors is an opaque call: unmodeled. One on scalars
// is not a compute op and is not listed.
// HINT-DAG: remark: roofline: unmodeled: 1 test.opaque op not costed: unregistered
// JSON:        "op": "test.opaque",
// JSON-NEXT:   "loc": "{{.*}}unmodeled.mlir:[[@LINE+5]]:8",
// JSON-NEXT:   "function": "unregistered",
// JSON-NEXT:   "reason": "unregistered{{.*}}"
func.func @unregistered(%x: tensor<16x16xf32>, %s: f32) -> (tensor<16x16xf32>, f32) {
  // expected-remark-re @below {{not costed: {{.*}}unregistered}}
  %0 = "test.opaque"(%x) : (tensor<16x16xf32>) -> tensor<16x16xf32>
  %1 = "test.scalar"(%s) : (f32) -> f32
  return %0, %1 : tensor<16x16xf32>, f32
}

// -----

// TOSA ops are costed through upstream's lowering (test/Analysis/tosa), except
// tosa.custom, an opaque call; tosa.const is data, not work, and is not
// listed.
// HINT-DAG: remark: roofline: unmodeled: 1 tosa.custom op not costed: tosa.custom is an opaque call
func.func @tosa(%a: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %c = "tosa.const"() {values = dense<1.0> : tensor<4x4xf32>} : () -> tensor<4x4xf32>
  // expected-remark @below {{roofline: unmodeled: 1 tosa.custom op not costed: tosa.custom is an opaque call: no cost model}}
  %0 = tosa.custom %a {domain_name = "roofline_test", implementation_attrs = "", operator_name = "opaque"} : (tensor<4x4xf32>) -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----

// Unmodeled ops are remarked once per function, kind and reason: three
// test.opaque ops give one remark (at the first) for the two with one reason
// and one for the dynamic linalg op; the other function's gets its own.
func.func @grouped(%x: tensor<16x16xf32>, %d: tensor<?xf32>) -> tensor<16x16xf32> {
  // expected-remark-re @below {{roofline: unmodeled: 2 test.opaque ops not costed: unregistered}}
  %0 = "test.opaque"(%x) : (tensor<16x16xf32>) -> tensor<16x16xf32>
  %1 = "test.opaque"(%0) : (tensor<16x16xf32>) -> tensor<16x16xf32>
  %e = tensor.empty() : tensor<16x16xf32>
  // expected-remark-re @below {{roofline: unmodeled: 1 linalg.copy op not costed: {{.*}}dynamic}}
  %2 = linalg.copy ins(%d : tensor<?xf32>) outs(%d : tensor<?xf32>) -> tensor<?xf32>
  return %1 : tensor<16x16xf32>
}
func.func @grouped_other(%x: tensor<16x16xf32>) -> tensor<16x16xf32> {
  // expected-remark-re @below {{roofline: unmodeled: 1 test.opaque op not costed: unregistered}}
  %0 = "test.opaque"(%x) : (tensor<16x16xf32>) -> tensor<16x16xf32>
  return %0 : tensor<16x16xf32>
}

// -----

// A GPU launch with a grid size known only at run time is unmodeled (the
// ops in its body are not costed one by one; test/Analysis/GPU has the rest).
// HINT-DAG: remark: roofline: unmodeled: {{.*}}the grid size along x is not a constant
func.func @gpu_launch(%m: memref<16xf32>, %n: index) {
  %c1 = arith.constant 1 : index
  // expected-remark @below {{not costed: the grid size along x is not a constant at the launch}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  return
}

// -----

// A payload op the model does not count (math.isnan) makes the op unmodeled.
// HINT-DAG: remark: roofline: unmodeled: {{.*}}math.isnan
func.func @uncounted_payload(%x: tensor<64xf32>) -> tensor<64xi1> {
  %e = tensor.empty() : tensor<64xi1>
  // expected-remark-re @below {{not costed: {{.*}}math.isnan}}
  %0 = linalg.generic {
         indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
         iterator_types = ["parallel"]}
         ins(%x : tensor<64xf32>) outs(%e : tensor<64xi1>) {
  ^bb0(%a: f32, %o: i1):
    %n = math.isnan %a : f32
    linalg.yield %n : i1
  } -> tensor<64xi1>
  return %0 : tensor<64xi1>
}

// -----

// A linalg op with no cost model (Winograd filter transform).
// HINT-DAG: remark: roofline: unmodeled: {{.*}}linalg
func.func @winograd(%f: tensor<2x3x3x5xf32>) -> tensor<6x6x5x2xf32> {
  %e = tensor.empty() : tensor<6x6x5x2xf32>
  // expected-remark-re @below {{not costed: {{.*}}linalg}}
  %0 = linalg.winograd_filter_transform fmr(F_4_3) ins(%f : tensor<2x3x3x5xf32>)
         outs(%e : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  return %0 : tensor<6x6x5x2xf32>
}
