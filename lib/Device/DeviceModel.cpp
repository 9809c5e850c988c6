//===- DeviceModel.cpp - Ceilings of a modelled GPU -----------------------===//

#include "roofline/Device/DeviceModel.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace roofline;

#include "roofline/Device/DeviceEnums.cpp.inc"

bool roofline::isTensorCoreClass(ComputeClass c) {
  switch (c) {
  case ComputeClass::FP64_TC:
  case ComputeClass::TF32_TC:
  case ComputeClass::FP16_TC:
  case ComputeClass::BF16_TC:
  case ComputeClass::FP8_TC:
  case ComputeClass::FP4_TC:
  case ComputeClass::INT8_TC:
    return true;
  case ComputeClass::FP64:
  case ComputeClass::FP32:
  case ComputeClass::FP16:
  case ComputeClass::BF16:
  case ComputeClass::INT32:
    return false;
  }
  return false;
}

/// The fallback chain of each class: where a device lacks the units for a
/// class, the work runs on the next class that it has. Each step is what a
/// library does on such hardware: TF32 falls back to plain FP32 FMA, a
/// tensor-core class without tensor cores runs on the vector units of a
/// type at least as wide (BF16 on a V100 is computed in FP32), FP4 is
/// up-converted to FP8 tensor cores (Hopper has no FP4) and FP8 to FP16
/// tensor cores (Ampere has no FP8), INT8 without tensor cores runs as
/// INT32.
static std::optional<ComputeClass> nextInChain(ComputeClass c) {
  switch (c) {
  case ComputeClass::FP4_TC:
    return ComputeClass::FP8_TC;
  case ComputeClass::FP64_TC:
    return ComputeClass::FP64;
  case ComputeClass::TF32_TC:
    return ComputeClass::FP32;
  case ComputeClass::FP8_TC:
    return ComputeClass::FP16_TC;
  case ComputeClass::FP16_TC:
    return ComputeClass::FP16;
  case ComputeClass::BF16_TC:
    return ComputeClass::BF16;
  case ComputeClass::FP16:
  case ComputeClass::BF16:
    return ComputeClass::FP32;
  case ComputeClass::INT8_TC:
    return ComputeClass::INT32;
  case ComputeClass::INT32:
    return ComputeClass::FP32;
  case ComputeClass::FP64:
  case ComputeClass::FP32:
    return std::nullopt;
  }
  return std::nullopt;
}

std::optional<ComputeClass> DeviceModel::resolveClass(ComputeClass c) const {
  std::optional<ComputeClass> cur = c;
  while (cur) {
    if (getCompute(*cur))
      return cur;
    cur = nextInChain(*cur);
  }
  return std::nullopt;
}

double DeviceModel::peakFlops(ComputeClass c, CeilingKind kind) const {
  std::optional<ComputeClass> r = resolveClass(c);
  return r ? getCompute(*r)->get(kind) : 0.0;
}

llvm::SmallVector<MemoryLevel, 4>
roofline::getReportedLevels(const DeviceModel &d) {
  llvm::SmallVector<MemoryLevel, 4> levels;
  for (MemoryLevel l : kMemoryLevelsOutermostFirst)
    if (l != MemoryLevel::L3 || d.getMemory(l))
      levels.push_back(l);
  return levels;
}

std::string roofline::getLevelDisplayName(const DeviceModel &d,
                                          MemoryLevel level) {
  std::string key = stringifyMemoryLevel(level).str();
  const std::optional<MemoryLevelModel> &m = d.getMemory(level);
  if (m && !m->name.empty())
    return m->name + " (" + key + ")";
  return llvm::StringRef(key).upper();
}

double DeviceModel::dramBandwidth(CeilingKind kind) const {
  const auto &dram = getMemory(MemoryLevel::DRAM);
  return dram ? dram->bandwidth.get(kind) : 0.0;
}


/// Checks each ceiling and each level's capacities against their physical
/// ranges, in the units of the device-file keys.
static llvm::Error checkCeilingRanges(const DeviceModel &d,
                                      llvm::StringRef where) {
  for (unsigned i = 0; i < kNumComputeClasses; ++i) {
    if (!d.compute[i])
      continue;
    std::string field =
        ("compute." + stringifyComputeClass(ComputeClass(i))).str();
    if (llvm::Error e = checkFigureRange(where, field + ".tflops",
                                         d.compute[i]->spec / 1e12,
                                         DeviceFigure::Tflops))
      return e;
    if (d.compute[i]->sustained)
      if (llvm::Error e = checkFigureRange(
              where, field + ".sustained_tflops",
              *d.compute[i]->sustained / 1e12, DeviceFigure::Tflops))
        return e;
  }
  for (unsigned i = 0; i < kNumMemoryLevels; ++i) {
    if (!d.memory[i])
      continue;
    const MemoryLevelModel &m = *d.memory[i];
    auto lvl = MemoryLevel(i);
    std::string field = ("memory." + stringifyMemoryLevel(lvl)).str();
    // A cache level may describe its capacity alone (MemoryLevelModel).
    if (m.hasBandwidth() || lvl == MemoryLevel::DRAM || lvl == MemoryLevel::L1)
      if (llvm::Error e = checkFigureRange(where, field + ".bandwidth_gb_per_s",
                                           m.bandwidth.spec / 1e9,
                                           DeviceFigure::BandwidthGBs))
        return e;
    if (m.bandwidth.sustained)
      if (llvm::Error e = checkFigureRange(
              where, field + ".sustained_bandwidth_gb_per_s",
              *m.bandwidth.sustained / 1e9, DeviceFigure::BandwidthGBs))
        return e;
    // A capacity of 0 is "not described".
    DeviceFigure capFigure = lvl == MemoryLevel::DRAM
                                 ? DeviceFigure::DramCapacityBytes
                             : lvl == MemoryLevel::L2
                                 ? DeviceFigure::L2CapacityBytes
                             : lvl == MemoryLevel::L3
                                 ? DeviceFigure::L3CapacityBytes
                                 : DeviceFigure::L1CapacityBytesPerSM;
    if (m.capacityBytes)
      if (llvm::Error e = checkFigureRange(
              where,
              field + (m.capacityPerSM ? ".capacity_bytes_per_sm"
                                       : ".capacity_bytes"),
              static_cast<double>(m.capacityBytes), capFigure))
        return e;
    if (m.sharedMemoryBytesPerSM)
      if (llvm::Error e = checkFigureRange(
              where, field + ".shared_memory_bytes_per_sm",
              static_cast<double>(m.sharedMemoryBytesPerSM),
              DeviceFigure::SharedMemoryBytesPerSM))
        return e;
  }
  return llvm::Error::success();
}

/// Checks the top-level figures against their physical ranges. The counts
/// and the clock are 0 when not described, which is allowed here (the
/// readers reject an explicit 0).
/// The interconnect's figures against their ranges (a DLTI spec or a
/// program-built model reaches validate without the JSON reader's checks).
static llvm::Error checkInterconnectRanges(const InterconnectModel &ic,
                                           llvm::StringRef where) {
  struct Figure {
    const char *field;
    double value;
    DeviceFigure figure;
    bool given;
  } figures[] = {
      {"interconnect.gpu_link.links", double(ic.linkCount),
       DeviceFigure::LinkCount, ic.linkBandwidth.has_value()},
      {"interconnect.gpu_link.bandwidth_gb_per_s_per_direction",
       ic.linkBandwidth ? ic.linkBandwidth->spec / 1e9 : 0,
       DeviceFigure::LinkBandwidthGBs, ic.linkBandwidth.has_value()},
      {"interconnect.pcie.generation", double(ic.pcieGeneration),
       DeviceFigure::PcieGeneration, true},
      {"interconnect.pcie.lanes", double(ic.pcieLanes),
       DeviceFigure::PcieLanes, true},
      {"interconnect.pcie.bandwidth_gb_per_s_per_direction",
       ic.pcieBandwidth.spec / 1e9, DeviceFigure::LinkBandwidthGBs, true},
      {"interconnect.node.gpus_per_node", double(ic.gpusPerNode),
       DeviceFigure::GpusPerNode, true},
      {"interconnect.node.nics_per_node", double(ic.nicsPerNode),
       DeviceFigure::NicsPerNode, ic.nicsPerNode != 0},
      {"interconnect.node.nic_bandwidth_gb_per_s_per_direction",
       ic.nicBandwidth ? ic.nicBandwidth->spec / 1e9 : 0,
       DeviceFigure::LinkBandwidthGBs, ic.nicBandwidth.has_value()},
      {"interconnect.latency_us", ic.latencySec * 1e6,
       DeviceFigure::InterconnectLatencyUs, true},
  };
  for (const Figure &f : figures)
    if (f.given)
      if (llvm::Error e = checkFigureRange(where, f.field, f.value, f.figure))
        return e;
  if ((ic.nicsPerNode != 0) != ic.nicBandwidth.has_value())
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        where + ": interconnect.node: nics_per_node and "
                "nic_bandwidth_gb_per_s_per_direction go together");
  // A full mesh is one link from each GPU to each other GPU of the node,
  // no switch: the collective model divides the links' bandwidth by that.
  if (ic.fullMesh && (ic.nvswitch || !ic.linkBandwidth ||
                      ic.linkCount + 1 != ic.gpusPerNode))
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        where + ": interconnect.node.full_mesh: expected a gpu_link whose "
                "links join each GPU to each other one (links = "
                "gpus_per_node - 1) and no nvswitch");
  return llvm::Error::success();
}

/// Checks every scalar field the device describes (DeviceFields.def), then
/// the interconnect's and the ceilings' figures, against their physical
/// ranges, in the units of the device-file keys.
static llvm::Error checkFigureRanges(const DeviceModel &d,
                                     llvm::StringRef where) {
  for (const DeviceFieldInfo &f : getDeviceFields())
    if (std::optional<double> v = getDeviceField(d, f.id))
      if (llvm::Error e =
              checkFigureRange(where, f.key, *v, getFieldFigure(f.id)))
        return e;
  if (d.interconnect)
    if (llvm::Error e = checkInterconnectRanges(*d.interconnect, where))
      return e;
  return checkCeilingRanges(d, where);
}

llvm::Error DeviceModel::validate() const {
  auto fail = [&](const llvm::Twine &msg) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   origin + ": device '" + name + "': " + msg);
  };
  if (name.empty())
    return fail("the device has no name");
  const auto &dram = getMemory(MemoryLevel::DRAM);
  if (!dram || !(dram->bandwidth.spec > 0))
    return fail("memory.dram.bandwidth_gb_per_s: expected a positive number");
  if (llvm::none_of(compute, [](const auto &c) { return c.has_value(); }))
    return fail("compute: expected at least one compute class");
  // A sustained clock is a fraction of the boost clock (docs/devices.md):
  // above it, or without it, the compute scaling would be meaningless.
  if (sustainedClockMHz != 0 &&
      !(boostClockMHz > 0 && sustainedClockMHz <= boostClockMHz))
    return fail("sustained_clock_mhz: expected a clock no higher than "
                "boost_clock_mhz, which must be given too");
  // Shared memory is stated once: on the L1 level where there is one, else
  // as the top-level field (docs/devices.md, "Wavefronts, LDS and tensor
  // memory").
  if (sharedMemoryPerSM != 0 && getMemory(MemoryLevel::L1))
    return fail("shared_memory_bytes_per_sm: a device with a memory.l1 level "
                "gives its shared memory there "
                "(memory.l1.shared_memory_bytes_per_sm)");
  return checkFigureRanges(*this, origin + ": device '" + name + "'");
}

uint64_t DeviceModel::getSharedMemoryBytesPerSM() const {
  if (const auto &l1 = getMemory(MemoryLevel::L1))
    return l1->sharedMemoryBytesPerSM;
  return sharedMemoryPerSM;
}
