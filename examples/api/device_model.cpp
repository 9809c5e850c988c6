//===- device_model.cpp - Four ways to get a DeviceModel ------------------===//
//
// docs/api.md, "Device models": from the catalog, from a JSON file, from JSON
// text, and from the DLTI spec a module carries; then the numbers a roofline
// is drawn with.
//
//   api-device-model [device.json]
//
//===----------------------------------------------------------------------===//

#include "roofline/Device/DeviceFromDLTI.h"
#include "roofline/Device/DeviceModel.h"
#include "roofline/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#ifndef ROOFLINE_EXAMPLE_DEVICES_DIR
#define ROOFLINE_EXAMPLE_DEVICES_DIR "devices"
#endif

using namespace roofline;

static void print(const DeviceModel &d) {
  double peak = d.peakFlops(ComputeClass::FP32, CeilingKind::Spec);
  double bw = d.dramBandwidth(CeilingKind::Spec);
  llvm::outs() << llvm::formatv(
      "{0} ({1}): fp32 {2:f1} TFLOP/s, DRAM {3:f0} GB/s, ridge {4:f2} "
      "FLOP/B, launch {5:f1} us\n",
      d.name, d.origin, peak / 1e12, bw / 1e9, peak / bw,
      d.launchOverheadSec * 1e6);
}

int main(int argc, char **argv) {
  // api.md: begin catalog
  // 1. The built-in catalog, by name or alias (case-insensitive).
  llvm::Expected<DeviceModel> h100 = lookupDevice("h100");
  if (!h100) {
    // The error lists every catalog name.
    llvm::errs() << llvm::toString(h100.takeError()) << "\n";
    return 1;
  }
  print(*h100);
  // api.md: end catalog

  // api.md: begin file
  // 2. A file in the roofline-device/1 schema (docs/devices.md); an installed
  //    tree has the catalog's files in share/roofline/devices.
  std::string path =
      argc > 1 ? argv[1] : ROOFLINE_EXAMPLE_DEVICES_DIR "/a100-sxm4-40gb.json";
  llvm::Expected<DeviceModel> fromFile = loadDeviceFile(path);
  if (!fromFile) {
    llvm::errs() << llvm::toString(fromFile.takeError()) << "\n";
    return 1;
  }
  print(*fromFile);
  // api.md: end file

  // api.md: begin json
  // 3. JSON text, e.g. a device your compiler describes itself. The errors
  //    name the field that is wrong.
  llvm::Expected<DeviceModel> custom = parseDeviceJSON(R"json({
    "schema": "roofline-device/1", "name": "my-npu",
    "display_name": "My NPU", "vendor": "Me", "architecture": "v1",
    "launch_overhead_us": 1.0, "launch_overhead_source": "measured",
    "compute": {"fp32": {"tflops": 10.0, "source": "spec sheet"},
                "bf16_tc": {"tflops": 80.0, "source": "spec sheet"}},
    "memory": {"dram": {"bandwidth_gb_per_s": 500.0,
                        "capacity_bytes": 17179869184,
                        "source": "spec sheet"}}})json",
                                                       "my-npu.json");
  if (!custom) {
    llvm::errs() << llvm::toString(custom.takeError()) << "\n";
    return 1;
  }
  print(*custom);
  // No fp16_tc ceiling: an fp16 contraction falls back along
  // fp16_tc -> fp16 -> fp32 (docs/model.md 1.3).
  std::optional<ComputeClass> resolved =
      custom->resolveClass(ComputeClass::FP16_TC);
  llvm::outs() << "my-npu runs fp16_tc work on "
               << (resolved ? stringifyComputeClass(*resolved) : "nothing")
               << "\n";
  // api.md: end json

  // api.md: begin dlti
  // 4. The target a module carries: a catalog device with overrides.
  mlir::DialectRegistry registry;
  registerRooflineDialects(registry); // DLTI (and the cost models)
  mlir::MLIRContext context(registry);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(
          R"mlir(module attributes {dlti.target_system_spec =
              #dlti.target_system_spec<"GPU" = #dlti.target_device_spec<
                "name" = "a100-sxm4-40gb", "dram_gb_per_s" = 1400.0 : f64>>} {
          })mlir",
          &context);
  if (!module)
    return 1;
  llvm::Expected<std::optional<DeviceModel>> fromIR =
      getDeviceFromDLTI(*module);
  if (!fromIR) { // a malformed entry: the error names the key
    llvm::errs() << llvm::toString(fromIR.takeError()) << "\n";
    return 1;
  }
  if (*fromIR) // std::nullopt: the module names no GPU
    print(**fromIR);
  // api.md: end dlti
  return 0;
}
