//===- LaunchMemo.cpp - Costs of repeated kernel launches -----------------===//
//
// The table is a process-wide static (LaunchMemo.h says why keys never
// dangle): an external model's object is freed with its context without
// running its destructor, so a table held by the model would leak.
//
//===----------------------------------------------------------------------===//

#include "LaunchMemo.h"

#include "mlir/IR/Block.h"
#include "mlir/IR/Region.h"

#include "llvm/ADT/Hashing.h"

#include <map>
#include <mutex>

using namespace mlir;
using namespace roofline;

uint64_t roofline::fingerprintKernel(Operation *kernel) {
  llvm::hash_code h = llvm::hash_value(0);
  kernel->walk<WalkOrder::PreOrder>([&](Operation *op) {
    h = llvm::hash_combine(h, op, op->getName().getAsOpaquePointer(),
                           op->getLoc().getAsOpaquePointer(),
                           op->getRawDictionaryAttrs().getAsOpaquePointer(),
                           op->hashProperties(), op->getNumRegions());
    for (Value v : op->getOperands())
      h = llvm::hash_combine(h, v.getAsOpaquePointer());
    for (Type t : op->getResultTypes())
      h = llvm::hash_combine(h, t.getAsOpaquePointer());
    for (Region &r : op->getRegions())
      for (Block &b : r) {
        h = llvm::hash_combine(h, &b, b.getNumArguments());
        for (BlockArgument a : b.getArguments())
          h = llvm::hash_combine(h, a.getType().getAsOpaquePointer());
      }
  });
  return static_cast<uint64_t>(static_cast<size_t>(h));
}

namespace {

std::mutex &memoMutex() {
  static std::mutex m;
  return m;
}

std::map<LaunchMemoKey, LaunchMemoEntry> &memoTable() {
  static std::map<LaunchMemoKey, LaunchMemoEntry> table;
  return table;
}

} // namespace

std::optional<LaunchMemoEntry> LaunchMemo::lookup(const LaunchMemoKey &key) {
  std::lock_guard<std::mutex> lock(memoMutex());
  auto &table = memoTable();
  auto it = table.find(key);
  if (it == table.end())
    return std::nullopt;
  return it->second;
}

void LaunchMemo::insert(LaunchMemoKey key, LaunchMemoEntry entry) {
  std::lock_guard<std::mutex> lock(memoMutex());
  auto &table = memoTable();
  if (table.size() >= kCapacity)
    table.clear();
  table.insert_or_assign(std::move(key), std::move(entry));
}
