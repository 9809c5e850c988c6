//===- TextReport.cpp - The per-op roofline table -------------------------===//

#include "roofline/Report/Capacity.h"
#include "roofline/Report/Headline.h"
#include "roofline/Report/Report.h"
#include "roofline/Model/Attainment.h"

#include "ChartSupport.h"
#include "OpColumns.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>

using namespace roofline;

namespace {

/// Writes `text` after `indent`, wrapped at spaces to `columns` (0: one
/// line); continuation lines are indented two past the indent's width. A word longer
/// than a line is written whole.
void writeWrapped(llvm::raw_ostream &os, llvm::StringRef indent,
                  llvm::StringRef text, unsigned columns) {
  std::string cont(indent.size() + 2, ' ');
  llvm::StringRef lead = indent;
  while (columns && lead.size() + text.size() > columns) {
    size_t room = columns - lead.size();
    size_t cut = text.take_front(room + 1).rfind(' ');
    if (cut == llvm::StringRef::npos || cut == 0)
      break;
    os << lead << text.take_front(cut).rtrim() << "\n";
    text = text.drop_front(cut).ltrim();
    lead = cont;
  }
  os << lead << text << "\n";
}

/// Writes `text` (which may hold several lines) wrapped, each line as
/// writeWrapped.
void writeWrappedLines(llvm::raw_ostream &os, llvm::StringRef indent,
                       llvm::StringRef text, unsigned columns) {
  llvm::SmallVector<llvm::StringRef> lines;
  text.rtrim('\n').split(lines, '\n');
  for (llvm::StringRef line : lines)
    writeWrapped(os, indent, line, columns);
}

/// An attainment fraction as its device file gives it, to three decimals
/// but at least two: 0.89, 1.00, 0.796 (two alone would print the A100's
/// 0.796 as the 0.80 default).
std::string formatFraction(double v) {
  std::string s = formatFixed(v, 3);
  if (s.size() > 1 && s.back() == '0')
    s.pop_back();
  return s;
}

/// What binds, and for a launch-bound op what binds its work: "launch
/// (work: compute)".
std::string describeBinding(const Verdict &v) {
  std::string s = stringifyBinding(v.binding).str();
  if (v.binding == Binding::Launch)
    s += " (work: " + stringifyBinding(v.workBinding).str() + ")";
  return s;
}

void writeDeviceHeader(const AnalysisConfig &c, unsigned columns,
                       llvm::raw_ostream &os) {
  const DeviceModel &d = c.device;
  std::string text;
  llvm::raw_string_ostream s(text);
  s << "device: " << d.displayName << " [" << d.name << "], "
    << stringifyCeilingKind(c.ceilings) << " ceilings, from " << d.origin
    << "\n";
  s << "DRAM " << formatSI(d.dramBandwidth(c.ceilings), "B/s");
  // A memory-side cache between L2 and DRAM, by its vendor name.
  if (const auto &l3 = d.getMemory(MemoryLevel::L3)) {
    s << ", " << getLevelDisplayName(d, MemoryLevel::L3) << " "
      << formatSI(static_cast<double>(l3->capacityBytes), "B");
    if (l3->hasBandwidth())
      s << " at " << formatSI(l3->bandwidth.get(c.ceilings), "B/s");
  }
  s << ", launch overhead " << formatTime(d.launchOverheadSec);
  // The attainment figures of the predicted time, and which are defaults.
  AttainmentConstants k = getAttainmentConstants(d);
  s << llvm::formatv("; predicted with: dram x{0}, l2 x{1}, vector "
                     "x{2}, gemm x{3} (off tensor cores x{4}), "
                     "floor {5:f2} us + {6:f0} ns per K slice",
                     formatFraction(k.get(AttainmentKey::DramFraction)),
                     formatFraction(k.get(AttainmentKey::L2Fraction)),
                     formatFraction(k.get(AttainmentKey::VectorFraction)),
                     formatFraction(k.get(AttainmentKey::GemmEfficiency)),
                     formatFraction(k.get(AttainmentKey::SimtGemmEfficiency)),
                     k.get(AttainmentKey::KernelFloorUs),
                     k.get(AttainmentKey::SliceLatencyNs));
  std::string defaults;
  for (unsigned i = 0; i < kNumAttainmentKeys; ++i)
    if (k.isDefault[i])
      defaults += (defaults.empty() ? "" : ", ") +
                  getAttainmentKeyName(AttainmentKey(i)).str();
  if (!defaults.empty())
    s << " (defaults: " << defaults << ")";
  // A power-limited part's compute terms run at its sustained clock
  // (docs/model.md 6): said only where the device gives one.
  double clock = getComputeClockFactor(d);
  if (clock != 1)
    s << llvm::formatv("; compute x{0:f2} for the clock (sustained {1:f0} "
                       "of {2:f0} MHz)",
                       clock, d.sustainedClockMHz, d.boostClockMHz);
  llvm::SmallVector<llvm::StringRef, 2> lines;
  llvm::StringRef(text).split(lines, '\n');
  writeWrapped(os, "", lines[0], columns);
  writeWrapped(os, "  ", lines[1], columns);
  std::string mode = "mode: " + stringifyExecutionMode(c.mode).str();
  switch (c.mode) {
  case ExecutionMode::Eager:
    mode += " (every op a kernel of its own, issued by the host";
    if (c.hostProfile)
      mode += "; host profile " + c.hostProfile->name;
    if (c.memoryFormat == MemoryFormat::ChannelsLast)
      mode += "; channels-last activations";
    mode += ")";
    break;
  case ExecutionMode::Compiled:
    mode += c.libraryEpilogues == LibraryEpilogues::Fused
                ? " (accumulator fills and convolution pads folded into their "
                  "consumer, elementwise chains and epilogues fused into one "
                  "kernel)"
                : " (accumulator fills and convolution pads folded into their "
                  "consumer, elementwise chains fused into one kernel; GEMMs "
                  "and convolutions library calls whose epilogues run after "
                  "them)";
    break;
  case ExecutionMode::Graph:
    mode += " (compiled, launched from a CUDA graph: " +
            formatTime(d.graphLaunchGapSec.value_or(0)) + " per kernel";
    if (c.libraryEpilogues == LibraryEpilogues::Separate)
      mode += "; GEMM and convolution epilogues run after them";
    mode += ")";
    break;
  }
  writeWrapped(os, "", mode, columns);
}

/// "predicted time by limiter: launch 34.3%, compute 61.9%, ...": the one
/// split of the predicted time every format shows (Headline.h).
std::string describeLimiters(const Headline &h) {
  std::string s = "predicted time by limiter:";
  bool first = true;
  for (unsigned i = 0; i < kNumLimiters; ++i)
    if (h.byLimiter[i] > 0) {
      s += llvm::formatv("{0} {1} {2:f1}%", first ? "" : ",",
                         Headline::limiterName(i), 100 * h.share(i));
      first = false;
    }
  return s;
}

/// "predicted 437.72 us over 110 ops (roofline bound 449.82 us)".
std::string describeTime(const Totals &t) {
  return "predicted " + formatTime(t.predictedTime) + " over " +
         std::to_string(t.costedOps) + " ops (roofline bound " +
         formatTime(t.time) + ")";
}

void writeTotals(const Totals &t, unsigned columns, llvm::raw_ostream &os,
                 llvm::StringRef indent) {
  std::string text;
  llvm::raw_string_ostream s(text);
  s << "FLOPs " << formatSI(t.flops, "FLOP") << ", DRAM bytes "
    << formatSI(t.bytes, "B");
  if (t.transcendentals)
    s << ", transcendentals " << formatSI(t.transcendentals, "");
  if (t.intOps)
    s << ", integer ops " << formatSI(t.intOps, "");
  s << "\n" << describeTime(t) << ", " << t.unmodeledOps << " unmodeled\n";
  Headline h = getHeadline(t);
  if (h.predicted > 0)
    s << describeLimiters(h) << "\n";
  s << "ops by roofline bound: " << t.memoryBoundOps << " memory, "
    << t.computeBoundOps << " compute, " << t.launchBoundOps << " launch";
  if (t.foldedOps)
    s << ", " << t.foldedOps << " folded or fused into another op's kernel";
  writeWrappedLines(os, indent, text, columns);
}

/// Which optional columns of the op table (OpColumns.def) this report
/// shows: the compact ones always, the roofline binding, class and % of
/// peak when the report is wide, the shapes when asked.
struct ColumnChoice {
  bool wide = false, shapes = false;
  explicit ColumnChoice(const ReportOptions &o)
      : wide(o.columns == 0 || o.columns >= 140), shapes(o.shapes) {}
};

/// A quantity in at most 7 characters: 3 significant digits and an SI
/// prefix ("231 M", "9.64 MB").
std::string formatShort(double v, llvm::StringRef unit) {
  static const char *const prefixes[] = {"", "K", "M", "G", "T", "P", "E"};
  unsigned p = 0;
  while (std::fabs(v) >= 999.5 && p < 6) {
    v /= 1000;
    ++p;
  }
  std::string n = chart::formatSig(v, 3);
  std::string suffix = std::string(prefixes[p]) + unit.str();
  return suffix.empty() ? n : n + " " + suffix;
}

/// The predicted limiter as the op table shows it (7 characters at most).
llvm::StringRef shortLimiter(const OpRecord &r) {
  if (r.foldedInto)
    return "folded";
  llvm::StringRef l = r.verdict.predictedLimiter;
  if (l.empty())
    return "none";
  return l == "interconnect" ? "link" : l;
}

/// `s` cut to `width` characters: "..." and its end (a location's last
/// components say most), or its start for a name.
std::string fit(llvm::StringRef s, size_t width, bool keepEnd) {
  if (s.size() <= width)
    return s.str();
  return keepEnd ? "..." + s.take_back(width - 3).str()
                 : s.take_front(width - 3).str() + "...";
}

/// Whether the text table shows `col` with these options.
bool isShown(const OpColumnInfo &col, const ColumnChoice &cols) {
  switch (col.textShown) {
  case TextShown::Always:
    return true;
  case TextShown::Wide:
    return cols.wide;
  case TextShown::Shapes:
    return cols.shapes;
  }
  return false;
}

/// Writes `cell` as `col` places it: its gap, then justified to its width.
void writeCell(const OpColumnInfo &col, llvm::StringRef cell,
               llvm::raw_ostream &os) {
  os.indent(col.textGap);
  if (!col.textWidth)
    os << cell;
  else if (col.textAlign == TextAlign::Left)
    os << llvm::left_justify(cell, col.textWidth);
  else
    os << llvm::right_justify(cell, col.textWidth);
}

/// The op table's column header (OpColumns.def).
void writeOpTableHeader(const ColumnChoice &cols, llvm::raw_ostream &os) {
  for (const OpColumnInfo &col : getTextOpColumns())
    if (isShown(col, cols))
      writeCell(col, col.textHeader, os);
  os << "\n";
}

/// The text of `r`'s cell in column `col`; `rank` is the op's place by
/// predicted time.
std::string getTextCell(OpColumn col, unsigned rank, const OpRecord &r) {
  const Verdict &v = r.verdict;
  switch (col) {
  case OpColumn::Rank:
    return std::to_string(rank);
  case OpColumn::Op:
    return fit(r.name, 24, false);
  case OpColumn::Location:
    return fit(r.location, 18, true);
  case OpColumn::Shapes:
    return r.shapes;
  case OpColumn::Flops:
    return formatShort(r.cost.flops, "");
  case OpColumn::Bytes:
    return formatShort(r.cost.dramBytes(), "B");
  case OpColumn::Intensity:
    return std::isinf(v.intensity) ? std::string("inf")
                                   : chart::formatSig(v.intensity, 3);
  case OpColumn::Class:
    return stringifyComputeClass(v.ceilingClass).str();
  case OpColumn::Predicted:
    return formatTime(v.predictedTime);
  case OpColumn::Limiter:
    return shortLimiter(r).str();
  case OpColumn::Binds:
    return r.foldedInto ? std::string("folded")
                        : stringifyBinding(v.binding).str();
  case OpColumn::Bound:
    return formatTime(v.time);
  case OpColumn::PercentPeak:
    return formatFixed(100 * v.fractionOfPeak, 1);
  case OpColumn::Advice:
  case OpColumn::Notes:
    break;
  }
  return "";
}

/// One row of the op table; `rank` is the op's place by predicted time.
/// Written cell by cell: formatv parses its format string on every call,
/// which at 100k rows was most of the report's time.
void writeOpRow(unsigned rank, const OpRecord &r, const ColumnChoice &cols,
                llvm::raw_ostream &os) {
  for (const OpColumnInfo &col : getTextOpColumns())
    if (isShown(col, cols))
      writeCell(col, getTextCell(col.id, rank, r), os);
  os << "\n";
}

/// Rows for `order` (indices into getOps(), slowest first), at most `top`
/// of them (0: all), then how many were left out.
void writeOpRows(const RooflineAnalysis &a, llvm::ArrayRef<size_t> order,
                 llvm::ArrayRef<unsigned> rankOf, unsigned top,
                 const ColumnChoice &cols, llvm::raw_ostream &os) {
  size_t shown = top ? std::min<size_t>(top, order.size()) : order.size();
  for (size_t i : order.take_front(shown))
    writeOpRow(rankOf[i], a.getOps()[i], cols, os);
  if (shown < order.size())
    os << "   ... " << order.size() - shown << " more op"
       << (order.size() - shown == 1 ? "" : "s")
       << " (--top=0 lists all)\n";
}

/// The per-op table, slowest first; with a grouping, one block per group
/// (slowest group first) under a line with the group's totals.
void writeOpTable(const RooflineAnalysis &a, llvm::ArrayRef<size_t> byTime,
                  const ReportOptions &opts, llvm::raw_ostream &os) {
  const auto &ops = a.getOps();
  ColumnChoice cols(opts);
  writeOpTableHeader(cols, os);
  if (ops.empty()) {
    os << "  (no op was costed)\n";
    return;
  }
  std::vector<unsigned> rankOf(ops.size());
  unsigned rank = 0;
  for (size_t i : byTime)
    rankOf[i] = ++rank;
  if (!opts.groupBy) {
    writeOpRows(a, byTime, rankOf, opts.top, cols, os);
    return;
  }
  double total = a.getTotals().predictedTime;
  for (const OpGroup &g : groupOps(a, *opts.groupBy)) {
    writeWrapped(os, "  ",
                 llvm::formatv("-- {0}: {1} op{2}, {3} ({4:f1}%), {5}", g.name,
                               g.ops.size(), g.ops.size() == 1 ? "" : "s",
                               formatTime(g.totals.predictedTime),
                               total > 0 ? 100 * g.totals.predictedTime / total
                                         : 0.0,
                               getHeadline(g.totals).verdict)
                     .str(),
                 opts.columns);
    writeOpRows(a, g.ops, rankOf, opts.top, cols, os);
  }
}

/// One op's entry in the tiles section: its tile and bytes per level.
void writeTileEntry(unsigned rank, const OpRecord &r,
                    llvm::ArrayRef<MemoryLevel> levels, unsigned columns,
                    llvm::raw_ostream &os) {
  const HierarchicalEstimate &e = *r.hierarchy;
  const TileConfig &t = *e.tile;
  std::string text;
  llvm::raw_string_ostream s(text);
  s << llvm::formatv("{0} tile {1}x{2}x{3} ({4})", r.name, t.bm, t.bn, t.bk,
                     stringifyTilingOrigin(e.origin));
  if (e.origin == TilingOrigin::Model) {
    if (t.waveResident)
      s << llvm::formatv(", wave-resident L2 group {0}x{1}", t.gm, t.gn);
    else
      s << llvm::formatv(", L2 group {0}x{1}, k-chunk {2}", t.gm, t.gn, t.kc);
    if (t.splitK > 1)
      s << ", split-K " << t.splitK;
    s << llvm::formatv(", {0} wave{1} (last {2:f0}% full)", e.waves,
                       e.waves == 1 ? "" : "s", 100 * e.lastWaveFill);
  }
  writeWrapped(os, llvm::formatv("{0,4}  ", rank).str(), text, columns);
  text.clear();
  s << "bytes";
  llvm::ListSeparator sep(",");
  for (MemoryLevel l : levels)
    s << sep << " " << stringifyMemoryLevel(l) << " "
      << formatSI(e.bytes[static_cast<unsigned>(l)], "B");
  if (e.lowerBoundRatio)
    s << llvm::formatv("; DRAM / I/O lower bound = {0:f2} (S = {1}; "
                       "{2:f2} with S = all on-chip storage)",
                       *e.lowerBoundRatio, e.lowerBoundStorage,
                       *e.onChipLowerBoundRatio);
  s << "; binds " << describeBinding(r.verdict);
  writeWrapped(os, "      ", text, columns);
  if (!e.note.empty())
    writeWrapped(os, "      ", e.note, columns);
}

/// Tiles and per-level traffic of the contractions and convolutions (the
/// ten slowest), or why the hierarchical model is off.
void writeTiles(const RooflineAnalysis &a, llvm::ArrayRef<size_t> byTime,
                unsigned columns, llvm::raw_ostream &os) {
  if (!a.isHierarchical()) {
    os << "\n";
    writeWrapped(os, "", "hierarchical model: " + a.getHierarchyStatus(),
                 columns);
    return;
  }
  llvm::SmallVector<MemoryLevel, 4> levels =
      getReportedLevels(a.getConfig().device);
  bool header = false;
  unsigned shown = 0, rank = 0;
  for (size_t i : byTime) {
    ++rank;
    const OpRecord &r = a.getOps()[i];
    if (!r.hierarchy || !r.hierarchy->tile)
      continue;
    if (!header) {
      os << "\ntiles and traffic per level (contractions and "
            "convolutions, slowest first):\n";
      header = true;
    }
    if (shown++ == 10) {
      os << "  ...\n";
      break;
    }
    writeTileEntry(rank, r, levels, columns, os);
  }
}

/// One GPU kernel's entry: launch geometry, waves and the DRAM figures.
void writeKernelEntry(unsigned rank, const OpRecord &r, unsigned columns,
                      llvm::raw_ostream &os) {
  const KernelLaunchInfo &k = *r.cost.kernel;
  const Verdict &v = r.verdict;
  std::string text;
  llvm::raw_string_ostream s(text);
  s << llvm::formatv("{0} grid {1}x{2}x{3} block {4}x{5}x{6}, "
                     "{7} of {8} threads active",
                     k.kernelName.empty() ? r.name : "@" + k.kernelName,
                     k.grid[0], k.grid[1], k.grid[2], k.block[0], k.block[1],
                     k.block[2], k.activeThreads, k.totalThreads());
  if (v.waves > 0)
    s << llvm::formatv(", {0} wave{1} of {2} blocks/SM ({3} limit, "
                       "{4:f0}% of slots used)",
                       v.waves, v.waves == 1 ? "" : "s", v.residentBlocksPerSM,
                       v.occupancyLimit, 100 * v.waveEfficiency);
  if (v.laneEfficiency < 1)
    s << llvm::formatv(", {0:f0}% of SIMD lanes used", 100 * v.laneEfficiency);
  writeWrapped(os, llvm::formatv("{0,4}  ", rank).str(), text, columns);
  text.clear();
  s << "DRAM unique " << formatSI(k.uniqueGlobalBytes, "B")
    << (k.footprintApproximate ? " (partly estimated)" : "") << ", issued "
    << formatSI(k.issuedGlobalBytes, "B") << ", shared "
    << formatSI(k.sharedBytes, "B") << " ("
    << formatSI(k.sharedMemoryPerBlock, "B") << " per block)";
  if (k.tensorCoreFlops > 0)
    s << ", tensor-core FLOPs " << formatSI(k.tensorCoreFlops, "");
  s << "; binds " << describeBinding(v);
  writeWrapped(os, "      ", text, columns);
}

/// GPU kernels (the ten slowest): launch geometry and the two DRAM figures.
void writeKernels(const RooflineAnalysis &a, llvm::ArrayRef<size_t> byTime,
                  unsigned columns, llvm::raw_ostream &os) {
  llvm::SmallVector<MemoryLevel, 4> levels =
      getReportedLevels(a.getConfig().device);
  bool header = false;
  unsigned shown = 0, rank = 0;
  for (size_t i : byTime) {
    ++rank;
    const OpRecord &r = a.getOps()[i];
    if (!r.cost.kernel)
      continue;
    if (!header) {
      os << "\n";
      writeWrapped(os, "",
                   "GPU kernels (slowest first; DRAM bytes are the unique "
                   "footprint, a lower bound; issued bytes an upper bound):",
                   columns);
      header = true;
    }
    if (shown++ == 10) {
      os << "  ...\n";
      break;
    }
    writeKernelEntry(rank, r, columns, os);
  }
}

/// The unmodeled ops with their reasons, and the totals of each function
/// when there are several.
void writeUnmodeledAndFunctions(const RooflineAnalysis &a, unsigned columns,
                                llvm::raw_ostream &os) {
  if (!a.getUnmodeled().empty()) {
    os << "\nunmodeled ops (" << a.getUnmodeled().size() << "):\n";
    for (const UnmodeledRecord &u : a.getUnmodeled())
      writeWrapped(os, "  ", u.name + " at " + u.location + ": " + u.reason,
                   columns);
  }
  if (a.getFunctions().size() > 1) {
    os << "\nfunctions:\n";
    for (const FunctionSummary &f : a.getFunctions()) {
      os << "  @" << (f.name.empty() ? "<module>" : f.name) << "\n";
      writeTotals(f.totals, columns, os, "    ");
    }
  }
}

/// What the totals leave out, by kind: "112 unmodeled (4.1% of ops): 56
/// vector.load, 28 vector.fma, ..." (nothing when every op is costed).
void writeUnmodeledSummary(const RooflineAnalysis &a, unsigned columns,
                           llvm::raw_ostream &os, llvm::StringRef indent) {
  const Totals &t = a.getTotals();
  if (t.unmodeledOps == 0)
    return;
  std::string text =
      llvm::formatv("{0} unmodeled ({1:f1}% of ops):", t.unmodeledOps,
                    100.0 * t.unmodeledOps / (t.costedOps + t.unmodeledOps));
  for (const auto &[i, kind] : llvm::enumerate(countUnmodeledByKind(a)))
    text += (i ? ", " : " ") + std::to_string(kind.second) + " " + kind.first;
  writeWrapped(os, indent, text, columns);
}

/// "verdict: compute-bound (61.9% of the predicted time)", or why there is
/// none.
void writeVerdictLine(const RooflineAnalysis &a, unsigned columns,
                      llvm::raw_ostream &os, llvm::StringRef indent) {
  Headline h = getHeadline(a.getTotals());
  std::string line = "verdict: ";
  if (h.verdict == "nothing-costed")
    line += "nothing costed";
  else if (h.verdict == "no-work")
    line += "no work (every costed op has a zero-size dimension)";
  else
    line += h.describe();
  writeWrapped(os, indent, line, columns);
}

/// "advice:" and one entry per kind of problem (Headline.h), or nothing.
void writeAdvice(const RooflineAnalysis &a, unsigned columns,
                 llvm::raw_ostream &os) {
  std::vector<Advice> advice = getModuleAdvice(a);
  if (advice.empty())
    return;
  os << "  advice:\n";
  for (const Advice &x : advice)
    writeWrapped(os, "    - ", x.kind + ": " + x.text, columns);
}

/// "memory: parameters ... of the device's 80.00 GB" (Capacity.h), and the
/// op at the peak of the activations.
void writeCapacityLine(const RooflineAnalysis &a, unsigned columns,
                       llvm::raw_ostream &os) {
  Capacity c = computeCapacity(a);
  writeWrapped(os, "  ", "memory: " + formatCapacity(c), columns);
  if (!c.peakOp.empty())
    writeWrapped(os, "  ",
                 "activation peak at " + c.peakOp + " at " + c.peakLocation,
                 columns);
}

/// The groups of the summary: the eight slowest of `by`.
void writeTopGroups(const RooflineAnalysis &a, GroupBy by, bool asked,
                    unsigned columns, llvm::raw_ostream &os) {
  std::vector<OpGroup> groups = groupOps(a, by);
  double total = a.getTotals().predictedTime;
  os << "  top groups by predicted time (" << by.str()
     << (asked ? "" : "; choose with --group-by") << "):\n";
  size_t shown = std::min<size_t>(groups.size(), 8);
  for (const OpGroup &g : llvm::ArrayRef(groups).take_front(shown))
    writeWrapped(
        os, "",
        llvm::formatv("    {0,5:f1}%  {1,10}  {2} ({3} op{4}, {5})",
                      total > 0 ? 100 * g.totals.predictedTime / total : 0.0,
                      formatTime(g.totals.predictedTime), g.name,
                      g.ops.size(), g.ops.size() == 1 ? "" : "s",
                      getHeadline(g.totals).verdict)
            .str(),
        columns);
  if (shown < groups.size())
    os << "    ... " << groups.size() - shown << " more groups\n";
}

/// The five slowest ops by predicted time, with their limiter.
void writeTopOps(const RooflineAnalysis &a, llvm::ArrayRef<size_t> byTime,
                 unsigned columns, llvm::raw_ostream &os) {
  double total = a.getTotals().predictedTime;
  os << "  top ops by predicted time:\n";
  for (size_t i : byTime.take_front(5)) {
    const OpRecord &r = a.getOps()[i];
    std::string limiter =
        r.foldedInto ? std::string("folded or fused into another op's kernel")
                     : shortLimiter(r).str() + "-limited";
    writeWrapped(os, "",
                 llvm::formatv("    {0,5:f1}%  {1,10}  {2} at {3} ({4})",
                               total > 0 ? 100 * r.verdict.predictedTime / total
                                         : 0.0,
                               formatTime(r.verdict.predictedTime), r.name,
                               r.location, limiter)
                     .str(),
                 columns);
  }
}

/// The summary that opens the report: verdict, predicted time and its
/// split, advice, the top groups and the five slowest ops, device memory.
void writeSummary(const RooflineAnalysis &a, llvm::ArrayRef<size_t> byTime,
                  const ReportOptions &opts, llvm::raw_ostream &os) {
  const Totals &t = a.getTotals();
  unsigned columns = opts.columns;
  os << "summary:\n";
  writeVerdictLine(a, columns, os, "  ");
  // Holes first: a total that leaves ops out must say so before its numbers.
  writeUnmodeledSummary(a, columns, os, "  ");
  if (!a.getOps().empty() && t.time > 0) {
    writeWrapped(os, "  ", describeTime(t), columns);
    Headline h = getHeadline(t);
    if (h.predicted > 0)
      writeWrapped(os, "  ", describeLimiters(h), columns);
    writeAdvice(a, columns, os);
    writeTopGroups(a, opts.groupBy.value_or(getDefaultGroupBy(a)),
                   opts.groupBy.has_value(), columns, os);
    writeTopOps(a, byTime, columns, os);
  }
  writeCapacityLine(a, columns, os);
}

} // namespace

void roofline::writeTextReport(const RooflineAnalysis &a, llvm::StringRef input,
                               llvm::raw_ostream &os,
                               const ReportOptions &opts) {
  unsigned columns = opts.columns;
  std::vector<size_t> byTime = getOpsByPredicted(a);
  writeWrapped(os, "", "roofline report for " + input.str(), columns);
  writeDeviceHeader(a.getConfig(), columns, os);
  os << "\n";
  writeSummary(a, byTime, opts, os);
  os << "\n";
  writeOpTable(a, byTime, opts, os);
  writeTiles(a, byTime, columns, os);
  writeKernels(a, byTime, columns, os);
  writeUnmodeledAndFunctions(a, columns, os);
  os << "\ntotal:\n";
  writeTotals(a.getTotals(), columns, os, "  ");
  writeUnmodeledSummary(a, columns, os, "  ");
  writeVerdictLine(a, columns, os, "");
}
