//===- FusedKernels.cpp - One record for a group of fused ops -------------===//
//
// A fused kernel reads the group's external inputs once, keeps every value
// produced and consumed inside the group in registers, and writes the
// group's outputs: TorchInductor removes a buffer created and last used in
// one kernel (pytorch/pytorch@26f1733f6a174ad8d3a7c9c08b372252b6e0bba8,
// torch/_inductor/scheduler.py, remove_kernel_local_buffers).
//
//===----------------------------------------------------------------------===//

#include "FusedKernels.h"

#include "mlir/Interfaces/DestinationStyleOpInterface.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <algorithm>

using namespace mlir;
using namespace roofline;

namespace {

/// The traffic of one member's footprints that the group changes.
struct GroupScan {
  explicit GroupScan(ArrayRef<OpRecord *> members) {
    for (OpRecord *r : members)
      inGroup.insert(r->op);
  }

  bool producedInside(Value v) const {
    Operation *def = v.getDefiningOp();
    return def && inGroup.contains(def);
  }
  bool consumedInside(Value v) const {
    return !v.use_empty() && llvm::all_of(v.getUsers(), [&](Operation *u) {
             return inGroup.contains(u);
           });
  }

  /// Takes the internal reads and writes of `op`'s footprints `fs` into
  /// `onChip` (clearing their flags), and records its external reads.
  void scan(Operation *op, MutableArrayRef<OperandFootprint> fs) {
    auto dps = dyn_cast<DestinationStyleOpInterface>(op);
    if (!dps)
      return;
    for (OperandFootprint &f : fs) {
      if (f.operandNumber >= op->getNumOperands())
        continue;
      OpOperand &operand = op->getOpOperand(f.operandNumber);
      if (f.read && dps.isDpsInput(&operand)) {
        if (producedInside(operand.get())) {
          onChip = saturatingAdd(onChip, f.bytes());
          f.read = false;
        } else {
          reads[operand.get()].push_back(f.bytes());
        }
      }
      if (f.written && dps.isDpsInit(&operand) &&
          op->getNumResults() == static_cast<unsigned>(dps.getNumDpsInits()) &&
          consumedInside(dps.getTiedOpResult(&operand))) {
        onChip = saturatingAdd(onChip, f.bytes());
        f.written = false;
      }
    }
  }

  /// Reads of an external input beyond the largest one.
  int64_t repeatedReads() const {
    int64_t repeated = 0;
    for (const auto &entry : reads) {
      const SmallVector<int64_t, 2> &bytes = entry.second;
      if (bytes.size() < 2)
        continue;
      int64_t sum = 0;
      for (int64_t b : bytes)
        sum = saturatingAdd(sum, b);
      repeated = saturatingAdd(
          repeated, sum - *std::max_element(bytes.begin(), bytes.end()));
    }
    return repeated;
  }

  llvm::DenseSet<Operation *> inGroup;
  int64_t onChip = 0;
  llvm::DenseMap<Value, SmallVector<int64_t, 2>> reads;
};

} // namespace

FusedTraffic roofline::mergeFusedGroup(OpRecord &kernel,
                                       ArrayRef<OpRecord *> members) {
  GroupScan scan(members);
  FusedTraffic t;
  OpCost &k = kernel.cost;
  for (OpRecord *r : members) {
    if (r == &kernel) {
      scan.scan(r->op, k.operands);
      continue;
    }
    // A copy: the member's own record keeps its footprints as they are.
    SmallVector<OperandFootprint, 4> fs = r->cost.operands;
    scan.scan(r->op, fs);
    const OpCost &c = r->cost;
    t.absorbedFlops = saturatingAdd(t.absorbedFlops, c.flops);
    k.flops = saturatingAdd(k.flops, c.flops);
    k.transcendentals = saturatingAdd(k.transcendentals, c.transcendentals);
    k.weightedTranscendentals =
        saturatingAdd(k.weightedTranscendentals, c.weightedTranscendentals);
    k.intOps = saturatingAdd(k.intOps, c.intOps);
    for (unsigned l = 0; l < kNumMemoryLevels; ++l)
      k.bytes[l] = saturatingAdd(k.bytes[l], c.bytes[l]);
  }
  t.onChipBytes = scan.onChip;
  t.repeatedReadBytes = scan.repeatedReads();
  int64_t saved = saturatingAdd(t.onChipBytes, t.repeatedReadBytes);
  for (unsigned l = 0; l < 2; ++l) // DRAM and L2; shared memory keeps it
    k.bytes[l] = std::max<int64_t>(0, k.bytes[l] - saved);
  if (kernel.hierarchy)
    kernel.hierarchy->bytes = k.bytes;
  return t;
}
