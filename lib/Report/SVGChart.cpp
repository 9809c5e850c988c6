//===- SVGChart.cpp - The roofline as an SVG picture ----------------------===//
//
// A self-contained SVG (no script, no external font or file) of the module's
// roofline on the analysis' device:
//
//   x: arithmetic intensity, FLOPs / DRAM bytes        (log scale, decades)
//   y: performance, FLOP/s                             (log scale, decades)
//   one horizontal compute ceiling per class the costed ops run against,
//   one diagonal y = B x per memory level the device describes (DRAM, L2, L1),
//   the ridge points where they meet (x = P / B),
//   one point per op at (intensity, FLOPs / predicted time), its area
//   proportional to the predicted time, coloured by bound,
//   labels (op name @ location) on the heaviest ops, placed greedily where
//   they overlap no other label,
//   a legend, and a caption counting the ops a log-log chart cannot show
//   (zero FLOPs, infinite intensity).
//
// Text widths are estimated from DejaVu Sans metrics (the widest of the
// common sans-serif faces), so label boxes are conservative.
//
//===----------------------------------------------------------------------===//

#include "roofline/Report/Chart.h"

#include "ChartSupport.h"

#include "roofline/Report/Report.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <algorithm>
#include <cmath>
#include <map>

using namespace roofline;
using namespace roofline::chart;

namespace {

// Canvas and plot area, in px.
constexpr double kWidth = 960, kHeight = 660;
constexpr double kPlotLeft = 92, kPlotTop = 76, kPlotRight = 736,
                 kPlotBottom = 560;
constexpr double kLegendX = 756;
constexpr double kMaxRadius = 20, kMinRadius = 2.5;
constexpr unsigned kMaxLabels = 8;
constexpr double kLabelFont = 11, kLabelHeight = 14;
constexpr int kMaxDecades = 10;

constexpr const char *kMemoryColor = "#e6550d", *kMemoryStroke = "#a63603";
constexpr const char *kComputeColor = "#3182bd", *kComputeStroke = "#08519c";
constexpr const char *kLaunchColor = "#807dba", *kLaunchStroke = "#54278f";
constexpr const char *kCeilingColor = "#333333";

struct Box {
  double x0, y0, x1, y1;
  bool intersects(const Box &o) const {
    return x0 < o.x1 && o.x0 < x1 && y0 < o.y1 && o.y0 < y1;
  }
  bool inside(const Box &o) const {
    return x0 >= o.x0 && x1 <= o.x1 && y0 >= o.y0 && y1 <= o.y1;
  }
};

/// Advance width of `s` in px at `fontSize`, from DejaVu Sans metrics (em
/// fractions), with a margin: 5% for regular text, 12% for bold (checked
/// against Chromium's layout by test/Report/render-chromium.test).
double textWidth(llvm::StringRef s, double fontSize, bool bold = false) {
  double em = 0;
  for (unsigned char c : s) {
    double w;
    if (c >= 0x80) {
      if ((c & 0xC0) == 0x80)
        continue; // UTF-8 continuation byte: counted with its lead byte
      w = 0.8;
    } else if (c >= '0' && c <= '9') {
      w = 0.64;
    } else if (c >= 'A' && c <= 'Z') {
      w = (c == 'I' || c == 'J') ? 0.32 : (c == 'M' || c == 'W') ? 1.0 : 0.74;
    } else if (c >= 'a' && c <= 'z') {
      switch (c) {
      case 'i': case 'j': case 'l': w = 0.28; break;
      case 'f': case 't': w = 0.40; break;
      case 'r': w = 0.42; break;
      case 'm': w = 0.98; break;
      case 'w': w = 0.82; break;
      default: w = 0.64;
      }
    } else {
      switch (c) {
      case ' ': case '.': case ',': case ':': case ';': case '\'': case '!':
      case '|':
        w = 0.34;
        break;
      case '(': case ')': case '[': case ']': case '/': case '-':
        w = 0.40;
        break;
      case '@': case '%': w = 1.0; break;
      case '<': case '>': case '=': case '+': case '~': w = 0.84; break;
      default: w = 0.64;
      }
    }
    em += w;
  }
  return em * fontSize * (bold ? 1.12 : 1.05);
}

/// A log10 axis over whole decades [lo, hi], mapped to pixels [p0, p1].
struct LogAxis {
  int lo = 0, hi = 1;
  double p0 = 0, p1 = 1;
  double map(double v) const {
    return p0 + (std::log10(v) - lo) / (hi - lo) * (p1 - p0);
  }
  double min() const { return std::pow(10.0, lo); }
  double max() const { return std::pow(10.0, hi); }
};

/// Whole decades covering [lo, hi] with `pad` decades of margin, at most
/// kMaxDecades wide (anchored at the top).
std::pair<int, int> decades(double lo, double hi, double padLo, double padHi) {
  int a = static_cast<int>(std::floor(std::log10(lo) - padLo));
  int b = static_cast<int>(std::ceil(std::log10(hi) + padHi));
  if (b <= a)
    b = a + 1;
  if (b - a > kMaxDecades)
    a = b - kMaxDecades;
  return {a, b};
}

/// A coordinate or size: one decimal, no trailing ".0".
std::string num(double v) {
  std::string s = llvm::formatv("{0}", llvm::format("%.1f", v)).str();
  if (llvm::StringRef(s).ends_with(".0"))
    s.resize(s.size() - 2);
  if (s == "-0")
    s = "0";
  return s;
}

/// A value for a data-* attribute: round-trippable.
std::string exact(double v) {
  return llvm::formatv("{0}", llvm::format("%.9g", v)).str();
}

/// A compute ceiling: one peak, the classes that share it.
struct ComputeCeiling {
  double peak = 0;
  std::vector<ComputeClass> classes;
  bool integer = false;
  std::string label() const {
    // "FP32 / INT32 19.5 TFLOP/s"; "FP16 / BF16 tensor core 312 TFLOP/s".
    bool allTC = llvm::all_of(classes, isTensorCoreClass);
    std::string names;
    for (ComputeClass c : classes) {
      std::string name = classDisplayName(c);
      if (allTC)
        name = name.substr(0, name.find(' '));
      names += (names.empty() ? "" : " / ") + name;
    }
    return names + (allTC ? " tensor core " : " ") + formatPeak(peak, integer);
  }
};

struct BandwidthCeiling {
  MemoryLevel level;
  double bandwidth;
};

/// Tick label of 10^e on the intensity axis.
std::string intensityTick(int e) {
  if (e >= -3 && e <= 4) {
    if (e >= 0)
      return llvm::formatv("{0}", static_cast<int64_t>(std::pow(10.0, e)))
          .str();
    return "0." + std::string(-e - 1, '0') + "1";
  }
  return llvm::formatv("1e{0}", e).str();
}

/// Tick label of 10^e on the performance axis: "10 T", "100 G".
std::string performanceTick(int e) {
  static const char *prefixes[] = {"", "K", "M", "G", "T", "P", "E"};
  if (e < 0 || e > 20)
    return llvm::formatv("1e{0}", e).str();
  int p = std::min(e / 3, 6);
  int rest = e - 3 * p;
  return llvm::formatv("{0} {1}", static_cast<int64_t>(std::pow(10.0, rest)),
                       prefixes[p])
      .str();
}

class SVGChart {
public:
  SVGChart(const RooflineAnalysis &a, llvm::StringRef input,
           llvm::raw_ostream &os)
      : a(a), config(a.getConfig()), input(input), os(os) {}

  void write();

private:
  void header();
  void titles();
  void emptyChart(llvm::StringRef reason);
  void chooseCeilings();
  void chooseAxes();
  void grid();
  void ceilingLines();
  /// Labels every ceiling: the compute peaks, the DRAM ridge points and the
  /// bandwidth diagonals, in that order (earlier labels are obstacles).
  void ceilingLabels();
  /// Each compute peak's label, at the right end of its line.
  void computeCeilingLabels();
  /// The DRAM ridge points' labels, vertical along their drop lines.
  void ridgeLabels();
  /// Each bandwidth's label, along its diagonal where it enters the plot.
  void bandwidthLabels();
  /// The first of `candidates` inside the plot that is free with strictness
  /// 2, else 1, else 0 (isFree); std::nullopt if none is.
  std::optional<Box> firstFreeBox(llvm::ArrayRef<Box> candidates) const;
  void points();
  /// Whether `b` overlaps no placed text; with `strictness` >= 1 no point
  /// other than `self` either, with 2 no drawn ceiling either.
  bool isFree(const Box &b, int strictness, int self = -1) const;
  /// Records a drawn line (pixel coordinates) as a soft obstacle.
  void addLine(double x0, double y0, double x1, double y1);
  void labels();
  void legend();
  void caption();

  /// Text with a white halo so that it reads over lines.
  void text(double x, double y, llvm::StringRef s, double size,
            llvm::StringRef anchor = "start", llvm::StringRef extra = "",
            bool halo = false);

  double radius(const OpRecord &r) const {
    double rr = kMaxRadius * std::sqrt(r.verdict.time / maxTime);
    return std::max(kMinRadius, rr);
  }
  /// Pixel position of an op, clamped to the plot area.
  std::pair<double, double> position(const OpRecord &r) const {
    double x = std::clamp(r.verdict.intensity, xAxis.min(), xAxis.max());
    double y = std::clamp(achievedFlops(r), yAxis.min(), yAxis.max());
    return {xAxis.map(x), yAxis.map(y)};
  }

  const RooflineAnalysis &a;
  const AnalysisConfig &config;
  llvm::StringRef input;
  llvm::raw_ostream &os;

  std::vector<const OpRecord *> plotted; // slowest first
  unsigned notPlotted = 0, outOfRange = 0;
  double maxTime = 0;
  std::vector<ComputeCeiling> computeCeilings;     // lowest peak first
  std::vector<BandwidthCeiling> bandwidthCeilings; // DRAM, L2, L1
  LogAxis xAxis, yAxis;
  std::vector<Box> obstacles; // placed text
  std::vector<Box> circles;   // bounding boxes of the points, as `plotted`
  std::vector<Box> lineBoxes; // small boxes along the drawn ceilings
};

void SVGChart::text(double x, double y, llvm::StringRef s, double size,
                    llvm::StringRef anchor, llvm::StringRef extra, bool halo) {
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

void SVGChart::header() {
  os << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << num(kWidth)
     << "\" height=\"" << num(kHeight) << "\" viewBox=\"0 0 " << num(kWidth)
     << " " << num(kHeight)
     << "\" font-family=\"DejaVu Sans, Verdana, Arial, Helvetica, sans-serif\" "
        "fill=\"#222222\" role=\"img\" class=\"roofline-chart\">\n";
  os << "<title>" << escapeXML("Roofline of " + input.str() + " on " +
                               config.device.displayName)
     << "</title>\n";
  os << "<desc>" << escapeXML("roofline-opt chart: arithmetic intensity "
                              "(FLOP/byte) against performance (FLOP/s), "
                              "one point per costed op")
     << "</desc>\n";
  os << "<rect x=\"0\" y=\"0\" width=\"" << num(kWidth) << "\" height=\""
     << num(kHeight)
     << "\" fill=\"#ffffff\"/>\n";
}

void SVGChart::titles() {
  std::string shown = input.str();
  std::string title =
      "Roofline: " + shown + " on " + config.device.displayName;
  if (textWidth(title, 17, true) > kWidth - 40) {
    shown = llvm::sys::path::filename(shown).str();
    title = "Roofline: " + shown + " on " + config.device.displayName;
  }
  text(kPlotLeft, 30, title, 17, "start", "font-weight=\"bold\"");

  const Totals &t = a.getTotals();
  // Totals::getVerdict decides; the chart spells "nothing-costed" and
  // "no-work" with spaces.
  std::string verdict = t.getVerdict().str();
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
      llvm::formatv("roofline bound {0}; predicted (attained) {1}; {2}",
                    formatTime(t.time), formatTime(t.predictedTime), verdict);
  text(kPlotLeft, 50, counts, 12, "start", "fill=\"#555555\"");
  text(kPlotLeft, 65, times, 12, "start", "fill=\"#555555\"");
}

void SVGChart::emptyChart(llvm::StringRef reason) {
  double right = kWidth - kPlotLeft;
  os << "<rect x=\"" << num(kPlotLeft) << "\" y=\"" << num(kPlotTop)
     << "\" width=\"" << num(right - kPlotLeft) << "\" height=\""
     << num(kPlotBottom - kPlotTop)
     << "\" fill=\"#f7f7f7\" stroke=\"#bbbbbb\" stroke-dasharray=\"6 4\"/>\n";
  double cx = (kPlotLeft + right) / 2, cy = (kPlotTop + kPlotBottom) / 2;
  text(cx, cy - 10, "no costed op to plot", 28, "middle",
       "font-weight=\"bold\" fill=\"#b30000\" class=\"roofline-empty\"");
  text(cx, cy + 22, reason, 13, "middle", "fill=\"#555555\"");
  text(cx, cy + 44,
       "A roofline needs ops with FLOPs and DRAM bytes; see the text or JSON "
       "report.",
       12, "middle", "fill=\"#555555\"");
}

void SVGChart::chooseCeilings() {
  const DeviceModel &d = config.device;
  // Compute ceilings of the classes that ops with work run against; classes
  // with the same peak share a line.
  bool used[kNumComputeClasses] = {};
  for (const OpRecord &r : a.getOps())
    if (r.cost.flops > 0 && r.verdict.bound != Bound::None)
      used[static_cast<unsigned>(r.verdict.ceilingClass)] = true;
  for (unsigned i = 0; i < kNumComputeClasses; ++i) {
    if (!used[i] || !d.compute[i])
      continue;
    double peak = d.compute[i]->get(config.ceilings);
    if (!(peak > 0) || !std::isfinite(peak))
      continue;
    auto it = llvm::find_if(computeCeilings, [&](const ComputeCeiling &c) {
      return std::fabs(c.peak - peak) <= 1e-9 * peak;
    });
    if (it == computeCeilings.end()) {
      computeCeilings.push_back({peak, {}, true});
      it = std::prev(computeCeilings.end());
    }
    it->classes.push_back(ComputeClass(i));
    // OP/s only when every class on the line counts integer operations.
    it->integer = it->integer && isIntegerClass(ComputeClass(i));
  }
  llvm::sort(computeCeilings, [](const ComputeCeiling &x,
                                 const ComputeCeiling &y) {
    return x.peak < y.peak;
  });
  for (unsigned i = 0; i < kNumMemoryLevels; ++i)
    if (const auto &m = d.memory[i]) {
      double b = m->bandwidth.get(config.ceilings);
      if (b > 0 && std::isfinite(b))
        bandwidthCeilings.push_back({MemoryLevel(i), b});
    }
}

void SVGChart::chooseAxes() {
  double minI = INFINITY, maxI = 0, minY = INFINITY;
  for (const OpRecord *r : plotted) {
    minI = std::min(minI, r->verdict.intensity);
    maxI = std::max(maxI, r->verdict.intensity);
    minY = std::min(minY, achievedFlops(*r));
  }
  double minPeak = INFINITY, maxPeak = 0;
  for (const ComputeCeiling &c : computeCeilings) {
    minPeak = std::min(minPeak, c.peak);
    maxPeak = std::max(maxPeak, c.peak);
  }
  double minB = INFINITY, maxB = 0;
  for (const BandwidthCeiling &b : bandwidthCeilings) {
    minB = std::min(minB, b.bandwidth);
    maxB = std::max(maxB, b.bandwidth);
  }
  double lowX = minI, highX = maxI, lowY = minY, highY = maxPeak;
  if (maxPeak > 0 && maxB > 0) {
    // Show every ridge point with room around it.
    lowX = std::min(lowX, minPeak / maxB / 4);
    highX = std::max(highX, maxPeak / minB * 8);
    lowY = std::min(lowY, minPeak / 100);
  }
  highY = std::max(highY, maxPeak > 0 ? maxPeak : minY * 10);
  highY = std::max(highY, minY);
  auto [x0, x1] = decades(lowX, highX, 0.1, 0.1);
  auto [y0, y1] = decades(lowY, highY, 0.1, 0.25);
  xAxis = {x0, x1, kPlotLeft, kPlotRight};
  yAxis = {y0, y1, kPlotBottom, kPlotTop};
  for (const OpRecord *r : plotted) {
    double i = r->verdict.intensity, y = achievedFlops(*r);
    if (i < xAxis.min() || i > xAxis.max() || y < yAxis.min() ||
        y > yAxis.max())
      ++outOfRange;
  }
}

void SVGChart::grid() {
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
  bool xMinor = xAxis.hi - xAxis.lo <= 6, yMinor = yAxis.hi - yAxis.lo <= 6;
  for (int e = xAxis.lo; e < xAxis.hi; ++e)
    for (int m = 2; xMinor && m <= 9; ++m)
      vline(xAxis.map(m * std::pow(10.0, e)), "#f0f0f0");
  for (int e = yAxis.lo; e < yAxis.hi; ++e)
    for (int m = 2; yMinor && m <= 9; ++m)
      hline(yAxis.map(m * std::pow(10.0, e)), "#f0f0f0");
  for (int e = xAxis.lo; e <= xAxis.hi; ++e)
    vline(xAxis.map(std::pow(10.0, e)), "#d9d9d9");
  for (int e = yAxis.lo; e <= yAxis.hi; ++e)
    hline(yAxis.map(std::pow(10.0, e)), "#d9d9d9");
  os << "</g>\n";
  // The frame carries the axes' decades, so that a test can map points back.
  os << "<rect class=\"plot-area\" x=\"" << num(kPlotLeft) << "\" y=\""
     << num(kPlotTop) << "\" width=\"" << num(kPlotRight - kPlotLeft)
     << "\" height=\"" << num(kPlotBottom - kPlotTop) << "\" data-x-log10=\""
     << xAxis.lo << " " << xAxis.hi << "\" data-y-log10=\"" << yAxis.lo << " "
     << yAxis.hi
     << "\" fill=\"none\" stroke=\"#666666\" stroke-width=\"1\"/>\n";

  // Decade ticks and labels. Label every decade unless they would crowd.
  int xStep = (xAxis.hi - xAxis.lo) > 8 ? 2 : 1;
  int yStep = (yAxis.hi - yAxis.lo) > 8 ? 2 : 1;
  os << "<g class=\"x-ticks\">\n";
  for (int e = xAxis.lo; e <= xAxis.hi; ++e) {
    double x = xAxis.map(std::pow(10.0, e));
    os << "<line x1=\"" << num(x) << "\" y1=\"" << num(kPlotBottom)
       << "\" x2=\"" << num(x) << "\" y2=\"" << num(kPlotBottom + 5)
       << "\" stroke=\"#666666\"/>\n";
    if ((e - xAxis.lo) % xStep == 0)
      text(x, kPlotBottom + 19, intensityTick(e), 12, "middle");
  }
  os << "</g>\n<g class=\"y-ticks\">\n";
  for (int e = yAxis.lo; e <= yAxis.hi; ++e) {
    double y = yAxis.map(std::pow(10.0, e));
    os << "<line x1=\"" << num(kPlotLeft - 5) << "\" y1=\"" << num(y)
       << "\" x2=\"" << num(kPlotLeft) << "\" y2=\"" << num(y)
       << "\" stroke=\"#666666\"/>\n";
    if ((e - yAxis.lo) % yStep == 0)
      text(kPlotLeft - 9, y + 4, performanceTick(e), 12, "end");
  }
  os << "</g>\n";
  text((kPlotLeft + kPlotRight) / 2, kPlotBottom + 40,
       "arithmetic intensity (FLOP/byte, DRAM)", 13, "middle");
  bool anyInteger = llvm::any_of(computeCeilings, [](const ComputeCeiling &c) {
    return c.integer;
  });
  double cy = (kPlotTop + kPlotBottom) / 2;
  text(24, cy,
       anyInteger ? "performance (FLOP/s; OP/s for integer classes)"
                  : "performance (FLOP/s)",
       13, "middle",
       ("transform=\"rotate(-90 24 " + num(cy) + ")\"").c_str());
}

void SVGChart::ceilingLines() {
  os << "<defs><clipPath id=\"roofline-plot-area\"><rect x=\""
     << num(kPlotLeft) << "\" y=\"" << num(kPlotTop) << "\" width=\""
     << num(kPlotRight - kPlotLeft) << "\" height=\""
     << num(kPlotBottom - kPlotTop) << "\"/></clipPath></defs>\n";
  double maxPeak = computeCeilings.back().peak;
  double maxB = 0;
  for (const BandwidthCeiling &b : bandwidthCeilings)
    maxB = std::max(maxB, b.bandwidth);

  // Dotted drop lines from the DRAM ridge points to the intensity axis.
  os << "<g class=\"ceilings\" clip-path=\"url(#roofline-plot-area)\" "
        "fill=\"none\">\n";
  for (const BandwidthCeiling &b : bandwidthCeilings) {
    if (b.level != MemoryLevel::DRAM)
      continue;
    for (const ComputeCeiling &c : computeCeilings) {
      double x = xAxis.map(c.peak / b.bandwidth);
      os << "<line x1=\"" << num(x) << "\" y1=\"" << num(yAxis.map(c.peak))
         << "\" x2=\"" << num(x) << "\" y2=\"" << num(kPlotBottom)
         << "\" stroke=\"#999999\" stroke-width=\"1\" "
            "stroke-dasharray=\"2 3\"/>\n";
    }
  }
  // Bandwidth diagonals, up to the highest compute ceiling.
  for (const BandwidthCeiling &b : bandwidthCeilings) {
    double xs = xAxis.min(), xe = maxPeak / b.bandwidth;
    const char *dash = b.level == MemoryLevel::DRAM ? ""
                       : b.level == MemoryLevel::L2
                           ? " stroke-dasharray=\"8 4\""
                           : " stroke-dasharray=\"2 3\"";
    double width = b.level == MemoryLevel::DRAM ? 2.2 : 1.4;
    os << "<line class=\"bandwidth\" data-level=\""
       << stringifyMemoryLevel(b.level) << "\" data-bandwidth=\""
       << exact(b.bandwidth) << "\" x1=\"" << num(xAxis.map(xs)) << "\" y1=\""
       << num(yAxis.map(b.bandwidth * xs)) << "\" x2=\"" << num(xAxis.map(xe))
       << "\" y2=\"" << num(yAxis.map(maxPeak)) << "\" stroke=\""
       << kCeilingColor << "\" stroke-width=\"" << num(width) << "\"" << dash
       << "/>\n";
    addLine(xAxis.map(xs), yAxis.map(b.bandwidth * xs), xAxis.map(xe),
            yAxis.map(maxPeak));
  }
  // Compute ceilings, from where the fastest memory level meets them.
  for (const ComputeCeiling &c : computeCeilings) {
    double xs = maxB > 0 ? c.peak / maxB : xAxis.min();
    double y = yAxis.map(c.peak);
    std::string classes;
    for (ComputeClass cls : c.classes)
      classes += (classes.empty() ? "" : " ") + stringifyComputeClass(cls).str();
    os << "<line class=\"compute-ceiling\" data-classes=\"" << classes
       << "\" data-peak=\"" << exact(c.peak) << "\" x1=\"" << num(xAxis.map(xs))
       << "\" y1=\"" << num(y) << "\" x2=\"" << num(kPlotRight) << "\" y2=\""
       << num(y) << "\" stroke=\"" << kCeilingColor
       << "\" stroke-width=\"2.2\"/>\n";
    addLine(xAxis.map(xs), y, kPlotRight, y);
  }
  os << "</g>\n";

  // Ridge points: every bandwidth line meets every compute ceiling.
  os << "<g class=\"ridge-points\">\n";
  for (const ComputeCeiling &c : computeCeilings)
    for (const BandwidthCeiling &b : bandwidthCeilings) {
      double ridge = c.peak / b.bandwidth;
      if (ridge < xAxis.min() || ridge > xAxis.max())
        continue;
      double x = xAxis.map(ridge), y = yAxis.map(c.peak);
      os << "<path d=\"M" << num(x) << " " << num(y - 5) << " L" << num(x + 5)
         << " " << num(y) << " L" << num(x) << " " << num(y + 5) << " L"
         << num(x - 5) << " " << num(y) << " Z\" fill=\"#ffffff\" stroke=\""
         << kCeilingColor << "\" stroke-width=\"1.5\"><title>"
         << escapeXML(levelDisplayName(b.level) + " ridge point of " +
                      c.label() + ": " + formatSig(ridge) + " FLOP/B")
         << "</title></path>\n";
    }
  os << "</g>\n";
}

bool SVGChart::isFree(const Box &b, int strictness, int self) const {
  if (llvm::any_of(obstacles, [&](const Box &o) { return o.intersects(b); }))
    return false;
  if (strictness >= 1)
    for (size_t j = 0; j < circles.size(); ++j)
      if (static_cast<int>(j) != self && circles[j].intersects(b))
        return false;
  if (strictness >= 2 &&
      llvm::any_of(lineBoxes, [&](const Box &o) { return o.intersects(b); }))
    return false;
  return true;
}

void SVGChart::addLine(double x0, double y0, double x1, double y1) {
  // Clip to the plot area by sampling: boxes of 8 px along the segment.
  double len = std::hypot(x1 - x0, y1 - y0);
  int n = std::max(1, static_cast<int>(len / 8));
  for (int k = 0; k <= n; ++k) {
    double x = x0 + (x1 - x0) * k / n, y = y0 + (y1 - y0) * k / n;
    if (x < kPlotLeft || x > kPlotRight || y < kPlotTop || y > kPlotBottom)
      continue;
    lineBoxes.push_back({x - 3, y - 3, x + 3, y + 3});
  }
}

std::optional<Box>
SVGChart::firstFreeBox(llvm::ArrayRef<Box> candidates) const {
  Box plot{kPlotLeft, kPlotTop, kPlotRight, kPlotBottom};
  for (int strictness = 2; strictness >= 0; --strictness)
    for (const Box &b : candidates)
      if (b.inside(plot) && isFree(b, strictness))
        return b;
  return std::nullopt;
}

void SVGChart::ceilingLabels() {
  computeCeilingLabels();
  ridgeLabels();
  bandwidthLabels();
}

void SVGChart::computeCeilingLabels() {
  // Compute ceilings: above the line at its right end, else below, else
  // shifted left along it, keeping clear of points where possible.
  double maxB = 0;
  for (const BandwidthCeiling &b : bandwidthCeilings)
    maxB = std::max(maxB, b.bandwidth);
  for (const ComputeCeiling &c : computeCeilings) {
    std::string label = c.label();
    double w = textWidth(label, 12, true), y = yAxis.map(c.peak);
    // The label's right end stays over its line.
    double lineStart = maxB > 0 ? xAxis.map(c.peak / maxB) : kPlotLeft;
    std::vector<Box> candidates;
    for (double shift = 0; kPlotRight - 6 - shift - w >= kPlotLeft + 4 &&
                           kPlotRight - 6 - shift >= lineStart + 40;
         shift += 24) {
      double x1 = kPlotRight - 6 - shift;
      candidates.push_back({x1 - w, y - 17, x1, y - 3});
      candidates.push_back({x1 - w, y + 3, x1, y + 17});
    }
    if (candidates.empty())
      candidates.push_back({kPlotRight - 6 - w, y - 17, kPlotRight - 6, y - 3});
    Box chosen = firstFreeBox(candidates).value_or(candidates.front());
    obstacles.push_back(chosen);
    text(chosen.x1, chosen.y1 - 3, label, 12, "end",
         "font-weight=\"bold\" class=\"compute-label\"", true);
  }
}

void SVGChart::ridgeLabels() {
  // DRAM ridge point labels: vertical, along the dotted drop line, from the
  // bottom of the plot up.
  for (const BandwidthCeiling &b : bandwidthCeilings) {
    if (b.level != MemoryLevel::DRAM)
      continue;
    for (const ComputeCeiling &c : computeCeilings) {
      double ridge = c.peak / b.bandwidth;
      if (ridge < xAxis.min() || ridge > xAxis.max())
        continue;
      std::string label = "ridge " + formatSig(ridge) +
                          (c.integer ? " OP/B" : " FLOP/B");
      double w = textWidth(label, 11);
      double x = xAxis.map(ridge), top = yAxis.map(c.peak) + 8;
      std::vector<Box> candidates;
      for (double up = 6; kPlotBottom - up - w >= top; up += 20)
        for (bool right : {true, false})
          candidates.push_back(
              right ? Box{x + 2, kPlotBottom - up - w, x + 15, kPlotBottom - up}
                    : Box{x - 15, kPlotBottom - up - w, x - 2,
                          kPlotBottom - up});
      std::optional<Box> chosen = firstFreeBox(candidates);
      if (!chosen)
        continue;
      obstacles.push_back(*chosen);
      // rotate(-90): the text runs upwards and its glyphs sit left of the
      // baseline, so the baseline is the box's right edge less a descent.
      double bx = chosen->x1 - 3, by = chosen->y1;
      text(bx, by, label, 11, "start",
           ("class=\"ridge-label\" fill=\"#333333\" transform=\"rotate(-90 " +
            num(bx) + " " + num(by) + ")\"")
               .c_str(),
           true);
    }
  }
}

void SVGChart::bandwidthLabels() {
  // Bandwidth labels: along each diagonal, near where it enters the plot.
  Box plot{kPlotLeft, kPlotTop, kPlotRight, kPlotBottom};
  for (const BandwidthCeiling &b : bandwidthCeilings) {
    double xs = xAxis.min();
    if (b.bandwidth * xs < yAxis.min())
      xs = yAxis.min() / b.bandwidth;
    double px = xAxis.map(xs), py = yAxis.map(b.bandwidth * xs);
    double px2 = xAxis.map(xs * 10), py2 = yAxis.map(b.bandwidth * xs * 10);
    double len = std::hypot(px2 - px, py2 - py);
    double ux = (px2 - px) / len, uy = (py2 - py) / len; // along the line
    double nx = uy, ny = -ux;                            // left normal: above
    if (ny > 0) {
      nx = -nx;
      ny = -ny;
    }
    std::string label = levelDisplayName(b.level) + " " +
                        formatBandwidth(b.bandwidth);
    double w = textWidth(label, 11, true);
    double angle = std::atan2(uy, ux) * 180 / M_PI;
    // Try a few positions along the line; keep the first free one.
    for (double along : {14.0, 60.0, 110.0, 170.0}) {
      double sx = px + ux * along + nx * 5, sy = py + uy * along + ny * 5;
      std::vector<Box> pieces;
      for (int k = 0; k < 4; ++k) {
        double cx = sx + ux * w * (k + 0.5) / 4 + nx * 5;
        double cy = sy + uy * w * (k + 0.5) / 4 + ny * 5;
        double half = std::max(w / 8, 6.0);
        pieces.push_back({cx - half, cy - half, cx + half, cy + half});
      }
      bool free = llvm::all_of(pieces, [&](const Box &p) {
        return p.inside(plot) && isFree(p, 1);
      });
      if (!free && along < 170.0)
        continue;
      obstacles.insert(obstacles.end(), pieces.begin(), pieces.end());
      text(sx, sy, label, 11, "start",
           ("class=\"bandwidth-label\" font-weight=\"bold\" transform=\"rotate(" +
            num(angle) + " " + num(sx) + " " + num(sy) + ")\"")
               .c_str(),
           true);
      break;
    }
  }
}

void SVGChart::points() {
  os << "<g class=\"ops\" stroke-width=\"1.2\">\n";
  for (const OpRecord *r : plotted) {
    auto [x, y] = position(*r);
    // Launch-bound ops have their own colour; otherwise the side of the
    // ridge their work falls on.
    Bound bound = r->verdict.bound;
    const char *cls = bound == Bound::Memory   ? "memory"
                      : bound == Bound::Launch ? "launch"
                                               : "compute";
    const char *fill = bound == Bound::Memory   ? kMemoryColor
                       : bound == Bound::Launch ? kLaunchColor
                                                : kComputeColor;
    const char *stroke = bound == Bound::Memory   ? kMemoryStroke
                         : bound == Bound::Launch ? kLaunchStroke
                                                  : kComputeStroke;
    os << "<circle class=\"op " << cls
       << "\" data-id=\"" << (r - a.getOps().data()) << "\" data-op=\""
       << escapeXML(r->name) << "\" data-loc=\"" << escapeXML(r->location)
       << "\" data-intensity=\"" << exact(r->verdict.intensity)
       << "\" data-flops-per-s=\"" << exact(achievedFlops(*r))
       << "\" data-time-s=\"" << exact(r->verdict.time) << "\" cx=\"" << num(x) << "\" cy=\"" << num(y) << "\" r=\""
       << num(radius(*r)) << "\" fill=\"" << fill
       << "\" fill-opacity=\"0.55\" stroke=\"" << stroke << "\"><title>"
       << escapeXML(llvm::formatv(
                        "{0} at {1}: {2}, {3}, {4} FLOP/B, {5} {6}-bound, {7} "
                        "({8}% of peak)",
                        r->name, r->location, formatSI(r->cost.flops, "FLOP"),
                        formatSI(r->cost.dramBytes(), "B"),
                        formatSig(r->verdict.intensity),
                        classDisplayName(r->verdict.ceilingClass),
                        stringifyBound(r->verdict.bound),
                        formatTime(r->verdict.time),
                        formatSig(100 * r->verdict.fractionOfPeak))
                        .str())
       << "</title></circle>\n";
  }
  os << "</g>\n";
}

void SVGChart::labels() {
  Box plot{kPlotLeft + 2, kPlotTop + 2, kPlotRight - 2, kPlotBottom - 2};
  os << "<g class=\"op-labels\">\n";
  // Ops drawn at the same spot (repeated layers; within 1.5 px): three or
  // more share one label, "... (+N more here)", so that the labels go to
  // other points.
  auto near = [&](const OpRecord &a, const OpRecord &b) {
    auto [ax, ay] = position(a);
    auto [bx, by] = position(b);
    return std::hypot(ax - bx, ay - by) <= 1.5;
  };
  std::vector<const OpRecord *> groupLabels; // labelled ops with company
  unsigned placed = 0;
  for (unsigned i = 0; i < plotted.size() && placed < kMaxLabels; ++i) {
    const OpRecord &r = *plotted[i];
    if (llvm::any_of(groupLabels,
                     [&](const OpRecord *g) { return near(*g, r); }))
      continue;
    unsigned same = llvm::count_if(
        plotted, [&](const OpRecord *o) { return near(*o, r); });
    if (same >= 3)
      groupLabels.push_back(&r);
    ++placed;
    std::string label = r.name + " @ " + shortLocation(r.location);
    if (label.size() > 60)
      label = label.substr(0, 57) + "...";
    if (same >= 3)
      label += llvm::formatv(" (+{0} more here)", same - 1).str();
    double w = textWidth(label, kLabelFont), h = kLabelHeight;
    auto [cx, cy] = position(r);
    double rr = radius(r);
    std::optional<Box> chosen;
    // Keep clear of text, points and ceilings close to the point (two
    // rings); then of text and points, further out; then of text only. A
    // label over a line (it has a halo) reads better than a far one.
    for (int strictness = 2; strictness >= 0 && !chosen; --strictness)
      for (int ring = 0; ring < (strictness == 2 ? 2 : 6) && !chosen;
           ++ring) {
        double d = rr + 4 + ring * 15;
        Box candidates[] = {
            {cx + d, cy - h / 2, cx + d + w, cy + h / 2},
            {cx - d - w, cy - h / 2, cx - d, cy + h / 2},
            {cx + d * 0.6, cy - d - h, cx + d * 0.6 + w, cy - d},
            {cx + d * 0.6, cy + d, cx + d * 0.6 + w, cy + d + h},
            {cx - d * 0.6 - w, cy - d - h, cx - d * 0.6, cy - d},
            {cx - d * 0.6 - w, cy + d, cx - d * 0.6, cy + d + h},
            {cx - w / 2, cy - d - h, cx + w / 2, cy - d},
            {cx - w / 2, cy + d, cx + w / 2, cy + d + h},
        };
        for (const Box &b : candidates) {
          if (!b.inside(plot) || !isFree(b, strictness, i))
            continue;
          chosen = b;
          break;
        }
      }
    if (!chosen)
      continue; // no room: the HTML table and the tooltip still name it
    obstacles.push_back(*chosen);
    // Leader line from the circle's edge to the nearest point of the label.
    double lx = std::clamp(cx, chosen->x0, chosen->x1);
    double ly = std::clamp(cy, chosen->y0, chosen->y1);
    double dist = std::hypot(lx - cx, ly - cy);
    if (dist > rr + 6) {
      double ex = cx + (lx - cx) / dist * rr, ey = cy + (ly - cy) / dist * rr;
      os << "<line x1=\"" << num(ex) << "\" y1=\"" << num(ey) << "\" x2=\""
         << num(lx) << "\" y2=\"" << num(ly)
         << "\" stroke=\"#777777\" stroke-width=\"0.8\"/>\n";
    }
    // Anchor the text on the side that faces the point, so that the gap to
    // the point does not depend on how wide the font really is.
    if (chosen->x0 >= cx)
      text(chosen->x0, chosen->y1 - 3.5, label, kLabelFont, "start",
           "class=\"op-label\"", true);
    else if (chosen->x1 <= cx)
      text(chosen->x1, chosen->y1 - 3.5, label, kLabelFont, "end",
           "class=\"op-label\"", true);
    else
      text((chosen->x0 + chosen->x1) / 2, chosen->y1 - 3.5, label, kLabelFont,
           "middle", "class=\"op-label\"", true);
  }
  os << "</g>\n";
}

void SVGChart::legend() {
  double x = kLegendX, y = kPlotTop + 6;
  os << "<g class=\"legend\">\n";
  auto heading = [&](llvm::StringRef s) {
    text(x, y, s, 12, "start", "font-weight=\"bold\"");
    y += 20;
  };
  auto dot = [&](const char *fill, const char *stroke, llvm::StringRef s) {
    os << "<circle cx=\"" << num(x + 10) << "\" cy=\"" << num(y - 4)
       << "\" r=\"6\" fill=\"" << fill << "\" fill-opacity=\"0.55\" stroke=\""
       << stroke << "\"/>\n";
    text(x + 26, y, s, 12);
    y += 20;
  };
  heading("Ops (one point each)");
  dot(kMemoryColor, kMemoryStroke, "memory-bound");
  dot(kComputeColor, kComputeStroke, "compute-bound");
  dot(kLaunchColor, kLaunchStroke, "launch-bound");
  text(x, y, "area \xE2\x88\x9D predicted time:", 12);
  y += 12;
  double big = kMaxRadius, small = kMaxRadius / std::sqrt(10.0);
  double cyBig = y + big;
  os << "<circle cx=\"" << num(x + 10 + big) << "\" cy=\"" << num(cyBig)
     << "\" r=\"" << num(big)
     << "\" fill=\"#bbbbbb\" fill-opacity=\"0.5\" stroke=\"#777777\"/>\n";
  text(x + 16 + 2 * big, cyBig - 2, formatTime(maxTime), 11);
  os << "<circle cx=\"" << num(x + 10 + big) << "\" cy=\""
     << num(cyBig + big + 10 + small) << "\" r=\"" << num(small)
     << "\" fill=\"#bbbbbb\" fill-opacity=\"0.5\" stroke=\"#777777\"/>\n";
  text(x + 16 + 2 * big, cyBig + big + 14 + small, formatTime(maxTime / 10),
       11);
  y = cyBig + big + 10 + 2 * small + 26;

  heading("Ceilings");
  auto line = [&](const char *dash, double width, llvm::StringRef s) {
    os << "<line x1=\"" << num(x) << "\" y1=\"" << num(y - 4) << "\" x2=\""
       << num(x + 22) << "\" y2=\"" << num(y - 4) << "\" stroke=\""
       << kCeilingColor << "\" stroke-width=\"" << num(width) << "\"" << dash
       << "/>\n";
    text(x + 30, y, s, 12);
    y += 20;
  };
  line("", 2.2, "compute peak, per class");
  for (const BandwidthCeiling &b : bandwidthCeilings)
    line(b.level == MemoryLevel::DRAM ? ""
         : b.level == MemoryLevel::L2 ? " stroke-dasharray=\"8 4\""
                                      : " stroke-dasharray=\"2 3\"",
         b.level == MemoryLevel::DRAM ? 2.2 : 1.4,
         levelDisplayName(b.level) + " bandwidth");
  os << "<path d=\"M" << num(x + 11) << " " << num(y - 9) << " L"
     << num(x + 16) << " " << num(y - 4) << " L" << num(x + 11) << " "
     << num(y + 1) << " L" << num(x + 6) << " " << num(y - 4)
     << " Z\" fill=\"#ffffff\" stroke=\"" << kCeilingColor
     << "\" stroke-width=\"1.5\"/>\n";
  text(x + 30, y, "ridge point (peak / BW)", 12);
  y += 30;

  heading("Totals");
  const Totals &t = a.getTotals();
  for (const std::string &s :
       {"time " + formatTime(t.time), "FLOPs " + formatSI(t.flops, "FLOP"),
        "DRAM " + formatSI(t.bytes, "B"),
        llvm::formatv("{0}% of time memory-bound",
                      formatSig(100 * t.memoryBoundShare()))
            .str(),
        llvm::formatv("{0}% launch overhead", formatSig(100 * t.launchShare()))
            .str()}) {
    text(x, y, s, 12);
    y += 18;
  }
  os << "</g>\n";
}

void SVGChart::caption() {
  const Totals &t = a.getTotals();
  text(kPlotLeft, kPlotBottom + 66,
       llvm::formatv("x: FLOPs / DRAM bytes; y: FLOPs / predicted time "
                     "(launch overhead included); {0} ceilings.",
                     stringifyCeilingKind(config.ceilings))
           .str(),
       11, "start", "fill=\"#444444\"");
  std::string s;
  if (notPlotted)
    s = llvm::formatv("Not plotted: {0} of {1} costed ops {2} zero FLOPs or "
                      "infinite intensity, which log-log axes cannot show",
                      notPlotted, t.costedOps, notPlotted == 1 ? "has" : "have")
            .str();
  else
    s = llvm::formatv("All {0} costed ops plotted", t.costedOps).str();
  s += llvm::formatv("; {0} unmodeled op{1} not shown", t.unmodeledOps,
                     t.unmodeledOps == 1 ? "" : "s")
           .str();
  if (outOfRange)
    s += llvm::formatv("; {0} outside the axes, drawn at the edge", outOfRange)
             .str();
  text(kPlotLeft, kPlotBottom + 84, s + ".", 11, "start",
       "fill=\"#444444\" class=\"caption\"");
}

void SVGChart::write() {
  for (size_t i : a.getOpsByTime()) {
    const OpRecord &r = a.getOps()[i];
    if (isPlottable(r))
      plotted.push_back(&r);
    else
      ++notPlotted;
  }
  header();
  titles();
  chooseCeilings();
  if (plotted.empty() || computeCeilings.empty()) {
    const Totals &t = a.getTotals();
    std::string reason;
    if (t.costedOps == 0)
      reason = llvm::formatv("the module has no costed op ({0} unmodeled)",
                             t.unmodeledOps)
                   .str();
    else
      reason = llvm::formatv("none of its {0} costed ops has both FLOPs and "
                             "DRAM bytes ({1} unmodeled)",
                             t.costedOps, t.unmodeledOps)
                   .str();
    emptyChart(reason);
    os << "</svg>\n";
    return;
  }
  for (const OpRecord *r : plotted)
    maxTime = std::max(maxTime, r->verdict.time);
  chooseAxes();
  for (const OpRecord *r : plotted) {
    auto [x, y] = position(*r);
    double rr = radius(*r);
    circles.push_back({x - rr, y - rr, x + rr, y + rr});
  }
  grid();
  ceilingLines();
  points();
  ceilingLabels();
  labels();
  legend();
  caption();
  os << "</svg>\n";
}

} // namespace

void roofline::writeSVGChart(const RooflineAnalysis &analysis,
                             llvm::StringRef input, llvm::raw_ostream &os) {
  SVGChart(analysis, input, os).write();
}
