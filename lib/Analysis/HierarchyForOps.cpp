//===- HierarchyForOps.cpp - The hierarchical model of linalg ops ---------===//
//
// Maps contractions and convolutions to the GEMM traffic model, reads the
// IR's own tiling when the op sits inside tiling loops over slices, and
// caches tile searches (models repeat shapes: one search per distinct shape).
//
//===----------------------------------------------------------------------===//

#include "HierarchyForOps.h"
#include "roofline/CostModels/CostInterface.h"
#include "roofline/Model/TileSearchCache.h"


#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace roofline;

namespace {

/// The tensor or buffer a chain of slices and subviews was cut from.
Value getSliceRoot(Value v) {
  while (Operation *def = v.getDefiningOp()) {
    if (auto s = dyn_cast<tensor::ExtractSliceOp>(def))
      v = s.getSource();
    else if (auto s = dyn_cast<memref::SubViewOp>(def))
      v = s.getSource();
    else
      break;
  }
  return v;
}

bool isSliced(Value v) {
  return isa_and_present<tensor::ExtractSliceOp, memref::SubViewOp>(
      v.getDefiningOp());
}

void finishLevels(HierarchicalEstimate &e, const DeviceModel &device,
                  CeilingKind ceilings) {
  e.levelTime = getLevelTimes(e.bytes, device, ceilings);
  double worst;
  e.binding = pickBinding(e.computeTime, e.levelTime, worst);
}

} // namespace

std::optional<HierarchicalEstimate>
HierarchyModel::estimate(Operation *op, const OpCost &cost, int64_t loopTrips,
                         double peakFlops, int64_t onChipPerRun) {
  // Every op, linalg or downstream, describes its GEMM through the cost
  // interface: there is no linalg-only path.
  auto costOp = dyn_cast<RooflineCostOpInterface>(op);
  if (!costOp || peakFlops <= 0)
    return std::nullopt;
  std::optional<GemmProblem> problem;
  {
    GemmProblem p;
    if (failed(costOp.getRooflineGemm(cost, p)) || p.batch <= 0 || p.m <= 0 ||
        p.n <= 0 || p.k <= 0 || p.footprintA < 0 || p.footprintB < 0)
      return std::nullopt;
    problem = p;
  }

  // Already tiled: the op works on slices inside loops. Its footprint times
  // the trip counts is what the tiles pull through L2; DRAM sees the untiled
  // tensors once when they fit L2 together, every tile's bytes otherwise.
  bool sliced = llvm::any_of(op->getOperands(), isSliced);
  if (loopTrips > 1 && sliced) {
    HierarchicalEstimate e;
    e.origin = TilingOrigin::IR;
    TileConfig t;
    t.bm = problem->m;
    t.bn = problem->n;
    t.bk = problem->k;
    t.kc = problem->k;
    e.tile = t;
    int64_t untiled = 0;
    bool known = true;
    for (const OperandFootprint &f : cost.operands) {
      if (f.operandNumber >= op->getNumOperands()) {
        known = false;
        break;
      }
      auto type =
          dyn_cast<ShapedType>(getSliceRoot(op->getOperand(f.operandNumber))
                                   .getType());
      int64_t elements;
      if (!type || !type.hasStaticShape() ||
          !checkedProduct(type.getShape(), elements)) {
        known = false;
        break;
      }
      OperandFootprint whole = f;
      whole.elements = elements;
      if (!checkedAdd(untiled, whole.trafficBytes(), untiled)) {
        known = false;
        break;
      }
    }
    // Operands kept on chip (a fused accumulator tile, its own value, not a
    // slice) never reach DRAM: they are not part of the untiled tensors.
    untiled = std::max<int64_t>(0, untiled - onChipPerRun);
    e.bytes[1] = e.bytes[2] = cost.bytes[0];
    bool fits = known && untiled <= limits.l2Usable * limits.l2Bytes;
    e.bytes[0] = fits ? std::min(untiled, cost.bytes[0]) : cost.bytes[0];
    e.note = fits ? "tiles from the IR; the untiled operands fit L2, so DRAM "
                    "moves each once"
                  : "tiles from the IR; the untiled operands do not fit L2 "
                    "(or are dynamic), so DRAM moves every tile's bytes";
    e.computeTime = static_cast<double>(cost.flops) / peakFlops;
    finishLevels(e, device, ceilings);
    return e;
  }

  CacheKey key{problem->batch,      problem->m,          problem->n,
               problem->k,          problem->bitsA,      problem->bitsB,
               problem->bitsC,      problem->bitsAcc,    problem->accumulate,
               problem->footprintA, problem->footprintB, problem->flopsPerMAC,
               peakFlops};
  auto it = cache.find(key);
  std::optional<HierarchicalEstimate> e;
  if (it != cache.end()) {
    e = it->second;
  } else {
    e = searchTilesCached(*problem, limits, device, ceilings, peakFlops);
    cache[key] = e;
  }
  if (!e)
    return std::nullopt;
  if (problem->isMatmul) {
    // The goal's bound counts the storage the model reuses data in across
    // blocks; the on-chip bound counts everything (docs/model.md 4.4).
    // Traffic below either is a defect of the model.
    e->lowerBoundBytes = gemmIOLowerBound(
        *problem, getReuseStorageBytes(limits, &e->lowerBoundStorage));
    e->onChipLowerBoundBytes =
        gemmIOLowerBound(*problem, getOnChipStorageBytes(limits));
    double dram = static_cast<double>(e->bytes[0]);
    e->lowerBoundRatio = dram / static_cast<double>(*e->lowerBoundBytes);
    e->onChipLowerBoundRatio =
        dram / static_cast<double>(*e->onChipLowerBoundBytes);
    if (*e->lowerBoundRatio < 1.0 - 1e-9 ||
        *e->onChipLowerBoundRatio < 1.0 - 1e-9)
      e->note = "model defect: DRAM traffic below the I/O lower bound";
  }
  return e;
}
