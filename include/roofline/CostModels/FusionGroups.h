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

#include "roofline/Device/DeviceModel.h"
#include "roofline/Model/OpCost.h"

#include "mlir/IR/Operation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
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
  /// A row kernel's rows, and the bytes of one row of its first
  /// reduction's input; 0 for any other group.
  int64_t rows = 0;
  int64_t rowBytes = 0;

  /// Whether the kernel loops over its rows: a row longer than
  /// kOnChipRowBytes is not held on chip, and each of the kernel's loops
  /// (the statistics, then the output) reads it again, as Inductor's looped
  /// reductions (`triton_red_...`) and the libraries' long-row norm kernels
  /// do.
  bool isLooped() const;
};

/// The groups of the ops directly in the bodies of the functions in `root`
/// (ops inside loops are left alone: their kernels are the IR's own).
/// Producer -> consumer edges of kind Pointwise, ReductionPrologue or
/// Epilogue join two groups when
///  - the producer's results are used by the consumer alone (a value with
///    another user is written to memory anyway, and its producer stays the
///    last op of its own kernel);
///  - the two groups hold at most one contraction or reduction between them;
///  - nothing is fused after a reduction (a reduction ends its group) but
///    pointwise ops over its output, element for element (a mean's
///    division: its epilogue, applied before the store).
/// Row kernels are the exception (FusionGroups.cpp): row reductions of one
/// static space join with the ops of that space around them, and with a
/// row statistic's per-row ops (RMSNorm's mean, + eps, rsqrt), whose value
/// the row's ops then read inside the kernel; a row longer than on chip
/// makes it a looped kernel (FusionGroup::isLooped).
/// Groups of one op are not listed. In IR order of their kernels.
std::vector<FusionGroup> computeFusionGroups(mlir::Operation *root);

/// Whether the rules may join `producer` into `consumer`'s kernel at all
/// (asked before any rule); eager mode lets only the ops of one framework
/// op's kernel join (roofline.framework_kernel, docs/model.md 1.8).
using FusionJoinFilter =
    llvm::function_ref<bool(mlir::Operation *producer, mlir::Operation *consumer)>;

/// The groups of computeFusionGroups with the ops of `excluded` left out
/// (each a kernel of its own, or part of another kind of group: an
/// attention kernel, which is a library call that fuses nothing more), and
/// only the joins `mayJoin` allows when it is given.
std::vector<FusionGroup>
computeFusionGroups(mlir::Operation *root,
                    const llvm::DenseSet<mlir::Operation *> &excluded,
                    FusionJoinFilter mayJoin = nullptr);

/// Whether `producer` and `consumer` were lowered from one framework op that
/// its framework runs as one kernel: both carry the same non-empty
/// roofline.framework_kernel string (RooflineDialect.h). Eager mode's
/// FusionJoinFilter.
bool isSameFrameworkKernel(mlir::Operation *producer, mlir::Operation *consumer);

/// Whether `op` is a GEMM or convolution a compiler may call a library for
/// (a FusionRole::Contraction whose payload multiplies); not a pooling, whose
/// window reduction compilers generate themselves.
bool isLibraryContraction(mlir::Operation *op);

/// Whether `producer` may join `consumer` when GEMMs and convolutions are
/// library calls that fuse nothing (library-epilogues=separate, Inductor's
/// default): not when `producer` is a library contraction (its epilogue is
/// a kernel of its own). The FusionJoinFilter of that option.
bool isOutsideLibraryCall(mlir::Operation *producer, mlir::Operation *consumer);

/// The first op under `root` whose roofline.framework_kernel is not a
/// non-empty string, as an error naming it; none when every one is.
std::optional<std::string> findMalformedFrameworkKernel(mlir::Operation *root);

/// Where an op stands in the order of the block its function's ops were
/// taken from; none if not known. `onPath`: asked while following a path
/// back from a value the kernel would read towards the kernel (an op not
/// known there may close the path).
using FusionPlacement =
    llvm::function_ref<std::optional<unsigned>(mlir::Operation *, bool onPath)>;

/// While alive, computeFusionGroups on this thread places ops with
/// `placement` instead of by their order in the block it groups. The row
/// rule refuses a join when a member of the kernel reads a value made after
/// the kernel's first op outside it (the value may depend on the kernel: a
/// kernel that reads its own output back, which no compiler builds). A
/// caller that moves a window of a function's ops into a scratch function
/// to group them (roofline-optimize's pricing) places them, and the ops
/// they read that stay behind, as they stand in the function; an op it
/// cannot place is not taken for a later one.
class ScopedFusionPlacement {
public:
  explicit ScopedFusionPlacement(FusionPlacement placement);
  ~ScopedFusionPlacement();
  ScopedFusionPlacement(const ScopedFusionPlacement &) = delete;
  ScopedFusionPlacement &operator=(const ScopedFusionPlacement &) = delete;

private:
  const FusionPlacement *previous;
  FusionPlacement placement;
};

/// An attention chain, softmax(f(Q K^T)) V with f elementwise (a scale, a
/// mask, a bias), as one kernel: PyTorch 2 runs it fused when model code
/// calls scaled_dot_product_attention, and Inductor's fuse_attention pass
/// rewrites the unfused chain into that call (docs/model.md 1.8,
/// "Attention"). The scores never leave the chip.
struct AttentionGroup {
  /// The contraction with V: its result is the group's output, and its
  /// record stands for the kernel.
  mlir::Operation *kernel = nullptr;
  /// The contraction that produces the scores.
  mlir::Operation *scores = nullptr;
  /// Every linalg op of the chain, `kernel` included, in IR order: the two
  /// contractions and the fills of their accumulators, an elementwise op
  /// on Q only the scores read (a scale), the elementwise ops on the
  /// scores and on the probabilities, the softmax (linalg.softmax, or its
  /// max, exp, sum and div generics and the fills of their accumulators),
  /// the head splits of Q, K and V and the head merge of the output.
  llvm::SmallVector<mlir::Operation *, 8> members;
  /// The reshapes between members: no kernel, no dispatch of their own.
  llvm::SmallVector<mlir::Operation *, 4> views;
  /// What the kernel reads: Q (before an absorbed scale), K and V, each
  /// before an absorbed head split (a linalg.transpose keeping the head
  /// dimension innermost, which the kernel reads through strides).
  mlir::Value query, key, value;
  /// What the kernel writes: the contraction with V's result, or that of
  /// an absorbed head merge (the kernel writes through strides).
  mlir::Value output;
  /// Batch x heads, queries (L), keys (S), the head dimension of Q and K
  /// (d) and of V (dv).
  int64_t batchHeads = 0, queries = 0, keys = 0, headDim = 0, valueDim = 0;
};

/// The attention chains of the function bodies in `root`, in IR order of
/// their kernels. A chain is recognised only when every value between the
/// two contractions has the one use the chain makes of it (the scores or
/// the probabilities read twice, or by an op outside the chain, are
/// written to memory anyway), every shape is static and the softmax
/// normalises the keys' dimension.
std::vector<AttentionGroup> computeAttentionGroups(mlir::Operation *root);

/// What an attention kernel moves, FlashAttention-2's forward pass
/// (arXiv 2307.08691, Algorithm 1): each query block of Br rows is read
/// once and its output written once; the K and V blocks are read once per
/// query block. Br = min(ceil(M / 4d), d), M the shared memory of an SM in
/// Q's elements (arXiv 2205.14135, Algorithm 1); Tr = ceil(L / Br).
struct AttentionTraffic {
  int64_t queryBytes = 0, keyBytes = 0, valueBytes = 0, outputBytes = 0;
  /// Other inputs of the members (a mask, a bias), each read once.
  int64_t otherInputBytes = 0;
  /// Br (0 when the device gives no shared memory: one query block).
  int64_t blockRows = 0;
  /// Tr, the query blocks of one (batch, head).
  int64_t queryBlocks = 1;
  /// Heads whose K and V the blocks in flight read at once: the grid runs
  /// the query blocks of a head next to each other, one block per SM
  /// taken, so min(batch x heads, ceil(SMs / Tr)) (batch x heads when the
  /// device gives no SM count).
  int64_t headsInFlight = 0;
  /// Whether the K and V of those heads fit in L2 (nullopt: the device
  /// gives no L2 capacity).
  std::optional<bool> kvFitsL2;
  /// Bytes the SMs load and store (L2 and shared memory):
  /// Q + other inputs + O + Tr (K + V).
  int64_t l2Bytes = 0;
  /// Bytes to and from DRAM: as l2Bytes, with K and V read once when the
  /// re-reads hit L2 (they fit, or the device gives no L2 capacity).
  int64_t dramBytes = 0;
};

/// The traffic of `g` on `device`, for one run.
AttentionTraffic getAttentionTraffic(const AttentionGroup &g,
                                     const DeviceModel &device);

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

/// What running `g` as one kernel takes off its ops' traffic at `level`
/// (DRAM, L3 or L2; registers and shared memory keep what they keep): the
/// values passed inside the kernel, and the repeated reads of an input,
/// read once. A looped row kernel (FusionGroup::isLooped) reads its row
/// again in each loop: at L2 only the values passed inside come off, and at
/// DRAM and L3 the repeated reads come off only when `rereadsInL2`
/// (rowRereadsHitL2: the rows in flight fit in L2).
int64_t getFusedSavings(const FusionGroup &g, const FusedTraffic &t,
                        MemoryLevel level, bool rereadsInL2);

/// The traffic a group saves: `footprints[i]` are the footprints (one run)
/// of `members[i]`. The footprints of values that stay on chip are marked
/// not read / not written, as they move nothing.
FusedTraffic
getFusedTraffic(llvm::ArrayRef<mlir::Operation *> members,
                llvm::ArrayRef<llvm::MutableArrayRef<OperandFootprint>>
                    footprints);

} // namespace roofline

#endif // ROOFLINE_COSTMODELS_FUSIONGROUPS_H
