// A downstream dialect's ops, costed only through RooflineCostOpInterface
// external models (test/lib/TestDialect), appear in reports and verdicts like
// linalg ops; an op that implements nothing is unmodeled; an inconsistent
// model is an error naming the op.
// RUN: roofline-test-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb hierarchy=false emit-remarks annotate=false})' -o /dev/null
// RUN: not roofline-test-opt %s --split-input-file --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb format=json annotate=false})' -o /dev/null 2>/dev/null | FileCheck %s --check-prefix=JSON

// gemm 128x64 * 64x32 f32: 2 x 128 x 32 x 64 = 524,288 FLOPs; A 8192 +
// B 2048 elements read, C 4096 written: 14,336 x 4 = 57,344 B.
// Intensity 524288 / 57344 = 9.1429 < ridge 12.54: DRAM-bound;
// 57344 / 1.555e12 = 36.877 ns + 3 us = 3.036877 us.
// scale 128x32: 4096 FLOPs, 4096 x 4 x 2 = 32,768 B: 3.021073 us.
func.func @downstream(%a: tensor<128x64xf32>, %b: tensor<64x32xf32>) -> tensor<128x32xf32> {
  // expected-remark @below {{roofline: flops=524288 bytes=57344 intensity=9.14 class=fp32 bound=launch time=3.036877e-06 binds=launch}}
  %c = roofline_test.gemm %a, %b : (tensor<128x64xf32>, tensor<64x32xf32>) -> tensor<128x32xf32>
  // expected-remark @below {{roofline: flops=4096 bytes=32768 intensity=0.12 class=fp32 bound=launch time=3.021073e-06}}
  %d = roofline_test.scale %c : (tensor<128x32xf32>) -> tensor<128x32xf32>
  // expected-remark @below {{not costed: no cost model for this op on tensors or buffers (implement RooflineCostOpInterface for it)}}
  %e = roofline_test.opaque %d : (tensor<128x32xf32>) -> tensor<128x32xf32>
  return %e : tensor<128x32xf32>
}

// -----

// The hierarchical model treats the downstream gemm like linalg.matmul: the
// same tile search and I/O bound. 4096^3 bf16, not accumulating.
// JSON: "op": "roofline_test.gemm"
// JSON: "flops": 137438953472,
// JSON: "tiling": "model",
// JSON: "io_lower_bound_ratio":
// JSON: "op": "linalg.matmul"
// JSON: "flops": 137438953472,
// JSON: "tiling": "model",
func.func @same_as_linalg(%a: tensor<4096x4096xbf16>, %b: tensor<4096x4096xbf16>,
                          %c: tensor<4096x4096xf32>) -> (tensor<4096x4096xf32>, tensor<4096x4096xf32>) {
  // Without the hierarchy (first RUN line): A and B 32 MiB each in bf16, C
  // 64 MiB written: 134,217,728 B; compute 2 x 4096^3 / 312e12 = 440.51 us,
  // + 3 us. linalg.matmul also reads its init: 201,326,592 B, same time.
  // expected-remark @below {{flops=137438953472 bytes=134217728 intensity=1024.00 class=bf16_tc bound=compute time=4.435095e-04}}
  %x = roofline_test.gemm %a, %b : (tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) -> tensor<4096x4096xf32>
  %e = tensor.empty() : tensor<4096x4096xf32>
  // expected-remark @below {{flops=137438953472 bytes=201326592 intensity=682.67 class=bf16_tc bound=compute time=4.435095e-04}}
  %y = linalg.matmul ins(%a, %b : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>)
                     outs(%e : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %x, %y : tensor<4096x4096xf32>, tensor<4096x4096xf32>
}

// -----

func.func @broken(%a: tensor<16xf32>) -> tensor<16xf32> {
  // expected-error @below {{roofline: its cost model returned inconsistent data: the footprint of operand #0 (32 elements) is larger than the operand (16 elements)}}
  %b = roofline_test.broken %a {defect = 1} : (tensor<16xf32>) -> tensor<16xf32>
  // expected-error @below {{roofline: its cost model returned inconsistent data: flops is negative (-1)}}
  %c = roofline_test.broken %b {defect = 2} : (tensor<16xf32>) -> tensor<16xf32>
  return %c : tensor<16xf32>
}
