//===- FusedKernels.cpp - One record for a group of fused ops -------------===//
//
// A fused kernel reads the group's external inputs once, keeps every value
// produced and consumed inside the group in registers, and writes the
// group's outputs (roofline/CostModels/FusionGroups.h, getFusedTraffic).
//
//===----------------------------------------------------------------------===//

#include "FusedKernels.h"

#include <algorithm>

using namespace mlir;
using namespace roofline;

MergedGroup roofline::mergeFusedGroup(OpRecord &kernel,
                                      ArrayRef<OpRecord *> members) {
  MergedGroup m;
  OpCost &k = kernel.cost;
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
    k.flops = saturatingAdd(k.flops, c.flops);
    k.transcendentals = saturatingAdd(k.transcendentals, c.transcendentals);
    k.weightedTranscendentals =
        saturatingAdd(k.weightedTranscendentals, c.weightedTranscendentals);
    k.intOps = saturatingAdd(k.intOps, c.intOps);
    for (unsigned l = 0; l < kNumMemoryLevels; ++l)
      k.bytes[l] = saturatingAdd(k.bytes[l], c.bytes[l]);
  }
  m.traffic = getFusedTraffic(ops, footprints);
  for (unsigned l = 0; l < 2; ++l) // DRAM and L2; shared memory keeps it
    k.bytes[l] = std::max<int64_t>(0, k.bytes[l] - m.traffic.total());
  if (kernel.hierarchy)
    kernel.hierarchy->bytes = k.bytes;
  return m;
}
