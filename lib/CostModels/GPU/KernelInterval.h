//===- KernelInterval.h - Guards solved along the innermost variable -*- C++ -*-//
//
// Private to lib/CostModels/GPU. KernelSpace enumerates the variables an
// op's guards read (ids, loop iterations) depth-first. At the innermost
// variable x, a guard such as `bid * bdim + tid < N` is a comparison of two
// values linear in x, so the iterations of x that pass it form an interval
// of iteration numbers: this class finds that interval in O(1) instead of
// evaluating every x (docs/model.md 5.1).
//
// It must give exactly what the evaluation would, which computes on 64-bit
// two's complement values (wrapping). A linear value is used only while it
// is exact: its value at the first and last iteration (hence at every one,
// it being monotone) and its coefficients fit 64 bits, so no step wrapped;
// a comparison narrower than 64 bits only when its operands fit the width.
// Anything else (a product of two x-dependent values, a division, a select,
// `!=`) makes the caller enumerate x as before.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_COSTMODELS_GPU_KERNELINTERVAL_H
#define ROOFLINE_LIB_COSTMODELS_GPU_KERNELINTERVAL_H

#include "OpSemantics.h"

#include "llvm/ADT/ArrayRef.h"

#include <cstdint>
#include <optional>

namespace roofline {

/// A value `a x + b` of the innermost variable x, exact over its iterations.
struct LinearValue {
  __int128 a = 0, b = 0;
};

/// The iterations `x = first + k step`, k in [0, iterations), of the
/// innermost variable, narrowed by the guards that read it.
class InnermostRange {
public:
  /// `step` > 0 and `iterations` > 0.
  InnermostRange(int64_t first, int64_t step, int64_t iterations);

  /// x itself.
  LinearValue variable() const { return {1, 0}; }
  /// A value that does not depend on x.
  static LinearValue constant(int64_t c) { return {0, c}; }

  /// The result of an instruction of kind `kind` (Add, Sub, Mul by an
  /// x-independent value, the casts, an affine.apply of a linear map) over
  /// `operands`, when it stays exact; none otherwise. `width` and `imm` are
  /// the instruction's operand width and result width (casts).
  std::optional<LinearValue> apply(IntOpKind kind,
                                   llvm::ArrayRef<LinearValue> operands,
                                   unsigned width, int64_t imm,
                                   mlir::AffineMap map) const;

  /// Keeps the iterations where `cmpi pred, p, q` (on `width`-bit operands)
  /// is `expected`; false when that cannot be solved exactly (the range is
  /// then unspecified and must not be used).
  bool restrict(mlir::arith::CmpIPredicate pred, unsigned width,
                LinearValue p, LinearValue q, bool expected);

  /// The iterations left.
  int64_t count() const { return kHi >= kLo ? int64_t(kHi - kLo + 1) : 0; }

private:
  /// Whether `v` is exact: coefficients and both end values fit 64 bits.
  bool exact(LinearValue v) const;
  /// The least and greatest value of `v` over the iterations.
  __int128 minOf(LinearValue v) const;
  __int128 maxOf(LinearValue v) const;
  std::optional<LinearValue> affine(mlir::AffineExpr e,
                                    llvm::ArrayRef<LinearValue> dims,
                                    llvm::ArrayRef<LinearValue> syms) const;
  /// Keeps the iterations where `a x + b >= 0` (or `== 0` with `equal`).
  void keep(__int128 a, __int128 b, bool equal);

  __int128 first, step, last;
  __int128 kLo, kHi;
};

} // namespace roofline

#endif // ROOFLINE_LIB_COSTMODELS_GPU_KERNELINTERVAL_H
