//===- MeasureInput.h - An earlier measurement read back -------*- C++ -*-===//
//
// roofline-measure --measured=FILE takes the timings of its launches from a
// roofline-measure/1 document written earlier (on a GPU machine) instead of
// the GPU, so a measurement made once can be put beside the predictions
// anywhere: in the analysis report's JSON and HTML (--report, --html).
// The document must describe the same launches, in the same order.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_TOOLS_MEASURE_MEASUREINPUT_H
#define ROOFLINE_TOOLS_MEASURE_MEASUREINPUT_H

#include "CudaDriver.h"
#include "MeasurePlan.h"

#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace roofline::measure {

/// What an earlier measurement holds: the GPU, how it was timed and one
/// timing per launch (in `launches` order).
struct RecordedMeasurement {
  DeviceInfo gpu;
  TimingOptions timing;
  std::vector<LaunchTiming> timings;
};

/// Reads `path` (schema roofline-measure/1) and matches its launches to
/// `launches`: same count, and each the same kernel, launch count and
/// location (the file's name and line:col; the directory may differ). An
/// error names the file, the field and what was expected.
llvm::Expected<RecordedMeasurement>
readMeasurement(llvm::StringRef path,
                const std::vector<PlannedLaunch> &launches);

/// One line saying how the measurement was made, for the reports:
/// "NVIDIA H200 (sm_90), CUDA events around one launch, median of 20 after
/// 3 warm-up, L2 cold".
std::string describeMeasurement(const DeviceInfo &gpu,
                                const TimingOptions &timing);

} // namespace roofline::measure

#endif // ROOFLINE_TOOLS_MEASURE_MEASUREINPUT_H
