//===- GemmView.h - A linalg contraction or convolution as a GEMM -*- C++ -*-===//
//
// The GEMM view of linalg ops (docs/model.md 4.1) in both directions, in one
// place: loops -> GEMM, which loops form each axis of batch x (M x K) (K x N)
// and the GemmProblem the hierarchical model tiles (the cost model's
// getRooflineGemm); and GEMM tile -> loops, the model's block tile as tile
// sizes over the op's loops (roofline-optimize's tiling and epilogue fusion).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_COSTMODELS_GEMMVIEW_H
#define ROOFLINE_COSTMODELS_GEMMVIEW_H

#include "roofline/Model/GemmTiling.h"
#include "roofline/Model/OpCost.h"

#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"

#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace roofline {

/// The loops of a linalg op that form each axis of its GEMM view. Each list
/// is in the order the axis is linearised, outermost first.
struct GemmLoops {
  enum class Kind { Contraction, Convolution };
  Kind kind = Kind::Contraction;
  /// GEMM batch: a contraction's batch loops; a convolution's depth loops.
  llvm::SmallVector<unsigned, 2> batch;
  /// M: a contraction's M loops; a convolution's batch (image) loops, then
  /// its output image loops (M is the output pixels of all images).
  llvm::SmallVector<unsigned, 4> m;
  /// N: a contraction's N loops; a convolution's output channel loops.
  llvm::SmallVector<unsigned, 2> n;
  /// K: a contraction's K loops; a convolution's input channel loops, then
  /// its filter loops (K is channels by window).
  llvm::SmallVector<unsigned, 4> k;
  /// How many of the innermost M loops one block tile spans (bm is spread
  /// over them, innermost first): a contraction's innermost M loop; all of
  /// a convolution's output image loops (bm output pixels).
  unsigned mTileLoops = 1;
  /// Whether a block tile slices K (bk of the innermost K loop): a
  /// contraction's does; a convolution's K (channels by window) is whole.
  bool slicesK = true;
  /// A contraction with a broadcast input, whose loops that only the output
  /// indexes inferContractionDims leaves unclassified: they form N where
  /// there is no other N loop, and B indexes none of N (broadcastB); else
  /// they form M where there is no other M loop, and A indexes none of M
  /// (broadcastA).
  bool broadcastA = false, broadcastB = false;
};

/// The GEMM view of `op`: a contraction (`isaContractionOpInterface`, the
/// dims of `inferContractionDims`) first, else a convolution over input
/// channels (`isaConvolutionOpInterface`, the dims of
/// `inferConvolutionDims`; a depthwise convolution or a pooling has no input
/// channel, and no GEMM). Fails for every other op, and for a contraction
/// whose output has loops neither input indexes besides its M and N loops
/// (a broadcast copy the GEMM view does not describe).
mlir::FailureOr<GemmLoops> getGemmLoops(mlir::linalg::LinalgOp op);

/// The GEMM `op` performs, from its cost (`cost.iterationDomain`, where
/// dynamic sizes are already replaced by the hint, and the operand
/// footprints): each axis the product of its loops' extents. None for ops
/// without a GEMM view or without work.
std::optional<GemmProblem> getLinalgGemm(mlir::linalg::LinalgOp op,
                                         const OpCost &cost);

/// The block tile `tile` (bm x bn x bk) as tile sizes over the loops of
/// `op`, in the GEMM view of getGemmLoops (0: the loop is not tiled):
///   - M: bm is spread over the innermost `mTileLoops` M loops, innermost
///     first; N: the innermost N loop takes bn; K: with `slicesK`, the
///     innermost K loop takes bk, without it every K loop is whole (0);
///   - the other loops of M, N and K (when sliced), and the batch loops, go
///     one at a time (1); a loop outside the view (a contraction's loop
///     that only one operand indexes) is not tiled (0).
/// Each size is the largest divisor of its loop's extent not above what the
/// tile asks for, so that every tile is whole (a tile larger than the
/// problem is the whole problem). Fails when `op` has no GEMM view, has a
/// dynamic loop range, or has no M or no N loop for the tile to map to.
mlir::FailureOr<llvm::SmallVector<int64_t>>
getLoopTileSizes(mlir::linalg::LinalgOp op, const TileConfig &tile);

} // namespace roofline

#endif // ROOFLINE_COSTMODELS_GEMMVIEW_H
