//===- KernelTiming.h - What a kernel's measured time includes --*- C++ -*-===//
//
// A published kernel time is one of three things (docs/model.md, "What a
// measured time means"): the kernel's own duration from a profiler, one call
// between CUDA events (its launch in series with it), or what the kernel
// costs in a stream of kernels (a model's ops, a back-to-back loop's average),
// where the host enqueues the next launch while this kernel runs. The
// attainment model predicts the one asked for (`--timing=`).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_MODEL_KERNELTIMING_H
#define ROOFLINE_MODEL_KERNELTIMING_H

namespace roofline {

/// What the predicted time of a kernel includes.
enum class KernelTiming : int {
  /// In a stream of kernels (the default: what a model's op costs, and what
  /// a back-to-back loop's average measures): launches pipeline with
  /// execution, time = max(launch, execution).
  Stream,
  /// The kernel's own duration (CUPTI, Nsight): execution, no launch.
  Kernel,
  /// One call between CUDA events (or a wall clock): the launch in series
  /// with the execution, and never less than the bound.
  Event,
};

} // namespace roofline

#endif // ROOFLINE_MODEL_KERNELTIMING_H
