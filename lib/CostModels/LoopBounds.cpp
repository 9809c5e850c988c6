//===- LoopBounds.cpp - Bounds and trip counts of counted loops -----------===//

#include "roofline/CostModels/LoopBounds.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/LoopLikeInterface.h"

#include <algorithm>

using namespace mlir;
using namespace roofline;

bool roofline::isCountedLoop(Operation *op) {
  return isa<scf::ForOp, scf::ParallelOp, scf::ForallOp, affine::AffineForOp,
             affine::AffineParallelOp>(op);
}

SmallVector<LoopBounds, 2> roofline::getLoopBounds(Operation *op) {
  SmallVector<LoopBounds, 2> dims;
  // affine.parallel keeps LoopLikeOpInterface's defaults (no ivs): its
  // bounds are per-dimension maps, read here when they are constants.
  if (auto par = dyn_cast<affine::AffineParallelOp>(op)) {
    Builder b(op->getContext());
    auto constant = [&](AffineMap m) -> std::optional<OpFoldResult> {
      if (!m.isSingleConstant())
        return std::nullopt;
      return OpFoldResult(b.getIndexAttr(m.getSingleConstantResult()));
    };
    for (auto [i, iv] : llvm::enumerate(par.getIVs()))
      dims.push_back({iv, constant(par.getLowerBoundMap(i)),
                      constant(par.getUpperBoundMap(i)),
                      OpFoldResult(b.getIndexAttr(par.getSteps()[i]))});
    return dims;
  }
  auto loop = dyn_cast<LoopLikeOpInterface>(op);
  if (!loop)
    return dims;
  std::optional<SmallVector<Value>> ivs = loop.getLoopInductionVars();
  if (!ivs)
    return dims;
  std::optional<SmallVector<OpFoldResult>> lbs = loop.getLoopLowerBounds(),
                                           ubs = loop.getLoopUpperBounds(),
                                           steps = loop.getLoopSteps();
  auto forOp = dyn_cast<scf::ForOp>(op);
  for (auto [i, iv] : llvm::enumerate(*ivs)) {
    LoopBounds b;
    b.iv = iv;
    if (lbs)
      b.lb = (*lbs)[i];
    if (ubs)
      b.ub = (*ubs)[i];
    if (steps)
      b.step = (*steps)[i];
    b.isUnsigned = forOp && forOp.getUnsignedCmp();
    dims.push_back(b);
  }
  return dims;
}

/// An integer constant's value at its own bit width (64 for index).
static std::optional<APInt> getConstantBound(OpFoldResult ofr) {
  if (std::optional<std::pair<APInt, bool>> c = getConstantAPIntValue(ofr))
    return c->first;
  return std::nullopt;
}

std::optional<APInt> roofline::getExactTripCount(OpFoldResult lb,
                                                 OpFoldResult ub,
                                                 OpFoldResult step,
                                                 bool isUnsigned) {
  std::optional<APInt> l = getConstantBound(lb), u = getConstantBound(ub),
                       s = getConstantBound(step);
  if (!l || !u || !s)
    return std::nullopt;
  unsigned width =
      std::max({l->getBitWidth(), u->getBitWidth(), s->getBitWidth()}) + 1;
  auto widen = [&](const APInt &v) {
    return isUnsigned ? v.zext(width) : v.sext(width);
  };
  // Widened, unsigned values are non-negative: one signed compare serves.
  APInt wl = widen(*l), wu = widen(*u), ws = widen(*s);
  if (!ws.isStrictlyPositive())
    return std::nullopt;
  if (wu.sle(wl))
    return APInt(width, 0);
  // (ub - lb - 1) / step + 1 = ceil((ub - lb) / step), and cannot wrap.
  return (wu - wl - 1).udiv(ws) + 1;
}

SmallVector<std::optional<APInt>> roofline::getLoopTripCounts(Operation *loop) {
  if (!isa<LoopLikeOpInterface>(loop) && !isCountedLoop(loop))
    return {};
  SmallVector<LoopBounds, 2> dims = getLoopBounds(loop);
  // A loop that exposes no bounds (scf.while): its count is not static.
  if (dims.empty())
    return {std::nullopt};
  SmallVector<std::optional<APInt>> trips;
  for (const LoopBounds &d : dims) {
    if (!d.lb || !d.ub || !d.step)
      trips.push_back(std::nullopt);
    else
      trips.push_back(getExactTripCount(*d.lb, *d.ub, *d.step, d.isUnsigned));
  }
  return trips;
}
