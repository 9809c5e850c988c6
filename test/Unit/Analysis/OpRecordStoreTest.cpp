//===- OpRecordStoreTest.cpp - Records built in place, then packed --------===//
//
// The analysis reserves a range of slots per part of the IR (a function),
// builds each costed op's record in its part's range, possibly on another
// thread, destroys the record of an op that turns out unmodeled, and packs
// the ranges in IR order. These tests tell records apart by their `name`.
//
//===----------------------------------------------------------------------===//

#include "roofline/Analysis/RooflineAnalysis.h"

#include "gtest/gtest.h"

using namespace roofline;

namespace {

std::vector<std::string> names(llvm::ArrayRef<OpRecord> records) {
  std::vector<std::string> out;
  for (const OpRecord &r : records)
    out.push_back(r.name);
  return out;
}

TEST(OpRecordStore, PacksRangesInOrderAndSkipsHoles) {
  OpRecordStore store;
  // Two parts: slots 0-2 (three costable ops) and 3-5 (three).
  store.allocate(6);
  // The second part is built first (another thread may finish first).
  store.construct(3).name = "b0";
  store.construct(4).name = "b1";
  // Part one: its second op was unmodeled, its record destroyed, so the
  // part built 2 records, in slots 0 and 1 (the coster reuses the slot).
  store.construct(0).name = "a0";
  OpRecord &dropped = store.construct(1);
  dropped.name = "unmodeled";
  dropped.cost.notes.push_back("a heap-allocated note, freed by destroy");
  store.destroy(1);
  store.construct(1).name = "a1";
  // Ranges (first slot, records built): a0 a1 | b0 b1. Slots 2 and 5 are
  // holes, so b0 and b1 move down to slots 2 and 3.
  store.pack({{0, 2}, {3, 2}});
  EXPECT_EQ(names(store.records()),
            (std::vector<std::string>{"a0", "a1", "b0", "b1"}));
}

TEST(OpRecordStore, EmptyAndMoved) {
  OpRecordStore empty;
  empty.allocate(0);
  empty.pack({});
  EXPECT_TRUE(empty.records().empty());

  OpRecordStore store;
  store.allocate(2);
  store.construct(0).name = "x";
  store.pack({{0, 1}});
  OpRecordStore moved = std::move(store);
  EXPECT_EQ(names(moved.records()), std::vector<std::string>{"x"});
  EXPECT_TRUE(store.records().empty()); // NOLINT: moved-from is empty
}

TEST(OpRecordStore, LargeStoreUsesTheHugePageAllocation) {
  // 2 MiB / sizeof(OpRecord) + 1 records take the aligned allocation that
  // is offered to transparent huge pages; every slot must still be usable.
  size_t n = (size_t(2) << 20) / sizeof(OpRecord) + 1;
  OpRecordStore store;
  store.allocate(n);
  for (size_t i = 0; i < n; ++i)
    store.construct(i).launches = static_cast<int64_t>(i);
  store.pack({{0, n}});
  ASSERT_EQ(store.records().size(), n);
  EXPECT_EQ(store.records().back().launches, static_cast<int64_t>(n - 1));
  // Its start is aligned to 2 MiB.
  EXPECT_EQ(reinterpret_cast<uintptr_t>(store.records().data()) %
                (uintptr_t(2) << 20),
            0u);
}

} // namespace
