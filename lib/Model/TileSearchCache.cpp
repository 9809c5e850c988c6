//===- TileSearchCache.cpp - searchTiles memoised ------------------------===//

#include "roofline/Model/TileSearchCache.h"

#include <type_traits>
#include <utility>

using namespace roofline;

namespace {

/// Converts to anything: brace-initialising an aggregate with N of these
/// compiles exactly when it has at least N fields.
struct AnyField {
  template <typename T> constexpr operator T() const noexcept;
};

template <typename T, typename Seq, typename = void>
struct BraceInitializableWith : std::false_type {};
template <typename T, size_t... I>
struct BraceInitializableWith<
    T, std::index_sequence<I...>,
    std::void_t<decltype(T{(static_cast<void>(I), AnyField())...})>>
    : std::true_type {};

/// The number of fields of the aggregate T (all scalars: no brace elision).
template <typename T, size_t N = 0> constexpr size_t countFields() {
  if constexpr (BraceInitializableWith<T, std::make_index_sequence<N + 1>>::
                    value)
    return countFields<T, N + 1>();
  else
    return N;
}

// A field added to GemmProblem or HierarchyLimits and not to its
// tieFields would make the memo answer another problem's tiling: these
// fail to compile instead.
static_assert(countFields<GemmProblem>() ==
                  std::tuple_size_v<GemmProblemFields>,
              "tieFields(GemmProblem) must list every field of GemmProblem");
static_assert(countFields<HierarchyLimits>() ==
                  std::tuple_size_v<HierarchyLimitsFields>,
              "tieFields(HierarchyLimits) must list every field of "
              "HierarchyLimits");

} // namespace

TileSearchCache::DeviceKey
TileSearchCache::deviceKey(const DeviceModel &device, CeilingKind ceilings) {
  // Printed outside the lock: the description is what the key compares.
  std::string description = printDeviceJSON(device);
  std::lock_guard<std::mutex> lock(mutex);
  for (size_t i = 0; i < devices.size(); ++i)
    if (devices[i].ceilings == ceilings &&
        devices[i].description == description)
      return static_cast<DeviceKey>(i);
  devices.push_back(DeviceMemo{std::move(description), ceilings, device, {}});
  return static_cast<DeviceKey>(devices.size() - 1);
}

std::optional<HierarchicalEstimate>
TileSearchCache::search(DeviceKey key, const GemmProblem &problem,
                        const HierarchyLimits &limits, double peakFlops) {
  ProblemKey pk = std::tuple_cat(tieFields(problem), tieFields(limits),
                                 std::make_tuple(peakFlops));
  DeviceMemo *memo;
  {
    std::lock_guard<std::mutex> lock(mutex);
    memo = &devices.at(key);
    auto it = memo->entries.find(pk);
    if (it != memo->entries.end()) {
      ++stats.hits;
      return it->second;
    }
  }
  // Searched outside the lock: two threads may search the same key once
  // each, which costs time, never a wrong answer. The memo's device is
  // never written after deviceKey() made it.
  std::optional<HierarchicalEstimate> e =
      searchTiles(problem, limits, memo->device, memo->ceilings, peakFlops);
  std::lock_guard<std::mutex> lock(mutex);
  ++stats.searches;
  if (memo->entries.size() >= kMaxEntriesPerDevice)
    memo->entries.clear();
  memo->entries.emplace(std::move(pk), e);
  return e;
}

TileSearchCacheStats TileSearchCache::getStats() const {
  std::lock_guard<std::mutex> lock(mutex);
  return stats;
}
