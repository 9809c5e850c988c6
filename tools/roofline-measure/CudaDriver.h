//===- CudaDriver.h - The CUDA driver API, loaded at run time ---*- C++ -*-===//
//
// roofline-measure times kernels through the CUDA driver API without
// linking it: libcuda.so.1 is dlopen'ed when a measurement is asked for, so
// the tool builds, and its PTX stage runs, on a machine without CUDA. The
// few entry points it uses are declared here with the driver's own types
// reduced to integers and opaque pointers (their ABI is the C ABI of
// cuda.h, which this file does not need).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_TOOLS_MEASURE_CUDADRIVER_H
#define ROOFLINE_TOOLS_MEASURE_CUDADRIVER_H

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace roofline::measure {

/// How the L2 cache is left before each timed launch.
enum class L2State { Cold, Warm };

/// What to time and how.
struct TimingOptions {
  unsigned warmup = 3;  ///< untimed launches first
  unsigned repeat = 20; ///< timed launches; the median is reported
  L2State l2 = L2State::Cold;
  int deviceOrdinal = 0;
};

/// One device buffer: its size and how to fill it.
struct BufferSpec {
  uint64_t bytes = 0;
  /// The element's kind and width, for random values that are numbers
  /// ('f' float, 'i' integer, 'b' raw bytes) and bits per element.
  char kind = 'b';
  unsigned bits = 8;
};

/// One kernel parameter under the bare-pointer convention: a buffer (its
/// index in the buffer list) or a scalar's bytes.
struct ParamSpec {
  int buffer = -1;
  std::vector<uint8_t> scalar;
};

/// One launch to time.
struct LaunchSpec {
  unsigned module = 0; ///< index into the PTX modules
  std::string kernel;  ///< the .entry name
  std::array<uint32_t, 3> grid{1, 1, 1}, block{1, 1, 1};
  uint32_t dynamicSharedBytes = 0;
  std::vector<ParamSpec> params;
};

/// The timings of one launch (seconds), in the order of the timed runs.
struct LaunchTiming {
  std::vector<double> samples;
  double median = 0, min = 0, max = 0;
};

/// The GPU the launches ran on.
struct DeviceInfo {
  std::string name;
  int major = 0, minor = 0;
  int driverVersion = 0;
  int64_t l2Bytes = 0;
};

class CudaDriver {
public:
  /// Loads libcuda.so.1 and initializes device `ordinal`; null with the
  /// one-line reason in `why` when there is no usable GPU.
  static std::unique_ptr<CudaDriver> open(int ordinal, std::string &why);
  ~CudaDriver();

  const DeviceInfo &getDevice() const { return device; }

  /// Loads the PTX modules, allocates and fills the buffers (random data,
  /// fixed seed), and times every launch; an error names the failing call.
  bool run(const std::vector<std::string> &ptxModules,
           const std::vector<BufferSpec> &buffers,
           const std::vector<LaunchSpec> &launches,
           const TimingOptions &options, std::vector<LaunchTiming> &timings,
           std::string &error);

  struct Api;

private:
  CudaDriver() = default;
  void *library = nullptr;
  std::unique_ptr<Api> api;
  void *context = nullptr;
  DeviceInfo device;
};

} // namespace roofline::measure

#endif // ROOFLINE_TOOLS_MEASURE_CUDADRIVER_H
