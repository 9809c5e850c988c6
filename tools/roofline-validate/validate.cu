//===- validate.cu - roofline-validate: predicted vs measured kernel times ===//
//
//   roofline-validate [--device-file F] [--spec-device NAME] [-o results.json]
//                     [--filter A,B] [--repeats N] [--warmup N] [--gpu N]
//                     [--suite DIR] [--no-hierarchy] [--no-verify]
//   roofline-validate --check-suite     (no GPU: FLOPs/bytes of every file)
//   roofline-validate --from-measurements results.json [--device-file F] ...
//                                       (no GPU: predict again, compare)
//   roofline-validate --list
//
// Times a suite of kernels whose FLOPs and bytes are known exactly (cuBLAS
// GEMMs, cuDNN convolutions, and elementwise, reduction and transpose
// kernels of its own), each described by a linalg .mlir file in suite/, and
// compares the measured time with roofline-opt's prediction for that file:
// with the catalog's spec ceilings (--spec-device) and, when given, with a
// calibrated device file (roofline-probe's output). Each kernel: warm-up
// runs, then >= 10 runs each timed with CUDA events after the L2 was
// flushed; the median is the measured time.
//
//===----------------------------------------------------------------------===//

#include "CalibStats.h"
#include "CudaSupport.cuh"
#include "ValidateCore.h"

#include <cublas_v2.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#if ROOFLINE_HAVE_CUDNN
#include <cudnn.h>
#endif

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <functional>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

using namespace roofline::calib;

#ifndef ROOFLINE_VALIDATE_SUITE_DIR
#define ROOFLINE_VALIDATE_SUITE_DIR "suite"
#endif

namespace {


using roofline::calib::fmt;
using roofline::calib::gVerbose;
using roofline::calib::progress;

using Buffer = std::shared_ptr<DeviceBuffer>;

//===----------------------------------------------------------------------===//
// Kernels
//===----------------------------------------------------------------------===//


/// Reads a buffer larger than L2 through L2 so that the next kernel starts
/// with none of its data cached (and no dirty lines to write back).
__global__ void flushKernel(const float4 *p, size_t n4, float *sink) {
  float acc = 0;
  for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < n4;
       i += size_t(gridDim.x) * blockDim.x) {
    float4 v = __ldcg(p + i);
    acc += v.x + v.y + v.z + v.w;
  }
  if (acc == -1.0f)
    sink[0] = acc;
}

#define GRID_STRIDE(i, n)                                                      \
  for (size_t i = blockIdx.x * size_t(blockDim.x) + threadIdx.x; i < (n);      \
       i += size_t(gridDim.x) * blockDim.x)

__global__ void addKernel(const float4 *a, const float4 *b, float4 *o,
                          size_t n4) {
  GRID_STRIDE(i, n4) {
    float4 x = a[i], y = b[i];
    o[i] = make_float4(x.x + y.x, x.y + y.y, x.z + y.z, x.w + y.w);
  }
}

__global__ void axpyKernel(const float4 *x, float4 *y, size_t n4) {
  GRID_STRIDE(i, n4) {
    float4 a = x[i], b = y[i];
    y[i] = make_float4(2.0f * a.x + b.x, 2.0f * a.y + b.y, 2.0f * a.z + b.z,
                       2.0f * a.w + b.w);
  }
}

__global__ void reluHalfKernel(const uint4 *x, uint4 *o, size_t n8) {
  const __half2 zero = __float2half2_rn(0.0f);
  GRID_STRIDE(i, n8) {
    uint4 v = x[i];
    __half2 *h = reinterpret_cast<__half2 *>(&v);
#pragma unroll
    for (int k = 0; k < 4; ++k)
      h[k] = __hmax2(h[k], zero);
    o[i] = v;
  }
}

__global__ void expKernel(const float4 *x, float4 *o, size_t n4) {
  GRID_STRIDE(i, n4) {
    float4 v = x[i];
    o[i] = make_float4(expf(v.x), expf(v.y), expf(v.z), expf(v.w));
  }
}

__global__ void biasKernel(const float4 *x, const float4 *bias, float4 *o,
                           size_t n4, unsigned c4) {
  GRID_STRIDE(i, n4) {
    float4 v = x[i], b = bias[i % c4];
    o[i] = make_float4(v.x + b.x, v.y + b.y, v.z + b.z, v.w + b.w);
  }
}

__device__ inline float warpSum(float v) {
#pragma unroll
  for (int off = 16; off > 0; off >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, off);
  return v;
}

/// Sum of the block's threads' values, valid in thread 0 (blockDim <= 1024).
__device__ inline float blockSum(float v) {
  __shared__ float partial[32];
  v = warpSum(v);
  int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  v = threadIdx.x < (blockDim.x + 31) / 32 ? partial[lane] : 0.0f;
  if (warp == 0)
    v = warpSum(v);
  return v;
}

/// out[r] += sum of row r; one block per row (long rows), cols % 4 == 0.
__global__ void rowSumBlockKernel(const float *x, float *out, int cols) {
  const float4 *row =
      reinterpret_cast<const float4 *>(x + size_t(blockIdx.x) * cols);
  float acc = 0;
  for (int i = threadIdx.x; i < cols / 4; i += blockDim.x) {
    float4 v = row[i];
    acc += (v.x + v.y) + (v.z + v.w);
  }
  acc = blockSum(acc);
  if (threadIdx.x == 0)
    out[blockIdx.x] += acc;
}

/// out[r] += sum of row r; one warp per row (short rows), cols % 4 == 0.
__global__ void rowSumWarpKernel(const float *x, float *out, int rows,
                                 int cols) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  int lane = threadIdx.x & 31;
  if (warp >= rows)
    return;
  const float4 *row = reinterpret_cast<const float4 *>(x + size_t(warp) * cols);
  float acc = 0;
  for (int i = lane; i < cols / 4; i += 32) {
    float4 v = row[i];
    acc += (v.x + v.y) + (v.z + v.w);
  }
  acc = warpSum(acc);
  if (lane == 0)
    out[warp] += acc;
}

/// out[c] += sum over rows of x[r, c]: thread per column, blockIdx.y picks a
/// slice of rows; partial sums meet in atomicAdd.
__global__ void colSumKernel(const float *x, float *out, int rows, int cols,
                             int rowsPerSlice) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= cols)
    return;
  int r0 = blockIdx.y * rowsPerSlice, r1 = min(rows, r0 + rowsPerSlice);
  float acc = 0;
  for (int r = r0; r < r1; ++r)
    acc += x[size_t(r) * cols + c];
  atomicAdd(out + c, acc);
}

/// *out += sum of x: grid-stride, then one atomicAdd per block.
__global__ void sumAllKernel(const float4 *x, size_t n4, float *out) {
  float acc = 0;
  GRID_STRIDE(i, n4) {
    float4 v = x[i];
    acc += (v.x + v.y) + (v.z + v.w);
  }
  acc = blockSum(acc);
  if (threadIdx.x == 0)
    atomicAdd(out, acc);
}

/// out[c, r] = in[r, c] through a 32x33 shared tile; blocks of 32 x 8.
template <typename T>
__global__ void transposeKernel(const T *in, T *out, int rows, int cols) {
  __shared__ T tile[32][33];
  int c = blockIdx.x * 32 + threadIdx.x;
  int r = blockIdx.y * 32 + threadIdx.y;
  for (int k = 0; k < 32; k += 8)
    if (c < cols && r + k < rows)
      tile[threadIdx.y + k][threadIdx.x] = in[size_t(r + k) * cols + c];
  __syncthreads();
  int oc = blockIdx.y * 32 + threadIdx.x; // column of out = row of in
  int orow = blockIdx.x * 32 + threadIdx.y;
  for (int k = 0; k < 32; k += 8)
    if (oc < rows && orow + k < cols)
      out[size_t(orow + k) * rows + oc] = tile[threadIdx.x][threadIdx.y + k];
}

//===----------------------------------------------------------------------===//
// Host helpers
//===----------------------------------------------------------------------===//

template <typename T> void fillRandom(const Buffer &b, size_t n, uint32_t seed) {
  fillKernel<T><<<1024, 256>>>(b->as<T>(), n, seed);
  check(cudaGetLastError(), "fill kernel failed to launch");
}

template <typename T> T readAt(const void *base, size_t index) {
  T v;
  check(cudaMemcpy(&v, static_cast<const T *>(base) + index, sizeof(T),
                   cudaMemcpyDeviceToHost),
        "cudaMemcpy (verification sample)");
  return v;
}

float halfToFloat(__half h) { return __half2float(h); }

/// `count` indices spread over [0, n), first and last included.
std::vector<size_t> sampleIndices(size_t n, size_t count) {
  std::vector<size_t> idx;
  if (n == 0)
    return idx;
  count = std::min(count, n);
  for (size_t k = 0; k < count; ++k)
    idx.push_back(count == 1 ? 0 : (n - 1) * k / (count - 1));
  return idx;
}

bool close(double got, double want, double tol) {
  return std::fabs(got - want) <= tol * std::max(1.0, std::fabs(want));
}

/// One kernel, ready to run: launch() enqueues one run; before()/after()
/// bracket the single verification run on fresh data.
struct Runner {
  std::function<void()> launch;
  std::function<void()> before;
  std::function<std::string()> after;
  std::string algorithm;
  std::string skip;
  std::vector<Buffer> buffers;
};

struct Gpu {
  cudaDeviceProp prop{};
  int sms = 0;
  std::string desc;
  cublasHandle_t blas = nullptr;
  Buffer blasWorkspace, flush, sink;
#if ROOFLINE_HAVE_CUDNN
  cudnnHandle_t dnn = nullptr;
  Buffer dnnWorkspace;
  static constexpr size_t kDnnWorkspace = size_t(256) << 20;
#endif
  int gridStrideBlocks = 0; // one full wave of 256-thread blocks

  void init(int gpu) {
    check(cudaSetDevice(gpu), fmt("cudaSetDevice(%d)", gpu));
    check(cudaGetDeviceProperties(&prop, gpu), "cudaGetDeviceProperties");
    sms = prop.multiProcessorCount;
    int drv = 0, rt = 0;
    cudaDriverGetVersion(&drv);
    cudaRuntimeGetVersion(&rt);
    char date[32];
    std::time_t now = std::time(nullptr);
    std::strftime(date, sizeof date, "%Y-%m-%d", std::gmtime(&now));
    desc = fmt("%s (sm_%d%d, %d SMs, driver CUDA %s, runtime %s, %s)",
               prop.name, prop.major, prop.minor, sms,
               cudaVersionString(drv).c_str(), cudaVersionString(rt).c_str(),
               date);
    gridStrideBlocks = sms * std::max(1, prop.maxThreadsPerMultiProcessor / 256);
    cublasStatus_t s = cublasCreate(&blas);
    if (s != CUBLAS_STATUS_SUCCESS)
      die(fmt("cublasCreate: %s", cublasGetStatusName(s)));
    blasWorkspace = std::make_shared<DeviceBuffer>(size_t(64) << 20,
                                                   "cuBLAS workspace");
    s = cublasSetWorkspace(blas, blasWorkspace->ptr, blasWorkspace->bytes);
    if (s != CUBLAS_STATUS_SUCCESS)
      die(fmt("cublasSetWorkspace: %s", cublasGetStatusName(s)));
#if ROOFLINE_HAVE_CUDNN
    cudnnStatus_t ds = cudnnCreate(&dnn);
    if (ds != CUDNN_STATUS_SUCCESS)
      die(fmt("cudnnCreate: %s", cudnnGetErrorString(ds)));
    dnnWorkspace =
        std::make_shared<DeviceBuffer>(kDnnWorkspace, "cuDNN workspace");
#endif
    size_t flushBytes = std::max<size_t>(size_t(2) * prop.l2CacheSize,
                                         size_t(64) << 20);
    flush = std::make_shared<DeviceBuffer>(flushBytes, "L2 flush buffer");
    fillRandom<float>(flush, flushBytes / 4, 99);
    sink = std::make_shared<DeviceBuffer>(1024, "sink");
    check(cudaDeviceSynchronize(), "initialisation");
  }

  void flushL2() {
    flushKernel<<<gridStrideBlocks, 256>>>(flush->as<float4>(),
                                           flush->bytes / 16,
                                           sink->as<float>());
    check(cudaGetLastError(), "L2 flush kernel failed to launch");
  }
};

//===----------------------------------------------------------------------===//
// Building a runner per suite kind
//===----------------------------------------------------------------------===//

Buffer alloc(Runner &r, size_t bytes, const std::string &what) {
  r.buffers.push_back(std::make_shared<DeviceBuffer>(bytes, what));
  return r.buffers.back();
}

void fillTyped(const Buffer &b, const std::string &dtype, size_t n,
               uint32_t seed) {
  if (dtype == "f16")
    fillRandom<__half>(b, n, seed);
  else if (dtype == "bf16")
    fillRandom<__nv_bfloat16>(b, n, seed);
  else
    fillRandom<float>(b, n, seed);
}

Runner makeGemm(Gpu &g, const SuiteEntry &e) {
  Runner r;
  int64_t m = e.param("m"), n = e.param("n"), k = e.param("k");
  size_t eb = elementBytes(e.dtype);
  Buffer A = alloc(r, m * k * eb, "A"), B = alloc(r, k * n * eb, "B"),
         C = alloc(r, m * n * eb, "C");
  fillTyped(A, e.dtype, m * k, 1);
  fillTyped(B, e.dtype, k * n, 2);
  fillTyped(C, e.dtype, m * n, 3);
  cudaDataType t = e.dtype == "f16"    ? CUDA_R_16F
                   : e.dtype == "bf16" ? CUDA_R_16BF
                                       : CUDA_R_32F;
  cublasComputeType_t compute = e.dtype == "tf32"
                                    ? CUBLAS_COMPUTE_32F_FAST_TF32
                                    : CUBLAS_COMPUTE_32F;
  r.algorithm = std::string("cublasGemmEx, CUBLAS_GEMM_DEFAULT, ") +
                (e.dtype == "tf32" ? "CUBLAS_COMPUTE_32F_FAST_TF32"
                                   : "CUBLAS_COMPUTE_32F");
  check(cudaDeviceSynchronize(), "fill");
  // Row-major C[m,n] += A[m,k] B[k,n] is column-major C^T = B^T A^T.
  auto call = [=, &g]() {
    static const float one = 1.0f;
    return cublasGemmEx(g.blas, CUBLAS_OP_N, CUBLAS_OP_N, int(n), int(m),
                        int(k), &one, B->ptr, t, int(n), A->ptr, t, int(k),
                        &one, C->ptr, t, int(n), compute, CUBLAS_GEMM_DEFAULT);
  };
  cublasStatus_t s = call();
  check(cudaDeviceSynchronize(), e.name + " (first cuBLAS call)");
  if (s == CUBLAS_STATUS_NOT_SUPPORTED || s == CUBLAS_STATUS_ARCH_MISMATCH) {
    r.skip = fmt("cuBLAS: %s", cublasGetStatusName(s));
    return r;
  }
  if (s != CUBLAS_STATUS_SUCCESS)
    die(e.name + ": cublasGemmEx failed: " + cublasGetStatusName(s));
  r.launch = [=]() {
    cublasStatus_t st = call();
    if (st != CUBLAS_STATUS_SUCCESS)
      die(e.name + ": cublasGemmEx failed: " + cublasGetStatusName(st));
  };
  return r;
}

#if ROOFLINE_HAVE_CUDNN
void dnnCheck(cudnnStatus_t s, const std::string &what) {
  if (s != CUDNN_STATUS_SUCCESS)
    die(what + ": " + cudnnGetErrorString(s));
}

struct ConvDescs {
  cudnnTensorDescriptor_t x = nullptr, y = nullptr;
  cudnnFilterDescriptor_t w = nullptr;
  cudnnConvolutionDescriptor_t conv = nullptr;
  ~ConvDescs() {
    if (x) cudnnDestroyTensorDescriptor(x);
    if (y) cudnnDestroyTensorDescriptor(y);
    if (w) cudnnDestroyFilterDescriptor(w);
    if (conv) cudnnDestroyConvolutionDescriptor(conv);
  }
};
#endif

Runner makeConv(Gpu &g, const SuiteEntry &e) {
  Runner r;
#if !ROOFLINE_HAVE_CUDNN
  (void)g;
  r.skip = "built without cuDNN";
  return r;
#else
  int n = e.param("n"), h = e.param("h"), w = e.param("w"), c = e.param("c"),
      f = e.param("f"), kh = e.param("kh"), kw = e.param("kw"),
      s = e.param("stride");
  int oh = (h - kh) / s + 1, ow = (w - kw) / s + 1;
  size_t eb = elementBytes(e.dtype);
  cudnnDataType_t dt = e.dtype == "f16" ? CUDNN_DATA_HALF : CUDNN_DATA_FLOAT;
  auto d = std::make_shared<ConvDescs>();
  dnnCheck(cudnnCreateTensorDescriptor(&d->x), "cudnnCreateTensorDescriptor");
  dnnCheck(cudnnCreateTensorDescriptor(&d->y), "cudnnCreateTensorDescriptor");
  dnnCheck(cudnnCreateFilterDescriptor(&d->w), "cudnnCreateFilterDescriptor");
  dnnCheck(cudnnCreateConvolutionDescriptor(&d->conv),
           "cudnnCreateConvolutionDescriptor");
  dnnCheck(cudnnSetTensor4dDescriptor(d->x, CUDNN_TENSOR_NHWC, dt, n, c, h, w),
           e.name + ": input descriptor");
  dnnCheck(cudnnSetFilter4dDescriptor(d->w, dt, CUDNN_TENSOR_NHWC, f, c, kh,
                                      kw),
           e.name + ": filter descriptor");
  dnnCheck(cudnnSetConvolution2dDescriptor(d->conv, 0, 0, s, s, 1, 1,
                                           CUDNN_CROSS_CORRELATION,
                                           CUDNN_DATA_FLOAT),
           e.name + ": convolution descriptor");
  dnnCheck(cudnnSetConvolutionMathType(d->conv, e.dtype == "f16"
                                                    ? CUDNN_TENSOR_OP_MATH
                                                    : CUDNN_FMA_MATH),
           e.name + ": math type");
  int on, oc, ohh, oww;
  dnnCheck(cudnnGetConvolution2dForwardOutputDim(d->conv, d->x, d->w, &on, &oc,
                                                 &ohh, &oww),
           e.name + ": output size");
  if (on != n || oc != f || ohh != oh || oww != ow)
    die(e.name + fmt(": cuDNN's output is %dx%dx%dx%d, the suite file's "
                     "%dx%dx%dx%d",
                     on, ohh, oww, oc, n, oh, ow, f));
  dnnCheck(cudnnSetTensor4dDescriptor(d->y, CUDNN_TENSOR_NHWC, dt, n, f, oh,
                                      ow),
           e.name + ": output descriptor");
  Buffer X = alloc(r, size_t(n) * h * w * c * eb, "x"),
         W = alloc(r, size_t(f) * kh * kw * c * eb, "w"),
         Y = alloc(r, size_t(n) * oh * ow * f * eb, "y");
  fillTyped(X, e.dtype, size_t(n) * h * w * c, 4);
  fillTyped(W, e.dtype, size_t(f) * kh * kw * c, 5);
  fillTyped(Y, e.dtype, size_t(n) * oh * ow * f, 6);
  check(cudaDeviceSynchronize(), "fill");

  cudnnConvolutionFwdAlgoPerf_t perf[16];
  int returned = 0;
  dnnCheck(cudnnGetConvolutionForwardAlgorithm_v7(g.dnn, d->x, d->w, d->conv,
                                                  d->y, 16, &returned, perf),
           e.name + ": cudnnGetConvolutionForwardAlgorithm_v7");
  auto run = [=, &g](cudnnConvolutionFwdAlgo_t algo) {
    static const float one = 1.0f;
    return cudnnConvolutionForward(g.dnn, &one, d->x, X->ptr, d->w, W->ptr,
                                   d->conv, algo, g.dnnWorkspace->ptr,
                                   Gpu::kDnnWorkspace, &one, d->y, Y->ptr);
  };
  // Time up to three of cuDNN's suggestions briefly; keep the fastest.
  int tried = 0;
  double best = 1e30;
  cudnnConvolutionFwdAlgo_t bestAlgo{};
  cudaEvent_t a, b;
  check(cudaEventCreate(&a), "cudaEventCreate");
  check(cudaEventCreate(&b), "cudaEventCreate");
  for (int i = 0; i < returned && tried < 3; ++i) {
    if (perf[i].status != CUDNN_STATUS_SUCCESS ||
        perf[i].memory > Gpu::kDnnWorkspace)
      continue;
    if (run(perf[i].algo) != CUDNN_STATUS_SUCCESS) {
      cudaGetLastError();
      continue;
    }
    check(cudaDeviceSynchronize(), e.name + " (cuDNN algorithm trial)");
    ++tried;
    std::vector<double> t;
    for (int k = 0; k < 3; ++k) {
      check(cudaEventRecord(a), "cudaEventRecord");
      dnnCheck(run(perf[i].algo), e.name + ": cudnnConvolutionForward");
      check(cudaEventRecord(b), "cudaEventRecord");
      check(cudaEventSynchronize(b), e.name + " (cuDNN algorithm trial)");
      float ms;
      check(cudaEventElapsedTime(&ms, a, b), "cudaEventElapsedTime");
      t.push_back(ms);
    }
    if (median(t) < best) {
      best = median(t);
      bestAlgo = perf[i].algo;
    }
  }
  cudaEventDestroy(a);
  cudaEventDestroy(b);
  if (tried == 0) {
    r.skip = fmt("cuDNN has no algorithm for it (%d suggestions, none ran "
                 "within %zu MiB of workspace)",
                 returned, Gpu::kDnnWorkspace >> 20);
    return r;
  }
  r.algorithm = fmt("cudnnConvolutionForward algo %d (fastest of %d of "
                    "cuDNN's suggestions), %s",
                    int(bestAlgo), tried,
                    e.dtype == "f16" ? "CUDNN_TENSOR_OP_MATH"
                                     : "CUDNN_FMA_MATH");
  r.launch = [=]() {
    dnnCheck(run(bestAlgo), e.name + ": cudnnConvolutionForward");
  };
  return r;
#endif
}

Runner makeElementwise(Gpu &g, const SuiteEntry &e) {
  Runner r;
  int blocks = g.gridStrideBlocks;
  std::string what = "kernel " + e.name;
  auto launched = [what]() {
    check(cudaGetLastError(), what + " failed to launch");
  };
  if (e.op == "bias") {
    size_t c = e.param("c");
    size_t n = size_t(e.param("n")) * e.param("h") * e.param("w") * c;
    Buffer X = alloc(r, n * 4, "x"), Bv = alloc(r, c * 4, "bias"),
           O = alloc(r, n * 4, "out");
    fillRandom<float>(X, n, 7);
    fillRandom<float>(Bv, c, 8);
    r.launch = [=]() {
      biasKernel<<<blocks, 256>>>(X->as<float4>(), Bv->as<float4>(),
                                  O->as<float4>(), n / 4, unsigned(c / 4));
      launched();
    };
    auto idx = sampleIndices(n, 257);
    r.after = [=]() {
      for (size_t i : idx) {
        float want = readAt<float>(X->ptr, i) + readAt<float>(Bv->ptr, i % c);
        float got = readAt<float>(O->ptr, i);
        if (!close(got, want, 1e-6))
          return fmt("out[%zu] = %g, expected %g", i, got, want);
      }
      return std::string();
    };
    return r;
  }
  size_t n = e.param("size");
  auto idx = sampleIndices(n, 257);
  if (e.op == "relu") {
    Buffer X = alloc(r, n * 2, "x"), O = alloc(r, n * 2, "out");
    fillRandom<__half>(X, n, 9);
    r.launch = [=]() {
      reluHalfKernel<<<blocks, 256>>>(X->as<uint4>(), O->as<uint4>(), n / 8);
      launched();
    };
    r.after = [=]() {
      for (size_t i : idx) {
        float x = halfToFloat(readAt<__half>(X->ptr, i));
        float got = halfToFloat(readAt<__half>(O->ptr, i));
        if (got != std::max(x, 0.0f))
          return fmt("out[%zu] = %g, expected max(%g, 0)", i, got, x);
      }
      return std::string();
    };
    return r;
  }
  Buffer X = alloc(r, n * 4, "x"), O = alloc(r, n * 4, "out");
  fillRandom<float>(X, n, 10);
  if (e.op == "add") {
    Buffer Y = alloc(r, n * 4, "y");
    fillRandom<float>(Y, n, 11);
    r.launch = [=]() {
      addKernel<<<blocks, 256>>>(X->as<float4>(), Y->as<float4>(),
                                 O->as<float4>(), n / 4);
      launched();
    };
    r.after = [=]() {
      for (size_t i : idx) {
        float want = readAt<float>(X->ptr, i) + readAt<float>(Y->ptr, i);
        float got = readAt<float>(O->ptr, i);
        if (!close(got, want, 1e-6))
          return fmt("out[%zu] = %g, expected %g", i, got, want);
      }
      return std::string();
    };
  } else if (e.op == "axpy") {
    // In place: y = 2 x + y; O is y.
    fillRandom<float>(O, n, 12);
    auto before = std::make_shared<std::vector<float>>();
    r.before = [=]() {
      before->clear();
      for (size_t i : idx)
        before->push_back(readAt<float>(O->ptr, i));
    };
    r.launch = [=]() {
      axpyKernel<<<blocks, 256>>>(X->as<float4>(), O->as<float4>(), n / 4);
      launched();
    };
    r.after = [=]() {
      for (size_t k = 0; k < idx.size(); ++k) {
        float want = 2.0f * readAt<float>(X->ptr, idx[k]) + (*before)[k];
        float got = readAt<float>(O->ptr, idx[k]);
        if (!close(got, want, 1e-6))
          return fmt("y[%zu] = %g, expected %g", idx[k], got, want);
      }
      return std::string();
    };
  } else { // exp
    r.launch = [=]() {
      expKernel<<<blocks, 256>>>(X->as<float4>(), O->as<float4>(), n / 4);
      launched();
    };
    r.after = [=]() {
      for (size_t i : idx) {
        float x = readAt<float>(X->ptr, i);
        float got = readAt<float>(O->ptr, i);
        if (!close(got, std::exp(x), 1e-5))
          return fmt("out[%zu] = %g, expected exp(%g) = %g", i, got, x,
                     std::exp(x));
      }
      return std::string();
    };
  }
  return r;
}

Runner makeReduction(Gpu &g, const SuiteEntry &e) {
  Runner r;
  std::string what = "kernel " + e.name;
  auto launched = [what]() {
    check(cudaGetLastError(), what + " failed to launch");
  };
  if (e.op == "all") {
    size_t n = e.param("size");
    Buffer X = alloc(r, n * 4, "x"), O = alloc(r, 4, "out");
    fillRandom<float>(X, n, 13);
    check(cudaMemset(O->ptr, 0, 4), "cudaMemset");
    int blocks = g.gridStrideBlocks;
    r.launch = [=]() {
      sumAllKernel<<<blocks, 256>>>(X->as<float4>(), n / 4, O->as<float>());
      launched();
    };
    // Verified on the first 1 Mi elements (a host copy of all would be big):
    // the same kernel, the same grid.
    size_t vn = std::min<size_t>(n, size_t(1) << 20);
    r.after = [=]() {
      std::vector<float> host(vn);
      check(cudaMemcpy(host.data(), X->ptr, vn * 4, cudaMemcpyDeviceToHost),
            "cudaMemcpy (verification)");
      double want = 0, mag = 0;
      for (float v : host) {
        want += v;
        mag += std::fabs(v);
      }
      DeviceBuffer out(4, "verification sum");
      check(cudaMemset(out.ptr, 0, 4), "cudaMemset");
      sumAllKernel<<<blocks, 256>>>(X->as<float4>(), vn / 4, out.as<float>());
      launched();
      float got = readAt<float>(out.ptr, 0);
      if (std::fabs(got - want) > 1e-5 * mag + 1e-3)
        return fmt("sum of the first %zu elements = %g, expected %g", vn, got,
                   want);
      return std::string();
    };
    return r;
  }
  int rows = e.param("rows"), cols = e.param("cols");
  size_t n = size_t(rows) * cols;
  size_t outN = e.op == "rows" ? rows : cols;
  Buffer X = alloc(r, n * 4, "x"), O = alloc(r, outN * 4, "out");
  fillRandom<float>(X, n, 14);
  fillRandom<float>(O, outN, 15);
  if (e.op == "rows") {
    if (cols >= 4096) {
      r.launch = [=]() {
        rowSumBlockKernel<<<rows, 256>>>(X->as<float>(), O->as<float>(), cols);
        launched();
      };
    } else {
      r.launch = [=]() {
        rowSumWarpKernel<<<(rows + 7) / 8, 256>>>(X->as<float>(),
                                                  O->as<float>(), rows, cols);
        launched();
      };
    }
  } else {
    // Enough row slices for ~8 blocks of 256 threads per SM.
    int colBlocks = (cols + 255) / 256;
    int slices = std::max(1, std::min(rows, g.sms * 8 / colBlocks));
    int perSlice = (rows + slices - 1) / slices;
    slices = (rows + perSlice - 1) / perSlice;
    r.launch = [=]() {
      colSumKernel<<<dim3(colBlocks, slices), 256>>>(
          X->as<float>(), O->as<float>(), rows, cols, perSlice);
      launched();
    };
  }
  auto outs = sampleIndices(outN, 8);
  auto before = std::make_shared<std::vector<double>>();
  auto mags = std::make_shared<std::vector<double>>();
  r.before = [=]() {
    before->clear();
    mags->clear();
    for (size_t o : outs) {
      std::vector<float> v(e.op == "rows" ? cols : rows);
      if (e.op == "rows")
        check(cudaMemcpy(v.data(), X->as<float>() + o * cols, cols * 4,
                         cudaMemcpyDeviceToHost),
              "cudaMemcpy (verification)");
      else
        check(cudaMemcpy2D(v.data(), 4, X->as<float>() + o, size_t(cols) * 4,
                           4, rows, cudaMemcpyDeviceToHost),
              "cudaMemcpy2D (verification)");
      double s = readAt<float>(O->ptr, o), mag = std::fabs(s);
      for (float x : v) {
        s += x;
        mag += std::fabs(x);
      }
      before->push_back(s);
      mags->push_back(mag);
    }
  };
  r.after = [=]() {
    for (size_t k = 0; k < outs.size(); ++k) {
      float got = readAt<float>(O->ptr, outs[k]);
      if (std::fabs(got - (*before)[k]) > 1e-5 * (*mags)[k] + 1e-3)
        return fmt("out[%zu] = %g, expected %g", outs[k], got, (*before)[k]);
    }
    return std::string();
  };
  return r;
}

Runner makeTranspose(Gpu &, const SuiteEntry &e) {
  Runner r;
  int rows = e.param("rows"), cols = e.param("cols");
  size_t n = size_t(rows) * cols, eb = elementBytes(e.dtype);
  Buffer X = alloc(r, n * eb, "x"), O = alloc(r, n * eb, "out");
  fillTyped(X, e.dtype, n, 16);
  std::string what = "kernel " + e.name;
  dim3 grid((cols + 31) / 32, (rows + 31) / 32), block(32, 8);
  bool isHalf = e.dtype == "f16";
  r.launch = [=]() {
    if (isHalf)
      transposeKernel<__half><<<grid, block>>>(X->as<__half>(), O->as<__half>(),
                                               rows, cols);
    else
      transposeKernel<float><<<grid, block>>>(X->as<float>(), O->as<float>(),
                                              rows, cols);
    check(cudaGetLastError(), what + " failed to launch");
  };
  auto idx = sampleIndices(n, 257);
  r.after = [=]() {
    for (size_t i : idx) {
      size_t rr = i / cols, cc = i % cols, o = cc * rows + rr;
      bool same = isHalf ? halfToFloat(readAt<__half>(X->ptr, i)) ==
                             halfToFloat(readAt<__half>(O->ptr, o))
                       : readAt<float>(X->ptr, i) == readAt<float>(O->ptr, o);
      if (!same)
        return fmt("out[%zu, %zu] differs from x[%zu, %zu]", cc, rr, rr, cc);
    }
    return std::string();
  };
  return r;
}

//===----------------------------------------------------------------------===//
// Driver
//===----------------------------------------------------------------------===//

struct Options {
  std::string deviceFile, specDevice = "h200-sxm-141gb", output;
  std::string suiteDir = ROOFLINE_VALIDATE_SUITE_DIR;
  std::string fromMeasurements;
  std::vector<std::string> filters;
  int repeats = 20, warmup = 3, gpu = 0;
  bool hierarchy = true, verify = true, checkSuiteOnly = false, list = false;
};

bool selected(const Options &o, const SuiteEntry &e) {
  if (o.filters.empty())
    return true;
  for (const std::string &f : o.filters)
    if (e.name.find(f) != std::string::npos)
      return true;
  return false;
}

void measure(Gpu &g, const Options &opt, KernelResult &res) {
  const SuiteEntry &e = res.entry;
  Runner r;
  if (e.kind == "gemm")
    r = makeGemm(g, e);
  else if (e.kind == "conv")
    r = makeConv(g, e);
  else if (e.kind == "elementwise")
    r = makeElementwise(g, e);
  else if (e.kind == "reduction")
    r = makeReduction(g, e);
  else
    r = makeTranspose(g, e);
  check(cudaDeviceSynchronize(), e.name + " (set-up)");
  res.algorithm = r.algorithm;
  if (!r.skip.empty()) {
    res.skipped = r.skip;
    progress(fmt("  %-40s skipped: %s", e.name.c_str(), r.skip.c_str()));
    return;
  }
  if (opt.verify && r.after) {
    if (r.before)
      r.before();
    r.launch();
    check(cudaDeviceSynchronize(), e.name + " (verification run)");
    std::string bad = r.after();
    if (!bad.empty())
      die("kernel " + e.name + " computed a wrong result: " + bad);
  }
  for (int i = 0; i < opt.warmup; ++i)
    r.launch();
  check(cudaDeviceSynchronize(), e.name + " (warm-up runs)");
  cudaEvent_t a, b;
  check(cudaEventCreate(&a), "cudaEventCreate");
  check(cudaEventCreate(&b), "cudaEventCreate");
  for (int i = 0; i < opt.repeats; ++i) {
    g.flushL2();
    check(cudaEventRecord(a), "cudaEventRecord");
    r.launch();
    check(cudaEventRecord(b), "cudaEventRecord");
    check(cudaEventSynchronize(b), e.name + " (timed run)");
    float ms = 0;
    check(cudaEventElapsedTime(&ms, a, b), "cudaEventElapsedTime");
    res.runsS.push_back(ms * 1e-3);
  }
  cudaEventDestroy(a);
  cudaEventDestroy(b);
  res.measuredS = median(res.runsS);
  progress(fmt("  %-40s %11s  (%.3g GFLOP, %.3g MB)", e.name.c_str(),
               formatTime(res.measuredS).c_str(), res.work.flops / 1e9,
               res.work.bytes / 1e6));
}

void usage(FILE *f) {
  std::fprintf(
      f,
      "usage: roofline-validate [--device-file F] [--spec-device NAME] "
      "[-o results.json]\n"
      "                         [--filter A,B] [--repeats N] [--warmup N] "
      "[--gpu N]\n"
      "                         [--suite DIR] [--no-hierarchy] [--no-verify] "
      "[--quiet]\n"
      "       roofline-validate --check-suite | --list\n"
      "       roofline-validate --from-measurements results.json "
      "[--device-file F] [-o out.json]\n"
      "Times the kernel suite on the GPU and compares each time with\n"
      "roofline-opt's prediction for the kernel's .mlir file, with the spec\n"
      "ceilings of a catalog device (default h200-sxm-141gb) and with a\n"
      "calibrated device file (roofline-probe -o F). roofline-opt is found\n"
      "through $ROOFLINE_OPT, next to this tool, or on PATH.\n");
}

std::string readFile(const std::string &path, bool &ok) {
  std::ifstream in(path);
  ok = bool(in);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

} // namespace

int main(int argc, char **argv) {
  gToolName = "roofline-validate";
  gNothingWritten = "no results written";
  Options opt;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto isFlag = [&](const char *flag) {
      std::string f = flag;
      return a == f || a.rfind(f + "=", 0) == 0;
    };
    auto value = [&](const char *flag) -> std::string {
      std::string f = flag;
      if (a.rfind(f + "=", 0) == 0)
        return a.substr(f.size() + 1);
      if (i + 1 >= argc) {
        std::fprintf(stderr, "roofline-validate: %s needs a value\n", flag);
        std::exit(2);
      }
      return argv[++i];
    };
    auto number = [&](const char *flag) {
      std::string v = value(flag);
      char *end = nullptr;
      long n = std::strtol(v.c_str(), &end, 10);
      if (v.empty() || *end || n < 0) {
        std::fprintf(stderr, "roofline-validate: %s: '%s' is not a count\n",
                     flag, v.c_str());
        std::exit(2);
      }
      return int(n);
    };
    if (a == "-h" || a == "--help") {
      usage(stdout);
      return 0;
    } else if (isFlag("-o")) {
      opt.output = value("-o");
    } else if (isFlag("--device-file")) {
      opt.deviceFile = value("--device-file");
    } else if (isFlag("--spec-device")) {
      opt.specDevice = value("--spec-device");
    } else if (isFlag("--suite")) {
      opt.suiteDir = value("--suite");
    } else if (isFlag("--filter")) {
      std::stringstream ss(value("--filter"));
      std::string f;
      while (std::getline(ss, f, ','))
        if (!f.empty())
          opt.filters.push_back(f);
    } else if (isFlag("--repeats")) {
      opt.repeats = number("--repeats");
    } else if (isFlag("--warmup")) {
      opt.warmup = number("--warmup");
    } else if (isFlag("--gpu")) {
      opt.gpu = number("--gpu");
    } else if (isFlag("--from-measurements")) {
      opt.fromMeasurements = value("--from-measurements");
    } else if (a == "--no-hierarchy") {
      opt.hierarchy = false;
    } else if (a == "--no-verify") {
      opt.verify = false;
    } else if (a == "--check-suite") {
      opt.checkSuiteOnly = true;
    } else if (a == "--list") {
      opt.list = true;
    } else if (a == "--quiet") {
      gVerbose = false;
    } else {
      std::fprintf(stderr, "roofline-validate: unknown argument '%s'\n",
                   a.c_str());
      usage(stderr);
      return 2;
    }
  }
  if (opt.repeats < 10) {
    std::fprintf(stderr, "roofline-validate: --repeats must be at least 10 "
                         "(the measured time is a median)\n");
    return 2;
  }

  std::vector<std::string> suiteErrors;
  std::vector<SuiteEntry> all = loadSuite(opt.suiteDir, suiteErrors);
  for (const std::string &err : suiteErrors)
    std::fprintf(stderr, "roofline-validate: suite: %s\n", err.c_str());
  if (!suiteErrors.empty() || all.empty()) {
    std::fprintf(stderr, "roofline-validate: the suite in %s is %s\n",
                 opt.suiteDir.c_str(),
                 all.empty() ? "empty or missing" : "malformed");
    return 2;
  }
  std::vector<SuiteEntry> suite;
  for (const SuiteEntry &e : all)
    if (selected(opt, e))
      suite.push_back(e);
  if (suite.empty()) {
    std::fprintf(stderr, "roofline-validate: --filter selects no kernel\n");
    return 2;
  }
  if (opt.list) {
    for (const SuiteEntry &e : suite) {
      ExpectedWork w = expectedWork(e);
      std::printf("%-40s %-11s %-5s %14llu FLOP %14llu B\n", e.name.c_str(),
                  e.kind.c_str(), e.dtype.c_str(),
                  (unsigned long long)w.flops, (unsigned long long)w.bytes);
    }
    return 0;
  }

  PredictOptions popt;
  popt.rooflineOpt = findRooflineOpt();
  popt.specDevice = opt.specDevice;
  popt.deviceFile = opt.deviceFile;
  popt.hierarchy = opt.hierarchy;
  bool needOpt = opt.checkSuiteOnly || !opt.fromMeasurements.empty();
  if (popt.rooflineOpt.empty() && needOpt) {
    std::fprintf(stderr, "roofline-validate: roofline-opt not found (set "
                         "ROOFLINE_OPT, or put it next to roofline-validate "
                         "or on PATH)\n");
    return 2;
  }
  if (!opt.deviceFile.empty()) {
    bool ok;
    readFile(opt.deviceFile, ok);
    if (!ok) {
      std::fprintf(stderr, "roofline-validate: cannot read device file %s\n",
                   opt.deviceFile.c_str());
      return 2;
    }
  }

  if (opt.checkSuiteOnly) {
    std::vector<std::string> problems = checkSuite(popt, suite);
    for (const std::string &p : problems)
      std::printf("mismatch: %s\n", p.c_str());
    if (!problems.empty()) {
      std::printf("suite: %zu of %zu kernels disagree with roofline-opt\n",
                  problems.size(), suite.size());
      return 1;
    }
    std::printf("suite: %zu kernels; roofline-opt's FLOPs, transcendentals "
                "and bytes match every kernel's\n",
                suite.size());
    return 0;
  }

  RunInfo info;
  info.specDevice = opt.specDevice;
  info.deviceFile = opt.deviceFile;
  info.hierarchy = opt.hierarchy;
  std::vector<KernelResult> results;

  if (!opt.fromMeasurements.empty()) {
    bool ok;
    std::string text = readFile(opt.fromMeasurements, ok);
    std::map<std::string, KernelResult> measured;
    std::string err;
    if (!ok || !readMeasurements(text, info, measured, err)) {
      std::fprintf(stderr, "roofline-validate: %s: %s\n",
                   opt.fromMeasurements.c_str(),
                   ok ? err.c_str() : "cannot read");
      return 2;
    }
    info.measuredFrom = opt.fromMeasurements;
    for (const SuiteEntry &e : suite) {
      KernelResult r;
      auto it = measured.find(e.name);
      if (it != measured.end())
        r = it->second;
      else
        r.skipped = "not in " + opt.fromMeasurements;
      r.entry = e;
      r.work = expectedWork(e);
      results.push_back(r);
    }
  } else {
    int count = 0;
    std::string why = cudaUnavailableReason(count);
    if (!why.empty()) {
      std::fprintf(stderr,
                   "roofline-validate: no usable CUDA GPU: %s; no results "
                   "written\n",
                   why.c_str());
      return 1;
    }
    if (opt.gpu >= count) {
      std::fprintf(stderr,
                   "roofline-validate: --gpu %d: only %d CUDA device(s); no "
                   "results written\n",
                   opt.gpu, count);
      return 1;
    }
    if (popt.rooflineOpt.empty())
      std::fprintf(stderr,
                   "roofline-validate: warning: roofline-opt not found (set "
                   "ROOFLINE_OPT, or put it next to roofline-validate or on "
                   "PATH): measuring only; predict later with "
                   "--from-measurements\n");
    Gpu g;
    g.init(opt.gpu);
    info.gpu = g.desc;
    info.measuredFrom = "this run";
    info.warmup = opt.warmup;
    info.repeats = opt.repeats;
    progress("roofline-validate: " + g.desc + fmt(", %zu kernels", suite.size()));
    for (const SuiteEntry &e : suite) {
      KernelResult r;
      r.entry = e;
      r.work = expectedWork(e);
      measure(g, opt, r);
      results.push_back(std::move(r));
      check(cudaDeviceSynchronize(), e.name + " (clean-up)");
    }
  }

  // Predictions.
  int failures = 0;
  if (!popt.rooflineOpt.empty()) {
    for (KernelResult &r : results) {
      Prediction p;
      std::string err;
      if (predict(popt, r.entry, "", p, err))
        r.spec = p;
      else {
        std::fprintf(stderr, "roofline-validate: %s\n", err.c_str());
        ++failures;
      }
      if (!opt.deviceFile.empty()) {
        if (predict(popt, r.entry, opt.deviceFile, p, err))
          r.calibrated = p;
        else {
          std::fprintf(stderr, "roofline-validate: %s\n", err.c_str());
          ++failures;
        }
      }
    }
  }

  std::printf("roofline-validate: %s\n",
              info.gpu.empty() ? "(GPU not recorded)" : info.gpu.c_str());
  std::printf("measured: median of %d timed runs after %d warm-ups, L2 "
              "flushed before each (from %s)\n\n",
              info.repeats, info.warmup, info.measuredFrom.c_str());
  std::string table =
      formatResults(results, opt.specDevice + " spec ceilings",
                    opt.deviceFile.empty() ? "" : opt.deviceFile);
  std::fwrite(table.data(), 1, table.size(), stdout);
  if (popt.rooflineOpt.empty())
    std::printf("\nno predictions: roofline-opt was not found; run\n"
                "  roofline-validate --from-measurements %s%s%s\n"
                "where roofline-opt is built.\n",
                opt.output.empty() ? "RESULTS.json" : opt.output.c_str(),
                opt.deviceFile.empty() ? "" : " --device-file ",
                opt.deviceFile.c_str());

  if (!opt.output.empty()) {
    std::string json = writeResultsJSON(info, results);
    std::string tmp = opt.output + ".tmp";
    FILE *f = std::fopen(tmp.c_str(), "w");
    bool ok = f && std::fwrite(json.data(), 1, json.size(), f) == json.size();
    if (f)
      ok = (std::fclose(f) == 0) && ok;
    if (!ok || std::rename(tmp.c_str(), opt.output.c_str()) != 0) {
      std::remove(tmp.c_str());
      std::fprintf(stderr, "roofline-validate: cannot write %s: %s\n",
                   opt.output.c_str(), std::strerror(errno));
      return 1;
    }
    progress("roofline-validate: wrote " + opt.output);
  }
  if (failures) {
    std::fprintf(stderr, "roofline-validate: roofline-opt failed on %d "
                         "prediction(s)\n",
                 failures);
    return 1;
  }
  return 0;
}
