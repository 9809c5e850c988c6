//===- ShardInterfaceImpl.cpp - Cost of shard dialect collectives ---------===//
//
// A collective of the `shard` dialect (upstream MLIR's SPMD dialect, what
// `shard-partition` emits) on the grid axes `grid_axes` runs over groups of
// p devices, p the product of the grid's sizes on those axes. Each op moves
// its input and result through HBM once (the compulsory traffic of every
// data-movement op) and sends bytes between devices; the second is what
// binds. docs/model.md, "Collectives", gives the algorithms, with S the
// message size of NCCL's bus-bandwidth convention (nccl-tests
// doc/PERFORMANCE.md):
//
//   op              S             bytes per device     steps     algorithm
//   all_reduce      input         2(p-1)/p x S         2(p-1)    ring
//   all_gather      result        (p-1)/p x S          p-1       ring
//   reduce_scatter  input         (p-1)/p x S          p-1       ring
//   all_to_all      input         (p-1)/p x S          1         direct
//   broadcast       input         S                    p-1       ring (chain)
//   reduce          input         S                    p-1       ring (chain)
//   gather          result        (p-1)/p x S (root)   1         direct
//   scatter         input         (p-1)/p x S (root)   1         direct
//   send, recv      input         S                    1         p2p
//   shift           input         S                    1         p2p
//
// The bytes per device over the link's bus bandwidth, plus steps x latency,
// is the interconnect time (Verdict.cpp). all_slice takes a device's slice
// of a replicated tensor and moves nothing between devices: it is costed as
// a local copy. A grid with a dynamic size on a collective's axes leaves the
// op unmodeled with that reason.
//
// Two edges (issue 34): a message of 0 bytes sends nothing, so it takes no
// step and no time (it is not a latency-bound transfer); and a group is at
// most what one NCCL communicator holds, INT_MAX ranks (`int nranks` in
// ncclCommInitRank: NVIDIA/nccl@021e8045 src/nccl.h.in), since the times are
// NCCL's: a 65536 x 65536 grid (2^32 devices) was costed as a ring of 2^32
// steps, 4037 s per all_reduce. Below that bound a group is costed as the
// ring or direct algorithm of its size; the device descriptions give no
// cluster size to bound it further (docs/reliability.md).
//
//===----------------------------------------------------------------------===//

#include "roofline/CostModels/ShardInterfaceImpl.h"
#include "CostModelUtils.h"
#include "roofline/CostModels/CostInterface.h"

#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/SymbolTable.h"

#include "llvm/Support/FormatVariadic.h"

#include <cstdint>
#include <string>

using namespace mlir;
using namespace roofline;

namespace {

/// The most ranks one NCCL communicator holds: ncclCommInitRank takes
/// `int nranks` (NVIDIA/nccl@021e8045 src/nccl.h.in).
constexpr int64_t kMaxNcclRanks = INT32_MAX;

/// How a collective's bytes and steps follow from S and p.
struct CollectiveRule {
  const char *algorithm;
  bool sizeFromResult; ///< S is the result's size (all_gather, gather)
  /// bytes per device = S x (num(p) / den(p)): factor `twice` x (p-1)/p, or
  /// S itself when `whole`.
  bool whole, twice;
  /// steps: p-1 (`ringSteps`, x2 with `twice`), else 1.
  bool ringSteps;
};

/// The group size and the linear-index span of the group of `axes` on the
/// grid `grid`, or failure (with `reason`) when a size is dynamic or an
/// axis is out of range.
LogicalResult getGroup(shard::GridOp grid, ArrayRef<int16_t> axes,
                       int64_t &size, int64_t &span, std::string &reason) {
  ArrayRef<int64_t> shape = grid.getShape();
  size = 1;
  span = 1;
  for (int16_t axis : axes) {
    if (axis < 0 || static_cast<size_t>(axis) >= shape.size()) {
      reason = llvm::formatv("grid axis {0} is not an axis of grid @{1}", axis,
                             grid.getSymName());
      return failure();
    }
    if (ShapedType::isDynamic(shape[axis])) {
      reason = llvm::formatv("grid @{0} has a dynamic size on axis {1}",
                             grid.getSymName(), axis);
      return failure();
    }
    // Row-major linear index: axis a advances it by the product of the
    // sizes after it.
    int64_t stride = 1;
    for (size_t a = axis + 1; a < shape.size(); ++a)
      stride = saturatingMul(stride, ShapedType::isDynamic(shape[a])
                                         ? INT64_MAX
                                         : shape[a]);
    size = saturatingMul(size, shape[axis]);
    span = saturatingAdd(span, saturatingMul(shape[axis] - 1, stride));
  }
  return success();
}

/// Costs `op` (a collective over `gridAttr`'s `axes`) by `rule`: the HBM
/// traffic of a copy from `input` to `result`, and the transfer.
LogicalResult costCollective(Operation *op, FlatSymbolRefAttr gridAttr,
                             ArrayRef<int16_t> axes, Value input, Value result,
                             const CollectiveRule &rule,
                             const CostOptions &options, OpCost &cost,
                             std::string &reason) {
  auto grid = SymbolTable::lookupNearestSymbolFrom<shard::GridOp>(op, gridAttr);
  if (!grid) {
    reason = llvm::formatv("no shard.grid named {0}", gridAttr);
    return failure();
  }
  int64_t p, span;
  if (failed(getGroup(grid, axes, p, span, reason)))
    return failure();
  if (p > kMaxNcclRanks) {
    reason = llvm::formatv(
        "a group of {0} devices (grid @{1}) is more than the {2} ranks an "
        "NCCL communicator holds (ncclCommInitRank's int nranks), whose "
        "algorithms give the collective's time",
        p == INT64_MAX ? std::string("9223372036854775807 or more")
                       : std::to_string(p),
        grid.getSymName(), kMaxNcclRanks);
    return failure();
  }
  if (failed(costDataMovement({input}, {result}, options, cost, reason)))
    return failure();
  // operands[0] is the input's footprint, operands[1] the result's.
  int64_t size = cost.operands[rule.sizeFromResult ? 1 : 0].bytes();
  CollectiveCost c;
  c.name = op->getName().stripDialect().str();
  c.algorithm = rule.algorithm;
  c.groupSize = p;
  c.span = span;
  c.messageBytes = size;
  // A group of one device, or an empty message, sends nothing: no bytes,
  // no step, no interconnect time.
  if (p > 1 && size > 0) {
    int64_t num = rule.whole ? 1 : (rule.twice ? 2 : 1) * (p - 1);
    int64_t den = rule.whole ? 1 : p;
    c.bytesPerDevice = saturatingMul(size, num) / den;
    c.steps = rule.ringSteps ? (rule.twice ? 2 : 1) * (p - 1) : 1;
  }
  cost.collective = c;
  return success();
}

constexpr CollectiveRule kRingAllReduce = {"ring", false, false, true, true};
constexpr CollectiveRule kRingResult = {"ring", true, false, false, true};
constexpr CollectiveRule kRingInput = {"ring", false, false, false, true};
constexpr CollectiveRule kDirectInput = {"direct", false, false, false, false};
constexpr CollectiveRule kDirectResult = {"direct", true, false, false, false};
constexpr CollectiveRule kChain = {"ring", false, true, false, true};
constexpr CollectiveRule kPointToPoint = {"p2p", false, true, false, false};

/// The external model of a collective `Op` costed by `Rule`.
template <typename Op, const CollectiveRule &Rule>
struct CollectiveCostModel
    : public RooflineCostOpInterface::ExternalModel<
          CollectiveCostModel<Op, Rule>, Op> {
  LogicalResult computeRooflineCost(Operation *op, const CostOptions &options,
                                    OpCost &cost, std::string &reason) const {
    auto c = cast<Op>(op);
    return costCollective(op, c.getGridAttr(), c.getGridAxes(), c.getInput(),
                          c.getResult(), Rule, options, cost, reason);
  }
};

/// shard.all_slice: each device keeps its slice of a replicated tensor, a
/// local copy of the result's bytes (read once, written once).
struct AllSliceCostModel
    : public RooflineCostOpInterface::ExternalModel<AllSliceCostModel,
                                                    shard::AllSliceOp> {
  LogicalResult computeRooflineCost(Operation *op, const CostOptions &options,
                                    OpCost &cost, std::string &reason) const {
    auto slice = cast<shard::AllSliceOp>(op);
    return costDataMovement({slice.getResult()}, {slice.getResult()}, options,
                            cost, reason);
  }
};

} // namespace

namespace roofline {
/// shard: collectives have cost models that read the IR only.
struct ShardDialectInfo : CostModelDialectInterface {
  using CostModelDialectInterface::CostModelDialectInterface;
  bool isCostModelThreadSafe(Operation *) const override { return true; }
};

void registerShardCostModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, shard::ShardDialect *d) {
    addDialectInfo<ShardDialectInfo>(d);
    using namespace shard;
    AllReduceOp::attachInterface<
        CollectiveCostModel<AllReduceOp, kRingAllReduce>>(*ctx);
    AllGatherOp::attachInterface<
        CollectiveCostModel<AllGatherOp, kRingResult>>(*ctx);
    ReduceScatterOp::attachInterface<
        CollectiveCostModel<ReduceScatterOp, kRingInput>>(*ctx);
    AllToAllOp::attachInterface<
        CollectiveCostModel<AllToAllOp, kDirectInput>>(*ctx);
    BroadcastOp::attachInterface<CollectiveCostModel<BroadcastOp, kChain>>(
        *ctx);
    ReduceOp::attachInterface<CollectiveCostModel<ReduceOp, kChain>>(*ctx);
    GatherOp::attachInterface<CollectiveCostModel<GatherOp, kDirectResult>>(
        *ctx);
    ScatterOp::attachInterface<CollectiveCostModel<ScatterOp, kDirectInput>>(
        *ctx);
    SendOp::attachInterface<CollectiveCostModel<SendOp, kPointToPoint>>(*ctx);
    RecvOp::attachInterface<CollectiveCostModel<RecvOp, kPointToPoint>>(*ctx);
    ShiftOp::attachInterface<CollectiveCostModel<ShiftOp, kPointToPoint>>(
        *ctx);
    AllSliceOp::attachInterface<AllSliceCostModel>(*ctx);
  });
}
} // namespace roofline
