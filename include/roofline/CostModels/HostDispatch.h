//===- HostDispatch.h - What the host issues for an op -----------*- C++ -*-===//
//
// The kind of host work an eager framework spends on an op (its dispatch
// cost comes from the framework profile, roofline/Model/HostOverhead.h).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_COSTMODELS_HOSTDISPATCH_H
#define ROOFLINE_COSTMODELS_HOSTDISPATCH_H

#include "roofline/Model/HostOverhead.h"

#include "mlir/IR/Operation.h"

#include <optional>

namespace roofline {

/// What the host does for `op` in an eager framework: a library call (GEMM,
/// convolution, pooling), a reduction, an elementwise op, a view (no
/// kernel), or part of its consumer's call (an accumulator's fill, a
/// convolution's padding). Nullopt for an op the host does not issue.
std::optional<HostOpKind> classifyHostOp(mlir::Operation *op,
                                         bool isCostedRecord);

} // namespace roofline

#endif // ROOFLINE_COSTMODELS_HOSTDISPATCH_H
