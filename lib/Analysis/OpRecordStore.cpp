//===- OpRecordStore.cpp - The records of an analysis, built in place -----===//
//
// One allocation for every record of an analysis. On Linux the allocation is
// offered to transparent huge pages: at 100k ops the records take about
// 140 MB, and first touching them 4 KB at a time was a quarter of the
// analysis' time in page faults.
//
//===----------------------------------------------------------------------===//

#include "roofline/Analysis/RooflineAnalysis.h"

#include "llvm/Support/ErrorHandling.h"

#include <cassert>
#include <cstdlib>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

using namespace roofline;

namespace {
/// Transparent huge pages are 2 MiB on x86-64 and most arm64 kernels.
constexpr size_t kHugePage = size_t(2) << 20;
} // namespace

OpRecordStore &OpRecordStore::operator=(OpRecordStore &&other) noexcept {
  if (this == &other)
    return *this;
  clear();
  data = other.data;
  size = other.size;
  capacity = other.capacity;
  built = std::move(other.built);
  other.data = nullptr;
  other.size = other.capacity = 0;
  other.built.clear();
  return *this;
}

void OpRecordStore::clear() {
  for (size_t i = 0; i < size; ++i)
    data[i].~OpRecord();
  for (size_t i = size; i < built.size(); ++i)
    if (built[i])
      data[i].~OpRecord();
  if (data) {
    if (capacity * sizeof(OpRecord) >= kHugePage)
      std::free(data);
    else
      ::operator delete(data);
  }
  data = nullptr;
  size = capacity = 0;
  built.clear();
}

void OpRecordStore::allocate(size_t n) {
  clear();
  if (n == 0)
    return;
  size_t bytes = n * sizeof(OpRecord);
  void *p = nullptr;
  if (bytes >= kHugePage) {
    // Aligned to a huge page so that the kernel can back it with them.
    size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    p = std::aligned_alloc(kHugePage, rounded);
    if (!p)
      llvm::report_bad_alloc_error("roofline: out of memory for the records");
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    // Advice only: without huge pages the records are built all the same.
    (void)madvise(p, rounded, MADV_HUGEPAGE);
#endif
  } else {
    p = ::operator new(bytes);
  }
  data = static_cast<OpRecord *>(p);
  capacity = n;
  built.assign(n, 0);
}

OpRecord &OpRecordStore::construct(size_t slot) {
  assert(slot < capacity && !built[slot] && "slot out of range or in use");
  built[slot] = 1;
  return *new (data + slot) OpRecord();
}

void OpRecordStore::destroy(size_t slot) {
  assert(slot < capacity && built[slot] && "no record at this slot");
  data[slot].~OpRecord();
  built[slot] = 0;
}

void OpRecordStore::pack(llvm::ArrayRef<std::pair<size_t, size_t>> ranges) {
  size_t out = 0;
  for (auto [first, count] : ranges) {
    assert(first >= out && first + count <= capacity &&
           "ranges must be ascending, disjoint and in the store");
    for (size_t i = first; i < first + count; ++i) {
      assert(built[i] && "packing a slot with no record");
      if (i != out) {
        new (data + out) OpRecord(std::move(data[i]));
        data[i].~OpRecord();
        built[i] = 0;
      }
      built[out] = 1;
      ++out;
    }
  }
  size = out;
  built.clear();
}
