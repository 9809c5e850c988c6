//===- ChartLayout.h - The hierarchical roofline chart, laid out ----------===//
//
// Private to lib/Report. The one layout of the roofline chart: where every
// roof, point, label and bar goes, in the pixels of a 960 px wide canvas.
// `SVGChart.cpp` draws it as SVG; `ChartJSON.cpp` writes it into the JSON
// report (key "chart", docs/json-schema.md), from which
// `python/roofline/plot.py` draws it with matplotlib. Neither re-derives it.
//
// The chart is hierarchical (as Nsight Compute's): an op with FLOPs is placed
// once per memory level that moves bytes for it, at that level's intensity
// (FLOPs / the level's bytes) and its achieved FLOP/s (FLOPs / predicted
// time), so its points lie on one horizontal line, joined. Ops without FLOPs
// (or without bytes at every level) cannot sit on log-log axes; they get a
// panel of bars by predicted time under the chart ("off the roofline").
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_REPORT_CHARTLAYOUT_H
#define ROOFLINE_LIB_REPORT_CHARTLAYOUT_H

#include "roofline/Analysis/RooflineAnalysis.h"

#include "llvm/ADT/StringRef.h"

#include <cmath>
#include <optional>
#include <string>
#include <vector>

namespace llvm::json {
class OStream;
} // namespace llvm::json

namespace roofline {
namespace chart {

// Canvas and plot area, in px. The canvas grows below kBaseHeight by the
// off-the-roofline panel (ChartLayout::height).
constexpr double kWidth = 960, kBaseHeight = 660;
constexpr double kPlotLeft = 92, kPlotTop = 76, kPlotRight = 736,
                 kPlotBottom = 560;
constexpr double kLegendX = 756;
constexpr double kMaxRadius = 20, kMinRadius = 2.5;
/// Rows of the off-the-roofline panel, the last one "other" when more kinds.
constexpr unsigned kMaxStripRows = 6;
constexpr double kStripTop = 672, kStripRow = 18, kStripBarX = 392;

/// An axis-aligned box in px.
struct Box {
  double x0, y0, x1, y1;
  bool intersects(const Box &o) const {
    return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1;
  }
  bool inside(const Box &o) const {
    return x0 >= o.x0 && x1 <= o.x1 && y0 >= o.y0 && y1 <= o.y1;
  }
};

/// A log10 axis over whole decades [lo, hi], mapped to pixels [p0, p1]:
/// px(v) = p0 + (log10 v - lo) / (hi - lo) * (p1 - p0).
struct LogAxis {
  int lo = 0, hi = 1;
  double p0 = 0, p1 = 1;
  double map(double v) const {
    return p0 + (std::log10(v) - lo) / (hi - lo) * (p1 - p0);
  }
  double min() const { return std::pow(10.0, lo); }
  double max() const { return std::pow(10.0, hi); }
};

/// A compute roof of the device: one peak, the classes that share it.
struct ComputeRoof {
  double peak = 0;
  std::vector<ComputeClass> classes;
  bool integer = true;
  unsigned ops = 0; ///< plotted ops whose own roof this is
  double x0 = 0, x1 = 0, y = 0;
  /// "FP32 / INT32 19.5 TFLOP/s"; "FP16 / BF16 tensor core 312 TFLOP/s".
  std::string label() const;
};

/// The bandwidth diagonal y = B x of one memory level.
struct BandwidthRoof {
  MemoryLevel level;
  double bandwidth;
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

/// A ridge point: a bandwidth roof meets a compute roof at x = peak / B.
struct Ridge {
  MemoryLevel level;
  unsigned roof; ///< index into ChartLayout::computeRoofs
  double intensity, x, y;
};

/// One op's place at one memory level.
struct LevelPoint {
  MemoryLevel level;
  double intensity; ///< FLOPs / this level's bytes
  double x, y;      ///< px, clamped to the plot area
};

/// An op with FLOPs, drawn once per memory level with bytes.
struct ChartOp {
  const OpRecord *op;
  size_t id; ///< index in RooflineAnalysis::getOps()
  double flopsPerSec, radius;
  unsigned roof;                  ///< its own compute roof
  std::vector<LevelPoint> points; ///< DRAM, L2, L1 (those with bytes)
  unsigned anchorIndex = 0;       ///< the highest-intensity point
  /// The op's own roof, marked above its DRAM point: the attainable FLOP/s
  /// at its DRAM intensity (min(peak, I x B), docs/model.md), in px.
  double roofX = 0, roofY = 0;
  /// The point labels and clusters go by.
  const LevelPoint &anchor() const { return points[anchorIndex]; }
};

/// A text of the chart, as placed.
struct ChartLabel {
  enum Kind { Op, Compute, Ridge, Bandwidth } kind;
  std::string text;
  double x, y;             ///< the text's anchor point, px
  llvm::StringRef anchor;  ///< "start", "middle" or "end"
  double angle = 0;        ///< rotation about (x, y), degrees
  double size;             ///< font size, px
  bool bold = false;
  std::vector<size_t> ops; ///< the op ids an op label names
  std::optional<Box> leader; ///< a line (x0, y0) -> (x1, y1) to the point
};

/// One bar of the off-the-roofline panel: the ops of one name (or the rest).
struct StripRow {
  std::string label; ///< "linalg.fill: 20 ops, 31.2 us"
  double time = 0, y = 0;
  struct Segment {
    size_t id;
    double x0, x1;
  };
  std::vector<Segment> segments; ///< one per op, slowest first
};

/// The whole chart. `emptyReason` is set when no op can be plotted.
/// A line of text around the plot (titles, caption, legend, the strip's
/// heading), placed: (x, y) is the start of its baseline.
struct ChartText {
  /// What it is: "title", "subtitle", "axis-title", "caption", "counts"
  /// (the caption's plotted-ops line), "strip-heading", "legend-heading",
  /// "legend".
  std::string role;
  std::string text;
  double x = 0, y = 0, size = 12;
  bool bold = false;
  /// Its fill, "" for the canvas's default (#222222).
  std::string color;
  /// SVG's text-anchor ("start", "middle", "end") and a rotation about
  /// (x, y), degrees clockwise.
  std::string anchor = "start";
  double angle = 0;
};

/// One row of the legend: a sample shape, drawn first, and its text.
struct LegendEntry {
  enum Shape { None, Circle, Rect, Polygon, Line };
  Shape shape = None;
  /// What the sample stands for, which sets its colours: "memory",
  /// "compute", "launch" (an op by bound), "level" (a level's marker),
  /// "size" (a point's area), "roof-used", "roof-unused", "roof-own",
  /// "bandwidth-dram", "bandwidth-l2", "bandwidth-l1", "ridge".
  std::string style;
  /// Circle: centre (x0, y0), radius r. Rect: corner (x0, y0), corner
  /// (x1, y1). Line: from (x0, y0) to (x1, y1). Polygon: `points`.
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0, r = 0;
  std::vector<std::pair<double, double>> points;
  ChartText label;
};

struct ChartLayout {
  double height = kBaseHeight;
  /// The texts around the plot (ChartPanels.cpp), the legend's rows.
  std::vector<ChartText> texts;
  std::vector<LegendEntry> legend;
  std::string emptyReason;
  LogAxis xAxis, yAxis;
  double maxTime = 0;
  std::vector<ComputeRoof> computeRoofs;     // lowest peak first
  std::vector<BandwidthRoof> bandwidthRoofs; // DRAM, L2, L1
  std::vector<Ridge> ridges;
  std::vector<ChartOp> ops; // slowest first
  std::vector<ChartLabel> labels;
  std::vector<StripRow> strip;
  unsigned offRoofline = 0; ///< ops in the strip
  double offRooflineTime = 0;
  unsigned outOfRange = 0;  ///< level points clamped to the plot's edge
};

/// Lays out the chart of `analysis`.
ChartLayout layoutChart(const RooflineAnalysis &analysis);

/// Lays out the titles, legend, caption and the strip's heading of the
/// chart of `analysis` read from `input` (ChartPanels.cpp).
void layoutPanels(ChartLayout &layout, const RooflineAnalysis &analysis,
                  llvm::StringRef input);

/// Places the labels of the roofs and of the heaviest op clusters
/// (ChartLabels.cpp).
void placeLabels(ChartLayout &layout);

/// Writes `layout` as the JSON report's "chart" object.
void writeChartJSON(llvm::json::OStream &j, const ChartLayout &layout);

/// Advance width of `s` in px at `fontSize`, from DejaVu Sans metrics, with
/// a margin (5% regular, 12% bold).
double textWidth(llvm::StringRef s, double fontSize, bool bold = false);

/// Tick labels of 10^e: "0.01", "100", "1e5"; "10 G", "1 T".
std::string intensityTick(int e);
std::string performanceTick(int e);

} // namespace chart
} // namespace roofline

#endif // ROOFLINE_LIB_REPORT_CHARTLAYOUT_H
