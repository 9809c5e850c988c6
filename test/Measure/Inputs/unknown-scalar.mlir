// A scalar kernel argument computed at run time (an addition), and a
// block size that is a function argument: neither is a constant.
module attributes {gpu.container_module} {
  func.func @host(%a: memref<64xf32>, %n: index) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %s = arith.addi %c1, %c2 : index
    gpu.launch_func @k::@scale blocks in (%c1, %c1, %c1) threads in (%n, %c1, %c1) args(%s : index, %a : memref<64xf32>)
    return
  }
  gpu.module @k {
    gpu.func @scale(%s: index, %a: memref<64xf32>) kernel {
      gpu.return
    }
  }
}
