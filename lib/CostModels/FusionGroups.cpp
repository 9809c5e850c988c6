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
// (remove_kernel_local_buffers). A reduction takes the pointwise ops over
// its output as its epilogue (a mean's division: the division before the
// store, triton_per_fused_mean_0). The epilogue of a contraction is fused as
// XLA's GEMM rewriter and Inductor's GEMM templates do; docs/model.md 1.8
// says where a compiler's default differs.
//
// A row kernel: reductions along the rows of one iteration space and the
// elementwise ops over the same space that read their results (a decomposed
// layer norm, RMSNorm or softmax) run as one kernel when a row fits on chip
// (kOnChipRowBytes): Inductor emits such a chain as one persistent
// reduction, the row loaded once, every row statistic kept in registers,
// the result stored once (a softmax: `triton_per_fused__safe_softmax_16`,
// 'num_load': 1, 'num_reduction': 3, in PaliC/pytorch-jit-paritybench
// inductor_cache/li/clikztztje644adykjs3rtqlo2wga54e2pnssislqdckiyo2drot.py;
// layer norms as `triton_per_fused_native_layer_norm_0`: one load of x, two
// row sums, one store), as the libraries' own norm and softmax kernels do.
// A row statistic's per-row ops join it too (joinRowStatistic: RMSNorm's
// mean, + eps and rsqrt), read by the row's ops inside the kernel.
//
//===----------------------------------------------------------------------===//

#include "roofline/CostModels/FusionGroups.h"
#include "CostModelUtils.h"
#include "roofline/CostModels/Location.h"
#include "roofline/Dialect/RooflineDialect.h"
#include "roofline/Model/Attainment.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/DestinationStyleOpInterface.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <algorithm>
#include <functional>

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

namespace {

/// The placement of the innermost live ScopedFusionPlacement on this
/// thread, if any.
thread_local const FusionPlacement *activePlacement = nullptr;

} // namespace

ScopedFusionPlacement::ScopedFusionPlacement(FusionPlacement placement)
    : previous(activePlacement), placement(placement) {
  activePlacement = &this->placement;
}

ScopedFusionPlacement::~ScopedFusionPlacement() { activePlacement = previous; }

namespace {

/// classifyFusionEdge given the two ends' roles.
FusionEdgeKind classifyRoles(FusionRole from, FusionRole to,
                             std::string *why) {
  auto say = [&](const char *reason) {
    if (why)
      *why = reason;
    return FusionEdgeKind::None;
  };
  say("");
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

/// The producer of `operand` when the edge into its owner is one to
/// classify (a linalg consumer's DPS input with a defining op); null
/// otherwise.
Operation *getEdgeProducer(OpOperand &operand) {
  Operation *producer = operand.get().getDefiningOp();
  auto consumer = dyn_cast<linalg::LinalgOp>(operand.getOwner());
  if (!producer || !consumer || !consumer.isDpsInput(&operand))
    return nullptr;
  return producer;
}

} // namespace

FusionEdgeKind roofline::classifyFusionEdge(OpOperand &operand,
                                            std::string *why) {
  if (why)
    why->clear();
  Operation *producer = getEdgeProducer(operand);
  if (!producer)
    return FusionEdgeKind::None;
  return classifyRoles(getFusionRole(producer),
                       getFusionRole(operand.getOwner()), why);
}

namespace {

/// The iteration space of a linalg op on tensors with every loop static, and
/// which loops reduce; nullopt otherwise.
struct RowSpace {
  SmallVector<int64_t, 4> ranges;
  SmallVector<bool, 4> reduced;
  /// A row reduction's: the bits of an element of its first input (the
  /// row's bytes are the reduced extent times these); not compared.
  int64_t elementBits = 0;
  bool operator==(const RowSpace &o) const {
    return ranges == o.ranges && reduced == o.reduced;
  }
};

std::optional<RowSpace> getLoopSpace(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp)
    return std::nullopt;
  RowSpace s;
  s.ranges = linalgOp.getStaticLoopRanges();
  if (llvm::any_of(s.ranges, ShapedType::isDynamic))
    return std::nullopt;
  for (utils::IteratorType t : linalgOp.getIteratorTypesArray())
    s.reduced.push_back(t == utils::IteratorType::reduction);
  return s;
}

/// The row space of a reduction a row kernel can hold: one reduction loop
/// over a static row of int or float elements. A row that does not fit on
/// chip (kOnChipRowBytes) makes a looped kernel (FusionGroup::isLooped),
/// still one kernel: the measured times of the long-row kernels in the
/// bench (Liger's and PyTorch's layer norms, Liger's RMSNorm, PyTorch's
/// softmax) grow with the row past 48 KiB as they did below it.
std::optional<RowSpace> getRowReductionSpace(Operation *op) {
  if (getFusionRole(op) != FusionRole::Reduction)
    return std::nullopt;
  std::optional<RowSpace> s = getLoopSpace(op);
  if (!s || llvm::count(s->reduced, true) != 1 || op->getNumOperands() == 0)
    return std::nullopt;
  auto type = dyn_cast<ShapedType>(op->getOperand(0).getType());
  if (!type || !type.getElementType().isIntOrFloat())
    return std::nullopt;
  int64_t row = s->ranges[llvm::find(s->reduced, true) - s->reduced.begin()];
  int64_t bits = type.getElementType().getIntOrFloatBitWidth();
  if (row <= 0)
    return std::nullopt;
  s->elementBits = bits;
  return s;
}

/// `ranges` without its unit dimensions: a per-row value's shape, whether
/// the reduced dimension was kept (keepdim) or not, and however a reshape
/// added or dropped unit dimensions.
SmallVector<int64_t, 4> withoutUnitDims(ArrayRef<int64_t> ranges) {
  SmallVector<int64_t, 4> out;
  for (int64_t r : ranges)
    if (r != 1)
      out.push_back(r);
  return out;
}

/// The shape of one value per row of a row kernel's space: its ranges
/// without the reduced loop, and without unit dimensions.
SmallVector<int64_t, 4> getRowValueShape(const RowSpace &space) {
  SmallVector<int64_t, 4> kept;
  for (auto [r, reduced] : llvm::zip(space.ranges, space.reduced))
    if (!reduced)
      kept.push_back(r);
  return withoutUnitDims(kept);
}

/// Union-find over the ops of one block, each set a candidate kernel.
class Grouper {
public:
  Grouper(const llvm::DenseSet<Operation *> &excluded, FusionJoinFilter mayJoin)
      : excluded(excluded), mayJoin(mayJoin) {}

  /// Considers every input of `consumer` in operand order.
  void visit(Operation *consumer) {
    order.try_emplace(consumer, order.size());
    if (excluded.contains(consumer))
      return;
    FusionRole role = roleOf(consumer);
    if (role != FusionRole::Pointwise && role != FusionRole::Reduction)
      return;
    for (OpOperand &operand : consumer->getOpOperands()) {
      if (mayJoin) {
        Operation *producer = operand.get().getDefiningOp();
        if (!producer || !mayJoin(producer, consumer))
          continue;
      }
      if (joinRow(operand))
        continue;
      if (role == FusionRole::Pointwise && joinRowStatistic(operand))
        continue;
      if (role == FusionRole::Pointwise && joinReductionEpilogue(operand))
        continue;
      Operation *edgeProducer = getEdgeProducer(operand);
      FusionEdgeKind kind =
          edgeProducer ? classifyRoles(roleOf(edgeProducer), role, nullptr)
                       : FusionEdgeKind::None;
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
      Operation *root = find(g.members.front());
      Operation *a = anchor.lookup(root);
      // Without a contraction or reduction, the last op: a group is a tree
      // whose every other op feeds a later one.
      g.kernel = a ? a : g.members.back();
      if (auto it = rowSpace.find(root); it != rowSpace.end()) {
        const RowSpace &space = it->second;
        g.rows = 1;
        for (auto [r, reduced] : llvm::zip(space.ranges, space.reduced)) {
          if (reduced)
            g.rowBytes = r * std::max<int64_t>(1, space.elementBits) / 8;
          else
            g.rows = saturatingMul(g.rows, r);
        }
      }
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
      membersOf[op].push_back(op);
      FusionRole role = roleOf(op);
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
    // edge when it is a reduction's (after a reduction only its epilogue
    // fuses: joinReductionEpilogue).
    if (pa && ca)
      return;
    if (pa && roleOf(pa) == FusionRole::Reduction)
      return;
    if (rowSpace.count(p) || rowSpace.count(c))
      return; // a row kernel takes only ops of its own space (joinRow)
    unite(p, c);
    if (pa)
      anchor[c] = pa;
  }


  /// The row-kernel edge from the producer of `operand` into its owner:
  /// both linalg ops on tensors of one block over the same static space,
  /// reductions or elementwise, where the space is a row reduction's that
  /// fits on chip (getRowReductionSpace) and neither side's set holds a
  /// contraction or another space. The producer may have other users of
  /// the same space: in the row kernel they are its members (one that does
  /// not join reads a value written anyway, which getFusedTraffic counts).
  /// Whether joined.
  bool joinRow(OpOperand &operand) {
    Operation *consumer = operand.getOwner();
    Operation *producer = getJoinableProducer(operand);
    if (!producer)
      return false;
    FusionRole from = roleOf(producer);
    if (from != FusionRole::Pointwise && from != FusionRole::Reduction)
      return false;
    Operation *p = find(producer), *c = find(consumer);
    if (p == c)
      return true; // nothing to join (either rule would leave it so)
    // The space every reduction of the two sets must share; sets without a
    // row reduction leave the edge to the ordinary rule. Asked first: it
    // needs no loop ranges, which are not cheap to read.
    std::optional<RowSpace> space;
    for (Operation *root : {p, c}) {
      std::optional<RowSpace> s;
      if (auto it = rowSpace.find(root); it != rowSpace.end())
        s = it->second;
      else if (Operation *a = anchor.lookup(root)) {
        s = getRowReductionSpace(a);
        if (!s)
          return false; // a contraction, or a reduction of no row kernel
      }
      if (s && space && !(*s == *space))
        return false;
      if (s)
        space = s;
    }
    if (!space)
      return false;
    // Copies: a later spaceOf may grow the map under a reference.
    std::optional<RowSpace> ps = spaceOf(producer);
    std::optional<RowSpace> cs = spaceOf(consumer);
    // The producer is of the row's space, or a row statistic the row kernel
    // already computes (joinRowStatistic: RMSNorm's rsqrt, read by the
    // normalising multiply).
    bool statistic = ps && rowSpace.count(p) &&
                     !llvm::is_contained(ps->reduced, true) &&
                     withoutUnitDims(ps->ranges) == getRowValueShape(*space);
    if (!ps || !cs || (ps->ranges != cs->ranges && !statistic) ||
        space->ranges != cs->ranges)
      return false;
    // Every other user of the producer is an op of the same space too (a
    // row statistic read by the next reduction and the normalising op): a
    // value a contraction or an op of another space reads leaves the
    // producer to the ordinary rule.
    for (Operation *user : producer->getUsers()) {
      FusionRole role = roleOf(user);
      const std::optional<RowSpace> &us = spaceOf(user);
      if (excluded.contains(user) || user->getBlock() != consumer->getBlock() ||
          (role != FusionRole::Pointwise && role != FusionRole::Reduction) ||
          !us || us->ranges != cs->ranges)
        return false;
    }
    if (readsLaterValue(p, c))
      return false;
    Operation *pa = anchor.lookup(p), *ca = anchor.lookup(c);
    unite(p, c);
    // The kernel's record: the first reduction.
    anchor[c] = pa && (!ca || pa->isBeforeInBlock(ca)) ? pa : ca;
    rowSpace[c] = *space;
    return true;
  }

  /// A row statistic's op in its row kernel: the producer of `operand`
  /// (through reshapes that only it reads) is in a row kernel's set, and the
  /// consumer, all-parallel, iterates one value per row (its ranges without
  /// unit dimensions are the row space's without the reduced loop). A
  /// decomposed RMSNorm divides the row sum (the mean), adds eps and takes
  /// the rsqrt per row, then multiplies the row by it: Inductor runs it all
  /// as one kernel (`triton_per_fused_add_mean_mul_pow_rsqrt`: one load of
  /// x, `tl.sum`, the per-row ops in registers, one store; a persistent
  /// reduction in pytorch-jit-paritybench's inductor_cache), and so do the
  /// libraries' RMSNorm kernels (vLLM's rms_norm, llama.cpp's). The
  /// normalising multiply then joins by joinRow, which takes a statistic of
  /// the row kernel as an input of the row's space. Neither value leaves the
  /// producer for another op, and the consumer's set is its own. Whether
  /// joined.
  bool joinRowStatistic(OpOperand &operand) {
    Operation *consumer = operand.getOwner();
    // Through reshapes read only on the way (a keepdim's unit dimension).
    Operation *producer = getJoinableProducer(operand);
    Operation *user = consumer;
    SmallVector<Operation *, 2> reshapes;
    while (producer &&
           isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(producer) &&
           producer->hasOneUse()) {
      user = producer;
      reshapes.push_back(producer);
      producer = producer->getOperand(0).getDefiningOp();
    }
    if (!producer || excluded.contains(producer) ||
        producer->getBlock() != consumer->getBlock() ||
        !isFusableReadOnlyBy(producer, user))
      return false;
    FusionRole from = roleOf(producer);
    Operation *p = find(producer), *c = find(consumer);
    auto it = rowSpace.find(p);
    auto cm = membersOf.find(c);
    if (p == c || it == rowSpace.end() || anchor.lookup(c) ||
        rowSpace.count(c) || (cm != membersOf.end() && cm->second.size() > 1))
      return false;
    SmallVector<int64_t, 4> row = getRowValueShape(it->second);
    const std::optional<RowSpace> &cs = spaceOf(consumer);
    if (!cs || llvm::is_contained(cs->reduced, true) ||
        withoutUnitDims(cs->ranges) != row)
      return false;
    // The producer is the row's reduction or one of its per-row ops.
    const std::optional<RowSpace> &ps = spaceOf(producer);
    if (!ps || (from == FusionRole::Pointwise &&
                withoutUnitDims(ps->ranges) != row))
      return false;
    // The reshapes run inside the kernel: a read of one is no read of a
    // value made outside.
    if (readsLaterValue(p, c, reshapes))
      return false;
    inKernelReshapes.insert(reshapes.begin(), reshapes.end());
    RowSpace space = it->second;
    Operation *pa = anchor.lookup(p);
    unite(p, c);
    anchor[c] = pa;
    rowSpace[c] = space;
    return true;
  }

  /// The epilogue edge of a reduction: the producer of `operand` is a
  /// reduction, or a pointwise op already in its kernel, and the consumer
  /// iterates the reduction's output, element for element (every loop
  /// parallel, its static ranges the reduction result's shape). Inductor
  /// applies such an op before the reduction's store: a mean is
  /// `triton_per_fused_mean_0`, `tmp5 = tmp3 / tmp4` after `tl.sum` and
  /// 'num_reduction': 1 (PaliC/pytorch-jit-paritybench inductor_cache);
  /// ATen's mean divides in its reduce kernel's projection (MeanOps). The
  /// producer's value has no other user, neither set is a row kernel (its
  /// own rule), and the consumer's set holds no contraction or reduction.
  /// Whether joined.
  bool joinReductionEpilogue(OpOperand &operand) {
    Operation *consumer = operand.getOwner();
    Operation *producer = getJoinableProducer(operand);
    if (!producer || !isFusableReadOnlyBy(producer, consumer))
      return false;
    Operation *p = find(producer), *c = find(consumer);
    Operation *pa = anchor.lookup(p);
    if (p == c || !pa || roleOf(pa) != FusionRole::Reduction ||
        anchor.lookup(c) || rowSpace.count(p) || rowSpace.count(c) ||
        pa->getNumResults() != 1)
      return false;
    auto out = dyn_cast<RankedTensorType>(pa->getResult(0).getType());
    const std::optional<RowSpace> &cs = spaceOf(consumer);
    if (!out || !out.hasStaticShape() || !cs ||
        llvm::is_contained(cs->reduced, true) ||
        ArrayRef<int64_t>(cs->ranges) != out.getShape())
      return false;
    if (readsLaterValue(p, c))
      return false;
    unite(p, c);
    anchor[c] = pa;
    return true;
  }

  /// The producer of `operand` when the two rules above may consider the
  /// edge: `operand` is a DPS input of its owner, made by an op of the same
  /// block that is not excluded; null otherwise.
  Operation *getJoinableProducer(OpOperand &operand) const {
    Operation *consumer = operand.getOwner();
    Operation *producer = operand.get().getDefiningOp();
    auto dps = dyn_cast<DestinationStyleOpInterface>(consumer);
    if (!producer || !dps || !dps.isDpsInput(&operand) ||
        excluded.contains(producer) ||
        producer->getBlock() != consumer->getBlock())
      return nullptr;
    return producer;
  }

  /// Whether `producer` is a pointwise op or a reduction whose every result
  /// only `user` reads (the two epilogue-like rules' producer).
  bool isFusableReadOnlyBy(Operation *producer, Operation *user) {
    FusionRole role = roleOf(producer);
    return (role == FusionRole::Pointwise || role == FusionRole::Reduction) &&
           llvm::all_of(producer->getUsers(),
                        [&](Operation *u) { return u == user; });
  }

  /// Makes `c` the root of `p`'s set too.
  void unite(Operation *p, Operation *c) {
    parent[p] = c;
    auto moved = membersOf.find(p);
    llvm::append_range(membersOf[c], moved->second);
    membersOf.erase(p);
  }

  /// Where `op` stands: by the active ScopedFusionPlacement, else by the
  /// order of the block grouped (none for an op of another block).
  std::optional<unsigned> placeOf(Operation *op, bool onPath = false) const {
    if (activePlacement)
      return (*activePlacement)(op, onPath);
    auto it = order.find(op);
    if (it == order.end())
      return std::nullopt;
    return it->second;
  }

  /// Whether a member of the sets rooted at `p` and `c` reads a value made
  /// outside them, after their first op, from one of them: one kernel of
  /// the two would read its own output back (the residual stream of a
  /// transformer, which the row rule would otherwise run through every
  /// layer norm of the model, each layer's MLP reading the kernel and
  /// feeding it; no compiler builds that). Ops come in IR order, so the
  /// path back only passes ops placed after the first member.
  /// `alsoInside`: ops (reshapes) the join would run inside the kernel.
  bool readsLaterValue(Operation *p, Operation *c,
                       ArrayRef<Operation *> alsoInside = {}) const {
    SmallVector<Operation *, 16> members;
    for (Operation *root : {p, c})
      llvm::append_range(members, membersOf.lookup(root));
    llvm::SmallPtrSet<Operation *, 16> inSet(members.begin(), members.end());
    inSet.insert(alsoInside.begin(), alsoInside.end());
    std::optional<unsigned> first;
    for (Operation *m : members)
      if (std::optional<unsigned> at = placeOf(m); at && (!first || *at < *first))
        first = at;
    if (!first)
      return false;
    for (Operation *m : members)
      for (Value v : m->getOperands()) {
        Operation *def = v.getDefiningOp();
        if (!def || inSet.contains(def) || inKernelReshapes.contains(def) ||
            (def->getNumOperands() == 0 && def->getNumRegions() == 0))
          continue;
        if (std::optional<unsigned> at = placeOf(def);
            at && *at > *first && dependsOn(def, inSet, *first))
          return true;
      }
    return false;
  }

  /// Whether `def` reads, through ops placed from `first` on, a member of
  /// `inSet`. Ops placed before `first` or not placed end the search.
  bool dependsOn(Operation *def, const llvm::SmallPtrSetImpl<Operation *> &inSet,
                 unsigned first) const {
    SmallVector<Operation *, 16> stack{def};
    llvm::SmallPtrSet<Operation *, 16> seen{def};
    while (!stack.empty()) {
      Operation *op = stack.pop_back_val();
      if (inSet.contains(op))
        return true;
      std::optional<unsigned> at = placeOf(op, /*onPath=*/true);
      if (!at || *at < first)
        continue;
      for (Value v : op->getOperands())
        if (Operation *d = v.getDefiningOp();
            d && (d->getNumOperands() || d->getNumRegions()) &&
            seen.insert(d).second)
          stack.push_back(d); // not a constant: it could read the set
    }
    return false;
  }

  /// getFusionRole and getLoopSpace of an op, each computed once: the
  /// row rule asks them of every user of a producer, for every edge out of
  /// it (a value hundreds of ops read made the grouping quadratic, and
  /// getFusionRole's convolution match is not cheap).
  FusionRole roleOf(Operation *op) {
    auto [it, inserted] = roles.try_emplace(op, FusionRole::None);
    if (inserted)
      it->second = getFusionRole(op);
    return it->second;
  }
  const std::optional<RowSpace> &spaceOf(Operation *op) {
    auto it = spaces.find(op);
    if (it == spaces.end())
      it = spaces.try_emplace(op, getLoopSpace(op)).first;
    return it->second;
  }

  const llvm::DenseSet<Operation *> &excluded;
  FusionJoinFilter mayJoin;
  llvm::DenseMap<Operation *, FusionRole> roles;
  llvm::DenseMap<Operation *, std::optional<RowSpace>> spaces;
  llvm::DenseMap<Operation *, Operation *> parent;
  /// The members of each set (at its root).
  llvm::DenseMap<Operation *, SmallVector<Operation *, 4>> membersOf;
  /// Each visited op's place in the block.
  llvm::DenseMap<Operation *, unsigned> order;
  /// The contraction or reduction of each set (at its root), if any.
  llvm::DenseMap<Operation *, Operation *> anchor;
  /// The space of each row kernel (at its root).
  llvm::DenseMap<Operation *, RowSpace> rowSpace;
  /// Reshapes between two ops of one kernel (joinRowStatistic).
  llvm::DenseSet<Operation *> inKernelReshapes;
};

} // namespace

std::vector<FusionGroup> roofline::computeFusionGroups(Operation *root) {
  return computeFusionGroups(root, {});
}

std::vector<FusionGroup>
roofline::computeFusionGroups(Operation *root,
                              const llvm::DenseSet<Operation *> &excluded,
                              FusionJoinFilter mayJoin) {
  std::vector<FusionGroup> groups;
  root->walk([&](FunctionOpInterface fn) {
    for (Block &block : fn.getFunctionBody()) {
      Grouper grouper(excluded, mayJoin);
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

bool roofline::isSameFrameworkKernel(Operation *producer, Operation *consumer) {
  auto a = producer->getAttrOfType<StringAttr>(kRooflineFrameworkKernelAttrName);
  auto b = consumer->getAttrOfType<StringAttr>(kRooflineFrameworkKernelAttrName);
  return a && b && !a.getValue().empty() && a == b;
}

bool roofline::isLibraryContraction(Operation *op) {
  if (getFusionRole(op) != FusionRole::Contraction)
    return false;
  // A convolution multiplies an input by its filter; a pooling takes a max
  // or a sum over its window and multiplies nothing.
  Block *body = cast<linalg::LinalgOp>(op).getBlock();
  return body && llvm::any_of(body->getOperations(), [](Operation &inner) {
           return isa<arith::MulFOp, arith::MulIOp>(inner);
         });
}

bool roofline::isOutsideLibraryCall(Operation *producer, Operation *) {
  // Inductor's default (max_autotune off) calls cuBLAS and cuDNN as extern
  // kernels (ExternKernelSchedulerNode), which fuse nothing: its GEMM and
  // convolution templates are offered only under max-autotune
  // (torch/_inductor/utils.py use_triton_template: use_max_autotune();
  // torch/_inductor/kernel/conv.py `convolution`: aten_convolution alone
  // otherwise, and a convolution's bias peeled off into a pointwise add).
  return !isLibraryContraction(producer);
}

std::optional<std::string>
roofline::findMalformedFrameworkKernel(Operation *root) {
  std::optional<std::string> bad;
  root->walk([&](Operation *op) {
    Attribute attr = op->getAttr(kRooflineFrameworkKernelAttrName);
    if (!attr)
      return WalkResult::advance();
    auto s = dyn_cast<StringAttr>(attr);
    if (s && !s.getValue().empty())
      return WalkResult::advance();
    bad = (llvm::Twine(kRooflineFrameworkKernelAttrName) + " on " +
           op->getName().getStringRef() + " at " +
           formatLocation(op->getLoc()) +
           ": expected a non-empty string naming one framework op's kernel")
              .str();
    return WalkResult::interrupt();
  });
  return bad;
}

bool FusionGroup::isLooped() const { return rowBytes > kOnChipRowBytes; }

int64_t roofline::getFusedSavings(const FusionGroup &g, const FusedTraffic &t,
                                  MemoryLevel level, bool rereadsInL2) {
  if (!g.isLooped())
    return t.total();
  bool beyondL2 = level == MemoryLevel::DRAM || level == MemoryLevel::L3;
  return beyondL2 && rereadsInL2 ? t.total() : t.onChipBytes;
}

FusedTraffic roofline::getFusedTraffic(
    ArrayRef<Operation *> members,
    ArrayRef<MutableArrayRef<OperandFootprint>> footprints) {
  llvm::DenseSet<Operation *> inGroup(members.begin(), members.end());
  // A reshape between two members is a view inside the kernel (a row
  // statistic's keepdim, joinRowStatistic): looked through both ways.
  auto isReshape = [](Operation *op) {
    return isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op);
  };
  auto producedInside = [&](Value v) {
    Operation *def = v.getDefiningOp();
    while (def && isReshape(def))
      def = def->getOperand(0).getDefiningOp();
    return def && inGroup.contains(def);
  };
  std::function<bool(Value)> consumedInside = [&](Value v) {
    return !v.use_empty() && llvm::all_of(v.getUsers(), [&](Operation *u) {
             return inGroup.contains(u) ||
                    (isReshape(u) && consumedInside(u->getResult(0)));
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
        // The whole result is written: a folded bias shrinks the footprint
        // of the accumulator it initialised to the bias vector it reads
        // (foldProducerReads), not what the op writes.
        OperandFootprint whole = f;
        whole.elements = std::max(
            f.elements, getStaticElements(operand.get().getType()).value_or(0));
        t.onChipBytes = saturatingAdd(t.onChipBytes, whole.bytes());
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
