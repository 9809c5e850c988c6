//===- SVGChartPanels.cpp - What surrounds the roofline plot --------------===//
//
// The SVG chart's header and titles, its legend and caption, the panel of the
// ops that cannot sit on the roofline (no FLOPs, or no bytes at any level)
// as bars of predicted time, and the chart drawn when nothing can be plotted.
//
//===----------------------------------------------------------------------===//

#include "ChartSVG.h"
#include "ChartSupport.h"

#include "roofline/Report/Headline.h"
#include "roofline/Report/Report.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <algorithm>

using namespace roofline;
using namespace roofline::chart;

void SVGWriter::header() {
  const AnalysisConfig &config = a.getConfig();
  os << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << num(kWidth)
     << "\" height=\"" << num(l.height) << "\" viewBox=\"0 0 " << num(kWidth)
     << " " << num(l.height)
     << "\" font-family=\"DejaVu Sans, Verdana, Arial, Helvetica, sans-serif\" "
        "fill=\"#222222\" role=\"img\" class=\"roofline-chart\">\n";
  os << "<title>"
     << escapeXML("Roofline of " + input.str() + " on " +
                  config.device.displayName)
     << "</title>\n";
  os << "<desc>"
     << escapeXML("roofline-opt chart: arithmetic intensity (FLOP/byte) "
                  "against performance (FLOP/s), each op once per memory "
                  "level; ops without FLOPs as bars of time below")
     << "</desc>\n";
  os << "<rect x=\"0\" y=\"0\" width=\"" << num(kWidth) << "\" height=\""
     << num(l.height) << "\" fill=\"#ffffff\"/>\n";
}

void SVGWriter::drawText(const ChartText &t) {
  std::string extra;
  auto attr = [&](const std::string &a) {
    extra += (extra.empty() ? "" : " ") + a;
  };
  if (t.bold)
    attr("font-weight=\"bold\"");
  if (!t.color.empty())
    attr("fill=\"" + t.color + "\"");
  if (t.role == "counts")
    attr("class=\"caption\"");
  if (t.angle != 0)
    attr("transform=\"rotate(" + num(t.angle) + " " + num(t.x) + " " +
         num(t.y) + ")\"");
  text(t.x, t.y, t.text, t.size, t.anchor, extra);
}

void SVGWriter::drawTexts(llvm::ArrayRef<llvm::StringRef> roles) {
  for (const ChartText &t : l.texts)
    if (llvm::is_contained(roles, t.role))
      drawText(t);
}

void SVGWriter::titles() { drawTexts({"title", "subtitle"}); }

void SVGWriter::emptyChart() {
  double right = kWidth - kPlotLeft;
  os << "<rect x=\"" << num(kPlotLeft) << "\" y=\"" << num(kPlotTop)
     << "\" width=\"" << num(right - kPlotLeft) << "\" height=\""
     << num(kPlotBottom - kPlotTop)
     << "\" fill=\"#f7f7f7\" stroke=\"#bbbbbb\" stroke-dasharray=\"6 4\"/>\n";
  double cx = (kPlotLeft + right) / 2, cy = (kPlotTop + kPlotBottom) / 2;
  text(cx, cy - 10, "no costed op to plot", 28, "middle",
       "font-weight=\"bold\" fill=\"#b30000\" class=\"roofline-empty\"");
  text(cx, cy + 22, l.emptyReason, 13, "middle", "fill=\"#555555\"");
  text(cx, cy + 44,
       "A roofline needs ops with FLOPs and bytes; see the text or JSON "
       "report.",
       12, "middle", "fill=\"#555555\"");
}

/// The SVG attributes of a legend sample's style (after its geometry).
static std::string sampleStyle(const LegendEntry &e) {
  const char *grey = "fill=\"#bbbbbb\" stroke=\"#555555\"";
  auto bound = [](const char *fill, const char *stroke) {
    return (llvm::Twine("fill=\"") + fill +
            "\" fill-opacity=\"0.55\" stroke=\"" + stroke + "\"")
        .str();
  };
  auto line = [](const char *color, double width, const char *dash) {
    return (llvm::Twine("stroke=\"") + color + "\" stroke-width=\"" +
            num(width) + "\"" + dash)
        .str();
  };
  llvm::StringRef s = e.style;
  if (s == "memory")
    return bound(kMemoryColor, kMemoryStroke);
  if (s == "compute")
    return bound(kComputeColor, kComputeStroke);
  if (s == "launch")
    return bound(kLaunchColor, kLaunchStroke);
  if (s == "level")
    return e.shape == LegendEntry::Circle
               ? grey
               : std::string("fill-opacity=\"0.4\" ") + grey;
  if (s == "size")
    return "fill=\"#bbbbbb\" fill-opacity=\"0.5\" stroke=\"#777777\"";
  if (s == "roof-used")
    return line(kCeilingColor, 2.2, "");
  if (s == "roof-unused")
    return line(kUnusedRoofColor, 1.2, " stroke-dasharray=\"6 3\"");
  if (s == "roof-own")
    return line(kComputeStroke, 3, "");
  if (s == "ridge")
    return std::string("fill=\"#ffffff\" stroke=\"") + kCeilingColor +
           "\" stroke-width=\"1.5\"";
  for (MemoryLevel level : kMemoryLevelsOutermostFirst)
    if (s == "bandwidth-" + stringifyMemoryLevel(level).str())
      return line(kCeilingColor, level == MemoryLevel::DRAM ? 2.2 : 1.4,
                  levelDash(level));
  return "";
}

void SVGWriter::legendSample(const LegendEntry &e) {
  std::string style = sampleStyle(e);
  switch (e.shape) {
  case LegendEntry::None:
    return;
  case LegendEntry::Circle:
    os << "<circle cx=\"" << num(e.x0) << "\" cy=\"" << num(e.y0)
       << "\" r=\"" << num(e.r) << "\" " << style << "/>\n";
    return;
  case LegendEntry::Rect:
    os << "<rect x=\"" << num(e.x0) << "\" y=\"" << num(e.y0)
       << "\" width=\"" << num(e.x1 - e.x0) << "\" height=\""
       << num(e.y1 - e.y0) << "\" " << style << "/>\n";
    return;
  case LegendEntry::Polygon:
    os << "<path d=\"";
    for (size_t i = 0; i < e.points.size(); ++i)
      os << (i ? " L" : "M") << num(e.points[i].first) << " "
         << num(e.points[i].second);
    os << " Z\" " << style << "/>\n";
    return;
  case LegendEntry::Line:
    os << "<line x1=\"" << num(e.x0) << "\" y1=\"" << num(e.y0) << "\" x2=\""
       << num(e.x1) << "\" y2=\"" << num(e.y1) << "\" " << style << "/>\n";
    return;
  }
}

void SVGWriter::legend() {
  os << "<g class=\"legend\">\n";
  for (const LegendEntry &e : l.legend) {
    legendSample(e);
    drawText(e.label);
  }
  os << "</g>\n";
}

void SVGWriter::caption() { drawTexts({"caption", "counts"}); }

void SVGWriter::strip() {
  if (l.strip.empty())
    return;
  os << "<g class=\"off-roofline\" data-ops=\"" << l.offRoofline
     << "\" data-time-s=\"" << exact(l.offRooflineTime) << "\">\n";
  drawTexts({"strip-heading"});
  for (const StripRow &row : l.strip) {
    text(kPlotLeft, row.y + 4, row.label, 11, "start",
         "class=\"strip-label\"");
    for (const StripRow::Segment &s : row.segments) {
      const OpRecord &r = a.getOps()[s.id];
      os << "<rect class=\"off-op\" data-id=\"" << s.id << "\" data-op=\""
         << escapeXML(r.name) << "\" data-time-s=\"" << exact(r.verdict.time)
         << "\" x=\"" << num(s.x0) << "\" y=\"" << num(row.y - 6)
         << "\" width=\"" << num(s.x1 - s.x0)
         << "\" height=\"12\" fill=\"" << kStripColor
         << "\" stroke=\"#ffffff\" stroke-width=\"0.5\"><title>"
         << escapeXML(r.name + " at " + r.location + ": " +
                      formatTime(r.verdict.time) + ", " +
                      formatSI(r.cost.dramBytes(), "B") + " DRAM, " +
                      stringifyBound(r.verdict.bound).str() + "-bound")
         << "</title></rect>\n";
    }
  }
  os << "</g>\n";
}
