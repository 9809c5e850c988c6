//===- LoopBounds.h - Bounds and trip counts of counted loops ---*- C++ -*-===//
//
// One reading of loop bounds for every layer that counts iterations: the GPU
// kernel coster (loops inside a kernel), the host-loop cost model, and the
// analysis (how many times the loops around an op run it). All of it goes
// through LoopLikeOpInterface; affine.parallel, whose bounds are maps, is
// read from its maps when they are constants.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_COSTMODELS_LOOPBOUNDS_H
#define ROOFLINE_COSTMODELS_LOOPBOUNDS_H

#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/Value.h"

#include "llvm/ADT/APInt.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace roofline {

/// Whether the model counts the iterations of `op`: scf.for, scf.parallel,
/// scf.forall, affine.for and affine.parallel (other ops with regions are
/// guards, or make the executions uncountable).
bool isCountedLoop(mlir::Operation *op);

/// One dimension of a counted loop: its induction variable and, through
/// LoopLikeOpInterface, its bounds and step (a value or a constant). A
/// bound is absent when it is an affine map of operands or a min/max
/// (affine.for: read the op's maps for it; affine.parallel: its bounds are
/// read only when they are constants).
struct LoopBounds {
  mlir::Value iv;
  std::optional<mlir::OpFoldResult> lb, ub, step;
  /// The loop compares its induction variable unsigned (scf.for's
  /// `unsignedCmp`); every other loop compares signed.
  bool isUnsigned = false;
};

/// The dimensions of `loop`, outermost first; empty when `loop` implements
/// no LoopLikeOpInterface or exposes no induction variable.
llvm::SmallVector<LoopBounds, 2> getLoopBounds(mlir::Operation *loop);

/// The exact number of iterations of a loop from `lb` to `ub` by `step`:
/// ceil((ub - lb) / step) when ub > lb, else 0, with the bounds compared
/// signed or unsigned as the loop compares them, computed one bit wider than
/// the widest bound so that nothing wraps. Nullopt when a bound is not
/// constant or the step is not positive. As in MLIR's own trip counts, the
/// induction variable is taken not to wrap.
std::optional<llvm::APInt> getExactTripCount(mlir::OpFoldResult lb,
                                             mlir::OpFoldResult ub,
                                             mlir::OpFoldResult step,
                                             bool isUnsigned);

/// The trip count of each dimension of `loop` (none when `loop` is not a
/// loop), nullopt for a dimension whose count is not static. A loop-like op
/// that exposes no bounds (scf.while) has one dimension of unknown count.
llvm::SmallVector<std::optional<llvm::APInt>>
getLoopTripCounts(mlir::Operation *loop);

} // namespace roofline

#endif // ROOFLINE_COSTMODELS_LOOPBOUNDS_H
