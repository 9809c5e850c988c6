//===- ProbeReport.cpp - roofline-probe's measurements as a device file ---===//

#include "ProbeReport.h"

#include "CalibJSON.h"
#include "CalibStats.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <set>

using namespace roofline::calib;

const std::vector<std::string> &roofline::calib::deviceSchemaComputeClasses() {
  static const std::vector<std::string> classes = {
      "fp64",    "fp64_tc", "fp32",    "tf32_tc", "fp16",  "bf16",
      "fp16_tc", "bf16_tc", "fp8_tc", "int8_tc", "int32"};
  return classes;
}

namespace {

bool validNumber(double v) { return std::isfinite(v) && v > 0; }

/// Four significant digits: measurements are not more precise than that,
/// and the file stays readable.
double roundSignificant(double v) {
  if (!(v > 0) || !std::isfinite(v))
    return v;
  double scale = std::pow(10.0, 3 - std::floor(std::log10(v)));
  return std::round(v * scale) / scale;
}

std::string checkFigure(const Figure &f, const std::string &what,
                        bool allowZero = false) {
  if (!std::isfinite(f.value) || f.value < 0 || (!allowZero && f.value == 0))
    return what + ": not a finite positive measurement (" +
           formatJsonNumber(f.value) + ")";
  if (f.source.empty())
    return what + ": no source string";
  return "";
}

} // namespace

std::string roofline::calib::checkProbeResults(const ProbeResults &r) {
  if (r.name.empty())
    return "name: empty";
  for (char c : r.name)
    if (std::isupper(static_cast<unsigned char>(c)))
      return "name: must be lowercase ('" + r.name + "')";
  if (r.smCount == 0)
    return "sm_count: not measured";
  if (!validNumber(r.boostClockMHz))
    return "boost_clock_mhz: not a finite positive number";
  if (!(r.sparsityFactor >= 1) || !std::isfinite(r.sparsityFactor))
    return "sparsity_factor: must be >= 1";
  if (std::string e = checkFigure(r.launchOverheadUs, "launch_overhead_us",
                                  /*allowZero=*/true);
      !e.empty())
    return e;
  if (r.compute.empty())
    return "compute: no compute class was measured";
  const auto &known = deviceSchemaComputeClasses();
  std::set<std::string> seen;
  for (const auto &[cls, fig] : r.compute) {
    if (std::find(known.begin(), known.end(), cls) == known.end())
      return "compute." + cls + ": not a roofline-device/1 class";
    if (!seen.insert(cls).second)
      return "compute." + cls + ": measured twice";
    if (std::string e = checkFigure(fig, "compute." + cls); !e.empty())
      return e;
  }
  if (!r.dram)
    return "memory.dram: not measured";
  const std::pair<const char *, const std::optional<ProbeMemoryLevel> *>
      levels[] = {{"dram", &r.dram}, {"l2", &r.l2}, {"l1", &r.l1}};
  for (const auto &[lname, level] : levels) {
    if (!*level)
      continue;
    if (std::string e = checkFigure((*level)->bandwidthGBps,
                                    std::string("memory.") + lname);
        !e.empty())
      return e;
  }
  return "";
}

std::string roofline::calib::writeDeviceJSON(const ProbeResults &r) {
  JsonWriter w;
  w.beginObject();
  w.attr("schema", "roofline-device/1");
  w.attr("name", r.name);
  w.attr("display_name", r.displayName.empty() ? r.name : r.displayName);
  w.attr("vendor", r.vendor);
  w.attr("architecture", r.architecture);
  w.attr("sm_count", r.smCount);
  w.attr("boost_clock_mhz", roundSignificant(r.boostClockMHz));
  w.attr("launch_overhead_us", roundSignificant(r.launchOverheadUs.value));
  w.attr("launch_overhead_source", r.launchOverheadUs.source);
  w.attr("sparsity_factor", r.sparsityFactor);

  auto measured = [&](const char *valueKey, const char *sustainedKey,
                      const Figure &f) {
    double v = roundSignificant(f.value);
    w.attr(valueKey, v);
    w.attr(sustainedKey, v);
    w.attr("source", f.source);
    w.attr("sustained_source", f.source);
  };

  w.key("compute");
  w.beginObject();
  // In schema order, whatever order the probe measured them in.
  for (const std::string &cls : deviceSchemaComputeClasses())
    for (const auto &[c, fig] : r.compute)
      if (c == cls) {
        w.key(cls);
        w.beginObject();
        measured("tflops", "sustained_tflops", fig);
        w.endObject();
      }
  w.endObject();

  w.key("memory");
  w.beginObject();
  const std::pair<const char *, const std::optional<ProbeMemoryLevel> *>
      levels[] = {{"dram", &r.dram}, {"l2", &r.l2}, {"l1", &r.l1}};
  for (const auto &[lname, level] : levels) {
    if (!*level)
      continue;
    const ProbeMemoryLevel &m = **level;
    w.key(lname);
    w.beginObject();
    measured("bandwidth_gb_per_s", "sustained_bandwidth_gb_per_s",
             m.bandwidthGBps);
    if (std::string(lname) == "l1") {
      w.attr("capacity_bytes_per_sm", m.capacityBytes);
      w.attr("shared_memory_bytes_per_sm", m.sharedBytesPerSM);
    } else {
      w.attr("capacity_bytes", m.capacityBytes);
    }
    w.endObject();
  }
  w.endObject();

  w.key("notes");
  w.beginArray();
  w.value("Measured by roofline-probe on this GPU. Every ceiling is the "
          "measured value, written as both the peak (tflops, "
          "bandwidth_gb_per_s) and the sustained figure, so --ceilings=spec "
          "and --ceilings=sustained give the same predictions; no "
          "datasheet figure is used.");
  for (const std::string &n : r.notes)
    w.value(n);
  w.endArray();
  w.endObject();
  return w.str();
}

std::optional<double>
roofline::calib::plateauGBps(const std::vector<SweepPoint> &points,
                             uint64_t lo, uint64_t hi,
                             std::vector<SweepPoint> *used) {
  std::vector<double> values;
  for (const SweepPoint &p : points)
    if (p.workingSetBytes >= lo && p.workingSetBytes <= hi) {
      values.push_back(p.gbPerS);
      if (used)
        used->push_back(p);
    }
  if (values.empty())
    return std::nullopt;
  return median(values);
}

std::string roofline::calib::formatBytes(uint64_t bytes) {
  const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  double v = static_cast<double>(bytes);
  int u = 0;
  while (v >= 1024 && u < 4) {
    v /= 1024;
    ++u;
  }
  char buf[32];
  if (v == std::floor(v))
    std::snprintf(buf, sizeof buf, "%.0f %s", v, units[u]);
  else
    std::snprintf(buf, sizeof buf, "%.3g %s", v, units[u]);
  return buf;
}

std::string roofline::calib::formatSweep(const std::vector<SweepPoint> &points) {
  std::string s;
  for (const SweepPoint &p : points) {
    if (!s.empty())
      s += ", ";
    char buf[32];
    std::snprintf(buf, sizeof buf, " %.0f", p.gbPerS);
    s += formatBytes(p.workingSetBytes) + buf;
  }
  return s + " (working set, GB/s)";
}

std::string roofline::calib::deviceFileName(const std::string &cudaName) {
  std::string s;
  for (char c : cudaName) {
    unsigned char u = static_cast<unsigned char>(c);
    if (std::isalnum(u))
      s += static_cast<char>(std::tolower(u));
    else if (!s.empty() && s.back() != '-')
      s += '-';
  }
  while (!s.empty() && s.back() == '-')
    s.pop_back();
  if (s.empty())
    s = "gpu";
  return s + "-measured";
}
