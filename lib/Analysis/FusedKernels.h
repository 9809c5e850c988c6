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

namespace roofline {

/// What merging a group took off and moved.
struct MergedGroup {
  FusedTraffic traffic;
  /// FLOPs the kernel's record took over from the other members.
  int64_t absorbedFlops = 0;
};

/// Merges `members` (the records of one group, in IR order, every one run
/// once: ops of a function body) into `kernel`, one of them: its cost gets
/// the summed work and the summed bytes at every level less the group's
/// FusedTraffic at DRAM and L2; the footprints of its own that stay on chip
/// are marked not read / not written; its hierarchical estimate, if any,
/// takes the same bytes. The verdict is not touched (the caller re-derives
/// it), nor are the other members.
MergedGroup mergeFusedGroup(OpRecord &kernel,
                            llvm::ArrayRef<OpRecord *> members);

} // namespace roofline

#endif // ROOFLINE_LIB_ANALYSIS_FUSEDKERNELS_H
