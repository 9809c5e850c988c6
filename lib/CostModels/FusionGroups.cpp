//===- FusionGroups.cpp - Ops a compiler fuses into one kernel ------------===//
//
// The rule follows what TorchInductor's scheduler fuses
// (pytorch/pytorch@26f1733f6a174ad8d3a7c9c08b372252b6e0bba8,
// torch/_inductor/scheduler.py, Scheduler.can_fuse and can_fuse_vertical):
// a consumer fuses with the producer whose writes it reads (pointwise into
// pointwise, pointwise into a reduction), extern library kernels (cuBLAS
// mm, convolution) fuse with nothing, a GEMM template takes only epilogues
// that do not reduce (`node2.is_reduction()` refuses), and a buffer created
// and last used inside one kernel is never written
// (remove_kernel_local_buffers). The epilogue of a contraction is fused as
// XLA's GEMM rewriter and Inductor's GEMM templates do; docs/model.md 1.8
// says where a compiler's default differs.
//
//===----------------------------------------------------------------------===//

#include "roofline/CostModels/FusionGroups.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <algorithm>

using namespace mlir;
using namespace roofline;

FusionRole roofline::getFusionRole(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !linalgOp.hasPureTensorSemantics() ||
      isa<linalg::FillOp>(op))
    return FusionRole::None;
  if (linalg::isaContractionOpInterface(linalgOp) ||
      linalg::isaConvolutionOpInterface(linalgOp))
    return FusionRole::Contraction;
  if (linalgOp.getNumReductionLoops() > 0)
    return FusionRole::Reduction;
  return FusionRole::Pointwise;
}

FusionEdgeKind roofline::classifyFusionEdge(OpOperand &operand,
                                            std::string *why) {
  auto say = [&](const char *reason) {
    if (why)
      *why = reason;
    return FusionEdgeKind::None;
  };
  say("");
  Operation *producer = operand.get().getDefiningOp();
  auto consumer = dyn_cast<linalg::LinalgOp>(operand.getOwner());
  if (!producer || !consumer || !consumer.isDpsInput(&operand))
    return FusionEdgeKind::None;
  FusionRole from = getFusionRole(producer);
  FusionRole to = getFusionRole(consumer);
  if (from == FusionRole::None || to == FusionRole::None)
    return FusionEdgeKind::None;
  if (from == FusionRole::Reduction)
    return say("the producer reduces; only all-parallel producers fuse");
  if (from == FusionRole::Contraction)
    return to == FusionRole::Pointwise
               ? FusionEdgeKind::Epilogue
               : say("a contraction's epilogue must not reduce");
  // A pointwise producer.
  switch (to) {
  case FusionRole::Pointwise:
    return FusionEdgeKind::Pointwise;
  case FusionRole::Reduction:
    return FusionEdgeKind::ReductionPrologue;
  case FusionRole::Contraction:
    return FusionEdgeKind::ContractionPrologue;
  case FusionRole::None:
    break;
  }
  return FusionEdgeKind::None;
}

namespace {

/// Union-find over the ops of one block, each set a candidate kernel.
class Grouper {
public:
  explicit Grouper(const llvm::DenseSet<Operation *> &excluded)
      : excluded(excluded) {}

  /// Considers every input of `consumer` in operand order.
  void visit(Operation *consumer) {
    if (excluded.contains(consumer))
      return;
    FusionRole role = getFusionRole(consumer);
    if (role != FusionRole::Pointwise && role != FusionRole::Reduction)
      return;
    for (OpOperand &operand : consumer->getOpOperands()) {
      FusionEdgeKind kind = classifyFusionEdge(operand);
      if (kind != FusionEdgeKind::Pointwise &&
          kind != FusionEdgeKind::ReductionPrologue &&
          kind != FusionEdgeKind::Epilogue)
        continue;
      Operation *producer = operand.get().getDefiningOp();
      if (excluded.contains(producer) ||
          producer->getBlock() != consumer->getBlock() ||
          !llvm::all_of(producer->getUsers(),
                        [&](Operation *u) { return u == consumer; }))
        continue;
      join(producer, consumer);
    }
  }

  /// The groups of two or more ops, in IR order of their kernels.
  std::vector<FusionGroup> takeGroups(ArrayRef<Operation *> order) {
    llvm::DenseMap<Operation *, size_t> index;
    std::vector<FusionGroup> groups;
    for (Operation *op : order) {
      if (!parent.count(op))
        continue;
      Operation *root = find(op);
      auto [it, inserted] = index.try_emplace(root, groups.size());
      if (inserted)
        groups.emplace_back();
      groups[it->second].members.push_back(op);
    }
    for (FusionGroup &g : groups) {
      Operation *a = anchor.lookup(find(g.members.front()));
      // Without a contraction or reduction, the last op: a group is a tree
      // whose every other op feeds a later one.
      g.kernel = a ? a : g.members.back();
    }
    llvm::erase_if(groups,
                   [](const FusionGroup &g) { return g.members.size() < 2; });
    llvm::sort(groups, [](const FusionGroup &a, const FusionGroup &b) {
      return a.kernel->isBeforeInBlock(b.kernel);
    });
    return groups;
  }

private:
  Operation *find(Operation *op) {
    auto [it, inserted] = parent.try_emplace(op, op);
    if (inserted) {
      FusionRole role = getFusionRole(op);
      if (role == FusionRole::Contraction || role == FusionRole::Reduction)
        anchor[op] = op;
      return op;
    }
    if (it->second == op)
      return op;
    Operation *root = find(it->second);
    parent[op] = root;
    return root;
  }

  void join(Operation *producer, Operation *consumer) {
    Operation *p = find(producer), *c = find(consumer);
    if (p == c)
      return;
    Operation *pa = anchor.lookup(p), *ca = anchor.lookup(c);
    // One contraction or reduction per kernel, and none upstream of the
    // edge when it is a reduction's (nothing fuses after a reduction).
    if (pa && ca)
      return;
    if (pa && getFusionRole(pa) == FusionRole::Reduction)
      return;
    parent[p] = c;
    if (pa)
      anchor[c] = pa;
  }

  const llvm::DenseSet<Operation *> &excluded;
  llvm::DenseMap<Operation *, Operation *> parent;
  /// The contraction or reduction of each set (at its root), if any.
  llvm::DenseMap<Operation *, Operation *> anchor;
};

} // namespace

std::vector<FusionGroup> roofline::computeFusionGroups(Operation *root) {
  return computeFusionGroups(root, {});
}

std::vector<FusionGroup>
roofline::computeFusionGroups(Operation *root,
                              const llvm::DenseSet<Operation *> &excluded) {
  std::vector<FusionGroup> groups;
  root->walk([&](FunctionOpInterface fn) {
    for (Block &block : fn.getFunctionBody()) {
      Grouper grouper(excluded);
      SmallVector<Operation *> order;
      for (Operation &op : block) {
        order.push_back(&op);
        grouper.visit(&op);
      }
      std::vector<FusionGroup> part = grouper.takeGroups(order);
      std::move(part.begin(), part.end(), std::back_inserter(groups));
    }
  });
  return groups;
}

FusedTraffic roofline::getFusedTraffic(
    ArrayRef<Operation *> members,
    ArrayRef<MutableArrayRef<OperandFootprint>> footprints) {
  llvm::DenseSet<Operation *> inGroup(members.begin(), members.end());
  auto producedInside = [&](Value v) {
    Operation *def = v.getDefiningOp();
    return def && inGroup.contains(def);
  };
  auto consumedInside = [&](Value v) {
    return !v.use_empty() && llvm::all_of(v.getUsers(), [&](Operation *u) {
             return inGroup.contains(u);
           });
  };
  FusedTraffic t;
  // Every read of each external input, in bytes.
  llvm::DenseMap<Value, SmallVector<int64_t, 2>> reads;
  for (auto [op, fs] : llvm::zip_equal(members, footprints)) {
    auto dps = dyn_cast<DestinationStyleOpInterface>(op);
    if (!dps)
      continue;
    for (OperandFootprint &f : fs) {
      if (f.operandNumber >= op->getNumOperands())
        continue;
      OpOperand &operand = op->getOpOperand(f.operandNumber);
      if (f.read && dps.isDpsInput(&operand)) {
        if (producedInside(operand.get())) {
          t.onChipBytes = saturatingAdd(t.onChipBytes, f.bytes());
          f.read = false;
        } else {
          reads[operand.get()].push_back(f.bytes());
        }
      }
      if (f.written && dps.isDpsInit(&operand) &&
          op->getNumResults() == static_cast<unsigned>(dps.getNumDpsInits()) &&
          consumedInside(dps.getTiedOpResult(&operand))) {
        t.onChipBytes = saturatingAdd(t.onChipBytes, f.bytes());
        f.written = false;
      }
    }
  }
  for (const auto &entry : reads) {
    const SmallVector<int64_t, 2> &bytes = entry.second;
    if (bytes.size() < 2)
      continue;
    int64_t sum = 0;
    for (int64_t b : bytes)
      sum = saturatingAdd(sum, b);
    t.repeatedReadBytes = saturatingAdd(
        t.repeatedReadBytes,
        sum - *std::max_element(bytes.begin(), bytes.end()));
  }
  return t;
}
