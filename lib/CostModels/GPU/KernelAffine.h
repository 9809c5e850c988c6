//===- KernelAffine.h - Kernel addresses as affine functions ----*- C++ -*-===//
//
// Private to lib/CostModels/GPU. The fast path of the unique-footprint count:
// when an access's linear address simplifies to an affine function of the ids
// and loop iterations that is injective over their box (the strides of the
// variables form a mixed radix, as for `bid * bdim + tid`, and as for the
// delinearise-then-relinearise chains of div/rem that elementwise kernels
// compute), its distinct addresses are exactly its distinct points, which
// counting the guards gives without evaluating the address at every point.
// Signed div/rem, and selects on the sign, fold to floordiv/mod by interval
// arithmetic on the variables' ranges (docs/model.md 5.3).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_COSTMODELS_GPU_KERNELAFFINE_H
#define ROOFLINE_LIB_COSTMODELS_GPU_KERNELAFFINE_H

#include "KernelSpace.h"

#include "mlir/IR/AffineExpr.h"

#include <vector>

namespace roofline {

/// An access's address as a sum of variable terms: address = constant +
/// sum coefficient[v] x point[v], with the variables' extents. Variables
/// are the 6 ids (block x y z, thread x y z) and the normalized iterations
/// of the loops around the access (`lb + step * i`, i in [0, trips)).
struct AffineAddress {
  int64_t constant = 0;
  std::vector<int64_t> coefficients, extents;
  /// The loop ivs behind variables 6..: what the guard count must enumerate.
  std::vector<mlir::Value> loopIVs;

  /// Whether distinct points of the variables with a non-zero coefficient
  /// map to distinct addresses (mixed-radix strides).
  bool isInjective() const;
};

/// The address `offset + sum indices[d] x strides[d]` of an access at `op`,
/// plus `extra` elements walked with stride `extraStride` (a vector's lanes;
/// 1 for scalar accesses), as an affine function; failure when an index is
/// not affine after folding.
llvm::FailureOr<AffineAddress>
getAffineAddress(const KernelLaunchContext &ctx, mlir::Operation *op,
                 llvm::ArrayRef<mlir::Value> indices,
                 llvm::ArrayRef<int64_t> strides, int64_t offset, int64_t extra,
                 int64_t extraStride);

} // namespace roofline

#endif // ROOFLINE_LIB_COSTMODELS_GPU_KERNELAFFINE_H
