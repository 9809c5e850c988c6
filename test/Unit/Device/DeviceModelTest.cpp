//===- DeviceModelTest.cpp - Catalog, fallbacks, ceilings -----------------===//

#include "roofline/Device/DeviceModel.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <gtest/gtest.h>

using namespace roofline;

namespace {

DeviceModel get(llvm::StringRef name) {
  llvm::Expected<DeviceModel> d = lookupDevice(name);
  if (!d) {
    ADD_FAILURE() << llvm::toString(d.takeError());
    return DeviceModel();
  }
  return *d;
}

TEST(DeviceCatalog, HoldsTheTenRequiredDevices) {
  std::vector<std::string> names = getDeviceNames();
  for (const char *n : {"a100-sxm4-40gb", "a100-sxm4-80gb", "a100-pcie-80gb",
                        "h100-sxm5-80gb", "h100-pcie-80gb", "h200-sxm-141gb",
                        "v100-sxm2-32gb", "rtx-4090", "l4", "apple-m2-max"})
    EXPECT_NE(std::find(names.begin(), names.end(), n), names.end()) << n;
}

TEST(DeviceCatalog, EveryFileInDevicesIsCompiledIn) {
  // The catalog is the devices/ folder; a file added there but not picked up
  // by the build would silently be missing.
  std::error_code ec;
  unsigned files = 0;
  for (llvm::sys::fs::directory_iterator it(ROOFLINE_SOURCE_DIR "/devices", ec),
       end;
       it != end && !ec; it.increment(ec))
    if (llvm::sys::path::extension(it->path()) == ".json")
      ++files;
  EXPECT_EQ(files, getDeviceCatalog().size());
}

TEST(DeviceCatalog, NamesAndAliasesAreUnique) {
  std::set<std::string> seen;
  for (const DeviceModel &d : getDeviceCatalog()) {
    EXPECT_TRUE(seen.insert(d.name).second) << d.name;
    for (const std::string &a : d.aliases)
      EXPECT_TRUE(seen.insert(a).second) << a;
  }
}

TEST(DeviceCatalog, LookupByAliasIsCaseInsensitive) {
  EXPECT_EQ(get("A100").name, "a100-sxm4-40gb");
  EXPECT_EQ(get("h100").name, "h100-sxm5-80gb");
  EXPECT_EQ(get("H200").name, "h200-sxm-141gb");
}

TEST(DeviceCatalog, UnknownNameListsKnownDevices) {
  llvm::Expected<DeviceModel> d = lookupDevice("tpu-v9");
  ASSERT_FALSE(d);
  std::string msg = llvm::toString(d.takeError());
  EXPECT_NE(msg.find("unknown device 'tpu-v9'"), std::string::npos) << msg;
  EXPECT_NE(msg.find("a100-sxm4-40gb"), std::string::npos) << msg;
  EXPECT_NE(msg.find("apple-m2-max"), std::string::npos) << msg;
}

TEST(DeviceCatalog, DatasheetFiguresOfTheA100) {
  // NVIDIA A100 whitepaper (2020), Table 1: FP32 19.5 TF, FP16/BF16 tensor
  // core 312 TF dense, TF32 156 TF, HBM2 1555 GB/s on the 40GB part.
  DeviceModel d = get("a100-sxm4-40gb");
  EXPECT_DOUBLE_EQ(d.peakFlops(ComputeClass::FP32, CeilingKind::Spec), 19.5e12);
  EXPECT_DOUBLE_EQ(d.peakFlops(ComputeClass::BF16_TC, CeilingKind::Spec),
                   312e12);
  EXPECT_DOUBLE_EQ(d.peakFlops(ComputeClass::TF32_TC, CeilingKind::Spec),
                   156e12);
  EXPECT_DOUBLE_EQ(d.dramBandwidth(CeilingKind::Spec), 1555e9);
  EXPECT_EQ(d.smCount, 108u);
  EXPECT_DOUBLE_EQ(d.sparsityFactor, 2.0);
  // The 80GB parts differ only in memory: 2039 GB/s (SXM4), 1935 (PCIe).
  EXPECT_DOUBLE_EQ(get("a100-sxm4-80gb").dramBandwidth(CeilingKind::Spec),
                   2039e9);
  EXPECT_DOUBLE_EQ(get("a100-pcie-80gb").dramBandwidth(CeilingKind::Spec),
                   1935e9);
}

TEST(DeviceModel, SustainedFallsBackToSpecWhereNotMeasured) {
  DeviceModel d = get("a100-sxm4-40gb");
  const auto &fp32 = d.getCompute(ComputeClass::FP32);
  ASSERT_TRUE(fp32.has_value());
  if (!fp32->sustained)
    EXPECT_DOUBLE_EQ(fp32->get(CeilingKind::Sustained), fp32->spec);
  const auto &dram = d.getMemory(MemoryLevel::DRAM);
  ASSERT_TRUE(dram.has_value());
  // A measured DRAM figure exists for the A100 40GB and is below spec.
  ASSERT_TRUE(dram->bandwidth.sustained.has_value());
  EXPECT_LT(*dram->bandwidth.sustained, dram->bandwidth.spec);
  EXPECT_DOUBLE_EQ(d.dramBandwidth(CeilingKind::Sustained),
                   *dram->bandwidth.sustained);
}

TEST(DeviceModel, FallbackChainOnAV100) {
  // Volta has FP16 tensor cores but no BF16, TF32 or FP8 units.
  DeviceModel d = get("v100");
  EXPECT_EQ(d.resolveClass(ComputeClass::FP16_TC), ComputeClass::FP16_TC);
  EXPECT_EQ(d.resolveClass(ComputeClass::TF32_TC), ComputeClass::FP32);
  EXPECT_EQ(d.resolveClass(ComputeClass::FP8_TC), ComputeClass::FP16_TC);
  // bf16_tc -> bf16 -> fp32: the V100 computes BF16 in FP32.
  EXPECT_EQ(d.resolveClass(ComputeClass::BF16_TC), ComputeClass::FP32);
  EXPECT_EQ(d.resolveClass(ComputeClass::FP64_TC), ComputeClass::FP64);
}

TEST(DeviceModel, FallbackChainOnTheAppleM2Max) {
  // No tensor-core classes at all: everything lands on the vector units.
  DeviceModel d = get("apple-m2-max");
  EXPECT_EQ(d.resolveClass(ComputeClass::BF16_TC), ComputeClass::FP32);
  EXPECT_EQ(d.resolveClass(ComputeClass::INT8_TC),
            d.getCompute(ComputeClass::INT32) ? ComputeClass::INT32
                                              : ComputeClass::FP32);
}

TEST(DeviceModel, ClassNamesRoundTrip) {
  for (unsigned i = 0; i < kNumComputeClasses; ++i) {
    auto c = static_cast<ComputeClass>(i);
    EXPECT_EQ(symbolizeComputeClass(stringifyComputeClass(c)), c);
  }
  EXPECT_TRUE(isTensorCoreClass(ComputeClass::FP8_TC));
  EXPECT_FALSE(isTensorCoreClass(ComputeClass::FP16));
  EXPECT_FALSE(symbolizeComputeClass("fp12").has_value());
}


// What differs between vendors (docs/devices.md, "Wavefronts, LDS and
// tensor memory").
TEST(DeviceModel, SubgroupSharedAndTensorMemory) {
  // NVIDIA files give no subgroup_size: a warp of 32. AMD Instinct: 64
  // (ROCm's "Wavefront Size 64").
  EXPECT_EQ(get("h100").getSubgroupSize(), 32u);
  EXPECT_EQ(get("b200").getSubgroupSize(), 32u);
  for (const char *amd : {"mi300x", "mi325x", "mi250x-gcd"}) {
    DeviceModel d = get(amd);
    EXPECT_EQ(d.getSubgroupSize(), 64u) << amd;
    // No l1 level: the LDS comes from shared_memory_bytes_per_sm, 64 KiB.
    EXPECT_FALSE(d.getMemory(MemoryLevel::L1).has_value()) << amd;
    EXPECT_EQ(d.getSharedMemoryBytesPerSM(), 65536u) << amd;
  }
  // A device with an l1 level states it there: 228 KiB on an H100.
  EXPECT_EQ(get("h100").getSharedMemoryBytesPerSM(), 233472u);
  // Tensor memory: 128 x 512 x 4 B on sm_100, none elsewhere.
  EXPECT_EQ(get("b200").tensorMemoryPerSM, 262144u);
  EXPECT_EQ(get("gb200").tensorMemoryPerSM, 262144u);
  EXPECT_EQ(get("h100").tensorMemoryPerSM, 0u);
}

const char *kToy = R"({
  "schema": "roofline-device/1",
  "name": "toy",
  "launch_overhead_us": 2.0,
  "compute": {"fp32": {"tflops": 10, "source": "made up"}},
  "memory": {"dram": {"bandwidth_gb_per_s": 500, "source": "made up"}FIELDS_L1}FIELDS
})";

std::string toy(const std::string &l1, const std::string &fields) {
  std::string s = kToy;
  s.replace(s.find("FIELDS_L1"), 9, l1);
  s.replace(s.find("FIELDS"), 6, fields);
  return s;
}

std::string errorOf(const std::string &text) {
  llvm::Expected<DeviceModel> d = parseDeviceJSON(text, "toy.json");
  return d ? "" : llvm::toString(d.takeError());
}

TEST(DeviceModel, SharedMemoryIsStatedOnce) {
  const std::string l1 =
      R"(, "l1": {"bandwidth_gb_per_s": 1000, "capacity_bytes_per_sm": 262144,
                "shared_memory_bytes_per_sm": 233472, "source": "made up"})";
  const std::string field = R"(, "shared_memory_bytes_per_sm": 65536,
      "shared_memory_source": "made up")";
  EXPECT_EQ(errorOf(toy("", field)), "");
  EXPECT_EQ(errorOf(toy(l1, "")), "");
  EXPECT_EQ(errorOf(toy(l1, field)),
            "toy.json: device 'toy': shared_memory_bytes_per_sm: a device "
            "with a memory.l1 level gives its shared memory there "
            "(memory.l1.shared_memory_bytes_per_sm)");
  // A figure without its source is refused.
  EXPECT_EQ(errorOf(toy("", R"(, "tensor_memory_bytes_per_sm": 262144)")),
            "toy.json: field 'tensor_memory_source': expected a string naming "
            "where the figure comes from (required with "
            "'tensor_memory_bytes_per_sm')");
  // A subgroup of 0 threads is no device.
  EXPECT_NE(errorOf(toy("", R"(, "subgroup_size": 0)")).find("subgroup_size"),
            std::string::npos);
}

} // namespace
