//===- KernelAccess.h - What one op of a kernel body does -------*- C++ -*-===//
//
// Private to lib/CostModels/GPU. The per-op tables of the kernel cost model,
// before any counting: which memory an op accesses and how (getAccess), the
// tensor-core work of an mma op (getMmaWork), and which ops cost nothing
// (isFreeInKernel). KernelCoster multiplies these by the op's instances
// (docs/model.md, sections 5.2 and 5.3).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_COSTMODELS_GPU_KERNELACCESS_H
#define ROOFLINE_LIB_COSTMODELS_GPU_KERNELACCESS_H

#include "roofline/Model/OpCost.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"

#include <cstdint>
#include <optional>

namespace roofline {

/// Where a kernel's buffer lives: global memory (kernel arguments, buffers
/// a gpu.launch captures), workgroup (shared) memory, or private memory
/// (registers, local memory).
enum class Space { Global, Shared, Private };

/// The distinct elements of one global buffer read and written.
struct BufferFootprint {
  unsigned elementBits = 0;
  int64_t size = 0; ///< elements addressable from the root (0: unknown)
  std::optional<unsigned> launchOperand;
  llvm::BitVector readBits, writeBits;
  llvm::DenseSet<int64_t> readSet, writeSet;
  /// Distinct elements found without enumeration (one injective affine
  /// pattern), when found.
  std::optional<int64_t> fastRead, fastWrite;
  /// Issued elements standing in where enumeration failed (saturating at
  /// INT64_MAX rather than wrapping).
  int64_t approxRead = 0, approxWrite = 0;

  /// Records one element address read or written; addresses outside the
  /// buffer (masked or out-of-bounds lanes) move nothing.
  void insert(int64_t addr, bool write) {
    if (addr < 0 || (size > 0 && addr >= size))
      return;
    if (size > 0 && size <= (int64_t(1) << 30)) {
      llvm::BitVector &bits = write ? writeBits : readBits;
      if (bits.empty())
        bits.resize(size);
      bits.set(addr);
    } else {
      (write ? writeSet : readSet).insert(addr);
    }
  }
  /// Distinct elements read (or written), clamped to the buffer's size;
  /// INT64_MAX when the elements standing in overflow 64 bits.
  int64_t distinct(bool write) const;
};

/// One memory access of a kernel: which buffer, which indices, how many
/// elements per execution, and whether one thread or a subgroup executes it.
struct Access {
  mlir::Operation *op;
  mlir::Value memref;
  llvm::SmallVector<mlir::Value, 4> indices;
  bool write = false, read = false;
  /// Element offsets per execution, added to the trailing indices (a vector
  /// or an mma fragment); one zero offset for scalar accesses.
  llvm::SmallVector<llvm::SmallVector<int64_t, 2>, 4> offsets;
  int64_t elementsPerExecution = 1;
  /// Threads that execute it together (1, a subgroup, a warpgroup).
  int64_t threadsPerExecution = 1;
  /// Set when an element's offset (an mma fragment's rows times its
  /// leading dimension) overflows 64 bits; `offsets` is then incomplete.
  bool offsetsOverflow = false;
};

/// Describes the memory access `op` performs (memref.load/store/atomics,
/// vector.load/store/transfer_read/write on memrefs, affine.load/store and
/// affine.vector_load/store whose map results are their operands,
/// gpu.subgroup_mma_load/store_matrix), if it is one. A subgroup op is
/// executed by `subgroupSize` threads together (the device's
/// subgroup_size).
std::optional<Access> getAccess(mlir::Operation *op, int64_t subgroupSize);

/// FLOPs of a tensor-core op per execution, its compute class and how many
/// threads execute it together.
struct MmaWork {
  int64_t flops = 0;
  ComputeClass cls = ComputeClass::FP16_TC;
  int64_t threadsPerExecution = 32;
  /// Set when 2 m n k overflows 64 bits (`flops` is then meaningless).
  bool overflows = false;
};

/// The work of a tensor-core op (gpu.subgroup_mma_compute, nvgpu.mma.sync
/// and mma.sp.sync, nvgpu.warpgroup.mma, nvvm.mma.sync,
/// nvvm.wgmma.mma_async); none when `op` is not one. The class comes from
/// the A operand's type (f32 counts as tf32_tc when `allowTF32`). A
/// gpu.subgroup_mma_compute is executed by `subgroupSize` threads together;
/// the NVIDIA ops by a warp of 32 or a warpgroup of 128.
std::optional<MmaWork> getMmaWork(mlir::Operation *op, bool allowTF32,
                                  int64_t subgroupSize);

/// Ops that cost nothing in a kernel: ids, control, views, allocations,
/// register moves and synchronization.
bool isFreeInKernel(mlir::Operation *op);

/// The arithmetic of one execution of a vector op whose work is not one
/// scalar op per result lane: vector.fma (2 per lane), vector.reduction
/// (lanes - 1 combines, plus one with an accumulator),
/// vector.multi_reduction (one combine per source element),
/// vector.contract (2 per point of its iteration space) and
/// vector.outerproduct (a product per result element, plus an add with an
/// accumulator). Float work is FLOPs, integer work integer ops.
struct VectorWork {
  int64_t flops = 0, intOps = 0;
  mlir::Type floatType; ///< null for integer work
};
/// The work of `op` when it is one of those vector ops; none otherwise (or
/// when a contraction's size overflows 64 bits).
std::optional<VectorWork> getVectorWork(mlir::Operation *op);

/// Elements an op computes at once: those of its first vector result (or
/// operand), 1 for scalar ops.
int64_t vectorElements(mlir::Operation *op);

} // namespace roofline

#endif // ROOFLINE_LIB_COSTMODELS_GPU_KERNELACCESS_H
