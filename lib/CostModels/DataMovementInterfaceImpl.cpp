//===- DataMovementInterfaceImpl.cpp - Cost of ops that only move data ----===//
//
// tensor.pad, tensor.concat and memref.copy do no arithmetic; a kernel that
// runs them reads every source element once and writes every result element
// once. (linalg.copy and linalg.transpose are structured ops and go through
// the linalg model, which gives the same bytes.) Views that bufferize to no
// copy (extract_slice, expand/collapse_shape, subview) are not costed.
//
//===----------------------------------------------------------------------===//

#include "roofline/CostModels/DataMovementInterfaceImpl.h"
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
/// tensor: views, shape changes, element accesses and `empty` describe
/// data; pad and concat have cost models; any other op moves or computes.
struct TensorDialectInfo : CostModelDialectInterface {
  using CostModelDialectInterface::CostModelDialectInterface;
  bool isFree(Operation *op) const override {
    return isa<tensor::EmptyOp, tensor::ExtractSliceOp, tensor::InsertSliceOp,
               tensor::ParallelInsertSliceOp, tensor::ExpandShapeOp,
               tensor::CollapseShapeOp, tensor::CastOp, tensor::DimOp,
               tensor::RankOp, tensor::ExtractOp, tensor::InsertOp,
               tensor::FromElementsOp, tensor::ReshapeOp, tensor::BitcastOp,
               tensor::SplatOp, tensor::YieldOp, tensor::GenerateOp>(op);
  }
  bool isCostModelThreadSafe(Operation *) const override { return true; }
};

/// memref: every op but copy describes a buffer (allocation, view, cast,
/// element access); copy has a cost model.
struct MemRefDialectInfo : CostModelDialectInterface {
  using CostModelDialectInterface::CostModelDialectInterface;
  bool isFree(Operation *op) const override { return !isa<memref::CopyOp>(op); }
  bool isCostModelThreadSafe(Operation *) const override { return true; }
};

void registerDataMovementCostModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, tensor::TensorDialect *d) {
    addDialectInfo<TensorDialectInfo>(d);
    tensor::PadOp::attachInterface<PadCostModel>(*ctx);
    tensor::ConcatOp::attachInterface<ConcatCostModel>(*ctx);
  });
  registry.addExtension(+[](MLIRContext *ctx, memref::MemRefDialect *d) {
    addDialectInfo<MemRefDialectInfo>(d);
    memref::CopyOp::attachInterface<CopyCostModel>(*ctx);
  });
}
} // namespace roofline
