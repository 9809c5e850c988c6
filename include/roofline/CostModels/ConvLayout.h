//===- ConvLayout.h - Layout transposes around NCHW convolutions -*- C++ -*-===//
//
// PyTorch's default memory format is NCHW; cuDNN's tensor-core convolution
// kernels are NHWC. An NCHW 16-bit convolution in eager mode therefore runs
// as three kernels: a transpose of the input to NHWC, the convolution, and a
// transpose of the output back to NCHW (NVIDIA's convolution performance
// guide; the nchwToNhwcKernel / nhwcToNchwKernel pairs a profile of such a
// model shows around every convolution). A 1x1 convolution with unit
// strides is a GEMM over the channels in either layout (per image,
// W[K x C] x X[C x HW]) and needs none; depthwise and grouped convolutions
// do not run on tensor cores. docs/model.md 1.8, "Convolution layouts".
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_COSTMODELS_CONVLAYOUT_H
#define ROOFLINE_COSTMODELS_CONVLAYOUT_H

#include <array>
#include <cstdint>
#include <optional>

namespace mlir {
class Operation;
} // namespace mlir

namespace roofline {

/// For a `linalg.conv_2d_nchw_fchw` on 16-bit floats whose filter is larger
/// than 1x1 or whose strides are not all 1: the bytes of one run's two
/// layout transposes, {input's, output's}, each the tensor read once and
/// written once (2 x its bytes). The input is the convolution's unpadded
/// operand (the source of a `tensor.pad` feeding it: cuDNN pads while it
/// reads). A dynamic size is taken as `dynamicDimSize`, the size the cost
/// models assume (dynamic-dim-size). std::nullopt for every other op, and
/// for a convolution with a dynamic size and no assumption.
std::optional<std::array<int64_t, 2>>
getNchwLayoutTransposeBytes(mlir::Operation *op,
                            std::optional<int64_t> dynamicDimSize);

} // namespace roofline

#endif // ROOFLINE_COSTMODELS_CONVLAYOUT_H
