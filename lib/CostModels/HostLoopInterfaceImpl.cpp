//===- HostLoopInterfaceImpl.cpp - Cost of loop nests on the host ---------===//
//
// The external model of RooflineCostOpInterface for the loops of a nest
// outside any GPU kernel (roofline/CostModels/HostLoop.h). The nest is one
// kernel, costed by the kernel model (GPU/KernelCoster.h) as a launch of
// one thread whose loops are its whole iteration space: KernelSpace counts
// the trips through loops and guards, the FLOPs of an op are its lanes
// times its per-lane work, and the DRAM bytes are the unique footprint of
// the buffers it reads and writes, the issued bytes beside them (L2/L1).
// A loop bound the nest cannot evaluate on its own (a function argument, a
// dynamic dimension) takes the analysis' dynamic-dim-size, and the note
// says so; without one the nest is unmodeled with the bound named
// (docs/model.md, "Loop nests on the host side").
//
//===----------------------------------------------------------------------===//

#include "roofline/CostModels/HostLoopInterfaceImpl.h"
#include "CostModelUtils.h"
#include "GPU/KernelAccess.h"
#include "GPU/KernelCoster.h"
#include "GPU/OpSemantics.h"

#include "roofline/CostModels/CostInterface.h"
#include "roofline/CostModels/HostLoop.h"
#include "roofline/CostModels/Location.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace roofline;

bool roofline::isHostLoop(Operation *op) { return isCountedLoop(op); }

bool roofline::isHostLoopKernel(Operation *loop) {
  bool costedInside = false, work = false;
  auto isVector = [](Type t) { return isa<VectorType>(t); };
  loop->walk([&](Operation *op) {
    if (op != loop && !isHostLoop(op) && hasOwnCostModel(op)) {
      costedInside = true;
      return WalkResult::interrupt();
    }
    PayloadCounts c;
    // An affine access is work even when its map is one the model cannot
    // read: the nest is then unmodeled with that reason, not skipped.
    // Only whether it is an access matters here, not its subgroup width.
    work |= getAccess(op, /*subgroupSize=*/32).has_value() ||
            isa<affine::AffineReadOpInterface, affine::AffineWriteOpInterface>(
                op) ||
            llvm::any_of(op->getOperandTypes(), isVector) ||
            llvm::any_of(op->getResultTypes(), isVector) ||
            (countPayloadOp(op, c) && (c.flops > 0 || c.transcendentals > 0));
    return WalkResult::advance();
  });
  return !costedInside && work;
}

namespace {

/// The loop bounds a nest reads and cannot evaluate by itself, bound to a
/// value: exact for a dim of a static size, the assumed dynamic size for
/// a function argument or a dynamic dim.
class BoundBinder {
public:
  BoundBinder(Operation *nest, const CostOptions &options,
              KernelLaunchContext &ctx)
      : nest(nest), options(options), ctx(ctx) {}

  /// Binds what the bounds of every loop of the nest depend on; failure
  /// names the first bound that needs an assumed size when none is given.
  LogicalResult run(llvm::SmallVectorImpl<std::string> &notes,
                    std::string &reason) {
    WalkResult r = nest->walk([&](Operation *loop) {
      if (!isCountedLoop(loop))
        return WalkResult::advance();
      return failed(bindLoop(loop, notes, reason)) ? WalkResult::interrupt()
                                                   : WalkResult::advance();
    });
    return failure(r.wasInterrupted());
  }

private:
  LogicalResult bindLoop(Operation *loop,
                         llvm::SmallVectorImpl<std::string> &notes,
                         std::string &reason) {
    llvm::SmallVector<std::pair<Value, const char *>> bounds;
    for (const LoopBounds &b : getLoopBounds(loop)) {
      for (auto [f, what] : {std::make_pair(b.lb, "lower bound"),
                             std::make_pair(b.ub, "upper bound"),
                             std::make_pair(b.step, "step")})
        if (f)
          if (auto v = dyn_cast<Value>(*f))
            bounds.push_back({v, what});
    }
    if (auto f = dyn_cast<affine::AffineForOp>(loop)) {
      for (Value v : f.getLowerBoundOperands())
        bounds.push_back({v, "lower bound"});
      for (Value v : f.getUpperBoundOperands())
        bounds.push_back({v, "upper bound"});
    }
    for (auto [v, what] : bounds)
      if (failed(bind(v, loop, what, notes, reason)))
        return failure();
    return success();
  }

  /// Binds the leaves of the integer computation of `v`.
  LogicalResult bind(Value v, Operation *loop, const char *what,
                     llvm::SmallVectorImpl<std::string> &notes,
                     std::string &reason) {
    if (!v.getType().isIntOrIndex() || ctx.known.count(v) ||
        !visited.insert(v).second)
      return success();
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      Operation *owner = arg.getOwner()->getParentOp();
      if (!isa_and_present<FunctionOpInterface>(owner))
        return success(); // an iv or carried value: KernelSpace says why
      return assume(v, loop, what,
                    llvm::formatv("argument #{0} of {1}", arg.getArgNumber(),
                                  owner->getName()),
                    notes, reason);
    }
    Operation *def = v.getDefiningOp();
    if (isa<memref::DimOp, tensor::DimOp>(def)) {
      Value source = def->getOperand(0);
      std::optional<int64_t> index = getConstantIntValue(def->getOperand(1));
      auto type = cast<ShapedType>(source.getType());
      if (index && *index >= 0 && *index < type.getRank() &&
          !type.isDynamicDim(*index)) {
        ctx.known[v] = type.getDimSize(*index);
        return success();
      }
      return assume(v, loop, what,
                    llvm::formatv("a dynamic size ({0})", def->getName()),
                    notes, reason);
    }
    if (nest->isAncestor(def) || !getIntOpSemantics(v))
      return success(); // inside the nest, or data: KernelSpace says why
    for (Value operand : def->getOperands())
      if (failed(bind(operand, loop, what, notes, reason)))
        return failure();
    return success();
  }

  LogicalResult assume(Value v, Operation *loop, const char *what,
                       const llvm::Twine &source,
                       llvm::SmallVectorImpl<std::string> &notes,
                       std::string &reason) {
    if (!options.dynamicDimSize) {
      reason = llvm::formatv(
          "the {0} of {1} at {2} is not static: it depends on {3} "
          "(set dynamic-dim-size to assume a size)",
          what, loop->getName(), formatLocation(loop->getLoc()), source.str());
      return failure();
    }
    ctx.known[v] = *options.dynamicDimSize;
    notes.push_back(llvm::formatv(
        "the {0} of {1} at {2} depends on {3}: assumed {4} "
        "(dynamic-dim-size)",
        what, loop->getName(), formatLocation(loop->getLoc()), source.str(),
        *options.dynamicDimSize));
    return success();
  }

  Operation *nest;
  const CostOptions &options;
  KernelLaunchContext &ctx;
  llvm::DenseSet<Value> visited;
};

/// The value of a bound, when the nest fixes it.
std::optional<int64_t> boundValue(const KernelLaunchContext &ctx,
                                  const std::optional<OpFoldResult> &f) {
  if (!f)
    return std::nullopt;
  if (std::optional<int64_t> c = getConstantIntValue(*f))
    return c;
  if (auto v = dyn_cast<Value>(*f))
    if (auto it = ctx.known.find(v); it != ctx.known.end())
      return it->second;
  return std::nullopt;
}

/// The trip counts of the nest's outer band: the nest, then the loop in
/// its body while the body holds exactly one loop, outermost first, as far
/// as they are known without running the nest.
llvm::SmallVector<int64_t, 6> chainTrips(const KernelLaunchContext &ctx,
                                         Operation *nest) {
  llvm::SmallVector<int64_t, 6> trips;
  for (Operation *loop = nest; loop;) {
    for (const LoopBounds &b : getLoopBounds(loop)) {
      std::optional<int64_t> lb = boundValue(ctx, b.lb),
                             ub = boundValue(ctx, b.ub),
                             step = boundValue(ctx, b.step);
      if (auto f = dyn_cast<affine::AffineForOp>(loop); f && !lb &&
          f.hasConstantLowerBound())
        lb = f.getConstantLowerBound();
      if (auto f = dyn_cast<affine::AffineForOp>(loop); f && !ub &&
          f.hasConstantUpperBound())
        ub = f.getConstantUpperBound();
      std::optional<int64_t> n =
          lb && ub && step ? loopTripCount(*lb, *ub, *step) : std::nullopt;
      if (!n)
        return trips;
      trips.push_back(*n);
    }
    Operation *inner = nullptr;
    unsigned loops = 0;
    for (Region &r : loop->getRegions())
      for (Operation &op : r.getOps())
        if (isCountedLoop(&op)) {
          inner = &op;
          ++loops;
        }
    loop = loops == 1 ? inner : nullptr;
  }
  return trips;
}

/// The cost of a loop nest on the host: one kernel of one thread.
template <typename LoopOp>
struct HostLoopCostModel
    : public RooflineCostOpInterface::ExternalModel<HostLoopCostModel<LoopOp>,
                                                    LoopOp> {
  LogicalResult computeRooflineCost(Operation *op, const CostOptions &options,
                                    OpCost &cost, std::string &reason) const {
    KernelLaunchContext ctx;
    ctx.kernelOp = op->getParentOp();
    ctx.host = true;
    if (!ctx.kernelOp) {
      reason = "a loop nest outside any op is not costed";
      return failure();
    }
    llvm::SmallVector<std::string, 2> assumed;
    if (failed(BoundBinder(op, options, ctx).run(assumed, reason)))
      return failure();
    KernelCoster coster(ctx, options);
    if (failed(coster.runNest(op, cost, reason))) {
      // The coster names the op as part of a kernel; here it is a nest.
      reason = "loop nest: " + reason;
      return failure();
    }
    // No launch geometry: the nest is one kernel over the whole device, as
    // a linalg op is, whose iteration space is its loops.
    cost.kernel.reset();
    cost.iterationDomain = chainTrips(ctx, op);
    int64_t points = 1;
    if (!checkedProduct(cost.iterationDomain, points))
      points = INT64_MAX;
    cost.domainPoints = points;
    std::string trips;
    for (int64_t t : cost.iterationDomain)
      trips += (trips.empty() ? "" : " x ") + std::to_string(t);
    cost.notes.insert(
        cost.notes.begin(),
        llvm::formatv("a loop nest on the host, costed as one kernel; trips "
                      "of its outer band of loops: {0}",
                      trips.empty() ? "not static" : trips)
            .str());
    for (std::string &n : assumed)
      cost.notes.push_back(std::move(n));
    return success();
  }
};

} // namespace

namespace {
/// scf and affine: structure (loops, conditionals, yields) walked into; the
/// parallel loops are a kernel's grid.
struct LoopDialectInfo : CostModelDialectInterface {
  using CostModelDialectInterface::CostModelDialectInterface;
  bool isFree(Operation *) const override { return true; }
  LoopKind getLoopKind(Operation *op) const override {
    if (isa<scf::ForallOp, scf::ParallelOp, affine::AffineParallelOp>(op))
      return LoopKind::Parallel;
    return CostModelDialectInterface::getLoopKind(op);
  }
  bool isCostModelThreadSafe(Operation *) const override { return true; }
};
} // namespace

void roofline::registerHostLoopCostModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, scf::SCFDialect *d) {
    addDialectInfo<LoopDialectInfo>(d);
    scf::ForOp::attachInterface<HostLoopCostModel<scf::ForOp>>(*ctx);
    scf::ForallOp::attachInterface<HostLoopCostModel<scf::ForallOp>>(*ctx);
    scf::ParallelOp::attachInterface<HostLoopCostModel<scf::ParallelOp>>(
        *ctx);
  });
  registry.addExtension(+[](MLIRContext *ctx, affine::AffineDialect *d) {
    addDialectInfo<LoopDialectInfo>(d);
    affine::AffineForOp::attachInterface<
        HostLoopCostModel<affine::AffineForOp>>(*ctx);
    affine::AffineParallelOp::attachInterface<
        HostLoopCostModel<affine::AffineParallelOp>>(*ctx);
  });
}
