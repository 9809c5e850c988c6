//===- SVGChart.cpp - The hierarchical roofline as an SVG picture ---------===//
//
// Draws the layout of ChartLayout.h (computed once, also written into the JSON
// report for python/roofline/plot.py) as a self-contained SVG (no script, no
// external font or file):
//
//   x: arithmetic intensity, FLOPs / bytes of a memory level (log, decades)
//   y: performance, FLOP/s                                   (log, decades)
//   every compute roof of the device (those no op uses thin and grey),
//   one diagonal y = B x per memory level (DRAM, L2, L1), the ridge points
//   of the roofs in use, each op once per level (DRAM circle, L2 square, L1
//   triangle) joined by a line, a tick on each op's own roof, the labels,
//   and under the plot the ops that cannot sit on it, as bars of time.
//
// This file draws the plot; SVGChartPanels.cpp what surrounds it.
//
//===----------------------------------------------------------------------===//

#include "roofline/Report/Chart.h"

#include "ChartSVG.h"
#include "ChartSupport.h"

#include "roofline/Report/Report.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

#include <set>

using namespace roofline;
using namespace roofline::chart;

std::string chart::num(double v) {
  std::string s = llvm::formatv("{0}", llvm::format("%.1f", v)).str();
  if (llvm::StringRef(s).ends_with(".0"))
    s.resize(s.size() - 2);
  if (s == "-0")
    s = "0";
  return s;
}

std::string chart::exact(double v) {
  return llvm::formatv("{0}", llvm::format("%.9g", v)).str();
}

const char *chart::levelDash(MemoryLevel level) {
  return level == MemoryLevel::DRAM ? ""
         : level == MemoryLevel::L3 ? " stroke-dasharray=\"12 3 2 3\""
         : level == MemoryLevel::L2 ? " stroke-dasharray=\"8 4\""
                                    : " stroke-dasharray=\"2 3\"";
}

void SVGWriter::text(double x, double y, llvm::StringRef s, double size,
                     llvm::StringRef anchor, llvm::StringRef extra,
                     bool halo) {
  os << "<text x=\"" << num(x) << "\" y=\"" << num(y) << "\" font-size=\""
     << num(size) << "\"";
  if (anchor != "start")
    os << " text-anchor=\"" << anchor << "\"";
  if (halo)
    os << " stroke=\"#ffffff\" stroke-width=\"3\" stroke-linejoin=\"round\" "
          "paint-order=\"stroke\"";
  if (!extra.empty())
    os << " " << extra;
  os << ">" << escapeXML(s) << "</text>\n";
}

void SVGWriter::grid() {
  const LogAxis &xa = l.xAxis, &ya = l.yAxis;
  os << "<g class=\"grid\" stroke-width=\"1\">\n";
  auto vline = [&](double x, const char *color) {
    os << "<line x1=\"" << num(x) << "\" y1=\"" << num(kPlotTop) << "\" x2=\""
       << num(x) << "\" y2=\"" << num(kPlotBottom) << "\" stroke=\"" << color
       << "\"/>\n";
  };
  auto hline = [&](double y, const char *color) {
    os << "<line x1=\"" << num(kPlotLeft) << "\" y1=\"" << num(y) << "\" x2=\""
       << num(kPlotRight) << "\" y2=\"" << num(y) << "\" stroke=\"" << color
       << "\"/>\n";
  };
  bool xMinor = xa.hi - xa.lo <= 6, yMinor = ya.hi - ya.lo <= 6;
  for (int e = xa.lo; e < xa.hi; ++e)
    for (int m = 2; xMinor && m <= 9; ++m)
      vline(xa.map(m * std::pow(10.0, e)), "#f0f0f0");
  for (int e = ya.lo; e < ya.hi; ++e)
    for (int m = 2; yMinor && m <= 9; ++m)
      hline(ya.map(m * std::pow(10.0, e)), "#f0f0f0");
  for (int e = xa.lo; e <= xa.hi; ++e)
    vline(xa.map(std::pow(10.0, e)), "#d9d9d9");
  for (int e = ya.lo; e <= ya.hi; ++e)
    hline(ya.map(std::pow(10.0, e)), "#d9d9d9");
  os << "</g>\n";
  // The frame carries the axes' decades, so that a test can map points back.
  os << "<rect class=\"plot-area\" x=\"" << num(kPlotLeft) << "\" y=\""
     << num(kPlotTop) << "\" width=\"" << num(kPlotRight - kPlotLeft)
     << "\" height=\"" << num(kPlotBottom - kPlotTop) << "\" data-x-log10=\""
     << xa.lo << " " << xa.hi << "\" data-y-log10=\"" << ya.lo << " " << ya.hi
     << "\" fill=\"none\" stroke=\"#666666\" stroke-width=\"1\"/>\n";

  // Decade ticks and labels; every other decade when they would crowd.
  int xStep = (xa.hi - xa.lo) > 8 ? 2 : 1, yStep = (ya.hi - ya.lo) > 8 ? 2 : 1;
  os << "<g class=\"x-ticks\">\n";
  for (int e = xa.lo; e <= xa.hi; ++e) {
    double x = xa.map(std::pow(10.0, e));
    os << "<line x1=\"" << num(x) << "\" y1=\"" << num(kPlotBottom)
       << "\" x2=\"" << num(x) << "\" y2=\"" << num(kPlotBottom + 5)
       << "\" stroke=\"#666666\"/>\n";
    if ((e - xa.lo) % xStep == 0)
      text(x, kPlotBottom + 19, intensityTick(e), 12, "middle");
  }
  os << "</g>\n<g class=\"y-ticks\">\n";
  for (int e = ya.lo; e <= ya.hi; ++e) {
    double y = ya.map(std::pow(10.0, e));
    os << "<line x1=\"" << num(kPlotLeft - 5) << "\" y1=\"" << num(y)
       << "\" x2=\"" << num(kPlotLeft) << "\" y2=\"" << num(y)
       << "\" stroke=\"#666666\"/>\n";
    if ((e - ya.lo) % yStep == 0)
      text(kPlotLeft - 9, y + 4, performanceTick(e), 12, "end");
  }
  os << "</g>\n";
  drawTexts({"axis-title"});
}

void SVGWriter::roofs() {
  os << "<g class=\"ceilings\" fill=\"none\">\n";
  // Dotted drop lines from the DRAM ridge points to the intensity axis.
  for (const Ridge &r : l.ridges)
    if (r.level == MemoryLevel::DRAM)
      os << "<line x1=\"" << num(r.x) << "\" y1=\"" << num(r.y) << "\" x2=\""
         << num(r.x) << "\" y2=\"" << num(kPlotBottom)
         << "\" stroke=\"#999999\" stroke-width=\"1\" "
            "stroke-dasharray=\"2 3\"/>\n";
  for (const BandwidthRoof &b : l.bandwidthRoofs)
    os << "<line class=\"bandwidth\" data-level=\""
       << stringifyMemoryLevel(b.level) << "\" data-bandwidth=\""
       << exact(b.bandwidth) << "\" x1=\"" << num(b.x0) << "\" y1=\""
       << num(b.y0) << "\" x2=\"" << num(b.x1) << "\" y2=\"" << num(b.y1)
       << "\" stroke=\"" << kCeilingColor << "\" stroke-width=\""
       << (b.level == MemoryLevel::DRAM ? "2.2" : "1.4") << "\""
       << levelDash(b.level) << "/>\n";
  // Roofs an op runs against: dark; the device's other roofs: thin, grey,
  // dashed (where an op could go with another precision class).
  for (const ComputeRoof &c : l.computeRoofs) {
    std::string classes;
    for (ComputeClass cls : c.classes)
      classes += (classes.empty() ? "" : " ") + stringifyComputeClass(cls).str();
    os << "<line class=\"compute-ceiling" << (c.ops ? "" : " unused")
       << "\" data-classes=\"" << classes << "\" data-peak=\"" << exact(c.peak)
       << "\" data-ops=\"" << c.ops << "\" x1=\"" << num(c.x0) << "\" y1=\""
       << num(c.y) << "\" x2=\"" << num(c.x1) << "\" y2=\"" << num(c.y)
       << "\" stroke=\"" << (c.ops ? kCeilingColor : kUnusedRoofColor)
       << "\" stroke-width=\"" << (c.ops ? "2.2" : "1.2") << "\""
       << (c.ops ? "" : " stroke-dasharray=\"6 3\"") << "/>\n";
  }
  os << "</g>\n<g class=\"ridge-points\">\n";
  for (const Ridge &r : l.ridges) {
    const ComputeRoof &c = l.computeRoofs[r.roof];
    os << "<path d=\"M" << num(r.x) << " " << num(r.y - 5) << " L"
       << num(r.x + 5) << " " << num(r.y) << " L" << num(r.x) << " "
       << num(r.y + 5) << " L" << num(r.x - 5) << " " << num(r.y)
       << " Z\" fill=\"#ffffff\" stroke=\"" << kCeilingColor
       << "\" stroke-width=\"1.5\"><title>"
       << escapeXML(levelDisplayName(r.level) + " ridge point of " +
                    c.label() + ": " + formatSig(r.intensity) + " FLOP/B")
       << "</title></path>\n";
  }
  os << "</g>\n";
}

namespace {
struct BoundStyle {
  const char *cls, *fill, *stroke;
};
BoundStyle styleOf(Bound bound) {
  // Launch-bound ops have their own colour; otherwise the side of the ridge
  // their work falls on.
  if (bound == Bound::Memory)
    return {"memory", kMemoryColor, kMemoryStroke};
  if (bound == Bound::Launch)
    return {"launch", kLaunchColor, kLaunchStroke};
  return {"compute", kComputeColor, kComputeStroke};
}

std::string opTitle(const OpRecord &r) {
  return llvm::formatv("{0} at {1}: {2}, {3} DRAM, {4} FLOP/B, {5} "
                       "{6}-bound, {7} ({8}% of peak)",
                       r.name, r.location, formatSI(r.cost.flops, "FLOP"),
                       formatSI(r.cost.dramBytes(), "B"),
                       formatSig(r.verdict.intensity),
                       classDisplayName(r.verdict.ceilingClass),
                       stringifyBound(r.verdict.bound),
                       formatTime(r.verdict.time),
                       formatSig(100 * r.verdict.fractionOfPeak))
      .str();
}
} // namespace

void SVGWriter::points() {
  // Each op's own roof: a short tick of its colour on the roof right above
  // its DRAM point (one per pixel spot): the gap below it is what the op
  // loses to launch overhead and cache traffic.
  os << "<g class=\"own-roofs\" stroke-width=\"3\">\n";
  std::set<std::pair<long, long>> ticks;
  for (const ChartOp &o : l.ops) {
    if (!ticks.insert({std::lround(o.roofX), std::lround(o.roofY)}).second)
      continue;
    os << "<line class=\"own-roof\" data-id=\"" << o.id << "\" x1=\""
       << num(o.roofX - 6) << "\" y1=\"" << num(o.roofY) << "\" x2=\""
       << num(o.roofX + 6) << "\" y2=\"" << num(o.roofY) << "\" stroke=\""
       << styleOf(o.op->verdict.bound).stroke << "\"/>\n";
  }
  os << "</g>\n<g class=\"ops\" stroke-width=\"1.2\">\n";
  // Slowest last, so that it is drawn on top.
  for (const ChartOp &o : llvm::reverse(l.ops)) {
    const OpRecord &r = *o.op;
    BoundStyle s = styleOf(r.verdict.bound);
    std::string title = escapeXML(opTitle(r));
    os << "<g class=\"op-levels\" data-id=\"" << o.id << "\">";
    if (o.points.size() > 1)
      os << "<line class=\"level-path\" x1=\"" << num(o.points.back().x)
         << "\" y1=\"" << num(o.points.back().y) << "\" x2=\""
         << num(o.points.front().x) << "\" y2=\"" << num(o.points.front().y)
         << "\" stroke=\"" << s.stroke << "\" stroke-opacity=\"0.6\"/>";
    os << "\n";
    for (const LevelPoint &p : o.points) {
      double r0 = o.radius, r1 = 0.8 * o.radius;
      std::string common =
          llvm::formatv(" data-id=\"{0}\" data-level=\"{1}\" "
                        "data-op=\"{2}\" data-loc=\"{3}\" "
                        "data-intensity=\"{4}\" data-flops-per-s=\"{5}\" "
                        "data-time-s=\"{6}\"",
                        o.id, stringifyMemoryLevel(p.level),
                        escapeXML(r.name), escapeXML(r.location),
                        exact(p.intensity), exact(o.flopsPerSec),
                        exact(r.verdict.time))
              .str();
      std::string paint =
          llvm::formatv(" fill=\"{0}\" fill-opacity=\"{1}\" stroke=\"{2}\"",
                        s.fill, p.level == MemoryLevel::DRAM ? "0.55" : "0.25",
                        s.stroke)
              .str();
      std::string tip = "<title>" + levelDisplayName(p.level) + ": " +
                        formatSig(p.intensity) + " FLOP/B; " + title +
                        "</title>";
      if (p.level == MemoryLevel::DRAM)
        os << "<circle class=\"op " << s.cls << "\"" << common << " cx=\""
           << num(p.x) << "\" cy=\"" << num(p.y) << "\" r=\"" << num(r0)
           << "\"" << paint << ">" << tip << "</circle>\n";
      else if (p.level == MemoryLevel::L2)
        os << "<rect class=\"op-level l2 " << s.cls << "\"" << common
           << " x=\"" << num(p.x - r1) << "\" y=\"" << num(p.y - r1)
           << "\" width=\"" << num(2 * r1) << "\" height=\"" << num(2 * r1)
           << "\"" << paint << ">" << tip << "</rect>\n";
      else if (p.level == MemoryLevel::L3) // a diamond
        os << "<path class=\"op-level l3 " << s.cls << "\"" << common
           << " d=\"M" << num(p.x) << " " << num(p.y - r1) << " L"
           << num(p.x + r1) << " " << num(p.y) << " L" << num(p.x) << " "
           << num(p.y + r1) << " L" << num(p.x - r1) << " " << num(p.y)
           << " Z\"" << paint << ">" << tip << "</path>\n";
      else
        os << "<path class=\"op-level l1 " << s.cls << "\"" << common
           << " d=\"M" << num(p.x) << " " << num(p.y - r1) << " L"
           << num(p.x + r1) << " " << num(p.y + r1) << " L" << num(p.x - r1)
           << " " << num(p.y + r1) << " Z\"" << paint << ">" << tip
           << "</path>\n";
    }
    os << "</g>\n";
  }
  os << "</g>\n";
}

void SVGWriter::labels() {
  os << "<g class=\"labels\">\n";
  static const char *classes[] = {"op-label", "compute-label", "ridge-label",
                                  "bandwidth-label"};
  for (const ChartLabel &lb : l.labels) {
    if (lb.leader)
      os << "<line x1=\"" << num(lb.leader->x0) << "\" y1=\""
         << num(lb.leader->y0) << "\" x2=\"" << num(lb.leader->x1)
         << "\" y2=\"" << num(lb.leader->y1)
         << "\" stroke=\"#777777\" stroke-width=\"0.8\"/>\n";
    std::string extra;
    if (lb.bold)
      extra += "font-weight=\"bold\" ";
    if (lb.kind == ChartLabel::Compute && !lb.bold)
      extra += "fill=\"#757575\" ";
    if (lb.kind == ChartLabel::Ridge)
      extra += "fill=\"#333333\" ";
    if (!lb.ops.empty()) {
      extra += "data-ops=\"";
      for (size_t k = 0; k < lb.ops.size(); ++k)
        extra += (k ? " " : "") + std::to_string(lb.ops[k]);
      extra += "\" ";
    }
    if (lb.angle != 0)
      extra += "transform=\"rotate(" + num(lb.angle) + " " + num(lb.x) + " " +
               num(lb.y) + ")\" ";
    extra += std::string("class=\"") + classes[lb.kind] + "\"";
    text(lb.x, lb.y, lb.text, lb.size, lb.anchor, extra, true);
  }
  os << "</g>\n";
}

void roofline::writeSVGChart(const RooflineAnalysis &analysis,
                             llvm::StringRef input, llvm::raw_ostream &os) {
  ChartLayout layout = layoutChart(analysis);
  layoutPanels(layout, analysis, input);
  SVGWriter w{analysis, layout, input, os};
  w.header();
  w.titles();
  if (!layout.emptyReason.empty()) {
    w.emptyChart();
    w.strip();
    os << "</svg>\n";
    return;
  }
  w.grid();
  w.roofs();
  w.points();
  w.labels();
  w.legend();
  w.caption();
  w.strip();
  os << "</svg>\n";
}
