//===- KernelAccess.cpp - What one op of a kernel body does ---------------===//
//
// The access, mma and free-op tables of the kernel cost model
// (KernelAccess.h).
//
//===----------------------------------------------------------------------===//

#include "KernelAccess.h"

#include "CostModelUtils.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace roofline;

int64_t BufferFootprint::distinct(bool write) const {
  const std::optional<int64_t> &fast = write ? fastWrite : fastRead;
  if (fast && (write ? writeBits.empty() && writeSet.empty()
                     : readBits.empty() && readSet.empty()))
    return size > 0 ? std::min(*fast, size) : *fast;
  int64_t exact =
      write ? (writeBits.empty() ? writeSet.size() : writeBits.count())
            : (readBits.empty() ? readSet.size() : readBits.count());
  int64_t n;
  if (!checkedAdd(exact, write ? approxWrite : approxRead, n))
    n = INT64_MAX;
  return size > 0 ? std::min(n, size) : n;
}

//===----------------------------------------------------------------------===//
// Accesses
//===----------------------------------------------------------------------===//

namespace {

/// Offsets of every element of a `shape` block laid over the trailing dims.
void blockOffsets(llvm::ArrayRef<int64_t> shape, unsigned rank,
                  llvm::SmallVectorImpl<llvm::SmallVector<int64_t, 2>> &out) {
  int64_t n = 1;
  for (int64_t s : shape)
    n *= s;
  for (int64_t i = 0; i < n; ++i) {
    llvm::SmallVector<int64_t, 2> off(rank, 0);
    int64_t rem = i;
    for (int d = shape.size() - 1; d >= 0; --d) {
      unsigned md = rank - shape.size() + d;
      off[md] = rem % shape[d];
      rem /= shape[d];
    }
    out.push_back(off);
  }
}

/// An access of `op` to `memref` at `indices`, without its offsets yet.
Access startAccess(Operation *op, Value memref, ValueRange indices,
                   bool write) {
  Access a;
  a.op = op;
  a.memref = memref;
  a.indices.assign(indices.begin(), indices.end());
  a.write = write;
  a.read = !write;
  return a;
}

/// One element at the indices (memref.load/store); atomics also read.
Access scalarAccess(Operation *op, Value memref, ValueRange indices, bool write,
                    bool alsoRead = false) {
  Access a = startAccess(op, memref, indices, write);
  a.read |= alsoRead;
  a.offsets.push_back(llvm::SmallVector<int64_t, 2>(indices.size(), 0));
  return a;
}

/// A vector of `vt` from the indices on: along the trailing dims, or, with a
/// permutation or broadcast map `perm`, vector dim k along memref dim
/// perm(k).
Access vectorAccess(Operation *op, Value memref, ValueRange indices,
                    VectorType vt, bool write, AffineMap perm) {
  Access a = startAccess(op, memref, indices, write);
  unsigned rank = indices.size();
  a.elementsPerExecution = vt.getNumElements();
  if (!perm || perm.isMinorIdentity()) {
    blockOffsets(vt.getShape(), rank, a.offsets);
    return a;
  }
  for (int64_t i = 0, n = vt.getNumElements(); i < n; ++i) {
    llvm::SmallVector<int64_t, 2> off(rank, 0);
    int64_t rem = i;
    for (int d = vt.getRank() - 1; d >= 0; --d) {
      int64_t v = rem % vt.getDimSize(d);
      rem /= vt.getDimSize(d);
      if (auto dim = dyn_cast<AffineDimExpr>(perm.getResult(d)))
        off[dim.getPosition()] += v;
    }
    a.offsets.push_back(off);
  }
  return a;
}

/// An mma fragment of type `t` that a subgroup loads or stores together,
/// `lead` elements between its rows.
Access mmaFragmentAccess(Operation *op, Value memref, ValueRange indices,
                         gpu::MMAMatrixType t, int64_t lead, bool transpose,
                         bool write, int64_t subgroupSize) {
  Access a = startAccess(op, memref, indices, write);
  // A subgroup (32 threads on NVIDIA, 64 on AMD Instinct) executes it
  // together.
  a.threadsPerExecution = subgroupSize;
  int64_t rows = t.getShape()[0], cols = t.getShape()[1];
  if (transpose)
    std::swap(rows, cols);
  a.elementsPerExecution = rows * cols;
  // Row r of the fragment starts r x leadDimension elements further (the
  // leading dimension is in elements of the linearised buffer), expressed
  // as an offset on the last index.
  unsigned rank = indices.size();
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c) {
      llvm::SmallVector<int64_t, 2> off(rank, 0);
      int64_t rowStart;
      if (!checkedMul(r, lead, rowStart) ||
          !checkedAdd(rowStart, c, off[rank - 1])) {
        a.offsetsOverflow = true;
        return a;
      }
      a.offsets.push_back(off);
    }
  return a;
}

/// The indices of an affine access whose map's results are each one of its
/// operands (`%a[%i, %j]`, the form affine loops of loads and stores take);
/// false for any other map (a sum, a constant), which the model has no
/// value to enumerate for.
bool affineIndices(AffineMap map, ValueRange operands,
                   llvm::SmallVectorImpl<Value> &indices) {
  for (AffineExpr e : map.getResults()) {
    if (auto d = dyn_cast<AffineDimExpr>(e))
      indices.push_back(operands[d.getPosition()]);
    else if (auto s = dyn_cast<AffineSymbolExpr>(e))
      indices.push_back(operands[map.getNumDims() + s.getPosition()]);
    else
      return false;
  }
  return true;
}

} // namespace

std::optional<Access> roofline::getAccess(Operation *op,
                                          int64_t subgroupSize) {
  using Result = std::optional<Access>;
  return llvm::TypeSwitch<Operation *, Result>(op)
      .Case([&](memref::LoadOp l) {
        return scalarAccess(op, l.getMemRef(), l.getIndices(), false);
      })
      .Case([&](memref::StoreOp s) {
        return scalarAccess(op, s.getMemRef(), s.getIndices(), true);
      })
      .Case([&](memref::AtomicRMWOp r) {
        return scalarAccess(op, r.getMemref(), r.getIndices(), true, true);
      })
      .Case([&](memref::GenericAtomicRMWOp r) {
        return scalarAccess(op, r.getMemref(), r.getIndices(), true, true);
      })
      .Case([&](affine::AffineLoadOp l) -> Result {
        llvm::SmallVector<Value, 4> idx;
        if (!affineIndices(l.getAffineMap(), l.getMapOperands(), idx))
          return std::nullopt;
        return scalarAccess(op, l.getMemRef(), idx, false);
      })
      .Case([&](affine::AffineStoreOp s) -> Result {
        llvm::SmallVector<Value, 4> idx;
        if (!affineIndices(s.getAffineMap(), s.getMapOperands(), idx))
          return std::nullopt;
        return scalarAccess(op, s.getMemRef(), idx, true);
      })
      .Case([&](affine::AffineVectorLoadOp l) -> Result {
        llvm::SmallVector<Value, 4> idx;
        if (!affineIndices(l.getAffineMap(), l.getMapOperands(), idx))
          return std::nullopt;
        return vectorAccess(op, l.getMemRef(), idx, l.getVectorType(), false,
                            {});
      })
      .Case([&](affine::AffineVectorStoreOp s) -> Result {
        llvm::SmallVector<Value, 4> idx;
        if (!affineIndices(s.getAffineMap(), s.getMapOperands(), idx))
          return std::nullopt;
        return vectorAccess(op, s.getMemRef(), idx, s.getVectorType(), true,
                            {});
      })
      .Case([&](vector::LoadOp l) {
        return vectorAccess(op, l.getBase(), l.getIndices(), l.getVectorType(),
                            false, {});
      })
      .Case([&](vector::StoreOp s) {
        return vectorAccess(op, s.getBase(), s.getIndices(), s.getVectorType(),
                            true, {});
      })
      .Case([&](vector::TransferReadOp r) -> Result {
        if (!isa<MemRefType>(r.getBase().getType()))
          return std::nullopt; // on a tensor: no memory access
        return vectorAccess(op, r.getBase(), r.getIndices(), r.getVectorType(),
                            false, r.getPermutationMap());
      })
      .Case([&](vector::TransferWriteOp w) -> Result {
        if (!isa<MemRefType>(w.getBase().getType()))
          return std::nullopt;
        return vectorAccess(op, w.getBase(), w.getIndices(), w.getVectorType(),
                            true, w.getPermutationMap());
      })
      .Case([&](gpu::SubgroupMmaLoadMatrixOp l) {
        return mmaFragmentAccess(op, l.getSrcMemref(), l.getIndices(),
                                 cast<gpu::MMAMatrixType>(l.getRes().getType()),
                                 l.getLeadDimension().getSExtValue(),
                                 l.getTranspose().value_or(false), false,
                                 subgroupSize);
      })
      .Case([&](gpu::SubgroupMmaStoreMatrixOp s) {
        return mmaFragmentAccess(op, s.getDstMemref(), s.getIndices(),
                                 cast<gpu::MMAMatrixType>(s.getSrc().getType()),
                                 s.getLeadDimension().getSExtValue(),
                                 s.getTranspose().value_or(false), true,
                                 subgroupSize);
      })
      .Default([](Operation *) { return std::nullopt; });
}

//===----------------------------------------------------------------------===//
// Tensor-core ops
//===----------------------------------------------------------------------===//

namespace {

/// The class of f32 multiplicands, and of types without a tensor-core class
/// of their own (s32, b1, the fp6/fp4 types): tf32 when allowed, else the
/// FP32 units.
ComputeClass fp32Class(bool allowTF32) {
  return allowTF32 ? ComputeClass::TF32_TC : ComputeClass::FP32;
}

/// The class of an nvvm.mma.sync multiplicand's PTX type.
ComputeClass classOf(NVVM::MMATypes t, bool allowTF32) {
  switch (t) {
  case NVVM::MMATypes::f16:
    return ComputeClass::FP16_TC;
  case NVVM::MMATypes::bf16:
    return ComputeClass::BF16_TC;
  case NVVM::MMATypes::tf32:
    return ComputeClass::TF32_TC;
  case NVVM::MMATypes::e4m3:
  case NVVM::MMATypes::e5m2:
    return ComputeClass::FP8_TC;
  case NVVM::MMATypes::s8:
  case NVVM::MMATypes::u8:
  case NVVM::MMATypes::s4:
  case NVVM::MMATypes::u4:
    return ComputeClass::INT8_TC;
  case NVVM::MMATypes::f64:
    return ComputeClass::FP64_TC;
  case NVVM::MMATypes::f32:
  case NVVM::MMATypes::s32:
  case NVVM::MMATypes::b1:
  case NVVM::MMATypes::e3m2:
  case NVVM::MMATypes::e2m3:
  case NVVM::MMATypes::e2m1:
    break;
  }
  return fp32Class(allowTF32);
}

/// The class of an nvvm.wgmma.mma_async multiplicand's type.
ComputeClass classOf(NVVM::WGMMATypes t, bool allowTF32) {
  switch (t) {
  case NVVM::WGMMATypes::f16:
    return ComputeClass::FP16_TC;
  case NVVM::WGMMATypes::bf16:
    return ComputeClass::BF16_TC;
  case NVVM::WGMMATypes::tf32:
    return ComputeClass::TF32_TC;
  case NVVM::WGMMATypes::e4m3:
  case NVVM::WGMMATypes::e5m2:
    return ComputeClass::FP8_TC;
  case NVVM::WGMMATypes::s8:
  case NVVM::WGMMATypes::u8:
    return ComputeClass::INT8_TC;
  case NVVM::WGMMATypes::f32:
  case NVVM::WGMMATypes::s32:
  case NVVM::WGMMATypes::b1:
    break;
  }
  return fp32Class(allowTF32);
}

/// The class of an NVVM mma op that does not name its A type, from the
/// element type of its first operand. Packed registers (i32 holding bf16,
/// tf32 or integer lanes) do not say what they hold: the parser names the
/// type for those, so only f16, f64 (and bf16, tf32 written as such) reach
/// here with a class of their own.
ComputeClass classOfElement(Type t, bool allowTF32) {
  return llvm::TypeSwitch<Type, ComputeClass>(t)
      .Case<BFloat16Type>([](auto) { return ComputeClass::BF16_TC; })
      .Case<FloatTF32Type>([](auto) { return ComputeClass::TF32_TC; })
      .Case<Float16Type>([](auto) { return ComputeClass::FP16_TC; })
      .Case<Float64Type>([](auto) { return ComputeClass::FP64_TC; })
      .Default([&](Type) { return fp32Class(allowTF32); });
}

/// 2 m n k FLOPs of an mma of shape m x n x k.
MmaWork mmaOfShape(int64_t m, int64_t n, int64_t k, ComputeClass cls,
                   int64_t threadsPerExecution) {
  MmaWork w;
  w.overflows = !checkedProduct({2, m, n, k}, w.flops);
  w.cls = cls;
  w.threadsPerExecution = threadsPerExecution;
  return w;
}

/// nvgpu.mma.sync and nvgpu.mma.sp.sync: m n k from `mmaShape`, the class
/// from the A operand's element type (f32 is tf32 when `tf32Enabled`, else
/// the FP32 units).
template <typename NVGPUMmaOp>
std::optional<MmaWork> getNVGPUMmaWork(NVGPUMmaOp mma) {
  ArrayAttr shape = mma.getMmaShape();
  if (!shape || shape.size() != 3)
    return std::nullopt;
  int64_t mnk[3];
  for (auto [i, d] : llvm::enumerate(shape))
    mnk[i] = cast<IntegerAttr>(d).getInt();
  Type elt = getElementTypeOrSelf(mma.getMatrixA().getType());
  ComputeClass cls = mma.getTf32EnabledAttr()
                         ? ComputeClass::TF32_TC
                         : getContractionClass(elt, /*allowTF32=*/true);
  return mmaOfShape(mnk[0], mnk[1], mnk[2], cls, 32);
}

/// nvvm.mma.sync (one subgroup) and nvvm.wgmma.mma_async (one warpgroup):
/// m n k from `shape`, the class from the A type the op names, else from
/// its first operand's element type.
template <typename NVVMMmaOp>
std::optional<MmaWork> getNVVMMmaWork(NVVMMmaOp mma, bool allowTF32,
                                      int64_t threadsPerExecution) {
  NVVM::MMAShapeAttr shape = mma.getShapeAttr();
  if (!shape)
    return std::nullopt;
  ComputeClass cls = classOfElement(
      getElementTypeOrSelf(mma->getOperand(0).getType()), allowTF32);
  if constexpr (std::is_same_v<NVVMMmaOp, NVVM::MmaOp>) {
    if (std::optional<NVVM::MMATypes> a = mma.getMultiplicandAPtxType())
      cls = classOf(*a, allowTF32);
  } else {
    if (NVVM::WGMMATypesAttr a = mma.getTypeAAttr())
      cls = classOf(a.getValue(), allowTF32);
  }
  return mmaOfShape(shape.getM(), shape.getN(), shape.getK(), cls,
                    threadsPerExecution);
}

} // namespace

std::optional<MmaWork> roofline::getMmaWork(Operation *op, bool allowTF32,
                                            int64_t subgroupSize) {
  using Result = std::optional<MmaWork>;
  return llvm::TypeSwitch<Operation *, Result>(op)
      .Case([&](gpu::SubgroupMmaComputeOp c) {
        auto a = cast<gpu::MMAMatrixType>(c.getOpA().getType());
        auto b = cast<gpu::MMAMatrixType>(c.getOpB().getType());
        return mmaOfShape(a.getShape()[0], b.getShape()[1], a.getShape()[1],
                          getContractionClass(a.getElementType(), allowTF32),
                          subgroupSize);
      })
      // The NVIDIA instructions keep their own widths: a warp of 32, a
      // warpgroup of 128.
      .Case<nvgpu::MmaSyncOp, nvgpu::MmaSparseSyncOp>(
          [](auto mma) { return getNVGPUMmaWork(mma); })
      .Case([&](NVVM::MmaOp mma) { return getNVVMMmaWork(mma, allowTF32, 32); })
      .Case([&](NVVM::WgmmaMmaAsyncOp mma) {
        return getNVVMMmaWork(mma, allowTF32, 128);
      })
      .Case([&](nvgpu::WarpgroupMmaOp mma) {
        auto a = mma.getDescriptorA().getType().getTensor();
        auto b = mma.getDescriptorB().getType().getTensor();
        return mmaOfShape(a.getDimSize(0), b.getDimSize(1), a.getDimSize(1),
                          getContractionClass(a.getElementType(), allowTF32),
                          128);
      })
      .Default([](Operation *) { return std::nullopt; });
}

//===----------------------------------------------------------------------===//
// Free ops and vector widths
//===----------------------------------------------------------------------===//

bool roofline::isFreeInKernel(Operation *op) {
  if (isa<gpu::ThreadIdOp, gpu::BlockIdOp, gpu::BlockDimOp, gpu::GridDimOp,
          gpu::GlobalIdOp, gpu::LaneIdOp, gpu::SubgroupIdOp,
          gpu::SubgroupSizeOp, gpu::NumSubgroupsOp, gpu::BarrierOp,
          gpu::ReturnOp, gpu::TerminatorOp, gpu::YieldOp, gpu::ShuffleOp,
          gpu::PrintfOp, gpu::SubgroupMmaConstantMatrixOp,
          gpu::SubgroupMmaElementwiseOp>(op))
    return true;
  StringRef d = op->getName().getDialectNamespace();
  if (d == "scf" || d == "ub")
    return isa<scf::ForOp, scf::IfOp, scf::YieldOp, scf::ParallelOp,
               scf::ForallOp, scf::InParallelOp, scf::ReduceOp,
               scf::ReduceReturnOp, scf::ExecuteRegionOp>(op) ||
           d == "ub";
  if (isa<affine::AffineForOp, affine::AffineParallelOp, affine::AffineYieldOp,
          affine::AffineApplyOp,
          affine::AffineMinOp, affine::AffineMaxOp>(op))
    return true;
  if (d == "memref")
    return isa<ViewLikeOpInterface, memref::AllocOp, memref::AllocaOp,
               memref::DeallocOp, memref::DimOp, memref::AssumeAlignmentOp,
               memref::ExtractStridedMetadataOp, memref::GetGlobalOp>(op);
  if (d == "vector")
    return isa<vector::BroadcastOp, vector::ExtractOp, vector::InsertOp,
               vector::ShapeCastOp, vector::TransposeOp,
               vector::ExtractStridedSliceOp, vector::InsertStridedSliceOp,
               vector::BitCastOp, vector::FromElementsOp, vector::StepOp,
               vector::YieldOp, vector::ShuffleOp>(op);
  if (d == "nvgpu")
    return isa<nvgpu::DeviceAsyncCreateGroupOp, nvgpu::DeviceAsyncWaitOp>(op);
  return false;
}

std::optional<VectorWork> roofline::getVectorWork(Operation *op) {
  // combines = the scalar operations one execution performs.
  auto make = [](Type element, int64_t combines) {
    VectorWork w;
    (isa<FloatType>(element) ? w.flops : w.intOps) = combines;
    if (isa<FloatType>(element))
      w.floatType = element;
    return w;
  };
  return llvm::TypeSwitch<Operation *, std::optional<VectorWork>>(op)
      // A multiply and an add per lane.
      .Case([&](vector::FMAOp f) {
        VectorType t = f.getVectorType();
        return make(t.getElementType(), 2 * t.getNumElements());
      })
      // n lanes combine in n - 1 operations, plus one with the accumulator.
      .Case([&](vector::ReductionOp r) {
        VectorType t = r.getSourceVectorType();
        return make(t.getElementType(),
                    t.getNumElements() - 1 + (r.getAcc() ? 1 : 0));
      })
      // Every source element is combined into the accumulator once.
      .Case([&](vector::MultiDimReductionOp r) {
        VectorType t = r.getSourceVectorType();
        return make(t.getElementType(), t.getNumElements());
      })
      // A multiply and a combine per point of the iteration space.
      .Case([&](vector::ContractionOp c) -> std::optional<VectorWork> {
        llvm::SmallVector<int64_t, 4> bounds;
        c.getIterationBounds(bounds);
        int64_t points;
        if (!checkedProduct(bounds, points) || !checkedMul(points, 2, points))
          return std::nullopt;
        return make(getElementTypeOrSelf(c.getLhsType()), points);
      })
      // lhs x rhs products (lhs lanes for the AXPY form), each also added
      // to the accumulator when there is one.
      .Case([&](vector::OuterProductOp o) {
        VectorType r = o.getResultVectorType();
        int64_t per = o.getAcc() ? 2 : 1;
        return make(r.getElementType(), per * r.getNumElements());
      })
      .Default([](Operation *) { return std::nullopt; });
}

int64_t roofline::vectorElements(Operation *op) {
  for (Type t : op->getResultTypes())
    if (auto vt = dyn_cast<VectorType>(t))
      return vt.getNumElements();
  for (Type t : op->getOperandTypes())
    if (auto vt = dyn_cast<VectorType>(t))
      return vt.getNumElements();
  return 1;
}
