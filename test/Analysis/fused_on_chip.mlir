// Intermediates that live only within one parallel loop body (the output of
// tile-and-fuse: a matmul tile and its epilogue in one scf.forall) stay on
// chip: the producer does not write them to DRAM, the consumer does not read
// them from there, and the consumer runs in the producer's kernel.
//
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100 hierarchy=false emit-remarks annotate=false})' -o /dev/null

#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @mlp(%arg0: tensor<256x512xf32>, %arg1: tensor<512x1024xf32>, %arg2: tensor<1024xf32>) -> tensor<256x1024xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<256x1024xf32>
    %1 = tensor.empty() : tensor<256x1024xf32>
    %2 = scf.forall (%arg3, %arg4) = (0, 0) to (256, 1024) step (32, 64) shared_outs(%arg5 = %1) -> (tensor<256x1024xf32>) {
      %extracted_slice = tensor.extract_slice %arg0[%arg3, 0] [32, 512] [1, 1] : tensor<256x512xf32> to tensor<32x512xf32>
      %extracted_slice_0 = tensor.extract_slice %arg1[0, %arg4] [512, 64] [1, 1] : tensor<512x1024xf32> to tensor<512x64xf32>
      %extracted_slice_1 = tensor.extract_slice %0[%arg3, %arg4] [32, 64] [1, 1] : tensor<256x1024xf32> to tensor<32x64xf32>
      // The fill tile only feeds the matmul tile: nothing leaves the SM.
      // expected-remark @below {{roofline: flops=0 bytes=0 intensity=0.00 class=fp32 bound=none time=0.000000e+00 binds=none}}
      %3 = linalg.fill ins(%cst : f32) outs(%extracted_slice_1 : tensor<32x64xf32>) -> tensor<32x64xf32>
      // 128 tiles: A slice 32x512x4 = 65536 B and B slice 512x64x4 = 131072 B
      // from DRAM; the accumulator (read from the fill, written to the
      // epilogue: 2 x 8192 B) stays on chip: 196608 x 128 = 25165824 B.
      // 268435456 FLOPs / 19.5e12 = 13.77 us < 25165824 / 1555e9 = 16.184 us;
      // + 3 us launch = 1.918381e-05 s.
      // expected-remark @below {{roofline: flops=268435456 bytes=25165824 intensity=10.67 class=fp32 bound=memory time=1.918381e-05 binds=dram}}
      %4 = linalg.matmul ins(%extracted_slice, %extracted_slice_0 : tensor<32x512xf32>, tensor<512x64xf32>) outs(%3 : tensor<32x64xf32>) -> tensor<32x64xf32>
      %extracted_slice_2 = tensor.extract_slice %arg2[%arg4] [64] [1] : tensor<1024xf32> to tensor<64xf32>
      %extracted_slice_3 = tensor.extract_slice %arg5[%arg3, %arg4] [32, 64] [1, 1] : tensor<256x1024xf32> to tensor<32x64xf32>
      // Reads the matmul tile on chip and a 64-element bias slice (256 B),
      // writes its 32x64 tile (8192 B): 8448 x 128 = 1081344 B, 0.6954 us;
      // it runs in the matmul's kernel: no launch of its own.
      // expected-remark @below {{roofline: flops=524288 bytes=1081344 intensity=0.48 class=fp32 bound=memory time=6.953981e-07 binds=dram}}
      %5 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %extracted_slice_2 : tensor<32x64xf32>, tensor<64xf32>) outs(%extracted_slice_3 : tensor<32x64xf32>) {
      ^bb0(%in: f32, %in_4: f32, %out: f32):
        %6 = arith.addf %in, %in_4 : f32
        %7 = arith.maximumf %6, %cst : f32
        linalg.yield %7 : f32
      } -> tensor<32x64xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %5 into %arg5[%arg3, %arg4] [32, 64] [1, 1] : tensor<32x64xf32> into tensor<256x1024xf32>
      }
    }
    return %2 : tensor<256x1024xf32>
  }
}

// -----

// The same tile also inserted into the result (a second, outside use): the
// matmul tile goes to DRAM (8192 B more per tile than above: 26214400 B)
// and the epilogue reads it back (8192 + 256 + 8192 = 16640 B per tile,
// 2129920 B) in a kernel of its own.
func.func @escapes(%a: tensor<256x512xf32>, %b: tensor<512x1024xf32>, %bias: tensor<1024xf32>) -> (tensor<256x1024xf32>, tensor<256x1024xf32>) {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<256x1024xf32>
  %r:2 = scf.forall (%i, %j) = (0, 0) to (256, 1024) step (32, 64) shared_outs(%o1 = %0, %o2 = %0) -> (tensor<256x1024xf32>, tensor<256x1024xf32>) {
    %sa = tensor.extract_slice %a[%i, 0] [32, 512] [1, 1] : tensor<256x512xf32> to tensor<32x512xf32>
    %sb = tensor.extract_slice %b[0, %j] [512, 64] [1, 1] : tensor<512x1024xf32> to tensor<512x64xf32>
    %init = tensor.extract_slice %0[%i, %j] [32, 64] [1, 1] : tensor<256x1024xf32> to tensor<32x64xf32>
    // expected-remark @below {{roofline: flops=0 bytes=0 intensity=0.00 class=fp32 bound=none time=0.000000e+00 binds=none}}
    %f = linalg.fill ins(%cst : f32) outs(%init : tensor<32x64xf32>) -> tensor<32x64xf32>
    // expected-remark @below {{roofline: flops=268435456 bytes=26214400 intensity=10.24 class=fp32 bound=memory time=1.985814e-05 binds=dram}}
    %m = linalg.matmul ins(%sa, %sb : tensor<32x512xf32>, tensor<512x64xf32>) outs(%f : tensor<32x64xf32>) -> tensor<32x64xf32>
    %sbias = tensor.extract_slice %bias[%j] [64] [1] : tensor<1024xf32> to tensor<64xf32>
    %so = tensor.extract_slice %o1[%i, %j] [32, 64] [1, 1] : tensor<256x1024xf32> to tensor<32x64xf32>
    // expected-remark @below {{roofline: flops=524288 bytes=2129920 intensity=0.25 class=fp32 bound=launch time=4.369723e-06 binds=launch}}
    %g = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m, %sbias : tensor<32x64xf32>, tensor<64xf32>) outs(%so : tensor<32x64xf32>) {
    ^bb0(%x: f32, %y: f32, %z: f32):
      %s = arith.addf %x, %y : f32
      %t = arith.maximumf %s, %cst : f32
      linalg.yield %t : f32
    } -> tensor<32x64xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %g into %o1[%i, %j] [32, 64] [1, 1] : tensor<32x64xf32> into tensor<256x1024xf32>
      tensor.parallel_insert_slice %m into %o2[%i, %j] [32, 64] [1, 1] : tensor<32x64xf32> into tensor<256x1024xf32>
    }
  }
  return %r#0, %r#1 : tensor<256x1024xf32>, tensor<256x1024xf32>
}
