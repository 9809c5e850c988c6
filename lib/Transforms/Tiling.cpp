//===- Tiling.cpp - Apply the hierarchical model's tiles ------------------===//
//
// The hierarchical model costs a contraction as the tiled kernel it would be
// with the block tile it chose (bm x bn x bk). This makes that tiling
// explicit: scf.forall over the bm x bn output tiles (the block grid) and
// scf.for over bk-deep slices of the reduction (the K loop inside a block),
// through upstream TilingInterface tiling. A linalg.fill initialising the
// accumulator is fused into the grid (each block fills its own tile), as the
// untiled op's fill is folded into it (beta = 0): left outside, it would be a
// kernel of its own. The tiled nest is costed again by the analysis (which
// reads the IR's tiles) and kept only when it is predicted faster by at
// least kMinGainFraction (OptimizeSupport.h): a nest at the op's own time
// only rewrites IR.
//
//===----------------------------------------------------------------------===//

#include "RewriteProtocol.h"

#include "roofline/Dialect/RooflineDialect.h"
#include "roofline/CostModels/GemmView.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/TilingInterface.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace roofline;
using namespace roofline::optimize;

namespace {

/// Name of the attribute recording the tiles on the tiled nest.

/// What tiling one contraction means: the model's tile and estimate, the
/// op's predicted time, and the tile as sizes over the op's loops.
struct TilingPlan {
  HierarchicalEstimate estimate;
  TileConfig tile;
  double timeBefore = 0;
  /// Tile sizes of the grid (batch loops 1, bm x bn) and of the K loop (bk).
  SmallVector<int64_t> gridSizes, kSizes;
  /// The tile clamped to the problem (a larger tile is the whole problem).
  int64_t tm = 0, tn = 0, tk = 0;
  /// Whether the model's tile has a K loop (bk below K).
  bool kLoop = false;
  /// "bm x bn x bk" as the remarks write it.
  std::string tileText;
};

/// The tiled nest: its loops (the grid first), the values replacing the
/// op's results, and the original fill it fused (if any).
struct Nest {
  SmallVector<LoopLikeOpInterface> loops;
  SmallVector<Value> replacements;
  Operation *fusedFill = nullptr;
};

class TilingDriver {
public:
  TilingDriver(OptimizeContext &ctx, MLIRContext *mlirCtx)
      : ctx(ctx), candidates(ctx.config, mlirCtx) {}

  void tile(linalg::LinalgOp op);

private:
  /// `reason` is the summary's (docs/passes.md); by default `why`'s head.
  LogicalResult reject(Operation *op, const llvm::Twine &why,
                       StringRef reason = "") {
    ++ctx.tilesRejected;
    ctx.kept(op, DecisionKind::Tiling,
             reason.empty() ? reasonOf(why.str()) : reason.str(),
             "not tiled: " + why);
    return failure();
  }
  /// Step 1: the precondition and the model's tile. Remarks why and fails
  /// when `op` is left alone.
  FailureOr<TilingPlan> makePlan(linalg::LinalgOp op);
  /// The model's tile over the loops of `op`; remarks why and fails when
  /// the IR cannot take it.
  LogicalResult mapTile(linalg::LinalgOp op, const GemmLoops &loops,
                        TilingPlan &plan);
  /// Step 2, the rewrite: the grid of output tiles, with the K loop in it
  /// when `withK`.
  FailureOr<Nest> buildNest(RewriterBase &rewriter, linalg::LinalgOp op,
                            const TilingPlan &plan, bool withK);
  /// Step 4: records the decision on the nest and replaces `op` with it.
  void commit(linalg::LinalgOp op, const TilingPlan &plan,
              const Nest &nest, bool withK,
              const Prediction &after, StringRef tried, bool inMode);

  OptimizeContext &ctx;
  CandidateRewriter candidates;
};

FailureOr<TilingPlan> TilingDriver::makePlan(linalg::LinalgOp op) {
  // The IR's own tiling (or this pass's, on a second run) is left alone.
  if (op->getParentOfType<LoopLikeOpInterface>()) {
    ctx.kept(op, DecisionKind::Tiling, "already inside loops",
             "not tiled: already inside loops (the IR's own tiling)");
    return failure();
  }
  FailureOr<GemmLoops> loops = getGemmLoops(op);
  if (failed(loops) || loops->kind != GemmLoops::Kind::Contraction ||
      loops->m.size() != 1 || loops->n.size() != 1 || loops->k.size() != 1)
    return reject(op, "not a contraction with one M, one N and one K loop");

  RooflineAnalysis before(op, ctx.config);
  if (!before.getUnmodeled().empty())
    return reject(op, before.getUnmodeled().front().reason);
  if (before.getOps().empty())
    return reject(op, "the model does not cost it");
  const OpRecord &record = before.getOps().front();
  if (!record.hierarchy || !record.hierarchy->tile ||
      record.hierarchy->origin != TilingOrigin::Model)
    return reject(op, "the hierarchical model chose no tile" +
                          (before.isHierarchical()
                               ? std::string()
                               : " (" + before.getHierarchyStatus() + ")"));
  TilingPlan plan;
  plan.estimate = *record.hierarchy;
  plan.tile = *record.hierarchy->tile;
  plan.timeBefore = record.verdict.time;
  if (plan.tile.splitK > 1)
    return reject(op, llvm::formatv("the model's schedule splits K over {0} "
                                    "blocks, which a forall over output "
                                    "tiles cannot express",
                                    plan.tile.splitK));
  if (failed(mapTile(op, *loops, plan)))
    return failure();
  return plan;
}

LogicalResult TilingDriver::mapTile(linalg::LinalgOp op,
                                    const GemmLoops &loops, TilingPlan &plan) {
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return reject(op, "dynamic loop ranges: the tiles need static sizes");
  const TileConfig &t = plan.tile;
  unsigned m = loops.m.front(), n = loops.n.front(), k = loops.k.front();
  // A tile larger than the problem is the whole problem (the model pads
  // partial tiles; the IR needs none).
  plan.tm = std::min(t.bm, ranges[m]);
  plan.tn = std::min(t.bn, ranges[n]);
  plan.tk = std::min(t.bk, ranges[k]);
  plan.tileText = llvm::formatv("{0}x{1}x{2}", t.bm, t.bn, t.bk).str();
  // The GEMM view takes the largest divisor of each loop not above the tile:
  // the tile divides the problem when that is the tile itself.
  FailureOr<SmallVector<int64_t>> sizes = getLoopTileSizes(op, t);
  if (failed(sizes) || (*sizes)[m] != plan.tm || (*sizes)[n] != plan.tn ||
      (*sizes)[k] != plan.tk)
    return reject(op, "the tile " + plan.tileText + " does not divide the " +
                          llvm::formatv("{0}x{1}x{2}", ranges[m], ranges[n],
                                        ranges[k])
                              .str() +
                          " problem (partial tiles would make the slices "
                          "dynamic)");
  // The grid: batch loops by 1, bm x bn output tiles; the K loop: bk.
  plan.gridSizes = *sizes;
  plan.gridSizes[k] = 0;
  plan.kSizes.assign(ranges.size(), 0);
  plan.kSizes[k] = plan.tk;
  plan.kLoop = plan.tk < ranges[k];
  bool gridTiled = llvm::any_of(loops.batch,
                                [&](unsigned b) { return ranges[b] > 1; }) ||
                   plan.tm < ranges[m] || plan.tn < ranges[n];
  if (!gridTiled)
    return reject(op, "the tile " + plan.tileText +
                          " covers the whole output: one block, nothing to "
                          "tile");
  return success();
}

FailureOr<Nest> TilingDriver::buildNest(RewriterBase &rewriter,
                                        linalg::LinalgOp op,
                                        const TilingPlan &plan, bool withK) {
  MLIRContext *mlirCtx = op->getContext();
  scf::SCFTilingOptions gridOptions;
  gridOptions.setLoopType(scf::SCFTilingOptions::LoopType::ForallOp);
  gridOptions.setTileSizes(getAsIndexOpFoldResult(mlirCtx, plan.gridSizes));
  scf::SCFTileAndFuseOptions options;
  options.setTilingOptions(gridOptions);
  // Only the accumulator's fill, and only when the op is its one user (a
  // fill read elsewhere stays: it is a kernel either way).
  options.setFusionControlFn(
      [&](tensor::ExtractSliceOp, OpResult producer, bool isDestination)
          -> std::optional<scf::SCFTileAndFuseOptions::ControlFnResult> {
        if (isDestination && isa<linalg::FillOp>(producer.getOwner()) &&
            producer.hasOneUse())
          return scf::SCFTileAndFuseOptions::ControlFnResult{};
        return std::nullopt;
      });
  FailureOr<scf::SCFTileAndFuseResult> grid =
      scf::tileConsumerAndFuseProducersUsingSCF(
          rewriter, cast<TilingInterface>(op.getOperation()), options);
  if (failed(grid) || grid->loops.empty())
    return failure();
  Nest nest;
  nest.loops = grid->loops;
  for (Value result : op->getResults())
    nest.replacements.push_back(grid->replacements.lookup(result));
  if (!grid->fusedProducers.empty())
    nest.fusedFill = grid->fusedProducers.front();
  if (!withK)
    return nest;
  Operation *tiled = grid->tiledAndFusedOps.front();
  rewriter.setInsertionPoint(tiled);
  scf::SCFTilingOptions kOptions;
  kOptions.setLoopType(scf::SCFTilingOptions::LoopType::ForOp);
  kOptions.setTileSizes(getAsIndexOpFoldResult(mlirCtx, plan.kSizes));
  FailureOr<scf::SCFTilingResult> kLoop =
      scf::tileUsingSCF(rewriter, cast<TilingInterface>(tiled), kOptions);
  if (failed(kLoop))
    return failure();
  rewriter.replaceOp(tiled, kLoop->replacements);
  return nest;
}

void TilingDriver::commit(linalg::LinalgOp op, const TilingPlan &plan,
                          const Nest &nest, bool withK,
                          const Prediction &after, StringRef tried,
                          bool inMode) {
  LoopLikeOpInterface grid = nest.loops.front();
  Operation *forall = grid.getOperation();
  const TileConfig &t = plan.tile;
  const HierarchicalEstimate &h = plan.estimate;
  forall->setDiscardableAttr(
      kRooflineTilesAttrName,
      TileAttr::get(op->getContext(), op->getName().getStringRef(),
                    {t.bm, t.bn, t.bk}, withK, {t.gm, t.gn}, t.kc,
                    t.waveResident, t.stages, h.bytes, h.binding,
                    APFloat(plan.timeBefore), APFloat(after.time)));
  std::string msg = llvm::formatv(
      "tiled {0} with {1} (grid of {2}x{3} tiles, {4}{5}): {6}{7}",
      op->getName(), plan.tileText, plan.tm, plan.tn,
      withK ? llvm::formatv("K step {0}", plan.tk).str()
            : std::string("whole K") +
                  (tried.empty() ? "" : " (" + tried.str() + ")"),
      nest.fusedFill ? ", fill fused" : "",
      formatBeforeAfter(plan.timeBefore, after.time),
      pricedIn(inMode, ctx.config));
  ctx.applied(forall, DecisionKind::Tiling, plan.timeBefore, after.time, msg);
  ++ctx.tiled;
  IRRewriter &rewriter = candidates.getRewriter();
  rewriter.replaceOp(op, nest.replacements);
  if (nest.fusedFill && nest.fusedFill->use_empty())
    rewriter.eraseOp(nest.fusedFill);
}

void TilingDriver::tile(linalg::LinalgOp op) {
  FailureOr<TilingPlan> plan = makePlan(op);
  if (failed(plan))
    return;
  // Step 3, the policy: a nest faster than the op by kMinGainFraction
  // (in the compiled and graph modes, than the kernel the analysis makes of
  // the op and its group: an epilogue it took leaves it with the nest).
  // The model's tile with its K loop; when that is predicted slower than
  // the op, the grid alone (the K loop re-reads and re-writes the
  // accumulator tile at every step in the IR, which the tiled-IR model
  // charges). A K loop predicted at the op's own time is the model's
  // schedule made explicit: the grid alone, whole K, is not tried (each
  // trial builds, predicts and erases a nest: half the pass's time on a
  // module of small matmuls, bench/optimize_many_funcs.sh).
  SmallVector<bool, 2> variants = {plan->kLoop};
  if (plan->kLoop)
    variants.push_back(false);
  std::string tried;
  double opTime = plan->timeBefore;
  for (bool withK : variants) {
    std::optional<Nest> nest;
    FailureOr<Trial> trial = candidates.tryRewrite(
        op, opTime,
        [&](RewriterBase &rewriter) -> FailureOr<PredictedOps> {
          FailureOr<Nest> built = buildNest(rewriter, op, *plan, withK);
          if (failed(built))
            return failure();
          nest = std::move(*built);
          // What commit() does: the nest replaces the op, and the fill it
          // fused goes once unused.
          Replacement r;
          r.removed.push_back(op);
          if (nest->fusedFill && nest->fusedFill->getBlock() == op->getBlock() &&
              llvm::all_of(nest->fusedFill->getUsers(),
                           [&](Operation *u) { return u == op; }))
            r.removed.push_back(nest->fusedFill);
          for (auto [from, to] : llvm::zip_equal(op->getResults(),
                                                 nest->replacements))
            r.values.push_back({from, to});
          candidates.replaces(std::move(r));
          return PredictedOps{nest->loops.front().getOperation()};
        });
    if (failed(trial)) {
      (void)reject(op, "upstream tiling failed");
      return;
    }
    plan->timeBefore = trial->before;
    if (trial->kept)
      return commit(op, *plan, *nest, withK, trial->after, tried,
                    trial->inMode);
    const Prediction &after = trial->after;
    tried += (tried.empty() ? "" : "; ") +
             std::string(withK ? "the tile " : "the grid of ") +
             plan->tileText + " is " +
             formatBeforeAfter(plan->timeBefore, after.time) +
             pricedIn(trial->inMode, ctx.config) +
             (after.isModeled() ? ", not faster" : ": " + after.unmodeled);
    bool slower = after.isModeled() &&
                  after.time > plan->timeBefore * (1.0 + 1e-12);
    if (withK && after.isModeled() && !slower)
      break;
  }
  (void)reject(op, tried, "not faster");
}

} // namespace

void optimize::runTiling(FunctionOpInterface fn, OptimizeContext &ctx) {
  SmallVector<linalg::LinalgOp> targets;
  fn->walk([&](linalg::LinalgOp op) {
    if (!op.hasPureTensorSemantics())
      return;
    if (linalg::isaContractionOpInterface(op))
      targets.push_back(op);
    else if (linalg::isaConvolutionOpInterface(op))
      // The implicit-GEMM tile (bm output pixels x bn channels) spans several
      // loops of a convolution; mapping it is future work.
      ctx.kept(op, DecisionKind::Tiling, "convolution",
               "not tiled: convolutions are left untiled by this "
               "version (the model's implicit-GEMM tile spans several "
               "of their loops)");
  });
  TilingDriver driver(ctx, fn->getContext());
  for (linalg::LinalgOp op : targets)
    driver.tile(op);
}
