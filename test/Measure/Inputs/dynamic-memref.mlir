// A host function whose memref has a dynamic size: nothing in the IR says
// how much to allocate.
module attributes {gpu.container_module} {
  func.func @host(%a: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @k::@copy blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<?xf32>)
    return
  }
  gpu.module @k {
    gpu.func @copy(%a: memref<?xf32>) kernel {
      gpu.return
    }
  }
}
