//===- ChartLabels.cpp - Where the roofline chart's labels go -------------===//
//
// Greedy placement, one label at a time, each never over an earlier one: the
// compute roofs, the DRAM ridge points, the bandwidth diagonals, then the
// heaviest clusters of ops. A candidate box is tried with strictness 2 (clear
// of text, points and roof lines), then 1 (text and points), then 0 (text).
// Text widths are estimated from DejaVu Sans metrics (textWidth), so boxes
// are conservative.
//
// Ops drawn at one spot (their highest-intensity points within 1.5 px) form
// a cluster and share one label that says what the cluster holds: "name @
// location" for one op; "N x name" when all share a name, else "N ops: a, b"
// or "N ops of K kinds"; with " in layer1.*" when all their module paths
// share a prefix. A label never names one member for the others.
//
//===----------------------------------------------------------------------===//

#include "ChartLayout.h"

#include "ChartSupport.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <set>

using namespace roofline;
using namespace roofline::chart;

namespace {
constexpr unsigned kMaxLabels = 7;
constexpr double kLabelFont = 11, kLabelHeight = 14;

/// Whether `loc` is a PyTorch module path (`layer1.0.conv1`), not a file
/// position or nothing (as Groups.cpp decides).
bool isModulePath(llvm::StringRef loc) {
  return !loc.empty() && loc != "unknown" && !loc.contains(':') &&
         !loc.contains('/') && !loc.contains(' ');
}

/// The longest dot-component prefix that all `paths` share ("" if none).
std::string commonModule(llvm::ArrayRef<llvm::StringRef> paths) {
  llvm::SmallVector<llvm::StringRef> common;
  paths.front().split(common, '.');
  for (llvm::StringRef p : paths.drop_front()) {
    llvm::SmallVector<llvm::StringRef> parts;
    p.split(parts, '.');
    unsigned n = 0;
    while (n < common.size() && n < parts.size() && common[n] == parts[n])
      ++n;
    common.resize(n);
  }
  return llvm::join(common, ".");
}

/// What a cluster of ops holds, in words (file comment).
std::string clusterText(llvm::ArrayRef<const ChartOp *> members) {
  const OpRecord &first = *members.front()->op;
  if (members.size() == 1) {
    std::string label = first.name + " @ " + shortLocation(first.location);
    return label.size() > 60 ? label.substr(0, 57) + "..." : label;
  }
  std::set<std::string> names;
  std::vector<llvm::StringRef> paths;
  for (const ChartOp *o : members) {
    names.insert(o->op->name);
    if (isModulePath(o->op->location))
      paths.push_back(o->op->location);
  }
  std::string text;
  if (names.size() == 1)
    text = llvm::formatv("{0} \xC3\x97 {1}", members.size(), first.name);
  else if (names.size() == 2)
    text = llvm::formatv("{0} ops: {1}, {2}", members.size(), *names.begin(),
                         *names.rbegin());
  else
    text = llvm::formatv("{0} ops of {1} kinds", members.size(), names.size());
  if (paths.size() == members.size()) {
    std::string module = commonModule(paths);
    if (!module.empty())
      text += " in " + module +
              (llvm::all_equal(paths) ? "" : ".*");
  }
  return text;
}

class LabelPlacer {
public:
  explicit LabelPlacer(ChartLayout &l) : l(l) {}
  void run();

private:
  void computeRoofLabels();
  void ridgeLabels();
  void bandwidthLabels();
  void opLabels();
  bool isFree(const Box &b, int strictness, int self = -1) const;
  std::optional<Box> firstFreeBox(llvm::ArrayRef<Box> candidates) const;
  void addLine(double x0, double y0, double x1, double y1);

  ChartLayout &l;
  std::vector<Box> obstacles;         // placed text
  std::vector<std::vector<Box>> dots; // each op's markers
  std::vector<Box> lineBoxes;         // small boxes along the roofs
};

bool LabelPlacer::isFree(const Box &b, int strictness, int self) const {
  if (llvm::any_of(obstacles, [&](const Box &o) { return o.intersects(b); }))
    return false;
  if (strictness >= 1)
    for (size_t j = 0; j < dots.size(); ++j)
      if (static_cast<int>(j) != self &&
          llvm::any_of(dots[j], [&](const Box &o) { return o.intersects(b); }))
        return false;
  if (strictness >= 2 &&
      llvm::any_of(lineBoxes, [&](const Box &o) { return o.intersects(b); }))
    return false;
  return true;
}

void LabelPlacer::addLine(double x0, double y0, double x1, double y1) {
  // Boxes of 6 px every 8 px along the segment (already clipped).
  double len = std::hypot(x1 - x0, y1 - y0);
  int n = std::max(1, static_cast<int>(len / 8));
  for (int k = 0; k <= n; ++k) {
    double x = x0 + (x1 - x0) * k / n, y = y0 + (y1 - y0) * k / n;
    lineBoxes.push_back({x - 3, y - 3, x + 3, y + 3});
  }
}

std::optional<Box>
LabelPlacer::firstFreeBox(llvm::ArrayRef<Box> candidates) const {
  Box plot{kPlotLeft, kPlotTop, kPlotRight, kPlotBottom};
  for (int strictness = 2; strictness >= 0; --strictness)
    for (const Box &b : candidates)
      if (b.inside(plot) && isFree(b, strictness))
        return b;
  return std::nullopt;
}

void LabelPlacer::computeRoofLabels() {
  // Above the roof at its right end, else below, else shifted left along it.
  for (const ComputeRoof &c : l.computeRoofs) {
    std::string label = c.label();
    bool bold = c.ops > 0;
    double w = textWidth(label, 12, bold), y = c.y;
    std::vector<Box> candidates;
    for (double shift = 0; kPlotRight - 6 - shift - w >= kPlotLeft + 4 &&
                           kPlotRight - 6 - shift >= c.x0 + 40;
         shift += 24) {
      double x1 = kPlotRight - 6 - shift;
      candidates.push_back({x1 - w, y - 17, x1, y - 3});
      candidates.push_back({x1 - w, y + 3, x1, y + 17});
    }
    if (candidates.empty())
      candidates.push_back({kPlotRight - 6 - w, y - 17, kPlotRight - 6, y - 3});
    std::optional<Box> chosen = firstFreeBox(candidates);
    if (!chosen && !bold)
      continue; // a roof no op uses keeps its line, without a label
    Box b = chosen.value_or(candidates.front());
    obstacles.push_back(b);
    l.labels.push_back({ChartLabel::Compute, label, b.x1, b.y1 - 3, "end", 0,
                        12, bold, {}, std::nullopt});
  }
}

void LabelPlacer::ridgeLabels() {
  // DRAM ridge points: vertical, along the drop line, from the bottom up.
  for (const Ridge &r : l.ridges) {
    if (r.level != MemoryLevel::DRAM)
      continue;
    const ComputeRoof &c = l.computeRoofs[r.roof];
    std::string label = "ridge " + formatSig(r.intensity) +
                        (c.integer ? " OP/B" : " FLOP/B");
    double w = textWidth(label, 11), top = r.y + 8;
    std::vector<Box> candidates;
    for (double up = 6; kPlotBottom - up - w >= top; up += 20)
      for (bool right : {true, false})
        candidates.push_back(
            right ? Box{r.x + 2, kPlotBottom - up - w, r.x + 15,
                        kPlotBottom - up}
                  : Box{r.x - 15, kPlotBottom - up - w, r.x - 2,
                        kPlotBottom - up});
    std::optional<Box> chosen = firstFreeBox(candidates);
    if (!chosen)
      continue;
    obstacles.push_back(*chosen);
    // Rotated -90: the text runs upwards, its glyphs left of the baseline.
    l.labels.push_back({ChartLabel::Ridge, label, chosen->x1 - 3, chosen->y1,
                        "start", -90, 11, false, {}, std::nullopt});
  }
}

void LabelPlacer::bandwidthLabels() {
  // Along each diagonal, near where it enters the plot.
  Box plot{kPlotLeft, kPlotTop, kPlotRight, kPlotBottom};
  for (const BandwidthRoof &b : l.bandwidthRoofs) {
    double len = std::hypot(b.x1 - b.x0, b.y1 - b.y0);
    if (len < 1)
      continue;
    double ux = (b.x1 - b.x0) / len, uy = (b.y1 - b.y0) / len;
    double nx = uy, ny = -ux; // the normal that points up
    if (ny > 0) {
      nx = -nx;
      ny = -ny;
    }
    std::string label = levelDisplayName(b.level) + " " +
                        formatBandwidth(b.bandwidth);
    double w = textWidth(label, 11, true);
    double angle = std::atan2(uy, ux) * 180 / M_PI;
    for (double along : {14.0, 60.0, 110.0, 170.0}) {
      double sx = b.x0 + ux * along + nx * 5, sy = b.y0 + uy * along + ny * 5;
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
      l.labels.push_back({ChartLabel::Bandwidth, label, sx, sy, "start", angle,
                          11, true, {}, std::nullopt});
      break;
    }
  }
}

void LabelPlacer::opLabels() {
  Box plot{kPlotLeft + 2, kPlotTop + 2, kPlotRight - 2, kPlotBottom - 2};
  std::vector<bool> taken(l.ops.size());
  unsigned placed = 0;
  for (unsigned i = 0; i < l.ops.size() && placed < kMaxLabels; ++i) {
    if (taken[i])
      continue;
    const LevelPoint &p = l.ops[i].anchor();
    std::vector<const ChartOp *> members;
    for (unsigned j = i; j < l.ops.size(); ++j) {
      const LevelPoint &q = l.ops[j].anchor();
      if (!taken[j] && std::hypot(p.x - q.x, p.y - q.y) <= 1.5) {
        taken[j] = true;
        members.push_back(&l.ops[j]);
      }
    }
    ++placed;
    std::string text = clusterText(members);
    double w = textWidth(text, kLabelFont), h = kLabelHeight;
    double cx = p.x, cy = p.y, rr = l.ops[i].radius;
    std::optional<Box> chosen;
    // Close to the point clear of text, points and roofs (two rings); then
    // clear of text and points, further out; then of text only.
    for (int strictness = 2; strictness >= 0 && !chosen; --strictness)
      for (int ring = 0; ring < (strictness == 2 ? 2 : 6) && !chosen; ++ring) {
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
        for (const Box &b : candidates)
          if (b.inside(plot) && isFree(b, strictness, i)) {
            chosen = b;
            break;
          }
      }
    if (!chosen)
      continue; // no room: the tooltip and the report's table name them
    obstacles.push_back(*chosen);
    ChartLabel label{ChartLabel::Op, text, 0, chosen->y1 - 3.5, "start", 0,
                     kLabelFont, false, {}, std::nullopt};
    for (const ChartOp *o : members)
      label.ops.push_back(o->id);
    // A leader from the marker's edge to the nearest point of the label.
    double lx = std::clamp(cx, chosen->x0, chosen->x1);
    double ly = std::clamp(cy, chosen->y0, chosen->y1);
    double dist = std::hypot(lx - cx, ly - cy);
    if (dist > rr + 6)
      label.leader = Box{cx + (lx - cx) / dist * rr, cy + (ly - cy) / dist * rr,
                         lx, ly};
    // Anchored on the side that faces the point, so that the gap does not
    // depend on the real font's width.
    label.x = chosen->x0 >= cx   ? chosen->x0
              : chosen->x1 <= cx ? chosen->x1
                                 : (chosen->x0 + chosen->x1) / 2;
    label.anchor = chosen->x0 >= cx   ? "start"
                   : chosen->x1 <= cx ? "end"
                                      : "middle";
    l.labels.push_back(std::move(label));
  }
}

void LabelPlacer::run() {
  for (const ChartOp &o : l.ops) {
    std::vector<Box> boxes;
    for (const LevelPoint &p : o.points) {
      // The DRAM marker's radius is the op's; the others are smaller.
      double r = p.level == MemoryLevel::DRAM ? o.radius : 0.8 * o.radius;
      boxes.push_back({p.x - r, p.y - r, p.x + r, p.y + r});
    }
    dots.push_back(std::move(boxes));
  }
  for (const BandwidthRoof &b : l.bandwidthRoofs)
    addLine(b.x0, b.y0, b.x1, b.y1);
  for (const ComputeRoof &c : l.computeRoofs)
    addLine(c.x0, c.y, c.x1, c.y);
  computeRoofLabels();
  ridgeLabels();
  bandwidthLabels();
  opLabels();
}

} // namespace

void chart::placeLabels(ChartLayout &layout) { LabelPlacer(layout).run(); }
