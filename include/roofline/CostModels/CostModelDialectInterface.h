//===- CostModelDialectInterface.h - What an op is, per dialect -*- C++ -*-===//
//
// The analysis walks IR of any dialect. Besides an op's cost (the op
// interface RooflineCostOpInterface), it must know what an op without a
// cost model is: a free op describing data or control (walked into, neither
// costed nor listed) or an op that computes and has no model (listed as
// unmodeled, with why); whether an op is a loop the analysis counts, and a
// parallel one (a kernel's grid) or a sequential one (a launch per trip);
// and whether a dialect's cost models may run on several functions at once.
//
// Each dialect answers through this dialect interface, attached by the same
// registration that attaches its cost models (registerLinalgCostModels,
// ...; a downstream dialect attaches its own). A dialect that has none is
// handled conservatively: its ops on tensors or buffers are unmodeled, its
// loop-like ops are sequential, its cost models run serially. The analysis
// itself names no dialect and no op (docs/architecture.md).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_COSTMODELS_COSTMODELDIALECTINTERFACE_H
#define ROOFLINE_COSTMODELS_COSTMODELDIALECTINTERFACE_H

#include "mlir/IR/DialectInterface.h"
#include "mlir/IR/Operation.h"

#include <optional>
#include <string>

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace roofline {

/// How the analysis counts the iterations of a loop around a costed op.
enum class LoopKind {
  /// Not a loop: its region runs once per run of the op.
  NotALoop,
  /// Each trip runs the body again; around a kernel, each trip launches it
  /// again (scf.for, affine.for).
  Sequential,
  /// The trips are a kernel's grid: one launch runs them all, and the
  /// sequential loops inside run within each block (scf.forall,
  /// scf.parallel, affine.parallel).
  Parallel,
};

/// What a dialect tells the analysis about its ops beyond their costs. The
/// defaults are the conservative answers used for a dialect without one.
class CostModelDialectInterface
    : public mlir::DialectInterface::Base<CostModelDialectInterface> {
public:
  explicit CostModelDialectInterface(mlir::Dialect *dialect) : Base(dialect) {}

  /// Whether `op` (which has no cost model of its own) describes data or
  /// control rather than computing on it: views, casts, allocations,
  /// constants, shape queries, control flow, element accesses. Such ops are
  /// walked into and neither costed nor listed. Default: no op is free.
  virtual bool isFree(mlir::Operation *op) const { return false; }

  /// Why `op`, which has no cost model of its own, should be costed and
  /// cannot be; nullopt when it need not be (it is free, or works on no
  /// tensor or buffer). Default: an op on tensors or buffers that is not
  /// free has no cost model.
  virtual std::optional<std::string>
  whyUnmodeled(mlir::Operation *op) const;

  /// How the analysis counts the trips of `op`. Default: a loop-like op is
  /// sequential, anything else is not a loop.
  virtual LoopKind getLoopKind(mlir::Operation *op) const;

  /// Whether the cost model of `op` may run while ops of other functions
  /// are costed on other threads: it reads the IR and builds uniqued
  /// attributes and nothing else (no pass manager, no process-wide memo).
  /// Default: no, the op's part is costed serially.
  virtual bool isCostModelThreadSafe(mlir::Operation *op) const {
    return false;
  }

  /// Whether the analysis walks into `op`'s regions. Default: yes. A
  /// container of kernel bodies (gpu.module) answers no: its kernels are
  /// costed where they are launched.
  virtual bool isWalkedInto(mlir::Operation *op) const { return true; }
};

/// The message for an op on tensors or buffers whose dialect has no model
/// for it.
std::string getNoCostModelReason(mlir::Operation *op);

/// Whether `op` works on a tensor, a buffer or a vector (an operand or a
/// result of shaped type).
bool isOnShapedValues(mlir::Operation *op);

/// Why `op`, which has no cost model of its own, should be costed and
/// cannot be (its dialect's answer; an unregistered op on tensors or
/// buffers is an opaque call); nullopt when it is walked into silently.
std::optional<std::string> getWhyUnmodeled(mlir::Operation *op);

/// How the analysis counts the trips of `op` (its dialect's answer).
LoopKind getLoopKind(mlir::Operation *op);

/// Whether `op`'s cost model may run concurrently with others (its
/// dialect's answer; false for a dialect without the interface).
bool isCostModelThreadSafe(mlir::Operation *op);

/// Whether the analysis walks into `op` (its dialect's answer).
bool isWalkedInto(mlir::Operation *op);

/// Attaches the interface to the dialects whose ops only describe data or
/// control (builtin, func, cf, dlti, ml_program, bufferization, index, llvm,
/// ub): every op of theirs is free.
void registerStructuralDialects(mlir::DialectRegistry &registry);

} // namespace roofline

#endif // ROOFLINE_COSTMODELS_COSTMODELDIALECTINTERFACE_H
