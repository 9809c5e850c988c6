//===- KernelSeparable.h - Footprints of separable host accesses -*- C++ -*-=//
//
// Private to lib/CostModels/GPU. A second fast path of the unique-footprint
// count (after KernelAffine's), for loop nests on the host: when every
// index of an access reads its own loops (no loop feeds two indices), the
// loops around it form a box (constant bounds, no guard) and every index
// stays inside an identity-layout buffer, the distinct elements are the
// product over dimensions of the distinct positions along each, each
// enumerated alone. This counts the grouped-query attention of a decode
// step (a KV head read by `head / 6`, not injective) in O(heads + positions
// + dims) instead of O(heads x positions x dims) (docs/model.md 5.6).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_COSTMODELS_GPU_KERNELSEPARABLE_H
#define ROOFLINE_LIB_COSTMODELS_GPU_KERNELSEPARABLE_H

#include "KernelAccess.h"
#include "KernelSpace.h"

#include <optional>

namespace roofline {

/// Distinct elements the access `a` at `op` touches over its instances, when
/// its indices are separable as above; none otherwise (the caller then
/// enumerates addresses). Only for host nests (`KernelLaunchContext::host`):
/// a GPU kernel's ids are not loops and may feed several indices.
std::optional<int64_t> separableDistinct(KernelSpace &space,
                                         mlir::Operation *op, const Access &a);

} // namespace roofline

#endif // ROOFLINE_LIB_COSTMODELS_GPU_KERNELSEPARABLE_H
