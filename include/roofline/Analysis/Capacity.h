//===- Capacity.h - What a model holds in device memory ---------*- C++ -*-===//
//
// Parameters, KV cache, inputs and the peak of live activations, in bytes,
// against the device's DRAM capacity (as torchinfo and LLM-Viewer report).
// The rules are in docs/json-schema.md ("capacity") and in Capacity.cpp.
// This is analysis (a liveness walk over the IR); the reports only format
// it (roofline/Report/Capacity.h).
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_ANALYSIS_CAPACITY_H
#define ROOFLINE_ANALYSIS_CAPACITY_H

#include "roofline/Analysis/RooflineAnalysis.h"
#include "roofline/CostModels/CostInterface.h"

#include <cstdint>
#include <optional>
#include <string>

namespace roofline {

/// The argument attribute that marks a KV cache (unit): the cache a decoder
/// reads, e.g. `%past_key: tensor<1x12x512x64xf32> {roofline.kv_cache}`.
constexpr const char *kKVCacheAttrName = "roofline.kv_cache";

/// Bytes and tensor counts of one class of storage.
struct CapacityPart {
  int64_t bytes = 0;
  unsigned tensors = 0;
};

/// What the analysed functions hold in device memory.
struct Capacity {
  /// Arguments marked roofline.weight, and shaped constants.
  CapacityPart parameters;
  /// Arguments marked roofline.kv_cache.
  CapacityPart kvCache;
  /// Every other shaped argument.
  CapacityPart inputs;
  /// The largest, over the functions, of the peak of live intermediate
  /// storage (results and returned values included): `tensors` is how many
  /// are live at that peak.
  CapacityPart activations;
  /// The op at which the peak is reached ("" when there is none).
  std::string peakLocation, peakOp;
  /// Shaped values whose size is unknown (a dynamic dimension without
  /// dynamic-dim-size, an element type of no fixed width): not counted.
  unsigned unsized = 0;
  /// The device's DRAM capacity; none when the device file gives none.
  std::optional<int64_t> deviceBytes;

  /// parameters + kvCache + inputs + activations.
  int64_t totalBytes() const {
    return parameters.bytes + kvCache.bytes + inputs.bytes + activations.bytes;
  }
  /// totalBytes() / deviceBytes; none without a device capacity.
  std::optional<double> deviceFraction() const;
};

/// Computes the capacity of the functions the analysis walked.
Capacity computeCapacity(const RooflineAnalysis &analysis);

} // namespace roofline

#endif // ROOFLINE_ANALYSIS_CAPACITY_H
