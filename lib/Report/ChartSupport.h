//===- ChartSupport.h - Helpers shared by the SVG chart and HTML report ---===//
//
// Private to lib/Report: escaping, number formatting for labels, what a chart
// can plot, and the advice a verdict implies.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_REPORT_CHARTSUPPORT_H
#define ROOFLINE_LIB_REPORT_CHARTSUPPORT_H

#include "roofline/Analysis/RooflineAnalysis.h"

#include "llvm/ADT/StringRef.h"

#include <string>
#include <vector>

namespace roofline {
namespace chart {

/// Escapes text for XML and HTML element content and attribute values
/// (& < > " '). Characters XML 1.0 forbids (C0 controls other than tab,
/// newline and carriage return) and bytes that are not valid UTF-8 become
/// U+FFFD, so the output always parses.
std::string escapeXML(llvm::StringRef text);

/// `v` with `digits` significant digits and no exponent or trailing zeros:
/// 19.5, 12.5, 0.125, 1555 (values >= 10^digits are rounded to integers).
std::string formatSig(double v, unsigned digits = 3);

/// A compute ceiling, e.g. "19.5 TFLOP/s" (integer classes: "624 TOP/s").
std::string formatPeak(double opsPerSec, bool integer);

/// A bandwidth in GB/s, e.g. "1555 GB/s".
std::string formatBandwidth(double bytesPerSec);

/// The chart's name for a class: "FP32", "TF32 tensor core", ...
std::string classDisplayName(ComputeClass c);

/// Integer classes count operations, not FLOPs.
bool isIntegerClass(ComputeClass c);

/// Name of a memory level as drawn: "DRAM", "L2", "L1".
std::string levelDisplayName(MemoryLevel l);

/// A location shortened for a label: the file part of "dir/f.mlir:3:5"
/// loses its directories.
std::string shortLocation(llvm::StringRef loc);

/// Whether a costed op can sit on a log-log chart: positive FLOPs, a finite
/// positive intensity and a positive predicted time.
bool isPlottable(const OpRecord &r);

/// Achieved FLOP/s of an op: FLOPs / predicted time.
double achievedFlops(const OpRecord &r);

/// The advice that follows from an op's verdict, most important first.
std::vector<std::string> adviceFor(const OpRecord &r,
                                   const AnalysisConfig &config);

} // namespace chart
} // namespace roofline

#endif // ROOFLINE_LIB_REPORT_CHARTSUPPORT_H
