//===- HostOverhead.h - Host dispatch cost of eager frameworks --*- C++ -*-===//
//
// An eager framework (PyTorch without torch.compile or CUDA graphs) issues
// one op at a time from the host: Python, the module call, the dispatcher
// and the library's call set-up run before each kernel is queued. At small
// batch that host time, not the GPU, sets the model's time. This file holds
// what one op costs the host, by kind, as published (a framework property,
// not a device one), and the timeline that overlaps it with the GPU's queue
// (docs/model.md, "Execution modes"). Plain C++: no IR.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_MODEL_HOSTOVERHEAD_H
#define ROOFLINE_MODEL_HOSTOVERHEAD_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace roofline {

/// What the host does for one op of the IR in an eager framework.
enum class HostOpKind {
  /// A pointwise op: one framework op, one kernel.
  Elementwise,
  /// A reduction (sum, mean, max, softmax's passes): one framework op.
  Reduction,
  /// A GEMM or convolution: a library (cuBLAS, cuDNN) call, whose set-up
  /// (algorithm choice, descriptors, workspace) runs on the host.
  LibraryCall,
  /// A view (reshape, slice, transpose of strides): host work, no kernel.
  View,
  /// Part of another op's framework call (a GEMM's or convolution's
  /// accumulator fill, a convolution's padding): no host cost of its own.
  PartOfCall,
};

/// The host cost of one op of each kind in one framework, seconds, before
/// the kernel launch itself (the device's launch overhead is added for each
/// kernel the op launches). Each figure says where it was read.
struct FrameworkProfile {
  std::string name;
  double elementwiseSec = 0;
  double reductionSec = 0;
  double libraryCallSec = 0;
  double viewSec = 0;
  /// Whether the framework adds a linear layer's 1-D bias in the GEMM's
  /// epilogue (PyTorch 1.12 and later: cuBLASLt's bias epilogue in addmm,
  /// pytorch/pytorch#72148) rather than copying it into the output first, a
  /// kernel of its own, and running the GEMM with beta = 1 (older releases).
  bool gemmBiasEpilogue = true;
  /// Where the figures come from (printed in notes and docs).
  std::string source;

  /// The host cost of one op of `kind` (without its launches).
  double hostCost(HostOpKind kind) const;
};

/// PyTorch eager (Python, nn.Module calls, the ATen dispatcher), from the
/// measurements cited in HostOverhead.cpp.
const FrameworkProfile &getPyTorchEagerProfile();

/// One per-kind cost of a profile as a module attribute (roofline.framework)
/// and a host-profile file spell it: the key (microseconds) and the member
/// (seconds) it sets.
struct FrameworkProfileCost {
  llvm::StringLiteral key;
  double FrameworkProfile::*member;
};

/// The four per-kind costs: elementwise_us, reduction_us, library_call_us,
/// view_us. Both readers take exactly these, each a non-negative number.
llvm::ArrayRef<FrameworkProfileCost> getFrameworkProfileCosts();

/// The schema tag of a host-profile file.
constexpr llvm::StringLiteral kHostProfileSchema = "roofline-host-profile/1";

/// Reads a host-profile file (docs/model.md 1.8, "Eager: host dispatch";
/// `python3 -m roofline host-profile` writes one): a JSON object with
/// "schema" = "roofline-host-profile/1", non-empty "name" and "source", the
/// four costs in microseconds, optionally "gemm_bias_epilogue" (a bool) and
/// "measurement" (an object the tool records and the reader ignores). An
/// unknown key, a missing field or a value of the wrong type is an error
/// naming `origin` and the field.
llvm::Expected<FrameworkProfile> parseHostProfileJSON(llvm::StringRef text,
                                                      llvm::StringRef origin);

/// parseHostProfileJSON on the file at `path`.
llvm::Expected<FrameworkProfile> loadHostProfileFile(llvm::StringRef path);

/// The host and the GPU's queue, op by op: the host issues op i after its
/// cost (t_h += host_i); its kernel starts when both the host has issued it
/// and the GPU has finished the one before (max(t_h, gpu_free)), and the
/// GPU is then busy for the kernel's time. The time of the whole is when
/// the last kernel finishes (or the host does, if it finishes last).
class HostTimeline {
public:
  /// Issues one op: `hostSec` of host work, then a kernel of `kernelSec`
  /// on the GPU (none when `kernelSec` is 0: a view, or an op folded away).
  void issue(double hostSec, double kernelSec);
  /// The time from the first issue to the last kernel's end.
  double end() const { return hostTime > gpuFree ? hostTime : gpuFree; }
  /// The sum of the kernels' times (the GPU's busy time).
  double kernelTime() const { return busy; }
  /// The host's time (the sum of the issue costs).
  double getHostTime() const { return hostTime; }
  /// Time the GPU waits for the host: end() - kernelTime().
  double gpuIdle() const { return end() - busy; }

private:
  double hostTime = 0, gpuFree = 0, busy = 0;
};

} // namespace roofline

#endif // ROOFLINE_MODEL_HOSTOVERHEAD_H
