//===- DataMovementInterfaceImpl.cpp - Cost of ops that only move data ----===//
//
// tensor.pad, tensor.concat and memref.copy do no arithmetic; a kernel that
// runs them reads every source element once and writes every result element
// once. (linalg.copy and linalg.transpose are structured ops and go through
// the linalg model, which gives the same bytes.) Views that bufferize to no
// copy (extract_slice, expand/collapse_shape, subview) are not costed.
//
//===----------------------------------------------------------------------===//

#include "CostModelUtils.h"
#include "roofline/CostModels/CostInterface.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"

using namespace mlir;
using namespace roofline;

namespace {

struct PadCostModel
    : public RooflineCostOpInterface::ExternalModel<PadCostModel,
                                                    tensor::PadOp> {
  LogicalResult computeRooflineCost(Operation *op, const CostOptions &options,
                                    OpCost &cost, std::string &reason) const {
    auto pad = cast<tensor::PadOp>(op);
    return costDataMovement({pad.getSource()}, {pad.getResult()}, options,
                            cost, reason);
  }
};

struct ConcatCostModel
    : public RooflineCostOpInterface::ExternalModel<ConcatCostModel,
                                                    tensor::ConcatOp> {
  LogicalResult computeRooflineCost(Operation *op, const CostOptions &options,
                                    OpCost &cost, std::string &reason) const {
    auto concat = cast<tensor::ConcatOp>(op);
    SmallVector<Value> inputs(concat.getInputs());
    return costDataMovement(inputs, {concat.getResult()}, options, cost,
                            reason);
  }
};

struct CopyCostModel
    : public RooflineCostOpInterface::ExternalModel<CopyCostModel,
                                                    memref::CopyOp> {
  LogicalResult computeRooflineCost(Operation *op, const CostOptions &options,
                                    OpCost &cost, std::string &reason) const {
    auto copy = cast<memref::CopyOp>(op);
    return costDataMovement({copy.getSource()}, {copy.getTarget()}, options,
                            cost, reason);
  }
};

} // namespace

namespace roofline {
void registerDataMovementCostModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, tensor::TensorDialect *) {
    tensor::PadOp::attachInterface<PadCostModel>(*ctx);
    tensor::ConcatOp::attachInterface<ConcatCostModel>(*ctx);
  });
  registry.addExtension(+[](MLIRContext *ctx, memref::MemRefDialect *) {
    memref::CopyOp::attachInterface<CopyCostModel>(*ctx);
  });
}
} // namespace roofline
