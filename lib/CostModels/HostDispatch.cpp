//===- HostDispatch.cpp - What the host issues for an op in eager mode ----===//
//
// The eager host timeline (lib/Analysis/HostTimeline.cpp) charges each op
// the framework's dispatch for its kind; which kind an op is depends on its
// dialect (a linalg contraction is a library call, a tensor reshape a view),
// so it is answered here, in the cost-model layer, not by the driver.
//
//===----------------------------------------------------------------------===//

#include "roofline/CostModels/HostDispatch.h"
#include "roofline/CostModels/Folding.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"

using namespace mlir;
using namespace roofline;

namespace {

bool isLibraryCall(Operation *op) {
  auto linalgOp = dyn_cast_or_null<linalg::LinalgOp>(op);
  return linalgOp && (linalg::isaContractionOpInterface(linalgOp) ||
                      linalg::isaConvolutionOpInterface(linalgOp));
}

/// Whether a reshape is a lowering's, not the framework's: one that feeds a
/// GEMM or convolution or reads its result. torch.matmul and F.linear take
/// N-d operands and fold the leading dimensions inside the call (C++, no
/// op of their own); the importer spells that as collapse -> matmul ->
/// expand around it.
bool isLibraryReshape(Operation *op) {
  if (op->getNumOperands() == 0)
    return false;
  if (isLibraryCall(op->getOperand(0).getDefiningOp()))
    return true;
  return llvm::any_of(op->getUsers(),
                      [](Operation *user) { return isLibraryCall(user); });
}

} // namespace

std::optional<HostOpKind> roofline::classifyHostOp(Operation *op,
                                                   bool isCostedRecord) {
  if (!isCostedRecord) {
    // Views the framework issues (reshape, flatten, slicing, unsqueeze):
    // an ATen op each, no kernel.
    StringRef name = op->getName().getStringRef();
    if (name == "tensor.extract_slice")
      return HostOpKind::View;
    if ((name == "tensor.expand_shape" || name == "tensor.collapse_shape" ||
         name == "tensor.reshape") &&
        !isLibraryReshape(op))
      return HostOpKind::View;
    return std::nullopt;
  }
  // An accumulator's fill, a convolution's padding or a linear layer's bias
  // is issued by the library call that consumes it (PyTorch calls cuBLAS /
  // cuDNN once); what eager mode folds, whatever the release (a bias copied
  // before the GEMM is still addmm's). A convolution's bias, which compiled
  // code folds, stays the elementwise op it is here, as it was fitted.
  if (getFoldingConsumer(op, ExecutionMode::Eager, /*eagerBiasEpilogue=*/true))
    return HostOpKind::PartOfCall;
  if (isLibraryCall(op))
    return HostOpKind::LibraryCall;
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp)
    return HostOpKind::Elementwise;
  if (linalgOp.getNumReductionLoops() > 0)
    return HostOpKind::Reduction;
  return HostOpKind::Elementwise;
}

