//===- ChartLayout.cpp - Where the roofline chart puts everything ---------===//
//
// The geometry of the hierarchical roofline (ChartLayout.h): the roofs of the
// device, each op's point per memory level, the axes that hold them, the
// ridge points, and the off-the-roofline panel. Labels: ChartLabels.cpp.
//
//===----------------------------------------------------------------------===//

#include "ChartLayout.h"

#include "ChartSupport.h"

#include "roofline/Report/Report.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <map>

using namespace roofline;
using namespace roofline::chart;

namespace {
constexpr int kMaxDecades = 10;

/// Em width of one character of DejaVu Sans.
double charEm(unsigned char c) {
  if (c >= '0' && c <= '9')
    return 0.64;
  if (c >= 'A' && c <= 'Z')
    return (c == 'I' || c == 'J') ? 0.32 : (c == 'M' || c == 'W') ? 1.0 : 0.74;
  if (c >= 'a' && c <= 'z') {
    switch (c) {
    case 'i': case 'j': case 'l': return 0.28;
    case 'f': case 't': return 0.40;
    case 'r': return 0.42;
    case 'm': return 0.98;
    case 'w': return 0.82;
    default: return 0.64;
    }
  }
  switch (c) {
  case ' ': case '.': case ',': case ':': case ';': case '\'': case '!':
  case '|':
    return 0.34;
  case '(': case ')': case '[': case ']': case '/': case '-':
    return 0.40;
  case '@': case '%': return 1.0;
  case '<': case '>': case '=': case '+': case '~': return 0.84;
  default: return 0.64;
  }
}

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

/// Clips the segment (x0, y0) -> (x1, y1) to `box` (Liang-Barsky); false when
/// nothing of it is inside.
bool clipSegment(const Box &box, double &x0, double &y0, double &x1,
                 double &y1) {
  double t0 = 0, t1 = 1, dx = x1 - x0, dy = y1 - y0;
  double p[] = {-dx, dx, -dy, dy};
  double q[] = {x0 - box.x0, box.x1 - x0, y0 - box.y0, box.y1 - y0};
  for (int i = 0; i < 4; ++i) {
    if (p[i] == 0) {
      if (q[i] < 0)
        return false;
      continue;
    }
    double t = q[i] / p[i];
    if (p[i] < 0)
      t0 = std::max(t0, t);
    else
      t1 = std::min(t1, t);
  }
  if (t0 > t1)
    return false;
  double ax = x0 + t0 * dx, ay = y0 + t0 * dy;
  x1 = x0 + t1 * dx;
  y1 = y0 + t1 * dy;
  x0 = ax;
  y0 = ay;
  return true;
}

class Layouter {
public:
  Layouter(const RooflineAnalysis &a) : a(a), config(a.getConfig()) {}
  ChartLayout run();

private:
  void chooseRoofs();
  unsigned roofOf(const OpRecord &r);
  void collectOps();
  void chooseAxes();
  void placeGeometry();
  void layoutStrip();

  const RooflineAnalysis &a;
  const AnalysisConfig &config;
  ChartLayout l;
  std::vector<const OpRecord *> off; // slowest first
};

void Layouter::chooseRoofs() {
  const DeviceModel &d = config.device;
  // Every compute roof of the device; classes with the same peak share one.
  for (unsigned i = 0; i < kNumComputeClasses; ++i) {
    if (!d.compute[i])
      continue;
    double peak = d.compute[i]->get(config.ceilings);
    if (!(peak > 0) || !std::isfinite(peak))
      continue;
    auto it = llvm::find_if(l.computeRoofs, [&](const ComputeRoof &c) {
      return std::fabs(c.peak - peak) <= 1e-9 * peak;
    });
    if (it == l.computeRoofs.end()) {
      l.computeRoofs.push_back({});
      it = std::prev(l.computeRoofs.end());
      it->peak = peak;
    }
    it->classes.push_back(ComputeClass(i));
    // OP/s only when every class on the roof counts integer operations.
    it->integer = it->integer && isIntegerClass(ComputeClass(i));
  }
  llvm::sort(l.computeRoofs, [](const ComputeRoof &x, const ComputeRoof &y) {
    return x.peak < y.peak;
  });
  for (MemoryLevel level : kMemoryLevelsOutermostFirst)
    if (const auto &m = d.getMemory(level)) {
      double b = m->bandwidth.get(config.ceilings);
      if (b > 0 && std::isfinite(b))
        l.bandwidthRoofs.push_back({level, b});
    }
}

unsigned Layouter::roofOf(const OpRecord &r) {
  ComputeClass cls = r.verdict.ceilingClass;
  for (unsigned i = 0; i < l.computeRoofs.size(); ++i)
    if (llvm::is_contained(l.computeRoofs[i].classes, cls))
      return i;
  // The device has no figure of its own for the class (a fallback the
  // verdict applied): the roof of the op's peak, added when missing.
  double peak = r.verdict.peakFlops;
  for (unsigned i = 0; i < l.computeRoofs.size(); ++i)
    if (std::fabs(l.computeRoofs[i].peak - peak) <= 1e-9 * peak)
      return i;
  ComputeRoof roof;
  roof.peak = peak;
  roof.classes.push_back(cls);
  roof.integer = isIntegerClass(cls);
  auto it = llvm::upper_bound(l.computeRoofs, peak,
                              [](double p, const ComputeRoof &c) {
                                return p < c.peak;
                              });
  unsigned index = it - l.computeRoofs.begin();
  l.computeRoofs.insert(it, roof);
  for (ChartOp &o : l.ops)
    if (o.roof >= index)
      ++o.roof;
  return index;
}

void Layouter::collectOps() {
  for (size_t i : a.getOpsByTime()) {
    const OpRecord &r = a.getOps()[i];
    double t = r.verdict.time;
    bool hasWork = r.cost.flops > 0 && t > 0 && std::isfinite(t);
    ChartOp o{&r, i, hasWork ? r.cost.flops / t : 0, 0, 0, {}, 0};
    const auto &bytes = r.hierarchy ? r.hierarchy->bytes : r.cost.bytes;
    for (const BandwidthRoof &b : l.bandwidthRoofs) {
      int64_t n = bytes[static_cast<unsigned>(b.level)];
      if (hasWork && n > 0)
        o.points.push_back({b.level, static_cast<double>(r.cost.flops) / n,
                            0, 0});
    }
    if (o.points.empty()) {
      off.push_back(&r);
      continue;
    }
    for (unsigned k = 1; k < o.points.size(); ++k)
      if (o.points[k].intensity > o.anchor().intensity)
        o.anchorIndex = k;
    o.roof = roofOf(r);
    l.ops.push_back(std::move(o));
    l.maxTime = std::max(l.maxTime, t);
  }
  for (ChartOp &o : l.ops)
    ++l.computeRoofs[o.roof].ops;
}

void Layouter::chooseAxes() {
  double minI = INFINITY, maxI = 0, minY = INFINITY;
  for (const ChartOp &o : l.ops) {
    for (const LevelPoint &p : o.points) {
      minI = std::min(minI, p.intensity);
      maxI = std::max(maxI, p.intensity);
    }
    minY = std::min(minY, o.flopsPerSec);
  }
  double minUsed = INFINITY, maxPeak = 0;
  for (const ComputeRoof &c : l.computeRoofs) {
    if (c.ops)
      minUsed = std::min(minUsed, c.peak);
    maxPeak = std::max(maxPeak, c.peak);
  }
  double minB = INFINITY, maxB = 0;
  for (const BandwidthRoof &b : l.bandwidthRoofs) {
    minB = std::min(minB, b.bandwidth);
    maxB = std::max(maxB, b.bandwidth);
  }
  double lowX = minI, highX = maxI, lowY = minY, highY = maxPeak;
  if (maxB > 0) {
    // Every ridge point of a roof some op uses, with room around it.
    lowX = std::min(lowX, minUsed / maxB / 4);
    highX = std::max(highX, minUsed / minB * 8);
    lowY = std::min(lowY, minUsed / 100);
  }
  auto [x0, x1] = decades(lowX, highX, 0.1, 0.1);
  auto [y0, y1] = decades(lowY, std::max(highY, lowY), 0.1, 0.25);
  l.xAxis = {x0, x1, kPlotLeft, kPlotRight};
  l.yAxis = {y0, y1, kPlotBottom, kPlotTop};
}

void Layouter::placeGeometry() {
  const LogAxis &xa = l.xAxis, &ya = l.yAxis;
  Box plot{kPlotLeft, kPlotTop, kPlotRight, kPlotBottom};
  for (ChartOp &o : l.ops) {
    o.radius = std::max(kMinRadius,
                        kMaxRadius * std::sqrt(o.op->verdict.time / l.maxTime));
    double y = std::clamp(o.flopsPerSec, ya.min(), ya.max());
    bool yOut = y != o.flopsPerSec;
    for (LevelPoint &p : o.points) {
      double x = std::clamp(p.intensity, xa.min(), xa.max());
      l.outOfRange += yOut || x != p.intensity;
      p.x = xa.map(x);
      p.y = ya.map(y);
    }
    double roof = o.op->verdict.attainableFlops > 0
                      ? o.op->verdict.attainableFlops
                      : l.computeRoofs[o.roof].peak;
    o.roofX = o.points.front().level == MemoryLevel::DRAM ? o.points.front().x
                                                          : o.anchor().x;
    o.roofY = ya.map(std::clamp(roof, ya.min(), ya.max()));
  }
  double maxPeak = l.computeRoofs.back().peak, maxB = 0;
  for (const BandwidthRoof &b : l.bandwidthRoofs)
    maxB = std::max(maxB, b.bandwidth);
  // Bandwidth diagonals up to the highest roof, clipped to the plot.
  for (BandwidthRoof &b : l.bandwidthRoofs) {
    double xs = xa.min(), xe = maxPeak / b.bandwidth;
    b.x0 = xa.map(xs), b.y0 = ya.map(b.bandwidth * xs);
    b.x1 = xa.map(xe), b.y1 = ya.map(maxPeak);
    if (!clipSegment(plot, b.x0, b.y0, b.x1, b.y1))
      b.x0 = b.x1 = b.y0 = b.y1 = 0;
  }
  // Compute roofs from where the fastest memory level meets them.
  for (unsigned i = 0; i < l.computeRoofs.size(); ++i) {
    ComputeRoof &c = l.computeRoofs[i];
    c.y = ya.map(c.peak);
    c.x0 = std::clamp(xa.map(maxB > 0 ? c.peak / maxB : xa.min()), kPlotLeft,
                      kPlotRight);
    c.x1 = kPlotRight;
    if (!c.ops)
      continue;
    // Ridge points of the roofs some op uses.
    for (const BandwidthRoof &b : l.bandwidthRoofs) {
      double ridge = c.peak / b.bandwidth;
      if (ridge >= xa.min() && ridge <= xa.max())
        l.ridges.push_back({b.level, i, ridge, xa.map(ridge), c.y});
    }
  }
}

void Layouter::layoutStrip() {
  l.offRoofline = off.size();
  if (off.empty())
    return;
  // One row per op name, slowest row first; past kMaxStripRows - 1 rows the
  // rest share an "other" row.
  std::map<std::string, StripRow> byName;
  std::vector<std::string> order;
  for (const OpRecord *r : off) {
    l.offRooflineTime += r->verdict.time;
    auto [it, fresh] = byName.try_emplace(r->name);
    if (fresh)
      order.push_back(r->name);
    it->second.time += r->verdict.time;
    it->second.segments.push_back({static_cast<size_t>(r - a.getOps().data()),
                                   r->verdict.time, 0});
  }
  llvm::stable_sort(order, [&](const std::string &x, const std::string &y) {
    return byName[x].time > byName[y].time;
  });
  std::vector<std::string> names(order);
  for (unsigned k = 0; k < order.size(); ++k) {
    StripRow &row = byName[order[k]];
    row.label = order[k];
    if (order.size() > kMaxStripRows && k >= kMaxStripRows - 1) {
      StripRow &other = l.strip.back();
      if (k == kMaxStripRows - 1) {
        l.strip.push_back(row);
        continue;
      }
      other.time += row.time;
      llvm::append_range(other.segments, row.segments);
      other.label = llvm::formatv("{0} other kinds", k - kMaxStripRows + 2);
      continue;
    }
    l.strip.push_back(row);
  }
  double maxRow = 0;
  for (StripRow &row : l.strip)
    maxRow = std::max(maxRow, row.time);
  for (unsigned k = 0; k < l.strip.size(); ++k) {
    StripRow &row = l.strip[k];
    row.y = kStripTop + 24 + k * kStripRow;
    llvm::stable_sort(row.segments, [](const auto &x, const auto &y) {
      return x.x0 > y.x0; // x0 holds the op's time until placed
    });
    unsigned folded = llvm::count_if(row.segments, [&](const auto &s) {
      return a.getOps()[s.id].foldedIntoIndex.has_value();
    });
    row.label += llvm::formatv(": {0} op{1}{2}, {3}", row.segments.size(),
                               row.segments.size() == 1 ? "" : "s",
                               folded ? llvm::formatv(" ({0} folded)", folded)
                                            .str()
                                      : std::string(),
                               formatTime(row.time))
                     .str();
    // Bars share one linear scale: the slowest row spans the panel.
    double x = kStripBarX, scale = (kPlotRight - kStripBarX) / maxRow;
    for (StripRow::Segment &s : row.segments) {
      double w = maxRow > 0 ? s.x0 * scale : 0;
      s.x0 = x;
      s.x1 = x + w;
      x += w;
    }
  }
  l.height = kStripTop + 24 + l.strip.size() * kStripRow + 8;
}

ChartLayout Layouter::run() {
  chooseRoofs();
  if (l.computeRoofs.empty() || l.bandwidthRoofs.empty()) {
    l.emptyReason = "the device has no compute or bandwidth roof";
    return l;
  }
  collectOps();
  layoutStrip();
  if (l.ops.empty()) {
    const Totals &t = a.getTotals();
    l.emptyReason =
        t.costedOps == 0
            ? llvm::formatv("the module has no costed op ({0} unmodeled)",
                            t.unmodeledOps)
                  .str()
            : llvm::formatv("none of its {0} costed ops has both FLOPs and "
                            "bytes ({1} unmodeled)",
                            t.costedOps, t.unmodeledOps)
                  .str();
    return l;
  }
  chooseAxes();
  placeGeometry();
  placeLabels(l);
  return l;
}

} // namespace

double chart::textWidth(llvm::StringRef s, double fontSize, bool bold) {
  double em = 0;
  for (unsigned char c : s) {
    if (c >= 0x80) {
      if ((c & 0xC0) != 0x80)
        em += 0.8; // a UTF-8 lead byte; continuation bytes count nothing
      continue;
    }
    em += charEm(c);
  }
  return em * fontSize * (bold ? 1.12 : 1.05);
}

std::string chart::intensityTick(int e) {
  if (e >= -3 && e <= 4) {
    if (e >= 0)
      return llvm::formatv("{0}", static_cast<int64_t>(std::pow(10.0, e)))
          .str();
    return "0." + std::string(-e - 1, '0') + "1";
  }
  return llvm::formatv("1e{0}", e).str();
}

std::string chart::performanceTick(int e) {
  static const char *prefixes[] = {"", "K", "M", "G", "T", "P", "E"};
  if (e < 0 || e > 20)
    return llvm::formatv("1e{0}", e).str();
  int p = std::min(e / 3, 6);
  int rest = e - 3 * p;
  return llvm::formatv("{0} {1}", static_cast<int64_t>(std::pow(10.0, rest)),
                       prefixes[p])
      .str();
}

std::string ComputeRoof::label() const {
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

ChartLayout chart::layoutChart(const RooflineAnalysis &analysis) {
  return Layouter(analysis).run();
}
