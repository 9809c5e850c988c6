//===- MeasureJSON.h - roofline-measure's report ----------------*- C++ -*-===//
//
// The roofline-measure/1 JSON document (docs/json-schema.md,
// "roofline-measure"): per launch, the prediction beside the measurement,
// and how the measurement was taken.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_TOOLS_MEASURE_MEASUREJSON_H
#define ROOFLINE_TOOLS_MEASURE_MEASUREJSON_H

#include "CudaDriver.h"
#include "Lowering.h"
#include "MeasurePlan.h"

#include "roofline/Device/DeviceModel.h"

#include "llvm/Support/raw_ostream.h"

namespace roofline::measure {

/// What was measured: the input and how it was lowered and predicted.
struct MeasureInputs {
  std::string input, pipeline;
  DeviceModel device;
  std::string lowering;
  LoweringOptions loweringOptions;
};

/// Writes the report; `timings[i]` is the measurement of `launches[i]`.
void writeMeasureJSON(llvm::raw_ostream &os, const MeasureInputs &in,
                      const DeviceInfo &gpu, const TimingOptions &timing,
                      const std::vector<PlannedLaunch> &launches,
                      const std::vector<LaunchTiming> &timings);

/// Writes the same as a table, one row per launch: kernel, grid, block,
/// predicted and measured time (us) and measured/predicted.
void writeMeasureTable(llvm::raw_ostream &os, const MeasureInputs &in,
                       const DeviceInfo &gpu, const TimingOptions &timing,
                       const std::vector<PlannedLaunch> &launches,
                       const std::vector<LaunchTiming> &timings);

} // namespace roofline::measure

#endif // ROOFLINE_TOOLS_MEASURE_MEASUREJSON_H
