//===- DeviceFromDLTI.h - Device models carried in the IR -------*- C++ -*-===//
//
// A pipeline can carry its target in the module:
//   module attributes {dlti.target_system_spec = #dlti.target_system_spec<
//     "GPU" = #dlti.target_device_spec<"name" = "a100-sxm4-40gb",
//                                      "dram_gb_per_s" = 1400.0 : f64>>}
// "name" picks a catalog device as the base; `<class>_tflops`,
// `<class>_sustained_tflops`, `<level>_gb_per_s`, `<level>_sustained_gb_per_s`,
// `<level>_capacity_bytes`, `l1_capacity_bytes_per_sm`,
// `l1_shared_memory_bytes_per_sm`, `launch_overhead_us`, `sm_count` and
// `sparsity_factor` override it. Without a catalog "name", `dram_gb_per_s`
// and one `<class>_tflops` are required.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_DEVICE_DEVICEFROMDLTI_H
#define ROOFLINE_DEVICE_DEVICEFROMDLTI_H

#include "roofline/Device/DeviceModel.h"

#include "mlir/IR/BuiltinOps.h"

#include <string>
#include <vector>

namespace roofline {

/// The device described by `module`'s `dlti.target_system_spec` entry
/// "GPU". std::nullopt when the module carries no such entry; an error
/// naming the key when the entry is malformed. When the spec names no
/// catalog device and leaves optional keys out, `defaults` (if given)
/// receives one message per missing key saying what was used instead.
llvm::Expected<std::optional<DeviceModel>>
getDeviceFromDLTI(mlir::ModuleOp module,
                  std::vector<std::string> *defaults = nullptr);

/// The `#dlti.target_device_spec` describing `device` completely (every
/// ceiling, capacity and the launch overhead, with "name"): what
/// getDeviceFromDLTI reads back into an identical model.
mlir::Attribute buildDLTITargetDeviceSpec(mlir::MLIRContext *ctx,
                                          const DeviceModel &device);

/// Sets `device` as the "GPU" entry of `module`'s dlti.target_system_spec,
/// keeping the spec's other entries.
void attachDeviceToModule(mlir::ModuleOp module, const DeviceModel &device);

} // namespace roofline

#endif // ROOFLINE_DEVICE_DEVICEFROMDLTI_H
