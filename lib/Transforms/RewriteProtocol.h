//===- RewriteProtocol.h - Build, predict, keep or roll back ----*- C++ -*-===//
//
// The one protocol of roofline-optimize's decisions. Each driver (Fusion,
// EpilogueFusion, Tiling, Precision, StoragePrecision) is split the way
// upstream Linalg's elementwise fusion splits precondition, control function
// and rewrite:
//   1. a precondition and plan: may the op be rewritten at all, and what the
//      model predicts for it now (a remark saying why not);
//   2. a build callback: the rewrite, creating the new IR beside the old and
//      returning the ops to predict;
//   3. a policy: keep the new IR or not, from the analysis' prediction of
//      what was built (usually: modeled and faster);
//   4. a commit: attributes, the decision remark, replacing the old ops.
// CandidateRewriter::tryRewrite runs steps 2 and 3 for all of them: it
// builds, predicts, and keeps the new IR or erases it; the caller supplies
// the remarks for both outcomes.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_TRANSFORMS_REWRITEPROTOCOL_H
#define ROOFLINE_LIB_TRANSFORMS_REWRITEPROTOCOL_H

#include "ModePricing.h"
#include "OptimizeSupport.h"

#include "mlir/IR/PatternMatch.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace roofline {
namespace optimize {

/// Records the ops a tentative rewrite creates so that they can be erased
/// when the model rejects it. Ops the rewrite erases itself drop out.
class CreatedOpsTracker : public mlir::RewriterBase::Listener {
public:
  /// Only ops inserted directly into `region` are recorded: what they hold
  /// goes with them, and the rewrites may erase nested ops they built
  /// without telling the listener.
  void setAnchor(mlir::Region *region) { anchor = region; }
  void notifyOperationInserted(mlir::Operation *op,
                               mlir::OpBuilder::InsertPoint) override {
    if (op->getParentRegion() == anchor)
      created.insert(op);
  }
  void notifyOperationErased(mlir::Operation *op) override {
    created.remove(op);
  }
  /// Erases every op created since the last reset, users first.
  void eraseCreated(mlir::RewriterBase &rewriter);
  void reset() { created.clear(); }
  bool empty() const { return created.empty(); }
  /// The ops created since the last reset, in creation order.
  llvm::ArrayRef<mlir::Operation *> getCreated() const {
    return created.getArrayRef();
  }

private:
  mlir::Region *anchor = nullptr;
  llvm::SetVector<mlir::Operation *> created;
};

/// The ops a build callback created whose predictions, summed in this
/// order, are the candidate's predicted time.
using PredictedOps = llvm::SmallVector<mlir::Operation *, 4>;

/// Step 2, the rewrite: creates the new IR beside the old (replacing
/// nothing yet) and returns the ops to predict, or fails when the rewrite
/// does not apply (what it created is erased).
using BuildFn =
    llvm::function_ref<mlir::FailureOr<PredictedOps>(mlir::RewriterBase &)>;

/// Step 3, the policy: whether to keep what was built, from its prediction
/// and the predicted time of what it replaces.
using KeepFn =
    llvm::function_ref<bool(const Prediction &after, double before)>;

/// What trying a rewrite came to.
struct Trial {
  /// The predicted time of what the rewrite replaces: the caller's figure
  /// (op by op), or, when `inMode`, the kernels it changes in the pass's
  /// mode.
  double before = 0;
  /// The prediction of the built ops (PredictedOps), in the analysis'
  /// terms, or, when `inMode`, of the kernels the commit would leave.
  Prediction after;
  /// DRAM bytes before, when `inMode` (else the caller's).
  int64_t bytesBefore = 0;
  /// Whether `before` and `after` are the kernels of the pass's mode
  /// (priceInMode, ModePricing.h) rather than the ops themselves.
  bool inMode = false;
  /// Whether the policy kept the new IR (else it was erased).
  bool kept = false;
};

/// The usual policy: keep a candidate the model costs and predicts faster
/// than `before`.
inline bool keepIfFaster(const Prediction &after, double before) {
  return after.isModeled() && isFaster(after.time, before);
}

/// Builds candidate rewrites next to an anchor op, predicts them with the
/// pass's analysis configuration, and keeps or erases them.
class CandidateRewriter {
public:
  CandidateRewriter(const AnalysisConfig &config, mlir::MLIRContext *ctx)
      : config(config), rewriter(ctx, &tracker) {}

  /// Builds, predicts, and keeps or rolls back: runs `build` with the
  /// insertion point before `anchor`, predicts the ops it returns, and keeps
  /// what it created when `keep` holds for that prediction against
  /// `before` (the predicted time of what it replaces, op by op), erasing it
  /// all otherwise. When `build` said what the commit would replace
  /// (replaces()) and the mode groups ops into kernels, both sides are
  /// priced instead as the kernels the analysis makes in that mode
  /// (priceInMode). Fails, with the IR as it was, when `build` fails.
  mlir::FailureOr<Trial> tryRewrite(mlir::Operation *anchor, double before,
                                    BuildFn build, KeepFn keep = keepIfFaster);

  /// Prices a candidate: tryRewrite with a policy that keeps nothing (the
  /// edges of priority fusion are all priced before the best is applied).
  mlir::FailureOr<Trial> price(mlir::Operation *anchor, double before,
                               BuildFn build);

  /// Called by a build callback: what committing the candidate would do
  /// (the ops it erases, the uses it moves), for pricing in the mode.
  void replaces(Replacement r) { pending = std::move(r); }

  /// Builds without deciding (a candidate decided earlier): runs `build`
  /// before `anchor` and keeps what it created, or erases it and fails.
  mlir::LogicalResult
  build(mlir::Operation *anchor,
        llvm::function_ref<mlir::LogicalResult(mlir::RewriterBase &)> build);

  /// The rewriter for the commits (step 4): replacing and erasing ops.
  mlir::IRRewriter &getRewriter() { return rewriter; }

private:
  const AnalysisConfig &config;
  CreatedOpsTracker tracker;
  mlir::IRRewriter rewriter;
  std::optional<Replacement> pending;
};

} // namespace optimize
} // namespace roofline

#endif // ROOFLINE_LIB_TRANSFORMS_REWRITEPROTOCOL_H
