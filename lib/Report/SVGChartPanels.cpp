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

void SVGWriter::titles() {
  const AnalysisConfig &config = a.getConfig();
  std::string shown = input.str();
  std::string title = "Roofline: " + shown + " on " + config.device.displayName;
  if (textWidth(title, 17, true) > kWidth - 40) {
    shown = llvm::sys::path::filename(shown).str();
    title = "Roofline: " + shown + " on " + config.device.displayName;
  }
  text(kPlotLeft, 30, title, 17, "start", "font-weight=\"bold\"");

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
  text(kPlotLeft, 50, counts, 12, "start", "fill=\"#555555\"");
  text(kPlotLeft, 65, times, 12, "start", "fill=\"#555555\"");
}

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

void SVGWriter::legend() {
  double x = kLegendX, y = kPlotTop + 6;
  os << "<g class=\"legend\">\n";
  auto heading = [&](llvm::StringRef s) {
    text(x, y, s, 12, "start", "font-weight=\"bold\"");
    y += 18;
  };
  auto dot = [&](const char *fill, const char *stroke, llvm::StringRef s) {
    os << "<circle cx=\"" << num(x + 10) << "\" cy=\"" << num(y - 4)
       << "\" r=\"6\" fill=\"" << fill << "\" fill-opacity=\"0.55\" stroke=\""
       << stroke << "\"/>\n";
    text(x + 26, y, s, 12);
    y += 18;
  };
  heading("Ops (colour: bound)");
  dot(kMemoryColor, kMemoryStroke, "memory-bound");
  dot(kComputeColor, kComputeStroke, "compute-bound");
  dot(kLaunchColor, kLaunchStroke, "launch-bound");
  heading("One op per level, joined");
  const char *grey = "fill=\"#bbbbbb\" stroke=\"#555555\"";
  os << "<circle cx=\"" << num(x + 10) << "\" cy=\"" << num(y - 4)
     << "\" r=\"6\" " << grey << "/>\n";
  text(x + 26, y, "DRAM (FLOP / DRAM byte)", 12);
  y += 18;
  os << "<rect x=\"" << num(x + 5) << "\" y=\"" << num(y - 9)
     << "\" width=\"10\" height=\"10\" fill-opacity=\"0.4\" " << grey
     << "/>\n";
  text(x + 26, y, "L2 (FLOP / L2 byte)", 12);
  y += 18;
  os << "<path d=\"M" << num(x + 10) << " " << num(y - 10) << " L"
     << num(x + 15) << " " << num(y + 1) << " L" << num(x + 5) << " "
     << num(y + 1) << " Z\" fill-opacity=\"0.4\" " << grey << "/>\n";
  text(x + 26, y, "L1 (FLOP / L1 byte)", 12);
  y += 18;
  text(x, y, "area \xE2\x88\x9D roofline bound:", 12);
  double big = kMaxRadius, small = kMaxRadius / std::sqrt(10.0);
  double cyBig = y + 8 + big;
  os << "<circle cx=\"" << num(x + 10 + big) << "\" cy=\"" << num(cyBig)
     << "\" r=\"" << num(big)
     << "\" fill=\"#bbbbbb\" fill-opacity=\"0.5\" stroke=\"#777777\"/>\n";
  text(x + 16 + 2 * big, cyBig + 4, formatTime(l.maxTime), 11);
  os << "<circle cx=\"" << num(x + 10 + big) << "\" cy=\""
     << num(cyBig + big + 6 + small) << "\" r=\"" << num(small)
     << "\" fill=\"#bbbbbb\" fill-opacity=\"0.5\" stroke=\"#777777\"/>\n";
  text(x + 16 + 2 * big, cyBig + big + 10 + small,
       formatTime(l.maxTime / 10), 11);
  y = cyBig + big + 6 + 2 * small + 24;

  heading("Roofs");
  auto line = [&](const char *color, const char *dash, double width,
                  llvm::StringRef s) {
    os << "<line x1=\"" << num(x) << "\" y1=\"" << num(y - 4) << "\" x2=\""
       << num(x + 22) << "\" y2=\"" << num(y - 4) << "\" stroke=\"" << color
       << "\" stroke-width=\"" << num(width) << "\"" << dash << "/>\n";
    text(x + 30, y, s, 12);
    y += 18;
  };
  line(kCeilingColor, "", 2.2, "compute, used by ops");
  line(kUnusedRoofColor, " stroke-dasharray=\"6 3\"", 1.2,
       "compute, other classes");
  line(kComputeStroke, "", 3, "an op's own roof");
  for (const BandwidthRoof &b : l.bandwidthRoofs)
    line(kCeilingColor, levelDash(b.level),
         b.level == MemoryLevel::DRAM ? 2.2 : 1.4,
         levelDisplayName(b.level) + " bandwidth");
  os << "<path d=\"M" << num(x + 11) << " " << num(y - 9) << " L"
     << num(x + 16) << " " << num(y - 4) << " L" << num(x + 11) << " "
     << num(y + 1) << " L" << num(x + 6) << " " << num(y - 4)
     << " Z\" fill=\"#ffffff\" stroke=\"" << kCeilingColor
     << "\" stroke-width=\"1.5\"/>\n";
  text(x + 30, y, "ridge point (peak / BW)", 12);
  y += 26;

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
    text(x, y, s, 12);
    y += 16;
  }
  os << "</g>\n";
}

void SVGWriter::caption() {
  const Totals &t = a.getTotals();
  text(kPlotLeft, kPlotBottom + 66,
       llvm::formatv("x: FLOPs / bytes of each level; y: FLOPs / roofline "
                     "bound (launch overhead included); {0} ceilings.",
                     stringifyCeilingKind(a.getConfig().ceilings))
           .str(),
       11, "start", "fill=\"#444444\"");
  std::string s = llvm::formatv("{0} of {1} costed ops plotted", l.ops.size(),
                                t.costedOps)
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
  text(kPlotLeft, kPlotBottom + 84, s + ".", 11, "start",
       "fill=\"#444444\" class=\"caption\"");
}

void SVGWriter::strip() {
  if (l.strip.empty())
    return;
  const Totals &t = a.getTotals();
  double share = t.time > 0 ? 100 * l.offRooflineTime / t.time : 0;
  os << "<g class=\"off-roofline\" data-ops=\"" << l.offRoofline
     << "\" data-time-s=\"" << exact(l.offRooflineTime) << "\">\n";
  text(kPlotLeft, kStripTop + 6,
       llvm::formatv("Off the roofline: {0} op{1} without FLOPs (or bytes), "
                     "{2}, {3}% of the bound; bars by roofline bound",
                     l.offRoofline, l.offRoofline == 1 ? "" : "s",
                     formatTime(l.offRooflineTime), formatSig(share))
           .str(),
       12, "start", "font-weight=\"bold\"");
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
