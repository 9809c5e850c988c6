//===- MeasurePlan.h - What to launch, read from the host code --*- C++ -*-===//
//
// roofline-measure runs each gpu.launch_func of the input as its host code
// would: the buffers its memref operands name (allocated from their types),
// its scalar operands (taken from the constants that define them), its grid,
// block and dynamic shared memory (constants too). Anything the IR does not
// fix (a dynamic shape, a scalar computed at run time) is an error that
// names the operand: the tool never makes a value up.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_TOOLS_MEASURE_MEASUREPLAN_H
#define ROOFLINE_TOOLS_MEASURE_MEASUREPLAN_H

#include "CudaDriver.h"

#include "mlir/IR/BuiltinOps.h"

#include <string>
#include <vector>

namespace roofline {
class RooflineAnalysis;
}

namespace roofline::measure {

/// One gpu.launch_func to time, with what the analysis predicted for it.
struct PlannedLaunch {
  mlir::Operation *op = nullptr;
  std::string function; ///< the host function around it
  std::string location; ///< "file:line:col"
  std::string gpuModule, kernel;
  LaunchSpec spec; ///< spec.module is filled once the PTX is known
  /// The analysis's predicted time of the op (all its launches) and its
  /// launch count (the trip counts of sequential loops around it); none
  /// when the analysis did not cost it.
  std::optional<double> predictedTime;
  int64_t launches = 1;
  std::string limiter;
};

/// The launches of `module` in IR order and the buffers they use (one per
/// distinct memref value). Errors (each naming the op and operand) are
/// appended to `errors`; false when there is any or no launch at all.
bool buildPlan(mlir::ModuleOp module, const RooflineAnalysis &analysis,
               std::vector<PlannedLaunch> &launches,
               std::vector<BufferSpec> &buffers,
               std::vector<std::string> &errors);

} // namespace roofline::measure

#endif // ROOFLINE_TOOLS_MEASURE_MEASUREPLAN_H
