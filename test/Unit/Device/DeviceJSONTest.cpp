//===- DeviceJSONTest.cpp - The roofline-device/1 reader ------------------===//

#include "roofline/Device/DeviceModel.h"

#include <gtest/gtest.h>

using namespace roofline;

namespace {

const char *kMinimal = R"({
  "schema": "roofline-device/1",
  "name": "toy",
  "launch_overhead_us": 2.0,
  "compute": {"fp32": {"tflops": 10, "source": "made up"}},
  "memory": {"dram": {"bandwidth_gb_per_s": 500, "source": "made up"}}
})";

/// Parses `text` and returns the error message, or "" on success.
std::string errorOf(llvm::StringRef text) {
  llvm::Expected<DeviceModel> d = parseDeviceJSON(text, "toy.json");
  if (d)
    return "";
  return llvm::toString(d.takeError());
}

std::string replaced(std::string s, const std::string &from,
                     const std::string &to) {
  size_t pos = s.find(from);
  EXPECT_NE(pos, std::string::npos) << from;
  return s.replace(pos, from.size(), to);
}

TEST(DeviceJSON, MinimalDeviceParsesWithUnitsConverted) {
  llvm::Expected<DeviceModel> d = parseDeviceJSON(kMinimal, "toy.json");
  ASSERT_TRUE(!!d) << llvm::toString(d.takeError());
  EXPECT_EQ(d->name, "toy");
  EXPECT_DOUBLE_EQ(d->peakFlops(ComputeClass::FP32, CeilingKind::Spec), 10e12);
  EXPECT_DOUBLE_EQ(d->dramBandwidth(CeilingKind::Spec), 500e9);
  EXPECT_DOUBLE_EQ(d->launchOverheadSec, 2e-6);
  EXPECT_DOUBLE_EQ(d->sparsityFactor, 1.0);
  // Everything falls back to fp32 on a device with only fp32.
  EXPECT_EQ(d->resolveClass(ComputeClass::BF16_TC), ComputeClass::FP32);
}

TEST(DeviceJSON, ErrorsNameTheFileTheFieldAndTheExpectation) {
  std::string text = kMinimal;
  EXPECT_EQ(errorOf(replaced(text, "\"tflops\": 10", "\"tflops\": \"ten\"")),
            "toy.json: field 'compute.fp32.tflops': expected a number");
  EXPECT_EQ(errorOf(replaced(text, "\"tflops\": 10", "\"tflops\": -1")),
            "toy.json: field 'compute.fp32.tflops': expected a positive number");
  EXPECT_EQ(errorOf(replaced(text, "\"bandwidth_gb_per_s\": 500,", "")),
            "toy.json: field 'memory.dram.bandwidth_gb_per_s': expected a "
            "number (the field is required)");
  EXPECT_EQ(errorOf(replaced(text, "roofline-device/1", "roofline-device/0")),
            "toy.json: field 'schema': expected \"roofline-device/1\"");
  EXPECT_EQ(errorOf(replaced(text, "\"fp32\"", "\"fp33\"")),
            "toy.json: field 'compute.fp33': unknown key (see "
            "docs/devices.md for the roofline-device/1 schema)");
  EXPECT_EQ(errorOf(replaced(text, "\"launch_overhead_us\": 2.0,", "")),
            "toy.json: field 'launch_overhead_us': expected a number (the "
            "field is required)");
  EXPECT_EQ(errorOf(replaced(text, "\"memory\": {\"dram\"", "\"memory\": {\"hbm\"")),
            "toy.json: field 'memory.dram': expected an object (the field is "
            "required)");
}

TEST(DeviceJSON, OccupancyLimitsAreOptionalCounts) {
  std::string text = kMinimal;
  llvm::Expected<DeviceModel> none = parseDeviceJSON(text, "toy.json");
  ASSERT_TRUE(!!none) << llvm::toString(none.takeError());
  EXPECT_EQ(none->maxThreadsPerSM, 0u); // absent: no residency limit
  std::string with = replaced(text, "\"launch_overhead_us\": 2.0,",
                              "\"launch_overhead_us\": 2.0, "
                              "\"max_threads_per_sm\": 1536, "
                              "\"max_blocks_per_sm\": 16,");
  llvm::Expected<DeviceModel> d = parseDeviceJSON(with, "toy.json");
  ASSERT_TRUE(!!d) << llvm::toString(d.takeError());
  EXPECT_EQ(d->maxThreadsPerSM, 1536u);
  EXPECT_EQ(d->maxBlocksPerSM, 16u);
  EXPECT_NE(errorOf(replaced(with, "1536", "-4")).find(
                "toy.json: field 'max_threads_per_sm'"),
            std::string::npos);
  // The catalog's A100 (compute capability 8.0): 2048 threads, 32 blocks.
  llvm::Expected<DeviceModel> a100 = lookupDevice("a100");
  ASSERT_TRUE(!!a100);
  EXPECT_EQ(a100->maxThreadsPerSM, 2048u);
  EXPECT_EQ(a100->maxBlocksPerSM, 32u);
}

TEST(DeviceJSON, GraphLaunchGapIsOptionalAndNeedsItsSource) {
  llvm::Expected<DeviceModel> none = parseDeviceJSON(kMinimal, "toy.json");
  ASSERT_TRUE(!!none) << llvm::toString(none.takeError());
  EXPECT_FALSE(none->graphLaunchGapSec.has_value()); // absent: no graph mode
  std::string with = replaced(kMinimal, "\"launch_overhead_us\": 2.0,",
                              "\"launch_overhead_us\": 2.0, "
                              "\"graph_launch_gap_us\": 0.5, "
                              "\"graph_launch_gap_source\": \"made up\",");
  llvm::Expected<DeviceModel> d = parseDeviceJSON(with, "toy.json");
  ASSERT_TRUE(!!d) << llvm::toString(d.takeError());
  EXPECT_DOUBLE_EQ(*d->graphLaunchGapSec, 0.5e-6);
  EXPECT_EQ(d->graphLaunchGapSource, "made up");
  EXPECT_EQ(errorOf(replaced(with, "\"graph_launch_gap_source\": \"made up\",",
                             "")),
            "toy.json: field 'graph_launch_gap_source': expected a string "
            "naming where the figure comes from (required with "
            "'graph_launch_gap_us')");
  EXPECT_NE(errorOf(replaced(with, "0.5", "-1"))
                .find("toy.json: field 'graph_launch_gap_us'"),
            std::string::npos);
  // The catalog's NVIDIA parts carry 1.1 us; the Apple part none.
  EXPECT_DOUBLE_EQ(*cantFail(lookupDevice("h200")).graphLaunchGapSec, 1.1e-6);
  EXPECT_FALSE(
      cantFail(lookupDevice("apple-m2-max")).graphLaunchGapSec.has_value());
}

TEST(DeviceJSON, NoComputeClassIsAnError) {
  std::string text = replaced(kMinimal,
                              R"("fp32": {"tflops": 10, "source": "made up"})",
                              "");
  EXPECT_EQ(errorOf(text),
            "toy.json: device 'toy': compute: expected at least one compute "
            "class");
}

TEST(DeviceJSON, SustainedFigureNeedsItsSource) {
  std::string text =
      replaced(kMinimal, "\"tflops\": 10,", "\"tflops\": 10, \"sustained_tflops\": 9,");
  EXPECT_EQ(errorOf(text),
            "toy.json: field 'compute.fp32.sustained_source': expected a "
            "string naming the measurement (required with a sustained "
            "figure)");
}

TEST(DeviceJSON, SyntaxErrorsNameTheFile) {
  std::string msg = errorOf("{\"schema\": ");
  EXPECT_EQ(msg.rfind("toy.json: not valid JSON:", 0), 0u) << msg;
  EXPECT_EQ(errorOf("[1, 2]"), "toy.json: expected a JSON object at the top level");
}

TEST(DeviceJSON, MissingFileNamesThePath) {
  llvm::Expected<DeviceModel> d = loadDeviceFile("/nonexistent/dev.json");
  ASSERT_FALSE(d);
  std::string msg = llvm::toString(d.takeError());
  EXPECT_EQ(msg.rfind("/nonexistent/dev.json: cannot read device file", 0), 0u)
      << msg;
}

TEST(DeviceJSON, EveryCatalogDeviceRoundTrips) {
  for (const DeviceModel &d : getDeviceCatalog()) {
    std::string text = printDeviceJSON(d);
    llvm::Expected<DeviceModel> back = parseDeviceJSON(text, "roundtrip");
    ASSERT_TRUE(!!back) << d.name << ": " << llvm::toString(back.takeError());
    EXPECT_EQ(back->name, d.name);
    EXPECT_EQ(printDeviceJSON(*back), text) << d.name;
  }
}

} // namespace

namespace {

/// kMinimal with `figure` (a key and its value) added at the top level.
std::string withTopLevel(const std::string &figure) {
  return replaced(kMinimal, "\"name\": \"toy\",",
                  "\"name\": \"toy\", " + figure + ",");
}

TEST(DeviceJSON, NestingBeyondTheLimitIsRefusedWithoutRecursing) {
  // 50,000 nested arrays overflowed the stack in llvm::json::parse. The
  // root object is level 1, so the deepest array is level 50,001.
  std::string deep = "{\"notes\": " + std::string(50000, '[') +
                     std::string(50000, ']') + "}";
  EXPECT_EQ(errorOf(deep),
            "toy.json: JSON nesting depth 50001 (first beyond the limit on "
            "line 1) exceeds the limit of 64 levels; a roofline-device/1 file "
            "nests 3 (docs/devices.md)");
  // At the limit (root + 63 arrays = 64) the file is parsed, and judged on
  // its content: the schema tag is missing.
  std::string atLimit =
      "{\"notes\": " + std::string(63, '[') + std::string(63, ']') + "}";
  EXPECT_EQ(errorOf(atLimit), "toy.json: field 'schema': expected a string "
                              "(the field is required)");
  // Brackets inside strings, escaped quotes included, are not nesting.
  std::string inString = replaced(kMinimal, "\"toy\"",
                                  "\"t\\\"" + std::string(100, '[') + "\"");
  EXPECT_EQ(errorOf(inString), "");
}

TEST(DeviceJSON, FiguresOutsideTheirPhysicalRangeAreRefused) {
  std::string text = kMinimal;
  // A denormal peak gave an infinite time; 1e308 TFLOPS overflowed to inf
  // and was misreported as "expected a positive number".
  EXPECT_EQ(errorOf(replaced(text, "\"tflops\": 10", "\"tflops\": 5e-324")),
            "toy.json: field 'compute.fp32.tflops': 4.940656458e-324 is "
            "outside the physical range [0.001, 100000] TFLOPS "
            "(docs/devices.md, \"Physical ranges\")");
  EXPECT_EQ(errorOf(replaced(text, "\"tflops\": 10", "\"tflops\": 1e308")),
            "toy.json: field 'compute.fp32.tflops': 1e+308 is outside the "
            "physical range [0.001, 100000] TFLOPS (docs/devices.md, "
            "\"Physical ranges\")");
  // sm_count 2^63-1 was narrowed to 4294967295 SMs; 0 dropped the waves.
  EXPECT_EQ(errorOf(withTopLevel("\"sm_count\": 9223372036854775807")),
            "toy.json: field 'sm_count': 9.223372037e+18 is outside the "
            "physical range [1, 4096] SMs (docs/devices.md, \"Physical "
            "ranges\")");
  EXPECT_EQ(errorOf(withTopLevel("\"sm_count\": 0")),
            "toy.json: field 'sm_count': 0 is outside the physical range [1, "
            "4096] SMs (docs/devices.md, \"Physical ranges\")");
  EXPECT_EQ(errorOf(withTopLevel("\"sm_count\": 4096")), "");
  EXPECT_EQ(errorOf(withTopLevel("\"sm_count\": 4097")),
            "toy.json: field 'sm_count': 4097 is outside the physical range "
            "[1, 4096] SMs (docs/devices.md, \"Physical ranges\")");
  EXPECT_EQ(errorOf(replaced(text, "\"bandwidth_gb_per_s\": 500",
                             "\"bandwidth_gb_per_s\": 2e7")),
            "toy.json: field 'memory.dram.bandwidth_gb_per_s': 20000000 is "
            "outside the physical range [0.001, 10000000] GB/s "
            "(docs/devices.md, \"Physical ranges\")");
  EXPECT_EQ(errorOf(withTopLevel("\"sparsity_factor\": 16")),
            "toy.json: field 'sparsity_factor': 16 is outside the physical "
            "range [1, 8] (docs/devices.md, \"Physical ranges\")");
  EXPECT_EQ(errorOf(withTopLevel("\"boost_clock_mhz\": 5")),
            "toy.json: field 'boost_clock_mhz': 5 is outside the physical "
            "range [100, 10000] MHz (docs/devices.md, \"Physical ranges\")");
}

TEST(DeviceJSON, DeviceWithoutOptionalFiguresRoundTrips) {
  // No sm_count, clock or capacities: printing must leave them out rather
  // than write 0s the reader refuses.
  llvm::Expected<DeviceModel> d = parseDeviceJSON(kMinimal, "toy.json");
  ASSERT_TRUE(!!d) << llvm::toString(d.takeError());
  EXPECT_EQ(d->smCount, 0u);
  llvm::Expected<DeviceModel> back =
      parseDeviceJSON(printDeviceJSON(*d), "roundtrip");
  ASSERT_TRUE(!!back) << llvm::toString(back.takeError());
  EXPECT_EQ(printDeviceJSON(*back), printDeviceJSON(*d));
}

TEST(DeviceModel, ValidateAppliesTheRangesToAnyDevice) {
  // A model built in code (or from DLTI) goes through the same ranges,
  // checked in the keys' units: 2e17 FLOP/s is 200000 TFLOPS.
  llvm::Expected<DeviceModel> d = parseDeviceJSON(kMinimal, "toy.json");
  ASSERT_TRUE(!!d) << llvm::toString(d.takeError());
  d->compute[static_cast<unsigned>(ComputeClass::FP32)]->spec = 2e17;
  EXPECT_EQ(llvm::toString(d->validate()),
            "toy.json: device 'toy': field 'compute.fp32.tflops': 200000 is "
            "outside the physical range [0.001, 100000] TFLOPS "
            "(docs/devices.md, \"Physical ranges\")");
  d->compute[static_cast<unsigned>(ComputeClass::FP32)]->spec = 10e12;
  d->smCount = 5000;
  EXPECT_EQ(llvm::toString(d->validate()),
            "toy.json: device 'toy': field 'sm_count': 5000 is outside the "
            "physical range [1, 4096] SMs (docs/devices.md, \"Physical "
            "ranges\")");
  d->smCount = 0; // not described: allowed
  EXPECT_EQ(llvm::toString(d->validate()), "");
}

TEST(DeviceJSON, SustainedClockNeedsTheBoostClockAndASource) {
  // A power-limited part's clock under load (the L4: 1009 of 2040 MHz).
  llvm::Expected<DeviceModel> d = parseDeviceJSON(
      withTopLevel("\"boost_clock_mhz\": 2040, \"sustained_clock_mhz\": "
                   "1009, \"sustained_clock_source\": \"measured\""),
      "toy.json");
  ASSERT_TRUE(!!d) << llvm::toString(d.takeError());
  EXPECT_DOUBLE_EQ(d->sustainedClockMHz, 1009);
  EXPECT_EQ(d->sustainedClockSource, "measured");
  llvm::Expected<DeviceModel> back =
      parseDeviceJSON(printDeviceJSON(*d), "roundtrip");
  ASSERT_TRUE(!!back) << llvm::toString(back.takeError());
  EXPECT_DOUBLE_EQ(back->sustainedClockMHz, 1009);

  // Above the boost clock: a typo, not a throttled part.
  EXPECT_EQ(errorOf(withTopLevel(
                "\"boost_clock_mhz\": 2040, \"sustained_clock_mhz\": 2100, "
                "\"sustained_clock_source\": \"x\"")),
            "toy.json: field 'sustained_clock_mhz': expected a clock no "
            "higher than boost_clock_mhz");
  // Without the boost clock the factor boost / sustained is undefined.
  EXPECT_EQ(errorOf(withTopLevel("\"sustained_clock_mhz\": 1009, "
                                 "\"sustained_clock_source\": \"x\"")),
            "toy.json: field 'sustained_clock_mhz': expected "
            "boost_clock_mhz beside it");
  EXPECT_EQ(errorOf(withTopLevel(
                "\"boost_clock_mhz\": 2040, \"sustained_clock_mhz\": 1009")),
            "toy.json: field 'sustained_clock_source': expected a string "
            "naming where the figure comes from (required with "
            "'sustained_clock_mhz')");
  EXPECT_EQ(errorOf(withTopLevel(
                "\"boost_clock_mhz\": 2040, \"sustained_clock_mhz\": 50, "
                "\"sustained_clock_source\": \"x\"")),
            "toy.json: field 'sustained_clock_mhz': 50 is outside the "
            "physical range [100, 10000] MHz (docs/devices.md, \"Physical "
            "ranges\")");
  // validate() applies the same rule to a model from DLTI or code.
  d->boostClockMHz = 0;
  EXPECT_EQ(llvm::toString(d->validate()),
            "toy.json: device 'toy': sustained_clock_mhz: expected a clock no "
            "higher than boost_clock_mhz, which must be given too");
}

} // namespace

/// A memory-side L3 (AMD's Infinity Cache) and a cache level described by its
/// capacity alone: their keys, the errors of an incomplete one, and the
/// levels a report lists.
TEST(DeviceJSON, MemorySideCacheAndCapacityOnlyLevels) {
  std::string text = replaced(
      kMinimal, R"("bandwidth_gb_per_s": 500, "source": "made up"}})",
      R"("bandwidth_gb_per_s": 500, "source": "made up"},
      "l3": {"name": "Infinity Cache", "bandwidth_gb_per_s": 17000,
             "capacity_bytes": 268435456, "source": "slide",
             "capacity_source": "spec table"},
      "l2": {"capacity_bytes": 4194304, "capacity_source": "spec table"}})");
  llvm::Expected<DeviceModel> d = parseDeviceJSON(text, "toy.json");
  ASSERT_TRUE(!!d) << llvm::toString(d.takeError());
  const auto &l3 = d->getMemory(MemoryLevel::L3);
  ASSERT_TRUE(l3.has_value());
  EXPECT_EQ(l3->name, "Infinity Cache");
  EXPECT_DOUBLE_EQ(l3->bandwidth.get(CeilingKind::Spec), 17000e9);
  EXPECT_EQ(l3->capacityBytes, 268435456u);
  const auto &l2 = d->getMemory(MemoryLevel::L2);
  ASSERT_TRUE(l2.has_value());
  EXPECT_FALSE(l2->hasBandwidth());
  EXPECT_EQ(l2->capacityBytes, 4194304u);
  EXPECT_EQ(getLevelDisplayName(*d, MemoryLevel::L3), "Infinity Cache (l3)");
  EXPECT_EQ(getLevelDisplayName(*d, MemoryLevel::L2), "L2");
  // Outermost first, the L3 between DRAM and L2.
  EXPECT_EQ(getReportedLevels(*d),
            (llvm::SmallVector<MemoryLevel, 4>{MemoryLevel::DRAM,
                                               MemoryLevel::L3, MemoryLevel::L2,
                                               MemoryLevel::L1}));
  EXPECT_EQ(getReportedLevels(*parseDeviceJSON(kMinimal, "toy.json")),
            (llvm::SmallVector<MemoryLevel, 4>{
                MemoryLevel::DRAM, MemoryLevel::L2, MemoryLevel::L1}));
  // Round trip: the printed device parses to the same levels.
  llvm::Expected<DeviceModel> again =
      parseDeviceJSON(printDeviceJSON(*d), "again.json");
  ASSERT_TRUE(!!again) << llvm::toString(again.takeError());
  EXPECT_EQ(again->getMemory(MemoryLevel::L3)->name, "Infinity Cache");
  EXPECT_FALSE(again->getMemory(MemoryLevel::L2)->hasBandwidth());

  EXPECT_EQ(errorOf(replaced(text, R"("capacity_bytes": 4194304, )", "")),
            "toy.json: field 'memory.l2.capacity_bytes': expected a capacity "
            "in bytes (a cache level without bandwidth_gb_per_s is described "
            "by its capacity)");
  EXPECT_EQ(errorOf(replaced(text,
                             R"(4194304, "capacity_source": "spec table")",
                             "4194304")),
            "toy.json: field 'memory.l2.capacity_source': expected a string "
            "naming where the capacity was read (required for a level without "
            "bandwidth_gb_per_s)");
  EXPECT_EQ(errorOf(replaced(text, R"("capacity_bytes": 268435456,)", "")),
            "toy.json: field 'memory.l3.capacity_bytes': expected the "
            "memory-side cache's capacity in bytes (the traffic model needs "
            "it)");
  // DRAM and L1 keep their required bandwidth.
  EXPECT_EQ(errorOf(replaced(kMinimal, R"("bandwidth_gb_per_s": 500, )", "")),
            "toy.json: field 'memory.dram.bandwidth_gb_per_s': expected a "
            "number (the field is required)");
}
