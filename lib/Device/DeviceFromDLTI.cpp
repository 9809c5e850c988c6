//===- DeviceFromDLTI.cpp - Device models carried in the IR ---------------===//

#include "roofline/Device/DeviceFromDLTI.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <iterator>

using namespace mlir;
using namespace roofline;

namespace {
/// An error about the "GPU" entry of the module's target system spec.
llvm::Error dltiError(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "dlti.target_system_spec \"GPU\": " + msg);
}

/// A float or integer attribute's value. An integer is read at its own
/// width and signedness (`200 : ui8` is 200, `2^127-1 : i128` is about
/// 1.7e38, which the range check then rejects by name); signless integers
/// are signed, as MLIR prints them.
std::optional<double> asNumber(Attribute a) {
  if (auto f = dyn_cast<FloatAttr>(a))
    return f.getValueAsDouble();
  if (auto i = dyn_cast<IntegerAttr>(a)) {
    bool isSigned = !(i.getType().isUnsignedInteger() ||
                      i.getType().isSignlessInteger(1));
    llvm::APFloat f(llvm::APFloat::IEEEdouble());
    (void)f.convertFromAPInt(i.getValue(), isSigned,
                             llvm::APFloat::rmNearestTiesToEven);
    return f.convertToDouble();
  }
  return std::nullopt;
}

/// Whether the "GPU" entry `gpu` has the key `key`.
bool hasKey(TargetDeviceSpecInterface gpu, llvm::StringRef key) {
  return static_cast<bool>(
      gpu.getSpecForIdentifier(StringAttr::get(gpu.getContext(), key)));
}

/// A numeric entry of the "GPU" spec, as its reader sees it.
struct NumericEntry {
  /// The whole key, e.g. "l2_sustained_gb_per_s".
  llvm::StringRef key;
  /// For a key family, the compute class or memory level before the suffix
  /// ("l2"); empty for a fixed key.
  llvm::StringRef prefix;
  double value;
  /// Where the figure came from, for the ceiling it sets.
  std::string source;
};

/// Reads one numeric entry into the device.
using EntryReader = llvm::Error (*)(DeviceModel &, const NumericEntry &);

/// A string key, or a family of numeric keys, of the "GPU" spec (the scalar
/// keys are DeviceFields.def's): what the parser accepts, and what the
/// unknown-key message lists, in its order.
struct DLTIKey {
  /// The key as the unknown-key message names it.
  llvm::StringLiteral shown;
  /// A string key itself, or a family's suffix after "<class>"/"<level>".
  llvm::StringLiteral match;
  /// Null for "name" and "display_name", which are strings read apart.
  EntryReader read;
};

/// "<class>_tflops": the class's peak, replacing any from the catalog.
llvm::Error readPeak(DeviceModel &d, const NumericEntry &e) {
  std::optional<ComputeClass> cls = symbolizeComputeClass(e.prefix);
  if (!cls)
    return dltiError(llvm::formatv("key \"{0}\": unknown compute class "
                                   "'{1}'",
                                   e.key, e.prefix));
  d.compute[static_cast<unsigned>(*cls)] =
      Ceiling{e.value * 1e12, {}, e.source, ""};
  return llvm::Error::success();
}

/// "<class>_sustained_tflops": the sustained figure of a peak given before.
llvm::Error readSustainedPeak(DeviceModel &d, const NumericEntry &e) {
  std::optional<ComputeClass> cls = symbolizeComputeClass(e.prefix);
  if (!cls)
    return dltiError(llvm::formatv("key \"{0}\": unknown compute class "
                                   "'{1}'",
                                   e.key, e.prefix));
  auto &c = d.compute[static_cast<unsigned>(*cls)];
  if (!c)
    return dltiError(llvm::formatv("key \"{0}_sustained_tflops\" needs "
                                   "\"{0}_tflops\" before it",
                                   e.prefix));
  c->sustained = e.value * 1e12;
  return llvm::Error::success();
}

/// "<level>_gb_per_s": the level's bandwidth; adds the level if missing.
llvm::Error readBandwidth(DeviceModel &d, const NumericEntry &e) {
  std::optional<MemoryLevel> lvl = symbolizeMemoryLevel(e.prefix);
  if (!lvl)
    return dltiError(llvm::formatv(
        "key \"{0}_gb_per_s\": unknown memory level '{0}' (expected "
        "dram, l3, l2 or l1)",
        e.prefix));
  auto &m = d.memory[static_cast<unsigned>(*lvl)];
  if (!m)
    m.emplace();
  m->capacityPerSM = *lvl == MemoryLevel::L1;
  m->bandwidth = Ceiling{e.value * 1e9, {}, e.source, ""};
  return llvm::Error::success();
}

/// "<level>_sustained_gb_per_s": the sustained figure of a level's bandwidth.
llvm::Error readSustainedBandwidth(DeviceModel &d, const NumericEntry &e) {
  std::optional<MemoryLevel> lvl = symbolizeMemoryLevel(e.prefix);
  if (!lvl || !d.memory[static_cast<unsigned>(*lvl)])
    return dltiError(llvm::formatv("key \"{0}_sustained_gb_per_s\" needs "
                                   "\"{0}_gb_per_s\" too",
                                   e.prefix));
  d.memory[static_cast<unsigned>(*lvl)]->bandwidth.sustained = e.value * 1e9;
  return llvm::Error::success();
}

/// The level a capacity key names, which must already have a bandwidth; a
/// cache level (l3, l2) may be described by its capacity alone
/// (MemoryLevelModel), which adds it.
llvm::Expected<MemoryLevelModel *> capacityLevel(DeviceModel &d,
                                                 const NumericEntry &e) {
  std::optional<MemoryLevel> lvl = symbolizeMemoryLevel(e.prefix);
  if (lvl && !d.memory[static_cast<unsigned>(*lvl)] &&
      (*lvl == MemoryLevel::L2 || *lvl == MemoryLevel::L3)) {
    d.memory[static_cast<unsigned>(*lvl)].emplace();
    d.memory[static_cast<unsigned>(*lvl)]->capacitySource = e.source;
  }
  if (!lvl || !d.memory[static_cast<unsigned>(*lvl)])
    return dltiError(llvm::formatv(
        "key \"{0}\": give the level's \"<level>_gb_per_s\" first", e.key));
  return &*d.memory[static_cast<unsigned>(*lvl)];
}

/// "<level>_capacity_bytes" and "<level>_capacity_bytes_per_sm".
llvm::Error readCapacity(DeviceModel &d, const NumericEntry &e) {
  llvm::Expected<MemoryLevelModel *> m = capacityLevel(d, e);
  if (!m)
    return m.takeError();
  (*m)->capacityBytes = static_cast<uint64_t>(e.value);
  return llvm::Error::success();
}

/// "<level>_shared_memory_bytes_per_sm".
llvm::Error readSharedMemory(DeviceModel &d, const NumericEntry &e) {
  llvm::Expected<MemoryLevelModel *> m = capacityLevel(d, e);
  if (!m)
    return m.takeError();
  (*m)->sharedMemoryBytesPerSM = static_cast<uint64_t>(e.value);
  return llvm::Error::success();
}

/// The keys of the "GPU" spec other than the scalar fields of
/// DeviceFields.def (docs/devices.md), in the order the unknown-key message
/// lists them before those.
const DLTIKey kDLTIKeys[] = {
    {"name", "name", nullptr},
    {"display_name", "display_name", nullptr},
    {"<class>_tflops", "_tflops", readPeak},
    {"<class>_sustained_tflops", "_sustained_tflops",
     readSustainedPeak},
    {"<level>_gb_per_s", "_gb_per_s", readBandwidth},
    {"<level>_sustained_gb_per_s", "_sustained_gb_per_s",
     readSustainedBandwidth},
    {"<level>_capacity_bytes", "_capacity_bytes", readCapacity},
    {"l1_capacity_bytes_per_sm", "_capacity_bytes_per_sm",
     readCapacity},
    {"l1_shared_memory_bytes_per_sm", "_shared_memory_bytes_per_sm",
     readSharedMemory},
};

/// The family of numeric keys `key` belongs to: the one with the longest
/// matching suffix ("_sustained_tflops" over "_tflops"); null if none.
const DLTIKey *findNumericKey(llvm::StringRef key) {
  const DLTIKey *best = nullptr;
  for (const DLTIKey &k : kDLTIKeys) {
    if (!k.read)
      continue;
    if (key.ends_with(k.match) &&
        (!best || k.match.size() > best->match.size()))
      best = &k;
  }
  return best;
}

/// The physical range a family key's value must lie in, in the key's unit
/// (the same as the device file's).
std::optional<DeviceFigure> getKeyFigure(const DLTIKey &k,
                                         llvm::StringRef prefix) {
  if (k.match == "_capacity_bytes")
    return prefix == "dram" ? DeviceFigure::DramCapacityBytes
           : prefix == "l3" ? DeviceFigure::L3CapacityBytes
                            : DeviceFigure::L2CapacityBytes;
  return llvm::StringSwitch<std::optional<DeviceFigure>>(k.match)
      .Cases({"_tflops", "_sustained_tflops"}, DeviceFigure::Tflops)
      .Cases({"_gb_per_s", "_sustained_gb_per_s"}, DeviceFigure::BandwidthGBs)
      .Case("_capacity_bytes_per_sm", DeviceFigure::L1CapacityBytesPerSM)
      .Case("_shared_memory_bytes_per_sm",
            DeviceFigure::SharedMemoryBytesPerSM)
      .Default(std::nullopt);
}

/// The error for a key the table does not know, listing the ones it does.
llvm::Error unknownKeyError(llvm::StringRef key) {
  std::vector<llvm::StringRef> keys;
  for (const DLTIKey &k : kDLTIKeys)
    keys.push_back(k.shown);
  for (const DeviceFieldInfo &f : getDeviceFields())
    keys.push_back(f.key);
  std::string expected;
  for (size_t i = 0, e = keys.size(); i < e; ++i) {
    if (i)
      expected += i + 1 == e ? " or " : ", ";
    expected += keys[i].str();
  }
  return dltiError(
      llvm::formatv("unknown key \"{0}\" (expected {1})", key, expected));
}

/// A scalar field of DeviceFields.def: within its physical range (before
/// any conversion: sm_count = 2^63 must not reach an unsigned), and whole
/// where the field counts something (`107.5` SMs is refused, not truncated).
llvm::Error readField(DeviceModel &d, const DeviceFieldInfo &f, double value,
                      const std::string &source) {
  if (llvm::Error e = checkFigureRange("dlti.target_system_spec \"GPU\"",
                                       f.key, value, getFieldFigure(f.id)))
    return e;
  if (f.has(DeviceField_Integer) && value != std::floor(value))
    return dltiError(llvm::formatv("key \"{0}\": expected a whole number of "
                                   "{1}, got {2}",
                                   f.key, f.unit,
                                   llvm::format("%.10g", value)));
  setDeviceField(d, f.id, value, source);
  return llvm::Error::success();
}

/// Reads one entry of the "GPU" spec into `d`; "name" was read before.
llvm::Error readEntry(DeviceModel &d, DataLayoutEntryInterface entry) {
  auto keyAttr = llvm::dyn_cast_if_present<StringAttr>(entry.getKey());
  if (!keyAttr)
    return llvm::Error::success();
  llvm::StringRef key = keyAttr.getValue();
  if (key == "name")
    return llvm::Error::success();
  if (key == "display_name") {
    auto str = dyn_cast<StringAttr>(entry.getValue());
    if (!str)
      return dltiError("key \"display_name\": expected a string");
    d.displayName = str.getValue().str();
    return llvm::Error::success();
  }
  std::optional<DeviceField> field = lookupDeviceField(key);
  const DLTIKey *k = field ? nullptr : findNumericKey(key);
  if (!field && !k)
    return unknownKeyError(key);
  std::optional<double> value = asNumber(entry.getValue());
  if (!value)
    return dltiError(llvm::formatv("key \"{0}\": expected a number", key));
  std::string source = "dlti.target_system_spec key \"" + key.str() + "\"";
  if (field)
    return readField(d, getDeviceFieldInfo(*field), *value, source);
  if (!(*value > 0))
    return dltiError(
        llvm::formatv("key \"{0}\": expected a positive number", key));
  llvm::StringRef prefix = key.drop_back(k->match.size());
  // Before any conversion: a capacity of 2^70 must not reach a uint64_t.
  if (std::optional<DeviceFigure> figure = getKeyFigure(*k, prefix))
    if (llvm::Error e = checkFigureRange("dlti.target_system_spec \"GPU\"",
                                         key, *value, *figure))
      return e;
  return k->read(d, NumericEntry{key, prefix, *value, source});
}

/// Starts `d` from the catalog device the spec's "name" picks, if any.
/// Returns whether it did: a name outside the catalog is the device's own
/// name when the spec gives its own figures (at least "dram_gb_per_s").
llvm::Expected<bool> readBase(TargetDeviceSpecInterface gpu, DeviceModel &d) {
  DataLayoutEntryInterface nameEntry =
      gpu.getSpecForIdentifier(StringAttr::get(gpu.getContext(), "name"));
  if (!nameEntry) {
    d.name = "dlti-gpu";
    d.displayName = "GPU described by dlti.target_system_spec";
    return false;
  }
  auto name = dyn_cast<StringAttr>(nameEntry.getValue());
  if (!name)
    return dltiError("key \"name\": expected a string naming a catalog "
                     "device");
  llvm::Expected<DeviceModel> base = lookupDevice(name.getValue());
  if (base) {
    d = std::move(*base);
    return true;
  }
  if (!hasKey(gpu, "dram_gb_per_s")) {
    // Not a catalog device and no figures of its own to stand on.
    return dltiError("key \"name\": " + llvm::toString(base.takeError()));
  }
  llvm::consumeError(base.takeError());
  d.name = name.getValue().str();
  d.displayName = d.name;
  return false;
}

/// A spec without a catalog base: the figures it must give, and a message
/// in `defaults` (if given) for each optional one it leaves out, saying what
/// stands in for it, so that nothing defaults silently.
llvm::Error checkStandalone(TargetDeviceSpecInterface gpu, const DeviceModel &d,
                            std::vector<std::string> *defaults) {
  if (!d.getMemory(MemoryLevel::DRAM))
    return dltiError("missing key \"dram_gb_per_s\" (required without "
                     "\"name\")");
  if (llvm::none_of(d.compute, [](const auto &c) { return c.has_value(); }))
    return dltiError("missing a \"<class>_tflops\" key such as "
                     "\"fp32_tflops\" (required without \"name\")");
  if (!defaults)
    return llvm::Error::success();
  auto has = [&](llvm::StringRef key) { return hasKey(gpu, key); };
  if (!has("launch_overhead_us"))
    defaults->push_back("dlti.target_system_spec \"GPU\": missing key "
                        "\"launch_overhead_us\": used 0 us (no launch "
                        "overhead per kernel)");
  // The tile model needs the L2 capacity; the bandwidth is optional (a
  // capacity-only L2 has no ceiling: docs/devices.md, "memory").
  if (!has("l2_capacity_bytes"))
    defaults->push_back("dlti.target_system_spec \"GPU\": missing key "
                        "\"l2_capacity_bytes\": no L2 capacity, so the "
                        "DRAM-only roofline is used");
  else if (!has("l2_gb_per_s"))
    defaults->push_back("dlti.target_system_spec \"GPU\": missing key "
                        "\"l2_gb_per_s\": the L2 has no bandwidth ceiling "
                        "(its capacity shapes the traffic model)");
  if (!has("l1_gb_per_s") || !has("l1_shared_memory_bytes_per_sm"))
    defaults->push_back("dlti.target_system_spec \"GPU\": missing key "
                        "\"l1_gb_per_s\" or "
                        "\"l1_shared_memory_bytes_per_sm\": no L1 level, "
                        "so the DRAM-only roofline is used");
  if (!has("sm_count"))
    defaults->push_back("dlti.target_system_spec \"GPU\": missing key "
                        "\"sm_count\": no wave quantisation (hierarchical "
                        "model off)");
  return llvm::Error::success();
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
  llvm::Expected<bool> haveBase = readBase(*gpu, d);
  if (!haveBase)
    return haveBase.takeError();
  d.origin = "dlti.target_system_spec";
  for (DataLayoutEntryInterface entry : gpu->getEntries())
    if (llvm::Error e = readEntry(d, entry))
      return std::move(e);
  if (!*haveBase)
    if (llvm::Error e = checkStandalone(*gpu, d, defaults))
      return std::move(e);
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
    if (m.hasBandwidth())
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
  for (const DeviceFieldInfo &f : getDeviceFields()) {
    std::optional<double> v = getDeviceField(d, f.id);
    if (!v)
      continue;
    if (f.has(DeviceField_Integer))
      add(f.key, b.getI64IntegerAttr(static_cast<int64_t>(*v)));
    else
      number(f.key, *v);
  }
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
