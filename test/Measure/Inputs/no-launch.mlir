// Linalg IR without --pipeline: no gpu.launch_func to measure.
func.func @add(%a: memref<16xf32>, %b: memref<16xf32>) {
  linalg.add ins(%a, %a : memref<16xf32>, memref<16xf32>) outs(%b : memref<16xf32>)
  return
}
