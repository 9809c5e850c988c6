//===- OptimizeSupport.h - Shared pieces of roofline-optimize ---*- C++ -*-===//
//
// What roofline-optimize (RooflineOptimizePass.cpp) and its decision kinds
// (Fusion.cpp, EpilogueFusion.cpp, Tiling.cpp, Precision.cpp,
// StoragePrecision.cpp) share: predicting the time of a piece of IR with the
// analysis itself, the pass's state, the wording of the decision remarks, and
// the entry point of each kind. How a kind builds, decides and rolls back a
// rewrite is in RewriteProtocol.h.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_TRANSFORMS_OPTIMIZESUPPORT_H
#define ROOFLINE_LIB_TRANSFORMS_OPTIMIZESUPPORT_H

#include "roofline/Analysis/RooflineAnalysis.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

#include <string>

namespace roofline {
namespace optimize {

/// The analysis' prediction for an op and everything nested in it.
struct Prediction {
  double time = 0;
  /// DRAM bytes: the analysis' totals.bytes (the hierarchical estimate's
  /// where an op has one).
  int64_t dramBytes = 0;
  /// Why some op in it could not be costed ("" when all were): the pass
  /// leaves such IR alone rather than decide without the model.
  std::string unmodeled;
  bool isModeled() const { return unmodeled.empty(); }
};

/// Predicts `root` (an op, with every op nested in it) with the analysis:
/// the same model, device and options the report uses, so that a decision
/// and the before/after summary never disagree.
Prediction predict(mlir::Operation *root, const AnalysisConfig &config);

/// The predictions of `ops` summed in order: their times and DRAM bytes
/// added up, the first unmodeled reason kept.
Prediction predictAll(llvm::ArrayRef<mlir::Operation *> ops,
                      const AnalysisConfig &config);

/// The kinds of decision the pass takes, one summary line each.
enum class DecisionKind { Fusion, Epilogue, Tiling, Precision, Storage };
constexpr unsigned kNumDecisionKinds = 5;

/// What the decisions of one kind came to, for the summary remark.
struct DecisionTally {
  unsigned applied = 0;
  /// Decisions applied with no predicted change (a tiling that makes the
  /// model's own tile explicit): not counted as `applied`, whose count says
  /// what was predicted faster.
  unsigned unchanged = 0;
  /// Predicted seconds saved by the applied decisions (before - after).
  double saved = 0;
  /// Decisions not applied, by reason, in order of first appearance.
  llvm::SmallVector<std::pair<std::string, unsigned>> kept;
  unsigned numKept() const;
};

/// The pass's state shared by the decision kinds.
struct OptimizeContext {
  explicit OptimizeContext(const AnalysisConfig &config) : config(config) {}

  const AnalysisConfig &config;
  bool emitRemarks = true;
  /// Every decision a remark at its op (`remarks=all`); otherwise they are
  /// tallied and summarised once per kind (emitSummary).
  bool remarkEachOp = false;
  unsigned fused = 0, fusionsRejected = 0;
  /// `tiled`: tilings predicted faster; `tiledUnchanged`: tilings applied
  /// at the same predicted time (the model's tile made explicit).
  unsigned tiled = 0, tiledUnchanged = 0, tilesRejected = 0;
  unsigned precisionChanges = 0;
  DecisionTally tallies[kNumDecisionKinds];

  /// Records an applied decision of `kind` at `op` that took the predicted
  /// time from `before` to `after`; `msg` is its per-op remark.
  void applied(mlir::Operation *op, DecisionKind kind, double before,
               double after, const llvm::Twine &msg);
  /// Records a decision of `kind` applied at `op` that leaves the predicted
  /// time as it was; `msg` is its per-op remark.
  void unchanged(mlir::Operation *op, DecisionKind kind,
                 const llvm::Twine &msg);
  /// Records a decision of `kind` not applied at `op`, for `reason` (the
  /// summary groups by it, so it should not carry numbers or op names);
  /// `msg` is its per-op remark.
  void kept(mlir::Operation *op, DecisionKind kind, llvm::StringRef reason,
            const llvm::Twine &msg);
  /// The summary remarks at `loc`, one per kind that saw a decision, when
  /// remarks are on and not per op.
  void emitSummary(mlir::Location loc) const;

private:
  /// Emits a decision remark at `op`'s location under `remarks=all`.
  /// It is emitted at the location, not on the op: `op->emitRemark()`
  /// attaches a "see current operation" note that prints the op, and
  /// printing one op numbers every value of its function, so a remark per
  /// op made the pass quadratic in the ops of a function (docs/passes.md).
  void remark(mlir::Operation *op, const llvm::Twine &msg) const {
    if (emitRemarks && remarkEachOp)
      mlir::emitRemark(op->getLoc()) << "roofline-optimize: " << msg;
  }
};

/// The short reason of a "why" text for the summary: up to its first ':' or
/// '(' (what follows names ops or gives numbers), trimmed.
std::string reasonOf(llvm::StringRef why);

/// Seconds in the remarks' format ("%.4e").
std::string formatSeconds(double s);

/// "predicted 1.2345e-06 s -> 9.8765e-07 s".
std::string formatBeforeAfter(double before, double after);

/// Whether `after` is a predicted speedup over `before` (strictly faster,
/// beyond rounding noise).
bool isFaster(double after, double before);

/// Elementwise producer->consumer fusion of linalg.generic ops on tensors in
/// `fn`, most profitable first.
void runFusion(mlir::FunctionOpInterface fn, OptimizeContext &ctx);

/// Fuses elementwise epilogues into the contraction or convolution feeding
/// them (tile-and-fuse over the model's output tile), where predicted
/// faster.
void runEpilogueFusion(mlir::FunctionOpInterface fn, OptimizeContext &ctx);

/// Tiles the contractions of `fn` with the hierarchical model's block tile.
void runTiling(mlir::FunctionOpInterface fn, OptimizeContext &ctx);

/// Lowers the precision of compute-bound f32 contractions in `fn` to
/// `mode` (tf32, bf16 or f16).
void runPrecision(mlir::FunctionOpInterface fn, OptimizeContext &ctx,
                  llvm::StringRef mode);

/// Stores the f32 results of elementwise generics that only feed other
/// generics in `mode` (bf16 or f16), extending them in the consumers.
void runStoragePrecision(mlir::FunctionOpInterface fn, OptimizeContext &ctx,
                         llvm::StringRef mode);

} // namespace optimize
} // namespace roofline

#endif // ROOFLINE_LIB_TRANSFORMS_OPTIMIZESUPPORT_H
