//===- ProbeReport.h - roofline-probe's measurements as a device file -----===//
//
// What roofline-probe measured, and how it becomes a roofline-device/1 JSON
// file (docs/devices.md). The CUDA side (probe.cu) fills a ProbeResults; this
// part checks that every figure is a finite positive number with a source,
// picks the plateaus of the working-set sweep, and writes the file. It has
// no CUDA dependency so that it is unit-tested on any machine.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_CALIBRATION_PROBEREPORT_H
#define ROOFLINE_CALIBRATION_PROBEREPORT_H

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace roofline::calib {

/// One measured number, in the device file's unit, and how it was measured.
struct Figure {
  double value = 0;
  std::string source;
};

/// One memory level of the device file.
struct ProbeMemoryLevel {
  Figure bandwidthGBps;          ///< 10^9 bytes/s, whole device
  uint64_t capacityBytes = 0;    ///< dram, l2: total; l1: per SM
  uint64_t sharedBytesPerSM = 0; ///< l1 only
};

/// Everything roofline-probe writes.
struct ProbeResults {
  std::string name;        ///< device-file "name" (lowercase key)
  std::string displayName; ///< e.g. "NVIDIA H200 (roofline-probe)"
  std::string vendor = "NVIDIA";
  std::string architecture; ///< e.g. "NVIDIA H200, sm_90"
  unsigned smCount = 0;
  double boostClockMHz = 0;
  double sparsityFactor = 1.0;
  Figure launchOverheadUs; ///< microseconds
  /// Compute class (docs/devices.md spelling, e.g. "bf16_tc") -> TFLOP/s
  /// (TOPS for int8_tc and int32), in the order they are written.
  std::vector<std::pair<std::string, Figure>> compute;
  std::optional<ProbeMemoryLevel> dram, l2, l1;
  std::vector<std::string> notes;
};

/// The compute classes of the roofline-device/1 schema.
const std::vector<std::string> &deviceSchemaComputeClasses();

/// Empty when `r` can be written: a lowercase non-empty name, an SM count and
/// clock, at least one compute class (each a schema class, once), a DRAM
/// level, and every figure finite, positive (launch overhead: >= 0) and with
/// a non-empty source. Otherwise the first problem, in words.
std::string checkProbeResults(const ProbeResults &r);

/// The roofline-device/1 JSON of `r` (checkProbeResults(r) must be empty).
/// Measured figures are both the peak ("tflops", "bandwidth_gb_per_s") and
/// the sustained figure, with the same source in "source" and
/// "sustained_source"; the file says so in its notes.
std::string writeDeviceJSON(const ProbeResults &r);

/// One point of a working-set sweep.
struct SweepPoint {
  uint64_t workingSetBytes = 0;
  double gbPerS = 0;
};

/// The plateau of a sweep between two working-set sizes: the median
/// bandwidth of the points with lo <= workingSetBytes <= hi. None when no
/// point lies in the range. `used` (optional) receives those points.
std::optional<double> plateauGBps(const std::vector<SweepPoint> &points,
                                  uint64_t lo, uint64_t hi,
                                  std::vector<SweepPoint> *used = nullptr);

/// "16 KiB", "1.5 MiB", "1 GiB": a byte count for source strings.
std::string formatBytes(uint64_t bytes);

/// The sweep as text for a note: "16 KiB 30512, 32 KiB 30877, ... (GB/s)".
std::string formatSweep(const std::vector<SweepPoint> &points);

/// A lowercase device-file name from a CUDA device name:
/// "NVIDIA H200" -> "nvidia-h200-probed".
std::string deviceFileName(const std::string &cudaName);

} // namespace roofline::calib

#endif // ROOFLINE_CALIBRATION_PROBEREPORT_H
