// Functions are costed in parallel when the context is multithreaded
// (RooflineAnalysis::run): each function's records go to slots of their own
// and are packed and summed in IR order, so the reports must be identical,
// byte for byte, with and without threads. @tosa_add is costed serially
// (TOSA's model runs upstream's lowering through a pass manager), after the
// parallel ones, and must still be listed third.
//
// RUN: roofline-opt --analyze --json --device=a100-sxm4-40gb %s > %t.threads.json
// RUN: roofline-opt --analyze --json --device=a100-sxm4-40gb --mlir-disable-threading %s > %t.serial.json
// RUN: diff %t.threads.json %t.serial.json
// RUN: roofline-opt --analyze --device=a100-sxm4-40gb %s > %t.threads.txt
// RUN: roofline-opt --analyze --device=a100-sxm4-40gb --mlir-disable-threading %s > %t.serial.txt
// RUN: diff %t.threads.txt %t.serial.txt
// RUN: roofline-opt --analyze --format=none --device=a100-sxm4-40gb %s -o %t.threads.mlir
// RUN: roofline-opt --analyze --format=none --device=a100-sxm4-40gb --mlir-disable-threading %s -o %t.serial.mlir
// RUN: diff %t.threads.mlir %t.serial.mlir
// RUN: FileCheck %s < %t.threads.json
//
// The functions in IR order with their op counts. Module totals, by hand:
// @mm: 2 * 64 * 64 * 64 = 524288 FLOPs (its fill folds: 0); @relu: 4096
// maximumf = 4096 FLOPs; @tosa_add: 4096 adds; @mm2 as @mm. Total
// 524288 * 2 + 4096 * 2 = 1056768.
// CHECK:      "functions": [
// CHECK:        "name": "mm",
// CHECK:        "costed_ops": 2,
// CHECK:        "name": "relu",
// CHECK:        "costed_ops": 1,
// CHECK:        "name": "tosa_add",
// CHECK:        "costed_ops": 1,
// CHECK:        "name": "mm2",
// CHECK:        "costed_ops": 2,
// CHECK:      "totals": {
// CHECK-NEXT:   "flops": 1056768,

func.func @mm(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %m = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %m : tensor<64x64xf32>
}

func.func @relu(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %z : f32
    linalg.yield %m : f32
  } -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}

func.func @tosa_add(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %s = tosa.add %x, %y : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
  return %s : tensor<64x64xf32>
}

func.func @mm2(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %m = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %m : tensor<64x64xf32>
}
