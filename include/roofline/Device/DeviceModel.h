//===- DeviceModel.h - Ceilings of a modelled GPU ---------------*- C++ -*-===//
//
// A device model is the set of ceilings a roofline is drawn against: one
// compute ceiling per precision class and one bandwidth ceiling per memory
// level. Every number comes from a JSON description (the built-in catalog in
// devices/, a user's --device-file, or a DLTI spec in the IR) and carries the
// source it was taken from.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_DEVICE_DEVICEMODEL_H
#define ROOFLINE_DEVICE_DEVICEMODEL_H

#include "mlir/Support/LLVM.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace roofline {

// ComputeClass, MemoryLevel and CeilingKind with their generated
// stringify/symbolize functions (DeviceEnums.td).
} // namespace roofline
#include "roofline/Device/DeviceEnums.h.inc"
namespace roofline {

constexpr unsigned kNumComputeClasses = getMaxEnumValForComputeClass() + 1;
constexpr unsigned kNumMemoryLevels = getMaxEnumValForMemoryLevel() + 1;

/// The hierarchy's levels from the furthest from the cores to the closest
/// (the enum's values index per-level arrays; L3 took the last value).
constexpr std::array<MemoryLevel, kNumMemoryLevels> kMemoryLevelsOutermostFirst =
    {MemoryLevel::DRAM, MemoryLevel::L3, MemoryLevel::L2, MemoryLevel::L1};

/// True for the tensor-core classes (those the sparsity factor applies to).
bool isTensorCoreClass(ComputeClass c);

/// A datasheet figure and, where a public measurement exists, the sustained
/// figure, both in base units (FLOP/s or bytes/s).
struct Ceiling {
  double spec = 0;
  std::optional<double> sustained;
  std::string source;
  /// The measurement the sustained figure comes from.
  std::string sustainedSource;

  /// The figure for `kind`; sustained falls back to spec when not measured.
  double get(CeilingKind kind) const {
    return kind == CeilingKind::Sustained && sustained ? *sustained : spec;
  }
};

/// One memory level: its bandwidth ceiling and capacity.
struct MemoryLevelModel {
  /// bytes/s; a spec of 0 on a cache level (L3, L2) is "not described": the
  /// level's capacity shapes the traffic model but the level has no ceiling.
  Ceiling bandwidth;
  uint64_t capacityBytes = 0; ///< total (DRAM, L3, L2) or per SM (L1)
  bool capacityPerSM = false;
  uint64_t sharedMemoryBytesPerSM = 0; ///< L1 only: configurable shared part
  /// The vendor's name for the level where it has one ("Infinity Cache").
  std::string name;
  /// The source of the capacity (and name) where the bandwidth's source does
  /// not give them: a level with no bandwidth needs it.
  std::string capacitySource;

  /// True when the level has a bandwidth ceiling.
  bool hasBandwidth() const { return bandwidth.spec > 0; }
};

/// Flags of a device field (DeviceFields.def).
enum DeviceFieldFlag : unsigned {
  DeviceField_Required = 1,       ///< a device description must give it
  DeviceField_Integer = 2,        ///< a whole number (a count)
  DeviceField_ZeroUnset = 4,      ///< 0 stands for "not described"
  DeviceField_SourceRequired = 8, ///< its source key is required with it
};

/// Every scalar figure of a device description (DeviceFields.def), in the
/// order device files list them.
enum class DeviceField : unsigned {
#define DEVICE_FIELD(Id, ...) Id,
#define ATTAINMENT_FIELD(Id, ...) Id,
#include "roofline/Device/DeviceFields.def"
};
constexpr unsigned kNumDeviceFields = 0
#define DEVICE_FIELD(...) +1
#define ATTAINMENT_FIELD(...) +1
#include "roofline/Device/DeviceFields.def"
    ;

/// The figures of the attainment model (docs/model.md, "Predicted time:
/// what kernels attain"): what kernels sustain of the ceilings. A device file
/// may give each one (key `getAttainmentKeyName`, plus `<key>_source`); one it
/// leaves out takes the default roofline/Model/Attainment.h states. The
/// ATTAINMENT_FIELD rows of DeviceFields.def, in their order.
enum class AttainmentKey : unsigned {
#define ATTAINMENT_FIELD(Id, ...) Id,
#include "roofline/Device/DeviceFields.def"
};
constexpr unsigned kNumAttainmentKeys = 0
#define ATTAINMENT_FIELD(...) +1
#include "roofline/Device/DeviceFields.def"
    ;

/// The device-file and DLTI key of an attainment figure.
llvm::StringRef getAttainmentKeyName(AttainmentKey key);

/// Whether the figure is a fraction (in (0, 1]) rather than a time (>= 0).
bool isAttainmentFraction(AttainmentKey key);

/// The DeviceField of an attainment figure.
DeviceField getAttainmentField(AttainmentKey key);

/// One attainment figure as a device description gives it.
struct AttainmentFigure {
  double value = 0; ///< in the key's unit (a fraction, us or ns)
  std::string source;
};

/// The device figures with a physical range (docs/devices.md, "Physical
/// ranges"): a value outside its range is a typo or a unit mistake (a
/// denormal, an SM count of 2^63, GB/s given in B/s), never a real device,
/// and is rejected rather than turned into an infinite or zero time. The
/// scalar fields come first, in DeviceField's order, then the figures of
/// the nested objects (DEVICE_FIGURE rows).
enum class DeviceFigure : unsigned {
#define DEVICE_FIELD(Id, ...) Id,
#define ATTAINMENT_FIELD(Id, ...) Id,
#define DEVICE_FIGURE(Id, ...) Id,
#include "roofline/Device/DeviceFields.def"
};

/// The range of a scalar field is its figure's.
inline DeviceFigure getFieldFigure(DeviceField f) {
  return static_cast<DeviceFigure>(static_cast<unsigned>(f));
}

/// The closed range [min, max] of a figure, in the unit of its device-file
/// key (TFLOPS, GB/s, bytes, us, ...).
struct FigureRange {
  double min, max;
  llvm::StringRef unit;
};

/// The physical range of `figure`.
FigureRange getFigureRange(DeviceFigure figure);

/// What DeviceFields.def says of one scalar field.
struct DeviceFieldInfo {
  DeviceField id;
  llvm::StringLiteral key;  ///< device-file and DLTI key
  llvm::StringLiteral unit; ///< of the key's value
  double toBase;            ///< member = value x toBase
  unsigned flags;           ///< DeviceFieldFlag
  llvm::StringLiteral sourceKey; ///< "" where the figure has none
  llvm::StringLiteral doc;
  bool isAttainment;

  bool has(DeviceFieldFlag f) const { return (flags & f) != 0; }
};

/// Every scalar field, in DeviceField's order.
llvm::ArrayRef<DeviceFieldInfo> getDeviceFields();
const DeviceFieldInfo &getDeviceFieldInfo(DeviceField f);

/// The scalar field whose key is `key`, if any.
std::optional<DeviceField> lookupDeviceField(llvm::StringRef key);

/// Fails, naming `origin` (the file), `field`, the value and the range, when
/// `value` (in the key's unit) is outside the range of `figure` or not a
/// finite number.
llvm::Error checkFigureRange(llvm::StringRef origin, llvm::StringRef field,
                             double value, DeviceFigure figure);

/// The deepest nesting of JSON arrays and objects a device file may have.
/// The schema nests three levels (root, memory, dram); the margin is for
/// files with extra notes. llvm::json::parse recurses once per level, so a
/// deeper file (50,000 nested arrays) would overflow the stack.
constexpr unsigned kMaxDeviceJSONDepth = 64;

/// Fails, naming `origin`, the depth and the limit, when `text` nests arrays
/// and objects deeper than kMaxDeviceJSONDepth. Scans the text without
/// recursing (brackets inside strings do not count), so it is safe to run
/// before the recursive parser.
llvm::Error checkJSONNesting(llvm::StringRef text, llvm::StringRef origin);

/// The JSON object a file's `text` holds: checkJSONNesting, then the parse.
/// Errors name `origin`: "not valid JSON: ...", or "expected a JSON object
/// at the top level" followed by `what` (e.g. " (a device description)").
llvm::Expected<llvm::json::Object> parseJSONObject(llvm::StringRef text,
                                                   llvm::StringRef origin,
                                                   llvm::StringRef what = "");

/// How GPUs of this model talk to each other (docs/devices.md,
/// "Interconnect"): the GPU-to-GPU link, the PCIe link, and the node the
/// GPUs sit in. Bandwidths are per GPU and per direction, the figure NCCL's
/// bus bandwidth is compared to (nccl-tests doc/PERFORMANCE.md); a sustained
/// figure is a measured bus bandwidth.
struct InterconnectModel {
  /// The GPU-to-GPU link ("nvlink4"), its link count and the bandwidth of
  /// all its links together; none for a GPU that only has PCIe.
  std::string linkName;
  unsigned linkCount = 0;
  std::optional<Ceiling> linkBandwidth;
  /// PCIe generation and lanes, and the bandwidth they give.
  unsigned pcieGeneration = 0, pcieLanes = 0;
  Ceiling pcieBandwidth;
  /// The node: GPUs in it, whether an NVSwitch joins all of them, whether
  /// the GPU links join every pair of them directly (a full mesh: AMD
  /// Infinity Fabric, one of the linkCount links to each other GPU; else,
  /// without a switch, the GPU link joins pairs), and its network cards (0:
  /// none described).
  unsigned gpusPerNode = 0;
  bool nvswitch = false;
  bool fullMesh = false;
  unsigned nicsPerNode = 0;
  std::optional<Ceiling> nicBandwidth; ///< one NIC, per direction
  std::string nodeSource;
  /// The time one step of a collective costs beyond its bytes (NCCL's
  /// per-step latency), in seconds.
  double latencySec = 0;
  std::string latencySource;
};

/// A GPU (or other accelerator) as the roofline sees it.
struct DeviceModel {
  std::string name;        ///< catalog key, e.g. "a100-sxm4-40gb"
  std::string displayName; ///< e.g. "NVIDIA A100 SXM4 40GB"
  std::vector<std::string> aliases;
  std::string vendor, architecture;
  /// The scalar figures and their sources, one member per row of
  /// DeviceFields.def (the doc of each is its row's, and docs/devices.md's
  /// table): smCount, maxThreadsPerSM, maxBlocksPerSM, boostClockMHz,
  /// sustainedClockMHz, launchOverheadSec, graphLaunchGapSec (none: mode=graph
  /// refuses the device), sparsityFactor, ... in base units (seconds).
#define DEVICE_FIELD(Id, Key, Type, Member, Default, ...) Type Member = Default;
#define DEVICE_SOURCE(Member, Key) std::string Member;
#include "roofline/Device/DeviceFields.def"
  /// Where the description came from (a catalog file, a user file, DLTI).
  std::string origin;

  std::array<std::optional<Ceiling>, kNumComputeClasses> compute;
  std::array<std::optional<MemoryLevelModel>, kNumMemoryLevels> memory;
  /// The attainment figures the description gives, by AttainmentKey.
  std::array<std::optional<AttainmentFigure>, kNumAttainmentKeys> attainment;
  /// The links between GPUs; none where the description gives none (a
  /// collective on such a device is then an error, not a free transfer).
  std::optional<InterconnectModel> interconnect;

  const std::optional<AttainmentFigure> &
  getAttainment(AttainmentKey key) const {
    return attainment[static_cast<unsigned>(key)];
  }

  const std::optional<Ceiling> &getCompute(ComputeClass c) const {
    return compute[static_cast<unsigned>(c)];
  }
  const std::optional<MemoryLevelModel> &getMemory(MemoryLevel l) const {
    return memory[static_cast<unsigned>(l)];
  }

  /// The class whose ceiling an op of class `c` runs against on this device:
  /// `c` itself when the device has it, else the documented fallback chain
  /// (e.g. tf32_tc -> fp32, bf16_tc -> fp32 on a V100). None when nothing in
  /// the chain exists.
  std::optional<ComputeClass> resolveClass(ComputeClass c) const;

  /// Peak FLOP/s of `c` after resolveClass; 0 when unresolvable.
  double peakFlops(ComputeClass c, CeilingKind kind) const;

  /// DRAM bandwidth in bytes/s.
  double dramBandwidth(CeilingKind kind) const;

  /// Threads of one subgroup (warp, wavefront): subgroup_size, or 32, the
  /// warp of every NVIDIA GPU, where the description gives none.
  unsigned getSubgroupSize() const { return subgroupSize ? subgroupSize : 32; }

  /// Shared memory (LDS) per SM: memory.l1's, else the
  /// shared_memory_bytes_per_sm field; 0 where neither is given.
  uint64_t getSharedMemoryBytesPerSM() const;

  /// Checks the invariants every consumer relies on: a DRAM bandwidth, at
  /// least one compute ceiling, and every figure given within its physical
  /// range (getFigureRange; 0 stands for "not described" in the optional
  /// counts, clock and capacities).
  llvm::Error validate() const;
};

/// The levels a report lists for `d`, outermost first: DRAM, L2 and L1 always
/// (every op's traffic is counted at them, described or not), and L3 where
/// the device describes one (a memory-side cache such as AMD's Infinity
/// Cache), between DRAM and L2.
llvm::SmallVector<MemoryLevel, 4> getReportedLevels(const DeviceModel &d);

/// A level's name in reports: its vendor name with the key where the device
/// gives one ("Infinity Cache (l3)"), else the key upper-cased ("L2").
std::string getLevelDisplayName(const DeviceModel &d, MemoryLevel level);

/// The value of a scalar field in its key's unit; none where the device does
/// not describe it (an absent optional, a count or ZeroUnset figure of 0).
std::optional<double> getDeviceField(const DeviceModel &d, DeviceField f);

/// Where the field's figure comes from ("" where it has no source key).
llvm::StringRef getDeviceFieldSource(const DeviceModel &d, DeviceField f);

/// Sets a scalar field from a value in its key's unit (none: not described)
/// and its source (ignored where the field has no source key). The value is
/// not range-checked: validate() does that.
void setDeviceField(DeviceModel &d, DeviceField f, std::optional<double> value,
                    llvm::StringRef source);

/// docs/devices.md's table of the scalar fields and their ranges, as
/// Markdown (test/Unit/Device/DeviceFieldsTest checks the docs hold it).
std::string printDeviceFieldsMarkdown();

/// Parses a device description in the `roofline-device/1` JSON schema
/// (docs/devices.md). `origin` names the file in error messages, which say
/// which field was wrong and what was expected.
llvm::Expected<DeviceModel> parseDeviceJSON(llvm::StringRef text,
                                            llvm::StringRef origin);

/// Reads and parses a device file.
llvm::Expected<DeviceModel> loadDeviceFile(llvm::StringRef path);

/// Serializes a device back to the JSON schema (round-trips parseDeviceJSON).
std::string printDeviceJSON(const DeviceModel &device);

/// The built-in catalog (the files of devices/, compiled in).
const std::vector<DeviceModel> &getDeviceCatalog();

/// Looks up a catalog device by name or alias (case-insensitive). The error
/// lists every known name.
llvm::Expected<DeviceModel> lookupDevice(llvm::StringRef name);

/// Names of the catalog devices, in catalog order.
std::vector<std::string> getDeviceNames();

} // namespace roofline

#endif // ROOFLINE_DEVICE_DEVICEMODEL_H
