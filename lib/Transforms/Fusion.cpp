//===- Fusion.cpp - Model-driven elementwise fusion -----------------------===//
//
// Fuses elementwise linalg.generic producers on tensors into their consumers
// with upstream elementwise fusion, but only where the model predicts the
// fused op faster than the producer and the consumer it replaces. In the
// spirit of XLA's priority fusion: every candidate edge is priced by
// building the fused op, costing it with the analysis and erasing it; the
// most profitable is applied; the edges it touched are priced again; repeat
// until no edge gains.
//
//===----------------------------------------------------------------------===//

#include "RewriteProtocol.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/Dominance.h"

#include "llvm/Support/FormatVariadic.h"

#include <map>

using namespace mlir;
using namespace roofline;
using namespace roofline::optimize;

namespace {

/// One producer->consumer edge and what the model predicts for fusing it.
struct Edge {
  Operation *consumer = nullptr;
  unsigned operand = 0;
  Operation *producer = nullptr;
  double before = 0, after = 0;
  int64_t bytesBefore = 0, bytesAfter = 0;
  /// Why the edge cannot be decided or fused ("" when it can).
  std::string blocked;

  double gain() const { return before - after; }
};

class FusionDriver {
public:
  FusionDriver(FunctionOpInterface fn, OptimizeContext &ctx)
      : fn(fn), ctx(ctx), candidates(ctx.config, fn->getContext()) {}

  void run();

private:
  /// Prices fusing `consumer`'s operand `operand` by building the fused op,
  /// costing it and erasing it.
  Edge price(Operation *consumer, unsigned operand);
  /// Fuses `e` for good.
  void apply(const Edge &e);
  /// The fusable edges of the function now, in IR order.
  SmallVector<std::pair<Operation *, unsigned>> collectEdges();

  /// Whether `producer` keeps a user after fusing it into `consumer`.
  bool producerSurvives(Operation *producer, Operation *consumer,
                        const llvm::DenseMap<Value, Value> &replacements) {
    for (OpResult r : producer->getResults())
      for (Operation *u : r.getUsers())
        if (u != consumer &&
            (!replacements.count(r) || !dominance.properlyDominates(consumer, u)))
          return true;
    return false;
  }

  FunctionOpInterface fn;
  OptimizeContext &ctx;
  DominanceInfo dominance;
  CandidateRewriter candidates;
  /// Prices of the edges seen so far; an entry is dropped when its producer
  /// or consumer changes.
  std::map<std::pair<Operation *, unsigned>, Edge> prices;
};

SmallVector<std::pair<Operation *, unsigned>> FusionDriver::collectEdges() {
  SmallVector<std::pair<Operation *, unsigned>> edges;
  fn->walk([&](linalg::GenericOp consumer) {
    for (OpOperand *operand : consumer.getDpsInputOperands())
      if (linalg::areElementwiseOpsFusable(operand))
        edges.push_back({consumer, operand->getOperandNumber()});
  });
  return edges;
}

/// Why a linalg producer of a generic's input cannot be fused into it, or
/// "" when it is not a linalg op on tensors (nothing to say).
std::string whyNotFusable(OpOperand *operand) {
  auto producer = operand->get().getDefiningOp<linalg::LinalgOp>();
  if (!producer || !producer.hasPureTensorSemantics())
    return "";
  if (linalg::isaContractionOpInterface(producer) ||
      linalg::isaConvolutionOpInterface(producer))
    return ""; // an epilogue: EpilogueFusion.cpp decides
  if (producer.getNumReductionLoops() > 0)
    return "the producer reduces; only all-parallel producers fuse";
  if (isa<linalg::FillOp>(producer.getOperation()))
    return "";
  return "upstream elementwise fusion does not apply (a named op, or a "
         "result map that is not a permutation)";
}

Edge FusionDriver::price(Operation *consumer, unsigned operand) {
  Edge e;
  e.consumer = consumer;
  e.operand = operand;
  e.producer = consumer->getOperand(operand).getDefiningOp();
  Prediction p = predict(e.producer, ctx.config);
  Prediction c = predict(consumer, ctx.config);
  if (!p.isModeled() || !c.isModeled()) {
    e.blocked = !p.isModeled() ? p.unmodeled : c.unmodeled;
    return e;
  }
  e.before = p.time + c.time;
  e.bytesBefore = p.dramBytes + c.dramBytes;

  bool survives = false;
  FailureOr<Prediction> f = candidates.price(
      consumer, [&](RewriterBase &rewriter) -> FailureOr<PredictedOps> {
        FailureOr<linalg::ElementwiseOpFusionResult> fused =
            linalg::fuseElementwiseOps(rewriter,
                                       &consumer->getOpOperand(operand));
        if (failed(fused))
          return failure();
        // The producer survives when one of its results has a user the
        // fused op cannot feed (the fused op does not carry it, or the user
        // comes before the consumer); it then still runs.
        survives = producerSurvives(e.producer, consumer, fused->replacements);
        return PredictedOps{fused->fusedOp};
      });
  if (failed(f)) {
    e.blocked = "upstream elementwise fusion declined the pair";
    return e;
  }
  e.after = f->time;
  e.bytesAfter = f->dramBytes;
  if (survives) {
    e.after += p.time;
    e.bytesAfter += p.dramBytes;
  }
  if (!f->isModeled())
    e.blocked = f->unmodeled;
  return e;
}

void FusionDriver::apply(const Edge &e) {
  std::optional<linalg::ElementwiseOpFusionResult> fused;
  if (failed(candidates.build(e.consumer, [&](RewriterBase &rewriter) {
        FailureOr<linalg::ElementwiseOpFusionResult> result =
            linalg::fuseElementwiseOps(rewriter,
                                       &e.consumer->getOpOperand(e.operand));
        if (failed(result))
          return failure();
        fused = std::move(*result);
        return success();
      })))
    return; // priced successfully a moment ago on the same IR: cannot happen
  IRRewriter &rewriter = candidates.getRewriter();
  Operation *producer = e.producer, *consumer = e.consumer;
  ctx.remark(fused->fusedOp,
             llvm::formatv("fused {0} into {1}: {2}, DRAM {3} -> {4} bytes",
                           producer->getName(), consumer->getName(),
                           formatBeforeAfter(e.before, e.after),
                           e.bytesBefore, e.bytesAfter));
  // Uses before the consumer keep the producer (the fused op is defined
  // later); the rest read the fused op.
  for (auto [orig, replacement] : fused->replacements)
    rewriter.replaceUsesWithIf(orig, replacement, [&](OpOperand &use) {
      return use.getOwner() != fused->fusedOp &&
             (use.getOwner() == consumer ||
              dominance.properlyDominates(consumer, use.getOwner()));
    });
  // Edges that involved the producer or the consumer have changed.
  for (auto it = prices.begin(); it != prices.end();) {
    const Edge &old = it->second;
    if (old.consumer == consumer || old.consumer == producer ||
        old.producer == consumer || old.producer == producer)
      it = prices.erase(it);
    else
      ++it;
  }
  rewriter.eraseOp(consumer);
  if (producer->use_empty())
    rewriter.eraseOp(producer);
  ++ctx.fused;
}

void FusionDriver::run() {
  while (true) {
    SmallVector<std::pair<Operation *, unsigned>> edges = collectEdges();
    const Edge *best = nullptr;
    for (auto key : edges) {
      auto it = prices.find(key);
      // A fusion elsewhere may have rewired the operand to a new producer.
      if (it != prices.end() &&
          it->second.producer !=
              key.first->getOperand(key.second).getDefiningOp()) {
        prices.erase(it);
        it = prices.end();
      }
      if (it == prices.end())
        it = prices.emplace(key, price(key.first, key.second)).first;
      const Edge &e = it->second;
      if (e.blocked.empty() && isFaster(e.after, e.before) &&
          (!best || e.gain() > best->gain()))
        best = &e;
    }
    if (!best) {
      // Linalg producers fusion cannot take, once per edge.
      fn->walk([&](linalg::GenericOp consumer) {
        for (OpOperand *operand : consumer.getDpsInputOperands()) {
          if (linalg::areElementwiseOpsFusable(operand))
            continue;
          std::string why = whyNotFusable(operand);
          if (!why.empty())
            ctx.remark(consumer,
                       llvm::formatv("not fused: {0} into {1}: {2}",
                                     operand->get().getDefiningOp()->getName(),
                                     consumer->getName(), why));
        }
      });
      // What is left is what the model rejected or could not decide.
      for (auto key : edges) {
        const Edge &e = prices.at(key);
        if (!e.blocked.empty()) {
          ctx.remark(e.consumer,
                     llvm::formatv("not fused: {0} into {1}: {2}",
                                   e.producer->getName(),
                                   e.consumer->getName(), e.blocked));
          continue;
        }
        ++ctx.fusionsRejected;
        ctx.remark(e.consumer,
                   llvm::formatv("fusion rejected: {0} into {1} (operand "
                                 "{2}): {3}, DRAM {4} -> {5} bytes: the fused "
                                 "op is not predicted faster",
                                 e.producer->getName(), e.consumer->getName(),
                                 e.operand,
                                 formatBeforeAfter(e.before, e.after),
                                 e.bytesBefore, e.bytesAfter));
      }
      return;
    }
    Edge chosen = *best;
    apply(chosen);
  }
}

} // namespace

void optimize::runFusion(FunctionOpInterface fn, OptimizeContext &ctx) {
  FusionDriver(fn, ctx).run();
}
