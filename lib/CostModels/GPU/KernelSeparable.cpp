//===- KernelSeparable.cpp - Footprints of separable host accesses --------===//
//
// separableDistinct (KernelSeparable.h): checks that the access is
// separable, then counts the distinct positions along each dimension.
//
//===----------------------------------------------------------------------===//

#include "KernelSeparable.h"

#include "OpSemantics.h"

#include "roofline/Model/OpCost.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/IR/BuiltinTypes.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/MathExtras.h"

#include <set>

using namespace mlir;
using namespace roofline;

namespace {

/// Adds to `deps` the loop ivs of `ivs` that `v` is computed from; false
/// when it also reads something else (a value the nest does not fix, data
/// loaded from memory, a value carried by a loop).
bool collectDeps(const KernelLaunchContext &ctx, Value v,
                 const llvm::DenseSet<Value> &ivs, llvm::DenseSet<Value> &deps,
                 unsigned depth) {
  if (depth > 64)
    return false; // a chain this long is not an index computation
  if (ctx.known.count(v))
    return true;
  if (isa<BlockArgument>(v)) {
    if (!ivs.contains(v))
      return false;
    deps.insert(v);
    return true;
  }
  if (!v.getType().isIntOrIndex() || !getIntOpSemantics(v))
    return false;
  for (Value o : v.getDefiningOp()->getOperands())
    if (!collectDeps(ctx, o, ivs, deps, depth + 1))
      return false;
  return true;
}

/// Whether a loop bound is fixed: a constant, or a value the nest binds.
bool isFixed(const KernelLaunchContext &ctx,
             const std::optional<OpFoldResult> &f) {
  if (!f)
    return false;
  if (getConstantIntValue(*f))
    return true;
  auto v = dyn_cast<Value>(*f);
  return v && ctx.known.count(v);
}

/// Collects the ivs of the loops around `op` into `ivs`; false unless they
/// form a box: counted loops with fixed bounds, and no guard.
bool collectBox(const KernelLaunchContext &ctx, Operation *op,
                llvm::DenseSet<Value> &ivs) {
  for (Operation *p = op->getParentOp(); p && p != ctx.kernelOp;
       p = p->getParentOp()) {
    if (!isCountedLoop(p))
      return false;
    if (auto f = dyn_cast<affine::AffineForOp>(p)) {
      if (!f.hasConstantBounds())
        return false;
      ivs.insert(f.getInductionVar());
      continue;
    }
    for (const LoopBounds &b : getLoopBounds(p)) {
      if (!isFixed(ctx, b.lb) || !isFixed(ctx, b.ub) || !isFixed(ctx, b.step))
        return false;
      ivs.insert(b.iv);
    }
  }
  return true;
}

} // namespace

std::optional<int64_t> roofline::separableDistinct(KernelSpace &space,
                                                   Operation *op,
                                                   const Access &a) {
  const KernelLaunchContext &ctx = space.getContext();
  auto mt = cast<MemRefType>(a.memref.getType());
  unsigned rank = a.indices.size();
  if (!ctx.host || a.offsetsOverflow || a.offsets.empty() ||
      !mt.hasStaticShape() || !mt.getLayout().isIdentity() ||
      mt.getRank() != static_cast<int64_t>(rank))
    return std::nullopt;
  llvm::DenseSet<Value> ivs;
  if (!collectBox(ctx, op, ivs))
    return std::nullopt;
  // No loop feeds two indices.
  llvm::DenseSet<Value> seen;
  for (Value idx : a.indices) {
    llvm::DenseSet<Value> deps;
    if (!collectDeps(ctx, idx, ivs, deps, 0))
      return std::nullopt;
    for (Value d : deps)
      if (!seen.insert(d).second)
        return std::nullopt;
  }
  // The lanes' offsets must be a box too: every combination of the offsets
  // along each dimension, once.
  std::vector<std::set<int64_t>> offsets(rank);
  for (const auto &off : a.offsets)
    for (unsigned d = 0; d < rank; ++d)
      offsets[d].insert(off[d]);
  int64_t box = 1;
  for (const std::set<int64_t> &s : offsets)
    if (!checkedMul(box, static_cast<int64_t>(s.size()), box))
      return std::nullopt;
  if (box != static_cast<int64_t>(a.offsets.size()))
    return std::nullopt;
  // Distinct positions along each dimension, all inside the buffer (an
  // identity layout maps distinct in-bounds index tuples to distinct
  // elements).
  int64_t total = 1;
  for (unsigned d = 0; d < rank; ++d) {
    llvm::DenseSet<int64_t> positions;
    bool inside = true;
    std::string why;
    if (failed(space.enumerate(
            op, {a.indices[d]},
            [&](llvm::ArrayRef<int64_t> v, int64_t) {
              for (int64_t o : offsets[d]) {
                int64_t x;
                if (llvm::AddOverflow(v[0], o, x) || x < 0 ||
                    x >= mt.getDimSize(d))
                  inside = false;
                else
                  positions.insert(x);
              }
            },
            why)) ||
        !inside ||
        !checkedMul(total, static_cast<int64_t>(positions.size()), total))
      return std::nullopt;
  }
  return total;
}
