//===- HierarchyForOps.cpp - The hierarchical model of linalg ops ---------===//
//
// Maps contractions and convolutions to the GEMM traffic model, reads the
// IR's own block tile when the op sits inside tiling loops over slices,
// scales an estimate by the executions of enclosing loops, and caches tile
// searches (models repeat shapes: one search per distinct shape).
//
//===----------------------------------------------------------------------===//

#include "roofline/CostModels/HierarchyForOps.h"
#include "CostModelUtils.h"
#include "roofline/CostModels/CostInterface.h"
#include "roofline/Model/TileSearchCache.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace roofline;

namespace {

/// The tensor or buffer a tile was cut from: through extract_slice and
/// subview to their source, through a destination-style op's result to its
/// destination, and through a loop's region argument (an scf.for iter_arg,
/// an scf.forall shared_out) to the value the loop starts from, so that the
/// output tile of a tiled nest leads to the whole output.
Value getTiledRoot(Value v) {
  for (;;) {
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      auto loop = dyn_cast_or_null<LoopLikeOpInterface>(
          arg.getOwner()->getParentOp());
      OpOperand *init = loop ? loop.getTiedLoopInit(arg) : nullptr;
      if (!init)
        return v;
      v = init->get();
    } else if (auto s = v.getDefiningOp<tensor::ExtractSliceOp>()) {
      v = s.getSource();
    } else if (auto s = v.getDefiningOp<memref::SubViewOp>()) {
      v = s.getSource();
    } else if (auto r = dyn_cast<OpResult>(v);
               r && isa<DestinationStyleOpInterface>(r.getOwner()) &&
               r.getResultNumber() < cast<DestinationStyleOpInterface>(
                                         r.getOwner())
                                         .getNumDpsInits()) {
      // A tile computed in place (an accumulator's fill): the tile of its
      // destination.
      v = cast<DestinationStyleOpInterface>(r.getOwner())
              .getDpsInitOperand(r.getResultNumber())
              ->get();
    } else {
      return v;
    }
  }
}

bool isSliced(Value v) {
  return isa_and_present<tensor::ExtractSliceOp, memref::SubViewOp>(
      v.getDefiningOp());
}

/// The cost of one execution of an op costed `trips` times, as
/// getRooflineGemm reads it (FLOPs per run decide the FLOPs per MAC).
OpCost perRunCost(const OpCost &cost, int64_t trips) {
  OpCost one = cost;
  one.flops = cost.flops / trips;
  return one;
}

/// `cost` as the untiled problem of linalg op `op` on slices: each loop's
/// extent is that of the root (getTiledRoot) of an operand whose map
/// indexes the loop directly, each footprint its root's size. Fails with
/// `why` for a dynamic or rank-reducing root.
FailureOr<OpCost> getUntiledCost(linalg::LinalgOp op, const OpCost &cost,
                                 std::string &why) {
  OpCost whole = cost;
  SmallVector<int64_t> &ranges = whole.iterationDomain;
  if (ranges.size() != op.getNumLoops()) {
    why = "its iteration domain is not its loops'";
    return failure();
  }
  for (OpOperand &o : op->getOpOperands()) {
    auto type = dyn_cast<ShapedType>(o.get().getType());
    if (!type)
      continue;
    auto root = dyn_cast<ShapedType>(getTiledRoot(o.get()).getType());
    if (!root || !root.hasStaticShape() || root.getRank() != type.getRank()) {
      why = llvm::formatv("operand #{0}'s untiled value is dynamic or of "
                          "another rank",
                          o.getOperandNumber());
      return failure();
    }
    for (auto [j, e] :
         llvm::enumerate(op.getMatchingIndexingMap(&o).getResults()))
      if (auto d = dyn_cast<AffineDimExpr>(e))
        ranges[d.getPosition()] =
            std::max(ranges[d.getPosition()], root.getDimSize(j));
  }
  for (OperandFootprint &f : whole.operands) {
    std::optional<int64_t> n =
        f.operandNumber < op->getNumOperands()
            ? getStaticElements(
                  getTiledRoot(op->getOperand(f.operandNumber)).getType())
            : std::nullopt;
    if (!n) {
      why = "an operand's untiled size is unknown";
      return failure();
    }
    f.elements = *n;
  }
  return whole;
}

/// Multiply-adds of a GEMM, or none on overflow.
std::optional<int64_t> macsOf(const GemmProblem &p) {
  int64_t macs;
  if (!checkedMul(p.batch, p.m, macs) || !checkedMul(macs, p.n, macs) ||
      !checkedMul(macs, p.k, macs))
    return std::nullopt;
  return macs;
}

bool validProblem(const GemmProblem &p) {
  return p.batch > 0 && p.m > 0 && p.n > 0 && p.k > 0 && p.footprintA >= 0 &&
         p.footprintB >= 0;
}

} // namespace

std::optional<HierarchicalEstimate>
HierarchyModel::finish(const GemmProblem &problem, HierarchicalEstimate e,
                       int64_t times) {
  if (problem.isMatmul && problem.loadA && problem.loadB && problem.storeC) {
    // The goal's bound counts the storage the model reuses data in across
    // blocks; the on-chip bound counts everything (docs/model.md 4.4).
    // Traffic below either is a defect of the model.
    int64_t goal = gemmIOLowerBound(
        problem, getReuseStorageBytes(limits, &e.lowerBoundStorage));
    int64_t onChip = gemmIOLowerBound(problem, getOnChipStorageBytes(limits));
    double dram = static_cast<double>(e.bytes[0]);
    e.lowerBoundRatio = dram / static_cast<double>(goal);
    e.onChipLowerBoundRatio = dram / static_cast<double>(onChip);
    if (*e.lowerBoundRatio < 1.0 - 1e-9 || *e.onChipLowerBoundRatio < 1.0 - 1e-9)
      e.note = "model defect: DRAM traffic below the I/O lower bound";
    if (!checkedMul(goal, times, goal) || !checkedMul(onChip, times, onChip))
      return std::nullopt;
    e.lowerBoundBytes = goal;
    e.onChipLowerBoundBytes = onChip;
  }
  // Each execution is a kernel of its own that moves its bytes again: the
  // working set does not stay in L2 from one launch to the next (a
  // consumer in between, or simply other data, evicts it).
  for (int64_t &b : e.bytes)
    if (!checkedMul(b, times, b))
      return std::nullopt;
  e.computeTime *= static_cast<double>(times);
  if (times > 1) {
    std::string runs = llvm::formatv("executed {0} times: every level's bytes "
                                     "and the compute time are {0} runs'",
                                     times);
    e.note = e.note.empty() ? runs : e.note + "; " + runs;
  }
  e.levelTime = getLevelTimes(e.bytes, device, ceilings);
  double worst;
  e.binding = pickBinding(e.computeTime, e.levelTime, worst);
  return e;
}

HierarchicalEstimate
HierarchyModel::estimateUnknownTiles(const OpCost &cost,
                                     const GemmProblem &slice,
                                     double peakFlops, StringRef why) {
  HierarchicalEstimate e;
  e.origin = TilingOrigin::IR;
  TileConfig t;
  t.bm = slice.m;
  t.bn = slice.n;
  t.bk = t.kc = slice.k;
  e.tile = t;
  // Every tile's footprint, output tiles included, as the op's compulsory
  // bytes over all executions: at least what the nest must move.
  e.bytes = cost.bytes;
  e.computeTime = static_cast<double>(cost.flops) / peakFlops;
  e.note = ("tiles from the IR; the untiled problem is unknown (" + why +
            "), so DRAM moves every tile's bytes")
               .str();
  e.levelTime = getLevelTimes(e.bytes, device, ceilings);
  double worst;
  e.binding = pickBinding(e.computeTime, e.levelTime, worst);
  return e;
}

std::optional<HierarchicalEstimate>
HierarchyModel::estimateIRTiles(Operation *op, const OpCost &perRun,
                                const GemmProblem &slice, int64_t loopTrips,
                                double peakFlops) {
  OpCost all = perRun;
  all.flops = perRun.flops * loopTrips; // cannot overflow: the caller's did
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp)
    return estimateUnknownTiles(all, slice, peakFlops, "not a linalg op");
  std::string why;
  FailureOr<OpCost> whole = getUntiledCost(linalgOp, perRun, why);
  GemmProblem p;
  if (failed(whole))
    return estimateUnknownTiles(all, slice, peakFlops, why);
  auto costOp = cast<RooflineCostOpInterface>(op);
  if (failed(costOp.getRooflineGemm(*whole, p)) || !validProblem(p))
    return estimateUnknownTiles(all, slice, peakFlops,
                                "the untiled op has no GEMM view");
  // FLOPs per multiply-add are the payload's: the tile's (`whole` carries
  // one tile's FLOPs).
  p.flopsPerMAC = slice.flopsPerMAC;
  p.tensorCores = slice.tensorCores;
  // The loops run the untiled problem `repeats` times over: exactly, or the
  // tiles do not cover it (a nest over part of a tensor).
  std::optional<int64_t> tileMacs = macsOf(slice), wholeMacs = macsOf(p);
  int64_t done;
  if (!tileMacs || !wholeMacs || !checkedMul(*tileMacs, loopTrips, done) ||
      done % *wholeMacs != 0 || done / *wholeMacs < 1)
    return estimateUnknownTiles(all, slice, peakFlops,
                                "the tiles do not cover the untiled tensors "
                                "a whole number of times");
  // The IR's tile is the block tile: bm x bn of the output over the tile's
  // K, the accumulator carried through the K loop.
  TileConfig block;
  block.bm = slice.m;
  block.bn = slice.n;
  block.bk = slice.k;
  std::optional<HierarchicalEstimate> e =
      scheduleBlockTile(p, block, limits, device, ceilings, peakFlops);
  if (!e)
    return std::nullopt;
  e->note = "tiles from the IR (the block tile; the L2 group is the model's)";
  return finish(p, *e, done / *wholeMacs);
}

std::optional<HierarchicalEstimate>
HierarchyModel::estimate(Operation *op, const OpCost &cost, int64_t loopTrips,
                         double peakFlops, bool tensorCores) {
  // Every op, linalg or downstream, describes its GEMM through the cost
  // interface: there is no linalg-only path.
  auto costOp = dyn_cast<RooflineCostOpInterface>(op);
  if (!costOp || peakFlops <= 0 || loopTrips <= 0)
    return std::nullopt;
  OpCost perRun = perRunCost(cost, loopTrips);
  GemmProblem problem;
  if (failed(costOp.getRooflineGemm(perRun, problem)) ||
      !validProblem(problem))
    return std::nullopt;
  problem.tensorCores = tensorCores;

  // Already tiled: the op works on slices inside loops. Its tile is the
  // block tile of the untiled problem, costed as a model-chosen one.
  if (loopTrips > 1 && llvm::any_of(op->getOperands(), isSliced))
    return estimateIRTiles(op, perRun, problem, loopTrips, peakFlops);

  std::optional<HierarchicalEstimate> e =
      searches.search(deviceKey, problem, limits, peakFlops);
  if (!e)
    return std::nullopt;
  return finish(problem, *e, loopTrips);
}
