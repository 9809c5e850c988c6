// library-epilogues (docs/model.md 1.8, "Fused kernels"): compiled and graph
// modes run a GEMM's or convolution's pointwise epilogue in its kernel by
// default (fused: XLA, IREE, Inductor's templates under max-autotune); with
// library-epilogues=separate the GEMM or convolution is a library call that
// fuses nothing (torch.compile's default calls cuBLAS and cuDNN as extern
// kernels) and its epilogue is a kernel of its own, fused with the pointwise
// ops after it. A pooling is not a library call: its epilogue fuses either
// way.
//
// Device a100-sxm4-40gb: fp32 19.5 TF, DRAM 1555 GB/s, launch 3 us, graph
// gap 1.1 us. hierarchy=false: time = max(compute, DRAM) + launch.
//
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=FUSED
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb library-epilogues=separate emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEPARATE
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb mode=graph library-epilogues=separate emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=GRAPH
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --library-epilogues=separate --json | FileCheck %s --check-prefix=JSON
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --json | FileCheck %s --check-prefix=JSON-DEFAULT
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --library-epilogues=separate | FileCheck %s --check-prefix=TEXT
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb library-epilogues=separate format=text})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb format=text})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=OPT-FUSED

// @mlp: fill, matmul 256x512 by 512x1024 f32, bias add (2-D, not an addmm's
// bias vector), relu (test/Analysis/fusion_groups.mlir derives each op).
// Fused: one kernel, the matmul's: 3674112 B (A 524288 + B 2097152 + bias
//   4096 + out 1048576), (268435456 + 2 x 262144) / 19.5e12 = 1.379281e-5
//   + 3 us = 1.679281e-5.
// FUSED: library_epilogues.mlir:91:8: remark: roofline: flops=268435456 bytes=3674112 {{.*}} time=1.679281e-05
// FUSED: library_epilogues.mlir:92:10: remark: roofline: flops=262144 bytes=0 {{.*}} bound=none
// FUSED: library_epilogues.mlir:98:11: remark: roofline: flops=262144 bytes=0 {{.*}} bound=none
// Separate: the matmul alone, as in eager mode (fill folded): A 524288 + B
//   2097152 + out 1048576 = 3670016 B, 268435456 / 19.5e12 = 1.376592e-5
//   + 3 us = 1.676592e-5. The add and relu one pointwise kernel, its record
//   the relu's: product 1048576 + bias 4096 read, relu's result 1048576
//   written = 2101248 B (the sum never leaves the chip), 524288 FLOPs:
//   DRAM 2101248 / 1555e9 = 1.351285e-6 > compute 2.69e-8: + 3 us =
//   4.351285e-6.
// SEPARATE: library_epilogues.mlir:91:8: remark: roofline: flops=268435456 bytes=3670016 {{.*}} time=1.676592e-05
// SEPARATE: library_epilogues.mlir:92:10: remark: roofline: flops=262144 bytes=0 {{.*}} bound=none
// SEPARATE: library_epilogues.mlir:98:11: remark: roofline: flops=262144 bytes=2101248 {{.*}} time=4.351285e-06
// Graph: the same two kernels, 1.1 us gap each: 1.486592e-5, 2.451285e-6.
// GRAPH: library_epilogues.mlir:91:8: remark: roofline: flops=268435456 bytes=3670016 {{.*}} time=1.486592e-05
// GRAPH: library_epilogues.mlir:98:11: remark: roofline: flops=262144 bytes=2101248 {{.*}} time=2.451285e-06

// @conv_relu_pool_relu: conv 1x16x32x32 by 32x16x3x3 f32 (fill folded),
// relu, 2x2 max pooling with stride 2 (fill folded), relu.
//   conv: 2 x 32 x 30 x 30 x 16 x 9 = 8294400 FLOPs; x 65536 + w 18432 +
//   out 115200 = 199168 B; compute 4.253538e-7 > DRAM 1.28e-7.
//   relu: 28800 FLOPs, 2 x 115200 = 230400 B: 1.481672e-7 + 3 us.
//   pool: 32 x 15 x 15 x 4 = 28800 FLOPs, 115200 read + 28800 written =
//   144000 B; relu on its 28800 B: 7200 FLOPs, 57600 B.
// Fused: conv + relu one kernel (199168 B, (8294400 + 28800) / 19.5e12 =
//   4.268308e-7 + 3 us = 3.426831e-6); pool + relu one kernel (144000 B,
//   9.260450e-8 + 3 us = 3.092605e-6).
// FUSED: library_epilogues.mlir:112:11: remark: roofline: flops=8294400 bytes=199168 {{.*}} time=3.426831e-06
// FUSED: library_epilogues.mlir:114:11: remark: roofline: flops=28800 bytes=0 {{.*}} bound=none
// FUSED: library_epilogues.mlir:123:11: remark: roofline: flops=28800 bytes=144000 {{.*}} time=3.092605e-06
// FUSED: library_epilogues.mlir:125:10: remark: roofline: flops=7200 bytes=0 {{.*}} bound=none
// Separate: the conv alone (4.253538e-7 + 3 us = 3.425354e-6), its relu a
//   kernel of its own (3.148167e-6); the pooling still takes its relu
//   (3.092605e-6), a window max compilers generate themselves.
// SEPARATE: library_epilogues.mlir:112:11: remark: roofline: flops=8294400 bytes=199168 {{.*}} time=3.425354e-06
// SEPARATE: library_epilogues.mlir:114:11: remark: roofline: flops=28800 bytes=230400 {{.*}} time=3.148167e-06
// SEPARATE: library_epilogues.mlir:123:11: remark: roofline: flops=28800 bytes=144000 {{.*}} time=3.092605e-06
// SEPARATE: library_epilogues.mlir:125:10: remark: roofline: flops=7200 bytes=0 {{.*}} bound=none

// roofline-optimize prices its decisions with the same groups: with
// separate epilogues the conv's relu is a kernel of its own, and fusing it
// into the conv (its epilogue fusion) removes that kernel's 230400 B:
// conv 199168 + relu 230400 + pool 144000 = 573568 B before, 343168 after.
// With fused epilogues every one is already one kernel (3 not fused).
// OPT: epilogue fusion: fused 1
// OPT: conv_relu_pool_relu {{.*}} 573568 343168
// OPT-FUSED: epilogue fusion: fused 0, not fused 3 (3 already one kernel
// OPT-FUSED: conv_relu_pool_relu {{.*}} 343168 343168

// JSON: "mode": "compiled",
// JSON-NEXT: "library_epilogues": "separate",
// JSON-DEFAULT: "mode": "compiled",
// JSON-DEFAULT-NEXT: "library_epilogues": "fused",
// TEXT: mode: compiled (accumulator fills and convolution pads folded into their consumer, elementwise
// TEXT-NEXT: chains fused into one kernel; GEMMs and convolutions library calls whose epilogues run after them)

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>

func.func @mlp(%a: tensor<256x512xf32>, %b: tensor<512x1024xf32>, %bias: tensor<1024xf32>) -> tensor<256x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x1024xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %m = linalg.matmul ins(%a, %b : tensor<256x512xf32>, tensor<512x1024xf32>) outs(%c : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %add = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %bias : tensor<256x1024xf32>, tensor<1024xf32>) outs(%e : tensor<256x1024xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<256x1024xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%add : tensor<256x1024xf32>) outs(%e : tensor<256x1024xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.maximumf %x, %zero : f32
    linalg.yield %r : f32
  } -> tensor<256x1024xf32>
  return %relu : tensor<256x1024xf32>
}

func.func @conv_relu_pool_relu(%x: tensor<1x16x32x32xf32>, %w: tensor<32x16x3x3xf32>) -> tensor<1x32x15x15xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<1x32x30x30xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<1x32x30x30xf32>) -> tensor<1x32x30x30xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x16x32x32xf32>, tensor<32x16x3x3xf32>) outs(%c : tensor<1x32x30x30xf32>) -> tensor<1x32x30x30xf32>
  %relu = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv : tensor<1x32x30x30xf32>) outs(%e : tensor<1x32x30x30xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x32x30x30xf32>
  %win = tensor.empty() : tensor<2x2xf32>
  %pe = tensor.empty() : tensor<1x32x15x15xf32>
  %pinit = linalg.fill ins(%ninf : f32) outs(%pe : tensor<1x32x15x15xf32>) -> tensor<1x32x15x15xf32>
  %pool = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%relu, %win : tensor<1x32x30x30xf32>, tensor<2x2xf32>) outs(%pinit : tensor<1x32x15x15xf32>) -> tensor<1x32x15x15xf32>
  %out = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%pool : tensor<1x32x15x15xf32>) outs(%pe : tensor<1x32x15x15xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x32x15x15xf32>
  return %out : tensor<1x32x15x15xf32>
}
