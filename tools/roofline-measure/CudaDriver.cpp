//===- CudaDriver.cpp - The CUDA driver API, loaded at run time -----------===//
//
// Entry points and enum values as declared in the CUDA 13.0 toolkit's
// include/cuda.h (CUDA_VERSION 13000): cuMemAlloc is cuMemAlloc_v2 there,
// cuEventElapsedTime is cuEventElapsedTime_v2 (older drivers have only the
// unversioned one, which this falls back to).
//
//===----------------------------------------------------------------------===//

#include "CudaDriver.h"

#include <dlfcn.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <random>

using namespace roofline::measure;

namespace {
using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using Handle = void *; // CUcontext, CUmodule, CUfunction, CUevent, CUstream

// cuda.h: CUdevice_attribute, CUfunction_attribute, CUjit_option, CUresult.
constexpr int kAttrL2CacheSize = 38;
constexpr int kAttrCCMajor = 75, kAttrCCMinor = 76;
constexpr int kFuncAttrMaxDynamicShared = 8;
constexpr int kJitErrorLogBuffer = 5, kJitErrorLogBufferSize = 6;
constexpr CUresult kErrorStubLibrary = 34, kErrorNoDevice = 100;
} // namespace

struct CudaDriver::Api {
  CUresult (*init)(unsigned);
  CUresult (*driverGetVersion)(int *);
  CUresult (*deviceGetCount)(int *);
  CUresult (*deviceGet)(CUdevice *, int);
  CUresult (*deviceGetName)(char *, int, CUdevice);
  CUresult (*deviceGetAttribute)(int *, int, CUdevice);
  CUresult (*primaryCtxRetain)(Handle *, CUdevice);
  CUresult (*primaryCtxRelease)(CUdevice);
  CUresult (*ctxSetCurrent)(Handle);
  CUresult (*ctxSynchronize)();
  CUresult (*moduleLoadDataEx)(Handle *, const void *, unsigned, int *,
                               void **);
  CUresult (*moduleUnload)(Handle);
  CUresult (*moduleGetFunction)(Handle *, Handle, const char *);
  CUresult (*funcSetAttribute)(Handle, int, int);
  CUresult (*memAlloc)(CUdeviceptr *, size_t);
  CUresult (*memFree)(CUdeviceptr);
  CUresult (*memcpyHtoD)(CUdeviceptr, const void *, size_t);
  CUresult (*memsetD8)(CUdeviceptr, unsigned char, size_t);
  CUresult (*launchKernel)(Handle, unsigned, unsigned, unsigned, unsigned,
                           unsigned, unsigned, unsigned, Handle, void **,
                           void **);
  CUresult (*eventCreate)(Handle *, unsigned);
  CUresult (*eventDestroy)(Handle);
  CUresult (*eventRecord)(Handle, Handle);
  CUresult (*eventSynchronize)(Handle);
  CUresult (*eventElapsedTime)(float *, Handle, Handle);
  CUresult (*getErrorName)(CUresult, const char **);
  CUdevice dev = 0;

  /// "cuFoo failed: CUDA_ERROR_X (text)".
  std::string describe(const char *call, CUresult r) const {
    const char *name = nullptr;
    if (getErrorName)
      getErrorName(r, &name);
    return std::string(call) + " failed: " +
           (name ? name : ("CUresult " + std::to_string(r)).c_str());
  }
};

namespace {
/// Resolves `names` in order (a versioned name first); false when none.
template <typename F>
bool resolve(void *lib, F &fn, std::initializer_list<const char *> names,
             std::string &missing) {
  for (const char *n : names)
    if (void *p = dlsym(lib, n)) {
      fn = reinterpret_cast<F>(p);
      return true;
    }
  missing = *names.begin();
  return false;
}

bool resolveAll(void *lib, CudaDriver::Api &a, std::string &missing) {
  return resolve(lib, a.init, {"cuInit"}, missing) &&
         resolve(lib, a.driverGetVersion, {"cuDriverGetVersion"}, missing) &&
         resolve(lib, a.deviceGetCount, {"cuDeviceGetCount"}, missing) &&
         resolve(lib, a.deviceGet, {"cuDeviceGet"}, missing) &&
         resolve(lib, a.deviceGetName, {"cuDeviceGetName"}, missing) &&
         resolve(lib, a.deviceGetAttribute, {"cuDeviceGetAttribute"},
                 missing) &&
         resolve(lib, a.primaryCtxRetain, {"cuDevicePrimaryCtxRetain"},
                 missing) &&
         resolve(lib, a.primaryCtxRelease,
                 {"cuDevicePrimaryCtxRelease_v2", "cuDevicePrimaryCtxRelease"},
                 missing) &&
         resolve(lib, a.ctxSetCurrent, {"cuCtxSetCurrent"}, missing) &&
         resolve(lib, a.ctxSynchronize, {"cuCtxSynchronize"}, missing) &&
         resolve(lib, a.moduleLoadDataEx, {"cuModuleLoadDataEx"}, missing) &&
         resolve(lib, a.moduleUnload, {"cuModuleUnload"}, missing) &&
         resolve(lib, a.moduleGetFunction, {"cuModuleGetFunction"}, missing) &&
         resolve(lib, a.funcSetAttribute, {"cuFuncSetAttribute"}, missing) &&
         resolve(lib, a.memAlloc, {"cuMemAlloc_v2"}, missing) &&
         resolve(lib, a.memFree, {"cuMemFree_v2"}, missing) &&
         resolve(lib, a.memcpyHtoD, {"cuMemcpyHtoD_v2"}, missing) &&
         resolve(lib, a.memsetD8, {"cuMemsetD8_v2"}, missing) &&
         resolve(lib, a.launchKernel, {"cuLaunchKernel"}, missing) &&
         resolve(lib, a.eventCreate, {"cuEventCreate"}, missing) &&
         resolve(lib, a.eventDestroy, {"cuEventDestroy_v2"}, missing) &&
         resolve(lib, a.eventRecord, {"cuEventRecord"}, missing) &&
         resolve(lib, a.eventSynchronize, {"cuEventSynchronize"}, missing) &&
         resolve(lib, a.eventElapsedTime,
                 {"cuEventElapsedTime_v2", "cuEventElapsedTime"}, missing) &&
         resolve(lib, a.getErrorName, {"cuGetErrorName"}, missing);
}

/// Random values that are numbers of the element type (floats in [-1, 1),
/// small integers), so that no kernel meets NaNs or denormals by chance.
std::vector<uint8_t> randomBytes(const BufferSpec &b, std::mt19937_64 &rng) {
  std::vector<uint8_t> data(b.bytes);
  std::uniform_real_distribution<float> uf(-1.0f, 1.0f);
  std::uniform_int_distribution<int> ui(-8, 8);
  size_t width = std::max(1u, b.bits / 8);
  for (size_t at = 0; at + width <= data.size(); at += width) {
    if (b.kind == 'f' && b.bits == 32) {
      float v = uf(rng);
      std::memcpy(&data[at], &v, 4);
    } else if (b.kind == 'f' && b.bits == 64) {
      double v = uf(rng);
      std::memcpy(&data[at], &v, 8);
    } else if (b.kind == 'f' && b.bits == 16) {
      // The upper half of an f32 is a valid bf16; for f16, an exponent in
      // [14, 15) with a random mantissa is a number in [0.5, 1).
      uint16_t v = uint16_t(0x3800 | (rng() & 0x3ff));
      std::memcpy(&data[at], &v, 2);
    } else if (b.kind == 'i') {
      int64_t v = ui(rng);
      std::memcpy(&data[at], &v, std::min<size_t>(width, 8));
    } else {
      data[at] = uint8_t(rng());
    }
  }
  return data;
}
} // namespace

std::unique_ptr<CudaDriver> CudaDriver::open(int ordinal, std::string &why) {
  void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    why = "no NVIDIA driver on this machine (libcuda.so.1 cannot be loaded), "
          "so there is no GPU to measure";
    return nullptr;
  }
  std::unique_ptr<CudaDriver> d(new CudaDriver);
  d->library = lib;
  d->api = std::make_unique<Api>();
  Api &a = *d->api;
  std::string missing;
  if (!resolveAll(lib, a, missing)) {
    why = "the NVIDIA driver's libcuda.so.1 has no " + missing +
          " (a driver older than CUDA 11?)";
    return nullptr;
  }
  if (CUresult r = a.init(0)) {
    why = r == kErrorNoDevice
              ? "no CUDA GPU is visible (cuInit found none)"
          : r == kErrorStubLibrary
              ? "no NVIDIA driver on this machine (the libcuda.so.1 found is "
                "the CUDA toolkit's stub library, CUDA_ERROR_STUB_LIBRARY), "
                "so there is no GPU to measure"
              : a.describe("cuInit", r);
    return nullptr;
  }
  int count = 0;
  a.deviceGetCount(&count);
  if (count == 0) {
    const char *vis = std::getenv("CUDA_VISIBLE_DEVICES");
    why = std::string("no CUDA GPU is visible (cuDeviceGetCount found none") +
          (vis ? std::string("; CUDA_VISIBLE_DEVICES=") + vis : "") + ")";
    return nullptr;
  }
  if (ordinal < 0 || ordinal >= count) {
    why = "no CUDA device " + std::to_string(ordinal) + " (" +
          std::to_string(count) + " visible)";
    return nullptr;
  }
  CUresult r = a.deviceGet(&a.dev, ordinal);
  if (!r)
    r = a.primaryCtxRetain(&d->context, a.dev);
  if (!r)
    r = a.ctxSetCurrent(d->context);
  if (r) {
    why = a.describe("creating a context on the GPU", r);
    return nullptr;
  }
  char name[256] = {0};
  a.deviceGetName(name, sizeof(name) - 1, a.dev);
  d->device.name = name;
  a.deviceGetAttribute(&d->device.major, kAttrCCMajor, a.dev);
  a.deviceGetAttribute(&d->device.minor, kAttrCCMinor, a.dev);
  int l2 = 0;
  a.deviceGetAttribute(&l2, kAttrL2CacheSize, a.dev);
  d->device.l2Bytes = l2;
  a.driverGetVersion(&d->device.driverVersion);
  return d;
}

CudaDriver::~CudaDriver() {
  if (api && context)
    api->primaryCtxRelease(api->dev);
  if (library)
    dlclose(library);
}

namespace {
/// Frees what a run allocated, whatever way it ends.
struct RunResources {
  CudaDriver::Api &a;
  std::vector<Handle> modules, events;
  std::vector<CUdeviceptr> buffers;
  CUdeviceptr flush = 0;
  ~RunResources() {
    for (Handle e : events)
      a.eventDestroy(e);
    for (CUdeviceptr p : buffers)
      a.memFree(p);
    if (flush)
      a.memFree(flush);
    for (Handle m : modules)
      a.moduleUnload(m);
  }
};

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  size_t n = v.size();
  return n == 0 ? 0 : n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}
} // namespace

bool CudaDriver::run(const std::vector<std::string> &ptxModules,
                     const std::vector<BufferSpec> &buffers,
                     const std::vector<LaunchSpec> &launches,
                     const TimingOptions &options,
                     std::vector<LaunchTiming> &timings, std::string &error) {
  Api &a = *api;
  RunResources res{a, {}, {}, {}, 0};
  auto fail = [&](const std::string &what, CUresult r) {
    error = a.describe(what.c_str(), r);
    return false;
  };
  for (size_t i = 0; i < ptxModules.size(); ++i) {
    char log[8192] = {0};
    int opts[] = {kJitErrorLogBuffer, kJitErrorLogBufferSize};
    void *vals[] = {log, reinterpret_cast<void *>(uintptr_t(sizeof(log)))};
    Handle m = nullptr;
    if (CUresult r =
            a.moduleLoadDataEx(&m, ptxModules[i].c_str(), 2, opts, vals)) {
      error = a.describe(("cuModuleLoadDataEx (module " + std::to_string(i) +
                          ")").c_str(), r) +
              (log[0] ? std::string(": ") + log : "");
      return false;
    }
    res.modules.push_back(m);
  }
  std::mt19937_64 rng(20260101);
  for (const BufferSpec &b : buffers) {
    CUdeviceptr p = 0;
    if (CUresult r = a.memAlloc(&p, std::max<uint64_t>(b.bytes, 1)))
      return fail("cuMemAlloc of " + std::to_string(b.bytes) + " bytes", r);
    res.buffers.push_back(p);
    std::vector<uint8_t> host = randomBytes(b, rng);
    if (!host.empty())
      if (CUresult r = a.memcpyHtoD(p, host.data(), host.size()))
        return fail("cuMemcpyHtoD", r);
  }
  // A cold L2: writing a buffer twice the L2's size before each timed run
  // evicts what the previous run left there.
  uint64_t flushBytes = uint64_t(std::max<int64_t>(device.l2Bytes, 1)) * 2;
  if (options.l2 == L2State::Cold)
    if (CUresult r = a.memAlloc(&res.flush, flushBytes))
      return fail("cuMemAlloc of the L2 flush buffer", r);
  Handle start = nullptr, stop = nullptr;
  if (CUresult r = a.eventCreate(&start, 0))
    return fail("cuEventCreate", r);
  res.events.push_back(start);
  if (CUresult r = a.eventCreate(&stop, 0))
    return fail("cuEventCreate", r);
  res.events.push_back(stop);

  timings.clear();
  for (const LaunchSpec &l : launches) {
    Handle fn = nullptr;
    if (CUresult r =
            a.moduleGetFunction(&fn, res.modules[l.module], l.kernel.c_str()))
      return fail("cuModuleGetFunction(" + l.kernel + ")", r);
    if (l.dynamicSharedBytes > 48 * 1024)
      if (CUresult r = a.funcSetAttribute(fn, kFuncAttrMaxDynamicShared,
                                          int(l.dynamicSharedBytes)))
        return fail("cuFuncSetAttribute(" + l.kernel + ")", r);
    // Bare-pointer convention: a memref is its device pointer, a scalar
    // its value; cuLaunchKernel takes the address of each.
    std::vector<CUdeviceptr> ptrs(l.params.size());
    std::vector<void *> args(l.params.size());
    for (size_t i = 0; i < l.params.size(); ++i) {
      const ParamSpec &p = l.params[i];
      if (p.buffer >= 0) {
        ptrs[i] = res.buffers[p.buffer];
        args[i] = &ptrs[i];
      } else {
        args[i] = const_cast<uint8_t *>(p.scalar.data());
      }
    }
    auto launch = [&]() {
      return a.launchKernel(fn, l.grid[0], l.grid[1], l.grid[2], l.block[0],
                            l.block[1], l.block[2], l.dynamicSharedBytes,
                            nullptr, args.data(), nullptr);
    };
    for (unsigned w = 0; w < options.warmup; ++w)
      if (CUresult r = launch())
        return fail("cuLaunchKernel(" + l.kernel + ")", r);
    if (CUresult r = a.ctxSynchronize())
      return fail("running " + l.kernel, r);
    LaunchTiming t;
    for (unsigned i = 0; i < options.repeat; ++i) {
      if (res.flush)
        if (CUresult r = a.memsetD8(res.flush, uint8_t(i), flushBytes))
          return fail("cuMemsetD8 (L2 flush)", r);
      float ms = 0;
      CUresult r = a.eventRecord(start, nullptr);
      if (!r)
        r = launch();
      if (!r)
        r = a.eventRecord(stop, nullptr);
      if (!r)
        r = a.eventSynchronize(stop);
      if (!r)
        r = a.eventElapsedTime(&ms, start, stop);
      if (r)
        return fail("timing " + l.kernel, r);
      t.samples.push_back(double(ms) * 1e-3);
    }
    t.median = median(t.samples);
    t.min = *std::min_element(t.samples.begin(), t.samples.end());
    t.max = *std::max_element(t.samples.begin(), t.samples.end());
    timings.push_back(std::move(t));
  }
  return true;
}
