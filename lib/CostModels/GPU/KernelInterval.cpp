//===- KernelInterval.cpp - Guards solved along the innermost variable ----===//
//
// The arithmetic is on 128 bits: coefficients and values are kept within 64
// bits (exact()), so products of two of them, and the sums and quotients of
// the solution, cannot overflow 128.
//
//===----------------------------------------------------------------------===//

#include "KernelInterval.h"

#include <algorithm>

using namespace mlir;
using namespace roofline;

namespace {

using i128 = __int128;

bool fits64(i128 v) { return v >= INT64_MIN && v <= INT64_MAX; }

/// floor(n / d) and ceil(n / d) for d > 0.
i128 floorDiv(i128 n, i128 d) { return n >= 0 ? n / d : -((-n + d - 1) / d); }
i128 ceilDiv(i128 n, i128 d) { return -floorDiv(-n, d); }

/// The relation `p REL q` that a comparison's outcome asks for.
enum class Rel { LT, LE, GT, GE, EQ, NE };

Rel relationOf(arith::CmpIPredicate pred, bool expected) {
  Rel r = Rel::EQ;
  switch (pred) {
  case arith::CmpIPredicate::eq:
    r = Rel::EQ;
    break;
  case arith::CmpIPredicate::ne:
    r = Rel::NE;
    break;
  case arith::CmpIPredicate::slt:
  case arith::CmpIPredicate::ult:
    r = Rel::LT;
    break;
  case arith::CmpIPredicate::sle:
  case arith::CmpIPredicate::ule:
    r = Rel::LE;
    break;
  case arith::CmpIPredicate::sgt:
  case arith::CmpIPredicate::ugt:
    r = Rel::GT;
    break;
  case arith::CmpIPredicate::sge:
  case arith::CmpIPredicate::uge:
    r = Rel::GE;
    break;
  }
  if (expected)
    return r;
  switch (r) {
  case Rel::LT:
    return Rel::GE;
  case Rel::LE:
    return Rel::GT;
  case Rel::GT:
    return Rel::LE;
  case Rel::GE:
    return Rel::LT;
  case Rel::EQ:
    return Rel::NE;
  case Rel::NE:
    return Rel::EQ;
  }
  return r;
}

bool isUnsigned(arith::CmpIPredicate pred) {
  return pred == arith::CmpIPredicate::ult ||
         pred == arith::CmpIPredicate::ule ||
         pred == arith::CmpIPredicate::ugt || pred == arith::CmpIPredicate::uge;
}

} // namespace

InnermostRange::InnermostRange(int64_t first, int64_t step, int64_t iterations)
    : first(first), step(step), last(i128(first) + i128(iterations - 1) * step),
      kLo(0), kHi(i128(iterations) - 1) {}

bool InnermostRange::exact(LinearValue v) const {
  return fits64(v.a) && fits64(v.b) && fits64(v.a * first + v.b) &&
         fits64(v.a * last + v.b);
}

i128 InnermostRange::minOf(LinearValue v) const {
  return std::min(v.a * first + v.b, v.a * last + v.b);
}

i128 InnermostRange::maxOf(LinearValue v) const {
  return std::max(v.a * first + v.b, v.a * last + v.b);
}

std::optional<LinearValue>
InnermostRange::apply(IntOpKind kind, llvm::ArrayRef<LinearValue> ops,
                      unsigned width, int64_t imm, AffineMap map) const {
  std::optional<LinearValue> r;
  switch (kind) {
  case IntOpKind::Add:
    r = LinearValue{ops[0].a + ops[1].a, ops[0].b + ops[1].b};
    break;
  case IntOpKind::Sub:
    r = LinearValue{ops[0].a - ops[1].a, ops[0].b - ops[1].b};
    break;
  case IntOpKind::Mul: {
    // A product with an x-independent factor c: (a x + b) c.
    LinearValue v = ops[0], c = ops[1];
    if (c.a != 0)
      std::swap(v, c);
    if (c.a != 0)
      return std::nullopt;
    r = LinearValue{v.a * c.b, v.b * c.b};
    break;
  }
  case IntOpKind::CastSigned:
  case IntOpKind::Truncate:
  case IntOpKind::CastUnsigned: {
    // The identity while the value fits the narrower of the two widths
    // (unsigned: non-negative and below its sign bit).
    unsigned bits = std::min<unsigned>(width, static_cast<unsigned>(imm));
    i128 lo = bits >= 64 ? i128(INT64_MIN) : -(i128(1) << (bits - 1));
    i128 hi = bits >= 64 ? i128(INT64_MAX) : (i128(1) << (bits - 1)) - 1;
    if (kind == IntOpKind::CastUnsigned)
      lo = 0;
    if (bits == 0 || minOf(ops[0]) < lo || maxOf(ops[0]) > hi)
      return std::nullopt;
    return ops[0];
  }
  case IntOpKind::Apply: {
    if (map.getNumResults() == 0)
      return std::nullopt;
    unsigned nd = map.getNumDims();
    r = affine(map.getResult(0), ops.take_front(nd), ops.drop_front(nd));
    break;
  }
  default:
    return std::nullopt;
  }
  if (!r || !exact(*r))
    return std::nullopt;
  return r;
}

/// An affine expression of linear operands, each node exact (as the
/// evaluation wraps node by node); divisions and remainders are not linear.
std::optional<LinearValue>
InnermostRange::affine(AffineExpr e, llvm::ArrayRef<LinearValue> dims,
                       llvm::ArrayRef<LinearValue> syms) const {
  switch (e.getKind()) {
  case AffineExprKind::Constant:
    return constant(cast<AffineConstantExpr>(e).getValue());
  case AffineExprKind::DimId:
    return dims[cast<AffineDimExpr>(e).getPosition()];
  case AffineExprKind::SymbolId:
    return syms[cast<AffineSymbolExpr>(e).getPosition()];
  case AffineExprKind::Add:
  case AffineExprKind::Mul:
    break;
  default:
    return std::nullopt;
  }
  auto bin = cast<AffineBinaryOpExpr>(e);
  std::optional<LinearValue> l = affine(bin.getLHS(), dims, syms),
                             r = affine(bin.getRHS(), dims, syms);
  if (!l || !r)
    return std::nullopt;
  LinearValue ops[2] = {*l, *r};
  return apply(e.getKind() == AffineExprKind::Add ? IntOpKind::Add
                                                  : IntOpKind::Mul,
               ops, 64, 64, AffineMap());
}

bool InnermostRange::restrict(arith::CmpIPredicate pred, unsigned width,
                              LinearValue p, LinearValue q, bool expected) {
  // The comparison reads its operands as `width`-bit values: they are the
  // exact values when they fit (unsigned: also non-negative).
  i128 hi = width >= 64 ? i128(INT64_MAX) : (i128(1) << (width - 1)) - 1;
  i128 lo = isUnsigned(pred) ? 0
            : width >= 64    ? i128(INT64_MIN)
                             : -(i128(1) << (width - 1));
  for (LinearValue v : {p, q})
    if (width == 0 || minOf(v) < lo || maxOf(v) > hi)
      return false;
  // d = p - q; each relation as `e >= 0` (or `d == 0`) for a linear e.
  i128 a = p.a - q.a, b = p.b - q.b;
  switch (relationOf(pred, expected)) {
  case Rel::GE:
    keep(a, b, false);
    return true;
  case Rel::GT:
    keep(a, b - 1, false);
    return true;
  case Rel::LE:
    keep(-a, -b, false);
    return true;
  case Rel::LT:
    keep(-a, -b - 1, false);
    return true;
  case Rel::EQ:
    keep(a, b, true);
    return true;
  case Rel::NE:
    // All or nothing when d does not depend on x; else a hole.
    if (a != 0)
      return false;
    keep(0, b != 0 ? 0 : -1, false);
    return true;
  }
  return false;
}

void InnermostRange::keep(i128 a, i128 b, bool equal) {
  auto none = [&] {
    kLo = 1;
    kHi = 0;
  };
  if (a == 0) {
    if (equal ? b != 0 : b < 0)
      none();
    return;
  }
  if (equal) {
    // The one x with a x + b = 0, when it is an iteration.
    if ((-b) % a != 0)
      return none();
    i128 k = -b / a - first;
    if (k < 0 || k % step != 0)
      return none();
    kLo = std::max(kLo, k / step);
    kHi = std::min(kHi, k / step);
    return;
  }
  if (a > 0) // x >= ceil(-b / a)
    kLo = std::max(kLo, ceilDiv(ceilDiv(-b, a) - first, step));
  else // x <= floor(b / -a)
    kHi = std::min(kHi, floorDiv(floorDiv(b, -a) - first, step));
}
