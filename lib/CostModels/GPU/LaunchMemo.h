//===- LaunchMemo.h - Costs of repeated kernel launches ---------*- C++ -*-===//
//
// Private to lib/CostModels/GPU. A program launches the same kernel many
// times (each layer of a network, each step of a loop); a launch's cost
// depends only on the kernel body and what the launch fixes, so a launch
// that repeats an earlier one reuses its cost instead of costing the body
// again.
//
// The key is everything the cost reads: the kernel (its op and a
// fingerprint of its body, so a kernel rewritten in place or freed and
// replaced at the same address is not mistaken for the old one), the grid,
// block and dynamic shared memory sizes, the options, the first kernel
// operand's number, and per kernel argument the constant the host binds to
// it and which earlier argument it aliases (two arguments given the same
// buffer share one footprint). The argument types, hence the shapes, are
// the kernel's own.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_LIB_COSTMODELS_GPU_LAUNCHMEMO_H
#define ROOFLINE_LIB_COSTMODELS_GPU_LAUNCHMEMO_H

#include "roofline/Model/OpCost.h"

#include "mlir/IR/Operation.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace roofline {

/// What a launch's cost depends on, flattened.
using LaunchMemoKey = std::vector<int64_t>;

/// A structural fingerprint of `kernel` and everything nested in it: each
/// op's identity, name, location, attributes, properties, operands and
/// result and block argument types. Any edit of the body changes it.
uint64_t fingerprintKernel(mlir::Operation *kernel);

/// The outcome of costing a launch: its cost, or the reason it failed.
struct LaunchMemoEntry {
  bool succeeded = false;
  OpCost cost;
  std::string reason;
};

/// A process-wide, thread-safe table of launch outcomes. The keys hold op
/// addresses as numbers only: a stale entry can miss, never be read
/// through.
class LaunchMemo {
public:
  /// At most this many entries; the table is emptied when it is full.
  static constexpr size_t kCapacity = 4096;

  /// The outcome memoised for `key`, if any.
  static std::optional<LaunchMemoEntry> lookup(const LaunchMemoKey &key);
  /// Memoises `entry` for `key`.
  static void insert(LaunchMemoKey key, LaunchMemoEntry entry);
};

} // namespace roofline

#endif // ROOFLINE_LIB_COSTMODELS_GPU_LAUNCHMEMO_H
