//===- Folding.cpp - Ops a compiler folds into their consumer -------------===//
//
// What cuBLAS, cuDNN and ML compilers (XLA, Inductor, IREE) do with the two
// ops every lowered model is full of:
//  - `linalg.fill` of an accumulator: a GEMM or convolution kernel starts its
//    accumulators at the fill value in registers (beta = 0) and never reads
//    the output from memory; a reduction kernel starts from the identity.
//  - `tensor.pad` before a convolution or pooling: the kernel is given the
//    padding as a parameter and predicates the out-of-range taps; the padded
//    tensor is never materialised.
// Either way the op launches no kernel and moves nothing through DRAM.
//
//===----------------------------------------------------------------------===//

#include "roofline/CostModels/Folding.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace roofline;

namespace {

bool hasReductionLoop(linalg::LinalgOp op) {
  return op.getNumReductionLoops() > 0;
}

/// The consumer of a fill: the one op whose init it is, if that op reduces.
Operation *fillConsumer(linalg::FillOp fill) {
  if (fill->getNumResults() != 1 || !fill->getResult(0).hasOneUse())
    return nullptr;
  OpOperand &use = *fill->getResult(0).getUses().begin();
  auto consumer = dyn_cast<linalg::LinalgOp>(use.getOwner());
  if (!consumer || !consumer.isDpsInit(&use) || !hasReductionLoop(consumer))
    return nullptr;
  return consumer;
}

/// The consumer of a pad: the one convolution or pooling that reads it as an
/// input (possibly through several operands).
Operation *padConsumer(tensor::PadOp pad) {
  Operation *consumer = nullptr;
  for (OpOperand &use : pad.getResult().getUses()) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(use.getOwner());
    if (!linalgOp || !linalgOp.isDpsInput(&use) ||
        !linalg::isaConvolutionOpInterface(linalgOp))
      return nullptr;
    if (consumer && consumer != use.getOwner())
      return nullptr;
    consumer = use.getOwner();
  }
  return consumer;
}

/// Elements of a ranked tensor of static shape, or none.
std::optional<int64_t> tensorElements(Type t) {
  auto type = dyn_cast<RankedTensorType>(t);
  int64_t elements;
  if (!type || !type.hasStaticShape() ||
      !checkedProduct(type.getShape(), elements))
    return std::nullopt;
  return elements;
}

} // namespace

Operation *roofline::getFoldingConsumer(Operation *op, ExecutionMode mode) {
  if (mode == ExecutionMode::Eager)
    return nullptr;
  if (auto fill = dyn_cast<linalg::FillOp>(op))
    return fillConsumer(fill);
  if (auto pad = dyn_cast<tensor::PadOp>(op))
    return padConsumer(pad);
  return nullptr;
}

int64_t roofline::foldProducerReads(
    Operation *consumer, OpCost &cost,
    const llvm::DenseSet<Operation *> &folded,
    llvm::function_ref<bool(Value)> skip) {
  int64_t saved = 0;
  for (OperandFootprint &f : cost.operands) {
    if (!f.read || f.operandNumber >= consumer->getNumOperands())
      continue;
    Value v = consumer->getOperand(f.operandNumber);
    Operation *def = v.getDefiningOp();
    if (!def || !folded.contains(def) || skip(v))
      continue;
    if (isa<linalg::FillOp>(def)) {
      // The accumulator starts in registers: no read of it at all.
      saved = saturatingAdd(saved, f.bytes());
      f.read = false;
    } else if (auto pad = dyn_cast<tensor::PadOp>(def)) {
      // The kernel reads the source; taps in the halo are predicated off.
      std::optional<int64_t> source = tensorElements(pad.getSource().getType());
      if (!source || f.elements <= *source)
        continue;
      int64_t before = f.bytes();
      f.elements = *source;
      saved = saturatingAdd(saved, before - f.bytes());
    }
  }
  return saved;
}
