//===- KernelAffine.cpp - Kernel addresses as affine functions ------------===//

#include "KernelAffine.h"

#include "roofline/Model/OpCost.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"

#include "llvm/ADT/DenseMap.h"

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
  AddressBuilder(const KernelLaunchContext &ctx, Operation *op, MLIRContext *mlir)
      : ctx(ctx), mlir(mlir) {
    for (unsigned d = 0; d < 3; ++d) {
      extents.push_back(ctx.grid[d]);
    }
    for (unsigned d = 0; d < 3; ++d)
      extents.push_back(ctx.block[d]);
    // Loops around the op with constant bounds: iv = lb + step * i.
    for (Operation *p = op->getParentOp(); p && p != ctx.kernelOp;
         p = p->getParentOp()) {
      auto addLoop = [&](Value iv, std::optional<int64_t> lb,
                         std::optional<int64_t> ub,
                         std::optional<int64_t> step) {
        if (!lb || !ub || !step || *step <= 0)
          return; // an iv with dynamic bounds stays unknown
        int64_t trips = *ub > *lb ? (*ub - *lb + *step - 1) / *step : 0;
        unsigned dim = extents.size();
        extents.push_back(trips);
        loopIVs.push_back(iv);
        AffineExpr e = getAffineConstantExpr(*lb, mlir) +
                       getAffineDimExpr(dim, mlir) * *step;
        terms[iv] = Term{e, *lb, *lb + *step * std::max<int64_t>(trips - 1, 0)};
      };
      if (auto f = dyn_cast<scf::ForOp>(p)) {
        addLoop(f.getInductionVar(), getConstantIntValue(f.getLowerBound()),
                getConstantIntValue(f.getUpperBound()),
                getConstantIntValue(f.getStep()));
      } else if (auto f = dyn_cast<affine::AffineForOp>(p)) {
        if (f.hasConstantBounds())
          addLoop(f.getInductionVar(), f.getConstantLowerBound(),
                  f.getConstantUpperBound(), f.getStepAsInt());
      } else if (auto f = dyn_cast<scf::ParallelOp>(p)) {
        for (auto [iv, l, u, s] :
             llvm::zip(f.getInductionVars(), f.getLowerBound(),
                       f.getUpperBound(), f.getStep()))
          addLoop(iv, getConstantIntValue(l), getConstantIntValue(u),
                  getConstantIntValue(s));
      } else if (auto f = dyn_cast<scf::ForallOp>(p)) {
        for (auto [iv, l, u, s] :
             llvm::zip(f.getInductionVars(), f.getMixedLowerBound(),
                       f.getMixedUpperBound(), f.getMixedStep()))
          addLoop(iv, getConstantIntValue(l), getConstantIntValue(u),
                  getConstantIntValue(s));
      }
    }
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
  std::optional<Term> compute(Value v);
  /// Interval of `e` over the variables' boxes; none when unbounded or
  /// negative where floor semantics would matter.
  std::optional<std::pair<int64_t, int64_t>> rangeOf(AffineExpr e);
};

std::optional<std::pair<int64_t, int64_t>> AddressBuilder::rangeOf(AffineExpr e) {
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

std::optional<Term> AddressBuilder::compute(Value v) {
  if (auto it = ctx.known.find(v); it != ctx.known.end())
    return constant(it->second);
  for (unsigned d = 0; d < 3; ++d) {
    if (ctx.blockIds[d] == v)
      return id(d);
    if (ctx.threadIds[d] == v)
      return id(3 + d);
  }
  if (!v.getType().isIntOrIndex())
    return std::nullopt;
  APInt c;
  if (matchPattern(v, m_ConstantInt(&c)))
    return constant(v.getType().isInteger(1) ? c.getZExtValue()
                                             : c.getSExtValue());
  Operation *def = v.getDefiningOp();
  if (!def)
    return std::nullopt;
  if (auto o = dyn_cast<gpu::BlockIdOp>(def))
    return id(static_cast<unsigned>(o.getDimension()));
  if (auto o = dyn_cast<gpu::ThreadIdOp>(def))
    return id(3 + static_cast<unsigned>(o.getDimension()));
  if (auto o = dyn_cast<gpu::BlockDimOp>(def))
    return constant(ctx.block[static_cast<unsigned>(o.getDimension())]);
  if (auto o = dyn_cast<gpu::GridDimOp>(def))
    return constant(ctx.grid[static_cast<unsigned>(o.getDimension())]);
  if (auto o = dyn_cast<gpu::GlobalIdOp>(def)) {
    unsigned d = static_cast<unsigned>(o.getDimension());
    Term b = id(d), t = id(3 + d);
    return Term{b.expr * ctx.block[d] + t.expr, 0,
                ctx.grid[d] * ctx.block[d] - 1};
  }
  auto operand = [&](unsigned i) { return get(def->getOperand(i)); };
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
          arith::ExtUIOp>(def)) {
    std::optional<Term> a = operand(0);
    if (!a || a->lo < 0)
      return std::nullopt; // sign or zero extension agree only when >= 0
    return a;
  }
  if (isa<arith::AddIOp, arith::SubIOp>(def)) {
    std::optional<Term> a = operand(0), b = operand(1);
    if (!a || !b)
      return std::nullopt;
    int64_t lo, hi;
    if (isa<arith::AddIOp>(def)) {
      if (!checkedAdd(a->lo, b->lo, lo) || !checkedAdd(a->hi, b->hi, hi))
        return std::nullopt;
      return Term{a->expr + b->expr, lo, hi};
    }
    if (!checkedAdd(a->lo, -b->hi, lo) || !checkedAdd(a->hi, -b->lo, hi))
      return std::nullopt;
    return Term{a->expr - b->expr, lo, hi};
  }
  if (isa<arith::MulIOp>(def)) {
    std::optional<Term> a = operand(0), b = operand(1);
    if (!a || !b)
      return std::nullopt;
    if (b->lo != b->hi)
      std::swap(a, b);
    if (b->lo != b->hi)
      return std::nullopt; // a product of two variables is not affine
    auto r = mulRange(a->lo, a->hi, b->lo);
    if (!r)
      return std::nullopt;
    return Term{a->expr * b->lo, r->first, r->second};
  }
  if (isa<arith::DivSIOp, arith::DivUIOp, arith::FloorDivSIOp,
          arith::RemSIOp, arith::RemUIOp, arith::CeilDivSIOp,
          arith::CeilDivUIOp>(def)) {
    std::optional<Term> a = operand(0), b = operand(1);
    if (!a || !b || b->lo != b->hi || b->lo <= 0 || a->lo < 0)
      return std::nullopt; // on non-negative values, C division is floor
    int64_t d = b->lo;
    if (isa<arith::RemSIOp, arith::RemUIOp>(def))
      return Term{a->expr % d, 0, std::min(d - 1, a->hi)};
    if (isa<arith::CeilDivSIOp, arith::CeilDivUIOp>(def))
      return Term{a->expr.ceilDiv(d), (a->lo + d - 1) / d, (a->hi + d - 1) / d};
    return Term{a->expr.floorDiv(d), a->lo / d, a->hi / d};
  }
  if (auto cmp = dyn_cast<arith::CmpIOp>(def)) {
    std::optional<Term> a = operand(0), b = operand(1);
    if (!a || !b || a->lo < 0 || b->lo < 0)
      return std::nullopt;
    // Decided by the ranges alone, or not at all.
    std::optional<bool> r;
    switch (cmp.getPredicate()) {
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
  if (isa<arith::SelectOp>(def)) {
    std::optional<Term> c = operand(0);
    if (!c || c->lo != c->hi)
      return std::nullopt;
    return operand((c->lo & 1) ? 1 : 2);
  }
  if (auto apply = dyn_cast<affine::AffineApplyOp>(def)) {
    AffineMap map = apply.getAffineMap();
    llvm::SmallVector<AffineExpr, 4> dims, syms;
    // Ranges of the result: only through what we can bound simply.
    for (auto [i, o] : llvm::enumerate(apply.getMapOperands())) {
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
  return std::nullopt;
}

int64_t evalExpr(AffineExpr e, llvm::ArrayRef<int64_t> point) {
  switch (e.getKind()) {
  case AffineExprKind::Constant:
    return cast<AffineConstantExpr>(e).getValue();
  case AffineExprKind::DimId:
    return point[cast<AffineDimExpr>(e).getPosition()];
  case AffineExprKind::Add: {
    auto b = cast<AffineBinaryOpExpr>(e);
    return evalExpr(b.getLHS(), point) + evalExpr(b.getRHS(), point);
  }
  case AffineExprKind::Mul: {
    auto b = cast<AffineBinaryOpExpr>(e);
    return evalExpr(b.getLHS(), point) * evalExpr(b.getRHS(), point);
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
  a.constant = evalExpr(addr, point);
  for (unsigned d = 0; d < n; ++d) {
    point[d] = 1;
    a.coefficients.push_back(evalExpr(addr, point) - a.constant);
    point[d] = 0;
  }
  a.extents = b.extents;
  a.loopIVs = b.loopIVs;
  return a;
}
