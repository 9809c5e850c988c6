//===- Report.h - Text and JSON reports of a roofline analysis --*- C++ -*-===//

#ifndef ROOFLINE_REPORT_REPORT_H
#define ROOFLINE_REPORT_REPORT_H

#include "roofline/Analysis/RooflineAnalysis.h"

#include "llvm/Support/raw_ostream.h"

namespace roofline {

/// The schema identifier written at the top of every JSON report
/// (docs/json-schema.md).
constexpr const char *kReportSchema = "roofline-report/1";

/// Writes the per-op table (slowest first), the unmodeled ops, per-function
/// totals and the module verdict.
void writeTextReport(const RooflineAnalysis &analysis, llvm::StringRef input,
                     llvm::raw_ostream &os);

/// Writes the JSON report described in docs/json-schema.md.
void writeJSONReport(const RooflineAnalysis &analysis, llvm::StringRef input,
                     llvm::raw_ostream &os);

/// Formats a quantity with an SI prefix, e.g. 1.5e9 -> "1.50 G".
std::string formatSI(double value, llvm::StringRef unit);
/// Formats seconds with a readable unit, e.g. 1.2e-5 -> "12.00 us".
std::string formatTime(double seconds);

} // namespace roofline

#endif // ROOFLINE_REPORT_REPORT_H
