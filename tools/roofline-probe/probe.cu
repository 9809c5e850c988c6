//===- probe.cu - roofline-probe: measure a GPU's roofline ceilings -------===//
//
//   roofline-probe [-o device.json] [--name NAME] [--gpu N] [--quick]
//
// Measures, ERT-style, the sustained ceilings of the GPU it runs on and
// writes them as a roofline-device/1 file (docs/devices.md) that
// `roofline-opt --analyze --device-file=F` reads:
//   - vector-unit throughput: FP64, FP32, FP16x2, BF16x2 FMA and INT32 IMAD
//     chains, 8 independent chains x 16-way unrolled per thread, one full
//     wave of resident threads;
//   - tensor-core throughput: large cuBLASLt GEMMs for FP64 (DMMA), TF32,
//     FP16, BF16 (FP32 accumulate), FP8 E4M3 and INT8, where the chip has
//     them;
//   - DRAM read, write and copy bandwidth over buffers far larger than L2;
//   - a working-set sweep: L2 (loads that bypass L1, ld.global.cg, 1 MiB ..
//     1 GiB spread over the whole grid), L1 (ld.global.ca, 16 KiB .. 1 MiB
//     per SM, every block of an SM reading the same bytes) and shared memory;
//   - launch overhead: back-to-back launches of an empty kernel.
// Every figure is the median of repeated runs timed with CUDA events; its
// "source" string says which kernel, sizes and repetitions produced it.
//
// Nothing is written unless every measurement succeeded: no GPU, a driver
// older than the runtime, or a failed launch is a one-line message and exit
// status 1.
//
//===----------------------------------------------------------------------===//

#include "CalibStats.h"
#include "CudaSupport.cuh"
#include "ProbeReport.h"

#include <cublasLt.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cerrno>
#include <cstdarg>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

using namespace roofline::calib;

namespace {

//===----------------------------------------------------------------------===//
// Errors and formatting
//===----------------------------------------------------------------------===//


using roofline::calib::fmt;
using roofline::calib::gVerbose;
using roofline::calib::progress;

//===----------------------------------------------------------------------===//
// Timing
//===----------------------------------------------------------------------===//


/// Runs `launch` (which enqueues work on the default stream) `warmup` times
/// untimed, then `reps` times each between two events. Returns the seconds of
/// each timed run. Any CUDA error ends the program.
template <typename Launch>
std::vector<double> timeRuns(const std::string &what, int warmup, int reps,
                             Launch &&launch) {
  Events ev;
  for (int i = 0; i < warmup; ++i) {
    launch();
    checkLaunch(what);
  }
  check(cudaDeviceSynchronize(), what + " (warm-up run)");
  std::vector<double> secs;
  for (int i = 0; i < reps; ++i) {
    check(cudaEventRecord(ev.start), "cudaEventRecord");
    launch();
    checkLaunch(what);
    check(cudaEventRecord(ev.stop), "cudaEventRecord");
    check(cudaEventSynchronize(ev.stop), what + " (run)");
    float ms = 0;
    check(cudaEventElapsedTime(&ms, ev.start, ev.stop), "cudaEventElapsedTime");
    secs.push_back(ms * 1e-3);
  }
  return secs;
}


//===----------------------------------------------------------------------===//
// Random fill
//===----------------------------------------------------------------------===//


template <typename T> void fillRandom(T *p, size_t n, uint32_t seed) {
  fillKernel<T><<<1024, 256>>>(p, n, seed);
  checkLaunch("fill");
}

//===----------------------------------------------------------------------===//
// Vector-unit throughput: FMA chains
//===----------------------------------------------------------------------===//

__device__ inline float fmaStep(float x, float a, float b) {
  return fmaf(x, a, b);
}
__device__ inline double fmaStep(double x, double a, double b) {
  return fma(x, a, b);
}
__device__ inline __half2 fmaStep(__half2 x, __half2 a, __half2 b) {
  return __hfma2(x, a, b);
}
__device__ inline __nv_bfloat162 fmaStep(__nv_bfloat162 x, __nv_bfloat162 a,
                                         __nv_bfloat162 b) {
  return __hfma2(x, a, b);
}
/// IMAD. Inline PTX so that the compiler cannot re-associate the integer
/// chain (integer arithmetic is associative; it could fold two steps).
__device__ inline int fmaStep(int x, int a, int b) {
  int r;
  asm("mad.lo.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(a), "r"(b));
  return r;
}

__device__ inline float addOp(float a, float b) { return a + b; }
__device__ inline double addOp(double a, double b) { return a + b; }
__device__ inline __half2 addOp(__half2 a, __half2 b) { return __hadd2(a, b); }
__device__ inline __nv_bfloat162 addOp(__nv_bfloat162 a, __nv_bfloat162 b) {
  return __hadd2(a, b);
}
__device__ inline int addOp(int a, int b) { return a + b; }

/// A distinct start value per chain and thread, so that no two chains are
/// provably equal (the compiler would merge them).
template <typename T> __device__ inline T chainStart(int i);
template <> __device__ inline float chainStart<float>(int i) {
  return 1.0f + i * 1e-3f;
}
template <> __device__ inline double chainStart<double>(int i) {
  return 1.0 + i * 1e-3;
}
template <> __device__ inline __half2 chainStart<__half2>(int i) {
  return __floats2half2_rn(1.0f + (i & 63) * 1e-3f, 0.5f + (i & 31) * 1e-3f);
}
template <> __device__ inline __nv_bfloat162 chainStart<__nv_bfloat162>(int i) {
  return __floats2bfloat162_rn(1.0f + (i & 63) * 1e-2f,
                               0.5f + (i & 31) * 1e-2f);
}
template <> __device__ inline int chainStart<int>(int i) { return i * 7 + 1; }

constexpr int kChains = 8;
constexpr int kUnroll = 16;

template <typename T>
__global__ void fmaChainKernel(T *out, T a, T b, int iters) {
  int tid = blockIdx.x * blockDim.x + threadIdx.x;
  T x[kChains];
#pragma unroll
  for (int j = 0; j < kChains; ++j)
    x[j] = chainStart<T>(tid * kChains + j);
  for (int i = 0; i < iters; ++i) {
#pragma unroll
    for (int u = 0; u < kUnroll; ++u) {
#pragma unroll
      for (int j = 0; j < kChains; ++j)
        x[j] = fmaStep(x[j], a, b);
    }
  }
  T s = x[0];
#pragma unroll
  for (int j = 1; j < kChains; ++j)
    s = addOp(s, x[j]);
  out[tid] = s; // keeps every chain live
}

struct FmaClass {
  const char *cls;
  const char *what;    // for the source string
  double flopsPerStep; // per fmaStep call per thread
};

//===----------------------------------------------------------------------===//
// Bandwidth kernels. Loads are volatile inline PTX: a repeated load of the
// same address must not be merged or hoisted out of the repetition loop.
//===----------------------------------------------------------------------===//

__device__ inline float4 loadCG(const float4 *p) {
  float4 v;
  asm volatile("ld.global.cg.v4.f32 {%0, %1, %2, %3}, [%4];"
               : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w)
               : "l"(p));
  return v;
}

__device__ inline float4 loadCA(const float4 *p) {
  float4 v;
  asm volatile("ld.global.ca.v4.f32 {%0, %1, %2, %3}, [%4];"
               : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w)
               : "l"(p));
  return v;
}

__device__ inline float4 loadShared(unsigned addr) {
  float4 v;
  asm volatile("ld.shared.v4.f32 {%0, %1, %2, %3}, [%4];"
               : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w)
               : "r"(addr));
  return v;
}

__device__ inline float sum4(float4 v) { return (v.x + v.y) + (v.z + v.w); }

/// Streams `reps` times over n4 float4 spread over the whole grid (each
/// element read by one thread per pass), bypassing L1. reps = 1 over a
/// buffer far larger than L2 is the DRAM read kernel.
__global__ void readKernel(const float4 *p, size_t n4, int reps, float *out) {
  size_t tid = blockIdx.x * size_t(blockDim.x) + threadIdx.x;
  size_t stride = size_t(gridDim.x) * blockDim.x;
  float acc = 0;
  for (int r = 0; r < reps; ++r) {
    size_t i = tid;
    for (; i + 3 * stride < n4; i += 4 * stride) {
      float4 v0 = loadCG(p + i), v1 = loadCG(p + i + stride);
      float4 v2 = loadCG(p + i + 2 * stride), v3 = loadCG(p + i + 3 * stride);
      acc += (sum4(v0) + sum4(v1)) + (sum4(v2) + sum4(v3));
    }
    for (; i < n4; i += stride)
      acc += sum4(loadCG(p + i));
  }
  if (acc == -1.0f) // practically never; keeps the sum live
    out[tid] = acc;
}

__global__ void writeKernel(float4 *p, size_t n4, float value) {
  size_t tid = blockIdx.x * size_t(blockDim.x) + threadIdx.x;
  size_t stride = size_t(gridDim.x) * blockDim.x;
  float4 v = make_float4(value, value, value, value);
  for (size_t i = tid; i < n4; i += stride)
    p[i] = v;
}

__global__ void copyKernel(float4 *dst, const float4 *src, size_t n4) {
  size_t tid = blockIdx.x * size_t(blockDim.x) + threadIdx.x;
  size_t stride = size_t(gridDim.x) * blockDim.x;
  size_t i = tid;
  for (; i + 3 * stride < n4; i += 4 * stride) {
    float4 v0 = loadCG(src + i), v1 = loadCG(src + i + stride);
    float4 v2 = loadCG(src + i + 2 * stride),
           v3 = loadCG(src + i + 3 * stride);
    dst[i] = v0;
    dst[i + stride] = v1;
    dst[i + 2 * stride] = v2;
    dst[i + 3 * stride] = v3;
  }
  for (; i < n4; i += stride)
    dst[i] = loadCG(src + i);
}

/// Every block reads the same n4 float4 (n4 a multiple of 4 x blockDim)
/// `reps` times through L1 (ld.global.ca): the working set of an SM is the
/// buffer, whatever the number of blocks it holds.
__global__ void l1ReadKernel(const float4 *p, int n4, int reps, float *out) {
  float acc = 0;
  int step = blockDim.x;
  for (int r = 0; r < reps; ++r)
    for (int i = threadIdx.x; i < n4; i += 4 * step) {
      float4 v0 = loadCA(p + i), v1 = loadCA(p + i + step);
      float4 v2 = loadCA(p + i + 2 * step), v3 = loadCA(p + i + 3 * step);
      acc += (sum4(v0) + sum4(v1)) + (sum4(v2) + sum4(v3));
    }
  if (acc == -1.0f)
    out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

constexpr int kSharedFloat4 = 1024; // 16 KiB per block
/// Each block reads its 16 KiB of shared memory `reps` times, 128-bit loads,
/// consecutive threads on consecutive 16-byte words (no bank conflicts).
/// Needs blockDim.x == 256.
__global__ void sharedReadKernel(int reps, float *out) {
  __shared__ float4 buf[kSharedFloat4];
  for (int i = threadIdx.x; i < kSharedFloat4; i += blockDim.x)
    buf[i] = make_float4(i, i + 1, i + 2, i + 3);
  __syncthreads();
  unsigned base =
      static_cast<unsigned>(__cvta_generic_to_shared(buf)) + threadIdx.x * 16;
  float acc = 0;
  for (int r = 0; r < reps; ++r) {
#pragma unroll
    for (int k = 0; k < 4; ++k)
      acc += sum4(loadShared(base + k * 256 * 16));
  }
  if (acc == -1.0f)
    out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}

__global__ void emptyKernel() {}

//===----------------------------------------------------------------------===//
// The probe
//===----------------------------------------------------------------------===//

struct Options {
  std::string output;
  std::string name;
  int gpu = 0;
  bool quick = false;
};

struct Probe {
  Options opt;
  cudaDeviceProp prop{};
  int ccMajor = 0, ccMinor = 0, sms = 0, clockKHz = 0;
  int warmup = 2, reps = 10;
  std::string deviceDesc; // "NVIDIA H200 (sm_90, driver CUDA 13.0, ...)"
  ProbeResults res;
  DeviceBuffer *scratchOut = nullptr; // sink for kernels' live-keeping stores

  int cc() const { return ccMajor * 10 + ccMinor; }

  /// Blocks of `threads` that fill every SM once (one full wave).
  template <typename K> int fullWave(K kernel, int threads, size_t smem = 0) {
    int perSM = 0;
    check(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSM, kernel,
                                                        threads, smem),
          "cudaOccupancyMaxActiveBlocksPerMultiprocessor");
    return std::max(1, perSM) * sms;
  }

  std::string runsText(const std::vector<double> &s) const {
    return fmt("median of %zu timed runs after %d warm-up%s (CUDA events)",
               s.size(), warmup, warmup == 1 ? "" : "s");
  }

  static std::string sweepText(int runs) {
    return fmt("median of %d timed runs after 1 warm-up (CUDA events)", runs);
  }

  void queryDevice() {
    check(cudaSetDevice(opt.gpu), fmt("cudaSetDevice(%d)", opt.gpu));
    check(cudaGetDeviceProperties(&prop, opt.gpu), "cudaGetDeviceProperties");
    check(cudaDeviceGetAttribute(&clockKHz, cudaDevAttrClockRate, opt.gpu),
          "cudaDeviceGetAttribute(clock rate)");
    ccMajor = prop.major;
    ccMinor = prop.minor;
    sms = prop.multiProcessorCount;
    int drv = 0, rt = 0;
    cudaDriverGetVersion(&drv);
    cudaRuntimeGetVersion(&rt);
    char date[32];
    std::time_t now = std::time(nullptr);
    std::strftime(date, sizeof date, "%Y-%m-%d", std::gmtime(&now));
    deviceDesc = fmt("%s (sm_%d%d, %d SMs, driver CUDA %s, runtime %s, %s)",
                     prop.name, ccMajor, ccMinor, sms,
                     cudaVersionString(drv).c_str(),
                     cudaVersionString(rt).c_str(), date);
    if (ccMajor < 7)
      die(fmt("%s is compute capability %d.%d; roofline-probe needs 7.0 or "
              "newer",
              prop.name, ccMajor, ccMinor));
    res.name = opt.name.empty() ? deviceFileName(prop.name) : opt.name;
    res.displayName = std::string(prop.name) + " (roofline-probe)";
    res.architecture = fmt("%s, sm_%d%d", prop.name, ccMajor, ccMinor);
    res.smCount = sms;
    res.boostClockMHz = clockKHz / 1000.0;
    res.sparsityFactor = ccMajor >= 8 ? 2.0 : 1.0;
    res.notes.push_back(fmt(
        "GPU: %s. sm_count (multiProcessorCount) and boost_clock_mhz "
        "(cudaDevAttrClockRate, the maximum SM clock, %d kHz) come from the "
        "CUDA runtime; sparsity_factor %.1f is the 2:4 structured-sparsity "
        "factor of tensor cores on compute capability >= 8.0 (not measured).",
        deviceDesc.c_str(), clockKHz, res.sparsityFactor));
    progress(fmt("roofline-probe: %s", deviceDesc.c_str()));
  }

  void measureLaunchOverhead() {
    const int perRun = opt.quick ? 500 : 2000;
    auto secs = timeRuns("emptyKernel (back to back)", warmup, reps, [&] {
      for (int i = 0; i < perRun; ++i)
        emptyKernel<<<1, 32>>>();
    });
    double us = median(secs) / perRun * 1e6;
    // The same kernel timed alone between two events, for comparison.
    auto alone = timeRuns("emptyKernel (alone)", warmup, opt.quick ? 20 : 100,
                          [&] { emptyKernel<<<1, 32>>>(); });
    double aloneUs = median(alone) * 1e6;
    res.launchOverheadUs = {
        us, fmt("roofline-probe measurement on %s: %d back-to-back launches "
                "of an empty kernel (1 block of 32 threads) into one stream, "
                "timed with CUDA events around the batch: %.3f us per "
                "launch, %s; the same kernel timed alone between two events "
                "takes %.3f us (median of %zu)",
                deviceDesc.c_str(), perRun, us, runsText(secs).c_str(),
                aloneUs, alone.size())};
    progress(fmt("  launch overhead  %8.3f us   (alone between events: %.3f "
                 "us)",
                 us, aloneUs));
  }

  template <typename T>
  void measureFma(const FmaClass &fc, T a, T b) {
    const int threads = 256;
    int blocks = fullWave(fmaChainKernel<T>, threads);
    size_t nthreads = size_t(blocks) * threads;
    DeviceBuffer out(nthreads * sizeof(T), "FMA results");
    // Scale the iteration count so that one run takes ~20 ms (5 ms quick).
    int iters = 64;
    auto probe = timeRuns(std::string("FMA ") + fc.cls, 1, 3, [&] {
      fmaChainKernel<T><<<blocks, threads>>>(out.as<T>(), a, b, iters);
    });
    double target = opt.quick ? 5e-3 : 20e-3;
    double t0 = std::max(median(probe), 1e-6);
    iters = static_cast<int>(
        std::clamp(iters * target / t0, 64.0, double(1 << 24)));
    auto secs = timeRuns(std::string("FMA ") + fc.cls, warmup, reps, [&] {
      fmaChainKernel<T><<<blocks, threads>>>(out.as<T>(), a, b, iters);
    });
    double flops = double(nthreads) * iters * kUnroll * kChains *
                   fc.flopsPerStep;
    double t = median(secs);
    double tflops = flops / t / 1e12;
    res.compute.push_back(
        {fc.cls,
         {tflops,
          fmt("roofline-probe measurement on %s, the measured value used as "
              "peak and sustained: %s, %d independent chains x %d-way "
              "unrolled x %d iterations per thread, %d blocks x %d threads "
              "(one full wave), %.4g %s per run, %s: %.4g ms",
              deviceDesc.c_str(), fc.what, kChains, kUnroll, iters, blocks,
              threads, flops,
              std::string(fc.cls) == "int32" ? "operations" : "FLOP",
              runsText(secs).c_str(), t * 1e3)}});
    progress(fmt("  %-8s        %8.2f T%s/s  (%s)", fc.cls, tflops,
                 std::string(fc.cls) == "int32" ? "OP" : "FLOP", fc.what));
  }

  void measureVectorUnits() {
    measureFma<double>({"fp64", "FP64 FMA (DFMA), 2 FLOP each", 2}, 0.999999,
                       1e-6);
    measureFma<float>({"fp32", "FP32 FMA (FFMA), 2 FLOP each", 2}, 0.9999f,
                      1e-4f);
    measureFma<__half2>({"fp16", "FP16x2 FMA (HFMA2), 4 FLOP each", 4},
                        __floats2half2_rn(0.999f, 0.999f),
                        __floats2half2_rn(0.001f, 0.001f));
    if (ccMajor >= 8)
      measureFma<__nv_bfloat162>(
          {"bf16", "BF16x2 FMA (HFMA2.BF16), 4 FLOP each", 4},
          __floats2bfloat162_rn(0.99f, 0.99f),
          __floats2bfloat162_rn(0.0117f, 0.0117f));
    measureFma<int>({"int32",
                     "INT32 multiply-add (IMAD), 2 operations each as NVIDIA "
                     "counts TOPS",
                     2},
                    3, 1);
  }

  void measureDram() {
    size_t freeB = 0, totalB = 0;
    check(cudaMemGetInfo(&freeB, &totalB), "cudaMemGetInfo");
    size_t cap = opt.quick ? (size_t(512) << 20) : (size_t(2) << 30);
    size_t bytes = std::min(cap, freeB / 4) & ~size_t(0xFFFFF);
    if (bytes < 8 * size_t(prop.l2CacheSize))
      die(fmt("only %s of device memory free; the DRAM kernels need buffers "
              "8x the L2 (%s)",
              formatBytes(freeB).c_str(),
              formatBytes(prop.l2CacheSize).c_str()));
    DeviceBuffer a(bytes, "DRAM read/write buffer"),
        b(bytes, "DRAM copy destination");
    fillRandom(a.as<float>(), bytes / 4, 1);
    check(cudaDeviceSynchronize(), "fill");
    size_t n4 = bytes / 16;
    const int threads = 256;
    int rblocks = fullWave(readKernel, threads);
    int wblocks = fullWave(writeKernel, threads);
    int cblocks = fullWave(copyKernel, threads);
    float *sink = scratchOut->as<float>();

    auto rd = timeRuns("DRAM read", warmup, reps, [&] {
      readKernel<<<rblocks, threads>>>(a.as<float4>(), n4, 1, sink);
    });
    auto wr = timeRuns("DRAM write", warmup, reps, [&] {
      writeKernel<<<wblocks, threads>>>(b.as<float4>(), n4, 1.0f);
    });
    auto cp = timeRuns("DRAM copy", warmup, reps, [&] {
      copyKernel<<<cblocks, threads>>>(b.as<float4>(), a.as<float4>(), n4);
    });
    double rGB = bytes / median(rd) / 1e9;
    double wGB = bytes / median(wr) / 1e9;
    double cGB = 2.0 * bytes / median(cp) / 1e9;
    dramRead = rGB;
    ProbeMemoryLevel m;
    m.bandwidthGBps = {
        cGB,
        fmt("roofline-probe measurement on %s, the measured value used as "
            "peak and sustained: device-memory copy kernel (128-bit loads "
            "that bypass L1, 128-bit stores, grid-stride over one full wave "
            "of %d blocks x %d threads), %s copied into a second buffer, "
            "counting bytes read plus bytes written, %s: %.1f GB/s. Same "
            "buffers read-only: %.1f GB/s; write-only: %.1f GB/s. The copy "
            "figure is the ceiling because an op both reads and writes. "
            "Capacity: totalGlobalMem, the memory the driver exposes",
            deviceDesc.c_str(), cblocks, threads, formatBytes(bytes).c_str(),
            runsText(cp).c_str(), cGB, rGB, wGB)};
    m.capacityBytes = prop.totalGlobalMem;
    res.dram = m;
    progress(fmt("  dram copy        %8.1f GB/s  (read %.1f, write %.1f, "
                 "buffers of %s)",
                 cGB, rGB, wGB, formatBytes(bytes).c_str()));
  }

  double dramRead = 0;

  void measureCaches() {
    const int threads = 256;
    float *sink = scratchOut->as<float>();
    const uint64_t l2 = prop.l2CacheSize;

    // L2 sweep: 1 MiB .. 1 GiB in steps of sqrt(2), spread over the grid,
    // loads bypass L1. Each point reads >= 4 GiB (1 GiB quick) in total.
    size_t maxBytes = opt.quick ? (size_t(256) << 20) : (size_t(1) << 30);
    DeviceBuffer buf(maxBytes, "working-set sweep");
    fillRandom(buf.as<float>(), maxBytes / 4, 2);
    check(cudaDeviceSynchronize(), "fill");
    int rblocks = fullWave(readKernel, threads);
    std::vector<SweepPoint> l2Sweep;
    const double target = opt.quick ? double(1 << 30) : 4.0 * (1 << 30);
    int sweepReps = opt.quick ? 3 : 5;
    for (int k = 0;; ++k) {
      uint64_t w = static_cast<uint64_t>(std::ldexp(1.0, 20 + k / 2) *
                                         (k % 2 ? std::sqrt(2.0) : 1.0));
      w &= ~uint64_t(0xFFFF); // 64 KiB multiples
      if (w > maxBytes)
        break;
      size_t n4 = w / 16;
      int passes = static_cast<int>(std::max(2.0, std::ceil(target / w)));
      int blocks = static_cast<int>(
          std::min<size_t>(rblocks, (n4 + threads - 1) / threads));
      auto secs = timeRuns("L2 sweep", 1, sweepReps, [&] {
        readKernel<<<blocks, threads>>>(buf.as<float4>(), n4, passes, sink);
      });
      l2Sweep.push_back({w, double(w) * passes / median(secs) / 1e9});
    }
    std::vector<SweepPoint> used;
    // The plateau: working sets from 4 MiB (enough elements to give every
    // resident thread work) to half the L2 (H100/H200 split their L2 in two
    // partitions; beyond half, lines start to come from the far one).
    auto l2Plateau = plateauGBps(l2Sweep, 4u << 20, l2 / 2, &used);
    if (!l2Plateau)
      die("the L2 sweep has no working set between 4 MiB and half the L2 (" +
          formatBytes(l2) + ")");
    std::vector<SweepPoint> dramUsed;
    auto dramPlateau = plateauGBps(l2Sweep, 4 * l2, UINT64_MAX, &dramUsed);

    ProbeMemoryLevel m2;
    m2.bandwidthGBps = {
        *l2Plateau,
        fmt("roofline-probe measurement on %s, the measured value used as "
            "peak and sustained: median of the L2 plateau of a read sweep "
            "(128-bit loads that bypass L1, ld.global.cg; the working set "
            "spread over one full wave of %d blocks x %d threads and read "
            "until >= %s have moved; each point the %s) over the %zu working "
            "sets from 4 MiB to half the L2 (%s .. %s): %.1f GB/s. Beyond 4x "
            "the L2 the same sweep reads %s GB/s (DRAM). Capacity: "
            "l2CacheSize",
            deviceDesc.c_str(), rblocks, threads,
            formatBytes(uint64_t(target)).c_str(),
            sweepText(sweepReps).c_str(), used.size(),
            formatBytes(used.front().workingSetBytes).c_str(),
            formatBytes(used.back().workingSetBytes).c_str(), *l2Plateau,
            dramPlateau ? fmt("%.1f", *dramPlateau).c_str() : "(not reached)")};
    m2.capacityBytes = l2;
    res.l2 = m2;
    res.notes.push_back("L2 sweep (ld.global.cg, whole grid): " +
                        formatSweep(l2Sweep));
    progress(fmt("  l2 plateau       %8.1f GB/s  (%zu points, %s .. %s)",
                 *l2Plateau, used.size(),
                 formatBytes(used.front().workingSetBytes).c_str(),
                 formatBytes(used.back().workingSetBytes).c_str()));

    // L1 sweep: every block of an SM reads the same bytes through L1.
    check(cudaFuncSetAttribute(l1ReadKernel,
                               cudaFuncAttributePreferredSharedMemoryCarveout,
                               0),
          "cudaFuncSetAttribute(l1ReadKernel, carveout)");
    int l1blocks = fullWave(l1ReadKernel, threads);
    std::vector<SweepPoint> l1Sweep;
    const double perBlock = opt.quick ? double(4 << 20) : double(16 << 20);
    for (uint64_t w = 16 << 10; w <= (1u << 20); w *= 2) {
      int n4 = static_cast<int>(w / 16);
      int passes = static_cast<int>(std::max(1.0, perBlock / w));
      auto secs = timeRuns("L1 sweep", 1, sweepReps, [&] {
        l1ReadKernel<<<l1blocks, threads>>>(buf.as<float4>(), n4, passes,
                                            sink);
      });
      l1Sweep.push_back(
          {w, double(w) * passes * l1blocks / median(secs) / 1e9});
    }
    std::vector<SweepPoint> l1Used;
    auto l1Plateau = plateauGBps(l1Sweep, 16 << 10, 64 << 10, &l1Used);
    if (!l1Plateau)
      die("the L1 sweep has no working set between 16 and 64 KiB");

    // Shared memory.
    check(cudaFuncSetAttribute(sharedReadKernel,
                               cudaFuncAttributePreferredSharedMemoryCarveout,
                               100),
          "cudaFuncSetAttribute(sharedReadKernel, carveout)");
    int sblocks = fullWave(sharedReadKernel, threads);
    int sreps = opt.quick ? 256 : 1024;
    auto ssecs = timeRuns("shared-memory read", warmup, reps, [&] {
      sharedReadKernel<<<sblocks, threads>>>(sreps, sink);
    });
    double sharedGB =
        double(sblocks) * sreps * kSharedFloat4 * 16 / median(ssecs) / 1e9;

    double l1GB = std::max(*l1Plateau, sharedGB);
    ProbeMemoryLevel m1;
    m1.bandwidthGBps = {
        l1GB,
        fmt("roofline-probe measurement on %s, the measured value used as "
            "peak and sustained: the larger of (a) the L1 plateau of a read "
            "sweep, every block of an SM reading the same working set with "
            "128-bit ld.global.ca loads (%d blocks x %d threads, carveout "
            "preferring L1), median over %s .. %s per SM, each point the %s: "
            "%.1f GB/s, and (b) 128-bit shared-memory reads, 16 KiB per "
            "block read %d times by %d blocks x %d threads, %s: %.1f GB/s. "
            "capacity_bytes_per_sm: the combined L1/shared size of compute "
            "capability %d.%d (CUDA C++ Programming Guide; not queryable); "
            "shared_memory_bytes_per_sm: sharedMemPerMultiprocessor",
            deviceDesc.c_str(), l1blocks, threads,
            formatBytes(l1Used.front().workingSetBytes).c_str(),
            formatBytes(l1Used.back().workingSetBytes).c_str(),
            sweepText(sweepReps).c_str(), *l1Plateau,
            sreps, sblocks, threads, runsText(ssecs).c_str(), sharedGB,
            ccMajor, ccMinor)};
    m1.capacityBytes = l1CapacityPerSM();
    m1.sharedBytesPerSM = prop.sharedMemPerMultiprocessor;
    res.l1 = m1;
    res.notes.push_back("L1 sweep (ld.global.ca, per SM): " +
                        formatSweep(l1Sweep));
    progress(fmt("  l1/shared        %8.1f GB/s  (L1 plateau %.1f, shared "
                 "%.1f)",
                 l1GB, *l1Plateau, sharedGB));
  }

  /// Combined L1 data cache + shared memory per SM, by compute capability
  /// (CUDA C++ Programming Guide, "Compute Capabilities"). Falls back to the
  /// shared-memory size when the architecture is not in the table.
  uint64_t l1CapacityPerSM() const {
    switch (cc()) {
    case 70: case 72: return 128 << 10;
    case 75: return 96 << 10;
    case 80: case 87: return 192 << 10;
    case 86: case 89: return 128 << 10;
    case 90: case 100: case 103: return 256 << 10;
    case 120: case 121: return 128 << 10;
    default: return prop.sharedMemPerMultiprocessor;
    }
  }

  //===--------------------------------------------------------------------===//
  // Tensor cores through cuBLASLt
  //===--------------------------------------------------------------------===//

  struct GemmClass {
    const char *cls;
    const char *what;
    cudaDataType ab, c;
    cublasComputeType_t compute;
    cudaDataType scale;
    int n; // M = N = K
  };

  static size_t typeSize(cudaDataType t) {
    switch (t) {
    case CUDA_R_64F: return 8;
    case CUDA_R_32F: case CUDA_R_32I: return 4;
    case CUDA_R_16F: case CUDA_R_16BF: return 2;
    default: return 1; // CUDA_R_8I, CUDA_R_8F_E4M3
    }
  }

  static void fillTyped(void *p, cudaDataType t, size_t n, uint32_t seed) {
    switch (t) {
    case CUDA_R_64F: fillRandom(static_cast<double *>(p), n, seed); break;
    case CUDA_R_32F: fillRandom(static_cast<float *>(p), n, seed); break;
    case CUDA_R_16F: fillRandom(static_cast<__half *>(p), n, seed); break;
    case CUDA_R_16BF:
      fillRandom(static_cast<__nv_bfloat16 *>(p), n, seed);
      break;
    case CUDA_R_8I: fillRandom(static_cast<int8_t *>(p), n, seed); break;
    case CUDA_R_8F_E4M3:
      fillRandom(static_cast<__nv_fp8_e4m3 *>(p), n, seed);
      break;
    default: check(cudaMemset(p, 0, n * typeSize(t)), "cudaMemset"); break;
    }
  }

  static std::string ltStatus(cublasStatus_t s) {
    return fmt("%s (%d)", cublasLtGetStatusName(s), int(s));
  }

  void ltCheck(cublasStatus_t s, const std::string &what) {
    if (s != CUBLAS_STATUS_SUCCESS)
      die(what + ": " + ltStatus(s));
  }

  /// Measures one GEMM class; returns false (with `why`) when cuBLASLt has
  /// no algorithm for it on this GPU.
  bool measureGemm(cublasLtHandle_t lt, const GemmClass &g, void *workspace,
                   size_t wsBytes, std::string &why) {
    const int n = g.n;
    size_t nn = size_t(n) * n;
    DeviceBuffer A(nn * typeSize(g.ab), std::string(g.cls) + " GEMM A");
    DeviceBuffer B(nn * typeSize(g.ab), std::string(g.cls) + " GEMM B");
    DeviceBuffer C(nn * typeSize(g.c), std::string(g.cls) + " GEMM C");
    fillTyped(A.ptr, g.ab, nn, 11);
    fillTyped(B.ptr, g.ab, nn, 12);
    fillTyped(C.ptr, g.c, nn, 13);
    check(cudaDeviceSynchronize(), "fill");

    cublasLtMatmulDesc_t desc = nullptr;
    cublasLtMatrixLayout_t la = nullptr, lb = nullptr, lc = nullptr;
    cublasLtMatmulPreference_t pref = nullptr;
    ltCheck(cublasLtMatmulDescCreate(&desc, g.compute, g.scale),
            "cublasLtMatmulDescCreate");
    cublasOperation_t opT = CUBLAS_OP_T, opN = CUBLAS_OP_N;
    ltCheck(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_TRANSA,
                                           &opT, sizeof opT),
            "TRANSA");
    ltCheck(cublasLtMatmulDescSetAttribute(desc, CUBLASLT_MATMUL_DESC_TRANSB,
                                           &opN, sizeof opN),
            "TRANSB");
    // "TN": A is stored K x M and transposed, B is K x N, C/D M x N, all
    // column-major (the layout FP8 and INT8 require).
    ltCheck(cublasLtMatrixLayoutCreate(&la, g.ab, n, n, n), "layout A");
    ltCheck(cublasLtMatrixLayoutCreate(&lb, g.ab, n, n, n), "layout B");
    ltCheck(cublasLtMatrixLayoutCreate(&lc, g.c, n, n, n), "layout C");
    ltCheck(cublasLtMatmulPreferenceCreate(&pref), "preference");
    ltCheck(cublasLtMatmulPreferenceSetAttribute(
                pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &wsBytes,
                sizeof wsBytes),
            "workspace preference");
    cublasLtMatmulHeuristicResult_t heur{};
    int found = 0;
    cublasStatus_t hs = cublasLtMatmulAlgoGetHeuristic(
        lt, desc, la, lb, lc, lc, pref, 1, &heur, &found);
    bool ok = hs == CUBLAS_STATUS_SUCCESS && found > 0;
    if (!ok) {
      why = fmt("cuBLASLt has no algorithm for %s on this GPU "
                "(cublasLtMatmulAlgoGetHeuristic: %s, %d found)",
                g.what, ltStatus(hs).c_str(), found);
    } else {
      double a64 = 1, b64 = 0;
      float a32 = 1, b32 = 0;
      int32_t ai = 1, bi = 0;
      const void *alpha = g.scale == CUDA_R_64F   ? (const void *)&a64
                          : g.scale == CUDA_R_32I ? (const void *)&ai
                                                  : (const void *)&a32;
      const void *beta = g.scale == CUDA_R_64F   ? (const void *)&b64
                         : g.scale == CUDA_R_32I ? (const void *)&bi
                                                 : (const void *)&b32;
      cublasStatus_t runStatus = CUBLAS_STATUS_SUCCESS;
      auto secs = timeRuns(std::string(g.cls) + " GEMM", warmup, reps, [&] {
        cublasStatus_t s = cublasLtMatmul(
            lt, desc, alpha, A.ptr, la, B.ptr, lb, beta, C.ptr, lc, C.ptr, lc,
            &heur.algo, workspace, wsBytes, 0);
        if (s != CUBLAS_STATUS_SUCCESS)
          runStatus = s;
      });
      ltCheck(runStatus, std::string(g.cls) + " GEMM (cublasLtMatmul)");
      double t = median(secs);
      double flops = 2.0 * n * double(n) * n;
      double tflops = flops / t / 1e12;
      res.compute.push_back(
          {g.cls,
           {tflops,
            fmt("roofline-probe measurement on %s, the measured value used "
                "as peak and sustained: cublasLtMatmul %s, M = N = K = %d "
                "(TN, random data), cuBLASLt's first heuristic algorithm, "
                "%zu MiB workspace, 2MNK = %.4g %s per run, %s: %.4g ms",
                deviceDesc.c_str(), g.what, n, wsBytes >> 20, flops,
                std::string(g.cls) == "int8_tc" ? "operations" : "FLOP",
                runsText(secs).c_str(), t * 1e3)}});
      progress(fmt("  %-8s        %8.2f T%s/s  (cuBLASLt %s, n=%d)", g.cls,
                   tflops,
                   std::string(g.cls) == "int8_tc" ? "OP" : "FLOP", g.what,
                   n));
    }
    cublasLtMatmulPreferenceDestroy(pref);
    cublasLtMatrixLayoutDestroy(la);
    cublasLtMatrixLayoutDestroy(lb);
    cublasLtMatrixLayoutDestroy(lc);
    cublasLtMatmulDescDestroy(desc);
    return ok;
  }

  void measureTensorCores() {
    cublasLtHandle_t lt = nullptr;
    ltCheck(cublasLtCreate(&lt), "cublasLtCreate");
    size_t wsBytes = size_t(64) << 20;
    DeviceBuffer ws(wsBytes, "cuBLASLt workspace");
    int big = opt.quick ? 4096 : 8192, huge = opt.quick ? 4096 : 16384;
    std::vector<GemmClass> classes;
    // FP64 tensor cores (DMMA): A100, H100/H200, B200; elsewhere DGEMM runs
    // on the FP64 units, which the fp64 FMA figure already covers.
    if (cc() == 80 || cc() == 90 || cc() == 100)
      classes.push_back({"fp64_tc", "FP64 x FP64 -> FP64 (DMMA)", CUDA_R_64F,
                         CUDA_R_64F, CUBLAS_COMPUTE_64F, CUDA_R_64F, big});
    if (ccMajor >= 8)
      classes.push_back({"tf32_tc", "FP32 data on TF32 tensor cores, FP32 "
                                    "accumulate (CUBLAS_COMPUTE_32F_FAST_TF32)",
                         CUDA_R_32F, CUDA_R_32F, CUBLAS_COMPUTE_32F_FAST_TF32,
                         CUDA_R_32F, big});
    classes.push_back({"fp16_tc", "FP16 x FP16 -> FP16, FP32 accumulate",
                       CUDA_R_16F, CUDA_R_16F, CUBLAS_COMPUTE_32F, CUDA_R_32F,
                       big});
    if (ccMajor >= 8)
      classes.push_back({"bf16_tc", "BF16 x BF16 -> BF16, FP32 accumulate",
                         CUDA_R_16BF, CUDA_R_16BF, CUBLAS_COMPUTE_32F,
                         CUDA_R_32F, big});
    if (cc() >= 89)
      classes.push_back({"fp8_tc", "FP8 E4M3 x E4M3 -> BF16, FP32 accumulate",
                         CUDA_R_8F_E4M3, CUDA_R_16BF, CUBLAS_COMPUTE_32F,
                         CUDA_R_32F, huge});
    if (cc() >= 75)
      classes.push_back({"int8_tc", "INT8 x INT8 -> INT32, INT32 accumulate",
                         CUDA_R_8I, CUDA_R_32I, CUBLAS_COMPUTE_32I,
                         CUDA_R_32I, huge});
    for (const GemmClass &g : classes) {
      std::string why;
      if (!measureGemm(lt, g, ws.ptr, wsBytes, why)) {
        std::fprintf(stderr, "roofline-probe: warning: %s not measured: %s\n",
                     g.cls, why.c_str());
        res.notes.push_back(std::string(g.cls) + " is left out: " + why +
                            "; roofline-opt falls back along its class chain "
                            "(docs/devices.md)");
      }
    }
    cublasLtDestroy(lt);
  }

  int run() {
    if (opt.quick) {
      warmup = 1;
      reps = 5;
    }
    queryDevice();
    DeviceBuffer sink(size_t(64) << 20, "result sink");
    scratchOut = &sink;
    measureLaunchOverhead();
    measureVectorUnits();
    measureDram();
    measureCaches();
    measureTensorCores();
    check(cudaDeviceSynchronize(), "final synchronize");
    scratchOut = nullptr;

    if (std::string problem = checkProbeResults(res); !problem.empty())
      die("incomplete measurements: " + problem);
    std::string json = writeDeviceJSON(res);
    if (opt.output.empty() || opt.output == "-") {
      std::fwrite(json.data(), 1, json.size(), stdout);
      return 0;
    }
    // Write to a temporary file and rename, so that a failed write never
    // leaves a partial device file behind.
    std::string tmp = opt.output + ".tmp";
    FILE *f = std::fopen(tmp.c_str(), "w");
    if (!f)
      die("cannot write " + tmp + ": " + std::strerror(errno));
    bool ok = std::fwrite(json.data(), 1, json.size(), f) == json.size();
    ok = (std::fclose(f) == 0) && ok;
    if (!ok || std::rename(tmp.c_str(), opt.output.c_str()) != 0) {
      std::remove(tmp.c_str());
      die("cannot write " + opt.output);
    }
    progress("roofline-probe: wrote " + opt.output);
    return 0;
  }
};

void usage(FILE *f) {
  std::fprintf(
      f,
      "usage: roofline-probe [-o device.json] [--name NAME] [--gpu N] "
      "[--quick] [--quiet]\n"
      "Measures the GPU's sustained ceilings (FMA and tensor-core throughput,\n"
      "DRAM/L2/L1 bandwidth, launch overhead) and writes a roofline-device/1\n"
      "file for roofline-opt --device-file (stdout without -o).\n"
      "  --name NAME  the device file's name (default: <gpu>-measured)\n"
      "  --gpu N      CUDA device index (default 0)\n"
      "  --quick      smaller sizes and fewer runs (tests; not for "
      "calibration)\n");
}

} // namespace

int main(int argc, char **argv) {
  gToolName = "roofline-probe";
  gNothingWritten = "no device file written";
  Options opt;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&](const char *flag) -> std::string {
      std::string f = flag;
      if (a.rfind(f + "=", 0) == 0)
        return a.substr(f.size() + 1);
      if (i + 1 >= argc) {
        std::fprintf(stderr, "roofline-probe: %s needs a value\n", flag);
        std::exit(2);
      }
      return argv[++i];
    };
    if (a == "-h" || a == "--help") {
      usage(stdout);
      return 0;
    } else if (a == "-o" || a.rfind("-o=", 0) == 0) {
      opt.output = value("-o");
    } else if (a == "--name" || a.rfind("--name=", 0) == 0) {
      opt.name = value("--name");
    } else if (a == "--gpu" || a.rfind("--gpu=", 0) == 0) {
      opt.gpu = std::atoi(value("--gpu").c_str());
    } else if (a == "--quick") {
      opt.quick = true;
    } else if (a == "--quiet") {
      gVerbose = false;
    } else {
      std::fprintf(stderr, "roofline-probe: unknown argument '%s'\n",
                   a.c_str());
      usage(stderr);
      return 2;
    }
  }

  int count = 0;
  std::string why = cudaUnavailableReason(count);
  if (!why.empty()) {
    std::fprintf(stderr,
                 "roofline-probe: no usable CUDA GPU: %s; no device file "
                 "written\n",
                 why.c_str());
    return 1;
  }
  if (opt.gpu < 0 || opt.gpu >= count) {
    std::fprintf(stderr,
                 "roofline-probe: --gpu %d: only %d CUDA device(s); no device "
                 "file written\n",
                 opt.gpu, count);
    return 1;
  }
  Probe p;
  p.opt = opt;
  return p.run();
}
