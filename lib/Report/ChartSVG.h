//===- ChartSVG.h - Drawing a ChartLayout as SVG ---------------*- C++ -*-===//
//
// Private to lib/Report: the SVG writer of the chart, split in two files by
// job: SVGChart.cpp draws the plot (grid, roofs, points, labels),
// SVGChartPanels.cpp what surrounds it (titles, legend, caption, the
// off-the-roofline panel, the empty chart).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_REPORT_CHARTSVG_H
#define ROOFLINE_LIB_REPORT_CHARTSVG_H

#include "ChartLayout.h"

#include "llvm/Support/raw_ostream.h"

namespace roofline {
namespace chart {

constexpr const char *kMemoryColor = "#e6550d", *kMemoryStroke = "#a63603";
constexpr const char *kComputeColor = "#3182bd", *kComputeStroke = "#08519c";
constexpr const char *kLaunchColor = "#807dba", *kLaunchStroke = "#54278f";
constexpr const char *kCeilingColor = "#333333";
constexpr const char *kUnusedRoofColor = "#9e9e9e";
constexpr const char *kStripColor = "#969696";

/// A coordinate or size: one decimal, no trailing ".0".
std::string num(double v);
/// A value for a data-* attribute: round-trippable (%.9g).
std::string exact(double v);
/// The dash pattern of a memory level's lines: DRAM solid, L2 dashed, L1
/// dotted (an SVG attribute, with its leading space, or "").
const char *levelDash(MemoryLevel level);

/// Writes the SVG of one layout.
struct SVGWriter {
  const RooflineAnalysis &a;
  const ChartLayout &l;
  llvm::StringRef input;
  llvm::raw_ostream &os;

  /// Text, optionally with a white halo so that it reads over lines.
  void text(double x, double y, llvm::StringRef s, double size,
            llvm::StringRef anchor = "start", llvm::StringRef extra = "",
            bool halo = false);

  // SVGChart.cpp
  void grid();
  void roofs();
  void points();
  void labels();

  // SVGChartPanels.cpp
  /// A laid-out text (ChartPanels.cpp), in the style of its role.
  void drawText(const ChartText &t);
  /// The laid-out texts of these roles, in layout order.
  void drawTexts(llvm::ArrayRef<llvm::StringRef> roles);
  /// A legend row's sample shape.
  void legendSample(const LegendEntry &e);
  void header();
  void titles();
  void emptyChart();
  void legend();
  void caption();
  void strip();
};

} // namespace chart
} // namespace roofline

#endif // ROOFLINE_LIB_REPORT_CHARTSVG_H
