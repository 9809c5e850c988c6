//===- ModePricing.h - A decision priced in the pass's mode -----*- C++ -*-===//
//
// In the compiled and graph modes the analysis costs each group of ops a
// compiler fuses (roofline/CostModels/FusionGroups.h) as one kernel. A
// decision of roofline-optimize priced op by op (the producer's and the
// consumer's kernels against the fused op) would count a saving that mode
// already counts, and miss a kernel it breaks up (an epilogue taken out of
// its contraction's kernel). Here a decision is priced as the analysis
// charges the function: the kernels (groups) that hold an op the decision
// removes, adds or rewires, before and after, every other kernel being the
// same on both sides. The groups are computeFusionGroups' and each set of
// ops is costed by RooflineAnalysis itself: one definition of both.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_TRANSFORMS_MODEPRICING_H
#define ROOFLINE_LIB_TRANSFORMS_MODEPRICING_H

#include "OptimizeSupport.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

namespace roofline {
namespace optimize {

/// What committing a decision does to the ops of a function body.
struct Replacement {
  /// Ops the commit erases (each directly in the function's body).
  llvm::SmallVector<mlir::Operation *, 4> removed;
  /// Uses of each first value that the commit moves to the second.
  llvm::SmallVector<std::pair<mlir::Value, mlir::Value>, 4> values;
  /// When set, only uses by ops after it (in its block) move; otherwise
  /// every use outside the removed and added ops does.
  mlir::Operation *usesAfter = nullptr;
};

/// The kernels a decision changes, as the analysis costs them in the
/// pass's mode.
struct ModePrice {
  Prediction before, after;
};

/// Whether `config`'s mode groups ops into kernels (compiled, graph): the
/// decisions are then priced with priceInMode; in eager mode op by op.
bool pricesGroups(const AnalysisConfig &config);

/// Prices a decision built beside the IR it replaces: `added` are the ops
/// the build created (their results not used yet), `r` what the commit
/// would do. Before: the function without `added`; after: with `r`
/// applied. Each side is the analysis' prediction of the kernels that hold
/// an op of the decision (with the ops their groups and folds join them
/// to). The IR is as it was on return. Fails when the decision is not all
/// in one function body (ops in loops are costed op by op in every mode).
mlir::FailureOr<ModePrice> priceInMode(llvm::ArrayRef<mlir::Operation *> added,
                                       const Replacement &r,
                                       const AnalysisConfig &config);

/// Prices a decision that changes how `op` (directly in a function body)
/// is costed, not the IR (TF32 on a contraction): the kernels that hold it,
/// under `before` and under `after`. Fails as priceInMode does.
mlir::FailureOr<ModePrice> priceConfigInMode(mlir::Operation *op,
                                             const AnalysisConfig &before,
                                             const AnalysisConfig &after);

/// The kernels the analysis makes of a function's ops in the pass's mode
/// (its groups, attention chains and folds), read with one analysis of the
/// function and read again after the IR changed. A decision whose ops the
/// mode already runs as one kernel (a pointwise pair, an epilogue) changes
/// nothing there: a driver declines it without pricing it, which keeps the
/// pass near linear on a model that is mostly such pairs.
class ModeKernels {
public:
  ModeKernels(mlir::FunctionOpInterface fn, const AnalysisConfig &config)
      : fn(fn), config(config) {}

  /// Whether `a` and `b` run in one kernel of the mode; false in eager mode
  /// (decisions are priced op by op there) and for ops not costed.
  bool inOneKernel(mlir::Operation *a, mlir::Operation *b);
  /// The function's IR changed: read again at the next question.
  void invalidate() { stale = true; }

private:
  mlir::FunctionOpInterface fn;
  const AnalysisConfig &config;
  /// Each costed op and the op whose kernel runs it (itself if its own).
  llvm::DenseMap<mlir::Operation *, mlir::Operation *> kernelOf;
  bool stale = true;
};

} // namespace optimize
} // namespace roofline

#endif // ROOFLINE_LIB_TRANSFORMS_MODEPRICING_H
