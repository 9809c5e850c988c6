//===- DeviceJSON.cpp - The roofline-device/1 JSON schema -----------------===//
//
// A strict reader: an unknown key, a missing required field or a value of
// the wrong type is an error naming the file, the field's path and what was
// expected, so a typo in a device file never silently becomes a default.
//
//===----------------------------------------------------------------------===//

#include "roofline/Device/DeviceModel.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace roofline;
namespace json = llvm::json;

namespace {

constexpr const char *kDeviceSchema = "roofline-device/1";

/// Reads one JSON object, remembering which keys were consumed so that the
/// rest can be reported as unknown.
class ObjectReader {
public:
  ObjectReader(const json::Object &obj, std::string path, llvm::StringRef file)
      : obj(obj), path(std::move(path)), file(file) {}

  llvm::Error error(llvm::StringRef key, const llvm::Twine &expected) const {
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        llvm::formatv("{0}: field '{1}': expected {2}", file, field(key),
                      expected.str()));
  }

  std::string field(llvm::StringRef key) const {
    return path.empty() ? key.str() : path + "." + key.str();
  }

  const json::Value *get(llvm::StringRef key) {
    seen.insert(key);
    return obj.get(key);
  }

  llvm::Expected<std::optional<double>> number(llvm::StringRef key) {
    const json::Value *v = get(key);
    if (!v)
      return std::nullopt;
    if (std::optional<double> d = v->getAsNumber())
      return d;
    return error(key, "a number");
  }

  llvm::Expected<double> requiredNumber(llvm::StringRef key) {
    auto n = number(key);
    if (!n)
      return n.takeError();
    if (!*n)
      return error(key, "a number (the field is required)");
    return **n;
  }

  llvm::Expected<std::optional<std::string>> string(llvm::StringRef key) {
    const json::Value *v = get(key);
    if (!v)
      return std::nullopt;
    if (std::optional<llvm::StringRef> s = v->getAsString())
      return s->str();
    return error(key, "a string");
  }

  llvm::Expected<std::string> requiredString(llvm::StringRef key) {
    auto s = string(key);
    if (!s)
      return s.takeError();
    if (!*s)
      return error(key, "a string (the field is required)");
    return **s;
  }

  llvm::Expected<std::optional<uint64_t>> count(llvm::StringRef key) {
    const json::Value *v = get(key);
    if (!v)
      return std::nullopt;
    if (std::optional<int64_t> i = v->getAsInteger())
      if (*i >= 0)
        return static_cast<uint64_t>(*i);
    if (std::optional<uint64_t> u = v->getAsUINT64())
      return *u;
    return error(key, "a non-negative integer");
  }

  /// A count that, when given, lies in the physical range of `figure`
  /// (checked before it is narrowed to the model's integer type).
  llvm::Expected<std::optional<uint64_t>> rangedCount(llvm::StringRef key,
                                                      DeviceFigure figure) {
    auto n = count(key);
    if (!n || !*n)
      return n;
    if (llvm::Error e = checkRange(key, static_cast<double>(**n), figure))
      return std::move(e);
    return n;
  }

  /// An error naming the file, the field, `value` and the range of `figure`
  /// when `value` lies outside it.
  llvm::Error checkRange(llvm::StringRef key, double value,
                         DeviceFigure figure) const {
    return checkFigureRange(file, field(key), value, figure);
  }

  llvm::Expected<bool> requiredBool(llvm::StringRef key) {
    const json::Value *v = get(key);
    if (!v)
      return error(key, "true or false (the field is required)");
    if (std::optional<bool> b = v->getAsBoolean())
      return *b;
    return error(key, "true or false");
  }

  llvm::Expected<const json::Object *> object(llvm::StringRef key,
                                              bool required) {
    const json::Value *v = get(key);
    if (!v) {
      if (required)
        return error(key, "an object (the field is required)");
      return nullptr;
    }
    if (const json::Object *o = v->getAsObject())
      return o;
    return error(key, "an object");
  }

  /// Fails on the first key that was never asked for.
  llvm::Error checkNoUnknownKeys() const {
    std::vector<std::string> keys;
    for (const auto &kv : obj)
      if (!seen.contains(kv.first.str()))
        keys.push_back(kv.first.str());
    if (keys.empty())
      return llvm::Error::success();
    llvm::sort(keys);
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        llvm::formatv("{0}: field '{1}': unknown key (see docs/devices.md for "
                      "the roofline-device/1 schema)",
                      file, field(keys.front())));
  }

private:
  const json::Object &obj;
  std::string path;
  llvm::StringRef file;
  llvm::StringSet<> seen;
};

llvm::Error parseCeiling(ObjectReader &r, llvm::StringRef specKey,
                         llvm::StringRef sustainedKey, double scale,
                         DeviceFigure figure, Ceiling &out) {
  auto spec = r.requiredNumber(specKey);
  if (!spec)
    return spec.takeError();
  if (!(*spec > 0))
    return r.error(specKey, "a positive number");
  // In the file's unit, before scaling: 1e308 TFLOPS is out of range, not
  // an infinite ceiling.
  if (llvm::Error e = r.checkRange(specKey, *spec, figure))
    return e;
  out.spec = *spec * scale;
  auto sus = r.number(sustainedKey);
  if (!sus)
    return sus.takeError();
  if (*sus) {
    if (!(**sus > 0))
      return r.error(sustainedKey, "a positive number");
    if (llvm::Error e = r.checkRange(sustainedKey, **sus, figure))
      return e;
    out.sustained = **sus * scale;
  }
  auto src = r.requiredString("source");
  if (!src)
    return src.takeError();
  out.source = *src;
  auto susSrc = r.string("sustained_source");
  if (!susSrc)
    return susSrc.takeError();
  if (*susSrc)
    out.sustainedSource = **susSrc;
  else if (out.sustained)
    return r.error("sustained_source",
                   "a string naming the measurement (required with a "
                   "sustained figure)");
  return llvm::Error::success();
}

// Declares `decl` as the Expected that `expr` returns, and returns its error
// from the enclosing function if it holds one.
#define TRY(decl, expr)                                                        \
  auto decl = (expr);                                                          \
  if (!decl)                                                                   \
    return decl.takeError();

/// The top-level strings: the schema tag, the names, vendor, architecture,
/// the aliases, and the notes (checked for shape, not kept).
llvm::Error readIdentity(ObjectReader &r, DeviceModel &d) {
  TRY(schema, r.requiredString("schema"));
  if (*schema != kDeviceSchema)
    return r.error("schema", llvm::Twine("\"") + kDeviceSchema + "\"");
  TRY(name, r.requiredString("name"));
  if (name->empty())
    return r.error("name", "a non-empty string");
  d.name = *name;
  TRY(display, r.string("display_name"));
  d.displayName = display->value_or(d.name);
  TRY(vendor, r.string("vendor"));
  d.vendor = vendor->value_or("");
  TRY(arch, r.string("architecture"));
  d.architecture = arch->value_or("");
  if (const json::Value *aliases = r.get("aliases")) {
    const json::Array *arr = aliases->getAsArray();
    if (!arr)
      return r.error("aliases", "an array of strings");
    for (const json::Value &a : *arr) {
      std::optional<llvm::StringRef> s = a.getAsString();
      if (!s)
        return r.error("aliases", "an array of strings");
      d.aliases.push_back(s->str());
    }
  }
  if (const json::Value *notes = r.get("notes"))
    if (!notes->getAsArray())
      return r.error("notes", "an array of strings");
  return llvm::Error::success();
}

/// One scalar field (DeviceFields.def): absent (the member keeps its
/// default), or a number (a whole one for a count) within its physical
/// range, with its source where the row asks for one.
llvm::Error readField(ObjectReader &r, const DeviceFieldInfo &f,
                      DeviceModel &d) {
  std::optional<double> value;
  if (f.has(DeviceField_Integer)) {
    TRY(n, r.count(f.key));
    if (*n)
      value = static_cast<double>(**n);
  } else {
    TRY(n, r.number(f.key));
    value = *n;
  }
  std::optional<std::string> source;
  if (!f.sourceKey.empty()) {
    TRY(s, r.string(f.sourceKey));
    source = *s;
  }
  if (!value) {
    if (f.has(DeviceField_Required))
      return r.error(f.key, "a number (the field is required)");
    if (f.isAttainment && source)
      return r.error(f.sourceKey,
                     "no source without the figure '" + f.key + "'");
    return llvm::Error::success();
  }
  // In the file's unit, before any scaling or narrowing: sm_count = 2^63
  // must not reach an unsigned, 1e308 us must not become an infinite time.
  if (llvm::Error e = r.checkRange(f.key, *value, getFieldFigure(f.id)))
    return e;
  // A figure without its source is not taken on trust (docs/devices.md).
  if (f.has(DeviceField_SourceRequired) && (!source || source->empty()))
    return r.error(f.sourceKey,
                   llvm::Twine("a string naming where the figure comes from "
                               "(required with '") +
                       f.key + "')");
  setDeviceField(d, f.id, value, source.value_or(""));
  return llvm::Error::success();
}

/// Every scalar field of DeviceFields.def, then what relates two of them:
/// a sustained clock is a fraction of the boost clock it needs beside it.
llvm::Error readFields(ObjectReader &r, DeviceModel &d) {
  for (const DeviceFieldInfo &f : getDeviceFields())
    if (llvm::Error e = readField(r, f, d))
      return e;
  if (d.sustainedClockMHz != 0 && d.boostClockMHz == 0)
    return r.error("sustained_clock_mhz", "boost_clock_mhz beside it");
  if (d.sustainedClockMHz > d.boostClockMHz)
    return r.error("sustained_clock_mhz",
                   "a clock no higher than boost_clock_mhz");
  return llvm::Error::success();
}

/// The required "compute" object: one ceiling per compute class it lists.
llvm::Error readCompute(ObjectReader &r, llvm::StringRef origin,
                        DeviceModel &d) {
  TRY(compute, r.object("compute", /*required=*/true));
  ObjectReader cr(**compute, "compute", origin);
  for (unsigned i = 0; i < kNumComputeClasses; ++i) {
    auto cls = static_cast<ComputeClass>(i);
    TRY(obj, cr.object(stringifyComputeClass(cls), false));
    if (!*obj)
      continue;
    ObjectReader er(**obj, cr.field(stringifyComputeClass(cls)), origin);
    Ceiling c;
    if (llvm::Error e = parseCeiling(er, "tflops", "sustained_tflops", 1e12,
                                     DeviceFigure::Tflops, c))
      return e;
    if (llvm::Error e = er.checkNoUnknownKeys())
      return e;
    d.compute[i] = c;
  }
  return cr.checkNoUnknownKeys();
}

/// One memory level's object: its bandwidth ceiling and capacities. A cache
/// level (L3, L2) may give its capacity without a bandwidth (no public
/// figure): it then needs `capacity_bytes` and `capacity_source`.
llvm::Expected<MemoryLevelModel> readMemoryLevel(ObjectReader &lr,
                                                 MemoryLevel lvl) {
  MemoryLevelModel m;
  bool cacheLevel = lvl == MemoryLevel::L2 || lvl == MemoryLevel::L3;
  TRY(bw, lr.number("bandwidth_gb_per_s"));
  if (*bw || !cacheLevel) {
    if (llvm::Error e = parseCeiling(lr, "bandwidth_gb_per_s",
                                     "sustained_bandwidth_gb_per_s", 1e9,
                                     DeviceFigure::BandwidthGBs, m.bandwidth))
      return std::move(e);
  }
  if (lvl == MemoryLevel::L1) {
    TRY(cap, lr.rangedCount("capacity_bytes_per_sm",
                            DeviceFigure::L1CapacityBytesPerSM));
    m.capacityBytes = cap->value_or(0);
    m.capacityPerSM = true;
    TRY(shared, lr.rangedCount("shared_memory_bytes_per_sm",
                               DeviceFigure::SharedMemoryBytesPerSM));
    m.sharedMemoryBytesPerSM = shared->value_or(0);
  } else {
    TRY(cap, lr.rangedCount("capacity_bytes",
                            lvl == MemoryLevel::DRAM
                                ? DeviceFigure::DramCapacityBytes
                            : lvl == MemoryLevel::L3
                                ? DeviceFigure::L3CapacityBytes
                                : DeviceFigure::L2CapacityBytes));
    m.capacityBytes = cap->value_or(0);
  }
  TRY(name, lr.string("name"));
  if (*name)
    m.name = **name;
  TRY(capSrc, lr.string("capacity_source"));
  if (*capSrc)
    m.capacitySource = **capSrc;
  if (!m.hasBandwidth()) {
    // Only a cache level gets here, without a bandwidth: what it has is its
    // capacity, and where that was read.
    if (m.capacityBytes == 0)
      return lr.error("capacity_bytes",
                      "a capacity in bytes (a cache level without "
                      "bandwidth_gb_per_s is described by its capacity)");
    if (m.capacitySource.empty())
      return lr.error("capacity_source",
                      "a string naming where the capacity was read (required "
                      "for a level without bandwidth_gb_per_s)");
  }
  if (lvl == MemoryLevel::L3 && m.capacityBytes == 0)
    return lr.error("capacity_bytes",
                    "the memory-side cache's capacity in bytes (the traffic "
                    "model needs it)");
  if (llvm::Error e = lr.checkNoUnknownKeys())
    return std::move(e);
  return m;
}

/// The required "memory" object: DRAM, and L2 and L1 where described.
llvm::Error readMemory(ObjectReader &r, llvm::StringRef origin,
                       DeviceModel &d) {
  TRY(memory, r.object("memory", /*required=*/true));
  ObjectReader mr(**memory, "memory", origin);
  for (unsigned i = 0; i < kNumMemoryLevels; ++i) {
    auto lvl = static_cast<MemoryLevel>(i);
    TRY(obj, mr.object(stringifyMemoryLevel(lvl), lvl == MemoryLevel::DRAM));
    if (!*obj)
      continue;
    ObjectReader lr(**obj, mr.field(stringifyMemoryLevel(lvl)), origin);
    TRY(m, readMemoryLevel(lr, lvl));
    d.memory[i] = *m;
  }
  return mr.checkNoUnknownKeys();
}

/// A count the object must give, within the range of `figure`.
llvm::Expected<unsigned> requiredRangedCount(ObjectReader &r,
                                             llvm::StringRef key,
                                             DeviceFigure figure) {
  TRY(n, r.rangedCount(key, figure));
  if (!*n)
    return r.error(key, "a positive integer (the field is required)");
  return static_cast<unsigned>(**n);
}

/// interconnect.gpu_link: the NVLink (or other GPU-to-GPU link) of a GPU.
llvm::Error readGpuLink(const json::Object &obj, const ObjectReader &parent,
                        llvm::StringRef origin, InterconnectModel &ic) {
  ObjectReader r(obj, parent.field("gpu_link"), origin);
  TRY(name, r.requiredString("name"));
  ic.linkName = *name;
  TRY(links, requiredRangedCount(r, "links", DeviceFigure::LinkCount));
  ic.linkCount = *links;
  Ceiling bw;
  if (llvm::Error e = parseCeiling(r, "bandwidth_gb_per_s_per_direction",
                                   "sustained_bandwidth_gb_per_s_per_direction",
                                   1e9, DeviceFigure::LinkBandwidthGBs, bw))
    return e;
  ic.linkBandwidth = bw;
  return r.checkNoUnknownKeys();
}

/// interconnect.pcie: the GPU's PCIe link.
llvm::Error readPcie(const json::Object &obj, const ObjectReader &parent,
                     llvm::StringRef origin, InterconnectModel &ic) {
  ObjectReader r(obj, parent.field("pcie"), origin);
  TRY(gen, requiredRangedCount(r, "generation", DeviceFigure::PcieGeneration));
  ic.pcieGeneration = *gen;
  TRY(lanes, requiredRangedCount(r, "lanes", DeviceFigure::PcieLanes));
  ic.pcieLanes = *lanes;
  if (llvm::Error e = parseCeiling(r, "bandwidth_gb_per_s_per_direction",
                                   "sustained_bandwidth_gb_per_s_per_direction",
                                   1e9, DeviceFigure::LinkBandwidthGBs,
                                   ic.pcieBandwidth))
    return e;
  return r.checkNoUnknownKeys();
}

/// interconnect.node: the GPUs of a node, its switch and its NICs.
llvm::Error readNode(const json::Object &obj, const ObjectReader &parent,
                     llvm::StringRef origin, InterconnectModel &ic) {
  ObjectReader r(obj, parent.field("node"), origin);
  TRY(gpus, requiredRangedCount(r, "gpus_per_node", DeviceFigure::GpusPerNode));
  ic.gpusPerNode = *gpus;
  TRY(nvswitch, r.requiredBool("nvswitch"));
  ic.nvswitch = *nvswitch;
  // Optional: false unless given (docs/devices.md, "Interconnect").
  if (const json::Value *mesh = r.get("full_mesh")) {
    std::optional<bool> b = mesh->getAsBoolean();
    if (!b)
      return r.error("full_mesh", "true or false");
    ic.fullMesh = *b;
  }
  TRY(nics, r.rangedCount("nics_per_node", DeviceFigure::NicsPerNode));
  ic.nicsPerNode = static_cast<unsigned>(nics->value_or(0));
  TRY(nicBW, r.number("nic_bandwidth_gb_per_s_per_direction"));
  if (*nics && !*nicBW)
    return r.error("nic_bandwidth_gb_per_s_per_direction",
                   "a number (required with nics_per_node)");
  if (*nicBW) {
    if (!*nics)
      return r.error("nics_per_node",
                     "a positive integer (required with "
                     "nic_bandwidth_gb_per_s_per_direction)");
    if (llvm::Error e = r.checkRange("nic_bandwidth_gb_per_s_per_direction",
                                     **nicBW, DeviceFigure::LinkBandwidthGBs))
      return e;
    ic.nicBandwidth = Ceiling{**nicBW * 1e9, std::nullopt, "", ""};
  }
  TRY(src, r.requiredString("source"));
  ic.nodeSource = *src;
  if (ic.nicBandwidth)
    ic.nicBandwidth->source = *src;
  return r.checkNoUnknownKeys();
}

/// The optional "interconnect" object (docs/devices.md, "Interconnect").
llvm::Error readInterconnect(ObjectReader &r, llvm::StringRef origin,
                             DeviceModel &d) {
  TRY(obj, r.object("interconnect", /*required=*/false));
  if (!*obj)
    return llvm::Error::success();
  ObjectReader ir(**obj, "interconnect", origin);
  InterconnectModel ic;
  TRY(link, ir.object("gpu_link", false));
  if (*link)
    if (llvm::Error e = readGpuLink(**link, ir, origin, ic))
      return e;
  TRY(pcie, ir.object("pcie", true));
  if (llvm::Error e = readPcie(**pcie, ir, origin, ic))
    return e;
  TRY(node, ir.object("node", true));
  if (llvm::Error e = readNode(**node, ir, origin, ic))
    return e;
  TRY(latency, ir.requiredNumber("latency_us"));
  if (llvm::Error e = ir.checkRange("latency_us", *latency,
                                    DeviceFigure::InterconnectLatencyUs))
    return e;
  ic.latencySec = *latency * 1e-6;
  TRY(latSrc, ir.requiredString("latency_source"));
  ic.latencySource = *latSrc;
  if (llvm::Error e = ir.checkNoUnknownKeys())
    return e;
  d.interconnect = std::move(ic);
  return llvm::Error::success();
}

#undef TRY

} // namespace

llvm::Expected<DeviceModel> roofline::parseDeviceJSON(llvm::StringRef text,
                                                      llvm::StringRef origin) {
  llvm::Expected<json::Object> object = parseJSONObject(text, origin);
  if (!object)
    return object.takeError();
  const json::Object *root = &*object;

  DeviceModel d;
  d.origin = origin.str();
  ObjectReader r(*root, "", origin);
  if (llvm::Error e = readIdentity(r, d))
    return std::move(e);
  if (llvm::Error e = readFields(r, d))
    return std::move(e);
  if (llvm::Error e = readCompute(r, origin, d))
    return std::move(e);
  if (llvm::Error e = readMemory(r, origin, d))
    return std::move(e);
  if (llvm::Error e = readInterconnect(r, origin, d))
    return std::move(e);
  if (llvm::Error e = r.checkNoUnknownKeys())
    return std::move(e);
  if (llvm::Error e = d.validate())
    return std::move(e);
  return d;
}

llvm::Expected<DeviceModel> roofline::loadDeviceFile(llvm::StringRef path) {
  auto buf = llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!buf)
    return llvm::createStringError(
        buf.getError(), llvm::formatv("{0}: cannot read device file: {1}",
                                      path, buf.getError().message()));
  return parseDeviceJSON((*buf)->getBuffer(), path);
}

/// The "interconnect" object; `ceiling` prints a Ceiling's keys.
template <typename CeilingPrinter>
static void printInterconnect(json::OStream &j, const InterconnectModel &ic,
                              CeilingPrinter &ceiling) {
  j.attributeObject("interconnect", [&] {
    if (ic.linkBandwidth)
      j.attributeObject("gpu_link", [&] {
        j.attribute("name", ic.linkName);
        j.attribute("links", static_cast<int64_t>(ic.linkCount));
        ceiling(*ic.linkBandwidth, "bandwidth_gb_per_s_per_direction",
                "sustained_bandwidth_gb_per_s_per_direction", 1e9);
      });
    j.attributeObject("pcie", [&] {
      j.attribute("generation", static_cast<int64_t>(ic.pcieGeneration));
      j.attribute("lanes", static_cast<int64_t>(ic.pcieLanes));
      ceiling(ic.pcieBandwidth, "bandwidth_gb_per_s_per_direction",
              "sustained_bandwidth_gb_per_s_per_direction", 1e9);
    });
    j.attributeObject("node", [&] {
      j.attribute("gpus_per_node", static_cast<int64_t>(ic.gpusPerNode));
      j.attribute("nvswitch", ic.nvswitch);
      if (ic.fullMesh)
        j.attribute("full_mesh", true);
      if (ic.nicBandwidth) {
        j.attribute("nics_per_node", static_cast<int64_t>(ic.nicsPerNode));
        j.attribute("nic_bandwidth_gb_per_s_per_direction",
                    ic.nicBandwidth->spec / 1e9);
      }
      j.attribute("source", ic.nodeSource);
    });
    // The inverse of the reader's x 1e-6 (as the scalar fields print): x 1e6
    // would print 0.8 us as 0.7999999999999999 and drift on every round trip.
    j.attribute("latency_us", ic.latencySec / 1e-6);
    j.attribute("latency_source", ic.latencySource);
  });
}

/// The scalar fields the device describes (DeviceFields.def), each source
/// after the first field that names it.
static void printFields(json::OStream &j, const DeviceModel &d) {
  llvm::StringSet<> printedSources;
  for (const DeviceFieldInfo &f : getDeviceFields()) {
    std::optional<double> v = getDeviceField(d, f.id);
    if (!v)
      continue;
    if (f.has(DeviceField_Integer))
      j.attribute(f.key, static_cast<int64_t>(*v));
    else
      j.attribute(f.key, *v);
    llvm::StringRef src = getDeviceFieldSource(d, f.id);
    if (!f.sourceKey.empty() && !src.empty() &&
        printedSources.insert(f.sourceKey).second)
      j.attribute(f.sourceKey, src);
  }
}

std::string roofline::printDeviceJSON(const DeviceModel &d) {
  std::string out;
  llvm::raw_string_ostream os(out);
  json::OStream j(os, 2);
  auto ceiling = [&](const Ceiling &c, llvm::StringRef specKey,
                     llvm::StringRef susKey, double scale) {
    j.attribute(specKey, c.spec / scale);
    if (c.sustained) {
      j.attribute(susKey, *c.sustained / scale);
      j.attribute("source", c.source);
      j.attribute("sustained_source", c.sustainedSource);
    } else {
      j.attribute("source", c.source);
    }
  };
  j.object([&] {
    j.attribute("schema", kDeviceSchema);
    j.attribute("name", d.name);
    j.attribute("display_name", d.displayName);
    j.attributeArray("aliases", [&] {
      for (const std::string &a : d.aliases)
        j.value(a);
    });
    j.attribute("vendor", d.vendor);
    j.attribute("architecture", d.architecture);
    printFields(j, d);
    j.attributeObject("compute", [&] {
      for (unsigned i = 0; i < kNumComputeClasses; ++i)
        if (d.compute[i])
          j.attributeObject(stringifyComputeClass(ComputeClass(i)), [&] {
            ceiling(*d.compute[i], "tflops", "sustained_tflops", 1e12);
          });
    });
    j.attributeObject("memory", [&] {
      for (unsigned i = 0; i < kNumMemoryLevels; ++i) {
        if (!d.memory[i])
          continue;
        const MemoryLevelModel &m = *d.memory[i];
        j.attributeObject(stringifyMemoryLevel(MemoryLevel(i)), [&] {
          if (!m.name.empty())
            j.attribute("name", m.name);
          if (m.hasBandwidth())
            ceiling(m.bandwidth, "bandwidth_gb_per_s",
                    "sustained_bandwidth_gb_per_s", 1e9);
          // Capacities of 0 are "not described": left out.
          if (m.capacityBytes)
            j.attribute(m.capacityPerSM ? "capacity_bytes_per_sm"
                                        : "capacity_bytes",
                        static_cast<int64_t>(m.capacityBytes));
          if (m.capacityPerSM && m.sharedMemoryBytesPerSM)
            j.attribute("shared_memory_bytes_per_sm",
                        static_cast<int64_t>(m.sharedMemoryBytesPerSM));
          if (!m.capacitySource.empty())
            j.attribute("capacity_source", m.capacitySource);
        });
      }
    });
    if (d.interconnect)
      printInterconnect(j, *d.interconnect, ceiling);
  });
  return out;
}
