//===- KernelSpace.h - The instances of a GPU kernel's ops ------*- C++ -*-===//
//
// Private to lib/CostModels/GPU. A kernel's body runs once per thread; inside
// it, loops repeat ops and guards (`if (gid < N)`) skip them. To count how
// often an op runs and which addresses it touches, this class evaluates the
// integer computations the op depends on (its indices, the conditions of the
// guards around it, the bounds of the loops around it) exactly, for every
// point of the space of (block id, thread id, loop iterations) they depend
// on. Variables the op does not depend on are not enumerated: they multiply
// the count by their extent. Evaluation rather than matching one syntactic
// form is what makes a guard written as `bid * bdim + tid < N`, as
// `affine.apply` and `cmpi ult`, or as nested 2-D row/column guards all count
// the same (docs/model.md, section 5).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_COSTMODELS_GPU_KERNELSPACE_H
#define ROOFLINE_LIB_COSTMODELS_GPU_KERNELSPACE_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace roofline {

/// What is known about a kernel body before it runs: the launch geometry
/// and the values fixed by the launch (kernel arguments bound to host
/// constants, the ids and sizes of an inline gpu.launch).
struct KernelLaunchContext {
  std::array<int64_t, 3> grid = {1, 1, 1}, block = {1, 1, 1};
  /// The op whose region is the kernel body (gpu.func or gpu.launch).
  mlir::Operation *kernelOp = nullptr;
  /// Values with a fixed integer value (constants bound to arguments, grid
  /// and block sizes of gpu.launch).
  llvm::DenseMap<mlir::Value, int64_t> known;
  /// Block arguments of gpu.launch that are the block and thread ids
  /// (dimension 0-2 = x y z); empty for gpu.func, whose ids are ops.
  std::array<mlir::Value, 3> blockIds, threadIds;
  /// Threads per subgroup (warp, wavefront): the device's, from
  /// CostOptions::subgroupSize (32 on NVIDIA, 64 on AMD Instinct).
  int64_t subgroupSize = 32;
  /// Set for a loop nest on the host (HostLoopInterfaceImpl.cpp): the body
  /// is the nest, `kernelOp` its parent, and memref.alloc makes a heap
  /// buffer (global memory), not thread-local storage.
  bool host = false;
};

/// Whether a launch of `grid` blocks of `block` threads has a size that
/// fits 64 bits: the product of its six sizes, a zero size counted as one,
/// so that every partial product (blocks, threads per block, the ids a
/// query does not enumerate, KernelLaunchInfo::totalThreads()) fits too.
/// The launch models reject a launch that does not; a query on one fails.
bool launchSizeFits(const std::array<int64_t, 3> &grid,
                    const std::array<int64_t, 3> &block);

/// Counts of one op's executions.
struct InstanceCount {
  /// (thread, loop iteration) instances that execute the op.
  int64_t instances = 0;
  /// Distinct threads that execute it at least once.
  int64_t threads = 0;
  /// Distinct assignments of the ids and loops the query enumerated (those
  /// its guards and loop bounds read) under which it executes.
  int64_t points = 0;
};

/// Enumerates the instances of ops of one kernel body.
class KernelSpace {
public:
  /// At most this many points are evaluated for one query; beyond it a query
  /// fails with a reason rather than take minutes.
  static constexpr int64_t kDefaultBudget = int64_t(1) << 25;

  explicit KernelSpace(const KernelLaunchContext &context) : ctx(context) {}

  /// Counts the executions of `op`. Fails with `reason` when a guard or loop
  /// bound around it depends on something that cannot be evaluated (data
  /// loaded from memory, a dynamic size) or the space is too large.
  llvm::FailureOr<InstanceCount> count(mlir::Operation *op,
                                       std::string &reason);

  /// Calls `fn` once per distinct combination of the values of `values` over
  /// the instances of `op` that depend on them, with the number of instances
  /// sharing that combination. Fails like count().
  llvm::LogicalResult
  enumerate(mlir::Operation *op, llvm::ArrayRef<mlir::Value> values,
            llvm::function_ref<void(llvm::ArrayRef<int64_t>, int64_t)> fn,
            std::string &reason, int64_t budget = kDefaultBudget);

  /// The number of distinct assignments of the ids `ids` (0-5: block x y z,
  /// thread x y z) and of the induction variables `loopIVs` of loops around
  /// `op` for which every guard around `op` holds. Fails when a guard or a
  /// loop bound depends on another id or loop (its points would then not be
  /// determined by these alone).
  llvm::FailureOr<int64_t> countPoints(mlir::Operation *op,
                                       llvm::ArrayRef<unsigned> ids,
                                       llvm::ArrayRef<mlir::Value> loopIVs,
                                       std::string &reason);
  const KernelLaunchContext &getContext() const { return ctx; }

private:
  const KernelLaunchContext &ctx;
  llvm::DenseMap<mlir::Block *, InstanceCount> blockCounts;
  llvm::DenseMap<mlir::Block *, std::vector<const void *>> blockSignatures;
};

} // namespace roofline

#endif // ROOFLINE_LIB_COSTMODELS_GPU_KERNELSPACE_H
