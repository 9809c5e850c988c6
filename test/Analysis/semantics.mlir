// The analysis changes nothing but discardable attributes: with annotate=false
// the printed IR is exactly what a plain mlir-opt prints; with annotate it only
// adds `roofline` to each costed op and `roofline.summary` to functions and
// the module, and running it again over its own output changes nothing.

// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=h100 annotate=false})' -o %t.analyzed
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=h100 format=json annotate=false})' -o %t.analyzed-json > %t.report
// RUN: mlir-opt %s -o %t.plain
// RUN: diff %t.plain %t.analyzed
// RUN: diff %t.plain %t.analyzed-json

// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=h100})' -o %t.once
// RUN: roofline-opt %t.once --pass-pipeline='builtin.module(roofline-analyze{device=h100})' -o %t.twice
// RUN: diff %t.once %t.twice
// The #roofline attributes print as they parse: roofline-opt, and a stock
// mlir-opt once the plugin registers the roofline dialect
// (--load-dialect-plugin), read the annotated IR back and print it unchanged.
// RUN: roofline-opt %t.once -o %t.reparsed
// RUN: diff %t.once %t.reparsed
// RUN: %if !sanitized %{ mlir-opt --load-dialect-plugin=%roofline_plugin %t.once -o %t.reparsed-stock %}
// RUN: %if !sanitized %{ diff %t.once %t.reparsed-stock %}
// RUN: FileCheck %s --check-prefix=ATTR < %t.once

// --analyze with -o writes the annotated IR there.
// RUN: roofline-opt --analyze --device=h100 %s -o %t.analyze-o > /dev/null
// RUN: diff %t.once %t.analyze-o

// Annotated: the module and each function get a summary; costed ops get
// `roofline`; ops that are not costed (constants, empty, return) and
// unmodeled ops get nothing; existing attributes stay.
// ATTR:      module attributes {roofline.summary = #roofline.summary<"h100-sxm5-80gb", {{.*}}unmodeled = 1, version = 2>
// ATTR-SAME:   test.keep = "module"
// ATTR:      func.func @compute(
// ATTR-SAME:   roofline.summary = #roofline.summary<"h100-sxm5-80gb", flops = {{[0-9]+}}, bytes = {{[0-9]+}}, {{.*}}costed = 3,
// ATTR-SAME:   test.keep = "func"
// ATTR:      arith.constant 0.000000e+00 : f32
// ATTR-NEXT: tensor.empty() : tensor<64x64xf32>
// ATTR-NEXT: linalg.fill {roofline = #roofline.cost<
// ATTR-NEXT: linalg.matmul {roofline = #roofline.cost<
// ATTR-NEXT: linalg.generic {indexing_maps = {{.*}}} ins({{.*}}) outs({{.*}}) attrs = {roofline = #roofline.cost<{{.*}}>, test.keep = "generic"}
// ATTR:      func.func @unmodeled(
// ATTR-SAME:   roofline.summary = #roofline.summary<"h100-sxm5-80gb", flops = 0, bytes = 0, {{.*}}costed = 0,
// ATTR-NEXT: linalg.matmul ins(
// ATTR:      scf.for
// ATTR-NEXT: memref.copy %arg0, %arg1 {roofline = #roofline.cost<

module attributes {test.keep = "module"} {
  func.func @compute(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32>
      attributes {test.keep = "func"} {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<64x64xf32>
    %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %m = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>)
                       outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
    %r = linalg.generic {
           indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
           iterator_types = ["parallel", "parallel"]}
           ins(%m : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) attrs = {test.keep = "generic"} {
    ^bb0(%x: f32, %o: f32):
      %t = math.tanh %x : f32
      linalg.yield %t : f32
    } -> tensor<64x64xf32>
    return %r : tensor<64x64xf32>
  }

  func.func @unmodeled(%a: tensor<?x64xf32>, %b: tensor<64x?xf32>, %c: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %0 = linalg.matmul ins(%a, %b : tensor<?x64xf32>, tensor<64x?xf32>)
                       outs(%c : tensor<?x?xf32>) -> tensor<?x?xf32>
    return %0 : tensor<?x?xf32>
  }

  func.func @loop(%src: memref<32x32xf16>, %dst: memref<32x32xf16>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    scf.for %i = %c0 to %c4 step %c1 {
      memref.copy %src, %dst : memref<32x32xf16> to memref<32x32xf16>
    }
    return
  }
}
