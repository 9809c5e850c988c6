//===- FusionGroups.h - Ops a compiler fuses into one kernel ----*- C++ -*-===//
//
// Which producer -> consumer pairs of linalg ops on tensors an ML compiler
// (TorchInductor, XLA) runs as one kernel, and the groups that rule makes of
// a function's ops. One definition for two clients: the analysis' compiled
// and graph modes cost each group as one kernel (docs/model.md 1.8), and
// roofline-optimize's fusion drivers (lib/Transforms/Fusion.cpp,
// EpilogueFusion.cpp) take their candidate edges from the same roles.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_COSTMODELS_FUSIONGROUPS_H
#define ROOFLINE_COSTMODELS_FUSIONGROUPS_H

#include "roofline/Model/OpCost.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <string>
#include <vector>

namespace roofline {

/// What an op is to a fusing compiler.
enum class FusionRole {
  /// Not fused by this rule (not a linalg op on tensors, a fill, a mixed
  /// tensor/buffer op): a kernel of its own, or folded (Folding.h).
  None,
  /// Every loop parallel: an elementwise, broadcast, transpose or copy op
  /// (a compiler's pointwise / loop fusion).
  Pointwise,
  /// A contraction or convolution (pooling included): a library or template
  /// kernel that takes elementwise epilogues but no prologue.
  Contraction,
  /// Any other op with a reduction loop: takes pointwise producers.
  Reduction,
};

/// The role of `op`.
FusionRole getFusionRole(mlir::Operation *op);

/// What fusing the producer of a consumer's input into the consumer is.
enum class FusionEdgeKind {
  None,
  /// A pointwise producer into a pointwise consumer.
  Pointwise,
  /// A pointwise producer into a reduction (an input of the reduction).
  ReductionPrologue,
  /// A contraction or convolution into a pointwise consumer (its epilogue).
  Epilogue,
  /// A pointwise producer into a contraction or convolution. Compilers call
  /// a library (or a GEMM template) that reads its inputs from memory: not
  /// a group of compiled mode; roofline-optimize may still price it.
  ContractionPrologue,
};

/// The kind of the edge from the producer of `operand` (an input of a
/// linalg op on tensors) into its owner; None with the reason in `why`
/// (when given) if the pair is not fused, "" when there is no linalg
/// producer on tensors to speak of.
FusionEdgeKind classifyFusionEdge(mlir::OpOperand &operand,
                                  std::string *why = nullptr);

/// One kernel of compiled mode: two or more ops fused.
struct FusionGroup {
  /// The op whose record stands for the kernel: the contraction or
  /// reduction of the group if it has one, else its last op (whose result
  /// is the group's output).
  mlir::Operation *kernel = nullptr;
  /// Every op of the group, `kernel` included, in IR order.
  llvm::SmallVector<mlir::Operation *, 4> members;
};

/// The groups of the ops directly in the bodies of the functions in `root`
/// (ops inside loops are left alone: their kernels are the IR's own).
/// Producer -> consumer edges of kind Pointwise, ReductionPrologue or
/// Epilogue join two groups when
///  - the producer's results are used by the consumer alone (a value with
///    another user is written to memory anyway, and its producer stays the
///    last op of its own kernel);
///  - the two groups hold at most one contraction or reduction between them;
///  - nothing is fused after a reduction (a reduction ends its group).
/// Groups of one op are not listed. In IR order of their kernels.
std::vector<FusionGroup> computeFusionGroups(mlir::Operation *root);

/// What running a group as one kernel takes off the traffic its ops move
/// as separate kernels, per run, at DRAM and L2 (registers and shared
/// memory keep a fused value, as the tile-and-fuse rule of docs/model.md 1.5
/// has it).
struct FusedTraffic {
  /// Bytes of values produced and consumed inside the group: written by
  /// their producer and read by their consumer as separate kernels, kept
  /// in registers by the fused one (a buffer created and last used in one
  /// kernel is never written).
  int64_t onChipBytes = 0;
  /// Bytes of external inputs read by more than one member, beyond the
  /// largest read of each: the kernel loads such an input once.
  int64_t repeatedReadBytes = 0;
  int64_t total() const { return saturatingAdd(onChipBytes, repeatedReadBytes); }
};

/// The traffic a group saves: `footprints[i]` are the footprints (one run)
/// of `members[i]`. The footprints of values that stay on chip are marked
/// not read / not written, as they move nothing.
FusedTraffic
getFusedTraffic(llvm::ArrayRef<mlir::Operation *> members,
                llvm::ArrayRef<llvm::MutableArrayRef<OperandFootprint>>
                    footprints);

} // namespace roofline

#endif // ROOFLINE_COSTMODELS_FUSIONGROUPS_H
