// Three linalg programs (an elementwise op with a broadcast, a row sum, a
// matmul) to lower to GPU kernels with upstream passes and analyze at both
// stages (README, "GPU-dialect kernels").
func.func @ew(%a: memref<100x30xf32>, %b: memref<30xf32>, %c: memref<100x30xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i,j)->(i,j)>, affine_map<(i,j)->(j)>, affine_map<(i,j)->(i,j)>], iterator_types = ["parallel","parallel"]} ins(%a, %b : memref<100x30xf32>, memref<30xf32>) outs(%c : memref<100x30xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %m = math.exp %s : f32
    linalg.yield %m : f32
  }
  return
}
func.func @rowsum(%a: memref<100x30xf32>, %c: memref<100xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i,j)->(i,j)>, affine_map<(i,j)->(i)>], iterator_types = ["parallel","reduction"]} ins(%a : memref<100x30xf32>) outs(%c : memref<100xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  }
  return
}
func.func @mm(%a: memref<50x40xf32>, %b: memref<40x70xf32>, %c: memref<50x70xf32>) {
  linalg.matmul ins(%a, %b : memref<50x40xf32>, memref<40x70xf32>) outs(%c : memref<50x70xf32>)
  return
}
