//===- EpilogueFusion.cpp - Fuse epilogues into contractions --------------===//
//
// A bias add, an inference-form batch norm or an activation that follows a
// matmul or a convolution reads the whole output back from DRAM and writes
// it again. Tile-and-fuse removes that round trip: the epilogue is tiled
// with scf.forall over the hierarchical model's output tile (bm x bn of the
// contraction's GEMM view) and the contraction (with the fill of its
// accumulator) is computed tile by tile inside the same loop body, through
// upstream TilingInterface fusion. The analysis keeps intermediates that
// live only within one parallel body on chip and charges the body one
// kernel launch (docs/model.md 1.5), so the fused nest is priced like any
// other candidate: built, costed, and kept only when predicted faster than
// the ops it replaces.
//
//===----------------------------------------------------------------------===//

#include "RewriteProtocol.h"

#include "roofline/CostModels/FusionGroups.h"
#include "roofline/CostModels/GemmView.h"
#include "roofline/Dialect/RooflineDialect.h"

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

/// Tile sizes over the consumer's loops from the producer's GEMM tile `t`;
/// why not in `why`.
FailureOr<SmallVector<int64_t>> getEpilogueTileSizes(linalg::LinalgOp producer,
                                                     const TileConfig &t,
                                                     std::string &why) {
  // The producer's output dims in the order of its result (the consumer's
  // loops, through identity maps).
  AffineMap outMap = producer.getIndexingMapMatchingResult(
      cast<OpResult>(producer->getResult(0)));
  SmallVector<unsigned> resultLoops;
  for (AffineExpr e : outMap.getResults()) {
    auto d = dyn_cast<AffineDimExpr>(e);
    if (!d) {
      why = "the producer's output map is not a projection";
      return failure();
    }
    resultLoops.push_back(d.getPosition());
  }
  // The output tile (bm x bn) over the producer's loops, in its GEMM view:
  // for a matmul the M x N tile, for a convolution bn channels by bm output
  // pixels, taken from the innermost image loop outward.
  FailureOr<SmallVector<int64_t>> loopSizes = getLoopTileSizes(producer, t);
  if (failed(loopSizes)) {
    why = "the producer is neither a contraction with M and N loops nor a "
          "convolution";
    return failure();
  }
  // Result loops the output tile does not span go one at a time: the view's
  // batch loops and its other M and N loops (1), a loop outside the view
  // (0, not tiled, in the view) and a reduction loop the output indexes.
  SmallVector<utils::IteratorType> iterators =
      producer.getIteratorTypesArray();
  SmallVector<int64_t> sizes;
  for (unsigned l : resultLoops)
    sizes.push_back(iterators[l] == utils::IteratorType::parallel
                        ? std::max<int64_t>(1, (*loopSizes)[l])
                        : 1);
  return sizes;
}

/// What fusing one epilogue means: its producer and the fill of the
/// producer's accumulator, the tile over the epilogue's loops, and the
/// predicted time of the three ops it replaces.
struct EpiloguePlan {
  Operation *producer = nullptr;
  /// The fill of the producer's accumulator when only the producer uses it.
  Operation *fill = nullptr;
  std::string producerName;
  SmallVector<int64_t> sizes;
  /// The sizes as the remarks write them ("32x64").
  std::string tileText;
  double before = 0;
};

class EpilogueDriver {
public:
  EpilogueDriver(FunctionOpInterface fn, OptimizeContext &ctx)
      : ctx(ctx), candidates(ctx.config, fn->getContext()),
        kernels(fn, ctx.config) {}

  /// Tries to fuse `consumer` with the contraction or convolution feeding
  /// its operand `operand`.
  void fuse(linalg::GenericOp consumer, OpOperand &operand);

private:
  /// `reason` is the summary's (docs/passes.md); by default `why`'s head.
  LogicalResult reject(Operation *op, const llvm::Twine &why,
                       StringRef reason = "") {
    ++ctx.fusionsRejected;
    ctx.kept(op, DecisionKind::Epilogue,
             reason.empty() ? reasonOf(why.str()) : reason.str(),
             "epilogue not fused: " + why);
    return failure();
  }
  /// Step 1: whether the pair may be fused at all.
  LogicalResult checkPair(linalg::GenericOp consumer, OpOperand &operand,
                          StringRef producerName);
  /// Step 1, continued: the producer's tile from the hierarchical model and
  /// the time before. Remarks why and fails when there is none.
  FailureOr<EpiloguePlan> makePlan(linalg::GenericOp consumer,
                                   OpOperand &operand);
  /// Step 2, the rewrite: the epilogue tiled, with the producer and its
  /// fill fused into the loop body (nothing further up: that would
  /// recompute it per tile).
  FailureOr<scf::SCFTileAndFuseResult> buildNest(RewriterBase &rewriter,
                                                 linalg::GenericOp consumer,
                                                 const EpiloguePlan &plan);
  /// Step 4: records the decision and replaces the three ops by the nest.
  void commit(linalg::GenericOp consumer, const EpiloguePlan &plan,
              const scf::SCFTileAndFuseResult &fused, const Prediction &after,
              bool inMode);

  OptimizeContext &ctx;
  CandidateRewriter candidates;
  /// The kernels of the pass's mode: an epilogue already in its
  /// contraction's kernel is not priced (the nest cannot beat the kernel the
  /// mode makes at the model's own schedule).
  ModeKernels kernels;
};

LogicalResult EpilogueDriver::checkPair(linalg::GenericOp consumer,
                                        OpOperand &operand,
                                        StringRef producerName) {
  auto producer = operand.get().getDefiningOp<linalg::LinalgOp>();
  if (!operand.get().hasOneUse())
    return reject(consumer, producerName +
                                "'s result has other users: fusing would "
                                "compute it twice");
  if (producer->getParentOfType<LoopLikeOpInterface>() ||
      consumer->getParentOfType<LoopLikeOpInterface>())
    return reject(consumer, "already inside loops (the IR's own tiling)");
  if (consumer.getNumParallelLoops() != consumer.getNumLoops() ||
      consumer.getNumDpsInits() != 1 ||
      !consumer.getMatchingIndexingMap(&operand).isIdentity() ||
      !consumer.getIndexingMapMatchingResult(
                   cast<OpResult>(consumer->getResult(0)))
           .isIdentity())
    return reject(consumer, "the epilogue is not elementwise over the " +
                                producerName + "'s output");
  if (llvm::any_of(producer.getStaticLoopRanges(), ShapedType::isDynamic) ||
      llvm::any_of(consumer.getStaticLoopRanges(), ShapedType::isDynamic))
    return reject(consumer, "dynamic shapes: the tiles need static sizes");
  return success();
}

FailureOr<EpiloguePlan> EpilogueDriver::makePlan(linalg::GenericOp consumer,
                                                 OpOperand &operand) {
  auto producer = operand.get().getDefiningOp<linalg::LinalgOp>();
  EpiloguePlan plan;
  plan.producer = producer;
  plan.producerName = producer->getName().getStringRef().str();
  if (failed(checkPair(consumer, operand, plan.producerName)))
    return failure();
  if (kernels.inOneKernel(producer, consumer))
    return reject(consumer,
                  llvm::formatv("{0} into {1}: mode={2} already runs them as "
                                "one kernel (the analysis' fusion groups)",
                                consumer->getName(), plan.producerName,
                                stringifyExecutionMode(ctx.config.mode)),
                  "already one kernel");
  RooflineAnalysis producerAnalysis(producer, ctx.config);
  if (producerAnalysis.getOps().empty() ||
      !producerAnalysis.getUnmodeled().empty())
    return reject(consumer, "the model does not cost " + plan.producerName);
  const OpRecord &record = producerAnalysis.getOps().front();
  if (!record.hierarchy || !record.hierarchy->tile)
    return reject(consumer,
                  "the hierarchical model chose no tile for " +
                      plan.producerName +
                      (producerAnalysis.isHierarchical()
                           ? std::string()
                           : " (" + producerAnalysis.getHierarchyStatus() +
                                 ")"));
  // A split-K schedule has no place for an epilogue; the fused nest is
  // priced with whole-K output tiles instead, and kept only if faster.
  std::string why;
  FailureOr<SmallVector<int64_t>> sizes =
      getEpilogueTileSizes(producer, *record.hierarchy->tile, why);
  if (failed(sizes))
    return reject(consumer, why);
  plan.sizes = std::move(*sizes);
  for (auto [i, s] : llvm::enumerate(plan.sizes))
    plan.tileText += (i ? "x" : "") + std::to_string(s);

  // Before: the producer, the fill of its accumulator when only it uses
  // it, and the epilogue.
  if (auto dps = dyn_cast<DestinationStyleOpInterface>(plan.producer))
    for (OpOperand &init : dps.getDpsInitsMutable())
      if (auto f = init.get().getDefiningOp<linalg::FillOp>();
          f && init.get().hasOneUse())
        plan.fill = f;
  plan.before = record.verdict.time * 1.0;
  plan.before += predict(consumer, ctx.config).time;
  if (plan.fill)
    plan.before += predict(plan.fill, ctx.config).time;
  return plan;
}

FailureOr<scf::SCFTileAndFuseResult>
EpilogueDriver::buildNest(RewriterBase &rewriter, linalg::GenericOp consumer,
                          const EpiloguePlan &plan) {
  scf::SCFTileAndFuseOptions options;
  options.tilingOptions.setLoopType(scf::SCFTilingOptions::LoopType::ForallOp);
  options.tilingOptions.setTileSizes(
      getAsIndexOpFoldResult(consumer->getContext(), plan.sizes));
  Operation *producer = plan.producer, *fill = plan.fill;
  options.setFusionControlFn(
      [&](tensor::ExtractSliceOp, OpResult original,
          bool) -> std::optional<scf::SCFTileAndFuseOptions::ControlFnResult> {
        if (original.getOwner() == producer || original.getOwner() == fill)
          return scf::SCFTileAndFuseOptions::ControlFnResult{};
        return std::nullopt;
      });
  FailureOr<scf::SCFTileAndFuseResult> fused =
      scf::tileConsumerAndFuseProducersUsingSCF(
          rewriter, cast<TilingInterface>(consumer.getOperation()), options);
  if (failed(fused) || fused->loops.empty())
    return failure();
  return fused;
}

void EpilogueDriver::commit(linalg::GenericOp consumer,
                            const EpiloguePlan &plan,
                            const scf::SCFTileAndFuseResult &fused,
                            const Prediction &after, bool inMode) {
  Operation *nest = fused.loops.front();
  nest->setDiscardableAttr(
      kRooflineEpilogueAttrName,
      EpilogueAttr::get(consumer->getContext(), plan.producerName, plan.sizes,
                        APFloat(plan.before), APFloat(after.time),
                        kRooflineAttrVersion));
  ctx.applied(nest, DecisionKind::Epilogue, plan.before, after.time,
              llvm::formatv("fused epilogue {0} into {1} with tiles "
                            "{2}: {3}{4}",
                            consumer->getName(), plan.producerName,
                            plan.tileText,
                            formatBeforeAfter(plan.before, after.time),
                            pricedIn(inMode, ctx.config)));
  IRRewriter &rewriter = candidates.getRewriter();
  rewriter.replaceOp(consumer,
                     fused.replacements.lookup(consumer->getResult(0)));
  // Slices of the untiled producer and fill that fusion left unused go,
  // and then the untiled ops themselves.
  SmallVector<tensor::ExtractSliceOp> deadSlices;
  nest->walk([&](tensor::ExtractSliceOp slice) {
    if (slice->use_empty())
      deadSlices.push_back(slice);
  });
  for (tensor::ExtractSliceOp slice : deadSlices)
    rewriter.eraseOp(slice);
  if (plan.producer->use_empty())
    rewriter.eraseOp(plan.producer);
  if (plan.fill && plan.fill->use_empty())
    rewriter.eraseOp(plan.fill);
  kernels.invalidate();
  ++ctx.fused;
}

void EpilogueDriver::fuse(linalg::GenericOp consumer, OpOperand &operand) {
  FailureOr<EpiloguePlan> plan = makePlan(consumer, operand);
  if (failed(plan))
    return;
  std::optional<scf::SCFTileAndFuseResult> fused;
  FailureOr<Trial> trial = candidates.tryRewrite(
      consumer, plan->before,
      [&](RewriterBase &rewriter) -> FailureOr<PredictedOps> {
        FailureOr<scf::SCFTileAndFuseResult> built =
            buildNest(rewriter, consumer, *plan);
        if (failed(built))
          return failure();
        fused = std::move(*built);
        // What commit() does: the nest replaces the epilogue, and the
        // producer and its fill go.
        Replacement r;
        r.removed = {consumer, plan->producer};
        if (plan->fill)
          r.removed.push_back(plan->fill);
        r.values.push_back({consumer->getResult(0),
                            fused->replacements.lookup(consumer->getResult(0))});
        candidates.replaces(std::move(r));
        return PredictedOps{fused->loops.front().getOperation()};
      });
  if (failed(trial)) {
    (void)reject(consumer, "upstream tile-and-fuse failed");
    return;
  }
  // In the compiled and graph modes, the kernels the analysis makes:
  // the contraction with its epilogue (and what else its group holds) at
  // the model's schedule, against the nest at the IR's tile.
  plan->before = trial->before;
  const Prediction &after = trial->after;
  if (!trial->kept) {
    (void)reject(consumer,
                 llvm::formatv("{0} into {1} with tiles {2} is {3}{4}{5}",
                               consumer->getName(), plan->producerName,
                               plan->tileText,
                               formatBeforeAfter(plan->before, after.time),
                               pricedIn(trial->inMode, ctx.config),
                               after.isModeled() ? ", not faster"
                                                 : ": " + after.unmodeled),
                 after.isModeled() ? "not faster" : "unmodeled");
    return;
  }
  commit(consumer, *plan, *fused, after, trial->inMode);
}

} // namespace

void optimize::runEpilogueFusion(FunctionOpInterface fn,
                                 OptimizeContext &ctx) {
  SmallVector<std::pair<linalg::GenericOp, OpOperand *>> candidates;
  fn->walk([&](linalg::GenericOp consumer) {
    if (!consumer.hasPureTensorSemantics())
      return;
    for (OpOperand *operand : consumer.getDpsInputOperands()) {
      // A contraction or convolution: the producer a compiler fuses
      // epilogues into (roofline/CostModels/FusionGroups.h). Consumers that
      // are not elementwise are kept, so that checkPair says why.
      Operation *producer = operand->get().getDefiningOp();
      if (producer && producer->getNumResults() == 1 &&
          getFusionRole(producer) == FusionRole::Contraction) {
        candidates.push_back({consumer, operand});
        break; // one producer per epilogue
      }
    }
  });
  EpilogueDriver driver(fn, ctx);
  for (auto [consumer, operand] : candidates)
    driver.fuse(consumer, *operand);
}
