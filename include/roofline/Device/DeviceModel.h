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

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

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

/// True for the tensor-core classes (those the sparsity factor applies to).
bool isTensorCoreClass(ComputeClass c);

/// A datasheet figure and, where a public measurement exists, the sustained
/// figure, both in base units (FLOP/s or bytes/s).
struct Ceiling {
  double spec = 0;
  std::optional<double> sustained;
  std::string source;

  /// The figure for `kind`; sustained falls back to spec when not measured.
  double get(CeilingKind kind) const {
    return kind == CeilingKind::Sustained && sustained ? *sustained : spec;
  }
};

/// One memory level: its bandwidth ceiling and capacity.
struct MemoryLevelModel {
  Ceiling bandwidth;          ///< bytes/s
  uint64_t capacityBytes = 0; ///< total (DRAM, L2) or per SM (L1)
  bool capacityPerSM = false;
  uint64_t sharedMemoryBytesPerSM = 0; ///< L1 only: configurable shared part
};

/// The figures of the attainment model (docs/model.md, "Predicted time:
/// what kernels attain"): what kernels sustain of the ceilings. A device file
/// may give each one (key `getAttainmentKeyName`, plus `<key>_source`); one it
/// leaves out takes the default roofline/Model/Attainment.h states.
enum class AttainmentKey : unsigned {
  DramFraction,   ///< "attained_dram_fraction": of the spec DRAM bandwidth
  L2Fraction,     ///< "attained_l2_fraction": of the L2 bandwidth
  VectorFraction, ///< "attained_vector_fraction": of non-tensor-core peaks
  GemmEfficiency, ///< "attained_gemm_efficiency": library GEMM main loops
  KernelFloorUs,  ///< "kernel_floor_us": block start-up, prologue, tail
  SliceLatencyNs, ///< "kloop_slice_latency_ns": one K slice's round trip
};
constexpr unsigned kNumAttainmentKeys = 6;

/// The device-file and DLTI key of an attainment figure.
llvm::StringRef getAttainmentKeyName(AttainmentKey key);

/// Whether the figure is a fraction (in (0, 1]) rather than a time (>= 0).
bool isAttainmentFraction(AttainmentKey key);

/// One attainment figure as a device description gives it.
struct AttainmentFigure {
  double value = 0; ///< in the key's unit (a fraction, us or ns)
  std::string source;
};

/// The device figures with a physical range (docs/devices.md, "Physical
/// ranges"): a value outside its range is a typo or a unit mistake (a
/// denormal, an SM count of 2^63, GB/s given in B/s), never a real device,
/// and is rejected rather than turned into an infinite or zero time.
enum class DeviceFigure : unsigned {
  Tflops,                ///< compute.<class>.tflops and sustained_tflops
  BandwidthGBs,          ///< memory.<level>.bandwidth_gb_per_s (+ sustained)
  SMCount,               ///< sm_count
  MaxThreadsPerSM,       ///< max_threads_per_sm
  MaxBlocksPerSM,        ///< max_blocks_per_sm
  BoostClockMHz,         ///< boost_clock_mhz
  LaunchOverheadUs,      ///< launch_overhead_us
  GraphLaunchGapUs,      ///< graph_launch_gap_us
  SparsityFactor,        ///< sparsity_factor
  DramCapacityBytes,     ///< memory.dram.capacity_bytes
  L2CapacityBytes,       ///< memory.l2.capacity_bytes
  L1CapacityBytesPerSM,  ///< memory.l1.capacity_bytes_per_sm
  SharedMemoryBytesPerSM, ///< memory.l1.shared_memory_bytes_per_sm
  KernelFloorUs,         ///< kernel_floor_us
  SliceLatencyNs,        ///< kloop_slice_latency_ns
  LinkCount,             ///< interconnect.gpu_link.links
  LinkBandwidthGBs,      ///< interconnect.*.bandwidth_gb_per_s_per_direction
  PcieGeneration,        ///< interconnect.pcie.generation
  PcieLanes,             ///< interconnect.pcie.lanes
  GpusPerNode,           ///< interconnect.node.gpus_per_node
  NicsPerNode,           ///< interconnect.node.nics_per_node
  InterconnectLatencyUs, ///< interconnect.latency_us
};

/// The closed range [min, max] of a figure, in the unit of its device-file
/// key (TFLOPS, GB/s, bytes, us, ...).
struct FigureRange {
  double min, max;
  llvm::StringRef unit;
};

/// The physical range of `figure`.
FigureRange getFigureRange(DeviceFigure figure);

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
  /// The node: GPUs in it, whether an NVSwitch joins all of them (else the
  /// GPU link joins pairs), and its network cards (0: none described).
  unsigned gpusPerNode = 0;
  bool nvswitch = false;
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
  unsigned smCount = 0;
  /// Resident threads and blocks per SM (0: not described). With the shared
  /// memory per SM they bound how many blocks of a kernel run at once, which
  /// sets its waves (docs/model.md, section 5).
  unsigned maxThreadsPerSM = 0, maxBlocksPerSM = 0;
  std::string occupancySource;
  double boostClockMHz = 0;
  /// The SM clock a power-limited part holds under sustained compute load,
  /// below its boost clock (0: not described, the boost clock holds). The
  /// attainment model scales compute time by boost / sustained; memory-bound
  /// kernels keep the boost clock (docs/model.md, "Predicted time").
  double sustainedClockMHz = 0;
  std::string sustainedClockSource;
  double launchOverheadSec = 0;
  std::string launchOverheadSource;
  /// The per-kernel cost of kernels replayed from a CUDA graph (the launch
  /// overhead of mode=graph); none where the device has no published figure
  /// or no graphs, and mode=graph then refuses it.
  std::optional<double> graphLaunchGapSec;
  std::string graphLaunchGapSource;
  /// Multiplier of the tensor-core ceilings under 2:4 structured sparsity
  /// (1 where the device has none). The dense figures are the ceilings.
  double sparsityFactor = 1;
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

  /// Checks the invariants every consumer relies on: a DRAM bandwidth, at
  /// least one compute ceiling, and every figure given within its physical
  /// range (getFigureRange; 0 stands for "not described" in the optional
  /// counts, clock and capacities).
  llvm::Error validate() const;
};

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
