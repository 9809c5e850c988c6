//===- AccessFootprint.cpp - Distinct elements an indexing map touches ----===//
//
// The compulsory traffic of an operand is the set of its elements the op
// touches, not its size and not the number of accesses: a 1x1 stride-2
// convolution reads a quarter of its input, a broadcast operand is read once.
// For an indexing map (d0..dn) -> (e0..em) over loop ranges r0..rn, each
// result e_k = sum_i c_ki * d_i + c_k takes a set of values V_k; the touched
// elements are the product of |V_k| clamped to the operand's dimensions. |V_k|
// is computed exactly as the size of the sumset {c_1 x : x < r_1} + ... (a
// bitset walk) when that is cheap, else bounded by min(prod r_i, span/gcd + 1).
// The product over k is exact when no loop feeds two results; otherwise the
// number of points of the loops the map uses bounds it too.
//
//===----------------------------------------------------------------------===//

#include "CostModelUtils.h"

#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/BuiltinTypes.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SmallBitVector.h"

#include <numeric>

using namespace mlir;
using namespace roofline;

namespace {

/// e = sum coeffs[i] * d_i + constant, when the expression is affine-linear
/// in the dims (no mod, floordiv, ceildiv or symbols).
struct LinearForm {
  llvm::SmallVector<int64_t, 6> coeffs;
  bool ok = true;
};

void accumulate(AffineExpr e, int64_t scale, LinearForm &lf) {
  if (!lf.ok)
    return;
  if (auto d = dyn_cast<AffineDimExpr>(e)) {
    lf.coeffs[d.getPosition()] += scale;
    return;
  }
  if (isa<AffineConstantExpr>(e))
    return; // a constant offset changes no count
  auto bin = dyn_cast<AffineBinaryOpExpr>(e);
  if (!bin) {
    lf.ok = false;
    return;
  }
  if (e.getKind() == AffineExprKind::Add) {
    accumulate(bin.getLHS(), scale, lf);
    accumulate(bin.getRHS(), scale, lf);
    return;
  }
  if (e.getKind() == AffineExprKind::Mul) {
    if (auto c = dyn_cast<AffineConstantExpr>(bin.getRHS())) {
      accumulate(bin.getLHS(), scale * c.getValue(), lf);
      return;
    }
    if (auto c = dyn_cast<AffineConstantExpr>(bin.getLHS())) {
      accumulate(bin.getRHS(), scale * c.getValue(), lf);
      return;
    }
  }
  lf.ok = false;
}

/// Number of distinct values of sum_i c_i * x_i with 0 <= x_i < r_i.
int64_t countSumset(llvm::ArrayRef<std::pair<int64_t, int64_t>> terms,
                    bool &approximate, bool &overflow) {
  // terms: (|coefficient|, range), all ranges >= 1, coefficients > 0. Signs
  // do not change the count: x -> r-1-x maps c*x to a shifted -c*x.
  // No term (a constant index, or loops of size 1): one value. Returning
  // here also keeps the gcd below non-zero.
  if (terms.empty())
    return 1;
  int64_t prod = 1, span = 0;
  int64_t g = 0;
  for (auto [c, r] : terms) {
    int64_t reach;
    if (!checkedMul(c, r - 1, reach) || !checkedAdd(span, reach, span) ||
        !checkedMul(prod, r, prod)) {
      overflow = true;
      return 0;
    }
    g = std::gcd(g, c);
  }
  int64_t bound = std::min(prod, span / g + 1);
  if (terms.size() <= 1)
    return bound;
  // The bitset walk costs about sum_i r_i * span / 64 word operations.
  const int64_t kBudget = int64_t(1) << 26;
  int64_t cost = 0;
  for (auto [c, r] : terms) {
    int64_t termCost;
    if (!checkedMul(r, span / 64 + 1, termCost) ||
        !checkedAdd(cost, termCost, cost) || cost > kBudget) {
      approximate = true;
      return bound;
    }
  }
  // Reachable values, in units of g.
  int64_t n = span / g + 1;
  llvm::BitVector reach(n);
  reach.set(0);
  for (auto [c, r] : terms) {
    int64_t step = c / g;
    llvm::BitVector next(n);
    for (int64_t x = 0; x < r; ++x) {
      llvm::BitVector shifted = reach;
      shifted <<= static_cast<unsigned>(x * step);
      next |= shifted;
    }
    reach = std::move(next);
  }
  return reach.count();
}

} // namespace

int64_t roofline::countTouchedElements(AffineMap map,
                                       llvm::ArrayRef<int64_t> loopRanges,
                                       llvm::ArrayRef<int64_t> shape,
                                       bool &approximate, bool &overflow) {
  for (int64_t r : loopRanges)
    if (r == 0)
      return 0;
  // Points of the loops the map uses: a bound whatever the map's form.
  llvm::SmallBitVector used(map.getNumDims());
  for (AffineExpr e : map.getResults())
    e.walk([&](AffineExpr sub) {
      if (auto d = dyn_cast<AffineDimExpr>(sub))
        used.set(d.getPosition());
    });
  int64_t usedPoints = 1;
  for (unsigned i : used.set_bits())
    if (!checkedMul(usedPoints, loopRanges[i], usedPoints)) {
      overflow = true;
      return 0;
    }

  int64_t product = 1;
  llvm::SmallBitVector seen(map.getNumDims());
  for (auto [k, e] : llvm::enumerate(map.getResults())) {
    LinearForm lf;
    lf.coeffs.assign(map.getNumDims(), 0);
    accumulate(e, 1, lf);
    int64_t values;
    if (lf.ok) {
      llvm::SmallVector<std::pair<int64_t, int64_t>> terms;
      for (auto [i, c] : llvm::enumerate(lf.coeffs)) {
        if (c == 0 || loopRanges[i] == 1)
          continue;
        if (seen.test(i))
          approximate = true; // a loop shared by two results
        seen.set(i);
        terms.push_back({c < 0 ? -c : c, loopRanges[i]});
      }
      values = countSumset(terms, approximate, overflow);
      if (overflow)
        return 0;
    } else {
      approximate = true;
      values = 1;
      e.walk([&](AffineExpr sub) {
        if (auto d = dyn_cast<AffineDimExpr>(sub))
          if (!checkedMul(values, loopRanges[d.getPosition()], values))
            overflow = true;
      });
      if (overflow)
        return 0;
    }
    if (k < shape.size() && !ShapedType::isDynamic(shape[k]))
      values = std::min(values, shape[k]);
    if (!checkedMul(product, values, product)) {
      // The product of clamped per-dimension counts cannot exceed the
      // operand's size when the shape is static, so this is a dynamic shape
      // with a huge domain.
      overflow = true;
      return 0;
    }
  }
  product = std::min(product, usedPoints);
  int64_t size;
  if (!llvm::is_contained(shape, ShapedType::kDynamic) &&
      checkedProduct(shape, size))
    product = std::min(product, size);
  return product;
}
