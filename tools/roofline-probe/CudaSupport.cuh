//===- CudaSupport.cuh - What the CUDA tools share -------------*- CUDA -*-===//
//
// Shared by roofline-probe and roofline-validate (compiled by nvcc only):
// ending the program on a CUDA error with the tool's own message, device
// buffers and events freed at scope exit, and the deterministic random fill
// both tools give their inputs. CudaCheck.h holds what host-only code needs.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_CALIBRATION_CUDASUPPORT_CUH
#define ROOFLINE_CALIBRATION_CUDASUPPORT_CUH

#include "CudaCheck.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_fp8.h>
#include <cuda_runtime.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace roofline::calib {

/// The tool's name and what an error leaves unwritten, for die(): set once
/// by main ("roofline-probe", "no device file written").
inline const char *gToolName = "roofline";
inline const char *gNothingWritten = "nothing written";

/// Prints "<tool>: error: <msg>; <nothing written>" and exits with 1.
[[noreturn]] inline void die(const std::string &msg) {
  std::fprintf(stderr, "%s: error: %s; %s\n", gToolName, msg.c_str(),
               gNothingWritten);
  std::exit(1);
}

/// Ends the program when `e` is an error, naming `what` failed.
inline void check(cudaError_t e, const std::string &what) {
  if (e != cudaSuccess)
    die(what + ": " + cudaGetErrorName(e) + " (" + cudaGetErrorString(e) +
        ")");
}

/// After a kernel launch: whether the launch itself failed.
inline void checkLaunch(const std::string &kernel) {
  check(cudaGetLastError(), "kernel " + kernel + " failed to launch");
}

/// A pair of CUDA events, destroyed at scope exit.
struct Events {
  cudaEvent_t start = nullptr, stop = nullptr;
  Events() {
    check(cudaEventCreate(&start), "cudaEventCreate");
    check(cudaEventCreate(&stop), "cudaEventCreate");
  }
  ~Events() {
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
  }
  Events(const Events &) = delete;
  Events &operator=(const Events &) = delete;
};

/// Device memory freed at scope exit; `what` names it in an error.
struct DeviceBuffer {
  void *ptr = nullptr;
  size_t bytes = 0;
  DeviceBuffer(size_t n, const std::string &what) : bytes(n) {
    check(cudaMalloc(&ptr, n), fmt("cudaMalloc of %zu bytes for ", n) + what);
  }
  ~DeviceBuffer() { cudaFree(ptr); }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  template <typename T> T *as() const { return static_cast<T *>(ptr); }
};

/// A deterministic value in [-1, 1) for element `i` (a splitmix64 finaliser
/// of i and the seed): inputs the same on every run and every device, with
/// no zeros or denormal patterns that would make a kernel faster.
__device__ inline float hashUniform(uint64_t i, uint32_t seed) {
  uint64_t x = i * 0x9E3779B97F4A7C15ull + seed * 0xBF58476D1CE4E5B9ull;
  x ^= x >> 31;
  x *= 0x94D049BB133111EBull;
  x ^= x >> 29;
  return static_cast<float>((x >> 40) & 0xFFFFFF) / 8388608.0f - 1.0f;
}

template <typename T> __device__ inline T fromFloat(float f) { return T(f); }
template <> __device__ inline __half fromFloat<__half>(float f) {
  return __float2half(f);
}
template <> __device__ inline __nv_bfloat16 fromFloat<__nv_bfloat16>(float f) {
  return __float2bfloat16(f);
}
template <> __device__ inline int8_t fromFloat<int8_t>(float f) {
  return static_cast<int8_t>(__float2int_rn(f * 8.0f));
}
template <> __device__ inline __nv_fp8_e4m3 fromFloat<__nv_fp8_e4m3>(float f) {
  return __nv_fp8_e4m3(f);
}

/// Fills p[0, n) with hashUniform values (grid-stride).
template <typename T>
__global__ void fillKernel(T *p, size_t n, uint32_t seed) {
  for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n;
       i += size_t(gridDim.x) * blockDim.x)
    p[i] = fromFloat<T>(hashUniform(i, seed));
}

} // namespace roofline::calib

#endif // ROOFLINE_CALIBRATION_CUDASUPPORT_CUH
