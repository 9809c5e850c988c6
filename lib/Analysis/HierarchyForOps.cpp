//===- HierarchyForOps.cpp - The hierarchical model of linalg ops ---------===//
//
// Maps contractions and convolutions to the GEMM traffic model, reads the
// IR's own tiling when the op sits inside tiling loops over slices, and
// caches tile searches (models repeat shapes: one search per distinct shape).
//
//===----------------------------------------------------------------------===//

#include "roofline/Analysis/HierarchyForOps.h"

#include "CostModelUtils.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace roofline;

namespace {

int64_t product(ArrayRef<int64_t> ranges, ArrayRef<unsigned> dims) {
  int64_t p = 1;
  for (unsigned d : dims)
    if (!checkedMul(p, ranges[d], p))
      return -1;
  return p;
}

/// The GEMM a contraction or a convolution over input channels performs.
std::optional<GemmProblem> getGemmProblem(linalg::LinalgOp op,
                                          const OpCost &cost) {
  ArrayRef<int64_t> r = cost.iterationDomain;
  GemmProblem p;
  if (linalg::isaContractionOpInterface(op)) {
    FailureOr<linalg::ContractionDimensions> dims =
        linalg::inferContractionDims(op);
    if (failed(dims))
      return std::nullopt;
    p.batch = product(r, dims->batch);
    p.m = product(r, dims->m);
    p.n = product(r, dims->n);
    p.k = product(r, dims->k);
  } else if (linalg::isaConvolutionOpInterface(op)) {
    FailureOr<linalg::ConvolutionDimensions> dims =
        linalg::inferConvolutionDims(op);
    if (failed(dims) || dims->inputChannel.empty())
      return std::nullopt;
    int64_t images = product(r, dims->batch), pixels =
                                                  product(r, dims->outputImage);
    int64_t channels = product(r, dims->inputChannel),
            window = product(r, dims->filterLoop);
    p.batch = product(r, dims->depth);
    if (images < 0 || pixels < 0 || channels < 0 || window < 0 ||
        !checkedMul(images, pixels, p.m) || !checkedMul(channels, window, p.k))
      return std::nullopt;
    p.n = product(r, dims->outputChannel);
  } else {
    return std::nullopt;
  }
  if (p.batch <= 0 || p.m <= 0 || p.n <= 0 || p.k <= 0)
    return std::nullopt;
  const OperandFootprint *a = nullptr, *b = nullptr, *c = nullptr;
  for (const OperandFootprint &f : cost.operands) {
    if (f.role == OperandFootprint::Role::Output)
      c = c ? c : &f;
    else if (!a)
      a = &f;
    else if (!b)
      b = &f;
  }
  if (!a || !b || !c)
    return std::nullopt;
  p.footprintA = a->elements;
  p.footprintB = b->elements;
  p.bitsA = a->elementBits;
  p.bitsB = b->elementBits;
  p.bitsC = c->elementBits;
  p.bitsAcc = std::max(32u, c->elementBits);
  p.accumulate = c->read;
  int64_t macs;
  if (!checkedMul(p.batch, p.m, macs) || !checkedMul(macs, p.n, macs) ||
      !checkedMul(macs, p.k, macs) || macs == 0)
    return std::nullopt;
  p.flopsPerMAC = std::max<int64_t>(1, cost.flops / macs);
  return p;
}

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
  double worst = e.computeTime;
  e.binding = Binding::Compute;
  for (unsigned l = 0; l < kNumMemoryLevels; ++l) {
    const auto &level = device.getMemory(static_cast<MemoryLevel>(l));
    e.levelTime[l] =
        level ? static_cast<double>(e.bytes[l]) / level->bandwidth.get(ceilings)
              : 0.0;
    if (e.levelTime[l] > worst) {
      worst = e.levelTime[l];
      e.binding = static_cast<Binding>(l + 1);
    }
  }
}

} // namespace

std::optional<HierarchicalEstimate> HierarchyModel::estimate(
    Operation *op, const OpCost &cost, int64_t loopTrips, double peakFlops) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || peakFlops <= 0)
    return std::nullopt;
  std::optional<GemmProblem> problem = getGemmProblem(linalgOp, cost);
  if (!problem)
    return std::nullopt;

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

  std::string key = llvm::formatv(
      "{0}x{1}x{2}x{3}|{4},{5},{6},{7}|{8}|{9},{10}|{11}|{12:e}",
      problem->batch, problem->m, problem->n, problem->k, problem->bitsA,
      problem->bitsB, problem->bitsC, problem->bitsAcc, problem->accumulate,
      problem->footprintA, problem->footprintB, problem->flopsPerMAC,
      peakFlops);
  auto it = cache.find(key);
  std::optional<HierarchicalEstimate> e;
  if (it != cache.end()) {
    e = it->second;
  } else {
    e = searchTiles(*problem, limits, device, ceilings, peakFlops);
    cache[key] = e;
  }
  if (!e)
    return std::nullopt;
  if (linalg::isaContractionOpInterface(linalgOp)) {
    e->lowerBoundBytes =
        gemmIOLowerBound(*problem, getFastMemoryBytes(limits, device));
    e->lowerBoundRatio =
        static_cast<double>(e->bytes[0]) / static_cast<double>(*e->lowerBoundBytes);
    if (*e->lowerBoundRatio < 1.0 - 1e-9)
      e->note = "model defect: DRAM traffic below the I/O lower bound";
  }
  return e;
}
