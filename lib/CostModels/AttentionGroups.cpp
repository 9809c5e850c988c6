//===- AttentionGroups.cpp - Attention chains run as one kernel -----------===//
//
// softmax(f(Q K^T)) V as PyTorch 2 and Inductor run it: one kernel
// (roofline/CostModels/FusionGroups.h, AttentionGroup). The chain matched is
// the family of Inductor's fuse_attention patterns
// (pytorch/pytorch@012212303058b815a85d8ca7ba0ca053d5a7e7d0,
// torch/_inductor/fx_passes/fuse_attention.py, _sfdp_pattern_1 to 18):
// matmul(Q, K^T), a scale (div or mul, or Q scaled first: patterns 9 and
// 10), a mask (added or selected), softmax over the last dimension, dtype
// conversions or dropout, matmul with V; the permutes and views between
// them are reshapes in linalg, the conversions elementwise ops. The softmax
// is linalg.softmax, as the project's importer emits it, or its upstream
// decomposition (linalg::SoftmaxOp::decomposeOperation: a max reduction,
// exp(x - max), a sum reduction, a division).
//
//===----------------------------------------------------------------------===//

#include "roofline/CostModels/FusionGroups.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include <algorithm>
#include <iterator>

using namespace mlir;
using namespace roofline;

namespace {

/// Most elementwise ops the chain takes on either side of the softmax.
constexpr int kMaxChainSteps = 8;

bool isReduction(utils::IteratorType it) {
  return it == utils::IteratorType::reduction;
}

bool isView(Operation *op) {
  return isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op);
}

/// `op` as an all-parallel linalg op on tensors with one init its payload
/// does not read, else null.
linalg::LinalgOp asPointwise(Operation *op) {
  auto l = dyn_cast_or_null<linalg::LinalgOp>(op);
  if (!l || getFusionRole(op) != FusionRole::Pointwise ||
      l.getNumDpsInits() != 1 ||
      l.payloadUsesValueFromOperand(l.getDpsInitOperand(0)))
    return nullptr;
  return l;
}

/// Whether the payload of `op` holds an op named one of `names`.
bool payloadHas(linalg::LinalgOp op, ArrayRef<StringRef> names) {
  bool found = false;
  op->walk([&](Operation *inner) {
    if (inner != op.getOperation() &&
        llvm::is_contained(names, inner->getName().getStringRef()))
      found = true;
  });
  return found;
}

/// The input of pointwise `op` the chain runs through: the first whose
/// type has the result's shape, read with the identity map.
Value chainInput(linalg::LinalgOp op) {
  auto result = cast<ShapedType>(op->getResult(0).getType());
  for (OpOperand *in : op.getDpsInputOperands()) {
    auto t = dyn_cast<ShapedType>(in->get().getType());
    if (t && t.getShape() == result.getShape() &&
        op.getMatchingIndexingMap(in).isIdentity())
      return in->get();
  }
  return nullptr;
}

/// Whether `op` reduces its one input `input` over one loop, its last
/// dimension.
bool reducesLastDim(linalg::LinalgOp op, Value input) {
  if (getFusionRole(op) != FusionRole::Reduction ||
      op.getNumDpsInputs() != 1 || op.getNumReductionLoops() != 1 ||
      op.getDpsInputOperand(0)->get() != input)
    return false;
  AffineMap map = op.getMatchingIndexingMap(op.getDpsInputOperand(0));
  auto last = dyn_cast<AffineDimExpr>(map.getResult(map.getNumResults() - 1));
  return last &&
         isReduction(
             op.getIteratorTypesArray()[last.getPosition()]);
}

/// Whether `v` has exactly the two users `a` and `b`, one use each.
bool usedByExactly(Value v, Operation *a, Operation *b) {
  if (std::distance(v.use_begin(), v.use_end()) != 2)
    return false;
  return llvm::all_of(v.getUsers(),
                      [&](Operation *u) { return u == a || u == b; }) &&
         a != b;
}

/// The fill that initialises the one accumulator of `op`, when `op` alone
/// uses it.
Operation *accumulatorFill(linalg::LinalgOp op) {
  if (op.getNumDpsInits() != 1)
    return nullptr;
  Value init = op.getDpsInitOperand(0)->get();
  auto fill = init.getDefiningOp<linalg::FillOp>();
  return fill && init.hasOneUse() ? fill.getOperation() : nullptr;
}

/// Matches the softmax that produces `probs`: linalg.softmax over the last
/// dimension, or the generics of its decomposition. Adds its ops (and the
/// fills of its reductions) to `members` and returns its input, or null.
Value matchSoftmax(Value probs, SmallVectorImpl<Operation *> &members) {
  Operation *def = probs.getDefiningOp();
  if (auto softmax = dyn_cast_or_null<linalg::SoftmaxOp>(def)) {
    auto t = cast<ShapedType>(softmax.getInput().getType());
    // The scores are read by the softmax alone (or written anyway).
    if (softmax.getDimension() != static_cast<uint64_t>(t.getRank() - 1) ||
        !softmax.getInput().hasOneUse())
      return nullptr;
    members.push_back(softmax);
    return softmax.getInput();
  }
  // div(e, sum(e)), e = exp(x - max(x)).
  linalg::LinalgOp div = asPointwise(def);
  if (!div || div.getNumDpsInputs() != 2 || !payloadHas(div, {"arith.divf"}))
    return nullptr;
  Value e = div.getDpsInputOperand(0)->get();
  Value sum = div.getDpsInputOperand(1)->get();
  auto sumOp = dyn_cast_or_null<linalg::LinalgOp>(sum.getDefiningOp());
  if (!sumOp || !sum.hasOneUse() || !reducesLastDim(sumOp, e) ||
      !payloadHas(sumOp, {"arith.addf"}) || !usedByExactly(e, sumOp, div))
    return nullptr;
  linalg::LinalgOp exp = asPointwise(e.getDefiningOp());
  if (!exp || !payloadHas(exp, {"math.exp"}))
    return nullptr;
  // The subtraction is the exp's own payload or an op of its own.
  linalg::LinalgOp sub = exp;
  if (exp.getNumDpsInputs() == 1) {
    Value diff = exp.getDpsInputOperand(0)->get();
    sub = asPointwise(diff.getDefiningOp());
    if (!sub || !diff.hasOneUse())
      return nullptr;
  }
  if (sub.getNumDpsInputs() != 2 || !payloadHas(sub, {"arith.subf"}))
    return nullptr;
  Value x = sub.getDpsInputOperand(0)->get();
  Value max = sub.getDpsInputOperand(1)->get();
  auto maxOp = dyn_cast_or_null<linalg::LinalgOp>(max.getDefiningOp());
  if (!maxOp || !max.hasOneUse() || !reducesLastDim(maxOp, x) ||
      !payloadHas(maxOp, {"arith.maxnumf", "arith.maximumf", "arith.cmpf"}) ||
      !usedByExactly(x, maxOp, sub))
    return nullptr;
  for (linalg::LinalgOp op : {maxOp, sub, exp, sumOp, div})
    if (!llvm::is_contained(members, op.getOperation()))
      members.push_back(op);
  for (linalg::LinalgOp reduction : {maxOp, sumOp})
    if (Operation *fill = accumulatorFill(reduction))
      members.push_back(fill);
  return x;
}

/// Walks up the probabilities from `v`, an input of the contraction with V,
/// through reshapes and elementwise ops of one input (dtype conversions)
/// to the softmax; returns the softmax's input, or null.
Value walkProbabilities(Value v, AttentionGroup &g) {
  for (int step = 0; step <= kMaxChainSteps;) {
    if (!v.hasOneUse())
      return nullptr;
    Operation *def = v.getDefiningOp();
    if (!def)
      return nullptr;
    if (isView(def)) {
      g.views.push_back(def);
      v = def->getOperand(0);
      continue;
    }
    if (Value x = matchSoftmax(v, g.members))
      return x;
    linalg::LinalgOp pw = asPointwise(def);
    if (!pw || pw.getNumDpsInputs() != 1 || !(v = chainInput(pw)))
      return nullptr;
    g.members.push_back(def);
    ++step;
  }
  return nullptr;
}

/// Walks up the scores from `v`, the softmax's input (whose uses the
/// softmax match checked), through reshapes and elementwise ops (a scale, a
/// mask) to the contraction that produces them; null if there is none.
Operation *walkScores(Value v, AttentionGroup &g) {
  for (int step = 0; step <= kMaxChainSteps;) {
    Operation *def = v.getDefiningOp();
    if (!def)
      return nullptr;
    if (isView(def)) {
      g.views.push_back(def);
      v = def->getOperand(0);
      if (!v.hasOneUse())
        return nullptr;
      continue;
    }
    if (getFusionRole(def) == FusionRole::Contraction &&
        linalg::isaContractionOpInterface(cast<linalg::LinalgOp>(def)))
      return def;
    linalg::LinalgOp pw = asPointwise(def);
    if (!pw || !(v = chainInput(pw)) || !v.hasOneUse())
      return nullptr;
    g.members.push_back(def);
    ++step;
  }
  return nullptr;
}

/// The value `v` reshapes, through the reshapes of one use above it, which
/// are appended to `views`.
Value sourceThroughViews(Value v, SmallVectorImpl<Operation *> &views) {
  while (v.hasOneUse() && v.getDefiningOp() && isView(v.getDefiningOp())) {
    views.push_back(v.getDefiningOp());
    v = v.getDefiningOp()->getOperand(0);
  }
  return v;
}

/// Takes into `g` an elementwise op of one input that only the scores'
/// contraction reads, through reshapes, at `q` (a scale of Q: Inductor's
/// patterns 9 and 10); else Q is `q` itself.
void absorbQueryScale(Value q, AttentionGroup &g) {
  g.query = q;
  SmallVector<Operation *, 2> views;
  Value v = sourceThroughViews(q, views);
  linalg::LinalgOp pw = asPointwise(v.getDefiningOp());
  if (!v.hasOneUse() || !pw || pw.getNumDpsInputs() != 1)
    return;
  Value in = chainInput(pw);
  if (!in)
    return;
  g.members.push_back(pw);
  g.views.append(views.begin(), views.end());
  g.query = in;
}

/// Whether `op` is a linalg.transpose that keeps the innermost dimension
/// in place: a head split or merge, (B, S, H, D) <-> (B, H, S, D).
bool isHeadTranspose(Operation *op) {
  auto t = dyn_cast_or_null<linalg::TransposeOp>(op);
  ArrayRef<int64_t> perm = t ? t.getPermutation() : ArrayRef<int64_t>();
  return t && !perm.empty() &&
         perm.back() == static_cast<int64_t>(perm.size()) - 1;
}

/// Takes into `g` the head split that only the kernel reads, through
/// reshapes, at `operand` (Q, K or V): FlashAttention reads each operand
/// through its strides (batch, head and row strides, the head dimension
/// contiguous), so PyTorch's permute to (B, H, S, D) is a view and Inductor
/// emits no copy for it. `operand` becomes the transpose's input.
void absorbHeadSplit(Value &operand, AttentionGroup &g) {
  SmallVector<Operation *, 2> views;
  Value v = sourceThroughViews(operand, views);
  if (!v.hasOneUse() || !isHeadTranspose(v.getDefiningOp()))
    return;
  auto t = cast<linalg::TransposeOp>(v.getDefiningOp());
  g.members.push_back(t);
  g.views.append(views.begin(), views.end());
  operand = t.getInput();
}

/// Takes into `g` the head merge that alone reads the kernel's output,
/// through reshapes: FlashAttention writes O through its strides (PyTorch
/// allocates it (B, S, H, D), so `transpose(1, 2).reshape(B, S, H * D)` is
/// a view). The transpose's result becomes the group's output.
void absorbHeadMerge(AttentionGroup &g) {
  SmallVector<Operation *, 2> views;
  Value v = g.kernel->getResult(0);
  while (v.hasOneUse() && isView(*v.getUsers().begin())) {
    views.push_back(*v.getUsers().begin());
    v = views.back()->getResult(0);
  }
  if (!v.hasOneUse() || !isHeadTranspose(*v.getUsers().begin()))
    return;
  Operation *t = *v.getUsers().begin();
  g.members.push_back(t);
  g.views.append(views.begin(), views.end());
  g.output = t->getResult(0);
}

/// The static shape of `v`, or null.
ShapedType staticType(Value v) {
  auto t = dyn_cast<ShapedType>(v.getType());
  return t && t.hasStaticShape() && t.getRank() >= 2 ? t : nullptr;
}

/// Fills in the geometry of `g` from its contractions; false when a shape
/// is dynamic or the dimensions do not line up (the softmax must normalise
/// the keys the contraction with V reduces).
bool setGeometry(AttentionGroup &g, Value softmaxInput, OpOperand &probs) {
  auto scores = cast<linalg::LinalgOp>(g.scores);
  ShapedType s = staticType(g.scores->getResult(0));
  ShapedType x = staticType(softmaxInput), p = staticType(probs.get());
  ShapedType o = staticType(g.kernel->getResult(0));
  if (!s || !x || !p || !o || scores.getNumReductionLoops() != 1)
    return false;
  int64_t rank = s.getRank();
  g.queries = s.getDimSize(rank - 2);
  g.keys = s.getDimSize(rank - 1);
  g.batchHeads = s.getNumElements() / (g.queries * g.keys);
  g.valueDim = o.getDimSize(o.getRank() - 1);
  SmallVector<int64_t> ranges = scores.getStaticLoopRanges();
  for (auto [i, it] : llvm::enumerate(scores.getIteratorTypesArray()))
    if (isReduction(it))
      g.headDim = ranges[i];
  return g.headDim > 0 && x.getDimSize(x.getRank() - 1) == g.keys &&
         p.getDimSize(p.getRank() - 1) == g.keys;
}

/// The attention group whose contraction with V is `pv`, reading the
/// probabilities at its input `pIndex`; nullopt if the chain is not one.
std::optional<AttentionGroup> matchAttention(linalg::LinalgOp pv,
                                             unsigned pIndex) {
  if (pv.getNumDpsInputs() != 2 || pv.getNumDpsInits() != 1)
    return std::nullopt;
  OpOperand *probs = pv.getDpsInputOperand(pIndex);
  OpOperand *value = pv.getDpsInputOperand(1 - pIndex);
  // The probabilities' last dimension (the keys) is reduced, and V reads it.
  AffineMap pMap = pv.getMatchingIndexingMap(probs);
  auto keys = dyn_cast<AffineDimExpr>(pMap.getResult(pMap.getNumResults() - 1));
  if (!keys ||
      !isReduction(
          pv.getIteratorTypesArray()[keys.getPosition()]) ||
      !pv.getMatchingIndexingMap(value).isFunctionOfDim(keys.getPosition()))
    return std::nullopt;
  AttentionGroup g;
  g.kernel = pv;
  g.members.push_back(pv);
  Value x = walkProbabilities(probs->get(), g);
  if (!x)
    return std::nullopt;
  g.scores = walkScores(x, g);
  if (!g.scores)
    return std::nullopt;
  auto qk = cast<linalg::LinalgOp>(g.scores);
  if (qk.getNumDpsInputs() != 2 || qk.getNumDpsInits() != 1)
    return std::nullopt;
  // K is the input that reads the scores' last loop (the keys), Q the other.
  AffineMap out = qk.getIndexingMapMatchingResult(g.scores->getResult(0));
  auto n = dyn_cast<AffineDimExpr>(out.getResult(out.getNumResults() - 1));
  if (!n)
    return std::nullopt;
  OpOperand *a = qk.getDpsInputOperand(0), *b = qk.getDpsInputOperand(1);
  bool aReadsKeys = qk.getMatchingIndexingMap(a).isFunctionOfDim(n.getPosition());
  bool bReadsKeys = qk.getMatchingIndexingMap(b).isFunctionOfDim(n.getPosition());
  if (aReadsKeys == bReadsKeys)
    return std::nullopt;
  g.members.push_back(g.scores);
  Operation *qkFill = accumulatorFill(qk), *pvFill = accumulatorFill(pv);
  if (!qkFill || !pvFill)
    return std::nullopt;
  g.members.append({qkFill, pvFill});
  absorbQueryScale((aReadsKeys ? b : a)->get(), g);
  g.key = (aReadsKeys ? a : b)->get();
  g.value = value->get();
  g.output = pv->getResult(0);
  absorbHeadSplit(g.query, g);
  absorbHeadSplit(g.key, g);
  absorbHeadSplit(g.value, g);
  absorbHeadMerge(g);
  if (!setGeometry(g, x, *probs))
    return std::nullopt;
  Block *block = pv->getBlock();
  auto outside = [&](Operation *op) { return op->getBlock() != block; };
  if (llvm::any_of(g.members, outside) || llvm::any_of(g.views, outside))
    return std::nullopt;
  llvm::sort(g.members, [](Operation *l, Operation *r) {
    return l->isBeforeInBlock(r);
  });
  return g;
}

/// Bytes of a statically shaped tensor of numbers; 0 for anything else.
int64_t bytesOf(Value v) {
  auto t = dyn_cast<ShapedType>(v.getType());
  if (!t || !t.hasStaticShape() || !t.getElementType().isIntOrFloat())
    return 0;
  int64_t bits = 0;
  if (!checkedMul(t.getNumElements(),
                  static_cast<int64_t>(t.getElementTypeBitWidth()), bits))
    return INT64_MAX;
  return (bits + 7) / 8;
}

} // namespace

std::vector<AttentionGroup> roofline::computeAttentionGroups(Operation *root) {
  std::vector<AttentionGroup> groups;
  llvm::DenseSet<Operation *> claimed;
  root->walk([&](FunctionOpInterface fn) {
    for (Block &block : fn.getFunctionBody())
      for (Operation &op : block) {
        auto pv = dyn_cast<linalg::LinalgOp>(&op);
        if (!pv || getFusionRole(pv) != FusionRole::Contraction ||
            !linalg::isaContractionOpInterface(pv))
          continue;
        for (unsigned pIndex : {0u, 1u}) {
          std::optional<AttentionGroup> g = matchAttention(pv, pIndex);
          if (!g || llvm::any_of(g->members, [&](Operation *m) {
                return claimed.contains(m);
              }))
            continue;
          claimed.insert(g->members.begin(), g->members.end());
          groups.push_back(std::move(*g));
          break;
        }
      }
  });
  return groups;
}

AttentionTraffic roofline::getAttentionTraffic(const AttentionGroup &g,
                                               const DeviceModel &device) {
  AttentionTraffic t;
  t.queryBytes = bytesOf(g.query);
  t.keyBytes = bytesOf(g.key);
  t.valueBytes = bytesOf(g.value);
  t.outputBytes = bytesOf(g.output);
  // Other inputs of the members (a mask, a bias), each read once.
  llvm::DenseSet<Operation *> inside(g.members.begin(), g.members.end());
  inside.insert(g.views.begin(), g.views.end());
  llvm::DenseSet<Value> seen = {g.query, g.key, g.value};
  for (Operation *m : g.members) {
    auto dps = dyn_cast<DestinationStyleOpInterface>(m);
    if (!dps)
      continue;
    for (OpOperand *in : dps.getDpsInputOperands()) {
      Operation *def = in->get().getDefiningOp();
      if ((def && inside.contains(def)) || !seen.insert(in->get()).second)
        continue;
      t.otherInputBytes = saturatingAdd(t.otherInputBytes, bytesOf(in->get()));
    }
  }
  auto qType = cast<ShapedType>(g.query.getType());
  int64_t elementBits = std::max<int64_t>(1, qType.getElementTypeBitWidth());
  int64_t sramElements =
      static_cast<int64_t>(device.getSharedMemoryBytesPerSM()) * 8 /
      elementBits;
  if (sramElements > 0 && g.headDim > 0) {
    int64_t perBlock = 4 * g.headDim;
    t.blockRows = std::min((sramElements + perBlock - 1) / perBlock, g.headDim);
    t.queryBlocks = (g.queries + t.blockRows - 1) / t.blockRows;
  }
  int64_t kv = saturatingAdd(t.keyBytes, t.valueBytes);
  t.headsInFlight = g.batchHeads;
  if (device.smCount > 0)
    t.headsInFlight = std::min<int64_t>(
        g.batchHeads, (device.smCount + t.queryBlocks - 1) / t.queryBlocks);
  const std::optional<MemoryLevelModel> &l2 = device.getMemory(MemoryLevel::L2);
  if (l2 && l2->capacityBytes > 0 && g.batchHeads > 0)
    t.kvFitsL2 = static_cast<double>(kv) / static_cast<double>(g.batchHeads) *
                     static_cast<double>(t.headsInFlight) <=
                 static_cast<double>(l2->capacityBytes);
  int64_t once = saturatingAdd(saturatingAdd(t.queryBytes, t.otherInputBytes),
                               t.outputBytes);
  t.l2Bytes = saturatingAdd(once, saturatingMul(kv, t.queryBlocks));
  t.dramBytes = t.kvFitsL2.value_or(true) ? saturatingAdd(once, kv) : t.l2Bytes;
  return t;
}
