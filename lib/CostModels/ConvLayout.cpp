//===- ConvLayout.cpp - Layout transposes around NCHW convolutions --------===//
//
// Which convolutions cuDNN transposes in NCHW, and the bytes the transposes
// move (roofline/CostModels/ConvLayout.h).
//
//===----------------------------------------------------------------------===//

#include "roofline/CostModels/ConvLayout.h"
#include "CostModelUtils.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;

namespace {

/// Bytes of a ranked tensor or memref (CostModelUtils' storage width and
/// checked product), a dynamic size taken as `dynamicDimSize` (the cost
/// models' assumption); nullopt when a size is dynamic with no assumption,
/// or on overflow.
std::optional<int64_t> getBytes(Type type,
                                std::optional<int64_t> dynamicDimSize) {
  auto shaped = dyn_cast<ShapedType>(type);
  unsigned bits = shaped && shaped.hasRank()
                      ? roofline::getStorageBits(shaped.getElementType())
                      : 0;
  if (bits == 0)
    return std::nullopt;
  SmallVector<int64_t> shape(shaped.getShape());
  for (int64_t &d : shape)
    if (ShapedType::isDynamic(d)) {
      if (!dynamicDimSize)
        return std::nullopt;
      d = *dynamicDimSize;
    }
  int64_t elements = 0, bitsTotal = 0;
  if (!roofline::checkedProduct(shape, elements) ||
      !roofline::checkedMul(elements, bits, bitsTotal))
    return std::nullopt;
  return bitsTotal / 8;
}

} // namespace

std::optional<std::array<int64_t, 2>>
roofline::getNchwLayoutTransposeBytes(Operation *op,
                                      std::optional<int64_t> dynamicDimSize) {
  auto conv = dyn_cast_or_null<linalg::Conv2DNchwFchwOp>(op);
  if (!conv || conv.getInputs().size() != 2 || conv.getOutputs().size() != 1)
    return std::nullopt;
  Value input = conv.getInputs()[0];
  Type element = getElementTypeOrSelf(input.getType());
  // Tensor-core math on 16-bit floats (f16, bf16) only: an f32 convolution
  // runs NCHW kernels (TF32 included: no development row measures it).
  if (!element.isF16() && !element.isBF16())
    return std::nullopt;
  auto filter = dyn_cast<ShapedType>(conv.getInputs()[1].getType());
  if (!filter || !filter.hasRank() || filter.getRank() != 4 ||
      ShapedType::isDynamic(filter.getDimSize(2)) ||
      ShapedType::isDynamic(filter.getDimSize(3)))
    return std::nullopt;
  bool unitStrides = llvm::all_of(conv.getStrides().getValues<int64_t>(),
                                  [](int64_t s) { return s == 1; });
  if (filter.getDimSize(2) == 1 && filter.getDimSize(3) == 1 && unitStrides)
    return std::nullopt;
  // cuDNN pads while it reads: the tensor transposed is the unpadded one.
  if (auto pad = input.getDefiningOp<tensor::PadOp>())
    input = pad.getSource();
  std::optional<int64_t> in = getBytes(input.getType(), dynamicDimSize);
  std::optional<int64_t> out =
      getBytes(conv.getOutputs()[0].getType(), dynamicDimSize);
  if (!in || !out || *in > INT64_MAX / 2 || *out > INT64_MAX / 2)
    return std::nullopt;
  return std::array<int64_t, 2>{2 * *in, 2 * *out};
}
