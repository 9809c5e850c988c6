//===- OpSemantics.h - What a kernel's index computations compute -*- C++ -*-=//
//
// Private to lib/CostModels/GPU. One table of the integer ops a kernel's
// index computations are made of (the gpu dialect's ids and sizes, arith,
// affine.apply/min/max), read by both interpreters of those computations:
// KernelSpace compiles an entry into an instruction it evaluates point by
// point, KernelAffine into an affine term with its range. As with Triton's
// AxisInfo visitors, what an op computes is written once, as a row of the
// table (OpSemantics.cpp); an interpreter handles kinds, not ops, and a
// kind it has no rule for leaves the value unknown to it.
//
// Also shared: the loops the model counts, with their bounds read through
// LoopLikeOpInterface.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_COSTMODELS_GPU_OPSEMANTICS_H
#define ROOFLINE_LIB_COSTMODELS_GPU_OPSEMANTICS_H

#include "KernelSpace.h"
#include "roofline/CostModels/LoopBounds.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/Value.h"

#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>

namespace roofline {

/// What an integer value of a kernel's index computations is.
enum class IntOpKind : uint8_t {
  /// An integer constant (`value`).
  Constant,
  // The launch's ids and sizes along `dim`, and the subgroup ones.
  BlockId,
  ThreadId,
  BlockDim,
  GridDim,
  GlobalId,
  LaneId,
  SubgroupId,
  SubgroupSize,
  NumSubgroups,
  // arith: two's complement on 64 bits; the unsigned ops, compares and
  // casts read their operands as `operandWidth`-bit values.
  Add,
  Sub,
  Mul,
  DivS,
  DivU,
  RemS,
  RemU,
  CeilDivS,
  CeilDivU,
  FloorDivS,
  MinS,
  MaxS,
  MinU,
  MaxU,
  And,
  Or,
  Xor,
  Shl,
  ShrS,
  ShrU,
  Cmp,
  Select,
  /// Sign-extends or truncates to `resultWidth` (extsi, index_cast).
  CastSigned,
  /// Zero-extends or truncates to `resultWidth` (extui, index_castui).
  CastUnsigned,
  /// Truncates to `resultWidth` (trunci).
  Truncate,
  // affine: `map` over the operands (dims, then symbols); its first result,
  // or the least or greatest of its results.
  Apply,
  Min,
  Max,
};

/// One entry of the table: what an op computes from its operands.
struct IntOpSemantics {
  IntOpKind kind = IntOpKind::Constant;
  int64_t value = 0;          ///< Constant
  unsigned dim = 0;           ///< ids and sizes: 0-2 = x y z
  unsigned operandWidth = 64; ///< bits of operand 0 (index: 64)
  unsigned resultWidth = 64;  ///< bits of the result (index: 64)
  mlir::arith::CmpIPredicate predicate = mlir::arith::CmpIPredicate::eq;
  mlir::AffineMap map; ///< Apply, Min, Max
};

/// What `v` computes when an op defines it: an integer constant (i1 read
/// as 0 or 1), or a row of the table. None for block arguments and for ops
/// the table does not have. `v` must be an integer or index.
std::optional<IntOpSemantics> getIntOpSemantics(mlir::Value v);

/// The id `v` stands for when it is a block or thread id argument of an
/// inline gpu.launch: 0-2 block x y z, 3-5 thread x y z.
std::optional<unsigned> getLaunchId(const KernelLaunchContext &ctx,
                                    mlir::Value v);

// isCountedLoop, LoopBounds and getLoopBounds: roofline/CostModels/LoopBounds.h.

/// Iterations of `for (x = lb; x < ub; x += step)`: 0 when step <= 0 or
/// ub <= lb; none when they exceed INT64_MAX.
inline std::optional<int64_t> loopTripCount(int64_t lb, int64_t ub,
                                            int64_t step) {
  if (step <= 0 || ub <= lb)
    return 0;
  uint64_t span = static_cast<uint64_t>(ub) - static_cast<uint64_t>(lb);
  uint64_t trips = span / static_cast<uint64_t>(step) +
                   (span % static_cast<uint64_t>(step) != 0);
  if (trips > static_cast<uint64_t>(INT64_MAX))
    return std::nullopt;
  return static_cast<int64_t>(trips);
}

} // namespace roofline

#endif // ROOFLINE_LIB_COSTMODELS_GPU_OPSEMANTICS_H
