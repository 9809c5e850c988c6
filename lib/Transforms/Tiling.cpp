//===- Tiling.cpp - Apply the hierarchical model's tiles ------------------===//
//
// The hierarchical model costs a contraction as the tiled kernel it would be
// with the block tile it chose (bm x bn x bk). This makes that tiling
// explicit: scf.forall over the bm x bn output tiles (the block grid) and
// scf.for over bk-deep slices of the reduction (the K loop inside a block),
// through upstream TilingInterface tiling. The tiled nest is costed again by
// the analysis (which reads the IR's tiles) and kept only when it is
// predicted no slower than the op was.
//
//===----------------------------------------------------------------------===//

#include "OptimizeSupport.h"

#include "roofline/Analysis/RooflineAttr.h"
#include "roofline/CostModels/GemmView.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/TilingInterface.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace roofline;
using namespace roofline::optimize;

namespace {

/// Name of the attribute recording the tiles on the tiled nest.
constexpr llvm::StringLiteral kTilesAttrName = "roofline.tiles";

class TilingDriver {
public:
  TilingDriver(OptimizeContext &ctx, MLIRContext *mlirCtx)
      : ctx(ctx), rewriter(mlirCtx, &tracker) {}

  void tile(linalg::LinalgOp op);

private:
  void reject(Operation *op, const llvm::Twine &why) {
    ++ctx.tilesRejected;
    ctx.remark(op, "not tiled: " + why);
  }

  OptimizeContext &ctx;
  CreatedOpsTracker tracker;
  IRRewriter rewriter;
};

void TilingDriver::tile(linalg::LinalgOp op) {
  // The IR's own tiling (or this pass's, on a second run) is left alone.
  if (op->getParentOfType<LoopLikeOpInterface>()) {
    ctx.remark(op, "not tiled: already inside loops (the IR's own tiling)");
    return;
  }
  FailureOr<GemmLoops> dims = getGemmLoops(op);
  if (failed(dims) || dims->kind != GemmLoops::Kind::Contraction ||
      dims->m.size() != 1 || dims->n.size() != 1 || dims->k.size() != 1)
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
  const TileConfig &t = *record.hierarchy->tile;
  if (t.splitK > 1)
    return reject(op, llvm::formatv("the model's schedule splits K over {0} "
                                    "blocks, which a forall over output "
                                    "tiles cannot express",
                                    t.splitK));

  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return reject(op, "dynamic loop ranges: the tiles need static sizes");
  unsigned m = dims->m.front(), n = dims->n.front(), k = dims->k.front();
  // A tile larger than the problem is the whole problem (the model pads
  // partial tiles; the IR needs none).
  int64_t tm = std::min(t.bm, ranges[m]), tn = std::min(t.bn, ranges[n]),
          tk = std::min(t.bk, ranges[k]);
  std::string tileText =
      llvm::formatv("{0}x{1}x{2}", t.bm, t.bn, t.bk).str();
  // The GEMM view takes the largest divisor of each loop not above the tile:
  // the tile divides the problem when that is the tile itself.
  FailureOr<SmallVector<int64_t>> sizes = getLoopTileSizes(op, t);
  if (failed(sizes) || (*sizes)[m] != tm || (*sizes)[n] != tn ||
      (*sizes)[k] != tk)
    return reject(op, "the tile " + tileText + " does not divide the " +
                          llvm::formatv("{0}x{1}x{2}", ranges[m], ranges[n],
                                        ranges[k])
                              .str() +
                          " problem (partial tiles would make the slices "
                          "dynamic)");
  // The grid: batch loops by 1, bm x bn output tiles; the K loop: bk.
  SmallVector<int64_t> gridSizes = *sizes, kSizes(ranges.size(), 0);
  gridSizes[k] = 0;
  kSizes[k] = tk;
  bool gridTiled = llvm::any_of(dims->batch,
                                [&](unsigned b) { return ranges[b] > 1; }) ||
                   tm < ranges[m] || tn < ranges[n];
  if (!gridTiled)
    return reject(op, "the tile " + tileText +
                          " covers the whole output: one block, nothing to "
                          "tile");

  MLIRContext *mlirCtx = op->getContext();
  double beforeTime = record.verdict.time;
  // Builds the nest: the grid, and the K loop inside it when `withK`.
  auto build = [&](bool withK) -> FailureOr<scf::SCFTilingResult> {
    tracker.reset();
    tracker.setAnchor(op->getParentRegion());
    rewriter.setInsertionPoint(op);
    scf::SCFTilingOptions gridOptions;
    gridOptions.setLoopType(scf::SCFTilingOptions::LoopType::ForallOp);
    gridOptions.setTileSizes(getAsIndexOpFoldResult(mlirCtx, gridSizes));
    FailureOr<scf::SCFTilingResult> grid = scf::tileUsingSCF(
        rewriter, cast<TilingInterface>(op.getOperation()), gridOptions);
    if (failed(grid) || grid->loops.empty()) {
      tracker.eraseCreated(rewriter);
      return failure();
    }
    if (withK) {
      Operation *tiled = grid->tiledOps.back();
      rewriter.setInsertionPoint(tiled);
      scf::SCFTilingOptions kOptions;
      kOptions.setLoopType(scf::SCFTilingOptions::LoopType::ForOp);
      kOptions.setTileSizes(getAsIndexOpFoldResult(mlirCtx, kSizes));
      FailureOr<scf::SCFTilingResult> kLoop = scf::tileUsingSCF(
          rewriter, cast<TilingInterface>(tiled), kOptions);
      if (failed(kLoop)) {
        tracker.eraseCreated(rewriter);
        return failure();
      }
      rewriter.replaceOp(tiled, kLoop->replacements);
    }
    return grid;
  };
  auto notSlower = [&](const Prediction &p) {
    return p.isModeled() && p.time <= beforeTime * (1.0 + 1e-12);
  };

  // The model's tile with its K loop; failing that, the grid alone (the K
  // loop re-reads and re-writes the accumulator tile at every step in the
  // IR, which the tiled-IR model charges).
  std::string tried;
  FailureOr<scf::SCFTilingResult> grid = failure();
  Prediction after;
  bool withK = tk < ranges[k];
  SmallVector<bool, 2> variants = {withK};
  if (withK)
    variants.push_back(false);
  for (bool k : variants) {
    grid = build(k);
    if (failed(grid))
      return reject(op, "upstream tiling failed");
    after = predict(grid->loops.front(), ctx.config);
    if (notSlower(after)) {
      withK = k;
      break;
    }
    tracker.eraseCreated(rewriter);
    grid = failure();
    tried += (tried.empty() ? "" : "; ") +
             std::string(k ? "the tile " : "the grid of ") + tileText +
             " is " + formatBeforeAfter(beforeTime, after.time) +
             (after.isModeled() ? ", slower" : ": " + after.unmodeled);
  }
  if (failed(grid))
    return reject(op, tried);
  tracker.reset();
  Operation *nest = grid->loops.front();

  // Record what the model chose and predicted on the nest.
  Builder b(mlirCtx);
  const HierarchicalEstimate &h = *record.hierarchy;
  SmallVector<NamedAttribute> fields = {
      b.getNamedAttr("op", b.getStringAttr(op->getName().getStringRef())),
      b.getNamedAttr("tile", b.getDenseI64ArrayAttr({t.bm, t.bn, t.bk})),
      b.getNamedAttr("k_loop", b.getBoolAttr(withK)),
      b.getNamedAttr("l2_group", b.getDenseI64ArrayAttr({t.gm, t.gn})),
      b.getNamedAttr("k_chunk", b.getI64IntegerAttr(t.kc)),
      b.getNamedAttr("wave_resident", b.getBoolAttr(t.waveResident)),
      b.getNamedAttr("stages", b.getI64IntegerAttr(t.stages)),
      b.getNamedAttr("bytes_by_level",
                     b.getDenseI64ArrayAttr(
                         {h.bytes[0], h.bytes[1], h.bytes[2]})),
      b.getNamedAttr("binding",
                     b.getStringAttr(stringifyBinding(h.binding))),
      b.getNamedAttr("time_before_s", b.getF64FloatAttr(beforeTime)),
      b.getNamedAttr("time_after_s", b.getF64FloatAttr(after.time)),
  };
  nest->setDiscardableAttr(kTilesAttrName, b.getDictionaryAttr(fields));
  ctx.remark(nest,
             llvm::formatv("tiled {0} with {1} (grid of {2}x{3} tiles, {4}): "
                           "{5}",
                           op->getName(), tileText, tm, tn,
                           withK ? llvm::formatv("K step {0}", tk).str()
                                 : std::string("whole K") +
                                       (tried.empty() ? "" : " (" + tried + ")"),
                           formatBeforeAfter(beforeTime, after.time)));
  rewriter.replaceOp(op, grid->replacements);
  ++ctx.tiled;
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
      ctx.remark(op, "not tiled: convolutions are left untiled by this "
                     "version (the model's implicit-GEMM tile spans several "
                     "of their loops)");
  });
  TilingDriver driver(ctx, fn->getContext());
  for (linalg::LinalgOp op : targets)
    driver.tile(op);
}
