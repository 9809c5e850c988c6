//===- CudaCheck.h - Is there a GPU to measure? ----------------------------===//
//
// Shared by roofline-probe and roofline-validate: the one-line reason why no
// CUDA GPU can be used (no driver, a driver older than the runtime, no
// device), or an empty string when device 0.. count-1 can be used. Host
// code only; include from a .cu or a .cpp compiled against the CUDA runtime.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_CALIBRATION_CUDACHECK_H
#define ROOFLINE_CALIBRATION_CUDACHECK_H

#include <cuda_runtime_api.h>
#include <dlfcn.h>

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace roofline::calib {

/// "13.0" from CUDA's integer version (13000).
inline std::string cudaVersionString(int v) {
  return std::to_string(v / 1000) + "." + std::to_string((v % 1000) / 10);
}

/// Empty when at least one CUDA device is usable (its count in `count`),
/// else why not, in one line.
inline std::string cudaUnavailableReason(int &count) {
  count = 0;
  // The runtime loads the driver library itself; looking first gives the
  // plain reason on a machine without an NVIDIA driver, where the runtime
  // would only say "insufficient driver".
  if (void *h = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL)) {
    dlclose(h);
  } else {
    return "no NVIDIA driver on this machine (libcuda.so.1 cannot be "
           "loaded), so there is no GPU to measure";
  }
  cudaError_t e = cudaGetDeviceCount(&count);
  if (e == cudaErrorInsufficientDriver) {
    int drv = 0;
    cudaDriverGetVersion(&drv);
    return "the NVIDIA driver supports CUDA " + cudaVersionString(drv) +
           " but this tool was built with CUDA runtime " +
           cudaVersionString(CUDART_VERSION) +
           " (cudaErrorInsufficientDriver): update the driver or rebuild "
           "with an older toolkit";
  }
  if (e == cudaErrorNoDevice || (e == cudaSuccess && count == 0)) {
    count = 0;
    const char *vis = std::getenv("CUDA_VISIBLE_DEVICES");
    return std::string("no CUDA GPU is visible (cudaGetDeviceCount found "
                       "none") +
           (vis ? std::string("; CUDA_VISIBLE_DEVICES=") + vis : "") + ")";
  }
  if (e != cudaSuccess) {
    count = 0;
    return std::string("cudaGetDeviceCount failed: ") + cudaGetErrorName(e) +
           " (" + cudaGetErrorString(e) + ")";
  }
  return "";
}

/// printf into a std::string.
inline std::string fmt(const char *f, ...) {
  va_list ap, copy;
  va_start(ap, f);
  va_copy(copy, ap);
  int n = std::vsnprintf(nullptr, 0, f, copy);
  va_end(copy);
  std::string s(n > 0 ? size_t(n) + 1 : 1, '\0');
  if (n > 0)
    std::vsnprintf(&s[0], s.size(), f, ap);
  va_end(ap);
  s.resize(n > 0 ? size_t(n) : 0);
  return s;
}

/// Progress lines on stderr, silenced by --quiet.
inline bool gVerbose = true;
inline void progress(const std::string &s) {
  if (gVerbose)
    std::fprintf(stderr, "%s\n", s.c_str());
}

} // namespace roofline::calib

#endif // ROOFLINE_CALIBRATION_CUDACHECK_H
