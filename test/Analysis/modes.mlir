// Execution modes (docs/model.md 1.8) and the launch-bound verdict (1.7).
//
// Device a100-sxm4-40gb: fp32 19.5 TF, DRAM 1555 GB/s, launch 3 us, graph
// gap 1.1 us (graph_launch_gap_us). hierarchy=false: the DRAM-only roofline,
// time = max(compute, DRAM) + launch; launch-bound when the launch exceeds
// max(compute, DRAM).
//
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb mode=eager emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=EAGER
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=COMPILED
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb mode=graph emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=GRAPH
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --json | FileCheck %s --check-prefix=JSON
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --mode=graph | FileCheck %s --check-prefix=TEXT
// RUN: not roofline-opt %s --analyze --device=apple-m2-max --mode=graph 2>&1 | FileCheck %s --check-prefix=NOGAP
//
// ResNet-18, batch 1, on an H200 in eager mode: 110 ops, 68 kernels (22 fills,
// 18 pads and the fc bias fold into their library calls, and the avgpool's
// division runs in its window sum's kernel, one framework_kernel: 42 ops);
// bound 278.50 us; on the GPU alone 256.05 us (f32 convolutions at the sm_90
// e_simt, 0.733), the launch limiting 150 us (54 ops). The framework's dispatch (HostTimeline: a library call 8 x 9.735 =
// 77.88 us, an elementwise op 8 x 2 = 16 us, plus the 3 us launch, per
// kernel; nothing for a folded or fused op) is far slower than the GPU: 23
// library calls (20 convolutions, 2 poolings, the fc) x 80.88 us + 45
// elementwise ops x 19 us = 2715.24 us of issue, then the fc GEMM, 6.20 us:
// 2721.44 us. The GPU waits 2721.44 - 256.05 = 2465.39 us for the host:
// launch 150 / 2721.4 = 5.5%, host 2465.39 / 2721.4 = 90.6%: host-bound.
// RUN: roofline-opt --analyze --device=h200 --mode=eager %roofline_src/examples/models/resnet18.mlir | FileCheck %s --check-prefix=RESNET
// RESNET: mode: eager (every op a kernel of its own, issued by the host; host profile pytorch-eager)
// RESNET: cuda-graph: 96.1% of the predicted time is launch overhead and host dispatch (90.6%)
// RESNET: total:
// RESNET: predicted 2.72 ms over 110 ops (roofline bound 278.50 us)
// RESNET: predicted time by limiter: launch 5.5%, latency 0.2%, compute 3.7%, host 90.6%
// RESNET: ops by roofline bound: 3 memory, 11 compute, 54 launch, 42 folded or fused into another op's
// RESNET: verdict: host-bound (90.6% of the predicted time)

// fill + matmul, 256x512 by 512x1024 f32.
// The matmul: 2x256x1024x512 = 268435456 FLOPs; A 524288 + B 2097152 + C
//   written 1048576 B. As a kernel of its own the fill would write
//   256x1024x4 = 1048576 B (0.674325 us + 3 us of launch) and the matmul
//   read C back (4718592 B); it is the matmul's only init, so it is folded
//   in every mode: 0 B, 0 s, bound none, and the matmul starts its
//   accumulator in registers: 3670016 B (73.14 FLOP/B), compute 1.376592e-5
//   > DRAM 2.360139e-6, + 3 us launch: 1.676592e-5. Eager mode too (PyTorch's
//   mm calls cuBLAS with beta = 0).
// EAGER: modes.mlir:55:8: remark: roofline: flops=0 bytes=0 intensity=0.00 class=fp32 bound=none time=0.000000e+00 binds=none
// EAGER: modes.mlir:56:8: remark: roofline: flops=268435456 bytes=3670016 intensity=73.14 class=fp32 bound=compute time=1.676592e-05 binds=compute
// COMPILED: modes.mlir:55:8: remark: roofline: flops=0 bytes=0 intensity=0.00 class=fp32 bound=none time=0.000000e+00 binds=none
// COMPILED: modes.mlir:56:8: remark: roofline: flops=268435456 bytes=3670016 intensity=73.14 class=fp32 bound=compute time=1.676592e-05 binds=compute
// Graph: compiled, and the launch is the 1.1 us graph gap:
//   1.376592e-5 + 1.1e-6 = 1.486592e-5.
// GRAPH: modes.mlir:55:8: remark: roofline: flops=0 bytes=0 intensity=0.00 class=fp32 bound=none time=0.000000e+00 binds=none
// GRAPH: modes.mlir:56:8: remark: roofline: flops=268435456 bytes=3670016 intensity=73.14 class=fp32 bound=compute time=1.486592e-05 binds=compute
func.func @fill_matmul(%a: tensor<256x512xf32>, %b: tensor<512x1024xf32>) -> tensor<256x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x1024xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %m = linalg.matmul ins(%a, %b : tensor<256x512xf32>, tensor<512x1024xf32>)
                     outs(%c : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  return %m : tensor<256x1024xf32>
}

// pad + 3x3 convolution, NHWC 1x56x56x64 padded to 58x58, 64 filters.
// The conv: 2x56x56x64x64x9 = 231211008 FLOPs. As a kernel of its own the
//   pad would read 56x56x64x4 = 802816 B and write 58x58x64x4 = 861184 B,
//   and the conv read the padded input: 861184 + filter 3x3x64x64x4 =
//   147456 + output read and written 2 x 802816 = 2614272 B. The pad feeds
//   only the convolution's input: folded in every mode (cuDNN takes the
//   padding as a parameter; so does PyTorch eager); the conv reads the
//   unpadded source, not the halo: 2614272 - (861184 - 802816) = 2555904 B,
//   compute 1.185697e-5 + 3 us launch = 1.485697e-5.
// EAGER: modes.mlir:78:8: remark: roofline: flops=0 bytes=0 intensity=0.00 class=fp32 bound=none time=0.000000e+00 binds=none
// EAGER: modes.mlir:82:8: remark: roofline: flops=231211008 bytes=2555904 intensity=90.46 class=fp32 bound=compute time=1.485697e-05 binds=compute
// COMPILED: modes.mlir:78:8: remark: roofline: flops=0 bytes=0 intensity=0.00 class=fp32 bound=none time=0.000000e+00 binds=none
// COMPILED: modes.mlir:82:8: remark: roofline: flops=231211008 bytes=2555904 intensity=90.46 class=fp32 bound=compute time=1.485697e-05 binds=compute
// Graph: 1.185697e-5 + 1.1e-6 = 1.295697e-5.
// GRAPH: modes.mlir:82:8: remark: roofline: flops=231211008 bytes=2555904 intensity=90.46 class=fp32 bound=compute time=1.295697e-05 binds=compute
func.func @pad_conv(%x: tensor<1x56x56x64xf32>, %w: tensor<3x3x64x64xf32>, %o: tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32> {
  %zero = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 1, 1, 0] high[0, 1, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %zero : f32
  } : tensor<1x56x56x64xf32> to tensor<1x58x58x64xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<1x58x58x64xf32>, tensor<3x3x64x64xf32>) outs(%o : tensor<1x56x56x64xf32>) -> tensor<1x56x56x64xf32>
  return %r : tensor<1x56x56x64xf32>
}

// An elementwise add of 64x64 f32 (3 x 16384 B = 49152 B, 31.609 ns of DRAM):
// launch-bound in every mode; in graph mode 31.609 ns + 1.1 us = 1.131609e-6.
// GRAPH: modes.mlir:92:8: remark: roofline: flops=4096 bytes=49152 intensity=0.08 class=fp32 bound=launch time=1.131609e-06 binds=launch
func.func @small_add(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %e = tensor.empty() : tensor<64x64xf32>
  %s = linalg.add ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>)
                  outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %s : tensor<64x64xf32>
}

// The JSON report names the mode and what each folded op is folded into
// (ops in IR order: fill 0 into matmul 1, pad 2 into conv 3, add 4).
// Launch in compiled mode: 3 kernels x 3 us = 9e-6.
// JSON: "graph_launch_gap_s": 1.1{{0*[0-9]?}}e-06
// JSON: "options": {
// JSON-NEXT: "mode": "compiled",
// JSON: "id": 0,
// JSON: "folded_into": 1,
// JSON: "id": 1,
// JSON: "folded_into": null,
// JSON: "id": 2,
// JSON: "folded_into": 3,
// JSON: "totals": {
// JSON: "launch_time_s": 9{{(\.0*[0-9]?)?}}e-06,
// JSON: "folded_ops": 2
// JSON: "verdict": "compute-bound",

// Text, graph mode: 3 kernels x 1.1 us = 3.3 us of launch.
// TEXT: mode: graph (compiled, launched from a CUDA graph: 1.10 us per kernel)
// TEXT: total:
// TEXT: ops by roofline bound: 0 memory, 2 compute, 1 launch, 2 folded or fused into another op's kernel

// The Apple part has no CUDA graphs: graph mode is refused, not defaulted.
// NOGAP: mode=graph: device 'apple-m2-max' gives no graph_launch_gap_us
