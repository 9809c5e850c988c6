//===- ModePricing.cpp - A decision priced in the pass's mode -------------===//
//
// A decision is priced on two views of one function body: before (the ops
// the build created cut off from their operands) and after (the uses moved
// as the commit would move them, the ops it erases cut off). In each view
// the groups are computeFusionGroups' and the folds getFoldingConsumer's,
// read in a window around the decision (grown until no kernel that holds a
// decision's op reaches its edge); the set of ops priced is closed under
// both, in both views, so every other kernel of the function is the same on
// the two sides and the difference of the two prices is the difference of
// the function's predicted times. Each side's ops are moved, for the time
// of one analysis, into the body of an empty copy of the function (their
// operands and other users stay where they are, so the analysis' groups
// there are the view's), and moved back.
//
//===----------------------------------------------------------------------===//

#include "ModePricing.h"

#include "roofline/CostModels/Folding.h"
#include "roofline/CostModels/FusionGroups.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace roofline;
using namespace roofline::optimize;

bool optimize::pricesGroups(const AnalysisConfig &config) {
  return config.mode != ExecutionMode::Eager;
}

namespace {

/// Operand changes undone in reverse order: cut-off operands and moved uses.
class OperandLog {
public:
  explicit OperandLog(Block &holder) : holder(holder) {}
  ~OperandLog() { undo(); }

  void set(OpOperand &operand, Value to) {
    saved.push_back({&operand, operand.get()});
    operand.set(to);
  }
  /// Points every operand of `op` (nested ops' included) defined outside it
  /// at a placeholder: `op` no longer uses or groups with anything.
  void cutOff(Operation *op) {
    op->walk([&](Operation *nested) {
      for (OpOperand &operand : nested->getOpOperands()) {
        Value v = operand.get();
        Operation *owner = v.getParentRegion()
                               ? v.getParentRegion()->getParentOp()
                               : nullptr;
        if (owner && op->isAncestor(owner))
          continue; // defined inside `op`
        Value &p = placeholders[v.getType()];
        if (!p)
          p = holder.addArgument(v.getType(), op->getLoc());
        set(operand, p);
      }
    });
  }
  void undo() {
    for (auto &[operand, value] : llvm::reverse(saved))
      operand->set(value);
    saved.clear();
  }

private:
  Block &holder;
  llvm::DenseMap<Type, Value> placeholders;
  SmallVector<std::pair<OpOperand *, Value>> saved;
};

/// What the analysis joins into one kernel in one view: the groups and
/// folds of the ops of a window of the body.
struct ViewKernels {
  llvm::DenseMap<Operation *, unsigned> groupOf;
  std::vector<FusionGroup> groups;
  /// Each folded op and the op of the body it folds into, both ways.
  llvm::DenseMap<Operation *, SmallVector<Operation *, 2>> foldPartners;

  /// The groups of `scratch`, the window's ops moved into a copy of the
  /// function, as the analysis forms them under `epilogues`.
  void readGroups(Operation *scratch, LibraryEpilogues epilogues) {
    groups = epilogues == LibraryEpilogues::Separate
                 ? computeFusionGroups(scratch, {}, isOutsideLibraryCall)
                 : computeFusionGroups(scratch);
    for (auto [i, g] : llvm::enumerate(groups))
      for (Operation *op : g.members)
        groupOf[op] = i;
  }
  /// The folds of `ops` (back in `body`).
  void readFolds(ArrayRef<Operation *> ops, Block &body, ExecutionMode mode) {
    for (Operation *op : ops) {
      Operation *consumer = getFoldingConsumer(op, mode);
      if (!consumer)
        continue;
      if (Operation *top = body.findAncestorOpInBlock(*consumer)) {
        foldPartners[op].push_back(top);
        foldPartners[top].push_back(op);
      }
    }
  }
  /// The ops that share a kernel with `op` in this view.
  void partners(Operation *op, SmallVectorImpl<Operation *> &out) const {
    if (auto it = groupOf.find(op); it != groupOf.end())
      llvm::append_range(out, groups[it->second].members);
    if (auto it = foldPartners.find(op); it != foldPartners.end())
      llvm::append_range(out, it->second);
  }
};

/// Moves `ops` (of `body`, in body order) into the body of an empty copy of
/// `fn` for the time of `use(copy)`, then back where they were. The copy is
/// detached from the module; the ops' operands and other users stay in
/// `fn`, so what the analysis groups there is what it groups in `fn`.
template <typename Fn>
auto withOpsInScratch(FunctionOpInterface fn, Block &body,
                      ArrayRef<Operation *> ops, Fn use) {
  llvm::SmallDenseSet<Operation *, 16> moving(ops.begin(), ops.end());
  SmallVector<Operation *> next;
  for (Operation *op : ops) {
    Operation *n = op->getNextNode();
    while (n && moving.contains(n))
      n = n->getNextNode();
    next.push_back(n);
  }
  Operation *scratch = fn->cloneWithoutRegions();
  Block *scratchBody = new Block();
  cast<FunctionOpInterface>(scratch).getFunctionBody().push_back(scratchBody);
  for (Operation *op : ops)
    op->moveBefore(scratchBody, scratchBody->end());
  auto result = use(scratch);
  for (auto [op, n] : llvm::zip_equal(ops, next)) {
    if (n)
      op->moveBefore(n);
    else
      op->moveBefore(&body, body.end());
  }
  scratch->destroy();
  return result;
}

class Pricer {
public:
  Pricer(ArrayRef<Operation *> added, const Replacement &r,
         const AnalysisConfig &config, FunctionOpInterface fn, Block &body,
         Operation *changed = nullptr)
      : added(added.begin(), added.end()),
        removed(r.removed.begin(), r.removed.end()), r(r), config(config),
        fn(fn), body(body), changed(changed) {}

  /// Before, the IR as it is; after, with `r` applied. With `afterConfig`,
  /// after is the IR as it is under that configuration instead.
  ModePrice run(const AnalysisConfig *afterConfig = nullptr);

private:
  /// Puts the body in the view before (`after` false) or after the
  /// decision, logging every change in `log`.
  void enterView(bool after, OperandLog &log);
  /// The ops of the body the decision touches: its own, their producers
  /// and their users.
  void seed();
  /// The ops of the body within `radius` def-use steps of the seeds (the
  /// window), and their distances.
  void grow(unsigned radius);
  /// The groups and folds of the window's ops in view `after`.
  ViewKernels readWindow(bool after);
  /// Closes `set` (from the seeds) under the kernels of both views; false
  /// when a kernel reaches the window's edge (it may go on beyond it).
  bool close(const ViewKernels &before, const ViewKernels &after,
             unsigned radius);
  /// The analysis' prediction of the ops of `set` in view `after`, under
  /// `cfg`.
  Prediction predictView(bool after, const AnalysisConfig &cfg);

  bool inView(Operation *op, bool after) const {
    return after ? !removed.contains(op) : !added.contains(op);
  }
  Operation *inBody(Operation *op) const {
    Operation *top = op ? body.findAncestorOpInBlock(*op) : nullptr;
    return top && !top->hasTrait<OpTrait::IsTerminator>() ? top : nullptr;
  }
  /// Whether `op` reads nothing (a constant, a static tensor.empty): no
  /// kernel's member and no fold's, so never a path between kernels. The
  /// window does not go through it: one scalar constant read in the bodies
  /// of 676 ops of the corpus' MobileBERT made every window of radius 2
  /// some 700 ops.
  static bool isSource(Operation *op) {
    return op->getNumOperands() == 0 && op->getNumRegions() == 0;
  }
  /// The ops of the body `op` reads from or feeds (not sources).
  void neighbours(Operation *op, SmallVectorImpl<Operation *> &out) const;
  /// Numbers the window's ops in body order (`position`).
  void order();
  /// Where `op` stands in the body, for the grouping of the scratch
  /// function (ScopedFusionPlacement): the row rule's test for a kernel
  /// that reads its own output back follows ops by their place in the
  /// function, wherever they are at the time. None outside the window.
  std::optional<unsigned> placeOf(Operation *op, bool onPath) const {
    auto it = position.find(op);
    if (it == position.end()) {
      // The grouping followed a path out of the window: what lies beyond
      // may close it back into a kernel (the window grows).
      askedOutside |= onPath;
      return std::nullopt;
    }
    return it->second;
  }
  /// Whether `a` comes before `b` in the body (by `position` when both are
  /// in the window).
  bool precedes(Operation *a, Operation *b) const;
  /// The ops of `ops` (ops of the window) that are in view `after`, in body
  /// order.
  template <typename Range>
  SmallVector<Operation *> inOrder(const Range &ops, bool after) const;

  llvm::SmallDenseSet<Operation *, 8> added, removed;
  const Replacement &r;
  const AnalysisConfig &config;
  FunctionOpInterface fn;
  Block &body;
  Block holder;
  /// An op whose configuration, not IR, the decision changes.
  Operation *changed = nullptr;
  SmallVector<Operation *, 8> seeds;
  llvm::DenseMap<Operation *, unsigned> distance;
  llvm::DenseMap<Operation *, unsigned> position;
  /// Whether the grouping asked where an op outside the window stands.
  mutable bool askedOutside = false;
  llvm::SetVector<Operation *> set;
};

void Pricer::enterView(bool after, OperandLog &log) {
  if (!after) {
    for (Operation *op : added)
      log.cutOff(op);
    return;
  }
  for (auto [from, to] : r.values) {
    SmallVector<OpOperand *> uses;
    for (OpOperand &use : from.getUses())
      uses.push_back(&use);
    for (OpOperand *use : uses) {
      Operation *top = body.findAncestorOpInBlock(*use->getOwner());
      if (!top || removed.contains(top) || added.contains(top) ||
          (r.usesAfter && !precedes(r.usesAfter, top)))
        continue;
      log.set(*use, to);
    }
  }
  for (Operation *op : removed)
    log.cutOff(op);
}

void Pricer::neighbours(Operation *op, SmallVectorImpl<Operation *> &out) const {
  op->walk([&](Operation *nested) {
    for (Value v : nested->getOperands())
      if (Operation *def = inBody(v.getDefiningOp());
          def && def != op && !isSource(def))
        out.push_back(def);
  });
  for (Value v : op->getResults())
    for (Operation *user : v.getUsers())
      if (Operation *top = inBody(user); top && top != op)
        out.push_back(top);
}

void Pricer::seed() {
  llvm::SmallDenseSet<Operation *, 16> seen;
  auto add = [&](Operation *op) {
    if (op && seen.insert(op).second)
      seeds.push_back(op);
  };
  auto touch = [&](Operation *op) {
    add(inBody(op));
    SmallVector<Operation *, 8> near;
    neighbours(op, near);
    for (Operation *n : near)
      add(n);
  };
  for (Operation *op : removed)
    touch(op);
  for (Operation *op : added)
    touch(op);
  for (auto [from, to] : r.values)
    if (Operation *def = inBody(from.getDefiningOp()))
      touch(def);
  if (changed)
    touch(changed);
}

void Pricer::grow(unsigned radius) {
  distance.clear();
  SmallVector<Operation *> frontier;
  for (Operation *op : seeds)
    if (distance.try_emplace(op, 0).second)
      frontier.push_back(op);
  for (unsigned d = 1; d <= radius && !frontier.empty(); ++d) {
    SmallVector<Operation *> nextFrontier, near;
    for (Operation *op : frontier) {
      near.clear();
      neighbours(op, near);
      for (Operation *n : near)
        if (distance.try_emplace(n, d).second)
          nextFrontier.push_back(n);
    }
    frontier = std::move(nextFrontier);
  }
}

void Pricer::order() {
  // One sort per window: moving the ops into the scratch function and back
  // leaves them where they were but makes MLIR renumber the whole body at
  // the next isBeforeInBlock. Asked per view, that renumbering was a third
  // of the pass's time on the corpus' MobileBERT.
  SmallVector<Operation *> ops(llvm::make_first_range(distance));
  llvm::sort(ops, [](Operation *a, Operation *b) {
    return a->isBeforeInBlock(b);
  });
  position.clear();
  for (auto [i, op] : llvm::enumerate(ops))
    position[op] = i;
}

bool Pricer::precedes(Operation *a, Operation *b) const {
  auto pa = position.find(a), pb = position.find(b);
  if (pa != position.end() && pb != position.end())
    return pa->second < pb->second;
  return a->isBeforeInBlock(b);
}

template <typename Range>
SmallVector<Operation *> Pricer::inOrder(const Range &ops, bool after) const {
  SmallVector<Operation *> in;
  for (Operation *op : ops)
    if (inView(op, after))
      in.push_back(op);
  llvm::sort(in, [&](Operation *a, Operation *b) { return precedes(a, b); });
  return in;
}

ViewKernels Pricer::readWindow(bool after) {
  OperandLog log(holder);
  enterView(after, log);
  SmallVector<Operation *> ops =
      inOrder(llvm::make_first_range(distance), after);
  ViewKernels k;
  auto place = [this](Operation *op, bool onPath) {
    return placeOf(op, onPath);
  };
  ScopedFusionPlacement placed(place);
  withOpsInScratch(fn, body, ops, [&](Operation *scratch) {
    k.readGroups(scratch, config.libraryEpilogues);
    return true;
  });
  k.readFolds(ops, body, config.mode);
  return k;
}

bool Pricer::close(const ViewKernels &before, const ViewKernels &after,
                   unsigned radius) {
  set.clear();
  set.insert(seeds.begin(), seeds.end());
  for (size_t i = 0; i < set.size(); ++i) {
    Operation *op = set[i];
    SmallVector<Operation *, 8> partners;
    if (inView(op, false))
      before.partners(op, partners);
    if (inView(op, true))
      after.partners(op, partners);
    for (Operation *p : partners)
      if (Operation *top = inBody(p))
        set.insert(top);
  }
  // A kernel with an op at the window's edge may have members beyond it
  // (their edges were not in the window).
  return llvm::all_of(set, [&](Operation *op) {
    auto it = distance.find(op);
    return it != distance.end() && it->second < radius;
  });
}

Prediction Pricer::predictView(bool after, const AnalysisConfig &cfg) {
  OperandLog log(holder);
  enterView(after, log);
  SmallVector<Operation *> ops = inOrder(set, after);
  auto place = [this](Operation *op, bool onPath) {
    return placeOf(op, onPath);
  };
  ScopedFusionPlacement placed(place);
  return withOpsInScratch(fn, body, ops, [&](Operation *scratch) {
    return predict(scratch, cfg);
  });
}

ModePrice Pricer::run(const AnalysisConfig *afterConfig) {
  seed();
  // The kernels that hold the decision's ops are found in a window around
  // them, grown until none reaches its edge: computeFusionGroups over the
  // whole function for every candidate made the pass quadratic (116 s on
  // the corpus' MobileBERT, 4.5 s op by op).
  for (unsigned radius = 2, size = 0;; radius *= 2) {
    grow(radius);
    order();
    askedOutside = false;
    ViewKernels before = readWindow(false), after = readWindow(true);
    bool closed = close(before, after, radius) && !askedOutside;
    // A window that stopped growing holds every op the decision's kernels
    // can reach (constants aside, which are no kernel's).
    if (closed || distance.size() == size)
      break;
    size = distance.size();
  }
  ModePrice price;
  price.before = predictView(false, config);
  price.after = afterConfig ? predictView(false, *afterConfig)
                            : predictView(true, config);
  return price;
}

} // namespace

FailureOr<ModePrice> optimize::priceInMode(ArrayRef<Operation *> added,
                                           const Replacement &r,
                                           const AnalysisConfig &config) {
  if (!pricesGroups(config) || r.removed.empty())
    return failure();
  Block *body = r.removed.front()->getBlock();
  auto fn = dyn_cast_or_null<FunctionOpInterface>(body->getParentOp());
  if (!fn)
    return failure();
  auto inBody = [&](Operation *op) { return op->getBlock() == body; };
  if (!llvm::all_of(r.removed, inBody) || !llvm::all_of(added, inBody))
    return failure();
  return Pricer(added, r, config, fn, *body).run();
}

FailureOr<ModePrice>
optimize::priceConfigInMode(Operation *op, const AnalysisConfig &before,
                            const AnalysisConfig &after) {
  if (!pricesGroups(before))
    return failure();
  Block *body = op->getBlock();
  auto fn = dyn_cast_or_null<FunctionOpInterface>(
      body ? body->getParentOp() : nullptr);
  if (!fn)
    return failure();
  Replacement none;
  return Pricer({}, none, before, fn, *body, op).run(&after);
}

bool ModeKernels::inOneKernel(Operation *a, Operation *b) {
  if (!pricesGroups(config))
    return false;
  if (stale) {
    kernelOf.clear();
    RooflineAnalysis analysis(fn, config);
    for (const OpRecord &r : analysis.getOps())
      kernelOf[r.op] = r.foldedInto ? r.foldedInto : r.op;
    stale = false;
  }
  auto ka = kernelOf.find(a), kb = kernelOf.find(b);
  return ka != kernelOf.end() && kb != kernelOf.end() &&
         ka->second == kb->second;
}
