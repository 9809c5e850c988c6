//===- CostModelUtils.h - Shared pieces of the op cost models ---*- C++ -*-===//
//
// Private to lib/CostModels: what the payload of an op computes, and how many
// distinct elements an indexing map touches.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_COSTMODELS_COSTMODELUTILS_H
#define ROOFLINE_LIB_COSTMODELS_COSTMODELUTILS_H

#include "roofline/CostModels/CostModelDialectInterface.h"
#include "roofline/Model/OpCost.h"

#include "mlir/IR/Dialect.h"

#include "mlir/IR/AffineMap.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/Value.h"
#include "mlir/Support/LLVM.h"
#include "mlir/IR/Region.h"
#include "mlir/IR/Types.h"

#include <optional>
#include <string>

namespace roofline {

/// Work per point of the iteration domain, counted from a payload region.
struct PayloadCounts {
  int64_t flops = 0;
  int64_t transcendentals = 0;
  int64_t weightedTranscendentals = 0;
  int64_t intOps = 0;
  bool hasMultiply = false, hasAdd = false;
  /// Widest floating-point type an arithmetic op of the payload computes in
  /// (null when none).
  mlir::Type widestFloat;
  /// Values read with tensor.extract/memref.load inside the payload (gathers).
  llvm::SmallVector<mlir::Value, 1> gathers;
  /// Set when the payload holds an op the counter does not know.
  std::string unknownOp;
};

/// Counts the ops of `region` (nested regions included: an scf.if counts both
/// branches, an upper bound). Weights are in docs/model.md.
PayloadCounts countPayload(mlir::Region &region);

/// Adds the work of one scalar (or vector) op to `counts`: FLOPs,
/// transcendentals, integer ops, or nothing for free ops (conversions,
/// selects, constants, terminators). False when the op is none of these.
bool countPayloadOp(mlir::Operation *op, PayloadCounts &counts);

/// Elements of a shaped type of static shape; none for any other type (or
/// a count that overflows).
std::optional<int64_t> getStaticElements(mlir::Type type);

/// Storage width of one element of `type` in bits: sub-byte types packed
/// (i4 and f4E2M1FN are 4), except i1, stored in a byte; tf32 in 32 bits;
/// complex<T> twice T; index 64. Zero for types the model cannot size.
unsigned getStorageBits(mlir::Type type);

/// Number of distinct elements of an operand with static shape `shape`
/// (kDynamic entries are unconstrained) that `map` touches when its loops
/// range over `loopRanges`. Exact for maps whose results are sums of
/// loop dimensions times constants (projections, permutations, broadcasts,
/// strided and dilated convolution windows) when each loop appears in one
/// result; otherwise an upper bound, and `approximate` is set.
int64_t countTouchedElements(mlir::AffineMap map,
                             llvm::ArrayRef<int64_t> loopRanges,
                             llvm::ArrayRef<int64_t> shape, bool &approximate,
                             bool &overflow);

/// The compute class of floating-point type `t` on the non-tensor units.
ComputeClass getVectorClass(mlir::Type t);
/// The tensor-core class of a contraction whose inputs have element type
/// `t` (f32 -> fp32, or tf32_tc when allowed; tf32 -> tf32_tc; complex<T>
/// -> the vector class of T, as no tensor core takes complex operands).
ComputeClass getContractionClass(mlir::Type t, bool allowTF32);

/// Costs an op that only moves data: each of `reads` is read whole, each of
/// `writes` written whole, no arithmetic (tensor.pad, concat, memref.copy,
/// linalg.pack/unpack, and the traffic of linalg.softmax).
mlir::LogicalResult costDataMovement(llvm::ArrayRef<mlir::Value> reads,
                                     llvm::ArrayRef<mlir::Value> writes,
                                     const CostOptions &options, OpCost &cost,
                                     std::string &reason);

/// Adds `Info` (a CostModelDialectInterface) to `dialect` unless it has one:
/// a registry applied twice (the tool's and a plugin's) must not fail.
template <typename Info>
void addDialectInfo(mlir::Dialect *dialect) {
  if (!dialect->getRegisteredInterface<CostModelDialectInterface>())
    dialect->addInterfaces<Info>();
}

} // namespace roofline

#endif // ROOFLINE_LIB_COSTMODELS_COSTMODELUTILS_H
