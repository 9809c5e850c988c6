//===- DeviceFromDLTI.cpp - Device models carried in the IR ---------------===//

#include "roofline/Device/DeviceFromDLTI.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace roofline;

namespace {
llvm::Error dltiError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "dlti.target_system_spec \"GPU\": " + msg);
}

std::optional<double> asNumber(Attribute a) {
  if (auto f = dyn_cast<FloatAttr>(a))
    return f.getValueAsDouble();
  if (auto i = dyn_cast<IntegerAttr>(a))
    return static_cast<double>(i.getValue().getSExtValue());
  return std::nullopt;
}
} // namespace

llvm::Expected<std::optional<DeviceModel>>
roofline::getDeviceFromDLTI(ModuleOp module) {
  auto spec = module->getAttrOfType<TargetSystemSpecInterface>(
      DLTIDialect::kTargetSystemDescAttrName);
  if (!spec)
    return std::nullopt;
  std::optional<TargetDeviceSpecInterface> gpu =
      spec.getDeviceSpecForDeviceID(StringAttr::get(module.getContext(), "GPU"));
  if (!gpu)
    return std::nullopt;

  DeviceModel d;
  bool haveBase = false;
  if (DataLayoutEntryInterface nameEntry =
          gpu->getSpecForIdentifier(StringAttr::get(module.getContext(), "name"))) {
    auto name = dyn_cast<StringAttr>(nameEntry.getValue());
    if (!name)
      return dltiError("key \"name\": expected a string naming a catalog "
                       "device");
    llvm::Expected<DeviceModel> base = lookupDevice(name.getValue());
    if (!base)
      return dltiError("key \"name\": " + llvm::toString(base.takeError()));
    d = std::move(*base);
    haveBase = true;
  } else {
    d.name = "dlti-gpu";
    d.displayName = "GPU described by dlti.target_system_spec";
  }
  d.origin = "dlti.target_system_spec";

  for (DataLayoutEntryInterface entry : gpu->getEntries()) {
    auto keyAttr = llvm::dyn_cast_if_present<StringAttr>(entry.getKey());
    if (!keyAttr)
      continue;
    llvm::StringRef key = keyAttr.getValue();
    if (key == "name")
      continue;
    std::optional<double> value = asNumber(entry.getValue());
    if (!value || (!(*value > 0) && key != "launch_overhead_us"))
      return dltiError(llvm::formatv("key \"{0}\": expected a positive number",
                                     key));
    std::string source = "dlti.target_system_spec key \"" + key.str() + "\"";
    if (key.consume_back("_tflops")) {
      std::optional<ComputeClass> cls = symbolizeComputeClass(key);
      if (!cls)
        return dltiError(llvm::formatv(
            "key \"{0}_tflops\": unknown compute class '{0}'", key));
      d.compute[static_cast<unsigned>(*cls)] = Ceiling{*value * 1e12, {}, source};
    } else if (key.consume_back("_gb_per_s")) {
      std::optional<MemoryLevel> lvl = symbolizeMemoryLevel(key);
      if (!lvl)
        return dltiError(llvm::formatv(
            "key \"{0}_gb_per_s\": unknown memory level '{0}' (expected "
            "dram, l2 or l1)",
            key));
      auto &m = d.memory[static_cast<unsigned>(*lvl)];
      if (!m)
        m.emplace();
      m->bandwidth = Ceiling{*value * 1e9, {}, source};
    } else if (key == "launch_overhead_us") {
      d.launchOverheadSec = *value * 1e-6;
      d.launchOverheadSource = source;
    } else if (key == "sm_count") {
      d.smCount = static_cast<unsigned>(*value);
    } else {
      return dltiError(llvm::formatv(
          "unknown key \"{0}\" (expected name, <class>_tflops, "
          "<level>_gb_per_s, launch_overhead_us or sm_count)",
          key));
    }
  }
  if (!haveBase) {
    if (!d.getMemory(MemoryLevel::DRAM))
      return dltiError("missing key \"dram_gb_per_s\" (required without "
                       "\"name\")");
    if (llvm::none_of(d.compute, [](const auto &c) { return c.has_value(); }))
      return dltiError("missing a \"<class>_tflops\" key such as "
                       "\"fp32_tflops\" (required without \"name\")");
  }
  if (llvm::Error e = d.validate())
    return std::move(e);
  return std::optional<DeviceModel>(std::move(d));
}
