//===- KernelCoster.h - The cost of one kernel body -------------*- C++ -*-===//
//
// Private to lib/CostModels/GPU. Costs one kernel body under one launch: its
// per-thread work times the threads that run it, counted exactly by
// KernelSpace through guards and loops (docs/model.md, section 5):
//
//   FLOPs        = sum over float ops of  FLOPs(op) x instances(op)
//                  (vector ops x elements; mma ops 2 m n k per subgroup)
//   issued bytes = sum over global accesses of bytes x instances
//   unique bytes = distinct global elements read + distinct written
//                  (x element bytes), enumerated address by address
//   shared bytes = sum over workgroup-memory accesses of bytes x instances
//
// The DRAM figure of the verdict is the unique footprint (each byte moved
// at least once: a lower bound); the issued bytes (an upper bound, caches
// may serve repeats) are the L2 figure, and issued plus shared bytes the
// L1/shared figure.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_COSTMODELS_GPU_KERNELCOSTER_H
#define ROOFLINE_LIB_COSTMODELS_GPU_KERNELCOSTER_H

#include "KernelAccess.h"
#include "KernelSpace.h"

#include "roofline/Model/OpCost.h"

#include "mlir/IR/Region.h"
#include "mlir/IR/Visitors.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace roofline {

struct PayloadCounts;

/// Costs one kernel body under one launch.
class KernelCoster {
public:
  KernelCoster(KernelLaunchContext &ctx, const CostOptions &options)
      : ctx(ctx), space(ctx), options(options) {}

  /// Maps a root buffer value seen in the kernel to what the launch passes
  /// (the host value and operand number for gpu.launch_func).
  llvm::DenseMap<mlir::Value, std::pair<mlir::Value, unsigned>> argToOperand;

  /// Costs `body` into `cost` (with `cost.kernel` set); failure names the op
  /// the model cannot count and why.
  mlir::LogicalResult run(mlir::Region &body, OpCost &cost,
                          std::string &reason);
  /// Costs the op `nest` (a loop nest on the host, whose parent is
  /// `ctx.kernelOp`) and what it holds, like run().
  mlir::LogicalResult runNest(mlir::Operation *nest, OpCost &cost,
                              std::string &reason);

private:
  /// The buffer a view ends in, and its address space.
  struct Root {
    mlir::Value key;
    Space space = Space::Global;
  };
  /// A global access whose distinct elements are counted after the walk.
  struct PendingAccess {
    mlir::Operation *op;
    Access access;
    mlir::Value key;
    int64_t executions;
  };
  using PatternKey = std::vector<const void *>;
  /// An access's linear element address from its indices (the first values)
  /// and the dynamic offsets and strides of the views it goes through.
  using AddressFn =
      std::function<int64_t(llvm::ArrayRef<int64_t>, llvm::ArrayRef<int64_t>)>;

  // Step 1 (countWork): the walk over the body, op by op.
  bool addShared(mlir::Type type);
  mlir::LogicalResult runOn(mlir::Region *body, mlir::Operation *nest,
                            OpCost &cost, std::string &reason);
  mlir::LogicalResult countWork(mlir::Region *body, mlir::Operation *nest,
                                std::string &reason);
  mlir::WalkResult visit(mlir::Operation *op, std::string &reason);
  mlir::WalkResult countArithmetic(mlir::Operation *op, PayloadCounts &c,
                                   int64_t per, int64_t instances, bool reduce,
                                   std::string &reason);
  mlir::WalkResult countMma(mlir::Operation *op, const MmaWork &mma,
                            int64_t instances, std::string &reason);
  mlir::WalkResult collectAccess(mlir::Operation *op, const Access &access,
                                 int64_t instances, std::string &reason);

  // Step 2 (uniqueFootprints): the distinct elements of each global buffer.
  void uniqueFootprints();
  void enumerateAccess(const PendingAccess &p, BufferFootprint &fp, bool doRead,
                       bool doWrite);
  template <typename OnAddress>
  bool enumerateAddresses(const PendingAccess &p, OnAddress &&onAddress,
                          std::string &why);

  // Step 3 (finishCost): the figures of the OpCost.
  mlir::LogicalResult recordFootprints(OpCost &cost, int64_t &unique);
  void finishCost(OpCost &cost, int64_t unique);

  Root getRoot(mlir::Value memref);
  /// Translates indices into the root buffer's linear element address;
  /// the returned values must be enumerated with it.
  bool addressRecipe(mlir::Value memref,
                     llvm::SmallVectorImpl<mlir::Value> &values, AddressFn &fn);
  /// Distinct elements of an access without enumerating its addresses,
  /// when its address is affine and injective (KernelAffine.h).
  std::optional<int64_t> fastDistinct(mlir::Operation *op, const Access &a);

  KernelLaunchContext &ctx;
  KernelSpace space;
  const CostOptions &options;

  /// What the walk adds up.
  struct Work {
    int64_t flops = 0, transcendentals = 0, weighted = 0, intOps = 0;
    int64_t tcFlops = 0, vectorFlops = 0;
    std::optional<ComputeClass> tcClass;
    mlir::Type widestFloat;
    int64_t sharedBytes = 0, issuedGlobal = 0;
  };
  Work work;
  KernelLaunchInfo info;
  llvm::MapVector<mlir::Value, BufferFootprint> buffers;
  std::vector<PendingAccess> pending;
  /// Enumerated address patterns, shared by same-shaped buffers.
  std::map<PatternKey, llvm::BitVector> patterns;
  llvm::SmallVector<std::string, 2> notes;
};

} // namespace roofline

#endif // ROOFLINE_LIB_COSTMODELS_GPU_KERNELCOSTER_H
