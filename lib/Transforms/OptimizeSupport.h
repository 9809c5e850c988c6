//===- OptimizeSupport.h - Shared pieces of roofline-optimize ---*- C++ -*-===//
//
// What roofline-optimize (RooflineOptimizePass.cpp) and its decision kinds
// (Fusion.cpp, EpilogueFusion.cpp, Tiling.cpp, Precision.cpp,
// PrecisionPlan.cpp, StoragePrecision.cpp) share: predicting the time of a piece of IR with the
// analysis itself, the pass's state, the wording of the decision remarks, and
// the entry point of each kind. How a kind builds, decides and rolls back a
// rewrite is in RewriteProtocol.h.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_TRANSFORMS_OPTIMIZESUPPORT_H
#define ROOFLINE_LIB_TRANSFORMS_OPTIMIZESUPPORT_H

#include "roofline/Analysis/RooflineAnalysis.h"

#include "mlir/IR/PatternMatch.h"
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
  /// Predicted seconds saved by the applied decisions (before - after).
  double saved = 0;
  /// Decisions not applied, by reason, in order of first appearance.
  llvm::SmallVector<std::pair<std::string, unsigned>> kept;
  /// Where each reason of `kept` was first seen (describeLocation).
  llvm::SmallVector<std::string> keptFirstAt;
  /// Each `saved` term in the order added: a merge re-adds them one by one,
  /// so that the sum is the serial one to the last bit.
  llvm::SmallVector<double, 0> savings;
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
  /// `tiled`: tilings predicted faster by at least kMinGainFraction (no
  /// other tiling is applied).
  unsigned tiled = 0, tilesRejected = 0;
  unsigned precisionChanges = 0;
  DecisionTally tallies[kNumDecisionKinds];
  /// Lines of the summary (remark and report) beyond the tallies: the
  /// model-wide precision plan against the per-op one, per function.
  llvm::SmallVector<std::string> notes;

  /// Records an applied decision of `kind` at `op` that took the predicted
  /// time from `before` to `after`; `msg` is its per-op remark.
  void applied(mlir::Operation *op, DecisionKind kind, double before,
               double after, const llvm::Twine &msg);
  /// Records `count` decisions of `kind` applied together (a model-wide
  /// plan) that took the predicted time from `before` to `after`; `msg` is
  /// the remark, at `op`.
  void appliedTogether(mlir::Operation *op, DecisionKind kind, unsigned count,
                       double before, double after, const llvm::Twine &msg);
  /// Records a decision of `kind` not applied at `op`, for `reason` (the
  /// summary groups by it, so it should not carry numbers or op names);
  /// `msg` is its per-op remark.
  void kept(mlir::Operation *op, DecisionKind kind, llvm::StringRef reason,
            const llvm::Twine &msg);
  /// The summary remarks at `loc`, one per kind that saw a decision, when
  /// remarks are on and not per op.
  void emitSummary(mlir::Location loc) const;
  /// Adds what `part` (the context of one function, processed on its own)
  /// recorded, as if its decisions had been recorded here: merging the
  /// functions' contexts in IR order gives the serial pass's tallies.
  void merge(const OptimizeContext &part);

private:
  /// Emits a decision remark at `op`'s location under `remarks=all`.
  /// It is emitted at the location, not on the op: `op->emitRemark()`
  /// attaches a "see current operation" note that prints the op, and
  /// printing one op numbers every value of its function, so a remark per
  /// op made the pass quadratic in the ops of a function (docs/passes.md).
  /// An op without a location of its own is named in the message and the
  /// remark put at its function's location (not at "<unknown>:0").
  void remark(mlir::Operation *op, const llvm::Twine &msg) const;
};

/// The short reason of a "why" text for the summary: up to its first ':' or
/// '(' (what follows names ops or gives numbers), trimmed.
std::string reasonOf(llvm::StringRef why);

/// Seconds in the remarks' format ("%.4e").
std::string formatSeconds(double s);

/// A duration in a readable unit, `digits` significant digits: "3.091 us",
/// "289.8 us", "1.234 ms", "2.5 s" (the summary table).
std::string formatDuration(double s, int digits = 4);

/// Where `op` is, for a remark that names it: "file:line:col" or the
/// "name" of a name location (the first found in a fused or call-site
/// location); without either, "@fn" (its function) and the op's name.
std::string describeLocation(mlir::Operation *op);

/// The smallest predicted gain a transform must bring to be applied, as a
/// fraction of the predicted time of what it replaces (docs/passes.md):
/// below it, a change is within what the model cannot tell apart, and
/// applying it only rewrites IR (issue 31: 10,000 tilings of 0 us).
constexpr double kMinGainFraction = 0.01;

/// "predicted 1.2345e-06 s -> 9.8765e-07 s".
std::string formatBeforeAfter(double before, double after);

/// How a decision's two times were priced, for its remark: "" when op by
/// op (eager mode, or ops in loops), else " for the kernels it changes in
/// mode=compiled" (or graph): the groups the analysis makes of them.
std::string pricedIn(bool inMode, const AnalysisConfig &config);

/// Whether `after` is a predicted speedup over `before` by at least
/// kMinGainFraction of `before`.
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

/// What a model-wide precision plan changed in a function.
struct PrecisionPlanResult {
  /// Contractions and convolutions given 16-bit inputs.
  unsigned lowered = 0;
  /// Activations converted by a truncation kernel of their own (each once,
  /// however many ops read it; weights, converted ahead of time, aside).
  unsigned conversions = 0;
  /// Activations stored in 16 bits by the elementwise op producing them.
  unsigned inProducers = 0;
  /// Data-movement ops (slices, reshapes, transposes) run in 16 bits.
  unsigned moved = 0;
};

/// Builds the model-wide plan in `fn` (the caller's copy): every f32
/// contraction and convolution outside loops takes `mode` (bf16 or f16)
/// inputs with f32 accumulation, each activation converted once where it
/// is produced, and the data movement in between run in 16 bits.
PrecisionPlanResult buildPrecisionPlan(mlir::FunctionOpInterface fn,
                                       llvm::StringRef mode);

/// `v` (a ranked f32 tensor) rounded to `type` by an elementwise generic
/// built at the rewriter's insertion point.
mlir::Value buildTruncation(mlir::RewriterBase &rewriter, mlir::Location loc,
                            mlir::Value v, mlir::FloatType type);

/// Stores the f32 results of elementwise generics that only feed other
/// generics in `mode` (bf16 or f16), extending them in the consumers.
void runStoragePrecision(mlir::FunctionOpInterface fn, OptimizeContext &ctx,
                         llvm::StringRef mode);

} // namespace optimize
} // namespace roofline

#endif // ROOFLINE_LIB_TRANSFORMS_OPTIMIZESUPPORT_H
