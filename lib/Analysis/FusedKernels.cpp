//===- FusedKernels.cpp - One record for a group of fused ops -------------===//
//
// A fused kernel reads the group's external inputs once, keeps every value
// produced and consumed inside the group in registers, and writes the
// group's outputs (roofline/CostModels/FusionGroups.h, getFusedTraffic).
//
//===----------------------------------------------------------------------===//

#include "FusedKernels.h"

#include "roofline/Model/Attainment.h"

#include "llvm/ADT/DenseSet.h"

#include <algorithm>
#include <array>

using namespace mlir;
using namespace roofline;

MergedGroup roofline::mergeFusedGroup(OpRecord &kernel,
                                      ArrayRef<OpRecord *> members,
                                      const FusionGroup &group,
                                      const DeviceModel &device) {
  MergedGroup m;
  OpCost &k = kernel.cost;
  std::array<int64_t, kNumMemoryLevels> bytes = k.bytes;
  OpCost &w = m.work;
  w.flops = k.flops;
  w.transcendentals = k.transcendentals;
  w.weightedTranscendentals = k.weightedTranscendentals;
  w.intOps = k.intOps;
  // The other members' footprints are scanned as copies: their records
  // keep theirs as they are.
  SmallVector<SmallVector<OperandFootprint, 4>, 4> copies;
  copies.reserve(members.size());
  SmallVector<Operation *, 4> ops;
  SmallVector<MutableArrayRef<OperandFootprint>, 4> footprints;
  for (OpRecord *r : members) {
    ops.push_back(r->op);
    if (r == &kernel) {
      footprints.push_back(k.operands);
      continue;
    }
    copies.push_back(r->cost.operands);
    footprints.push_back(copies.back());
    const OpCost &c = r->cost;
    m.absorbedFlops = saturatingAdd(m.absorbedFlops, c.flops);
    w.flops = saturatingAdd(w.flops, c.flops);
    w.transcendentals = saturatingAdd(w.transcendentals, c.transcendentals);
    w.weightedTranscendentals =
        saturatingAdd(w.weightedTranscendentals, c.weightedTranscendentals);
    w.intOps = saturatingAdd(w.intOps, c.intOps);
    for (unsigned l = 0; l < kNumMemoryLevels; ++l)
      bytes[l] = saturatingAdd(bytes[l], c.bytes[l]);
  }
  m.traffic = getFusedTraffic(ops, footprints);
  // A looped row kernel re-reads its row in each loop, from L2 when the
  // rows in flight fit there.
  bool rereadsInL2 =
      !group.isLooped() || rowRereadsHitL2(group.rows, group.rowBytes, device);
  if (group.isLooped())
    m.loopedRereadsInL2 = rereadsInL2;
  // DRAM, a memory-side L3 and L2; shared memory keeps it.
  for (MemoryLevel l : {MemoryLevel::DRAM, MemoryLevel::L3, MemoryLevel::L2})
    bytes[static_cast<unsigned>(l)] = std::max<int64_t>(
        0, bytes[static_cast<unsigned>(l)] -
               getFusedSavings(group, m.traffic, l, rereadsInL2));
  k.bytes = bytes;
  if (kernel.hierarchy)
    kernel.hierarchy->bytes = bytes;
  // The work: the kernel op's cost (kind, class, footprints, domain) with
  // the group's counts.
  int64_t flops = w.flops, transcendentals = w.transcendentals,
          weighted = w.weightedTranscendentals, intOps = w.intOps;
  w = k;
  w.flops = flops;
  w.transcendentals = transcendentals;
  w.weightedTranscendentals = weighted;
  w.intOps = intOps;
  return m;
}

MergedGroup roofline::mergeAttentionGroup(OpRecord &kernel,
                                          ArrayRef<OpRecord *> members,
                                          const AttentionGroup &g,
                                          const AttentionTraffic &t,
                                          bool hasL3) {
  MergedGroup m;
  OpCost &k = kernel.cost;
  int64_t separateDram = 0;
  OpCost &w = m.work;
  for (OpRecord *r : members) {
    const OpCost &c = r->cost;
    separateDram = saturatingAdd(separateDram, c.dramBytes());
    w.flops = saturatingAdd(w.flops, c.flops);
    w.transcendentals = saturatingAdd(w.transcendentals, c.transcendentals);
    w.weightedTranscendentals =
        saturatingAdd(w.weightedTranscendentals, c.weightedTranscendentals);
    w.intOps = saturatingAdd(w.intOps, c.intOps);
    if (r != &kernel)
      m.absorbedFlops = saturatingAdd(m.absorbedFlops, c.flops);
  }
  m.traffic.onChipBytes = std::max<int64_t>(0, separateDram - t.dramBytes);
  // Values computed inside the group (the probabilities, the accumulator's
  // fill) are not read from memory by the kernel.
  llvm::DenseSet<Operation *> inside(g.members.begin(), g.members.end());
  inside.insert(g.views.begin(), g.views.end());
  for (OperandFootprint &f : k.operands) {
    if (!f.read || f.operandNumber >= kernel.op->getNumOperands())
      continue;
    Operation *def = kernel.op->getOperand(f.operandNumber).getDefiningOp();
    if (def && inside.contains(def))
      f.read = false;
  }
  k.bytes = {};
  k.bytes[static_cast<unsigned>(MemoryLevel::DRAM)] = t.dramBytes;
  k.bytes[static_cast<unsigned>(MemoryLevel::L3)] = hasL3 ? t.dramBytes : 0;
  k.bytes[static_cast<unsigned>(MemoryLevel::L2)] = t.l2Bytes;
  k.bytes[static_cast<unsigned>(MemoryLevel::L1)] = t.l2Bytes;
  kernel.hierarchy.reset();
  int64_t flops = w.flops, transcendentals = w.transcendentals,
          weighted = w.weightedTranscendentals, intOps = w.intOps;
  w = k;
  w.flops = flops;
  w.transcendentals = transcendentals;
  w.weightedTranscendentals = weighted;
  w.intOps = intOps;
  return m;
}
