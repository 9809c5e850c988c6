// Eager mode's layout transposes around NCHW 16-bit convolutions (docs/
// model.md 1.8, "Convolution layouts"; CostModels/ConvLayout.cpp): with
// PyTorch's default memory format cuDNN runs such a convolution on NHWC
// tensor-core kernels, transposing its input before and its output after,
// each a streaming kernel of its own in series with the convolution: the
// tensor read once and written once, its bytes at the attained DRAM
// bandwidth, at least the 1 us streaming floor.
//
// Device a100-sxm4-40gb: DRAM 1555 GB/s, attained_dram_fraction 0.89:
// 1555e9 x 0.89 = 1.38395e12 B/s.
//
// @conv3x3: x 8x64x56x56 f16 padded to 58x58, w 64x64x3x3, y 8x64x56x56.
// The input transposed is the unpadded x (cuDNN pads as it reads):
// 8 x 64 x 56 x 56 x 2 B = 3211264 B, read and written: 6422528 B; the
// output the same. Each 6422528 / 1.38395e12 = 4.640722e-06 s, together
// 9.281444e-06 s.
// @conv1x1_s2: x 8x64x56x56 bf16, w 128x64x1x1, stride 2, y 8x128x28x28:
// a strided 1x1 convolution is no GEMM in NCHW; input 6422528 B as above
// (4.640722e-06 s), output 8 x 128 x 28 x 28 x 2 x 2 = 3211264 B
// (2.320361e-06 s): 6.961083e-06 s.
// @conv1x1: a 1x1 stride-1 convolution is a GEMM over the channels in
// the NCHW layout, no transposes. @conv3x3_f32: f32 runs NCHW kernels.
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --mode=eager --json | FileCheck %s --check-prefix=NCHW
// NCHW: "memory_format": "contiguous",
// NCHW: "function": "conv3x3",
// NCHW: "op": "linalg.conv_2d_nchw_fchw",
// NCHW: "layout_transposes_s": 9.28144{{[0-9]*}}e-06,
// NCHW: cuDNN runs this NCHW 16-bit convolution on NHWC tensor-core kernels, with a transpose of its input (6422528 bytes read and written) before and of its output (6422528 bytes) after
// NCHW: "function": "conv1x1_s2",
// NCHW: "op": "linalg.conv_2d_nchw_fchw",
// NCHW: "layout_transposes_s": 6.96108{{[0-9]*}}e-06,
// NCHW: (6422528 bytes read and written) before and of its output (3211264 bytes) after
// NCHW: "function": "conv1x1",
// NCHW: "op": "linalg.conv_2d_nchw_fchw",
// NCHW: "layout_transposes_s": 0,
// NCHW-NOT: cuDNN runs
// NCHW: "function": "conv3x3_f32",
// NCHW: "op": "linalg.conv_2d_nchw_fchw",
// NCHW: "layout_transposes_s": 0,
// NCHW-NOT: cuDNN runs
//
// A dynamic batch takes the size the cost models assume (dynamic-dim-size=8):
// @conv3x3_dyn reads an already padded ?x64x58x58 input, 8 x 64 x 58 x 58 x 2
// x 2 = 6889472 B (4.978122e-06 s), and writes the 6422528 B output
// (4.640723e-06 s): 9.618845e-06 s. Without an assumption the convolution is
// not costed at all (unmodeled, as every op with a dynamic size).
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --mode=eager --dynamic-dim-size=8 --json | FileCheck %s --check-prefix=DYN
// DYN: "function": "conv3x3_dyn",
// DYN: "layout_transposes_s": 9.61884{{[0-9]*}}e-06,
// DYN: (6889472 bytes read and written) before and of its output (6422528 bytes) after
//
// The same convolution with channels-last activations, or compiled (Inductor
// converts a convolution model to channels-last), has none.
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --mode=eager --memory-format=channels-last --json | FileCheck %s --check-prefixes=CL,NONE
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --json | FileCheck %s --check-prefixes=COMP,NONE
// CL: "memory_format": "channels-last",
// COMP: "memory_format": null,
// NONE: "function": "conv3x3",
// NONE: "op": "linalg.conv_2d_nchw_fchw",
// NONE: "layout_transposes_s": 0,
// NONE-NOT: cuDNN runs
//
// The transposes add to the convolution's execution, not to its bound:
// the execution with them less the execution without is their time.
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --mode=eager --json > %t.nchw.json
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --mode=eager --memory-format=channels-last --json > %t.nhwc.json
// RUN: %python %S/Inputs/layout_delta.py %t.nchw.json %t.nhwc.json | FileCheck %s --check-prefix=DELTA
// DELTA: conv3x3 bound equal, execution +9.281e-06 s
// DELTA: conv1x1_s2 bound equal, execution +6.961e-06 s
// DELTA: conv1x1 bound equal, execution +0.000e+00 s

func.func @conv3x3(%x: tensor<8x64x56x56xf16>, %w: tensor<64x64x3x3xf16>) -> tensor<8x64x56x56xf16> {
  %z = arith.constant 0.0 : f16
  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %z : f16
  } : tensor<8x64x56x56xf16> to tensor<8x64x58x58xf16>
  %e = tensor.empty() : tensor<8x64x56x56xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<8x64x56x56xf16>) -> tensor<8x64x56x56xf16>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%p, %w : tensor<8x64x58x58xf16>, tensor<64x64x3x3xf16>) outs(%f : tensor<8x64x56x56xf16>) -> tensor<8x64x56x56xf16>
  return %y : tensor<8x64x56x56xf16>
}

func.func @conv1x1_s2(%x: tensor<8x64x56x56xbf16>, %w: tensor<128x64x1x1xbf16>) -> tensor<8x128x28x28xbf16> {
  %z = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<8x128x28x28xbf16>
  %f = linalg.fill ins(%z : bf16) outs(%e : tensor<8x128x28x28xbf16>) -> tensor<8x128x28x28xbf16>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%x, %w : tensor<8x64x56x56xbf16>, tensor<128x64x1x1xbf16>) outs(%f : tensor<8x128x28x28xbf16>) -> tensor<8x128x28x28xbf16>
  return %y : tensor<8x128x28x28xbf16>
}

func.func @conv1x1(%x: tensor<8x64x56x56xf16>, %w: tensor<256x64x1x1xf16>) -> tensor<8x256x56x56xf16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<8x256x56x56xf16>
  %f = linalg.fill ins(%z : f16) outs(%e : tensor<8x256x56x56xf16>) -> tensor<8x256x56x56xf16>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<8x64x56x56xf16>, tensor<256x64x1x1xf16>) outs(%f : tensor<8x256x56x56xf16>) -> tensor<8x256x56x56xf16>
  return %y : tensor<8x256x56x56xf16>
}

func.func @conv3x3_f32(%x: tensor<8x64x58x58xf32>, %w: tensor<64x64x3x3xf32>) -> tensor<8x64x56x56xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x64x56x56xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8x64x56x56xf32>) -> tensor<8x64x56x56xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<8x64x58x58xf32>, tensor<64x64x3x3xf32>) outs(%f : tensor<8x64x56x56xf32>) -> tensor<8x64x56x56xf32>
  return %y : tensor<8x64x56x56xf32>
}

func.func @conv3x3_dyn(%x: tensor<?x64x58x58xf16>, %w: tensor<64x64x3x3xf16>, %init: tensor<?x64x56x56xf16>) -> tensor<?x64x56x56xf16> {
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<?x64x58x58xf16>, tensor<64x64x3x3xf16>) outs(%init : tensor<?x64x56x56xf16>) -> tensor<?x64x56x56xf16>
  return %y : tensor<?x64x56x56xf16>
}
