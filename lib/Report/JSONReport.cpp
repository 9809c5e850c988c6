//===- JSONReport.cpp - The roofline-report/1 JSON schema -----------------===//
//
// The one schema every report and picture reads (docs/json-schema.md). Keys
// are only ever added within a schema version; a removal or a change of
// meaning bumps the version.
//
//===----------------------------------------------------------------------===//

#include "roofline/Report/Capacity.h"
#include "roofline/Report/Headline.h"
#include "roofline/Report/Report.h"
#include "roofline/Model/Attainment.h"

#include "ChartLayout.h"
#include "ChartSupport.h"
#include "JSONNumber.h"

#include "llvm/Support/JSON.h"

#include <cmath>

using namespace roofline;
namespace json = llvm::json;

namespace {

void writeTotals(json::OStream &j, const Totals &t,
                 llvm::ArrayRef<MemoryLevel> levels) {
  j.attribute("flops", t.flops);
  j.attribute("transcendentals", t.transcendentals);
  j.attribute("int_ops", t.intOps);
  j.attribute("bytes", t.bytes);
  // The one predicted time, the bound beside it (time_s: the bound, kept
  // for readers of earlier reports), the predicted time by limiter and the
  // verdict over it (Headline.h).
  Headline h = getHeadline(t);
  jsonNumber(j, "time_s", t.time);
  jsonNumber(j, "bound_time_s", t.time);
  jsonNumber(j, "predicted_time_s", t.predictedTime);
  j.attributeObject("predicted_by_limiter_s", [&] {
    for (unsigned i = 0; i < kNumLimiters; ++i)
      if (h.byLimiter[i] > 0)
        jsonNumber(j, Headline::limiterName(i), h.byLimiter[i]);
  });
  j.attribute("verdict", h.verdict);
  jsonNumber(j, "verdict_share", h.verdictShare);
  jsonNumber(j, "memory_bound_time_s", t.memoryBoundTime);
  jsonNumber(j, "compute_bound_time_s", t.computeBoundTime);
  jsonNumber(j, "memory_bound_share", t.memoryBoundShare());
  j.attribute("costed_ops", static_cast<int64_t>(t.costedOps));
  j.attribute("unmodeled_ops", static_cast<int64_t>(t.unmodeledOps));
  j.attribute("memory_bound_ops", static_cast<int64_t>(t.memoryBoundOps));
  j.attribute("compute_bound_ops", static_cast<int64_t>(t.computeBoundOps));
  j.attributeObject("time_by_binding_s", [&] {
    for (unsigned b = 0; b < t.timeByBinding.size(); ++b) {
      auto binding = static_cast<Binding>(b);
      // No op is timed as bound by nothing; L3 only on a device with one.
      if (binding == Binding::None ||
          (binding == Binding::L3 && !llvm::is_contained(levels,
                                                         MemoryLevel::L3)))
        continue;
      jsonNumber(j, stringifyBinding(binding), t.timeByBinding[b]);
    }
  });
  jsonNumber(j, "launch_time_s", t.launchTime);
  // The share of the predicted time that is launch overhead (every format's
  // one launch share); bound_launch_share is the launch overhead over the
  // bound, for readers of earlier reports.
  jsonNumber(j, "launch_share", h.launchShare());
  jsonNumber(j, "bound_launch_share", t.launchShare());
  jsonNumber(j, "launch_bound_time_s", t.launchBoundTime);
  j.attribute("launch_bound_ops", static_cast<int64_t>(t.launchBoundOps));
  j.attribute("folded_ops", static_cast<int64_t>(t.foldedOps));
}

/// A GPU kernel launch: geometry, the two DRAM figures, shared traffic and
/// waves (docs/json-schema.md, "kernel").
void writeKernel(llvm::json::OStream &j, const KernelLaunchInfo &k,
                 const Verdict &v) {
  j.attributeObject("kernel", [&] {
    j.attribute("name", k.kernelName);
    j.attributeArray("grid", [&] {
      for (int64_t d : k.grid)
        j.value(d);
    });
    j.attributeArray("block", [&] {
      for (int64_t d : k.block)
        j.value(d);
    });
    j.attribute("threads", k.totalThreads());
    j.attribute("active_threads", k.activeThreads);
    j.attribute("unique_dram_bytes", k.uniqueGlobalBytes);
    j.attribute("issued_global_bytes", k.issuedGlobalBytes);
    j.attribute("footprint_exact", !k.footprintApproximate);
    j.attribute("shared_bytes", k.sharedBytes);
    j.attribute("shared_memory_per_block", k.sharedMemoryPerBlock);
    j.attribute("tensor_core_flops", k.tensorCoreFlops);
    j.attribute("resident_blocks_per_sm", v.residentBlocksPerSM);
    j.attribute("waves", v.waves);
    jsonNumber(j, "wave_efficiency", v.waveEfficiency);
    jsonNumber(j, "lane_efficiency", v.laneEfficiency);
    j.attribute("occupancy_limit", v.occupancyLimit);
  });
}

void writeHierarchy(json::OStream &j, const HierarchicalEstimate &e) {
  j.attributeObject("hierarchy", [&] {
    j.attribute("tiling", stringifyTilingOrigin(e.origin));
    if (e.tile) {
      const TileConfig &t = *e.tile;
      j.attributeObject("tile", [&] {
        j.attribute("bm", t.bm);
        j.attribute("bn", t.bn);
        j.attribute("bk", t.bk);
        j.attribute("stages", t.stages);
        j.attribute("group_m", t.gm);
        j.attribute("group_n", t.gn);
        j.attribute("k_chunk", t.kc);
        j.attribute("split_k", t.splitK);
        j.attribute("blocks_per_sm", t.blocksPerSM);
        j.attribute("wave_resident", t.waveResident);
      });
    }
    j.attribute("waves", e.waves);
    jsonNumber(j, "last_wave_fill", e.lastWaveFill);
    jsonNumber(j, "compute_time_s", e.computeTime);
    if (e.lowerBoundBytes) {
      j.attribute("io_lower_bound_bytes", *e.lowerBoundBytes);
      jsonNumber(j, "io_lower_bound_ratio", *e.lowerBoundRatio);
      j.attribute("io_lower_bound_storage", e.lowerBoundStorage);
      j.attribute("io_lower_bound_onchip_bytes", *e.onChipLowerBoundBytes);
      jsonNumber(j, "io_lower_bound_onchip_ratio", *e.onChipLowerBoundRatio);
    }
    if (!e.note.empty())
      j.attribute("note", e.note);
  });
}

/// The "capacity" object (docs/json-schema.md; rules in Capacity.cpp).
void writeCapacity(json::OStream &j, const Capacity &c) {
  auto part = [&](llvm::StringRef key, const CapacityPart &p) {
    j.attributeObject(key, [&] {
      j.attribute("bytes", p.bytes);
      j.attribute("tensors", static_cast<int64_t>(p.tensors));
    });
  };
  j.attributeObject("capacity", [&] {
    part("parameters", c.parameters);
    part("kv_cache", c.kvCache);
    part("inputs", c.inputs);
    part("activations", c.activations);
    j.attribute("activation_peak_op", c.peakOp);
    j.attribute("activation_peak_loc", c.peakLocation);
    j.attribute("total_bytes", c.totalBytes());
    j.attribute("unsized_values", static_cast<int64_t>(c.unsized));
    if (c.deviceBytes)
      j.attribute("device_memory_bytes", *c.deviceBytes);
    else
      j.attribute("device_memory_bytes", nullptr);
    if (std::optional<double> f = c.deviceFraction())
      jsonNumber(j, "device_memory_fraction", *f);
    else
      j.attribute("device_memory_fraction", nullptr);
  });
}

void writeDevice(json::OStream &j, const AnalysisConfig &c) {
  const DeviceModel &d = c.device;
  j.attributeObject("device", [&] {
    j.attribute("name", d.name);
    j.attribute("display_name", d.displayName);
    j.attribute("origin", d.origin);
    j.attribute("ceilings", stringifyCeilingKind(c.ceilings));
    jsonNumber(j, "launch_overhead_s", d.launchOverheadSec);
    if (d.graphLaunchGapSec)
      jsonNumber(j, "graph_launch_gap_s", *d.graphLaunchGapSec);
    else
      j.attribute("graph_launch_gap_s", nullptr);
    j.attributeObject("peak_flops_per_s", [&] {
      for (unsigned i = 0; i < kNumComputeClasses; ++i)
        if (d.compute[i])
          jsonNumber(j, stringifyComputeClass(ComputeClass(i)),
                     d.compute[i]->get(c.ceilings));
    });
    j.attributeObject("bandwidth_bytes_per_s", [&] {
      for (MemoryLevel l : kMemoryLevelsOutermostFirst)
        if (const auto &m = d.getMemory(l); m && m->hasBandwidth())
          jsonNumber(j, stringifyMemoryLevel(l), m->bandwidth.get(c.ceilings));
    });
    // The levels' vendor names where the device gives any (an MI300X's
    // l3 is its "Infinity Cache").
    if (llvm::any_of(d.memory, [](const auto &m) {
          return m && !m->name.empty();
        }))
      j.attributeObject("level_names", [&] {
        for (MemoryLevel l : kMemoryLevelsOutermostFirst)
          if (const auto &m = d.getMemory(l); m && !m->name.empty())
            j.attribute(stringifyMemoryLevel(l), m->name);
      });
    // The figures of the predicted time, each saying whether it is the
    // device's own or the documented default.
    j.attributeObject("attainment", [&] {
      for (unsigned i = 0; i < kNumAttainmentKeys; ++i) {
        auto key = AttainmentKey(i);
        j.attributeObject(getAttainmentKeyName(key), [&] {
          const std::optional<AttainmentFigure> &f = d.getAttainment(key);
          jsonNumber(j, "value", f ? f->value : getDefaultAttainment(key));
          j.attribute("default", !f.has_value());
          j.attribute("source",
                      f ? f->source : std::string("default (docs/devices.md)"));
        });
      }
    });
    // The clock the compute terms of the predicted time run at: a
    // power-limited part holds a sustained clock below its boost clock.
    j.attributeObject("compute_clock", [&] {
      jsonNumber(j, "factor", getComputeClockFactor(d));
      if (d.boostClockMHz > 0)
        jsonNumber(j, "boost_clock_mhz", d.boostClockMHz);
      else
        j.attribute("boost_clock_mhz", nullptr);
      if (d.sustainedClockMHz > 0) {
        jsonNumber(j, "sustained_clock_mhz", d.sustainedClockMHz);
        j.attribute("sustained_clock_source", d.sustainedClockSource);
      } else {
        j.attribute("sustained_clock_mhz", nullptr);
        j.attribute("sustained_clock_source", nullptr);
      }
    });
  });
}

/// The predicted time and its split (docs/json-schema.md, "predicted").
void writePrediction(json::OStream &j, const Verdict &v,
                     llvm::ArrayRef<MemoryLevel> levels) {
  jsonNumber(j, "predicted_time_s", v.predictedTime);
  j.attributeObject("predicted", [&] {
    jsonNumber(j, "launch_s", v.predictedLaunchTime);
    jsonNumber(j, "execution_s", v.predictedExecTime);
    jsonNumber(j, "compute_s", v.predictedComputeTime);
    j.attributeObject("memory_s", [&] {
      for (MemoryLevel l : levels)
        jsonNumber(j, stringifyMemoryLevel(l),
                   v.predictedLevelTime[static_cast<unsigned>(l)]);
    });
    jsonNumber(j, "floor_s", v.predictedFloorTime);
    jsonNumber(j, "layout_transposes_s", v.predictedLayoutTime);
    j.attribute("input_passes", v.predictedInputPasses);
    j.attribute("limiter", v.predictedLimiter);
  });
}

/// A measured time beside the prediction (roofline-measure): the time and
/// its error, (measured - predicted) / predicted, null when nothing was
/// predicted.
void writeMeasured(json::OStream &j, double measured, double predicted) {
  jsonNumber(j, "measured_time_s", measured);
  if (predicted > 0)
    jsonNumber(j, "measured_error", (measured - predicted) / predicted);
  else
    j.attribute("measured_error", nullptr);
}

/// The measured ops together: how they were measured, how many, and their
/// predicted and measured sums; nothing without a measurement.
void writeMeasurement(json::OStream &j, const RooflineAnalysis &a,
                      const ReportOptions &opts) {
  if (opts.measuredTime.empty())
    return;
  double predicted = 0, measured = 0;
  for (const auto &[id, t] : opts.measuredTime) {
    predicted += a.getOps()[id].verdict.predictedTime;
    measured += t;
  }
  j.attributeObject("measurement", [&] {
    j.attribute("method", opts.measuredBy);
    j.attribute("ops", static_cast<int64_t>(opts.measuredTime.size()));
    jsonNumber(j, "predicted_time_s", predicted);
    writeMeasured(j, measured, predicted);
  });
}

void writeOp(json::OStream &j, const OpRecord &r, size_t id,
             const ReportOptions &opts, llvm::ArrayRef<MemoryLevel> levels) {
  const OpCost &c = r.cost;
  const Verdict &v = r.verdict;
  j.object([&] {
    j.attribute("id", static_cast<int64_t>(id));
    j.attribute("op", r.name);
    j.attribute("loc", r.location);
    j.attribute("function", r.function);
    j.attribute("shapes", r.shapes);
    j.attributeArray("iteration_domain", [&] {
      for (int64_t d : c.iterationDomain)
        j.value(d);
    });
    j.attribute("executions", c.executions);
    j.attribute("launches", r.launches);
    j.attribute("flops", c.flops);
    j.attribute("transcendentals", c.transcendentals);
    j.attribute("weighted_transcendentals", c.weightedTranscendentals);
    j.attribute("int_ops", c.intOps);
    j.attribute("bytes", c.dramBytes());
    const std::array<int64_t, kNumMemoryLevels> &bytes =
        r.hierarchy ? r.hierarchy->bytes : c.bytes;
    j.attributeObject("bytes_by_level", [&] {
      for (MemoryLevel l : levels)
        j.attribute(stringifyMemoryLevel(l), bytes[static_cast<unsigned>(l)]);
    });
    j.attributeObject("intensity_by_level", [&] {
      for (MemoryLevel l : levels) {
        int64_t b = bytes[static_cast<unsigned>(l)];
        jsonNumber(j, stringifyMemoryLevel(l),
                   b > 0 ? static_cast<double>(c.flops) / b
                         : (c.flops > 0 ? INFINITY : 0.0));
      }
    });
    j.attributeObject("level_time_s", [&] {
      for (MemoryLevel l : levels)
        jsonNumber(j, stringifyMemoryLevel(l),
                   v.levelTime[static_cast<unsigned>(l)]);
    });
    jsonNumber(j, "intensity", v.intensity);
    j.attribute("compute_class", stringifyComputeClass(c.computeClass));
    j.attribute("ceiling_class", stringifyComputeClass(v.ceilingClass));
    jsonNumber(j, "peak_flops_per_s", v.peakFlops);
    jsonNumber(j, "bandwidth_bytes_per_s", v.bandwidth);
    jsonNumber(j, "ridge_point", v.ridgePoint);
    jsonNumber(j, "attainable_flops_per_s", v.attainableFlops);
    j.attribute("bound", stringifyBound(v.bound));
    j.attribute("binding", stringifyBinding(v.binding));
    j.attribute("work_binding", stringifyBinding(v.workBinding));
    jsonNumber(j, "compute_time_s", v.computeTime);
    jsonNumber(j, "memory_time_s", v.memoryTime);
    jsonNumber(j, "launch_time_s", v.launchTime);
    jsonNumber(j, "time_s", v.time);
    writePrediction(j, v, levels);
    auto measured = opts.measuredTime.find(id);
    if (measured != opts.measuredTime.end())
      writeMeasured(j, measured->second, v.predictedTime);
    jsonNumber(j, "fraction_of_peak", v.fractionOfPeak);
    if (r.foldedIntoIndex)
      j.attribute("folded_into", static_cast<int64_t>(*r.foldedIntoIndex));
    else
      j.attribute("folded_into", nullptr);
    j.attributeArray("operands", [&] {
      for (const OperandFootprint &f : c.operands)
        j.object([&] {
          if (f.operandNumber != UINT32_MAX)
            j.attribute("operand", static_cast<int64_t>(f.operandNumber));
          else
            j.attribute("operand", nullptr);
          j.attribute("role", f.role == OperandFootprint::Role::Input
                                  ? "input"
                                  : "output");
          j.attribute("elements", f.elements);
          j.attribute("element_bits", static_cast<int64_t>(f.elementBits));
          j.attribute("read", f.read);
          j.attribute("written", f.written);
          j.attribute("bytes", f.trafficBytes());
        });
    });
    if (r.hierarchy)
      writeHierarchy(j, *r.hierarchy);
    else
      j.attribute("hierarchy", nullptr);
    if (c.kernel)
      writeKernel(j, *c.kernel, v);
    else
      j.attribute("kernel", nullptr);
    // Collectives only (docs/model.md, "Collectives"); absent otherwise.
    if (c.collective)
      j.attributeObject("collective", [&] {
        j.attribute("algorithm", c.collective->algorithm);
        j.attribute("group_size", c.collective->groupSize);
        j.attribute("message_bytes", c.collective->messageBytes);
        j.attribute("bytes_per_device", c.collective->bytesPerDevice);
        j.attribute("steps", c.collective->steps);
        j.attribute("link", v.interconnectLink);
        jsonNumber(j, "bus_bandwidth_bytes_per_s", v.busBandwidth);
        jsonNumber(j, "interconnect_time_s", v.interconnectTime);
        jsonNumber(j, "attained_interconnect_time_s",
                   v.attainedInterconnectTime);
      });
    j.attributeArray("notes", [&] {
      for (const std::string &n : c.notes)
        j.value(n);
    });
  });
}

/// The groups of `by`: each with its member ops (ids), totals (their sums),
/// time split and verdict; slowest first.
void writeGroups(json::OStream &j, const RooflineAnalysis &a, GroupBy by) {
  llvm::SmallVector<MemoryLevel, 4> levels =
      getReportedLevels(a.getConfig().device);
  j.attribute("group_by", by.str());
  j.attributeArray("groups", [&] {
    for (const OpGroup &g : groupOps(a, by))
      j.object([&] {
        j.attribute("name", g.name);
        j.attributeArray("ops", [&] {
          for (size_t i : g.ops)
            j.value(static_cast<int64_t>(i));
        });
        j.attributeObject("totals", [&] { writeTotals(j, g.totals, levels); });
        j.attributeObject("time_split_s", [&] {
          for (unsigned i = 0; i < g.split.seconds.size(); ++i)
            if (g.split.shown(i))
              jsonNumber(j, TimeSplit::name(i), g.split.seconds[i]);
        });
        j.attribute("verdict", getHeadline(g.totals).verdict);
      });
  });
}

/// "unmodeled_by_kind": {op name: count}, most first: which ops the totals
/// leave out.
void writeUnmodeledByKind(json::OStream &j, const RooflineAnalysis &a) {
  j.attributeObject("unmodeled_by_kind", [&] {
    for (const auto &[name, count] : countUnmodeledByKind(a))
      j.attribute(name, static_cast<int64_t>(count));
  });
}

} // namespace

void roofline::writeJSONReport(const RooflineAnalysis &a, llvm::StringRef input,
                               llvm::raw_ostream &os,
                               const ReportOptions &opts) {
  const AnalysisConfig &c = a.getConfig();
  llvm::SmallVector<MemoryLevel, 4> levels = getReportedLevels(c.device);
  json::OStream j(os, 2);
  j.object([&] {
    j.attribute("schema", kReportSchema);
    j.attribute("input", input);
    writeDevice(j, c);
    j.attributeObject("hierarchy", [&] {
      j.attribute("enabled", a.isHierarchical());
      j.attribute("status", a.isHierarchical() ? std::string("on")
                                               : a.getHierarchyStatus());
    });
    j.attributeObject("options", [&] {
      j.attribute("mode", stringifyExecutionMode(c.mode));
      j.attribute("library_epilogues",
                  stringifyLibraryEpilogues(c.libraryEpilogues));
      // How eager mode laid out NCHW convolutions' activations (null in the
      // other modes, which never transpose them).
      if (c.mode == ExecutionMode::Eager)
        j.attribute("memory_format", stringifyMemoryFormat(c.memoryFormat));
      else
        j.attribute("memory_format", nullptr);
      // The host's per-op costs eager mode charged (null in the other
      // modes, which issue no op from the host).
      if (c.mode == ExecutionMode::Eager && c.hostProfile)
        j.attributeObject("host_profile", [&] {
          const FrameworkProfile &p = *c.hostProfile;
          j.attribute("name", p.name);
          // Microseconds, to the picosecond: the seconds the profile holds
          // times 1e6 would print 77.88000000000001 for 8 x 9.735.
          for (const FrameworkProfileCost &cost : getFrameworkProfileCosts())
            jsonNumber(j, cost.key, std::round(p.*cost.member * 1e12) / 1e6);
          j.attribute("gemm_bias_epilogue", p.gemmBiasEpilogue);
          j.attribute("source", p.source);
        });
      else
        j.attribute("host_profile", nullptr);
      j.attribute("allow_tf32", c.costOptions.allowTF32);
      j.attribute("hierarchy", c.hierarchy);
      if (c.costOptions.dynamicDimSize)
        j.attribute("dynamic_dim_size", *c.costOptions.dynamicDimSize);
      else
        j.attribute("dynamic_dim_size", nullptr);
    });
    const auto &ops = a.getOps();
    j.attributeArray("ops", [&] {
      for (size_t i = 0; i < ops.size(); ++i)
        writeOp(j, ops[i], i, opts, levels);
    });
    j.attributeArray("unmodeled", [&] {
      for (const UnmodeledRecord &u : a.getUnmodeled())
        j.object([&] {
          j.attribute("op", u.name);
          j.attribute("loc", u.location);
          j.attribute("function", u.function);
          j.attribute("reason", u.reason);
        });
    });
    writeUnmodeledByKind(j, a);
    j.attributeArray("functions", [&] {
      for (const FunctionSummary &f : a.getFunctions())
        j.object([&] {
          j.attribute("name", f.name);
          j.attributeObject("totals", [&] {
            writeTotals(j, f.totals, levels);
          });
        });
    });
    const Totals &t = a.getTotals();
    j.attributeObject("totals",
                      [&] { writeTotals(j, t, levels); });
    writeMeasurement(j, a, opts);
    writeGroups(j, a, opts.groupBy.value_or(getDefaultGroupBy(a)));
    writeCapacity(j, computeCapacity(a));
    j.attributeArray("top_ops", [&] {
      unsigned n = 0;
      for (size_t i : getOpsByPredicted(a)) {
        if (n++ == (opts.top ? opts.top : 10))
          break;
        j.value(static_cast<int64_t>(i));
      }
    });
    Headline h = getHeadline(t);
    j.attribute("verdict", h.verdict);
    j.attribute("verdict_advice", h.describe());
    j.attributeArray("advice", [&] {
      for (const Advice &x : getModuleAdvice(a))
        j.object([&] {
          j.attribute("kind", x.kind);
          jsonNumber(j, "share", x.share);
          j.attribute("text", x.text);
        });
    });
    // The chart's layout, drawn by python/roofline/plot.py (docs/charts.md).
    j.attributeObject("chart", [&] {
      chart::ChartLayout layout = chart::layoutChart(a);
      chart::layoutPanels(layout, a, input);
      chart::writeChartJSON(j, layout);
    });
  });
  os << "\n";
}
