//===- ChartPanels.cpp - The chart's titles, legend and caption, laid out -===//
//
// Where the texts around the roofline plot and the legend's rows go, once:
// SVGChartPanels.cpp draws them as SVG, ChartJSON.cpp writes them into the
// JSON report's "chart" (keys "texts" and "legend"), from which
// python/roofline/plot.py draws them. Neither places a title or a legend row
// itself, so the two charts cannot drift apart.
//
//===----------------------------------------------------------------------===//

#include "ChartLayout.h"
#include "ChartSupport.h"

#include "roofline/Report/Headline.h"
#include "roofline/Report/Report.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <algorithm>

using namespace roofline;
using namespace roofline::chart;

namespace {

ChartText makeText(llvm::StringRef role, std::string s, double x, double y,
                   double size, bool bold = false, llvm::StringRef color = "") {
  ChartText t;
  t.role = role.str();
  t.text = std::move(s);
  t.x = x;
  t.y = y;
  t.size = size;
  t.bold = bold;
  t.color = color.str();
  return t;
}

/// The axes' titles, under the plot and rotated left of it.
void layoutAxisTitles(ChartLayout &l) {
  ChartText x = makeText("axis-title",
                         "arithmetic intensity (FLOP/byte of each memory "
                         "level)",
                         (kPlotLeft + kPlotRight) / 2, kPlotBottom + 40, 13);
  x.anchor = "middle";
  l.texts.push_back(x);
  bool anyInteger = llvm::any_of(
      l.computeRoofs, [](const ComputeRoof &c) { return c.integer; });
  ChartText y = makeText("axis-title",
                         anyInteger
                             ? "performance (FLOP/s; OP/s for integer classes)"
                             : "performance (FLOP/s)",
                         24, (kPlotTop + kPlotBottom) / 2, 13);
  y.anchor = "middle";
  y.angle = -90;
  l.texts.push_back(y);
}

/// The title and the two lines under it.
void layoutTitles(ChartLayout &l, const RooflineAnalysis &a,
                  llvm::StringRef input) {
  const AnalysisConfig &config = a.getConfig();
  std::string shown = input.str();
  std::string title = "Roofline: " + shown + " on " + config.device.displayName;
  if (textWidth(title, 17, true) > kWidth - 40) {
    shown = llvm::sys::path::filename(shown).str();
    title = "Roofline: " + shown + " on " + config.device.displayName;
  }
  l.texts.push_back(makeText("title", title, kPlotLeft, 30, 17, true));

  const Totals &t = a.getTotals();
  // The headline's verdict (Headline.h); the chart spells "nothing-costed"
  // and "no-work" with spaces.
  Headline h = getHeadline(t);
  std::string verdict = h.describe();
  if (verdict == "nothing-costed" || verdict == "no-work")
    std::replace(verdict.begin(), verdict.end(), '-', ' ');
  // Two lines: one line overflowed the 960 px canvas on real devices' names.
  std::string counts = llvm::formatv(
      "{0}, {1} ceilings, {2} mode; {3} costed ops ({4} memory-, {5} "
      "compute-, {6} launch-bound), {7} unmodeled",
      config.device.name, stringifyCeilingKind(config.ceilings),
      stringifyExecutionMode(config.mode), t.costedOps, t.memoryBoundOps,
      t.computeBoundOps, t.launchBoundOps, t.unmodeledOps);
  std::string times =
      llvm::formatv("predicted {0} (roofline bound {1}); {2}",
                    formatTime(t.predictedTime), formatTime(t.time), verdict);
  l.texts.push_back(makeText("subtitle", counts, kPlotLeft, 50, 12, false,
                             "#555555"));
  l.texts.push_back(makeText("subtitle", times, kPlotLeft, 65, 12, false,
                             "#555555"));
}

/// The two lines under the plot.
void layoutCaption(ChartLayout &l, const RooflineAnalysis &a) {
  const Totals &t = a.getTotals();
  l.texts.push_back(makeText(
      "caption",
      llvm::formatv("x: FLOPs / bytes of each level; y: FLOPs / roofline "
                    "bound (launch overhead included); {0} ceilings.",
                    stringifyCeilingKind(a.getConfig().ceilings))
          .str(),
      kPlotLeft, kPlotBottom + 66, 11, false, "#444444"));
  std::string s =
      llvm::formatv("{0} of {1} costed ops plotted", l.ops.size(), t.costedOps)
          .str();
  if (l.offRoofline)
    s += llvm::formatv(", {0} without FLOPs or bytes below", l.offRoofline)
             .str();
  s += llvm::formatv("; {0} unmodeled op{1} not shown", t.unmodeledOps,
                     t.unmodeledOps == 1 ? "" : "s")
           .str();
  if (l.outOfRange)
    s += llvm::formatv("; {0} level points outside the axes, drawn at the edge",
                       l.outOfRange)
             .str();
  l.texts.push_back(makeText("counts", s + ".", kPlotLeft, kPlotBottom + 84, 11,
                             false, "#444444"));
}

/// The heading of the off-the-roofline panel, when it has rows.
void layoutStripHeading(ChartLayout &l, const RooflineAnalysis &a) {
  if (l.strip.empty())
    return;
  const Totals &t = a.getTotals();
  double share = t.time > 0 ? 100 * l.offRooflineTime / t.time : 0;
  l.texts.push_back(makeText(
      "strip-heading",
      llvm::formatv("Off the roofline: {0} op{1} without FLOPs (or bytes), "
                    "{2}, {3}% of the bound; bars by roofline bound",
                    l.offRoofline, l.offRoofline == 1 ? "" : "s",
                    formatTime(l.offRooflineTime), formatSig(share))
          .str(),
      kPlotLeft, kStripTop + 6, 12, true));
}

/// Lays the legend out from its top: rows of 18 px, a sample left of each.
struct LegendLayout {
  ChartLayout &l;
  double x = kLegendX, y = kPlotTop + 6;

  LegendEntry &add(LegendEntry::Shape shape, llvm::StringRef style,
                   ChartText label) {
    LegendEntry e;
    e.shape = shape;
    e.style = style.str();
    e.label = std::move(label);
    l.legend.push_back(std::move(e));
    return l.legend.back();
  }
  void heading(llvm::StringRef s) {
    add(LegendEntry::None, "", makeText("legend-heading", s.str(), x, y, 12,
                                        true));
    y += 18;
  }
  void circle(llvm::StringRef style, double cx, double cy, double r,
              ChartText label) {
    LegendEntry &e = add(LegendEntry::Circle, style, std::move(label));
    e.x0 = cx;
    e.y0 = cy;
    e.r = r;
  }
  /// A row whose sample is a line 22 px long.
  void line(llvm::StringRef style, llvm::StringRef s) {
    LegendEntry &e = add(LegendEntry::Line, style,
                         makeText("legend", s.str(), x + 30, y, 12));
    e.x0 = x;
    e.y0 = y - 4;
    e.x1 = x + 22;
    e.y1 = y - 4;
    y += 18;
  }
  void markers();
  void sizes();
  void roofs();
};

/// The ops' colours by bound, and the markers of the levels.
void LegendLayout::markers() {
  heading("Ops (colour: bound)");
  for (llvm::StringRef bound : {"memory", "compute", "launch"}) {
    circle(bound, x + 10, y - 4, 6,
           makeText("legend", bound.str() + "-bound", x + 26, y, 12));
    y += 18;
  }
  heading("One op per level, joined");
  circle("level", x + 10, y - 4, 6,
         makeText("legend", "DRAM (FLOP / DRAM byte)", x + 26, y, 12));
  y += 18;
  LegendEntry &rect =
      add(LegendEntry::Rect, "level",
          makeText("legend", "L2 (FLOP / L2 byte)", x + 26, y, 12));
  rect.x0 = x + 5;
  rect.y0 = y - 9;
  rect.x1 = x + 15;
  rect.y1 = y + 1;
  y += 18;
  LegendEntry &tri =
      add(LegendEntry::Polygon, "level",
          makeText("legend", "L1 (FLOP / L1 byte)", x + 26, y, 12));
  tri.points = {{x + 10, y - 10}, {x + 15, y + 1}, {x + 5, y + 1}};
  y += 18;
}

/// A point's area: the largest op's and a tenth of it.
void LegendLayout::sizes() {
  add(LegendEntry::None, "",
      makeText("legend", "area \xE2\x88\x9D roofline bound:", x, y, 12));
  double big = kMaxRadius, small = kMaxRadius / std::sqrt(10.0);
  double cyBig = y + 8 + big;
  circle("size", x + 10 + big, cyBig, big,
         makeText("legend", formatTime(l.maxTime), x + 16 + 2 * big, cyBig + 4,
                  11));
  circle("size", x + 10 + big, cyBig + big + 6 + small, small,
         makeText("legend", formatTime(l.maxTime / 10), x + 16 + 2 * big,
                  cyBig + big + 10 + small, 11));
  y = cyBig + big + 6 + 2 * small + 24;
}

/// The roofs' line styles and the ridge point's marker.
void LegendLayout::roofs() {
  heading("Roofs");
  line("roof-used", "compute, used by ops");
  line("roof-unused", "compute, other classes");
  line("roof-own", "an op's own roof");
  for (const BandwidthRoof &b : l.bandwidthRoofs)
    line("bandwidth-" + stringifyMemoryLevel(b.level).str(),
         levelDisplayName(b.level) + " bandwidth");
  LegendEntry &ridge =
      add(LegendEntry::Polygon, "ridge",
          makeText("legend", "ridge point (peak / BW)", x + 30, y, 12));
  ridge.points = {
      {x + 11, y - 9}, {x + 16, y - 4}, {x + 11, y + 1}, {x + 6, y - 4}};
  y += 26;
}

void layoutLegend(ChartLayout &l, const RooflineAnalysis &a) {
  LegendLayout g{l};
  g.markers();
  g.sizes();
  g.roofs();
  const Totals &t = a.getTotals();
  Headline h = getHeadline(t);
  for (const std::string &s :
       {"predicted " + formatTime(t.predictedTime),
        "bound " + formatTime(t.time), "FLOPs " + formatSI(t.flops, "FLOP"),
        "DRAM " + formatSI(t.bytes, "B"),
        llvm::formatv("{0}% memory-limited", formatSig(100 * h.memoryShare()))
            .str(),
        llvm::formatv("{0}% launch overhead", formatSig(100 * h.launchShare()))
            .str()}) {
    g.add(LegendEntry::None, "", makeText("legend", s, g.x, g.y, 12));
    g.y += 16;
  }
}

} // namespace

void chart::layoutPanels(ChartLayout &l, const RooflineAnalysis &a,
                         llvm::StringRef input) {
  layoutTitles(l, a, input);
  if (l.emptyReason.empty()) {
    layoutAxisTitles(l);
    layoutLegend(l, a);
    layoutCaption(l, a);
  }
  layoutStripHeading(l, a);
}
