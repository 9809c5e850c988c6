//===- LaunchInterfaceImpl.cpp - Cost of GPU kernel launches -------------===//
//
// External models of RooflineCostOpInterface for gpu.launch_func (with its
// callee gpu.func) and the inline gpu.launch. A kernel's work is its
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

#include "CostModelUtils.h"
#include "KernelAffine.h"
#include "KernelSpace.h"

#include "roofline/CostModels/CostInterface.h"
#include "roofline/CostModels/Location.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/FormatVariadic.h"

#include <functional>
#include <map>
#include <set>

using namespace mlir;
using namespace roofline;

namespace {

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
  /// Issued elements standing in where enumeration failed.
  int64_t approxRead = 0, approxWrite = 0;

  void insert(int64_t addr, bool write) {
    if (addr < 0 || (size > 0 && addr >= size))
      return; // masked or out-of-bounds lanes move nothing
    if (size > 0 && size <= (int64_t(1) << 30)) {
      llvm::BitVector &bits = write ? writeBits : readBits;
      if (bits.empty())
        bits.resize(size);
      bits.set(addr);
    } else {
      (write ? writeSet : readSet).insert(addr);
    }
  }
  int64_t distinct(bool write) const {
    const std::optional<int64_t> &fast = write ? fastWrite : fastRead;
    if (fast && (write ? writeBits.empty() && writeSet.empty()
                       : readBits.empty() && readSet.empty()))
      return size > 0 ? std::min(*fast, size) : *fast;
    int64_t exact = write ? (writeBits.empty() ? writeSet.size()
                                               : writeBits.count())
                          : (readBits.empty() ? readSet.size()
                                              : readBits.count());
    int64_t n = exact + (write ? approxWrite : approxRead);
    return size > 0 ? std::min(n, size) : n;
  }
};

/// One memory access of a kernel: which buffer, which indices, how many
/// elements per execution, and whether one thread or a subgroup executes it.
struct Access {
  Operation *op;
  Value memref;
  llvm::SmallVector<Value, 4> indices;
  bool write = false, read = false;
  /// Element offsets per execution, added to the trailing indices (a vector
  /// or an mma fragment); one zero offset for scalar accesses.
  llvm::SmallVector<llvm::SmallVector<int64_t, 2>, 4> offsets;
  int64_t elementsPerExecution = 1;
  /// Threads that execute it together (1, a subgroup of 32, a warpgroup).
  int64_t threadsPerExecution = 1;
};

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

/// Describes the memory access `op` performs, if it is one.
std::optional<Access> getAccess(Operation *op) {
  Access a;
  a.op = op;
  auto scalar = [&](Value m, ValueRange idx, bool write) {
    a.memref = m;
    a.indices.assign(idx.begin(), idx.end());
    a.write = write;
    a.read = !write;
    a.offsets.push_back(llvm::SmallVector<int64_t, 2>(idx.size(), 0));
    return a;
  };
  if (auto l = dyn_cast<memref::LoadOp>(op))
    return scalar(l.getMemRef(), l.getIndices(), false);
  if (auto s = dyn_cast<memref::StoreOp>(op))
    return scalar(s.getMemRef(), s.getIndices(), true);
  if (auto r = dyn_cast<memref::AtomicRMWOp>(op)) {
    Access x = scalar(r.getMemref(), r.getIndices(), true);
    x.read = true;
    return x;
  }
  if (auto r = dyn_cast<memref::GenericAtomicRMWOp>(op)) {
    Access x = scalar(r.getMemref(), r.getIndices(), true);
    x.read = true;
    return x;
  }
  auto vectorAccess = [&](Value m, ValueRange idx, VectorType vt, bool write,
                          AffineMap perm) -> std::optional<Access> {
    a.memref = m;
    a.indices.assign(idx.begin(), idx.end());
    a.write = write;
    a.read = !write;
    unsigned rank = idx.size();
    a.elementsPerExecution = vt.getNumElements();
    if (!perm || perm.isMinorIdentity()) {
      blockOffsets(vt.getShape(), rank, a.offsets);
      return a;
    }
    // A permutation or broadcast: vector dim k walks memref dim perm(k).
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
  };
  if (auto l = dyn_cast<vector::LoadOp>(op))
    return vectorAccess(l.getBase(), l.getIndices(), l.getVectorType(), false,
                        {});
  if (auto s = dyn_cast<vector::StoreOp>(op))
    return vectorAccess(s.getBase(), s.getIndices(), s.getVectorType(), true,
                        {});
  if (auto r = dyn_cast<vector::TransferReadOp>(op)) {
    if (!isa<MemRefType>(r.getBase().getType()))
      return std::nullopt;
    return vectorAccess(r.getBase(), r.getIndices(), r.getVectorType(), false,
                        r.getPermutationMap());
  }
  if (auto w = dyn_cast<vector::TransferWriteOp>(op)) {
    if (!isa<MemRefType>(w.getBase().getType()))
      return std::nullopt;
    return vectorAccess(w.getBase(), w.getIndices(), w.getVectorType(), true,
                        w.getPermutationMap());
  }
  auto mmaFragment = [&](Value m, ValueRange idx, gpu::MMAMatrixType t,
                         int64_t lead, bool transpose, bool write) {
    a.memref = m;
    a.indices.assign(idx.begin(), idx.end());
    a.write = write;
    a.read = !write;
    a.threadsPerExecution = 32; // a subgroup executes it together
    int64_t rows = t.getShape()[0], cols = t.getShape()[1];
    if (transpose)
      std::swap(rows, cols);
    a.elementsPerExecution = rows * cols;
    // Row r of the fragment starts r x leadDimension elements further (the
    // leading dimension is in elements of the linearised buffer), expressed
    // as an offset on the last index.
    unsigned rank = idx.size();
    for (int64_t r = 0; r < rows; ++r)
      for (int64_t c = 0; c < cols; ++c) {
        llvm::SmallVector<int64_t, 2> off(rank, 0);
        off[rank - 1] = r * lead + c;
        a.offsets.push_back(off);
      }
    return a;
  };
  if (auto l = dyn_cast<gpu::SubgroupMmaLoadMatrixOp>(op))
    return mmaFragment(l.getSrcMemref(), l.getIndices(),
                       cast<gpu::MMAMatrixType>(l.getRes().getType()),
                       l.getLeadDimension().getSExtValue(),
                       l.getTranspose().value_or(false), false);
  if (auto s = dyn_cast<gpu::SubgroupMmaStoreMatrixOp>(op))
    return mmaFragment(s.getDstMemref(), s.getIndices(),
                       cast<gpu::MMAMatrixType>(s.getSrc().getType()),
                       s.getLeadDimension().getSExtValue(),
                       s.getTranspose().value_or(false), true);
  return std::nullopt;
}

/// FLOPs of a tensor-core op per execution, its compute class and how many
/// threads execute it together; none when `op` is not one.
struct MmaWork {
  int64_t flops = 0;
  ComputeClass cls = ComputeClass::FP16_TC;
  int64_t threadsPerExecution = 32;
};

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

std::optional<MmaWork> getMmaWork(Operation *op, bool allowTF32) {
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
      t = attrText(TypeAttr::get(
          getElementTypeOrSelf(op->getOperand(0).getType())));
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

/// Ops that cost nothing in a kernel: ids, control, views, allocations,
/// register moves and synchronization.
bool isFreeInKernel(Operation *op) {
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

int64_t vectorElements(Operation *op) {
  for (Type t : op->getResultTypes())
    if (auto vt = dyn_cast<VectorType>(t))
      return vt.getNumElements();
  for (Type t : op->getOperandTypes())
    if (auto vt = dyn_cast<VectorType>(t))
      return vt.getNumElements();
  return 1;
}

/// Costs one kernel body under one launch.
class KernelCoster {
public:
  KernelCoster(KernelLaunchContext &ctx, const CostOptions &options)
      : ctx(ctx), space(ctx), options(options) {}

  /// Maps a root buffer value seen in the kernel to what the launch passes
  /// (the host value and operand number for gpu.launch_func).
  llvm::DenseMap<Value, std::pair<Value, unsigned>> argToOperand;

  LogicalResult run(Region &body, OpCost &cost, std::string &reason);

private:
  struct Root {
    Value key;
    Space space = Space::Global;
  };
  Root getRoot(Value memref);
  /// Translates indices into the root buffer's linear element address;
  /// the returned values must be enumerated with it.
  bool addressRecipe(Value memref, llvm::SmallVectorImpl<Value> &values,
                     std::function<int64_t(llvm::ArrayRef<int64_t>,
                                           llvm::ArrayRef<int64_t>)> &fn);

  /// Distinct elements of an access without enumerating its addresses,
  /// when its address is affine and injective (KernelAffine.h).
  std::optional<int64_t> fastDistinct(Operation *op, const Access &a);

  KernelLaunchContext &ctx;
  KernelSpace space;
  const CostOptions &options;
};

KernelCoster::Root KernelCoster::getRoot(Value m) {
  while (auto view = m.getDefiningOp<ViewLikeOpInterface>())
    m = view.getViewSource();
  Root r{m, Space::Global};
  auto type = cast<MemRefType>(m.getType());
  if (gpu::GPUDialect::isWorkgroupMemoryAddressSpace(type.getMemorySpace()))
    r.space = Space::Shared;
  else if (auto as = dyn_cast_if_present<gpu::AddressSpaceAttr>(
               type.getMemorySpace());
           as && as.getValue() == gpu::AddressSpace::Private)
    r.space = Space::Private;
  else if (m.getDefiningOp<memref::AllocaOp>() ||
           (m.getDefiningOp<memref::AllocOp>() &&
            ctx.kernelOp->isAncestor(m.getDefiningOp())))
    r.space = Space::Private; // thread-local storage
  if (auto arg = dyn_cast<BlockArgument>(m)) {
    if (auto fn = dyn_cast<gpu::GPUFuncOp>(ctx.kernelOp)) {
      if (llvm::is_contained(fn.getWorkgroupAttributions(), arg))
        r.space = Space::Shared;
      if (llvm::is_contained(fn.getPrivateAttributions(), arg))
        r.space = Space::Private;
    } else if (auto l = dyn_cast<gpu::LaunchOp>(ctx.kernelOp)) {
      if (llvm::is_contained(l.getWorkgroupAttributions(), arg))
        r.space = Space::Shared;
      if (llvm::is_contained(l.getPrivateAttributions(), arg))
        r.space = Space::Private;
    }
  }
  return r;
}

bool KernelCoster::addressRecipe(
    Value memref, llvm::SmallVectorImpl<Value> &values,
    std::function<int64_t(llvm::ArrayRef<int64_t>, llvm::ArrayRef<int64_t>)>
        &fn) {
  // Index translation through subviews, innermost view first; values[0..n)
  // are the access's indices, later entries dynamic subview offsets/strides.
  using Step = std::function<void(llvm::SmallVectorImpl<int64_t> &,
                                  llvm::ArrayRef<int64_t>)>;
  std::vector<Step> steps;
  Value m = memref;
  while (auto view = m.getDefiningOp<ViewLikeOpInterface>()) {
    if (auto sv = dyn_cast<memref::SubViewOp>(view.getOperation())) {
      llvm::SmallBitVector dropped = sv.getDroppedDims();
      struct Part {
        int64_t cst = 0;
        int pos = -1;
      };
      llvm::SmallVector<Part> offs, strides;
      auto part = [&](OpFoldResult f) {
        Part p;
        if (std::optional<int64_t> c = getConstantIntValue(f)) {
          p.cst = *c;
        } else {
          p.pos = values.size();
          values.push_back(cast<Value>(f));
        }
        return p;
      };
      for (OpFoldResult f : sv.getMixedOffsets())
        offs.push_back(part(f));
      for (OpFoldResult f : sv.getMixedStrides())
        strides.push_back(part(f));
      steps.push_back([=](llvm::SmallVectorImpl<int64_t> &idx,
                          llvm::ArrayRef<int64_t> vals) {
        llvm::SmallVector<int64_t, 4> src;
        unsigned k = 0;
        for (unsigned d = 0; d < offs.size(); ++d) {
          auto get = [&](const Part &p) {
            return p.pos >= 0 ? vals[p.pos] : p.cst;
          };
          int64_t i = dropped.test(d) ? 0 : idx[k++];
          src.push_back(get(offs[d]) + i * get(strides[d]));
        }
        idx.assign(src.begin(), src.end());
      });
      m = sv.getSource();
      continue;
    }
    if (isa<memref::CastOp, memref::MemorySpaceCastOp,
            memref::AssumeAlignmentOp>(view.getOperation())) {
      m = view.getViewSource();
      continue;
    }
    // Another view (reshape, reinterpret_cast, view): use its own static
    // layout, which is relative to the same base.
    auto mt = cast<MemRefType>(m.getType());
    SmallVector<int64_t> strides;
    int64_t offset;
    if (failed(mt.getStridesAndOffset(strides, offset)) ||
        ShapedType::isDynamic(offset) ||
        llvm::any_of(strides, ShapedType::isDynamic))
      return false;
    auto inner = steps;
    fn = [=](llvm::ArrayRef<int64_t> idx0, llvm::ArrayRef<int64_t> vals) {
      llvm::SmallVector<int64_t, 4> idx(idx0.begin(), idx0.end());
      for (const Step &s : inner)
        s(idx, vals);
      int64_t a = offset;
      for (auto [i, s] : llvm::zip(idx, strides))
        a += i * s;
      return a;
    };
    return true;
  }
  auto mt = cast<MemRefType>(m.getType());
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(mt.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(offset) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return false;
  fn = [=](llvm::ArrayRef<int64_t> idx0, llvm::ArrayRef<int64_t> vals) {
    llvm::SmallVector<int64_t, 4> idx(idx0.begin(), idx0.end());
    for (const Step &s : steps)
      s(idx, vals);
    int64_t a = offset;
    for (auto [i, s] : llvm::zip(idx, strides))
      a += i * s;
    return a;
  };
  return true;
}

std::optional<int64_t> KernelCoster::fastDistinct(Operation *op,
                                                  const Access &a) {
  if (!isa<BlockArgument>(a.memref))
    return std::nullopt; // views: enumerate
  auto mt = cast<MemRefType>(a.memref.getType());
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(mt.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(offset) ||
      llvm::any_of(strides, ShapedType::isDynamic) || strides.empty())
    return std::nullopt;
  // Scalar, or lanes contiguous along the last index.
  int64_t lanes = a.offsets.size();
  for (auto [i, off] : llvm::enumerate(a.offsets))
    for (auto [d, o] : llvm::enumerate(off))
      if (o != (d + 1 == off.size() ? static_cast<int64_t>(i) : 0))
        return std::nullopt;
  FailureOr<AffineAddress> addr =
      getAffineAddress(ctx, op, a.indices, strides, offset, lanes,
                       strides.back());
  if (failed(addr) || !addr->isInjective())
    return std::nullopt;
  llvm::SmallVector<unsigned, 6> ids;
  llvm::SmallVector<Value, 4> ivs;
  for (unsigned d = 0; d < addr->coefficients.size(); ++d) {
    if (addr->coefficients[d] == 0 || addr->extents[d] <= 1)
      continue;
    if (d < 6)
      ids.push_back(d);
    else if (addr->loopIVs[d - 6])
      ivs.push_back(addr->loopIVs[d - 6]);
  }
  std::string why;
  FailureOr<int64_t> points = space.countPoints(op, ids, ivs, why);
  if (failed(points))
    return std::nullopt;
  int64_t n;
  if (!checkedMul(*points, lanes, n))
    return std::nullopt;
  return n;
}

/// Identity of the addresses an access touches: its block (hence its guards
/// and loops), its indices and per-execution offsets, and either the
/// accessed buffer itself or, with `byShape`, only its shape and layout
/// (same-shaped buffers accessed alike share their address pattern).
std::vector<const void *> patternKey(Operation *op, const Access &a,
                                     bool byShape) {
  std::vector<const void *> k;
  auto mt = cast<MemRefType>(a.memref.getType());
  if (byShape) {
    k.push_back(mt.getLayout().getAsOpaquePointer());
    for (int64_t d : mt.getShape())
      k.push_back(reinterpret_cast<const void *>(d));
  } else {
    k.push_back(a.memref.getAsOpaquePointer());
  }
  k.push_back(op->getBlock());
  for (Value v : a.indices)
    k.push_back(v.getAsOpaquePointer());
  k.push_back(reinterpret_cast<const void *>(a.offsets.size()));
  for (const auto &off : a.offsets)
    for (int64_t o : off)
      k.push_back(reinterpret_cast<const void *>(o));
  return k;
}

int64_t bufferSize(MemRefType t) {
  if (!t.hasStaticShape())
    return 0;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(t.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(offset) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return 0;
  int64_t last = offset;
  for (auto [d, s] : llvm::zip(t.getShape(), strides)) {
    if (d == 0)
      return 0;
    last += (d - 1) * s;
  }
  return last + 1;
}

LogicalResult KernelCoster::run(Region &body, OpCost &cost,
                                std::string &reason) {
  KernelLaunchInfo info;
  info.grid = ctx.grid;
  info.block = ctx.block;
  llvm::MapVector<Value, BufferFootprint> buffers;
  int64_t flops = 0, transcendentals = 0, weighted = 0, intOps = 0;
  int64_t tcFlops = 0, vectorFlops = 0;
  std::optional<ComputeClass> tcClass;
  Type widestFloat;
  int64_t sharedBytes = 0, issuedGlobal = 0;
  llvm::SmallVector<std::string, 2> notes;
  using PatternKey = std::vector<const void *>;
  std::map<PatternKey, llvm::BitVector> patterns;
  struct PendingAccess {
    Operation *op;
    Access access;
    Value key;
    int64_t executions;
  };
  std::vector<PendingAccess> pending;

  auto fail = [&](Operation *op, const llvm::Twine &why) {
    reason = (llvm::Twine("kernel ") + op->getName().getStringRef() + " at " +
              formatLocation(op->getLoc()) + ": " + why)
                 .str();
    return WalkResult::interrupt();
  };
  auto mulAdd = [&](int64_t &acc, int64_t a, int64_t b) {
    int64_t p;
    return checkedMul(a, b, p) && checkedAdd(acc, p, acc);
  };

  // Shared memory a block allocates: static workgroup buffers.
  auto addShared = [&](Type t) {
    auto mt = dyn_cast<MemRefType>(t);
    if (mt && mt.hasStaticShape())
      info.sharedMemoryPerBlock +=
          (mt.getNumElements() * getStorageBits(mt.getElementType()) + 7) / 8;
  };
  if (auto fn = dyn_cast<gpu::GPUFuncOp>(ctx.kernelOp))
    for (BlockArgument a : fn.getWorkgroupAttributions())
      addShared(a.getType());
  if (auto l = dyn_cast<gpu::LaunchOp>(ctx.kernelOp))
    for (BlockArgument a : l.getWorkgroupAttributions())
      addShared(a.getType());

  WalkResult walk = body.walk<WalkOrder::PreOrder>([&](Operation *op)
                                                       -> WalkResult {
    if (auto alloc = dyn_cast<memref::AllocOp>(op))
      if (gpu::GPUDialect::isWorkgroupMemoryAddressSpace(
              alloc.getType().getMemorySpace()))
        addShared(alloc.getType());
    if (isa<CallOpInterface>(op))
      return fail(op, "calls inside kernels are not followed (the callee "
                      "may recurse); inline it first");
    if (isa<scf::WhileOp>(op) || op->getName().getStringRef() == "affine.if" ||
        op->getNumSuccessors() > 0)
      return fail(op, "control flow whose executions cannot be counted "
                      "statically");

    std::string why;
    std::optional<Access> access = getAccess(op);
    std::optional<MmaWork> mma = getMmaWork(op, options.allowTF32);
    PayloadCounts c;
    bool isArith = !access && !mma && countPayloadOp(op, c);
    bool reduce = isa<gpu::SubgroupReduceOp, gpu::AllReduceOp>(op);
    if (!access && !mma && !isArith && !reduce) {
      if (isFreeInKernel(op) || op->getDialect() == nullptr)
        return op->getDialect() ? WalkResult::advance()
                                : fail(op, "unregistered op in a kernel");
      bool touchesMemory = llvm::any_of(op->getOperandTypes(), [](Type t) {
        return isa<MemRefType>(t);
      });
      return fail(op, touchesMemory
                          ? "accesses memory and the kernel model has no "
                            "rule for it"
                          : "the kernel model has no rule for this op");
    }
    if (isArith && c.flops == 0 && c.transcendentals == 0 && c.intOps == 0)
      return WalkResult::advance(); // conversions, selects, constants
    FailureOr<InstanceCount> n = space.count(op, why);
    if (failed(n))
      return fail(op, why);
    if (n->instances == 0)
      return WalkResult::advance();
    // Threads that do work: index arithmetic alone (computing the id a
    // guard then rejects) does not make a thread active.
    if (!isArith || c.flops > 0 || c.transcendentals > 0)
      info.activeThreads = std::max(info.activeThreads, n->threads);

    if (isArith || reduce) {
      int64_t per = vectorElements(op);
      if (reduce) {
        // A tree over the subgroup (or block): log2(size) combines per
        // thread.
        int64_t size = isa<gpu::SubgroupReduceOp>(op)
                           ? ctx.subgroupSize
                           : info.threadsPerBlock();
        int64_t steps = 0;
        while ((int64_t(1) << steps) < size)
          ++steps;
        Type t = getElementTypeOrSelf(op->getOperand(0).getType());
        if (isa<FloatType>(t)) {
          c.flops = steps;
          if (!c.widestFloat)
            c.widestFloat = t;
        } else {
          c.intOps = steps;
        }
      }
      bool ok = mulAdd(flops, c.flops * per, n->instances) &&
                mulAdd(vectorFlops, c.flops * per, n->instances) &&
                mulAdd(transcendentals, c.transcendentals * per,
                       n->instances) &&
                mulAdd(weighted, c.weightedTranscendentals * per,
                       n->instances) &&
                mulAdd(intOps, c.intOps * per, n->instances);
      if (!ok)
        return fail(op, "its work overflows 64 bits");
      if (c.widestFloat &&
          (!widestFloat || cast<FloatType>(c.widestFloat).getWidth() >
                               cast<FloatType>(widestFloat).getWidth()))
        widestFloat = c.widestFloat;
      // gpu.all_reduce's region is its combiner, counted above.
      return reduce ? WalkResult::skip() : WalkResult::advance();
    }
    if (mma) {
      int64_t executions = n->instances / mma->threadsPerExecution;
      if (!mulAdd(tcFlops, mma->flops, executions) ||
          !mulAdd(flops, mma->flops, executions))
        return fail(op, "its work overflows 64 bits");
      tcClass = mma->cls;
      return WalkResult::advance();
    }

    // A memory access.
    Root root = getRoot(access->memref);
    auto mt = cast<MemRefType>(access->memref.getType());
    unsigned bits = getStorageBits(mt.getElementType());
    int64_t executions = n->instances / access->threadsPerExecution;
    int64_t bytesPer = (access->elementsPerExecution * bits + 7) / 8;
    int64_t moved = 0;
    if (!mulAdd(moved, bytesPer, executions) ||
        (access->read && access->write && !checkedMul(moved, 2, moved)))
      return fail(op, "its traffic overflows 64 bits");
    if (root.space == Space::Private)
      return WalkResult::advance(); // registers / local memory
    if (root.space == Space::Shared) {
      if (!checkedAdd(sharedBytes, moved, sharedBytes))
        return fail(op, "its traffic overflows 64 bits");
      return WalkResult::advance();
    }
    if (!checkedAdd(issuedGlobal, moved, issuedGlobal))
      return fail(op, "its traffic overflows 64 bits");

    // Unique footprint: enumerate the addresses.
    Value key = root.key;
    std::optional<unsigned> operandNo;
    if (auto it = argToOperand.find(root.key); it != argToOperand.end()) {
      key = it->second.first;
      operandNo = it->second.second;
    }
    auto [it, inserted] = buffers.try_emplace(key);
    BufferFootprint &fp = it->second;
    if (inserted) {
      fp.elementBits = getStorageBits(
          cast<MemRefType>(root.key.getType()).getElementType());
      fp.size = bufferSize(cast<MemRefType>(root.key.getType()));
      fp.launchOperand = operandNo;
    }
    pending.push_back(PendingAccess{op, *access, key, executions});
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();

  // Unique footprints. A buffer read (or written) through one address
  // pattern whose address is affine and injective has as many distinct
  // elements as the pattern has distinct points (KernelAffine.h); others
  // are enumerated address by address.
  auto enumerateAccess = [&](Operation *op, const Access &acc,
                             BufferFootprint &fp, int64_t executions,
                             bool doRead, bool doWrite) {
    llvm::SmallVector<Value, 6> values(acc.indices.begin(),
                                       acc.indices.end());
    std::function<int64_t(llvm::ArrayRef<int64_t>, llvm::ArrayRef<int64_t>)>
        address;
    unsigned numIdx = acc.indices.size();
    std::string enumWhy;
    // Accesses of the same shape at the same indices in the same block (the
    // load and store of an elementwise kernel) touch the same addresses in
    // their buffers: enumerate once, reuse the pattern.
    bool cacheable = isa<BlockArgument>(acc.memref) && fp.size > 0 &&
                     fp.size <= (int64_t(1) << 30);
    PatternKey pkey;
    if (cacheable)
      pkey = patternKey(op, acc, /*byShape=*/true);
    auto merge = [&](const llvm::BitVector &pattern) {
      for (bool w : {false, true}) {
        if (!(w ? doWrite : doRead))
          continue;
        llvm::BitVector &bits = w ? fp.writeBits : fp.readBits;
        if (bits.empty())
          bits.resize(fp.size);
        bits |= pattern;
      }
    };
    if (cacheable)
      if (auto hit = patterns.find(pkey); hit != patterns.end()) {
        merge(hit->second);
        return;
      }
    llvm::BitVector pattern;
    if (cacheable)
      pattern.resize(fp.size);
    bool exact =
        addressRecipe(acc.memref, values, address) &&
        succeeded(space.enumerate(
            op, values,
            [&](llvm::ArrayRef<int64_t> vals, int64_t) {
              llvm::SmallVector<int64_t, 4> idx(vals.begin(),
                                                vals.begin() + numIdx);
              for (const auto &off : acc.offsets) {
                llvm::SmallVector<int64_t, 4> at(idx);
                for (unsigned d = 0; d < numIdx; ++d)
                  at[d] += off[d];
                int64_t addr = address(at, vals);
                if (cacheable) {
                  if (addr >= 0 && addr < fp.size)
                    pattern.set(addr);
                  continue;
                }
                if (doRead)
                  fp.insert(addr, false);
                if (doWrite)
                  fp.insert(addr, true);
              }
            },
            enumWhy));
    if (exact && cacheable) {
      merge(pattern);
      patterns[pkey] = std::move(pattern);
    }
    if (!exact) {
      int64_t elems = 0;
      mulAdd(elems, acc.elementsPerExecution, executions);
      if (doRead)
        fp.approxRead += elems;
      if (doWrite)
        fp.approxWrite += elems;
      info.footprintApproximate = true;
      notes.push_back(llvm::formatv(
          "unique footprint of {0} at {1} not enumerated ({2}): its issued "
          "elements stand in (an upper bound)",
          op->getName(), formatLocation(op->getLoc()),
          enumWhy.empty() ? "the address is not a static strided layout"
                          : enumWhy));
    }
  };
  // Distinct patterns per (buffer, mode).
  std::map<std::pair<const void *, bool>, std::set<PatternKey>> groups;
  for (const PendingAccess &p : pending)
    for (bool w : {false, true})
      if (w ? p.access.write : p.access.read)
        groups[{p.key.getAsOpaquePointer(), w}].insert(
            patternKey(p.op, p.access, /*byShape=*/false));
  for (const PendingAccess &p : pending) {
    BufferFootprint &fp = buffers.find(p.key)->second;
    bool enumRead = false, enumWrite = false;
    for (bool w : {false, true}) {
      if (!(w ? p.access.write : p.access.read))
        continue;
      bool single = groups[{p.key.getAsOpaquePointer(), w}].size() == 1;
      std::optional<int64_t> &fast = w ? fp.fastWrite : fp.fastRead;
      if (single && !fast)
        fast = fastDistinct(p.op, p.access);
      if (!single || !fast)
        (w ? enumWrite : enumRead) = true;
    }
    if (enumRead || enumWrite)
      enumerateAccess(p.op, p.access, fp, p.executions, enumRead, enumWrite);
  }

  int64_t unique = 0;
  for (auto &[key, fp] : buffers) {
    int64_t r = fp.distinct(false), w = fp.distinct(true);
    int64_t rb = (r * fp.elementBits + 7) / 8, wb = (w * fp.elementBits + 7) / 8;
    unique += rb + wb;
    if (fp.launchOperand) {
      if (r > 0) {
        OperandFootprint f;
        f.role = OperandFootprint::Role::Input;
        f.operandNumber = *fp.launchOperand;
        f.elements = r;
        f.elementBits = fp.elementBits;
        f.read = true;
        cost.operands.push_back(f);
      }
      if (w > 0) {
        OperandFootprint f;
        f.role = OperandFootprint::Role::Output;
        f.operandNumber = *fp.launchOperand;
        f.elements = w;
        f.elementBits = fp.elementBits;
        f.written = true;
        cost.operands.push_back(f);
      }
    }
  }

  info.issuedGlobalBytes = issuedGlobal;
  info.uniqueGlobalBytes = unique;
  info.sharedBytes = sharedBytes;
  info.tensorCoreFlops = tcFlops;
  cost.flops = flops;
  cost.transcendentals = transcendentals;
  cost.weightedTranscendentals = weighted;
  cost.intOps = intOps;
  cost.domainPoints = info.activeThreads;
  cost.iterationDomain = {info.blocks(), info.threadsPerBlock()};
  // The class of the larger share of the FLOPs.
  if (tcClass && tcFlops >= vectorFlops)
    cost.computeClass = *tcClass;
  else
    cost.computeClass = getVectorClass(widestFloat);
  if (!widestFloat && !tcClass)
    cost.computeClass = ComputeClass::FP32;
  if (tcClass && tcFlops > 0 && vectorFlops > 0)
    notes.push_back(llvm::formatv(
        "{0} tensor-core and {1} vector FLOPs; the time uses the ceiling of "
        "{2}, the larger share",
        tcFlops, vectorFlops, stringifyComputeClass(cost.computeClass)));
  cost.bytes[0] = unique;
  cost.bytes[1] = issuedGlobal;
  int64_t l1;
  if (!checkedAdd(issuedGlobal, sharedBytes, l1))
    l1 = INT64_MAX;
  cost.bytes[2] = l1;
  notes.insert(notes.begin(),
               llvm::formatv("DRAM bytes are the unique footprint {0} (a lower "
                             "bound); global accesses issue {1} bytes (an "
                             "upper bound)",
                             unique, issuedGlobal)
                   .str());
  for (std::string &n : notes)
    cost.notes.push_back(std::move(n));
  cost.kernel = std::move(info);
  return success();
}

/// Reads a launch dimension; failure names it.
LogicalResult readDims(gpu::KernelDim3 dims, llvm::StringRef what,
                       std::array<int64_t, 3> &out, std::string &reason) {
  Value vs[3] = {dims.x, dims.y, dims.z};
  for (unsigned d = 0; d < 3; ++d) {
    APInt c;
    if (!matchPattern(vs[d], m_ConstantInt(&c))) {
      reason = llvm::formatv("the {0} size along {1} is not a constant at the "
                             "launch",
                             what, "xyz"[d]);
      return failure();
    }
    out[d] = c.getSExtValue();
    if (out[d] < 0) {
      reason = llvm::formatv("the {0} size along {1} is negative ({2})", what,
                             "xyz"[d], out[d]);
      return failure();
    }
  }
  return success();
}

LogicalResult checkDynamicShared(Value v, int64_t &bytes, std::string &reason) {
  if (!v)
    return success();
  APInt c;
  if (!matchPattern(v, m_ConstantInt(&c))) {
    reason = "its dynamic shared memory size is not a constant";
    return failure();
  }
  bytes = c.getSExtValue();
  return success();
}

/// What both launch forms end with: the dynamic shared memory size, then
/// the kernel body costed under `ctx`.
LogicalResult costLaunchedBody(KernelCoster &coster, Region &body,
                               Value dynamicShared, OpCost &cost,
                               std::string &reason) {
  int64_t dyn = 0;
  if (failed(checkDynamicShared(dynamicShared, dyn, reason)) ||
      failed(coster.run(body, cost, reason)))
    return failure();
  cost.kernel->sharedMemoryPerBlock += dyn;
  return success();
}

/// Thread-block clusters are not modeled.
LogicalResult rejectClusters(bool hasClusters, std::string &reason) {
  if (!hasClusters)
    return success();
  reason = "thread-block clusters are not modeled";
  return failure();
}

struct LaunchFuncCostModel
    : public RooflineCostOpInterface::ExternalModel<LaunchFuncCostModel,
                                                    gpu::LaunchFuncOp> {
  LogicalResult computeRooflineCost(Operation *op, const CostOptions &options,
                                    OpCost &cost, std::string &reason) const {
    auto launch = cast<gpu::LaunchFuncOp>(op);
    KernelLaunchContext ctx;
    if (failed(rejectClusters(launch.hasClusterSize(), reason)))
      return failure();
    auto fn = SymbolTable::lookupNearestSymbolFrom<gpu::GPUFuncOp>(
        op, launch.getKernelAttr());
    if (!fn || fn.isExternal() || fn.getBody().empty()) {
      reason = "its kernel body is not in this module (an external or "
               "binary gpu.module)";
      return failure();
    }
    // Sizes that are not constants at the launch come from the kernel's
    // known_grid_size / known_block_size when it declares them.
    auto sizes = [&](gpu::KernelDim3 dims, llvm::StringRef what,
                     std::optional<llvm::ArrayRef<int32_t>> known,
                     std::array<int64_t, 3> &out) {
      if (succeeded(readDims(dims, what, out, reason)))
        return success();
      if (!known || known->size() != 3)
        return failure();
      for (unsigned d = 0; d < 3; ++d)
        out[d] = (*known)[d];
      reason.clear();
      return success();
    };
    if (failed(sizes(launch.getGridSizeOperandValues(), "grid",
                     fn.getKnownGridSize(), ctx.grid)) ||
        failed(sizes(launch.getBlockSizeOperandValues(), "block",
                     fn.getKnownBlockSize(), ctx.block)))
      return failure();
    if (auto known = fn.getKnownBlockSize())
      for (unsigned d = 0; d < 3 && d < known->size(); ++d)
        if ((*known)[d] != ctx.block[d]) {
          reason = llvm::formatv("the launch's block size along {0} ({1}) "
                                 "contradicts the kernel's known_block_size "
                                 "({2})",
                                 "xyz"[d], ctx.block[d], (*known)[d]);
          return failure();
        }
    ctx.kernelOp = fn;
    KernelCoster coster(ctx, options);
    auto operands = launch.getKernelOperands();
    unsigned firstKernelOperand =
        operands.empty() ? 0 : operands.getBeginOperandIndex();
    for (auto [i, arg] : llvm::enumerate(fn.getArguments())) {
      if (i >= operands.size())
        break;
      Value host = operands[i];
      APInt c;
      if (host.getType().isIntOrIndex() && matchPattern(host, m_ConstantInt(&c)))
        ctx.known[arg] = host.getType().isInteger(1) ? c.getZExtValue()
                                                     : c.getSExtValue();
      if (isa<MemRefType>(arg.getType()))
        coster.argToOperand[arg] = {host, unsigned(firstKernelOperand + i)};
    }
    if (failed(costLaunchedBody(coster, fn.getBody(),
                                launch.getDynamicSharedMemorySize(), cost,
                                reason)))
      return failure();
    cost.kernel->kernelName = launch.getKernelName().str();
    return success();
  }
};

struct LaunchCostModel
    : public RooflineCostOpInterface::ExternalModel<LaunchCostModel,
                                                    gpu::LaunchOp> {
  LogicalResult computeRooflineCost(Operation *op, const CostOptions &options,
                                    OpCost &cost, std::string &reason) const {
    auto launch = cast<gpu::LaunchOp>(op);
    KernelLaunchContext ctx;
    if (failed(rejectClusters(launch.hasClusterSize(), reason)))
      return failure();
    if (failed(readDims(launch.getGridSizeOperandValues(), "grid", ctx.grid,
                        reason)) ||
        failed(readDims(launch.getBlockSizeOperandValues(), "block",
                        ctx.block, reason)))
      return failure();
    ctx.kernelOp = op;
    gpu::KernelDim3 bids = launch.getBlockIds(), tids = launch.getThreadIds(),
                    gs = launch.getGridSize(), bs = launch.getBlockSize();
    ctx.blockIds = {bids.x, bids.y, bids.z};
    ctx.threadIds = {tids.x, tids.y, tids.z};
    Value gv[3] = {gs.x, gs.y, gs.z}, bv[3] = {bs.x, bs.y, bs.z};
    for (unsigned d = 0; d < 3; ++d) {
      ctx.known[gv[d]] = ctx.grid[d];
      ctx.known[bv[d]] = ctx.block[d];
    }
    // Integer constants captured from the host.
    launch.getBody().walk([&](Operation *inner) {
      for (Value v : inner->getOperands()) {
        APInt c;
        if (v.getType().isIntOrIndex() && !launch->isAncestor(
                                               v.getParentBlock()->getParentOp()) &&
            matchPattern(v, m_ConstantInt(&c)))
          ctx.known[v] = v.getType().isInteger(1) ? c.getZExtValue()
                                                  : c.getSExtValue();
      }
    });
    KernelCoster coster(ctx, options);
    return costLaunchedBody(coster, launch.getBody(),
                            launch.getDynamicSharedMemorySize(), cost, reason);
  }
};

} // namespace

void roofline::registerGPUKernelCostModels(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *ctx, gpu::GPUDialect *) {
    gpu::LaunchFuncOp::attachInterface<LaunchFuncCostModel>(*ctx);
    gpu::LaunchOp::attachInterface<LaunchCostModel>(*ctx);
  });
}
