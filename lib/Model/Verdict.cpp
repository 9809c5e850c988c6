//===- Verdict.cpp - Where an op sits on a device's roofline --------------===//
//
//   intensity  I = FLOPs / DRAM bytes                      [FLOP/byte]
//   ridge      R = P / B       (P: peak of the op's class, B: DRAM bandwidth)
//   attainable   = min(P, I x B)
//   compute time = max((FLOPs + weighted transcendentals) / P,
//                      side integer ops / INT32 peak)
//                  (the integer and floating-point pipes issue concurrently)
//   memory time  = DRAM bytes / B; likewise bytes / bandwidth at L2 and L1
//   time         = max(compute time, every level's time) + launch overhead
//   binding      = launch when launch > max(compute, every level) (the
//                  overhead outweighs all the work), else compute or the
//                  level with the largest time
//   bound        = launch or compute when they bind, else memory
//   fraction of peak = (FLOPs / time) / P
// GPU kernel launches also pay for wave quantisation (docs/model.md 5.4):
//   resident blocks per SM  r = min(max blocks, max threads / block threads,
//                                   shared memory per SM / block's shared)
//   waves W = ceil(blocks / (SMs x r)), efficiency e = blocks / (W x SMs x r)
//   lanes l = block threads / (32 x warps per block), x resident warps / 4
//             when an SM holds fewer than 4 warps (one per sub-partition)
//   compute time /= e x l; and a grid of fewer blocks than SMs reaches only
//   blocks / SMs of every memory level's bandwidth.
// An op with no work and no traffic (a zero-size dim) takes no time and is
// bound by nothing: it launches no kernel.
// Collectives over a device grid add an interconnect term (docs/model.md,
// "Collectives"):
//   interconnect time = steps x latency + bytes per device / bus bandwidth
// with the bus bandwidth of nccl-tests doc/PERFORMANCE.md (per GPU, per
// direction, the figure a link's datasheet gives); it binds when it
// exceeds compute and every level's time:
//   time = max(compute, every level, interconnect) + launch overhead
//
//===----------------------------------------------------------------------===//

#include "roofline/Model/Verdict.h"

#include <algorithm>
#include <limits>

using namespace roofline;

namespace {

llvm::Error applyOccupancy(Verdict &v, const KernelLaunchInfo &k,
                           const DeviceModel &device) {
  auto err = [](const llvm::Twine &msg) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
  };
  int64_t threads = k.threadsPerBlock(), blocks = k.blocks();
  if (threads > 1024)
    return err("its blocks of " + llvm::Twine(threads) +
               " threads exceed the 1024 threads a block may have");
  if (blocks == 0 || threads == 0 || device.smCount == 0)
    return llvm::Error::success();
  int64_t perSM = INT64_MAX;
  auto limit = [&](int64_t n, const char *what) {
    if (n < perSM) {
      perSM = n;
      v.occupancyLimit = what;
    }
  };
  if (device.maxBlocksPerSM)
    limit(device.maxBlocksPerSM, "blocks");
  if (device.maxThreadsPerSM)
    limit(device.maxThreadsPerSM / threads, "threads");
  // Shared memory: memory.l1's, or an AMD CU's LDS
  // (shared_memory_bytes_per_sm).
  uint64_t shared = device.getSharedMemoryBytesPerSM();
  if (k.sharedMemoryPerBlock > 0 && shared) {
    if (static_cast<uint64_t>(k.sharedMemoryPerBlock) > shared)
      return err("a block's " + llvm::Twine(k.sharedMemoryPerBlock) +
                 " bytes of shared memory exceed the " + llvm::Twine(shared) +
                 " bytes an SM of " + device.name + " has");
    limit(static_cast<int64_t>(shared / k.sharedMemoryPerBlock),
          "shared-memory");
  }
  if (perSM == INT64_MAX)
    return llvm::Error::success(); // the device describes no limit
  if (perSM == 0)
    return err("a block of " + llvm::Twine(threads) +
               " threads does not fit an SM of " + device.name);
  int64_t perWave = perSM * device.smCount;
  v.residentBlocksPerSM = perSM;
  v.waves = (blocks + perWave - 1) / perWave;
  v.waveEfficiency = static_cast<double>(blocks) /
                     (static_cast<double>(v.waves) * perWave);
  // Lanes: a subgroup issues all its lanes (32 on NVIDIA, 64 on AMD)
  // whether or not the block fills them; and an SM issues from its 4
  // sub-partitions (a CU from its 4 SIMDs) only with at least 4 subgroups.
  int64_t width = device.getSubgroupSize();
  int64_t warps = (threads + width - 1) / width;
  v.laneEfficiency = static_cast<double>(threads) /
                     (static_cast<double>(warps) * static_cast<double>(width));
  if (perSM * warps < 4)
    v.laneEfficiency *= static_cast<double>(perSM * warps) / 4.0;
  v.computeTime /= v.waveEfficiency * v.laneEfficiency;
  if (blocks < device.smCount) {
    double share = static_cast<double>(blocks) / device.smCount;
    for (double &t : v.levelTime)
      t /= share;
    v.memoryTime /= share;
  }
  return llvm::Error::success();
}

/// Time, binding, bound and fraction of peak from the verdict's terms.
void rebind(Verdict &v, const OpCost &cost) {
  double worst;
  v.workBinding = pickBinding(v.computeTime, v.levelTime, worst);
  if (v.interconnectTime > worst) {
    worst = v.interconnectTime;
    v.workBinding = Binding::Interconnect;
  }
  v.binding = v.launchTime > worst ? Binding::Launch : v.workBinding;
  v.bound = boundOf(v.binding);
  v.time = worst + v.launchTime;
  v.fractionOfPeak =
      v.time > 0 ? (static_cast<double>(cost.flops) / v.time) / v.peakFlops : 0;
}

} // namespace

/// The share of a full mesh's links (one to each other GPU of the node) a
/// collective of `c` uses: a point-to-point transfer one link; any other
/// the links to the group's other members, each carrying its share of the
/// bytes at once (a direct exchange, or RCCL's rings laid over distinct
/// links: docs/model.md, "Collectives").
static double fullMeshShare(const InterconnectModel &ic,
                            const CollectiveCost &c) {
  int64_t used = c.algorithm == "p2p" ? 1 : c.groupSize - 1;
  used = std::clamp<int64_t>(used, 1, ic.linkCount);
  return static_cast<double>(used) / ic.linkCount;
}

/// The bus bandwidth of the link the group of `c` crosses, and the link's
/// name.
static llvm::Expected<std::pair<double, std::string>>
pickLink(const InterconnectModel &ic, const DeviceModel &device,
         const CollectiveCost &c, CeilingKind ceilings) {
  int64_t span = c.span;
  // Inside a node: the GPU link when it joins the whole group (an NVSwitch,
  // a full mesh, or a bridge between two GPUs), else PCIe. A full mesh
  // gives a group only the links to its other members.
  bool viaLink = ic.linkBandwidth && (ic.nvswitch || ic.fullMesh || span <= 2);
  double bw = viaLink ? ic.linkBandwidth->get(ceilings)
                      : ic.pcieBandwidth.get(ceilings);
  if (viaLink && ic.fullMesh)
    bw *= fullMeshShare(ic, c);
  std::string link = viaLink ? ic.linkName : "pcie";
  if (span <= static_cast<int64_t>(ic.gpusPerNode))
    return std::make_pair(bw, link);
  // Across nodes: a ring crosses the network, where each GPU gets its share
  // of the node's NICs; the slower of that and the node's own link binds.
  if (!ic.nicBandwidth)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "a collective over " + llvm::Twine(span) +
            " devices spans more than the " + llvm::Twine(ic.gpusPerNode) +
            " GPUs of a node of '" + device.name +
            "', whose description gives no NICs (interconnect.node)");
  double perGpu = ic.nicBandwidth->get(ceilings) * ic.nicsPerNode /
                  static_cast<double>(ic.gpusPerNode);
  if (perGpu < bw)
    return std::make_pair(perGpu, std::string("network"));
  return std::make_pair(bw, link);
}

llvm::Expected<CollectiveTime>
roofline::getCollectiveTime(const CollectiveCost &c, const DeviceModel &device,
                            CeilingKind ceilings) {
  if (!device.interconnect)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "device '" + device.name +
            "' describes no interconnect, so its collectives have no time "
            "(give an 'interconnect' object: docs/devices.md)");
  CollectiveTime t;
  if (c.groupSize <= 1)
    return t; // a group of one device moves nothing
  auto link = pickLink(*device.interconnect, device, c, ceilings);
  if (!link)
    return link.takeError();
  t.busBandwidth = link->first;
  t.link = link->second;
  t.time = static_cast<double>(c.steps) * device.interconnect->latencySec +
           static_cast<double>(c.bytesPerDevice) / t.busBandwidth;
  return t;
}

/// Sets the interconnect terms of a collective's verdict.
static llvm::Error applyCollective(Verdict &v, const CollectiveCost &c,
                                   int64_t executions,
                                   const DeviceModel &device,
                                   CeilingKind ceilings) {
  auto t = getCollectiveTime(c, device, ceilings);
  if (!t)
    return t.takeError();
  auto attained = getCollectiveTime(c, device, CeilingKind::Sustained);
  if (!attained)
    return attained.takeError();
  // The collective describes one run; an op in a loop runs `executions`
  // times, one after another.
  double runs = static_cast<double>(std::max<int64_t>(1, executions));
  v.interconnectTime = t->time * runs;
  v.attainedInterconnectTime = attained->time * runs;
  v.busBandwidth = t->busBandwidth;
  v.interconnectLink = t->link;
  return llvm::Error::success();
}

llvm::Expected<Verdict> roofline::computeVerdict(const OpCost &cost,
                                                 const DeviceModel &device,
                                                 CeilingKind ceilings) {
  Verdict v;
  std::optional<ComputeClass> cls = device.resolveClass(cost.computeClass);
  if (!cls)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "device '" + device.name + "' has no ceiling for class " +
            stringifyComputeClass(cost.computeClass) +
            " nor any class it falls back to");
  v.ceilingClass = *cls;
  v.peakFlops = device.getCompute(*cls)->get(ceilings);
  v.bandwidth = device.dramBandwidth(ceilings);
  v.ridgePoint = v.peakFlops / v.bandwidth;

  double flops = static_cast<double>(cost.flops);
  double bytes = static_cast<double>(cost.dramBytes());
  v.intensity = bytes > 0 ? flops / bytes
                          : (flops > 0 ? std::numeric_limits<double>::infinity()
                                       : 0.0);
  v.attainableFlops =
      bytes > 0 ? std::min(v.peakFlops, v.intensity * v.bandwidth) : v.peakFlops;

  double work = flops + static_cast<double>(cost.weightedTranscendentals);
  v.computeTime = work / v.peakFlops;
  if (cost.intOps > 0) {
    double intPeak = device.peakFlops(ComputeClass::INT32, ceilings);
    if (intPeak > 0)
      v.computeTime =
          std::max(v.computeTime, static_cast<double>(cost.intOps) / intPeak);
  }
  v.memoryTime = bytes / v.bandwidth;
  v.levelTime = getLevelTimes(cost.bytes, device, ceilings);
  if (cost.kernel)
    if (llvm::Error e = applyOccupancy(v, *cost.kernel, device))
      return std::move(e);
  if (cost.collective)
    if (llvm::Error e = applyCollective(v, *cost.collective, cost.executions,
                                        device, ceilings))
      return std::move(e);
  if (work == 0 && bytes == 0 && cost.intOps == 0 &&
      v.interconnectTime == 0) {
    v.bound = Bound::None;
    v.binding = Binding::None;
    return v;
  }
  v.launchTime = device.launchOverheadSec;
  rebind(v, cost);
  return v;
}

void roofline::applyHierarchy(Verdict &v, const OpCost &cost,
                              const HierarchicalEstimate &e) {
  if (v.bound == Bound::None)
    return;
  // Transcendentals and side integer work are not part of the tiled GEMM:
  // keep whichever compute term is larger.
  v.computeTime = std::max(v.computeTime, e.computeTime);
  v.levelTime = e.levelTime;
  v.memoryTime = e.levelTime[0];
  // Intensity is FLOPs over the DRAM bytes the time is computed from: the
  // estimate's (one meaning of "bytes", docs/model.md 4).
  double flops = static_cast<double>(cost.flops);
  double dram = static_cast<double>(e.bytes[0]);
  v.intensity = dram > 0 ? flops / dram
                         : (flops > 0 ? std::numeric_limits<double>::infinity()
                                      : 0.0);
  v.attainableFlops =
      dram > 0 ? std::min(v.peakFlops, v.intensity * v.bandwidth) : v.peakFlops;
  rebind(v, cost);
}

void roofline::setLaunchTime(Verdict &v, const OpCost &cost,
                             double launchTime) {
  if (v.bound == Bound::None)
    return; // no work: nothing launches
  v.launchTime = launchTime;
  rebind(v, cost);
}

void roofline::scaleLaunches(Verdict &v, const OpCost &cost,
                             int64_t launches) {
  if (launches <= 1 || v.bound == Bound::None)
    return;
  setLaunchTime(v, cost, v.launchTime * static_cast<double>(launches));
}
