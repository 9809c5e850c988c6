//===- DeviceFromDLTI.cpp - Device models carried in the IR ---------------===//

#include "roofline/Device/DeviceFromDLTI.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/IR/Builders.h"
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
roofline::getDeviceFromDLTI(ModuleOp module,
                            std::vector<std::string> *defaults) {
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
    if (base) {
      d = std::move(*base);
      haveBase = true;
    } else if (!gpu->getSpecForIdentifier(
                   StringAttr::get(module.getContext(), "dram_gb_per_s"))) {
      // Not a catalog device and no figures of its own to stand on.
      return dltiError("key \"name\": " + llvm::toString(base.takeError()));
    } else {
      llvm::consumeError(base.takeError());
      d.name = name.getValue().str();
      d.displayName = d.name;
    }
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
    if (key == "display_name") {
      auto str = dyn_cast<StringAttr>(entry.getValue());
      if (!str)
        return dltiError("key \"display_name\": expected a string");
      d.displayName = str.getValue().str();
      continue;
    }
    std::optional<double> value = asNumber(entry.getValue());
    if (!value || (!(*value > 0) && key != "launch_overhead_us"))
      return dltiError(llvm::formatv("key \"{0}\": expected a positive number",
                                     key));
    std::string source = "dlti.target_system_spec key \"" + key.str() + "\"";
    bool sustained = key.consume_back("_sustained_tflops");
    if (sustained || key.consume_back("_tflops")) {
      std::optional<ComputeClass> cls = symbolizeComputeClass(key);
      if (!cls)
        return dltiError(llvm::formatv("key \"{0}\": unknown compute class "
                                       "'{1}'",
                                       keyAttr.getValue(), key));
      auto &c = d.compute[static_cast<unsigned>(*cls)];
      if (sustained) {
        if (!c)
          return dltiError(llvm::formatv("key \"{0}_sustained_tflops\" needs "
                                         "\"{0}_tflops\" before it",
                                         key));
        c->sustained = *value * 1e12;
      } else {
        c = Ceiling{*value * 1e12, {}, source};
      }
      continue;
    }
    std::optional<MemoryLevel> lvl;
    auto levelKey = [&](llvm::StringRef suffix) {
      if (!key.consume_back(suffix))
        return false;
      lvl = symbolizeMemoryLevel(key);
      return true;
    };
    if (levelKey("_sustained_gb_per_s")) {
      if (!lvl || !d.memory[static_cast<unsigned>(*lvl)])
        return dltiError(llvm::formatv("key \"{0}_sustained_gb_per_s\" needs "
                                       "\"{0}_gb_per_s\" too",
                                       key));
      d.memory[static_cast<unsigned>(*lvl)]->bandwidth.sustained = *value * 1e9;
    } else if (levelKey("_gb_per_s")) {
      if (!lvl)
        return dltiError(llvm::formatv(
            "key \"{0}_gb_per_s\": unknown memory level '{0}' (expected "
            "dram, l2 or l1)",
            key));
      auto &m = d.memory[static_cast<unsigned>(*lvl)];
      if (!m)
        m.emplace();
      m->capacityPerSM = *lvl == MemoryLevel::L1;
      m->bandwidth = Ceiling{*value * 1e9, {}, source};
    } else if (levelKey("_capacity_bytes") || levelKey("_capacity_bytes_per_sm") ||
               levelKey("_shared_memory_bytes_per_sm")) {
      if (!lvl || !d.memory[static_cast<unsigned>(*lvl)])
        return dltiError(llvm::formatv(
            "key \"{0}\": give the level's \"<level>_gb_per_s\" first",
            keyAttr.getValue()));
      auto &m = *d.memory[static_cast<unsigned>(*lvl)];
      if (keyAttr.getValue().ends_with("_shared_memory_bytes_per_sm"))
        m.sharedMemoryBytesPerSM = static_cast<uint64_t>(*value);
      else
        m.capacityBytes = static_cast<uint64_t>(*value);
    } else if (key == "launch_overhead_us") {
      d.launchOverheadSec = *value * 1e-6;
      d.launchOverheadSource = source;
    } else if (key == "sm_count") {
      d.smCount = static_cast<unsigned>(*value);
    } else if (key == "max_threads_per_sm") {
      d.maxThreadsPerSM = static_cast<unsigned>(*value);
    } else if (key == "max_blocks_per_sm") {
      d.maxBlocksPerSM = static_cast<unsigned>(*value);
    } else if (key == "sparsity_factor") {
      d.sparsityFactor = *value;
    } else {
      return dltiError(llvm::formatv(
          "unknown key \"{0}\" (expected name, display_name, "
          "<class>_tflops, <class>_sustained_tflops, <level>_gb_per_s, "
          "<level>_sustained_gb_per_s, <level>_capacity_bytes, "
          "l1_capacity_bytes_per_sm, l1_shared_memory_bytes_per_sm, "
          "launch_overhead_us, sm_count, max_threads_per_sm, "
          "max_blocks_per_sm or sparsity_factor)",
          keyAttr.getValue()));
    }
  }
  if (!haveBase) {
    if (!d.getMemory(MemoryLevel::DRAM))
      return dltiError("missing key \"dram_gb_per_s\" (required without "
                       "\"name\")");
    if (llvm::none_of(d.compute, [](const auto &c) { return c.has_value(); }))
      return dltiError("missing a \"<class>_tflops\" key such as "
                       "\"fp32_tflops\" (required without \"name\")");
    // Optional figures a spec without a catalog base leaves out: say what
    // stands in for each, never default silently.
    if (defaults) {
      auto has = [&](llvm::StringRef key) {
        return static_cast<bool>(gpu->getSpecForIdentifier(
            StringAttr::get(module.getContext(), key)));
      };
      if (!has("launch_overhead_us"))
        defaults->push_back("dlti.target_system_spec \"GPU\": missing key "
                            "\"launch_overhead_us\": used 0 us (no launch "
                            "overhead per kernel)");
      if (!has("l2_gb_per_s") || !has("l2_capacity_bytes"))
        defaults->push_back("dlti.target_system_spec \"GPU\": missing key "
                            "\"l2_gb_per_s\" or \"l2_capacity_bytes\": no L2 "
                            "level, so the DRAM-only roofline is used");
      if (!has("l1_gb_per_s") || !has("l1_shared_memory_bytes_per_sm"))
        defaults->push_back("dlti.target_system_spec \"GPU\": missing key "
                            "\"l1_gb_per_s\" or "
                            "\"l1_shared_memory_bytes_per_sm\": no L1 level, "
                            "so the DRAM-only roofline is used");
      if (!has("sm_count"))
        defaults->push_back("dlti.target_system_spec \"GPU\": missing key "
                            "\"sm_count\": no wave quantisation (hierarchical "
                            "model off)");
    }
  }
  if (llvm::Error e = d.validate())
    return std::move(e);
  return std::optional<DeviceModel>(std::move(d));
}

Attribute roofline::buildDLTITargetDeviceSpec(MLIRContext *ctx,
                                              const DeviceModel &d) {
  Builder b(ctx);
  SmallVector<DataLayoutEntryInterface> entries;
  auto add = [&](llvm::StringRef key, Attribute value) {
    entries.push_back(DataLayoutEntryAttr::get(b.getStringAttr(key), value));
  };
  auto number = [&](llvm::StringRef key, double v) {
    add(key, b.getF64FloatAttr(v));
  };
  add("name", b.getStringAttr(d.name));
  add("display_name", b.getStringAttr(d.displayName));
  for (unsigned i = 0; i < kNumComputeClasses; ++i) {
    if (!d.compute[i])
      continue;
    std::string cls = stringifyComputeClass(ComputeClass(i)).str();
    number(cls + "_tflops", d.compute[i]->spec / 1e12);
    if (d.compute[i]->sustained)
      number(cls + "_sustained_tflops", *d.compute[i]->sustained / 1e12);
  }
  for (unsigned i = 0; i < kNumMemoryLevels; ++i) {
    if (!d.memory[i])
      continue;
    const MemoryLevelModel &m = *d.memory[i];
    std::string lvl = stringifyMemoryLevel(MemoryLevel(i)).str();
    number(lvl + "_gb_per_s", m.bandwidth.spec / 1e9);
    if (m.bandwidth.sustained)
      number(lvl + "_sustained_gb_per_s", *m.bandwidth.sustained / 1e9);
    if (m.capacityBytes)
      add(lvl + (m.capacityPerSM ? "_capacity_bytes_per_sm" : "_capacity_bytes"),
          b.getI64IntegerAttr(static_cast<int64_t>(m.capacityBytes)));
    if (m.sharedMemoryBytesPerSM)
      add(lvl + "_shared_memory_bytes_per_sm",
          b.getI64IntegerAttr(static_cast<int64_t>(m.sharedMemoryBytesPerSM)));
  }
  number("launch_overhead_us", d.launchOverheadSec * 1e6);
  if (d.smCount)
    add("sm_count", b.getI64IntegerAttr(d.smCount));
  if (d.maxThreadsPerSM)
    add("max_threads_per_sm", b.getI64IntegerAttr(d.maxThreadsPerSM));
  if (d.maxBlocksPerSM)
    add("max_blocks_per_sm", b.getI64IntegerAttr(d.maxBlocksPerSM));
  number("sparsity_factor", d.sparsityFactor);
  return TargetDeviceSpecAttr::get(ctx, entries);
}

void roofline::attachDeviceToModule(ModuleOp module, const DeviceModel &d) {
  MLIRContext *ctx = module.getContext();
  Builder b(ctx);
  StringAttr gpuId = b.getStringAttr("GPU");
  SmallVector<DataLayoutEntryInterface> entries;
  // Keep the other devices (a CPU entry, say) of an existing spec.
  if (auto spec = module->getAttrOfType<TargetSystemSpecAttr>(
          DLTIDialect::kTargetSystemDescAttrName))
    for (DataLayoutEntryInterface e : spec.getEntries())
      if (e.getKey() != DataLayoutEntryKey(gpuId))
        entries.push_back(e);
  entries.push_back(
      DataLayoutEntryAttr::get(gpuId, buildDLTITargetDeviceSpec(ctx, d)));
  module->setAttr(DLTIDialect::kTargetSystemDescAttrName,
                  TargetSystemSpecAttr::get(ctx, entries));
}
