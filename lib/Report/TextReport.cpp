//===- TextReport.cpp - The per-op roofline table -------------------------===//

#include "roofline/Report/Capacity.h"
#include "roofline/Report/Report.h"
#include "roofline/Model/Attainment.h"

#include "ChartSupport.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>

using namespace roofline;

namespace {

std::string formatIntensity(double i) {
  if (std::isinf(i))
    return "inf";
  return formatFixed(i, 2);
}

/// What binds, and for a launch-bound op what binds its work: "launch
/// (work: compute)".
std::string describeBinding(const Verdict &v) {
  std::string s = stringifyBinding(v.binding).str();
  if (v.binding == Binding::Launch)
    s += " (work: " + stringifyBinding(v.workBinding).str() + ")";
  return s;
}

void writeDeviceHeader(const AnalysisConfig &c, llvm::raw_ostream &os) {
  const DeviceModel &d = c.device;
  os << "device: " << d.displayName << " [" << d.name << "], "
     << stringifyCeilingKind(c.ceilings) << " ceilings, from " << d.origin
     << "\n";
  os << "  DRAM " << formatSI(d.dramBandwidth(c.ceilings), "B/s")
     << ", launch overhead " << formatTime(d.launchOverheadSec);
  // The attainment figures of the predicted time, and which are defaults.
  AttainmentConstants k = getAttainmentConstants(d);
  os << llvm::formatv("; predicted with: dram x{0:f2}, l2 x{1:f2}, vector "
                      "x{2:f2}, gemm x{3:f2}, floor {4:f2} us + {5:f0} ns per "
                      "K slice",
                      k.value[0], k.value[1], k.value[2], k.value[3],
                      k.value[4], k.value[5]);
  std::string defaults;
  for (unsigned i = 0; i < kNumAttainmentKeys; ++i)
    if (k.isDefault[i])
      defaults += (defaults.empty() ? "" : ", ") +
                  getAttainmentKeyName(AttainmentKey(i)).str();
  if (!defaults.empty())
    os << " (defaults: " << defaults << ")";
  // A power-limited part's compute terms run at its sustained clock
  // (docs/model.md 6): said only where the device gives one.
  double clock = getComputeClockFactor(d);
  if (clock != 1)
    os << llvm::formatv("; compute x{0:f2} for the clock (sustained {1:f0} "
                        "of {2:f0} MHz)",
                        clock, d.sustainedClockMHz, d.boostClockMHz);
  os << "\n";
  os << "mode: " << stringifyExecutionMode(c.mode);
  switch (c.mode) {
  case ExecutionMode::Eager:
    os << " (every op a kernel of its own)\n";
    break;
  case ExecutionMode::Compiled:
    os << " (accumulator fills and convolution pads folded into their "
          "consumer)\n";
    break;
  case ExecutionMode::Graph:
    os << " (compiled, launched from a CUDA graph: "
       << formatTime(d.graphLaunchGapSec.value_or(0)) << " per kernel)\n";
    break;
  }
}

/// "predicted time (attained) ..., x the bound; by limiter: ...".
void writePredicted(const Totals &t, llvm::raw_ostream &os,
                    llvm::StringRef indent) {
  if (!(t.predictedTime > 0) || !(t.time > 0))
    return;
  os << indent << "predicted time (attained) " << formatTime(t.predictedTime)
     << llvm::formatv(", {0:f2}x the roofline bound; by limiter:",
                      t.predictedTime / t.time);
  for (const char *l : {"launch", "latency", "compute", "dram", "l2", "l1"})
    if (double part = t.predictedByLimiter.lookup(l); part > 0)
      os << llvm::formatv(" {0} {1:f1}%", l, 100 * part / t.predictedTime);
  os << "\n";
}

void writeTotals(const Totals &t, llvm::raw_ostream &os,
                 llvm::StringRef indent) {
  os << indent << "FLOPs " << formatSI(t.flops, "FLOP") << ", DRAM bytes "
     << formatSI(t.bytes, "B");
  if (t.transcendentals)
    os << ", transcendentals " << formatSI(t.transcendentals, "");
  if (t.intOps)
    os << ", integer ops " << formatSI(t.intOps, "");
  os << "\n"
     << indent << "roofline bound " << formatTime(t.time) << " over "
     << t.costedOps << " ops (" << t.memoryBoundOps << " memory-bound, "
     << t.computeBoundOps << " compute-bound, " << t.launchBoundOps
     << " launch-bound";
  if (t.foldedOps)
    os << ", " << t.foldedOps << " folded into their consumer";
  os << "), " << t.unmodeledOps << " unmodeled\n";
  writePredicted(t, os, indent);
  if (t.time > 0)
    os << indent
       << llvm::formatv("time bound by: compute {0:f1}%, dram {1:f1}%, l2 "
                        "{2:f1}%, l1 {3:f1}%, launch {4:f1}%\n",
                        100 * t.timeByBinding[0] / t.time,
                        100 * t.timeByBinding[1] / t.time,
                        100 * t.timeByBinding[2] / t.time,
                        100 * t.timeByBinding[3] / t.time,
                        100 * t.timeByBinding[4] / t.time);
  // Only programs with collectives spend time on the interconnect.
  if (t.time > 0 && t.timeByBinding[5] > 0)
    os << indent
       << llvm::formatv("time bound by the interconnect: {0:f1}%\n",
                        100 * t.timeByBinding[5] / t.time);
  if (t.time > 0)
    os << indent
       << llvm::formatv("launch overhead {0} ({1:f1}% of the time)\n",
                        formatTime(t.launchTime), 100 * t.launchShare());
  if (t.time > 0)
    os << indent
       << llvm::formatv("{0:f1}% of the time in memory-bound ops, {1:f1}% in "
                        "compute-bound ops\n",
                        100 * t.memoryBoundShare(),
                        100 * t.computeBoundTime / t.time);
}

/// The op table's column header.
void writeOpTableHeader(llvm::raw_ostream &os) {
  os << llvm::formatv("{0,4}  {1,-24} {2,-28} {3,12} {4,12} {5,9} {6,-8} "
                      "{7,-8} {8,11} {9,7}  {10}  {11}\n",
                      "#", "op", "location", "FLOPs", "bytes", "FLOP/B",
                      "class", "binds", "time", "%peak", "shapes",
                      "| predicted (limiter)");
}

/// One row of the op table; `rank` is the op's place by time. The columns
/// are those of writeOpTableHeader's format, written field by field: formatv
/// parses its format string on every call, which at 100k rows was most of
/// the report's time.
void writeOpRow(unsigned rank, const OpRecord &r, llvm::raw_ostream &os) {
  llvm::StringRef loc = r.location;
  std::string shortLoc;
  if (loc.size() > 28) {
    shortLoc = "..." + loc.take_back(25).str();
    loc = shortLoc;
  }
  os << llvm::right_justify(std::to_string(rank), 4) << "  "
     << llvm::left_justify(r.name, 24) << ' ' << llvm::left_justify(loc, 28)
     << ' ' << llvm::right_justify(formatSI(r.cost.flops, ""), 12) << ' '
     << llvm::right_justify(formatSI(r.cost.dramBytes(), "B"), 12) << ' '
     << llvm::right_justify(formatIntensity(r.verdict.intensity), 9) << ' '
     << llvm::left_justify(stringifyComputeClass(r.verdict.ceilingClass), 8)
     << ' '
     << llvm::left_justify(r.foldedInto ? llvm::StringRef("folded")
                                        : stringifyBinding(r.verdict.binding),
                           8)
     << ' ' << llvm::right_justify(formatTime(r.verdict.time), 11) << ' '
     << llvm::right_justify(formatFixed(100 * r.verdict.fractionOfPeak, 1), 7)
     << "  " << r.shapes << "  | "
     << formatTime(r.verdict.predictedTime) << " ("
     << (r.verdict.predictedLimiter.empty()
             ? llvm::StringRef("none")
             : llvm::StringRef(r.verdict.predictedLimiter))
     << ")\n";
}

/// Rows for `order` (indices into getOps(), slowest first), at most `top`
/// of them (0: all), then how many were left out.
void writeOpRows(const RooflineAnalysis &a, llvm::ArrayRef<size_t> order,
                 llvm::ArrayRef<unsigned> rankOf, unsigned top,
                 llvm::raw_ostream &os) {
  size_t shown = top ? std::min<size_t>(top, order.size()) : order.size();
  for (size_t i : order.take_front(shown))
    writeOpRow(rankOf[i], a.getOps()[i], os);
  if (shown < order.size())
    os << "   ... " << order.size() - shown << " more op"
       << (order.size() - shown == 1 ? "" : "s")
       << " (--top=0 lists all)\n";
}

/// The per-op table, slowest first; with a grouping, one block per group
/// (slowest group first) under a line with the group's totals.
void writeOpTable(const RooflineAnalysis &a, const ReportOptions &opts,
                  llvm::raw_ostream &os) {
  const auto &ops = a.getOps();
  writeOpTableHeader(os);
  if (ops.empty()) {
    os << "  (no op was costed)\n";
    return;
  }
  std::vector<unsigned> rankOf(ops.size());
  unsigned rank = 0;
  for (size_t i : a.getOpsByTime())
    rankOf[i] = ++rank;
  if (!opts.groupBy) {
    writeOpRows(a, a.getOpsByTime(), rankOf, opts.top, os);
    return;
  }
  double total = a.getTotals().time;
  for (const OpGroup &g : groupOps(a, *opts.groupBy)) {
    os << llvm::formatv("  -- {0}: {1} op{2}, {3} ({4:f1}%), {5}\n", g.name,
                        g.ops.size(), g.ops.size() == 1 ? "" : "s",
                        formatTime(g.totals.time),
                        total > 0 ? 100 * g.totals.time / total : 0.0,
                        g.totals.getVerdict());
    writeOpRows(a, g.ops, rankOf, opts.top, os);
  }
}

/// One op's entry in the tiles section: its tile and bytes per level.
void writeTileEntry(unsigned rank, const OpRecord &r, llvm::raw_ostream &os) {
  const HierarchicalEstimate &e = *r.hierarchy;
  const TileConfig &t = *e.tile;
  os << llvm::formatv("{0,4}  {1} tile {2}x{3}x{4} ({5})", rank, r.name, t.bm,
                      t.bn, t.bk, stringifyTilingOrigin(e.origin));
  if (e.origin == TilingOrigin::Model) {
    if (t.waveResident)
      os << llvm::formatv(", wave-resident L2 group {0}x{1}", t.gm, t.gn);
    else
      os << llvm::formatv(", L2 group {0}x{1}, k-chunk {2}", t.gm, t.gn, t.kc);
    if (t.splitK > 1)
      os << ", split-K " << t.splitK;
    os << llvm::formatv(", {0} wave{1} (last {2:f0}% full)", e.waves,
                        e.waves == 1 ? "" : "s", 100 * e.lastWaveFill);
  }
  os << "\n      bytes dram " << formatSI(e.bytes[0], "B") << ", l2 "
     << formatSI(e.bytes[1], "B") << ", l1 " << formatSI(e.bytes[2], "B");
  if (e.lowerBoundRatio)
    os << llvm::formatv("; DRAM / I/O lower bound = {0:f2} (S = {1}; "
                        "{2:f2} with S = all on-chip storage)",
                        *e.lowerBoundRatio, e.lowerBoundStorage,
                        *e.onChipLowerBoundRatio);
  os << "; binds " << describeBinding(r.verdict) << "\n";
  if (!e.note.empty())
    os << "      " << e.note << "\n";
}

/// Tiles and per-level traffic of the contractions and convolutions (the
/// ten slowest), or why the hierarchical model is off.
void writeTiles(const RooflineAnalysis &a, llvm::raw_ostream &os) {
  if (!a.isHierarchical()) {
    os << "\nhierarchical model: " << a.getHierarchyStatus() << "\n";
    return;
  }
  bool header = false;
  unsigned shown = 0, rank = 0;
  for (size_t i : a.getOpsByTime()) {
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
    writeTileEntry(rank, r, os);
  }
}

/// One GPU kernel's entry: launch geometry, waves and the DRAM figures.
void writeKernelEntry(unsigned rank, const OpRecord &r, llvm::raw_ostream &os) {
  const KernelLaunchInfo &k = *r.cost.kernel;
  const Verdict &v = r.verdict;
  os << llvm::formatv("{0,4}  {1} grid {2}x{3}x{4} block {5}x{6}x{7}, "
                      "{8} of {9} threads active",
                      rank, k.kernelName.empty() ? r.name : "@" + k.kernelName,
                      k.grid[0], k.grid[1], k.grid[2], k.block[0], k.block[1],
                      k.block[2], k.activeThreads, k.totalThreads());
  if (v.waves > 0)
    os << llvm::formatv(", {0} wave{1} of {2} blocks/SM ({3} limit, "
                        "{4:f0}% of slots used)",
                        v.waves, v.waves == 1 ? "" : "s", v.residentBlocksPerSM,
                        v.occupancyLimit, 100 * v.waveEfficiency);
  if (v.laneEfficiency < 1)
    os << llvm::formatv(", {0:f0}% of SIMD lanes used", 100 * v.laneEfficiency);
  os << "\n      DRAM unique " << formatSI(k.uniqueGlobalBytes, "B")
     << (k.footprintApproximate ? " (partly estimated)" : "") << ", issued "
     << formatSI(k.issuedGlobalBytes, "B") << ", shared "
     << formatSI(k.sharedBytes, "B") << " ("
     << formatSI(k.sharedMemoryPerBlock, "B") << " per block)";
  if (k.tensorCoreFlops > 0)
    os << ", tensor-core FLOPs " << formatSI(k.tensorCoreFlops, "");
  os << "; binds " << describeBinding(v) << "\n";
}

/// GPU kernels (the ten slowest): launch geometry and the two DRAM figures.
void writeKernels(const RooflineAnalysis &a, llvm::raw_ostream &os) {
  bool header = false;
  unsigned shown = 0, rank = 0;
  for (size_t i : a.getOpsByTime()) {
    ++rank;
    const OpRecord &r = a.getOps()[i];
    if (!r.cost.kernel)
      continue;
    if (!header) {
      os << "\nGPU kernels (slowest first; DRAM bytes are the unique "
            "footprint, a lower bound; issued bytes an upper bound):\n";
      header = true;
    }
    if (shown++ == 10) {
      os << "  ...\n";
      break;
    }
    writeKernelEntry(rank, r, os);
  }
}

/// The unmodeled ops with their reasons, and the totals of each function
/// when there are several.
void writeUnmodeledAndFunctions(const RooflineAnalysis &a,
                                llvm::raw_ostream &os) {
  if (!a.getUnmodeled().empty()) {
    os << "\nunmodeled ops (" << a.getUnmodeled().size() << "):\n";
    for (const UnmodeledRecord &u : a.getUnmodeled())
      os << "  " << u.name << " at " << u.location << ": " << u.reason << "\n";
  }
  if (a.getFunctions().size() > 1) {
    os << "\nfunctions:\n";
    for (const FunctionSummary &f : a.getFunctions()) {
      os << "  @" << (f.name.empty() ? "<module>" : f.name) << "\n";
      writeTotals(f.totals, os, "    ");
    }
  }
}

/// What the totals leave out, by kind: "112 unmodeled (4.1% of ops): 56
/// vector.load, 28 vector.fma, ..." (nothing when every op is costed).
void writeUnmodeledSummary(const RooflineAnalysis &a, llvm::raw_ostream &os,
                           llvm::StringRef indent) {
  const Totals &t = a.getTotals();
  if (t.unmodeledOps == 0)
    return;
  os << indent
     << llvm::formatv("{0} unmodeled ({1:f1}% of ops):", t.unmodeledOps,
                      100.0 * t.unmodeledOps /
                          (t.costedOps + t.unmodeledOps));
  for (const auto &[i, kind] : llvm::enumerate(countUnmodeledByKind(a)))
    os << (i ? ", " : " ") << kind.second << " " << kind.first;
  os << "\n";
}

/// "verdict: memory-bound (advice)", or why there is none.
void writeVerdictLine(const RooflineAnalysis &a, llvm::raw_ostream &os) {
  const Totals &t = a.getTotals();
  os << "verdict: ";
  llvm::StringRef verdict = t.getVerdict();
  if (verdict == "nothing-costed")
    os << "nothing costed\n";
  else if (verdict == "no-work")
    os << "no work (every costed op has a zero-size dimension)\n";
  else
    os << verdict << " (" << chart::moduleAdvice(t, a.getConfig().mode)
       << ")\n";
}

/// "memory: parameters ... of the device's 80.00 GB" (Capacity.h), and the
/// op at the peak of the activations.
void writeCapacityLine(const RooflineAnalysis &a, llvm::raw_ostream &os) {
  Capacity c = computeCapacity(a);
  os << "  memory: " << formatCapacity(c) << "\n";
  if (!c.peakOp.empty())
    os << "  activation peak at " << c.peakOp << " at " << c.peakLocation
       << "\n";
}

/// The groups of the summary: the eight slowest of `by`.
void writeTopGroups(const RooflineAnalysis &a, GroupBy by, bool asked,
                    llvm::raw_ostream &os) {
  std::vector<OpGroup> groups = groupOps(a, by);
  double total = a.getTotals().time;
  os << "  top groups by time (" << by.str()
     << (asked ? "" : "; choose with --group-by") << "):\n";
  size_t shown = std::min<size_t>(groups.size(), 8);
  for (const OpGroup &g : llvm::ArrayRef(groups).take_front(shown))
    os << llvm::formatv("    {0,5:f1}%  {1,10}  {2} ({3} op{4}, {5})\n",
                        100 * g.totals.time / total, formatTime(g.totals.time),
                        g.name, g.ops.size(), g.ops.size() == 1 ? "" : "s",
                        g.totals.getVerdict());
  if (shown < groups.size())
    os << "    ... " << groups.size() - shown << " more groups\n";
}

/// The summary that opens the report: verdict, time split, the top groups
/// and the five slowest ops.
void writeSummary(const RooflineAnalysis &a, const ReportOptions &opts,
                  llvm::raw_ostream &os) {
  const Totals &t = a.getTotals();
  os << "summary:\n  ";
  writeVerdictLine(a, os);
  // Holes first: a total that leaves ops out must say so before its numbers.
  writeUnmodeledSummary(a, os, "  ");
  if (a.getOps().empty() || !(t.time > 0))
    return;
  os << "  roofline bound " << formatTime(t.time) << " over " << t.costedOps
     << " ops";
  if (t.predictedTime > 0)
    os << ", predicted (attained) " << formatTime(t.predictedTime);
  os << "\n  time split:";
  TimeSplit split = getTimeSplit(a);
  for (unsigned i = 0; i < split.seconds.size(); ++i)
    if (split.shown(i))
      os << llvm::formatv("{0} {1} {2:f1}%", i ? "," : "", TimeSplit::name(i),
                          100 * split.seconds[i] / t.time);
  os << "\n";
  writeTopGroups(a, opts.groupBy.value_or(getDefaultGroupBy(a)),
                 opts.groupBy.has_value(), os);
  os << "  top ops by time:\n";
  unsigned n = 0;
  for (size_t i : a.getOpsByTime()) {
    if (n++ == 5)
      break;
    const OpRecord &r = a.getOps()[i];
    os << llvm::formatv("    {0,5:f1}%  {1} at {2} ({3})\n",
                        100 * r.verdict.time / t.time, r.name, r.location,
                        r.foldedInto ? std::string("folded into its consumer")
                                     : stringifyBound(r.verdict.bound).str() +
                                           "-bound");
  }
}

} // namespace

void roofline::writeTextReport(const RooflineAnalysis &a, llvm::StringRef input,
                               llvm::raw_ostream &os,
                               const ReportOptions &opts) {
  os << "roofline report for " << input << "\n";
  writeDeviceHeader(a.getConfig(), os);
  os << "\n";
  writeSummary(a, opts, os);
  writeCapacityLine(a, os);
  os << "\n";
  writeOpTable(a, opts, os);
  writeTiles(a, os);
  writeKernels(a, os);
  writeUnmodeledAndFunctions(a, os);
  os << "\ntotal:\n";
  writeTotals(a.getTotals(), os, "  ");
  writeUnmodeledSummary(a, os, "  ");
  writeVerdictLine(a, os);
}
