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
// The driver is linear in the ops of a function: the edges are collected
// once, the priced ones kept in a queue ordered by gain (ties in IR order,
// as a scan in IR order would pick them), and a fusion reprices only the
// edges of the ops it replaced, created or rewired, never the function.
//
//===----------------------------------------------------------------------===//

#include "RewriteProtocol.h"

#include "roofline/CostModels/FusionGroups.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/Dominance.h"

#include "llvm/Support/FormatVariadic.h"

#include <map>
#include <set>

using namespace mlir;
using namespace roofline;
using namespace roofline::optimize;

namespace {

/// Whether the producer of `operand` is a candidate to fuse into its owner:
/// a pointwise producer (roofline/CostModels/FusionGroups.h, the rule
/// compiled mode costs by) that upstream elementwise fusion can rewrite.
/// Unlike compiled mode, the pass also prices a pointwise producer into a
/// contraction written as a generic, and a producer with other users (it
/// then survives): the model decides.
bool isCandidateEdge(OpOperand *operand) {
  FusionEdgeKind kind = classifyFusionEdge(*operand);
  return (kind == FusionEdgeKind::Pointwise ||
          kind == FusionEdgeKind::ReductionPrologue ||
          kind == FusionEdgeKind::ContractionPrologue) &&
         linalg::areElementwiseOpsFusable(operand);
}

/// One producer->consumer edge and what the model predicts for fusing it.
struct Edge {
  Operation *consumer = nullptr;
  unsigned operand = 0;
  Operation *producer = nullptr;
  double before = 0, after = 0;
  int64_t bytesBefore = 0, bytesAfter = 0;
  /// Whether before and after are the kernels of the pass's mode (the
  /// groups the analysis makes), not the two ops and the fused one.
  bool inMode = false;
  /// Whether the mode already runs the producer and the consumer as one
  /// kernel (then the edge is not priced: fusing it saves nothing).
  bool oneKernel = false;
  /// Why the edge cannot be decided or fused ("" when it can).
  std::string blocked;

  double gain() const { return before - after; }
};

/// Whether `a` comes before `b` in a post-order walk of their common
/// ancestor (the order FunctionOpInterface::walk visits generics in).
bool walkedBefore(Operation *a, Operation *b) {
  if (a == b)
    return false;
  if (a->getBlock() == b->getBlock())
    return a->isBeforeInBlock(b);
  SmallVector<Operation *> chainA, chainB;
  for (Operation *op = a; op; op = op->getParentOp())
    chainA.push_back(op);
  for (Operation *op = b; op; op = op->getParentOp())
    chainB.push_back(op);
  // Strip the common ancestors, outermost first.
  while (!chainA.empty() && !chainB.empty() &&
         chainA.back() == chainB.back()) {
    chainA.pop_back();
    chainB.pop_back();
  }
  // Post-order: an op's nested ops are visited before it.
  if (chainA.empty())
    return false; // a encloses b
  if (chainB.empty())
    return true; // b encloses a
  Operation *x = chainA.back(), *y = chainB.back();
  if (x->getBlock() == y->getBlock())
    return x->isBeforeInBlock(y);
  Region *rx = x->getParentRegion(), *ry = y->getParentRegion();
  if (rx != ry)
    return rx->getRegionNumber() < ry->getRegionNumber();
  for (Block &block : *rx) {
    if (&block == x->getBlock())
      return true;
    if (&block == y->getBlock())
      return false;
  }
  return false;
}

/// An edge in the queue of profitable fusions: most gain first, then IR
/// order, then operand number (what a scan in IR order keeping the first
/// strictly best edge chooses).
struct Ranked {
  double gain;
  Operation *consumer;
  unsigned operand;
  bool operator<(const Ranked &o) const {
    if (gain != o.gain)
      return gain > o.gain;
    if (consumer != o.consumer)
      return walkedBefore(consumer, o.consumer);
    return operand < o.operand;
  }
};

class FusionDriver {
public:
  FusionDriver(FunctionOpInterface fn, OptimizeContext &ctx)
      : fn(fn), ctx(ctx), candidates(ctx.config, fn->getContext()),
        kernels(fn, ctx.config) {}

  void run();

private:
  using EdgeKey = std::pair<Operation *, unsigned>;
  /// Prices `key` (when not priced yet, or its operand has a new producer)
  /// and queues it when it is profitable.
  void track(EdgeKey key);
  /// Forgets every priced edge that `op` is the producer or consumer of.
  void forget(Operation *op);
  /// Tracks the fusable edges into and out of `op`.
  void trackAround(Operation *op);
  /// Remarks on what is left once no edge gains.
  void finish(ArrayRef<EdgeKey> edges);

  /// Prices fusing `consumer`'s operand `operand` by building the fused op,
  /// costing it and erasing it.
  Edge price(Operation *consumer, unsigned operand);
  /// Fuses `e` for good.
  void apply(const Edge &e);
  /// The fusable edges of the function now, in IR order.
  SmallVector<EdgeKey> collectEdges();
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
  std::map<EdgeKey, Edge> prices;
  /// The priced edges each op is the producer or consumer of (an entry may
  /// be stale: forget() checks it against `prices`).
  llvm::DenseMap<Operation *, SmallVector<EdgeKey, 4>> edgesOf;
  /// The profitable priced edges, best first.
  std::set<Ranked> queue;
  /// The kernels of the pass's mode: an edge they already fuse, whose
  /// producer has no other user, is not priced (pricing it finds the same
  /// kernel before and after; the corpus' MobileBERT has hundreds).
  ModeKernels kernels;
};

SmallVector<FusionDriver::EdgeKey> FusionDriver::collectEdges() {
  SmallVector<EdgeKey> edges;
  fn->walk([&](linalg::GenericOp consumer) {
    for (OpOperand *operand : consumer.getDpsInputOperands())
      if (isCandidateEdge(operand))
        edges.push_back({consumer, operand->getOperandNumber()});
  });
  return edges;
}

/// Why a linalg producer of a generic's input cannot be fused into it, or
/// "" when it is not a linalg op on tensors (nothing to say).
std::string whyNotFusable(OpOperand *operand) {
  Operation *producer = operand->get().getDefiningOp();
  switch (producer ? getFusionRole(producer) : FusionRole::None) {
  case FusionRole::None: // not a linalg op on tensors, or a fill
  case FusionRole::Contraction: // an epilogue: EpilogueFusion.cpp decides
    return "";
  case FusionRole::Reduction:
    return "the producer reduces; only all-parallel producers fuse";
  case FusionRole::Pointwise:
    break;
  }
  return "upstream elementwise fusion does not apply (a named op, or a "
         "result map that is not a permutation)";
}

Edge FusionDriver::price(Operation *consumer, unsigned operand) {
  Edge e;
  e.consumer = consumer;
  e.operand = operand;
  e.producer = consumer->getOperand(operand).getDefiningOp();
  // A producer the consumer alone reads, in the consumer's kernel: the
  // fused op reads and writes what that kernel does (the intermediate was
  // in registers already). With other users the fused op recomputes the
  // producer for its consumer and the kernel's traffic can change: priced.
  bool onlyUser = llvm::all_of(e.producer->getUsers(), [&](Operation *u) {
    return u == consumer;
  });
  if (onlyUser && kernels.inOneKernel(e.producer, consumer)) {
    e.oneKernel = true;
    return e;
  }
  Prediction p = predict(e.producer, ctx.config);
  Prediction c = predict(consumer, ctx.config);
  if (!p.isModeled() || !c.isModeled()) {
    e.blocked = !p.isModeled() ? p.unmodeled : c.unmodeled;
    return e;
  }
  // Op by op: the producer's and the consumer's kernels. In the compiled
  // and graph modes the trial replaces this with the kernels the analysis
  // makes of them (a pair it already fuses saves nothing).
  double before = p.time + c.time;
  e.bytesBefore = p.dramBytes + c.dramBytes;

  bool survives = false;
  FailureOr<Trial> f = candidates.price(
      consumer, before,
      [&](RewriterBase &rewriter) -> FailureOr<PredictedOps> {
        FailureOr<linalg::ElementwiseOpFusionResult> fused =
            linalg::fuseElementwiseOps(rewriter,
                                       &consumer->getOpOperand(operand));
        if (failed(fused))
          return failure();
        // The producer survives when one of its results has a user the
        // fused op cannot feed (the fused op does not carry it, or the user
        // comes before the consumer); it then still runs.
        survives = producerSurvives(e.producer, consumer, fused->replacements);
        // What apply() does: uses after the consumer read the fused op.
        Replacement r;
        r.removed.push_back(consumer);
        if (!survives)
          r.removed.push_back(e.producer);
        for (auto [orig, replacement] : fused->replacements)
          r.values.push_back({orig, replacement});
        r.usesAfter = consumer;
        candidates.replaces(std::move(r));
        return PredictedOps{fused->fusedOp};
      });
  if (failed(f)) {
    e.blocked = "upstream elementwise fusion declined the pair";
    return e;
  }
  e.inMode = f->inMode;
  e.before = f->before;
  e.after = f->after.time;
  e.bytesAfter = f->after.dramBytes;
  if (f->inMode) {
    e.bytesBefore = f->bytesBefore;
  } else if (survives) {
    e.after += p.time;
    e.bytesAfter += p.dramBytes;
  }
  if (!f->after.isModeled())
    e.blocked = f->after.unmodeled;
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
  ctx.applied(fused->fusedOp, DecisionKind::Fusion, e.before, e.after,
              llvm::formatv("fused {0} into {1}: {2}{3}, DRAM {4} -> {5} "
                            "bytes",
                            producer->getName(), consumer->getName(),
                            formatBeforeAfter(e.before, e.after),
                            pricedIn(e.inMode, ctx.config), e.bytesBefore,
                            e.bytesAfter));
  // Uses before the consumer keep the producer (the fused op is defined
  // later); the rest read the fused op.
  for (auto [orig, replacement] : fused->replacements)
    rewriter.replaceUsesWithIf(orig, replacement, [&](OpOperand &use) {
      return use.getOwner() != fused->fusedOp &&
             (use.getOwner() == consumer ||
              dominance.properlyDominates(consumer, use.getOwner()));
    });
  // Edges that involved the producer or the consumer have changed.
  forget(consumer);
  forget(producer);
  rewriter.eraseOp(consumer);
  kernels.invalidate();
  bool producerErased = producer->use_empty();
  if (producerErased)
    rewriter.eraseOp(producer);
  ++ctx.fused;
  // The edges a rescan would now price: those of the fused op (its inputs,
  // and the users rewired to it) and of a surviving producer.
  trackAround(fused->fusedOp);
  if (!producerErased)
    trackAround(producer);
}

void FusionDriver::track(EdgeKey key) {
  auto it = prices.find(key);
  if (it != prices.end()) {
    // A fusion may have rewired the operand to a new producer: that edge
    // alone is priced again.
    if (it->second.producer ==
        key.first->getOperand(key.second).getDefiningOp())
      return;
    const Edge &old = it->second;
    queue.erase({old.gain(), old.consumer, old.operand});
    prices.erase(it);
  }
  Edge e = price(key.first, key.second);
  if (e.blocked.empty() && !e.oneKernel && isFaster(e.after, e.before))
    queue.insert({e.gain(), e.consumer, e.operand});
  edgesOf[e.consumer].push_back(key);
  edgesOf[e.producer].push_back(key);
  prices.emplace(key, std::move(e));
}

void FusionDriver::forget(Operation *op) {
  auto list = edgesOf.find(op);
  if (list == edgesOf.end())
    return;
  SmallVector<EdgeKey, 4> keys = std::move(list->second);
  edgesOf.erase(list);
  for (EdgeKey key : keys) {
    auto it = prices.find(key);
    if (it == prices.end() ||
        (it->second.consumer != op && it->second.producer != op))
      continue; // stale: forgotten already
    const Edge &e = it->second;
    queue.erase({e.gain(), e.consumer, e.operand});
    prices.erase(it);
  }
}

void FusionDriver::trackAround(Operation *op) {
  if (auto generic = dyn_cast<linalg::GenericOp>(op))
    for (OpOperand *operand : generic.getDpsInputOperands())
      if (isCandidateEdge(operand))
        track({op, operand->getOperandNumber()});
  for (OpResult r : op->getResults())
    for (OpOperand &use : r.getUses()) {
      auto user = dyn_cast<linalg::GenericOp>(use.getOwner());
      if (user && user.isDpsInput(&use) && isCandidateEdge(&use))
        track({user, use.getOperandNumber()});
    }
}

void FusionDriver::run() {
  for (EdgeKey key : collectEdges())
    track(key);
  while (true) {
    if (queue.empty()) {
      // No edge gains. One rescan of the function confirms it (every edge
      // priced, none with a new producer) before the remarks: the queue is
      // then exactly what a full rescan per fusion would have found.
      SmallVector<EdgeKey> edges = collectEdges();
      for (EdgeKey key : edges)
        track(key);
      if (queue.empty())
        return finish(edges);
    }
    Edge chosen = prices.at({queue.begin()->consumer, queue.begin()->operand});
    apply(chosen);
  }
}

void FusionDriver::finish(ArrayRef<EdgeKey> edges) {
  // Linalg producers fusion cannot take, once per edge.
  fn->walk([&](linalg::GenericOp consumer) {
    for (OpOperand *operand : consumer.getDpsInputOperands()) {
      if (isCandidateEdge(operand))
        continue;
      std::string why = whyNotFusable(operand);
      if (!why.empty())
        ctx.kept(consumer, DecisionKind::Fusion, reasonOf(why),
                 llvm::formatv("not fused: {0} into {1}: {2}",
                               operand->get().getDefiningOp()->getName(),
                               consumer->getName(), why));
    }
  });
  // What is left is what the model rejected or could not decide.
  for (EdgeKey key : edges) {
    const Edge &e = prices.at(key);
    if (!e.blocked.empty()) {
      ctx.kept(e.consumer, DecisionKind::Fusion, reasonOf(e.blocked),
               llvm::formatv("not fused: {0} into {1}: {2}",
                             e.producer->getName(), e.consumer->getName(),
                             e.blocked));
      continue;
    }
    ++ctx.fusionsRejected;
    if (e.oneKernel) {
      ctx.kept(e.consumer, DecisionKind::Fusion, "already one kernel",
               llvm::formatv("fusion rejected: {0} into {1} (operand {2}): "
                             "mode={3} already runs them as one kernel (the "
                             "analysis' fusion groups): fusing them in the "
                             "IR saves nothing",
                             e.producer->getName(), e.consumer->getName(),
                             e.operand,
                             stringifyExecutionMode(ctx.config.mode)));
      continue;
    }
    ctx.kept(e.consumer, DecisionKind::Fusion, "not faster",
             llvm::formatv("fusion rejected: {0} into {1} (operand "
                           "{2}): {3}{4}, DRAM {5} -> {6} bytes: the fused "
                           "op is not predicted faster{7}",
                           e.producer->getName(), e.consumer->getName(),
                           e.operand, formatBeforeAfter(e.before, e.after),
                           pricedIn(e.inMode, ctx.config), e.bytesBefore,
                           e.bytesAfter,
                           e.inMode ? " than the kernels the analysis "
                                      "already makes of these ops"
                                    : ""));
  }
}

} // namespace

void optimize::runFusion(FunctionOpInterface fn, OptimizeContext &ctx) {
  FusionDriver(fn, ctx).run();
}
