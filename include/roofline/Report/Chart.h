//===- Chart.h - Roofline pictures: SVG chart and HTML report ---*- C++ -*-===//

#ifndef ROOFLINE_REPORT_CHART_H
#define ROOFLINE_REPORT_CHART_H

#include "roofline/Analysis/RooflineAnalysis.h"
#include "roofline/Report/Report.h"

#include "llvm/Support/raw_ostream.h"

namespace roofline {

/// Writes a self-contained SVG roofline chart of `analysis` (log-log axes,
/// one compute ceiling per class the module uses, one bandwidth ceiling per
/// memory level the device describes, one point per costed op).
void writeSVGChart(const RooflineAnalysis &analysis, llvm::StringRef input,
                   llvm::raw_ostream &os);

/// Writes a single-file HTML report: summary and verdict, the embedded SVG
/// chart, a sortable per-op table, and the advice each verdict implies.
void writeHTMLReport(const RooflineAnalysis &analysis, llvm::StringRef input,
                     llvm::raw_ostream &os, const ReportOptions &options = {});

} // namespace roofline

#endif // ROOFLINE_REPORT_CHART_H
