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
// ResNet-18, batch 1, on an H200 in eager mode: 110 ops, 109 kernels of 3 us
// (327 of 408.76 us bound; the fc bias is its GEMM's epilogue, Folding.cpp);
// on the GPU alone 372.24 us, launch limiting 273 us. The framework's dispatch
// (HostTimeline: a library call 6 x 9.735 us, an elementwise op 6 x 2 us, plus
// the launch, per op) keeps the GPU waiting 1736.4 us more: 2108.6 us, launch
// 273 / 2108.6 = 12.9%, host 1736.4 / 2108.6 = 82.3%: host-bound.
// RUN: roofline-opt --analyze --device=h200 --mode=eager %roofline_src/examples/models/resnet18.mlir | FileCheck %s --check-prefix=RESNET
// RESNET: mode: eager (every op a kernel of its own)
// RESNET: cuda-graph: 95.3% of the predicted time is launch overhead and host dispatch (82.3%)
// RESNET: total:
// RESNET: predicted 2.11 ms over 110 ops (roofline bound 408.76 us)
// RESNET: predicted time by limiter: launch 12.9%, latency 0.3%, compute 4.4%, host 82.3%
// RESNET: verdict: host-bound (82.3% of the predicted time)

// fill + matmul, 256x512 by 512x1024 f32.
// Eager: the fill writes 256x1024x4 = 1048576 B: 0.674325 us + 3 us =
//   3.674325e-6, launch-bound. The matmul: 2x256x1024x512 = 268435456
//   FLOPs; A 524288 + B 2097152 + C read 1048576 + written 1048576 =
//   4718592 B; compute 1.376592e-5 > DRAM 3.034464e-6: 1.676592e-5.
// EAGER: modes.mlir:49:8: remark: roofline: flops=0 bytes=1048576 intensity=0.00 class=fp32 bound=launch time=3.674325e-06 binds=launch
// EAGER: modes.mlir:50:8: remark: roofline: flops=268435456 bytes=4718592 intensity=56.89 class=fp32 bound=compute time=1.676592e-05 binds=compute
// Compiled (the default): the fill is the matmul's only init: folded, 0 B,
//   0 s, bound none; the matmul starts its accumulator in registers and does
//   not read C: 4718592 - 1048576 = 3670016 B (73.14 FLOP/B), still
//   compute-bound, 1.676592e-5.
// COMPILED: modes.mlir:49:8: remark: roofline: flops=0 bytes=0 intensity=0.00 class=fp32 bound=none time=0.000000e+00 binds=none
// COMPILED: modes.mlir:50:8: remark: roofline: flops=268435456 bytes=3670016 intensity=73.14 class=fp32 bound=compute time=1.676592e-05 binds=compute
// Graph: compiled, and the launch is the 1.1 us graph gap:
//   1.376592e-5 + 1.1e-6 = 1.486592e-5.
// GRAPH: modes.mlir:49:8: remark: roofline: flops=0 bytes=0 intensity=0.00 class=fp32 bound=none time=0.000000e+00 binds=none
// GRAPH: modes.mlir:50:8: remark: roofline: flops=268435456 bytes=3670016 intensity=73.14 class=fp32 bound=compute time=1.486592e-05 binds=compute
func.func @fill_matmul(%a: tensor<256x512xf32>, %b: tensor<512x1024xf32>) -> tensor<256x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x1024xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %m = linalg.matmul ins(%a, %b : tensor<256x512xf32>, tensor<512x1024xf32>)
                     outs(%c : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  return %m : tensor<256x1024xf32>
}

// pad + 3x3 convolution, NHWC 1x56x56x64 padded to 58x58, 64 filters.
// Eager: the pad reads 56x56x64x4 = 802816 B and writes 58x58x64x4 =
//   861184 B: 1664000 B, 1.070096 us + 3 us = 4.070096e-6, launch-bound.
//   The conv: 2x56x56x64x64x9 = 231211008 FLOPs; the padded input 861184 +
//   filter 3x3x64x64x4 = 147456 + output read and written 2 x 802816 =
//   2614272 B; compute 1.185697e-5 > DRAM 1.681204e-6: 1.485697e-5.
// EAGER: modes.mlir:72:8: remark: roofline: flops=0 bytes=1664000 intensity=0.00 class=fp32 bound=launch time=4.070096e-06 binds=launch
// EAGER: modes.mlir:76:8: remark: roofline: flops=231211008 bytes=2614272 intensity=88.44 class=fp32 bound=compute time=1.485697e-05 binds=compute
// Compiled: the pad feeds only the convolution's input: folded; the conv
//   reads the unpadded source, not the halo: 2614272 - (861184 - 802816) =
//   2555904 B, 1.485697e-5 (compute-bound either way).
// COMPILED: modes.mlir:72:8: remark: roofline: flops=0 bytes=0 intensity=0.00 class=fp32 bound=none time=0.000000e+00 binds=none
// COMPILED: modes.mlir:76:8: remark: roofline: flops=231211008 bytes=2555904 intensity=90.46 class=fp32 bound=compute time=1.485697e-05 binds=compute
// Graph: 1.185697e-5 + 1.1e-6 = 1.295697e-5.
// GRAPH: modes.mlir:76:8: remark: roofline: flops=231211008 bytes=2555904 intensity=90.46 class=fp32 bound=compute time=1.295697e-05 binds=compute
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
// GRAPH: modes.mlir:86:8: remark: roofline: flops=4096 bytes=49152 intensity=0.08 class=fp32 bound=launch time=1.131609e-06 binds=launch
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
