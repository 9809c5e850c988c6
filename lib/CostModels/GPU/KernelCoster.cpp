//===- KernelCoster.cpp - The cost of one kernel body ---------------------===//
//
// KernelCoster::run in three steps: countWork walks the body and adds up
// each op's work and issued bytes times its instances, collecting the
// global accesses; uniqueFootprints counts the distinct elements of each
// global buffer; finishCost fills the OpCost (KernelCoster.h).
//
//===----------------------------------------------------------------------===//

#include "KernelCoster.h"

#include "CostModelUtils.h"
#include "KernelAffine.h"
#include "KernelSeparable.h"

#include "roofline/CostModels/Location.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

#include "llvm/ADT/SmallBitVector.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

#include <set>

using namespace mlir;
using namespace roofline;

namespace {

constexpr const char *kSharedOverflow =
    "the workgroup memory of a block overflows 64 bits";

/// Fails the walk at `op`: the reason names the op, where it is, and why.
WalkResult failAt(Operation *op, const llvm::Twine &why, std::string &reason) {
  reason = (llvm::Twine("kernel ") + op->getName().getStringRef() + " at " +
            formatLocation(op->getLoc()) + ": " + why)
               .str();
  return WalkResult::interrupt();
}

/// acc += a x b; false on overflow.
bool mulAdd(int64_t &acc, int64_t a, int64_t b) {
  int64_t p;
  return checkedMul(a, b, p) && checkedAdd(acc, p, acc);
}

/// acc += a, saturating at INT64_MAX.
void addSaturating(int64_t &acc, int64_t a) {
  if (!checkedAdd(acc, a, acc))
    acc = INT64_MAX;
}

/// ceil(elements x bits / 8); false on overflow.
bool bytesOf(int64_t elements, int64_t bits, int64_t &bytes) {
  int64_t total;
  if (!checkedMul(elements, bits, total))
    return false;
  bytes = total / 8 + (total % 8 != 0);
  return true;
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

/// Elements addressable in a buffer of type `t` (its last element's offset
/// plus one); 0 when unknown (dynamic shape or layout, or empty).
int64_t bufferSize(MemRefType t) {
  if (!t.hasStaticShape())
    return 0;
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(t.getStridesAndOffset(strides, offset)) ||
      ShapedType::isDynamic(offset) ||
      llvm::any_of(strides, ShapedType::isDynamic))
    return 0;
  int64_t last = offset, span, size;
  for (auto [d, s] : llvm::zip(t.getShape(), strides)) {
    if (d == 0 || !checkedMul(d - 1, s, span) || !checkedAdd(last, span, last))
      return 0;
  }
  return checkedAdd(last, 1, size) ? size : 0;
}

/// The static strides and offset of `t`'s layout; failure when dynamic.
LogicalResult staticLayout(MemRefType t, SmallVectorImpl<int64_t> &strides,
                           int64_t &offset) {
  return success(succeeded(t.getStridesAndOffset(strides, offset)) &&
                 !ShapedType::isDynamic(offset) &&
                 !llvm::any_of(strides, ShapedType::isDynamic));
}

} // namespace

//===----------------------------------------------------------------------===//
// The run
//===----------------------------------------------------------------------===//

LogicalResult KernelCoster::run(Region &body, OpCost &cost,
                                std::string &reason) {
  return runOn(&body, nullptr, cost, reason);
}

LogicalResult KernelCoster::runNest(Operation *nest, OpCost &cost,
                                    std::string &reason) {
  return runOn(nullptr, nest, cost, reason);
}

LogicalResult KernelCoster::runOn(Region *body, Operation *nest, OpCost &cost,
                                  std::string &reason) {
  work = Work();
  info = KernelLaunchInfo();
  info.grid = ctx.grid;
  info.block = ctx.block;
  buffers.clear();
  pending.clear();
  patterns.clear();
  notes.clear();
  if (failed(countWork(body, nest, reason)))
    return failure();
  uniqueFootprints();
  int64_t unique;
  if (failed(recordFootprints(cost, unique))) {
    reason = "the unique footprint of its global buffers overflows 64 bits";
    return failure();
  }
  finishCost(cost, unique);
  return success();
}

//===----------------------------------------------------------------------===//
// Step 1: work and issued bytes, op by op
//===----------------------------------------------------------------------===//

/// Adds a static workgroup buffer of type `t` to the block's shared memory;
/// false when the sum overflows 64 bits.
bool KernelCoster::addShared(Type t) {
  auto mt = dyn_cast<MemRefType>(t);
  if (!mt || !mt.hasStaticShape())
    return true;
  int64_t elements, bytes;
  return checkedProduct(mt.getShape(), elements) &&
         bytesOf(elements, getStorageBits(mt.getElementType()), bytes) &&
         checkedAdd(info.sharedMemoryPerBlock, bytes,
                    info.sharedMemoryPerBlock);
}

/// Walks `body` (or the op `nest` and its regions) pre-order, adding each
/// op's work times its instances; failure at the first op the model cannot
/// count.
LogicalResult KernelCoster::countWork(Region *body, Operation *nest,
                                      std::string &reason) {
  // Shared memory a block allocates: static workgroup attributions here,
  // workgroup allocs in the walk.
  llvm::SmallVector<BlockArgument> attributions;
  if (auto fn = dyn_cast<gpu::GPUFuncOp>(ctx.kernelOp))
    llvm::append_range(attributions, fn.getWorkgroupAttributions());
  if (auto l = dyn_cast<gpu::LaunchOp>(ctx.kernelOp))
    llvm::append_range(attributions, l.getWorkgroupAttributions());
  for (BlockArgument a : attributions)
    if (!addShared(a.getType())) {
      reason = kSharedOverflow;
      return failure();
    }
  auto visitOne = [&](Operation *op) { return visit(op, reason); };
  WalkResult walk = body ? body->walk<WalkOrder::PreOrder>(visitOne)
                         : nest->walk<WalkOrder::PreOrder>(visitOne);
  return failure(walk.wasInterrupted());
}

/// affine.parallel's `reduce("addf", ...)` combines each iteration's yielded
/// value into the loop's result: one operation per reduction, element and
/// iteration, counted at the yield (a linalg reduction likewise counts one
/// combine per point). Returns false for any other op.
static bool countParallelCombines(Operation *op, PayloadCounts &c) {
  auto par = dyn_cast_or_null<affine::AffineParallelOp>(op->getParentOp());
  if (!par || !isa<affine::AffineYieldOp>(op) || par.getReductions().empty())
    return false;
  for (Value v : op->getOperands()) {
    int64_t elements = 1;
    if (auto shaped = dyn_cast<ShapedType>(v.getType()))
      elements = shaped.hasStaticShape() ? shaped.getNumElements() : 1;
    Type t = getElementTypeOrSelf(v.getType());
    if (auto f = dyn_cast<FloatType>(t)) {
      c.flops += elements;
      if (!c.widestFloat ||
          f.getWidth() > cast<FloatType>(c.widestFloat).getWidth())
        c.widestFloat = t;
    } else {
      c.intOps += elements;
    }
  }
  return true;
}

/// One op of the walk: classifies it (access, mma, arithmetic, reduction,
/// free or unknown), counts its instances, and adds what it does.
WalkResult KernelCoster::visit(Operation *op, std::string &reason) {
  if (auto alloc = dyn_cast<memref::AllocOp>(op))
    if (gpu::GPUDialect::isWorkgroupMemoryAddressSpace(
            alloc.getType().getMemorySpace()) &&
        !addShared(alloc.getType()))
      return failAt(op, kSharedOverflow, reason);
  if (isa<CallOpInterface>(op))
    return failAt(op,
                  "calls inside kernels are not followed (the callee "
                  "may recurse); inline it first",
                  reason);
  if (isa<scf::WhileOp>(op) || op->getName().getStringRef() == "affine.if" ||
      op->getNumSuccessors() > 0)
    return failAt(op,
                  "control flow whose executions cannot be counted "
                  "statically",
                  reason);

  std::optional<Access> access = getAccess(op, ctx.subgroupSize);
  std::optional<MmaWork> mma =
      getMmaWork(op, options.allowTF32, ctx.subgroupSize);
  std::optional<VectorWork> vw = getVectorWork(op);
  PayloadCounts c;
  if (vw) {
    c.flops = vw->flops;
    c.intOps = vw->intOps;
    c.widestFloat = vw->floatType;
  }
  bool combine = countParallelCombines(op, c);
  bool isArith = !access && !mma && (vw || combine || countPayloadOp(op, c));
  bool reduce = isa<gpu::SubgroupReduceOp, gpu::AllReduceOp>(op);
  if (!access && !mma && !isArith && !reduce) {
    if (isFreeInKernel(op) || op->getDialect() == nullptr)
      return op->getDialect()
                 ? WalkResult::advance()
                 : failAt(op, "unregistered op in a kernel", reason);
    bool touchesMemory = llvm::any_of(
        op->getOperandTypes(), [](Type t) { return isa<MemRefType>(t); });
    return failAt(op,
                  touchesMemory ? "accesses memory and the kernel model has "
                                  "no rule for it"
                                : "the kernel model has no rule for this op",
                  reason);
  }
  if (isArith && c.flops == 0 && c.transcendentals == 0 && c.intOps == 0)
    return WalkResult::advance(); // conversions, selects, constants
  std::string why;
  FailureOr<InstanceCount> n = space.count(op, why);
  if (failed(n))
    return failAt(op, why, reason);
  if (n->instances == 0)
    return WalkResult::advance();
  // Threads that do work: index arithmetic alone (computing the id a
  // guard then rejects) does not make a thread active.
  if (!isArith || c.flops > 0 || c.transcendentals > 0)
    info.activeThreads = std::max(info.activeThreads, n->threads);

  if (isArith || reduce)
    return countArithmetic(op, c, (vw || combine) ? 1 : vectorElements(op),
                           n->instances,
                           reduce, reason);
  if (mma)
    return countMma(op, *mma, n->instances, reason);
  return collectAccess(op, *access, n->instances, reason);
}

/// Adds the FLOPs, transcendentals and integer ops of a scalar or vector op
/// (`per` times the counts of `c`: the lanes of an elementwise op, 1 when
/// `c` already holds the whole op's work), or of a subgroup/block reduction
/// (a tree of log2(size) combines per thread), times its instances.
WalkResult KernelCoster::countArithmetic(Operation *op, PayloadCounts &c,
                                         int64_t per, int64_t instances,
                                         bool reduce, std::string &reason) {
  if (reduce) {
    int64_t size = isa<gpu::SubgroupReduceOp>(op) ? ctx.subgroupSize
                                                  : info.threadsPerBlock();
    int64_t steps = size <= 1 ? 0 : llvm::Log2_64_Ceil(size);
    Type t = getElementTypeOrSelf(op->getOperand(0).getType());
    if (isa<FloatType>(t)) {
      c.flops = steps;
      if (!c.widestFloat)
        c.widestFloat = t;
    } else {
      c.intOps = steps;
    }
  }
  // acc += perElement x elements x instances.
  auto add = [&](int64_t &acc, int64_t perElement) {
    int64_t perOp;
    return checkedMul(perElement, per, perOp) && mulAdd(acc, perOp, instances);
  };
  bool ok = add(work.flops, c.flops) && add(work.vectorFlops, c.flops) &&
            add(work.transcendentals, c.transcendentals) &&
            add(work.weighted, c.weightedTranscendentals) &&
            add(work.intOps, c.intOps);
  if (!ok)
    return failAt(op, "its work overflows 64 bits", reason);
  if (c.widestFloat &&
      (!work.widestFloat || cast<FloatType>(c.widestFloat).getWidth() >
                                cast<FloatType>(work.widestFloat).getWidth()))
    work.widestFloat = c.widestFloat;
  // gpu.all_reduce's region is its combiner, counted above.
  return reduce ? WalkResult::skip() : WalkResult::advance();
}

/// Executions of an op that `together` threads execute as one (a subgroup,
/// a warpgroup) over `instances` thread instances. A block smaller than a
/// subgroup (32 threads on a 64-wide AMD wavefront) is one partial
/// subgroup, which executes the op once.
static int64_t groupExecutions(int64_t instances, int64_t together,
                               const KernelLaunchInfo &info) {
  int64_t perGroup =
      std::min(together, std::max<int64_t>(1, info.threadsPerBlock()));
  return instances / std::max<int64_t>(1, perGroup);
}

/// Adds the tensor-core FLOPs of an mma op, executed once per subgroup (or
/// warpgroup) of its instances.
WalkResult KernelCoster::countMma(Operation *op, const MmaWork &mma,
                                  int64_t instances, std::string &reason) {
  int64_t executions = groupExecutions(instances, mma.threadsPerExecution, info);
  if (mma.overflows || !mulAdd(work.tcFlops, mma.flops, executions) ||
      !mulAdd(work.flops, mma.flops, executions))
    return failAt(op, "its work overflows 64 bits", reason);
  work.tcClass = mma.cls;
  return WalkResult::advance();
}

/// Adds the bytes a memory access moves to its address space's figure;
/// a global one is kept for the unique footprint of its buffer.
WalkResult KernelCoster::collectAccess(Operation *op, const Access &access,
                                       int64_t instances, std::string &reason) {
  if (access.offsetsOverflow)
    return failAt(op, "its element offsets overflow 64 bits", reason);
  Root root = getRoot(access.memref);
  auto mt = cast<MemRefType>(access.memref.getType());
  unsigned bits = getStorageBits(mt.getElementType());
  int64_t executions =
      groupExecutions(instances, access.threadsPerExecution, info);
  int64_t bytesPer, moved = 0;
  if (!bytesOf(access.elementsPerExecution, bits, bytesPer) ||
      !mulAdd(moved, bytesPer, executions) ||
      (access.read && access.write && !checkedMul(moved, 2, moved)))
    return failAt(op, "its traffic overflows 64 bits", reason);
  if (root.space == Space::Private)
    return WalkResult::advance(); // registers / local memory
  int64_t &figure =
      root.space == Space::Shared ? work.sharedBytes : work.issuedGlobal;
  if (!checkedAdd(figure, moved, figure))
    return failAt(op, "its traffic overflows 64 bits", reason);
  if (root.space == Space::Shared)
    return WalkResult::advance();

  // A global buffer: its unique footprint is counted after the walk, keyed
  // by what the launch passes for it.
  Value key = root.key;
  std::optional<unsigned> operandNo;
  if (auto it = argToOperand.find(root.key); it != argToOperand.end()) {
    key = it->second.first;
    operandNo = it->second.second;
  }
  auto [it, inserted] = buffers.try_emplace(key);
  BufferFootprint &fp = it->second;
  if (inserted) {
    auto rootType = cast<MemRefType>(root.key.getType());
    fp.elementBits = getStorageBits(rootType.getElementType());
    fp.size = bufferSize(rootType);
    fp.launchOperand = operandNo;
  }
  pending.push_back(PendingAccess{op, access, key, executions});
  return WalkResult::advance();
}

//===----------------------------------------------------------------------===//
// Step 2: unique footprints
//===----------------------------------------------------------------------===//

/// Counts the distinct elements each global buffer is read and written at.
/// A buffer read (or written) through one address pattern whose address is
/// affine and injective has as many distinct elements as the pattern has
/// distinct points (KernelAffine.h); others are enumerated address by
/// address.
void KernelCoster::uniqueFootprints() {
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
      if (single && !fast) {
        fast = fastDistinct(p.op, p.access);
        if (!fast)
          fast = separableDistinct(space, p.op, p.access);
      }
      if (!single || !fast)
        (w ? enumWrite : enumRead) = true;
    }
    if (enumRead || enumWrite)
      enumerateAccess(p, fp, enumRead, enumWrite);
  }
}

/// Adds the addresses of one access to `fp`'s read and/or written elements.
/// Accesses of the same shape at the same indices in the same block (the
/// load and store of an elementwise kernel) touch the same addresses in
/// their buffers: their pattern is enumerated once and reused. Where the
/// addresses cannot be enumerated, the issued elements stand in.
void KernelCoster::enumerateAccess(const PendingAccess &p, BufferFootprint &fp,
                                   bool doRead, bool doWrite) {
  const Access &acc = p.access;
  bool cacheable = isa<BlockArgument>(acc.memref) && fp.size > 0 &&
                   fp.size <= (int64_t(1) << 30);
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
  PatternKey pkey;
  if (cacheable) {
    pkey = patternKey(p.op, acc, /*byShape=*/true);
    if (auto hit = patterns.find(pkey); hit != patterns.end()) {
      merge(hit->second);
      return;
    }
  }
  llvm::BitVector pattern;
  if (cacheable)
    pattern.resize(fp.size);
  std::string why;
  bool exact = enumerateAddresses(
      p,
      [&](int64_t addr) {
        if (cacheable) {
          if (addr >= 0 && addr < fp.size)
            pattern.set(addr);
          return;
        }
        if (doRead)
          fp.insert(addr, false);
        if (doWrite)
          fp.insert(addr, true);
      },
      why);
  if (exact && cacheable) {
    merge(pattern);
    patterns[pkey] = std::move(pattern);
  }
  if (exact)
    return;
  int64_t elems;
  if (!checkedMul(acc.elementsPerExecution, p.executions, elems))
    elems = INT64_MAX;
  if (doRead)
    addSaturating(fp.approxRead, elems);
  if (doWrite)
    addSaturating(fp.approxWrite, elems);
  info.footprintApproximate = true;
  notes.push_back(llvm::formatv(
      "unique footprint of {0} at {1} not enumerated ({2}): its issued "
      "elements stand in (an upper bound)",
      p.op->getName(), formatLocation(p.op->getLoc()),
      why.empty() ? "the address is not a static strided layout" : why));
}

/// Calls `onAddress` with the linear element address of every element the
/// access touches over its instances; false (with `why` when KernelSpace
/// says why) when they cannot be enumerated.
template <typename OnAddress>
bool KernelCoster::enumerateAddresses(const PendingAccess &p,
                                      OnAddress &&onAddress, std::string &why) {
  const Access &acc = p.access;
  llvm::SmallVector<Value, 6> values(acc.indices.begin(), acc.indices.end());
  AddressFn address;
  if (!addressRecipe(acc.memref, values, address))
    return false;
  unsigned numIdx = acc.indices.size();
  return succeeded(space.enumerate(
      p.op, values,
      [&](llvm::ArrayRef<int64_t> vals, int64_t) {
        llvm::SmallVector<int64_t, 4> idx(vals.begin(), vals.begin() + numIdx);
        for (const auto &off : acc.offsets) {
          llvm::SmallVector<int64_t, 4> at(idx);
          bool outside = false; // an index past 64 bits: no element
          for (unsigned d = 0; d < numIdx; ++d)
            outside |= llvm::AddOverflow(at[d], off[d], at[d]);
          onAddress(outside ? -1 : address(at, vals));
        }
      },
      why));
}

//===----------------------------------------------------------------------===//
// Step 3: the OpCost
//===----------------------------------------------------------------------===//

/// Records the distinct elements read and written of every buffer the
/// launch passes as an operand footprint, and the unique bytes of all;
/// failure when they overflow 64 bits.
LogicalResult KernelCoster::recordFootprints(OpCost &cost, int64_t &unique) {
  unique = 0;
  for (auto &[key, fp] : buffers) {
    int64_t r = fp.distinct(false), w = fp.distinct(true), rb, wb;
    if (r == INT64_MAX || w == INT64_MAX || !bytesOf(r, fp.elementBits, rb) ||
        !bytesOf(w, fp.elementBits, wb) || !checkedAdd(unique, rb, unique) ||
        !checkedAdd(unique, wb, unique))
      return failure();
    if (!fp.launchOperand)
      continue;
    for (bool write : {false, true}) {
      int64_t elements = write ? w : r;
      if (elements <= 0)
        continue;
      OperandFootprint f;
      f.role = write ? OperandFootprint::Role::Output
                     : OperandFootprint::Role::Input;
      f.operandNumber = *fp.launchOperand;
      f.elements = elements;
      f.elementBits = fp.elementBits;
      f.read = !write;
      f.written = write;
      cost.operands.push_back(f);
    }
  }
  return success();
}

/// Fills `cost` from the tallies: FLOPs, the bytes of each level (unique
/// global for DRAM, issued global for L2, plus shared for L1), the class of
/// the larger share of the FLOPs, the launch info and the notes.
void KernelCoster::finishCost(OpCost &cost, int64_t unique) {
  info.issuedGlobalBytes = work.issuedGlobal;
  info.uniqueGlobalBytes = unique;
  info.sharedBytes = work.sharedBytes;
  info.tensorCoreFlops = work.tcFlops;
  cost.flops = work.flops;
  cost.transcendentals = work.transcendentals;
  cost.weightedTranscendentals = work.weighted;
  cost.intOps = work.intOps;
  cost.domainPoints = info.activeThreads;
  cost.iterationDomain = {info.blocks(), info.threadsPerBlock()};
  if (work.tcClass && work.tcFlops >= work.vectorFlops)
    cost.computeClass = *work.tcClass;
  else
    cost.computeClass = getVectorClass(work.widestFloat);
  if (!work.widestFloat && !work.tcClass)
    cost.computeClass = ComputeClass::FP32;
  if (work.tcClass && work.tcFlops > 0 && work.vectorFlops > 0)
    notes.push_back(llvm::formatv(
        "{0} tensor-core and {1} vector FLOPs; the time uses the ceiling of "
        "{2}, the larger share",
        work.tcFlops, work.vectorFlops,
        stringifyComputeClass(cost.computeClass)));
  cost.bytes[0] = unique;
  cost.bytes[1] = work.issuedGlobal;
  int64_t l1;
  if (!checkedAdd(work.issuedGlobal, work.sharedBytes, l1))
    l1 = INT64_MAX;
  cost.bytes[2] = l1;
  notes.insert(notes.begin(),
               llvm::formatv("DRAM bytes are the unique footprint {0} (a lower "
                             "bound); global accesses issue {1} bytes (an "
                             "upper bound)",
                             unique, work.issuedGlobal)
                   .str());
  for (std::string &n : notes)
    cost.notes.push_back(std::move(n));
  notes.clear();
  cost.kernel = std::move(info);
}

//===----------------------------------------------------------------------===//
// Buffers and addresses
//===----------------------------------------------------------------------===//

/// The buffer `m` is a view of, and where it lives: workgroup memory
/// (by address space or attribution), private memory (private address
/// space or attribution, alloca, an alloc inside the kernel), else global.
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
           (m.getDefiningOp<memref::AllocOp>() && !ctx.host &&
            ctx.kernelOp->isAncestor(m.getDefiningOp())))
    r.space = Space::Private; // thread-local storage (on the host, an
                              // alloc is a heap buffer: global)
  if (auto arg = dyn_cast<BlockArgument>(m)) {
    auto attributed = [&](auto kernel) {
      if (llvm::is_contained(kernel.getWorkgroupAttributions(), arg))
        r.space = Space::Shared;
      if (llvm::is_contained(kernel.getPrivateAttributions(), arg))
        r.space = Space::Private;
    };
    if (auto fn = dyn_cast<gpu::GPUFuncOp>(ctx.kernelOp))
      attributed(fn);
    else if (auto l = dyn_cast<gpu::LaunchOp>(ctx.kernelOp))
      attributed(l);
  }
  return r;
}

namespace {

/// One view's index translation: the view's indices (and the values of the
/// enumeration) to its source's; false when an index overflows 64 bits.
using IndexStep = std::function<bool(llvm::SmallVectorImpl<int64_t> &,
                                     llvm::ArrayRef<int64_t>)>;

/// The translation through `sv`: source index = offset + index x stride,
/// with a dropped dimension at index 0. Dynamic offsets and strides are
/// appended to `values`, to be enumerated with the access.
IndexStep subviewStep(memref::SubViewOp sv,
                      llvm::SmallVectorImpl<Value> &values) {
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
  return
      [=](llvm::SmallVectorImpl<int64_t> &idx, llvm::ArrayRef<int64_t> vals) {
        llvm::SmallVector<int64_t, 4> src;
        unsigned k = 0;
        for (unsigned d = 0; d < offs.size(); ++d) {
          auto get = [&](const Part &p) {
            return p.pos >= 0 ? vals[p.pos] : p.cst;
          };
          int64_t i = dropped.test(d) ? 0 : idx[k++], scaled, at;
          if (llvm::MulOverflow(i, get(strides[d]), scaled) ||
              llvm::AddOverflow(get(offs[d]), scaled, at))
            return false;
          src.push_back(at);
        }
        idx.assign(src.begin(), src.end());
        return true;
      };
}

} // namespace

bool KernelCoster::addressRecipe(Value memref,
                                 llvm::SmallVectorImpl<Value> &values,
                                 AddressFn &fn) {
  // Index translation through subviews, innermost view first; values[0..n)
  // are the access's indices, later entries dynamic subview offsets/strides.
  // An address past 64 bits is outside any buffer: -1, no element (as for
  // a masked lane), never a wrapped address.
  std::vector<IndexStep> steps;
  Value m = memref;
  while (auto view = m.getDefiningOp<ViewLikeOpInterface>()) {
    if (auto sv = dyn_cast<memref::SubViewOp>(view.getOperation())) {
      steps.push_back(subviewStep(sv, values));
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
    break;
  }
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(staticLayout(cast<MemRefType>(m.getType()), strides, offset)))
    return false;
  fn = [=](llvm::ArrayRef<int64_t> idx0,
           llvm::ArrayRef<int64_t> vals) -> int64_t {
    llvm::SmallVector<int64_t, 4> idx(idx0.begin(), idx0.end());
    for (const IndexStep &s : steps)
      if (!s(idx, vals))
        return -1;
    int64_t a = offset, term;
    for (auto [i, s] : llvm::zip(idx, strides))
      if (llvm::MulOverflow(i, s, term) || llvm::AddOverflow(a, term, a))
        return -1;
    return a;
  };
  return true;
}

std::optional<int64_t> KernelCoster::fastDistinct(Operation *op,
                                                  const Access &a) {
  if (!isa<BlockArgument>(a.memref))
    return std::nullopt; // views: enumerate
  SmallVector<int64_t> strides;
  int64_t offset;
  if (failed(staticLayout(cast<MemRefType>(a.memref.getType()), strides,
                          offset)) ||
      strides.empty())
    return std::nullopt;
  // Scalar, or lanes contiguous along the last index.
  int64_t lanes = a.offsets.size();
  for (auto [i, off] : llvm::enumerate(a.offsets))
    for (auto [d, o] : llvm::enumerate(off))
      if (o != (d + 1 == off.size() ? static_cast<int64_t>(i) : 0))
        return std::nullopt;
  FailureOr<AffineAddress> addr = getAffineAddress(
      ctx, op, a.indices, strides, offset, lanes, strides.back());
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
