//===- DeviceOptions.h - Device options of the passes -----------*- C++ -*-===//
//
// roofline-analyze and roofline-optimize declare the same device options
// (one defvar list in Passes.td); both read them with WithDeviceOptions and
// resolve them with buildAnalysisConfig, so a device means the same thing to
// both.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_TRANSFORMS_DEVICEOPTIONS_H
#define ROOFLINE_LIB_TRANSFORMS_DEVICEOPTIONS_H

#include "roofline/Analysis/RooflineAnalysis.h"

#include "mlir/IR/BuiltinOps.h"

namespace roofline {

/// The device options shared by the roofline passes, as given.
struct DeviceOptions {
  std::string deviceName, fallbackDevice, deviceFile, hostProfile;
  CeilingKind ceilings = CeilingKind::Spec;
  bool allowTF32 = false;
  bool hierarchy = true;
  int64_t dynamicDimSize = -1;
  ExecutionMode mode = ExecutionMode::Compiled;
  EagerAttention eagerAttention = EagerAttention::Sdpa;
  MemoryFormat memoryFormat = MemoryFormat::Contiguous;
  LibraryEpilogues libraryEpilogues = LibraryEpilogues::Fused;
  KernelTiming timing = KernelTiming::Stream;
};

/// A pass base (the TableGen'd `...PassBase<Derived>`) with a reader of the
/// RooflineDeviceOptions it declares, by name.
template <typename PassBaseT>
struct WithDeviceOptions : public PassBaseT {
  using PassBaseT::PassBaseT;

  DeviceOptions getDeviceOptions() const {
    DeviceOptions o;
    o.deviceName = this->deviceName;
    o.fallbackDevice = this->fallbackDevice;
    o.deviceFile = this->deviceFile;
    o.hostProfile = this->hostProfile;
    o.ceilings = this->ceilings;
    o.allowTF32 = this->allowTF32;
    o.hierarchy = this->hierarchy;
    o.dynamicDimSize = this->dynamicDimSize;
    o.mode = this->mode;
    o.eagerAttention = this->eagerAttention;
    o.memoryFormat = this->memoryFormat;
    o.libraryEpilogues = this->libraryEpilogues;
    o.timing = this->timing;
    return o;
  }
};

/// Resolves the device: `deviceName` (a catalog name), else `deviceFile`,
/// else the module's `dlti.target_system_spec` "GPU" entry, else
/// `fallbackDevice`, else an error listing the catalog. Errors and warnings
/// are emitted on `module`, prefixed with `passName`.
mlir::FailureOr<AnalysisConfig>
buildAnalysisConfig(mlir::ModuleOp module, const DeviceOptions &options,
                    llvm::StringRef passName);

} // namespace roofline

#endif // ROOFLINE_LIB_TRANSFORMS_DEVICEOPTIONS_H
