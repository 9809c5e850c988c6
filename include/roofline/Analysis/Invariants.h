//===- Invariants.h - What every costed op's record must satisfy -*- C++ -*-===//
//
// One check, run on every record before any report reads it. A violation is
// a defect of the model (a cost model, the hierarchy, a scaling step), not
// of the input: the analysis lists the op as unmodeled with the reason
// "internal error: ..." and flags it inconsistent, which roofline-analyze
// reports as an error on the op (docs/reliability.md, "Invariants").
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_ANALYSIS_INVARIANTS_H
#define ROOFLINE_ANALYSIS_INVARIANTS_H

#include "roofline/Analysis/RooflineAnalysis.h"

#include <optional>
#include <string>

namespace roofline {

/// The first invariant `record` breaks, as "<figure> <what is wrong>", or
/// none. The invariants (docs/reliability.md):
///  1. no count is negative, no time, rate or ratio is NaN, infinite or
///     negative (the intensity is +inf exactly when there is work and no
///     DRAM byte), executions >= 0;
///  2. FLOPs, transcendentals, integer ops and domain points are whole
///     multiples of the executions (every run does the same work; all 0
///     for a loop that never runs);
///  3. an op that is not folded writes its outputs: L1 (the level every
///     byte crosses, which neither on-chip fusion nor folding reduces) moves
///     at least executions x the bytes of its written footprints, and DRAM
///     at least those bytes once (when it runs at all), except for a tensor result that may stay
///     on chip (all its uses in the op's own block, inside a parallel loop:
///     docs/model.md 1.5).
std::optional<std::string> findInvariantViolation(const OpRecord &record);

} // namespace roofline

#endif // ROOFLINE_ANALYSIS_INVARIANTS_H
