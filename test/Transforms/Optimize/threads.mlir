// Functions are optimised on MLIR's thread pool, each into a context of its
// own, merged in IR order: the IR, the remarks and the report are those of
// the serial pass (--mlir-disable-threading), and the summary's "first at"
// names the first function in IR order, whichever thread finished first.
// RUN: roofline-opt %s -o %t.par.mlir 2> %t.par.err \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=h100-sxm5-80gb mode=eager format=json report-file=%t.par.json})'
// RUN: roofline-opt %s -o %t.ser.mlir 2> %t.ser.err --mlir-disable-threading \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=h100-sxm5-80gb mode=eager format=json report-file=%t.ser.json})'
// RUN: diff %t.par.mlir %t.ser.mlir
// RUN: diff %t.par.json %t.ser.json
// RUN: diff %t.par.err %t.ser.err
// RUN: FileCheck %s --input-file=%t.par.err
//
// Four functions as bench/gen_many_funcs.py writes them (a fill, a 64x64x64
// matmul, an exp). In mode=eager, each op a kernel of its own, each
// epilogue is fused (the summary counts 4; in mode=compiled the analysis
// already runs each matmul and its exp as one kernel, and none is), which
// leaves each matmul inside the fused nest, so tiling keeps all 4 "already
// inside loops", first at @f0's matmul (line 28, column 8).
// CHECK: epilogue fusion: fused 4 (
// CHECK: tiling: tiled 0, not tiled 4 (4 already inside loops (first at {{.*}}threads.mlir:28:8))
#id = affine_map<(d0, d1) -> (d0, d1)>
module {
func.func @f0(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %m = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e2 = tensor.empty() : tensor<64x64xf32>
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = math.exp %in : f32
    linalg.yield %y : f32
  } -> tensor<64x64xf32>
  return %x : tensor<64x64xf32>
}
func.func @f1(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %m = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e2 = tensor.empty() : tensor<64x64xf32>
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = math.exp %in : f32
    linalg.yield %y : f32
  } -> tensor<64x64xf32>
  return %x : tensor<64x64xf32>
}
func.func @f2(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %m = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e2 = tensor.empty() : tensor<64x64xf32>
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = math.exp %in : f32
    linalg.yield %y : f32
  } -> tensor<64x64xf32>
  return %x : tensor<64x64xf32>
}
func.func @f3(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %m = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  %e2 = tensor.empty() : tensor<64x64xf32>
  %x = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<64x64xf32>) outs(%e2 : tensor<64x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %y = math.exp %in : f32
    linalg.yield %y : f32
  } -> tensor<64x64xf32>
  return %x : tensor<64x64xf32>
}
}
