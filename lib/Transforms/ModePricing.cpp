//===- ModePricing.cpp - A decision priced in the pass's mode -------------===//
//
// A decision is priced on two views of one function body: before (the ops
// the build created cut off from their operands) and after (the uses moved
// as the commit would move them, the ops it erases cut off). In each view
// the groups are computeFusionGroups' and the folds getFoldingConsumer's;
// the set of ops priced is closed under both, in both views, so every other
// kernel of the function is the same on the two sides and the difference
// of the two prices is the difference of the function's predicted times.
// Each side's ops are moved, for the time of one analysis, into the body of
// an empty copy of the function (their operands and other users stay where
// they are, so the analysis' groups there are the view's), and moved back.
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
/// folds of the ops of the body.
struct ViewKernels {
  llvm::DenseMap<Operation *, unsigned> groupOf;
  std::vector<FusionGroup> groups;
  /// Each folded op and the op of the body it folds into, both ways.
  llvm::DenseMap<Operation *, SmallVector<Operation *, 2>> foldPartners;

  void read(FunctionOpInterface fn, Block &body, ExecutionMode mode) {
    groups = computeFusionGroups(fn);
    for (auto [i, g] : llvm::enumerate(groups))
      for (Operation *op : g.members)
        groupOf[op] = i;
    for (Operation &op : body) {
      Operation *consumer = getFoldingConsumer(&op, mode);
      if (!consumer)
        continue;
      if (Operation *top = body.findAncestorOpInBlock(*consumer)) {
        foldPartners[&op].push_back(top);
        foldPartners[top].push_back(&op);
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

class Pricer {
public:
  Pricer(ArrayRef<Operation *> added, const Replacement &r,
         const AnalysisConfig &config, FunctionOpInterface fn, Block &body)
      : added(added.begin(), added.end()),
        removed(r.removed.begin(), r.removed.end()), r(r), config(config),
        fn(fn), body(body) {}

  ModePrice run();

private:
  /// Puts the body in the view before (`after` false) or after the
  /// decision, logging every change in `log`.
  void enterView(bool after, OperandLog &log);
  /// The ops of the body the decision touches: its own, their producers
  /// and their users.
  void seed();
  /// Closes `set` under the kernels of both views.
  void close(const ViewKernels &before, const ViewKernels &after);
  /// The analysis' prediction of the ops of `set` in view `after`.
  Prediction predictView(bool after);

  bool inView(Operation *op, bool after) const {
    return after ? !removed.contains(op) : !added.contains(op);
  }
  void add(Operation *op) {
    if (op && op->getBlock() == &body &&
        !op->hasTrait<OpTrait::IsTerminator>())
      set.insert(op);
  }

  llvm::SmallDenseSet<Operation *, 8> added, removed;
  const Replacement &r;
  const AnalysisConfig &config;
  FunctionOpInterface fn;
  Block &body;
  Block holder;
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
          (r.usesAfter && !r.usesAfter->isBeforeInBlock(top)))
        continue;
      log.set(*use, to);
    }
  }
  for (Operation *op : removed)
    log.cutOff(op);
}

void Pricer::seed() {
  auto touch = [&](Operation *op) {
    add(op);
    op->walk([&](Operation *nested) {
      for (Value v : nested->getOperands())
        if (Operation *def = v.getDefiningOp())
          add(body.findAncestorOpInBlock(*def));
    });
    for (Value v : op->getResults())
      for (Operation *user : v.getUsers())
        add(body.findAncestorOpInBlock(*user));
  };
  for (Operation *op : removed)
    touch(op);
  for (Operation *op : added)
    touch(op);
  for (auto [from, to] : r.values) {
    if (Operation *def = from.getDefiningOp())
      touch(body.findAncestorOpInBlock(*def));
  }
}

void Pricer::close(const ViewKernels &before, const ViewKernels &after) {
  for (size_t i = 0; i < set.size(); ++i) {
    Operation *op = set[i];
    SmallVector<Operation *, 8> partners;
    if (inView(op, false))
      before.partners(op, partners);
    if (inView(op, true))
      after.partners(op, partners);
    for (Operation *p : partners)
      add(p);
  }
}

Prediction Pricer::predictView(bool after) {
  OperandLog log(holder);
  enterView(after, log);
  // The ops priced, in body order, and the op each goes back before.
  SmallVector<Operation *> ops;
  for (Operation &op : body)
    if (set.contains(&op) && inView(&op, after))
      ops.push_back(&op);
  SmallVector<Operation *> next;
  for (Operation *op : ops) {
    Operation *n = op->getNextNode();
    while (n && set.contains(n) && inView(n, after))
      n = n->getNextNode();
    next.push_back(n);
  }
  // An empty copy of the function (its name, arguments and attributes),
  // detached from the module: the analysis groups and costs what is moved
  // into it, whose operands and other users stay in `fn`.
  Operation *scratch = fn->cloneWithoutRegions();
  auto scratchFn = cast<FunctionOpInterface>(scratch);
  Block *scratchBody = new Block();
  scratchFn.getFunctionBody().push_back(scratchBody);
  for (Operation *op : ops)
    op->moveBefore(scratchBody, scratchBody->end());
  Prediction p = predict(scratch, config);
  for (auto [op, n] : llvm::zip_equal(ops, next)) {
    if (n)
      op->moveBefore(n);
    else
      op->moveBefore(&body, body.end());
  }
  scratch->destroy();
  return p;
}

ModePrice Pricer::run() {
  ViewKernels before, after;
  {
    OperandLog log(holder);
    enterView(false, log);
    before.read(fn, body, config.mode);
  }
  {
    OperandLog log(holder);
    enterView(true, log);
    after.read(fn, body, config.mode);
  }
  seed();
  close(before, after);
  ModePrice price;
  price.before = predictView(false);
  price.after = predictView(true);
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
