//===- FusedKernels.h - One record for a group of fused ops -----*- C++ -*-===//
//
// Private to lib/Analysis. In the compiled and graph modes a group of ops a
// compiler fuses (roofline/CostModels/FusionGroups.h) runs as one kernel:
// its work is the members' work, and it moves the group's external inputs
// and outputs only (docs/model.md 1.8).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_ANALYSIS_FUSEDKERNELS_H
#define ROOFLINE_LIB_ANALYSIS_FUSEDKERNELS_H

#include "roofline/Analysis/RooflineAnalysis.h"
#include "roofline/CostModels/FusionGroups.h"

#include "llvm/ADT/ArrayRef.h"

#include <optional>

namespace roofline {

/// What merging a group took off and what the kernel does.
struct MergedGroup {
  FusedTraffic traffic;
  /// The kernel's work: the kernel op's cost with the FLOPs (and
  /// transcendentals, integer ops) of every member summed, and the
  /// kernel's bytes. Its time is judged on this.
  OpCost work;
  /// FLOPs of the other members (part of work.flops).
  int64_t absorbedFlops = 0;
  /// A looped row kernel's (FusionGroup::isLooped): whether its re-reads
  /// come from L2 (rowRereadsHitL2); none for any other group.
  std::optional<bool> loopedRereadsInL2;
};

/// Merges the traffic of `members` (the records of `group`, in IR order,
/// every one run once: ops of a function body) into `kernel`, one of them:
/// its bytes at every level become the members' summed bytes less what the
/// group saves at DRAM, L3 and L2 (getFusedSavings: a looped row kernel
/// re-reads its row, from L2 when the rows in flight fit `device`'s); the
/// footprints of its own that stay on chip are marked not read / not written; its hierarchical estimate, if
/// any, takes the same bytes. Its FLOPs stay its own (each member keeps its
/// own, so that an op's FLOPs are what it computes); the summed work is
/// returned. The verdict is not touched (the caller re-derives it from the
/// work), nor are the other members.
MergedGroup mergeFusedGroup(OpRecord &kernel,
                            llvm::ArrayRef<OpRecord *> members,
                            const FusionGroup &group,
                            const DeviceModel &device);

/// Merges the attention group `g` (`members`, the records of its members,
/// in IR order, every one run once) into `kernel`, the record of g.kernel:
/// its bytes become FlashAttention's, `t` (DRAM, and a memory-side L3 when
/// `hasL3`: t.dramBytes; L2 and L1/shared: t.l2Bytes); its footprints of
/// values computed inside the group (the probabilities, an accumulator)
/// are marked not read; its hierarchical estimate is dropped (a GEMM's
/// tiling does not describe the fused kernel). The returned work is the
/// members' summed FLOPs (and transcendentals, integer ops) on the
/// kernel's cost, as mergeFusedGroup's; traffic.onChipBytes is what the
/// members move at DRAM beyond t.dramBytes.
MergedGroup mergeAttentionGroup(OpRecord &kernel,
                                llvm::ArrayRef<OpRecord *> members,
                                const AttentionGroup &g,
                                const AttentionTraffic &t, bool hasL3);

} // namespace roofline

#endif // ROOFLINE_LIB_ANALYSIS_FUSEDKERNELS_H
