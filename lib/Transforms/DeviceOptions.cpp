//===- DeviceOptions.cpp - Device options of the passes -------------------===//

#include "DeviceOptions.h"

#include "roofline/Device/DeviceFromDLTI.h"

#include "roofline/Transforms/Passes.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;
using namespace roofline;

#include "roofline/Transforms/TransformsEnums.cpp.inc"

namespace {

/// Resolves the device (see buildAnalysisConfig), without checking it
/// against the mode.
FailureOr<AnalysisConfig> resolveDevice(ModuleOp module,
                                        const DeviceOptions &options,
                                        StringRef passName) {
  AnalysisConfig config;
  config.mode = options.mode;
  config.eagerAttention = options.eagerAttention;
  config.memoryFormat = options.memoryFormat;
  config.libraryEpilogues = options.libraryEpilogues;
  config.timing = options.timing;
  config.ceilings = options.ceilings;
  config.costOptions.allowTF32 = options.allowTF32;
  config.hierarchy = options.hierarchy;
  if (!options.hostProfile.empty()) {
    // Read whatever the mode: a bad file is an error in every mode, so a
    // pipeline that sweeps modes finds it at once.
    llvm::Expected<FrameworkProfile> p =
        loadHostProfileFile(options.hostProfile);
    if (!p) {
      module.emitError() << passName << ": host-profile: "
                         << llvm::toString(p.takeError());
      return failure();
    }
    config.hostProfile = std::move(*p);
  }
  if (options.dynamicDimSize >= 0)
    config.costOptions.dynamicDimSize = options.dynamicDimSize;
  else if (options.dynamicDimSize != -1) {
    module.emitError() << passName << ": dynamic-dim-size="
                       << options.dynamicDimSize
                       << ": expected a size >= 0, or -1 for none";
    return failure();
  }
  if (!options.deviceName.empty() && !options.deviceFile.empty()) {
    module.emitError() << passName
                       << ": give either device or device-file, not both";
    return failure();
  }
  if (!options.deviceName.empty()) {
    llvm::Expected<DeviceModel> d = lookupDevice(options.deviceName);
    if (!d) {
      module.emitError() << passName << ": " << llvm::toString(d.takeError());
      return failure();
    }
    config.device = std::move(*d);
    return config;
  }
  if (!options.deviceFile.empty()) {
    llvm::Expected<DeviceModel> d = loadDeviceFile(options.deviceFile);
    if (!d) {
      module.emitError() << passName << ": " << llvm::toString(d.takeError());
      return failure();
    }
    config.device = std::move(*d);
    return config;
  }
  std::vector<std::string> dltiDefaults;
  llvm::Expected<std::optional<DeviceModel>> fromIR =
      getDeviceFromDLTI(module, &dltiDefaults);
  if (!fromIR) {
    module.emitError() << passName << ": "
                       << llvm::toString(fromIR.takeError());
    return failure();
  }
  if (!*fromIR && !options.fallbackDevice.empty()) {
    llvm::Expected<DeviceModel> d = lookupDevice(options.fallbackDevice);
    if (!d) {
      module.emitError() << passName << ": fallback-device: "
                         << llvm::toString(d.takeError());
      return failure();
    }
    config.device = std::move(*d);
    config.device.origin += " (default device; choose with --device)";
    return config;
  }
  if (!*fromIR) {
    module.emitError()
        << passName << ": no device: pass device=NAME (one of "
        << llvm::join(getDeviceNames(), ", ")
        << "), device-file=FILE, or carry a \"GPU\" entry in the module's "
           "dlti.target_system_spec";
    return failure();
  }
  for (const std::string &msg : dltiDefaults)
    module.emitWarning() << passName << ": " << msg;
  config.device = std::move(**fromIR);
  return config;
}

} // namespace

FailureOr<AnalysisConfig>
roofline::buildAnalysisConfig(ModuleOp module, const DeviceOptions &options,
                              StringRef passName) {
  FailureOr<AnalysisConfig> config = resolveDevice(module, options, passName);
  if (failed(config))
    return failure();
  if (llvm::Expected<double> launch =
          getLaunchOverhead(config->device, config->mode);
      !launch) {
    module.emitError() << passName << ": "
                       << llvm::toString(launch.takeError());
    return failure();
  }
  return config;
}
