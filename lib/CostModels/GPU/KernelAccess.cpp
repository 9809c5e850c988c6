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
  int64_t n = exact + (write ? approxWrite : approxRead);
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
                         bool write) {
  Access a = startAccess(op, memref, indices, write);
  a.threadsPerExecution = 32; // a subgroup executes it together
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
      off[rank - 1] = r * lead + c;
      a.offsets.push_back(off);
    }
  return a;
}

} // namespace

std::optional<Access> roofline::getAccess(Operation *op) {
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
                                 l.getTranspose().value_or(false), false);
      })
      .Case([&](gpu::SubgroupMmaStoreMatrixOp s) {
        return mmaFragmentAccess(op, s.getDstMemref(), s.getIndices(),
                                 cast<gpu::MMAMatrixType>(s.getSrc().getType()),
                                 s.getLeadDimension().getSExtValue(),
                                 s.getTranspose().value_or(false), true);
      })
      .Default([](Operation *) { return std::nullopt; });
}

//===----------------------------------------------------------------------===//
// Tensor-core ops
//===----------------------------------------------------------------------===//

namespace {

ComputeClass classFromText(llvm::StringRef t, bool allowTF32) {
  if (t.contains("bf16"))
    return ComputeClass::BF16_TC;
  if (t.contains("tf32"))
    return ComputeClass::TF32_TC;
  if (t.contains("f16"))
    return ComputeClass::FP16_TC;
  if (t.contains("e4m3") || t.contains("e5m2"))
    return ComputeClass::FP8_TC;
  if (t.contains("s8") || t.contains("u8") || t.contains("s4") ||
      t.contains("u4"))
    return ComputeClass::INT8_TC;
  if (t.contains("f64"))
    return ComputeClass::FP64_TC;
  return allowTF32 ? ComputeClass::TF32_TC : ComputeClass::FP32;
}

std::string attrText(Attribute a) {
  std::string s;
  if (a) {
    llvm::raw_string_ostream os(s);
    a.print(os);
  }
  return s;
}

} // namespace

std::optional<MmaWork> roofline::getMmaWork(Operation *op, bool allowTF32) {
  MmaWork w;
  if (auto c = dyn_cast<gpu::SubgroupMmaComputeOp>(op)) {
    auto a = cast<gpu::MMAMatrixType>(c.getOpA().getType());
    auto b = cast<gpu::MMAMatrixType>(c.getOpB().getType());
    int64_t m = a.getShape()[0], k = a.getShape()[1], n = b.getShape()[1];
    w.flops = 2 * m * n * k;
    w.cls = getContractionClass(a.getElementType(), allowTF32);
    return w;
  }
  StringRef name = op->getName().getStringRef();
  if (name == "nvgpu.mma.sync" || name == "nvgpu.mma.sp.sync") {
    auto shape = op->getAttrOfType<ArrayAttr>("mmaShape");
    if (!shape || shape.size() != 3)
      return std::nullopt;
    int64_t mnk = 1;
    for (Attribute d : shape)
      mnk *= cast<IntegerAttr>(d).getInt();
    w.flops = 2 * mnk;
    Type elt = getElementTypeOrSelf(op->getOperand(0).getType());
    w.cls = op->hasAttr("tf32Enabled")
                ? ComputeClass::TF32_TC
                : getContractionClass(elt, /*allowTF32=*/true);
    return w;
  }
  if (name == "nvvm.mma.sync" || name == "nvvm.wgmma.mma_async") {
    auto shape = dyn_cast_if_present<NVVM::MMAShapeAttr>(op->getAttr("shape"));
    if (!shape)
      return std::nullopt;
    w.flops = 2 * int64_t(shape.getM()) * shape.getN() * shape.getK();
    std::string t = attrText(op->getAttr(
        name == "nvvm.mma.sync" ? "multiplicandAPtxType" : "typeA"));
    if (t.empty())
      t = attrText(
          TypeAttr::get(getElementTypeOrSelf(op->getOperand(0).getType())));
    w.cls = classFromText(t, allowTF32);
    w.threadsPerExecution = name == "nvvm.mma.sync" ? 32 : 128;
    return w;
  }
  if (auto mma = dyn_cast<nvgpu::WarpgroupMmaOp>(op)) {
    auto a = mma.getDescriptorA().getType().getTensor();
    auto b = mma.getDescriptorB().getType().getTensor();
    int64_t m = a.getDimSize(0), k = a.getDimSize(1), n = b.getDimSize(1);
    w.flops = 2 * m * n * k;
    w.cls = getContractionClass(a.getElementType(), allowTF32);
    w.threadsPerExecution = 128;
    return w;
  }
  return std::nullopt;
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
  if (isa<affine::AffineForOp, affine::AffineYieldOp, affine::AffineApplyOp,
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

int64_t roofline::vectorElements(Operation *op) {
  for (Type t : op->getResultTypes())
    if (auto vt = dyn_cast<VectorType>(t))
      return vt.getNumElements();
  for (Type t : op->getOperandTypes())
    if (auto vt = dyn_cast<VectorType>(t))
      return vt.getNumElements();
  return 1;
}
