//===- KernelAffine.cpp - Kernel addresses as affine functions ------------===//
//
// What each op computes comes from the shared table of OpSemantics.h; this
// file turns the kinds it has a rule for into affine terms with a range.
//
//===----------------------------------------------------------------------===//

#include "KernelAffine.h"
#include "OpSemantics.h"

#include "roofline/Model/OpCost.h"

#include "mlir/Dialect/Utils/StaticValueUtils.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <numeric>

using namespace mlir;
using namespace roofline;

namespace {

/// Checked interval products; none on overflow.
std::optional<std::pair<int64_t, int64_t>> mulRange(int64_t lo, int64_t hi,
                                                    int64_t c) {
  int64_t a, b;
  if (!checkedMul(lo, c, a) || !checkedMul(hi, c, b))
    return std::nullopt;
  return std::make_pair(std::min(a, b), std::max(a, b));
}

/// A value as an affine expression of the variables, with its range.
struct Term {
  AffineExpr expr;
  int64_t lo = 0, hi = 0;
};

class AddressBuilder {
public:
  AddressBuilder(const KernelLaunchContext &ctx, Operation *op,
                 MLIRContext *mlir)
      : ctx(ctx), mlir(mlir) {
    for (unsigned d = 0; d < 3; ++d)
      extents.push_back(ctx.grid[d]);
    for (unsigned d = 0; d < 3; ++d)
      extents.push_back(ctx.block[d]);
    // Loops around the op with constant bounds: iv = lb + step * i.
    auto constantOf = [](const std::optional<OpFoldResult> &f) {
      return f ? getConstantIntValue(*f) : std::nullopt;
    };
    for (Operation *p = op->getParentOp(); p && p != ctx.kernelOp;
         p = p->getParentOp())
      if (isCountedLoop(p))
        for (const LoopBounds &b : getLoopBounds(p))
          addLoop(b.iv, constantOf(b.lb), constantOf(b.ub), constantOf(b.step));
  }

  std::optional<Term> get(Value v);
  Term constant(int64_t c) {
    return Term{getAffineConstantExpr(c, mlir), c, c};
  }
  Term id(unsigned d) {
    return Term{getAffineDimExpr(d, mlir), 0, extents[d] - 1};
  }

  const KernelLaunchContext &ctx;
  MLIRContext *mlir;
  std::vector<int64_t> extents;
  std::vector<Value> loopIVs;
  llvm::DenseMap<Value, Term> terms;

private:
  /// Makes `iv` the affine term lb + step * i of a new variable i over the
  /// loop's trips; an iv with a dynamic bound or step stays unknown.
  void addLoop(Value iv, std::optional<int64_t> lb, std::optional<int64_t> ub,
               std::optional<int64_t> step);
  std::optional<Term> compute(Value v);
  std::optional<Term> globalId(unsigned d);
  std::optional<Term> extension(Operation *def);
  std::optional<Term> sum(Operation *def, bool subtract);
  std::optional<Term> product(Operation *def);
  std::optional<Term> quotient(Operation *def, IntOpKind kind);
  std::optional<Term> comparison(Operation *def, arith::CmpIPredicate pred);
  std::optional<Term> selection(Operation *def);
  std::optional<Term> application(Operation *def, AffineMap map);
  /// Interval of `e` over the variables' boxes; none when unbounded or
  /// negative where floor semantics would matter.
  std::optional<std::pair<int64_t, int64_t>> rangeOf(AffineExpr e);
};

std::optional<std::pair<int64_t, int64_t>>
AddressBuilder::rangeOf(AffineExpr e) {
  switch (e.getKind()) {
  case AffineExprKind::Constant: {
    int64_t c = cast<AffineConstantExpr>(e).getValue();
    return std::make_pair(c, c);
  }
  case AffineExprKind::DimId: {
    unsigned d = cast<AffineDimExpr>(e).getPosition();
    if (d >= extents.size() || extents[d] <= 0)
      return std::nullopt;
    return std::make_pair<int64_t, int64_t>(0, extents[d] - 1);
  }
  default:
    break;
  }
  auto bin = cast<AffineBinaryOpExpr>(e);
  std::optional<std::pair<int64_t, int64_t>> l = rangeOf(bin.getLHS()),
                                             r = rangeOf(bin.getRHS());
  if (!l || !r)
    return std::nullopt;
  switch (e.getKind()) {
  case AffineExprKind::Add: {
    int64_t lo, hi;
    if (!checkedAdd(l->first, r->first, lo) ||
        !checkedAdd(l->second, r->second, hi))
      return std::nullopt;
    return std::make_pair(lo, hi);
  }
  case AffineExprKind::Mul:
    if (r->first == r->second)
      return mulRange(l->first, l->second, r->first);
    if (l->first == l->second)
      return mulRange(r->first, r->second, l->first);
    return std::nullopt;
  case AffineExprKind::FloorDiv:
  case AffineExprKind::CeilDiv:
  case AffineExprKind::Mod: {
    if (r->first != r->second || r->first <= 0 || l->first < 0)
      return std::nullopt;
    int64_t c = r->first;
    if (e.getKind() == AffineExprKind::Mod)
      return std::make_pair(int64_t(0), std::min(c - 1, l->second));
    if (e.getKind() == AffineExprKind::FloorDiv)
      return std::make_pair(l->first / c, l->second / c);
    return std::make_pair((l->first + c - 1) / c, (l->second + c - 1) / c);
  }
  default:
    return std::nullopt;
  }
}

std::optional<Term> AddressBuilder::get(Value v) {
  if (auto it = terms.find(v); it != terms.end())
    return it->second;
  std::optional<Term> t = compute(v);
  if (t)
    terms[v] = *t;
  return t;
}

void AddressBuilder::addLoop(Value iv, std::optional<int64_t> lb,
                             std::optional<int64_t> ub,
                             std::optional<int64_t> step) {
  if (!lb || !ub || !step || *step <= 0)
    return;
  std::optional<int64_t> trips = loopTripCount(*lb, *ub, *step);
  if (!trips)
    return; // more than INT64_MAX iterations: stays unknown
  unsigned dim = extents.size();
  extents.push_back(*trips);
  loopIVs.push_back(iv);
  AffineExpr e =
      getAffineConstantExpr(*lb, mlir) + getAffineDimExpr(dim, mlir) * *step;
  // The last iteration lb + step (trips - 1) is below ub: no overflow.
  terms[iv] = Term{e, *lb, *lb + *step * std::max<int64_t>(*trips - 1, 0)};
}

/// `v` as an affine term: a value the launch fixes, an id, or an op of the
/// op-semantics table that has an affine rule here; none otherwise.
std::optional<Term> AddressBuilder::compute(Value v) {
  if (auto it = ctx.known.find(v); it != ctx.known.end())
    return constant(it->second);
  if (std::optional<unsigned> launchId = getLaunchId(ctx, v))
    return id(*launchId);
  if (!v.getType().isIntOrIndex())
    return std::nullopt;
  std::optional<IntOpSemantics> s = getIntOpSemantics(v);
  if (!s)
    return std::nullopt;
  Operation *def = v.getDefiningOp();
  switch (s->kind) {
  case IntOpKind::Constant:
    return constant(s->value);
  case IntOpKind::BlockId:
    return id(s->dim);
  case IntOpKind::ThreadId:
    return id(3 + s->dim);
  case IntOpKind::BlockDim:
    return constant(ctx.block[s->dim]);
  case IntOpKind::GridDim:
    return constant(ctx.grid[s->dim]);
  case IntOpKind::GlobalId:
    return globalId(s->dim);
  case IntOpKind::CastSigned:
  case IntOpKind::CastUnsigned:
    return extension(def);
  case IntOpKind::Add:
  case IntOpKind::Sub:
    return sum(def, s->kind == IntOpKind::Sub);
  case IntOpKind::Mul:
    return product(def);
  case IntOpKind::DivS:
  case IntOpKind::DivU:
  case IntOpKind::FloorDivS:
  case IntOpKind::RemS:
  case IntOpKind::RemU:
  case IntOpKind::CeilDivS:
  case IntOpKind::CeilDivU:
    return quotient(def, s->kind);
  case IntOpKind::Cmp:
    return comparison(def, s->predicate);
  case IntOpKind::Select:
    return selection(def);
  case IntOpKind::Apply:
    return application(def, s->map);
  default:
    return std::nullopt; // lane and subgroup ids, bit ops, min/max, ...
  }
}

/// gpu.global_id: bid * bdim + tid.
std::optional<Term> AddressBuilder::globalId(unsigned d) {
  Term b = id(d), t = id(3 + d);
  int64_t threads;
  if (!checkedMul(ctx.grid[d], ctx.block[d], threads))
    return std::nullopt;
  return Term{b.expr * ctx.block[d] + t.expr, 0, threads - 1};
}

/// Sign or zero extension (and index casts): the operand itself, where
/// the two agree (a non-negative range).
std::optional<Term> AddressBuilder::extension(Operation *def) {
  std::optional<Term> a = get(def->getOperand(0));
  if (!a || a->lo < 0)
    return std::nullopt;
  return a;
}

/// a + b or a - b.
std::optional<Term> AddressBuilder::sum(Operation *def, bool subtract) {
  std::optional<Term> a = get(def->getOperand(0)), b = get(def->getOperand(1));
  if (!a || !b)
    return std::nullopt;
  int64_t lo, hi;
  if (!subtract) {
    if (!checkedAdd(a->lo, b->lo, lo) || !checkedAdd(a->hi, b->hi, hi))
      return std::nullopt;
    return Term{a->expr + b->expr, lo, hi};
  }
  if (llvm::SubOverflow(a->lo, b->hi, lo) ||
      llvm::SubOverflow(a->hi, b->lo, hi))
    return std::nullopt;
  return Term{a->expr - b->expr, lo, hi};
}

/// a * c for a constant c (a product of two variables is not affine).
std::optional<Term> AddressBuilder::product(Operation *def) {
  std::optional<Term> a = get(def->getOperand(0)), b = get(def->getOperand(1));
  if (!a || !b)
    return std::nullopt;
  if (b->lo != b->hi)
    std::swap(a, b);
  if (b->lo != b->hi)
    return std::nullopt;
  auto r = mulRange(a->lo, a->hi, b->lo);
  if (!r)
    return std::nullopt;
  return Term{a->expr * b->lo, r->first, r->second};
}

/// Division and remainder by a positive constant of a non-negative value,
/// where C (truncating) division is floor division.
std::optional<Term> AddressBuilder::quotient(Operation *def, IntOpKind kind) {
  std::optional<Term> a = get(def->getOperand(0)), b = get(def->getOperand(1));
  if (!a || !b || b->lo != b->hi || b->lo <= 0 || a->lo < 0)
    return std::nullopt;
  int64_t d = b->lo;
  if (kind == IntOpKind::RemS || kind == IntOpKind::RemU)
    return Term{a->expr % d, 0, std::min(d - 1, a->hi)};
  if (kind == IntOpKind::CeilDivS || kind == IntOpKind::CeilDivU)
    return Term{a->expr.ceilDiv(d), (a->lo + d - 1) / d, (a->hi + d - 1) / d};
  return Term{a->expr.floorDiv(d), a->lo / d, a->hi / d};
}

/// A comparison of non-negative values that their ranges alone decide: the
/// constant 1 or 0.
std::optional<Term> AddressBuilder::comparison(Operation *def,
                                               arith::CmpIPredicate pred) {
  std::optional<Term> a = get(def->getOperand(0)), b = get(def->getOperand(1));
  if (!a || !b || a->lo < 0 || b->lo < 0)
    return std::nullopt;
  std::optional<bool> r;
  switch (pred) {
  case arith::CmpIPredicate::slt:
  case arith::CmpIPredicate::ult:
    if (a->hi < b->lo)
      r = true;
    else if (a->lo >= b->hi)
      r = false;
    break;
  case arith::CmpIPredicate::sge:
  case arith::CmpIPredicate::uge:
    if (a->lo >= b->hi)
      r = true;
    else if (a->hi < b->lo)
      r = false;
    break;
  case arith::CmpIPredicate::sgt:
  case arith::CmpIPredicate::ugt:
    if (a->lo > b->hi)
      r = true;
    else if (a->hi <= b->lo)
      r = false;
    break;
  case arith::CmpIPredicate::sle:
  case arith::CmpIPredicate::ule:
    if (a->hi <= b->lo)
      r = true;
    else if (a->lo > b->hi)
      r = false;
    break;
  default:
    break;
  }
  if (!r)
    return std::nullopt;
  return constant(*r ? 1 : 0);
}

/// A select on a constant condition: the chosen operand.
std::optional<Term> AddressBuilder::selection(Operation *def) {
  std::optional<Term> c = get(def->getOperand(0));
  if (!c || c->lo != c->hi)
    return std::nullopt;
  return get(def->getOperand((c->lo & 1) ? 1 : 2));
}

/// affine.apply of non-negative operands, with the range of the result
/// where it can be bounded simply.
std::optional<Term> AddressBuilder::application(Operation *def, AffineMap map) {
  llvm::SmallVector<AffineExpr, 4> dims, syms;
  for (auto [i, o] : llvm::enumerate(def->getOperands())) {
    std::optional<Term> t = get(o);
    if (!t || t->lo < 0)
      return std::nullopt;
    (i < map.getNumDims() ? dims : syms).push_back(t->expr);
  }
  AffineExpr e = map.getResult(0).replaceDimsAndSymbols(dims, syms);
  std::optional<std::pair<int64_t, int64_t>> r = rangeOf(e);
  if (!r)
    return std::nullopt;
  return Term{e, r->first, r->second};
}

/// The value of a linear expression at `point`; none on overflow.
std::optional<int64_t> evalExpr(AffineExpr e, llvm::ArrayRef<int64_t> point) {
  switch (e.getKind()) {
  case AffineExprKind::Constant:
    return cast<AffineConstantExpr>(e).getValue();
  case AffineExprKind::DimId:
    return point[cast<AffineDimExpr>(e).getPosition()];
  case AffineExprKind::Add:
  case AffineExprKind::Mul: {
    auto b = cast<AffineBinaryOpExpr>(e);
    std::optional<int64_t> l = evalExpr(b.getLHS(), point),
                           r = evalExpr(b.getRHS(), point);
    int64_t v;
    if (!l || !r ||
        (e.getKind() == AffineExprKind::Add ? !checkedAdd(*l, *r, v)
                                            : !checkedMul(*l, *r, v)))
      return std::nullopt;
    return v;
  }
  default:
    return 0;
  }
}

bool isLinear(AffineExpr e) {
  bool ok = true;
  e.walk([&](AffineExpr s) {
    if (s.getKind() == AffineExprKind::FloorDiv ||
        s.getKind() == AffineExprKind::CeilDiv ||
        s.getKind() == AffineExprKind::Mod ||
        s.getKind() == AffineExprKind::SymbolId)
      ok = false;
    if (s.getKind() == AffineExprKind::Mul) {
      auto b = cast<AffineBinaryOpExpr>(s);
      if (!isa<AffineConstantExpr>(b.getLHS()) &&
          !isa<AffineConstantExpr>(b.getRHS()))
        ok = false;
    }
  });
  return ok;
}

} // namespace

bool AffineAddress::isInjective() const {
  // Sort the used variables by |coefficient|; each must step over the whole
  // span of the smaller ones: |a_i| > sum_{j<i} |a_j| (n_j - 1).
  std::vector<std::pair<int64_t, int64_t>> used; // |coef|, extent
  for (auto [c, n] : llvm::zip(coefficients, extents))
    if (c != 0 && n > 1)
      used.push_back({c < 0 ? -c : c, n});
  std::sort(used.begin(), used.end());
  int64_t span = 0;
  for (auto [c, n] : used) {
    if (c <= span)
      return false;
    int64_t s;
    if (!checkedMul(c, n - 1, s) || !checkedAdd(span, s, span))
      return false;
  }
  return true;
}

FailureOr<AffineAddress>
roofline::getAffineAddress(const KernelLaunchContext &ctx, Operation *op,
                           llvm::ArrayRef<Value> indices,
                           llvm::ArrayRef<int64_t> strides, int64_t offset,
                           int64_t extra, int64_t extraStride) {
  MLIRContext *mlir = op->getContext();
  AddressBuilder b(ctx, op, mlir);
  AffineExpr addr = getAffineConstantExpr(offset, mlir);
  for (auto [v, s] : llvm::zip(indices, strides)) {
    std::optional<Term> t = b.get(v);
    if (!t)
      return failure();
    addr = addr + t->expr * s;
  }
  if (extra > 1) {
    unsigned dim = b.extents.size();
    b.extents.push_back(extra);
    b.loopIVs.push_back(Value()); // the lanes: not a loop
    addr = addr + getAffineDimExpr(dim, mlir) * extraStride;
  }
  unsigned n = b.extents.size();
  addr = simplifyAffineExpr(addr, n, 0);
  if (!isLinear(addr))
    return failure();
  AffineAddress a;
  std::vector<int64_t> point(n, 0);
  std::optional<int64_t> constant = evalExpr(addr, point);
  if (!constant)
    return failure();
  a.constant = *constant;
  for (unsigned d = 0; d < n; ++d) {
    point[d] = 1;
    std::optional<int64_t> at = evalExpr(addr, point);
    int64_t coefficient;
    if (!at || llvm::SubOverflow(*at, a.constant, coefficient))
      return failure();
    a.coefficients.push_back(coefficient);
    point[d] = 0;
  }
  a.extents = b.extents;
  a.loopIVs = b.loopIVs;
  return a;
}
