//===- GemmView.cpp - A linalg contraction or convolution as a GEMM -------===//

#include "roofline/CostModels/GemmView.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/BuiltinTypes.h"

#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace roofline;

namespace {

/// The product of the extents of `loops`, or -1 when it overflows 64 bits.
int64_t productOf(ArrayRef<int64_t> ranges, ArrayRef<unsigned> loops) {
  int64_t p = 1;
  for (unsigned l : loops)
    if (!checkedMul(p, ranges[l], p))
      return -1;
  return p;
}

/// The loops that index the output and neither input of a contraction: both
/// inputs are broadcast along them (upstream's inferContractionDims puts
/// them in no class).
SmallVector<unsigned, 2> getOutputOnlyLoops(linalg::LinalgOp op) {
  SmallVector<unsigned, 2> loops;
  if (op.getNumDpsInputs() != 2 || op.getNumDpsInits() != 1)
    return loops;
  llvm::SmallBitVector used(op.getNumLoops());
  for (OpOperand *in : op.getDpsInputOperands())
    for (AffineExpr e : op.getMatchingIndexingMap(in).getResults())
      if (auto d = dyn_cast<AffineDimExpr>(e))
        used.set(d.getPosition());
  for (AffineExpr e :
       op.getMatchingIndexingMap(op.getDpsInitOperand(0)).getResults())
    if (auto d = dyn_cast<AffineDimExpr>(e))
      if (!used.test(d.getPosition()))
        loops.push_back(d.getPosition());
  return loops;
}

/// The largest divisor of `extent` not above `want` (at least 1).
int64_t divisorAtMost(int64_t extent, int64_t want) {
  want = std::max<int64_t>(1, std::min(want, extent));
  for (int64_t d = want; d > 1; --d)
    if (extent % d == 0)
      return d;
  return 1;
}

} // namespace

FailureOr<GemmLoops> roofline::getGemmLoops(linalg::LinalgOp op) {
  // Contractions and convolutions reduce: skip the structural matching for
  // everything else, the bulk of a model's ops.
  if (op.getNumReductionLoops() == 0)
    return failure();
  GemmLoops loops;
  if (linalg::isaContractionOpInterface(op)) {
    FailureOr<linalg::ContractionDimensions> dims =
        linalg::inferContractionDims(op);
    if (failed(dims))
      return failure();
    loops.batch.assign(dims->batch);
    loops.m.assign(dims->m);
    loops.n.assign(dims->n);
    loops.k.assign(dims->k);
    // A broadcast operand (C[m, n] = sum_k A[m, k] B[k]): the output's
    // loops that B (A) does not index are N (M), and B (A) is the same
    // along them. With M and N both present as well, part of the output is
    // a broadcast copy of the rest, which the GEMM view does not describe.
    SmallVector<unsigned, 2> outputOnly = getOutputOnlyLoops(op);
    if (!outputOnly.empty()) {
      if (loops.n.empty()) {
        loops.n.assign(outputOnly);
        loops.broadcastB = true;
      } else if (loops.m.empty()) {
        loops.m.assign(outputOnly);
        loops.broadcastA = true;
      } else {
        return failure();
      }
    }
    return loops;
  }
  if (!linalg::isaConvolutionOpInterface(op))
    return failure();
  FailureOr<linalg::ConvolutionDimensions> dims =
      linalg::inferConvolutionDims(op);
  if (failed(dims) || dims->inputChannel.empty())
    return failure();
  loops.kind = GemmLoops::Kind::Convolution;
  loops.batch.assign(dims->depth);
  loops.m.assign(dims->batch);
  llvm::append_range(loops.m, dims->outputImage);
  loops.n.assign(dims->outputChannel);
  loops.k.assign(dims->inputChannel);
  llvm::append_range(loops.k, dims->filterLoop);
  loops.mTileLoops = dims->outputImage.size();
  loops.slicesK = false;
  return loops;
}

std::optional<GemmProblem> roofline::getLinalgGemm(linalg::LinalgOp op,
                                                   const OpCost &cost) {
  // GEMMs and convolutions reduce and multiply: skip the (costly) structural
  // matching for everything else, the bulk of a model's ops.
  if (op.getNumReductionLoops() == 0 || cost.flops == 0)
    return std::nullopt;
  FailureOr<GemmLoops> loops = getGemmLoops(op);
  if (failed(loops))
    return std::nullopt;
  ArrayRef<int64_t> r = cost.iterationDomain;
  GemmProblem p;
  p.batch = productOf(r, loops->batch);
  p.m = productOf(r, loops->m);
  p.n = productOf(r, loops->n);
  p.k = productOf(r, loops->k);
  // The I/O lower bound is stated for a matmul with A and B of m k and k n
  // distinct elements; with a broadcast operand the op is a matrix-vector
  // product whose result is copied, and only the compulsory bound holds.
  p.broadcastA = loops->broadcastA;
  p.broadcastB = loops->broadcastB;
  p.isMatmul = loops->kind == GemmLoops::Kind::Contraction && !p.broadcastA &&
               !p.broadcastB;
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
  // read and written say whether the op moves the operand to or from
  // memory: the analysis clears them for an operand a fused producer or
  // consumer in the same kernel hands over on chip.
  // An accumulator read in part is a folded bias vector (Folding.cpp): the
  // epilogue adds it, the GEMM starts from zero (cuBLASLt's bias epilogue).
  int64_t outputElements;
  p.accumulate = c->read && checkedMul(p.batch, p.m, outputElements) &&
                 checkedMul(outputElements, p.n, outputElements) &&
                 c->elements >= outputElements;
  p.loadA = a->read;
  p.loadB = b->read;
  p.storeC = c->written;
  int64_t macs;
  if (!checkedMul(p.batch, p.m, macs) || !checkedMul(macs, p.n, macs) ||
      !checkedMul(macs, p.k, macs) || macs == 0)
    return std::nullopt;
  p.flopsPerMAC = std::max<int64_t>(1, cost.flops / macs);
  return p;
}

FailureOr<SmallVector<int64_t>>
roofline::getLoopTileSizes(linalg::LinalgOp op, const TileConfig &tile) {
  FailureOr<GemmLoops> loops = getGemmLoops(op);
  if (failed(loops) || loops->mTileLoops == 0 ||
      loops->m.size() < loops->mTileLoops || loops->n.empty())
    return failure();
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (llvm::any_of(ranges, ShapedType::isDynamic))
    return failure();

  SmallVector<int64_t> sizes(ranges.size(), 0);
  for (unsigned l : llvm::concat<const unsigned>(loops->batch, loops->m,
                                                 loops->n))
    sizes[l] = 1;
  if (loops->slicesK)
    for (unsigned l : loops->k)
      sizes[l] = 1;
  // bm over the innermost M loops, innermost first; what one loop cannot
  // take goes to the next one out.
  int64_t rest = tile.bm;
  for (unsigned l : llvm::reverse(
           ArrayRef<unsigned>(loops->m).take_back(loops->mTileLoops))) {
    sizes[l] = divisorAtMost(ranges[l], rest);
    rest = std::max<int64_t>(1, rest / sizes[l]);
  }
  sizes[loops->n.back()] = divisorAtMost(ranges[loops->n.back()], tile.bn);
  if (loops->slicesK && !loops->k.empty())
    sizes[loops->k.back()] = divisorAtMost(ranges[loops->k.back()], tile.bk);
  return sizes;
}
