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

#include "llvm/ADT/ArrayRef.h"

namespace roofline {

/// What merging a group into its kernel's record took off the members'
/// summed traffic, per level it applies to (DRAM and L2).
struct FusedTraffic {
  /// Bytes of values produced and consumed inside the group: written by
  /// their producer and read by their consumer in the unfused ops, kept in
  /// registers by the fused kernel.
  int64_t onChipBytes = 0;
  /// Bytes of external inputs read by more than one member, beyond the
  /// largest read of each: the kernel loads such an input once.
  int64_t repeatedReadBytes = 0;
  /// FLOPs (and transcendentals, integer ops) the kernel's record took over
  /// from the other members.
  int64_t absorbedFlops = 0;
};

/// Merges `members` (the records of one group, in IR order, every one run
/// once: ops of a function body) into `kernel`, one of them: its cost gets
/// the summed work and the summed bytes at every level less the group's
/// internal traffic and repeated reads at DRAM and L2 (shared memory and
/// registers keep a fused value: the levels the tile-and-fuse rule of
/// docs/model.md 1.5 clears); the footprints of its own that stay on chip
/// are marked not read / not written; its hierarchical estimate, if any,
/// takes the same bytes. The verdict is not touched (the caller re-derives
/// it), nor are the other members.
FusedTraffic mergeFusedGroup(OpRecord &kernel,
                             llvm::ArrayRef<OpRecord *> members);

} // namespace roofline

#endif // ROOFLINE_LIB_ANALYSIS_FUSEDKERNELS_H
