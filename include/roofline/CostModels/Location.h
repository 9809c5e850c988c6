//===- Location.h - Locations as report text --------------------*- C++ -*-===//
//
// Cost models name the op behind an unmodeled reason, and the driver names
// every costed op, with the same short form of its location.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_COSTMODELS_LOCATION_H
#define ROOFLINE_COSTMODELS_LOCATION_H

#include "mlir/IR/Location.h"

#include <string>

namespace roofline {

/// Renders a location as "file:line:col" (a name location as its name, a
/// fused location as its first, a call site as its callee), or "unknown".
std::string formatLocation(mlir::Location loc);

} // namespace roofline

#endif // ROOFLINE_COSTMODELS_LOCATION_H
