//===- AnalysisConfigFromOptions.h - Device options of the passes -*- C++ -*-===//
//
// roofline-analyze and roofline-optimize take the same device options; both
// resolve them here, so that a device means the same thing to both.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_TRANSFORMS_ANALYSISCONFIGFROMOPTIONS_H
#define ROOFLINE_LIB_TRANSFORMS_ANALYSISCONFIGFROMOPTIONS_H

#include "roofline/Analysis/RooflineAnalysis.h"

#include "mlir/IR/BuiltinOps.h"

namespace roofline {

/// The device options shared by the roofline passes, as given (in the
/// order Passes.td declares them, for brace initialization).
struct DeviceOptions {
  llvm::StringRef deviceName, fallbackDevice, deviceFile, ceilings;
  bool allowTF32 = false;
  bool hierarchy = true;
  int64_t dynamicDimSize = -1;
};

/// Resolves the device: `deviceName` (a catalog name), else `deviceFile`,
/// else the module's `dlti.target_system_spec` "GPU" entry, else
/// `fallbackDevice`, else an error listing the catalog. Errors and warnings
/// are emitted on `module`, prefixed with `passName`.
mlir::FailureOr<AnalysisConfig>
buildAnalysisConfig(mlir::ModuleOp module, const DeviceOptions &options,
                    llvm::StringRef passName);

} // namespace roofline

#endif // ROOFLINE_LIB_TRANSFORMS_ANALYSISCONFIGFROMOPTIONS_H
