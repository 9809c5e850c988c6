//===- InterconnectTest.cpp - The interconnect of a device description ---===//

#include "roofline/Device/DeviceModel.h"
#include "roofline/Model/Verdict.h"

#include <gtest/gtest.h>

using namespace roofline;

namespace {

const char *kDevice = R"({
  "schema": "roofline-device/1",
  "name": "toy",
  "launch_overhead_us": 2.0,
  "compute": {"fp32": {"tflops": 10, "source": "made up"}},
  "memory": {"dram": {"bandwidth_gb_per_s": 500, "source": "made up"}},
  "interconnect": {
    "gpu_link": {"name": "nvlink4", "links": 18,
                 "bandwidth_gb_per_s_per_direction": 450,
                 "sustained_bandwidth_gb_per_s_per_direction": 370,
                 "source": "made up", "sustained_source": "made up too"},
    "pcie": {"generation": 5, "lanes": 16,
             "bandwidth_gb_per_s_per_direction": 64, "source": "made up"},
    "node": {"gpus_per_node": 8, "nvswitch": true, "nics_per_node": 4,
             "nic_bandwidth_gb_per_s_per_direction": 50, "source": "made up"},
    "latency_us": 1.0, "latency_source": "made up"
  }
})";

std::string errorOf(const std::string &text) {
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

TEST(Interconnect, ParsesInBaseUnitsAndRoundTrips) {
  llvm::Expected<DeviceModel> d = parseDeviceJSON(kDevice, "toy.json");
  ASSERT_TRUE(static_cast<bool>(d)) << llvm::toString(d.takeError());
  ASSERT_TRUE(d->interconnect.has_value());
  const InterconnectModel &ic = *d->interconnect;
  EXPECT_EQ(ic.linkName, "nvlink4");
  EXPECT_EQ(ic.linkCount, 18u);
  EXPECT_DOUBLE_EQ(ic.linkBandwidth->spec, 450e9);
  EXPECT_DOUBLE_EQ(*ic.linkBandwidth->sustained, 370e9);
  EXPECT_DOUBLE_EQ(ic.pcieBandwidth.spec, 64e9);
  EXPECT_EQ(ic.gpusPerNode, 8u);
  EXPECT_TRUE(ic.nvswitch);
  EXPECT_EQ(ic.nicsPerNode, 4u);
  EXPECT_DOUBLE_EQ(ic.nicBandwidth->spec, 50e9);
  EXPECT_DOUBLE_EQ(ic.latencySec, 1e-6);
  std::string text = printDeviceJSON(*d);
  llvm::Expected<DeviceModel> back = parseDeviceJSON(text, "roundtrip");
  ASSERT_TRUE(static_cast<bool>(back)) << llvm::toString(back.takeError());
  EXPECT_EQ(printDeviceJSON(*back), text);
}

TEST(Interconnect, BadFieldsAreNamed) {
  std::string t = kDevice;
  EXPECT_EQ(errorOf(replaced(t, "\"nvswitch\": true", "\"nvswitch\": 1")),
            "toy.json: field 'interconnect.node.nvswitch': expected true or "
            "false");
  EXPECT_EQ(errorOf(replaced(t, "\"lanes\": 16", "\"lanes\": 0")),
            "toy.json: field 'interconnect.pcie.lanes': 0 is outside the "
            "physical range [1, 32] lanes (docs/devices.md, \"Physical "
            "ranges\")");
  EXPECT_EQ(errorOf(replaced(t, "\"nics_per_node\": 4,", "")),
            "toy.json: field 'interconnect.node.nics_per_node': expected a "
            "positive integer (required with "
            "nic_bandwidth_gb_per_s_per_direction)");
  EXPECT_EQ(errorOf(replaced(t, "\"latency_us\": 1.0,", "\"latency\": 1.0,")),
            "toy.json: field 'interconnect.latency_us': expected a number "
            "(the field is required)");
  EXPECT_EQ(errorOf(replaced(t, "\"links\": 18,", "\"links\": 18, \"lanes\": 2,")),
            "toy.json: field 'interconnect.gpu_link.lanes': unknown key (see "
            "docs/devices.md for the roofline-device/1 schema)");
}

// The link a group crosses and its time (docs/model.md, section 7).
TEST(Interconnect, CollectiveTimePicksTheLink) {
  llvm::Expected<DeviceModel> d = parseDeviceJSON(kDevice, "toy.json");
  ASSERT_TRUE(static_cast<bool>(d));
  CollectiveCost c;
  c.groupSize = 8;
  c.span = 8;
  c.bytesPerDevice = 450000000; // 450 MB
  c.steps = 14;
  // Inside the node, on NVLink: 14 x 1 us + 450e6 / 450e9 = 1.014 ms.
  auto t = getCollectiveTime(c, *d, CeilingKind::Spec);
  ASSERT_TRUE(static_cast<bool>(t));
  EXPECT_EQ(t->link, "nvlink4");
  EXPECT_NEAR(t->time, 14e-6 + 1e-3, 1e-12);
  // Sustained: 450e6 / 370e9 = 1.216216 ms + 14 us.
  auto s = getCollectiveTime(c, *d, CeilingKind::Sustained);
  ASSERT_TRUE(static_cast<bool>(s));
  EXPECT_NEAR(s->time, 14e-6 + 450e6 / 370e9, 1e-12);
  // A span of 16 crosses the network: 4 NICs x 50 GB/s / 8 GPUs = 25 GB/s
  // per GPU: 14 us + 450e6 / 25e9 = 18.014 ms.
  c.span = 16;
  auto n = getCollectiveTime(c, *d, CeilingKind::Spec);
  ASSERT_TRUE(static_cast<bool>(n));
  EXPECT_EQ(n->link, "network");
  EXPECT_NEAR(n->time, 14e-6 + 18e-3, 1e-12);
  // Without an NVSwitch, a group of 4 in the node goes over PCIe:
  // 14 us + 450e6 / 64e9 = 7.045 ms.
  d->interconnect->nvswitch = false;
  c.span = 4;
  auto p = getCollectiveTime(c, *d, CeilingKind::Spec);
  ASSERT_TRUE(static_cast<bool>(p));
  EXPECT_EQ(p->link, "pcie");
  EXPECT_NEAR(p->time, 14e-6 + 450e6 / 64e9, 1e-12);
}


/// An 8-GPU full mesh: 7 links of 64 GB/s per direction, 448 together.
const char *kMesh = R"({
  "schema": "roofline-device/1",
  "name": "mesh",
  "launch_overhead_us": 2.0,
  "compute": {"fp32": {"tflops": 10, "source": "made up"}},
  "memory": {"dram": {"bandwidth_gb_per_s": 500, "source": "made up"}},
  "interconnect": {
    "gpu_link": {"name": "infinity_fabric", "links": 7,
                 "bandwidth_gb_per_s_per_direction": 448,
                 "source": "made up"},
    "pcie": {"generation": 5, "lanes": 16,
             "bandwidth_gb_per_s_per_direction": 63, "source": "made up"},
    "node": {"gpus_per_node": 8, "nvswitch": false, "full_mesh": true,
             "source": "made up"},
    "latency_us": 1.0, "latency_source": "made up"
  }
})";

TEST(Interconnect, FullMeshParsesAndRoundTrips) {
  llvm::Expected<DeviceModel> d = parseDeviceJSON(kMesh, "mesh.json");
  ASSERT_TRUE(static_cast<bool>(d)) << llvm::toString(d.takeError());
  EXPECT_TRUE(d->interconnect->fullMesh);
  EXPECT_FALSE(d->interconnect->nvswitch);
  std::string text = printDeviceJSON(*d);
  EXPECT_NE(text.find("\"full_mesh\": true"), std::string::npos);
  llvm::Expected<DeviceModel> back = parseDeviceJSON(text, "roundtrip");
  ASSERT_TRUE(static_cast<bool>(back)) << llvm::toString(back.takeError());
  EXPECT_TRUE(back->interconnect->fullMesh);
  // Absent, it is false (the NVIDIA files do not say it).
  llvm::Expected<DeviceModel> nv = parseDeviceJSON(kDevice, "toy.json");
  ASSERT_TRUE(static_cast<bool>(nv));
  EXPECT_FALSE(nv->interconnect->fullMesh);
}

TEST(Interconnect, FullMeshNeedsOneLinkPerPeerAndNoSwitch) {
  std::string t = kMesh;
  const char *expected =
      "toy.json: device 'mesh': interconnect.node.full_mesh: expected a "
      "gpu_link whose links join each GPU to each other one (links = "
      "gpus_per_node - 1) and no nvswitch";
  // 6 links cannot join 8 GPUs pairwise.
  EXPECT_EQ(errorOf(replaced(t, "\"links\": 7", "\"links\": 6")), expected);
  EXPECT_EQ(errorOf(replaced(t, "\"nvswitch\": false", "\"nvswitch\": true")),
            expected);
  EXPECT_EQ(errorOf(replaced(t, "\"full_mesh\": true", "\"full_mesh\": 1")),
            "toy.json: field 'interconnect.node.full_mesh': expected true or "
            "false");
}

// A full mesh gives a group the links to its other members only
// (docs/devices.md, "interconnect").
TEST(Interconnect, FullMeshGivesAGroupItsLinks) {
  llvm::Expected<DeviceModel> d = parseDeviceJSON(kMesh, "mesh.json");
  ASSERT_TRUE(static_cast<bool>(d));
  CollectiveCost c;
  c.algorithm = "ring";
  c.groupSize = 8;
  c.span = 8;
  c.bytesPerDevice = 448000000; // 448 MB
  c.steps = 14;
  // 8 GPUs: all 7 links, 448 GB/s: 14 x 1 us + 448e6 / 448e9 = 1.014 ms.
  auto t = getCollectiveTime(c, *d, CeilingKind::Spec);
  ASSERT_TRUE(static_cast<bool>(t));
  EXPECT_EQ(t->link, "infinity_fabric");
  EXPECT_DOUBLE_EQ(t->busBandwidth, 448e9);
  EXPECT_NEAR(t->time, 14e-6 + 1e-3, 1e-12);
  // 4 GPUs: 3 of the 7 links, 192 GB/s: 6 x 1 us + 448e6 / 192e9 =
  // 2.339333 ms. Behind an NVSwitch the group would get all 448 GB/s.
  c.groupSize = 4;
  c.span = 4;
  c.steps = 6;
  auto four = getCollectiveTime(c, *d, CeilingKind::Spec);
  ASSERT_TRUE(static_cast<bool>(four));
  EXPECT_DOUBLE_EQ(four->busBandwidth, 192e9);
  EXPECT_NEAR(four->time, 6e-6 + 448e6 / 192e9, 1e-12);
  // A point-to-point transfer uses one link, 64 GB/s, even in a group of 8.
  c.algorithm = "p2p";
  c.groupSize = 8;
  c.span = 8;
  c.steps = 1;
  auto p2p = getCollectiveTime(c, *d, CeilingKind::Spec);
  ASSERT_TRUE(static_cast<bool>(p2p));
  EXPECT_DOUBLE_EQ(p2p->busBandwidth, 64e9);
  // 16 GPUs cross nodes, and the mesh describes no NICs: refused.
  c.algorithm = "ring";
  c.groupSize = 16;
  c.span = 16;
  auto wide = getCollectiveTime(c, *d, CeilingKind::Spec);
  ASSERT_FALSE(static_cast<bool>(wide));
  EXPECT_NE(llvm::toString(wide.takeError()).find("gives no NICs"),
            std::string::npos);
}

// The catalog's parts: NVLink 5 behind an NVSwitch, Infinity Fabric a mesh.
TEST(Interconnect, CatalogBlackwellAndInstinct) {
  DeviceModel b200 = cantFail(lookupDevice("b200-sxm-180gb"));
  ASSERT_TRUE(b200.interconnect.has_value());
  EXPECT_EQ(b200.interconnect->linkName, "nvlink5");
  EXPECT_EQ(b200.interconnect->linkCount, 18u);
  EXPECT_DOUBLE_EQ(b200.interconnect->linkBandwidth->spec, 900e9);
  EXPECT_TRUE(b200.interconnect->nvswitch);
  for (const char *name : {"mi300x", "mi325x"}) {
    DeviceModel mi = cantFail(lookupDevice(name));
    ASSERT_TRUE(mi.interconnect.has_value()) << name;
    EXPECT_TRUE(mi.interconnect->fullMesh) << name;
    EXPECT_EQ(mi.interconnect->linkCount, 7u) << name;
    // 7 links x 64 GB/s per direction.
    EXPECT_DOUBLE_EQ(mi.interconnect->linkBandwidth->spec, 7 * 64e9) << name;
  }
}

} // namespace
