//===- DeviceFieldsTest.cpp - Every generated place holds every field ----===//
//
// DeviceFields.def declares each scalar device figure once; the reader, the
// printer, the DLTI reader and writer, the range checks and the docs are
// generated from it. These tests go through the table, so a row that one
// generated place misses fails here (docs/architecture.md, "A new device
// field").
//
//===----------------------------------------------------------------------===//

#include "roofline/Device/DeviceFromDLTI.h"
#include "roofline/Device/DeviceModel.h"

#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace roofline;

namespace {

/// A value inside the field's range and unlike any catalog figure: a
/// thousandth of the way from its minimum to its maximum (a whole number
/// for a count). E.g. sm_count: 1 + 4095/1000 -> 5; sustained_clock_mhz:
/// 100 + 9900/1000 = 109.9 MHz, below every catalog boost clock.
double probeValue(const DeviceFieldInfo &f) {
  FigureRange r = getFigureRange(getFieldFigure(f.id));
  double v = r.min + (r.max - r.min) / 1000;
  return f.has(DeviceField_Integer) ? std::round(v) : v;
}

/// The A100 with field `f` set to its probe value and a source naming it.
/// The A100 states its shared memory on its l1 level, and a device states it
/// once: the probe of shared_memory_bytes_per_sm drops the level, and takes
/// another name so that a DLTI spec does not start from the catalog A100.
DeviceModel withProbe(const DeviceFieldInfo &f) {
  DeviceModel d = cantFail(lookupDevice("a100"));
  if (f.id == DeviceField::SharedMemoryPerSM) {
    d.memory[static_cast<unsigned>(MemoryLevel::L1)].reset();
    d.name = "a100-without-l1";
  }
  setDeviceField(d, f.id, probeValue(f), ("probe of " + f.key).str());
  return d;
}

void expectProbe(const DeviceModel &back, const DeviceFieldInfo &f,
                 bool sourceKept) {
  std::optional<double> v = getDeviceField(back, f.id);
  ASSERT_TRUE(v.has_value()) << f.key.str();
  EXPECT_NEAR(*v, probeValue(f), 1e-9 * probeValue(f)) << f.key.str();
  if (sourceKept && !f.sourceKey.empty())
    EXPECT_EQ(getDeviceFieldSource(back, f.id), ("probe of " + f.key).str());
}

TEST(DeviceFields, TableMatchesTheEnums) {
  ASSERT_EQ(getDeviceFields().size(), kNumDeviceFields);
  for (unsigned i = 0; i < kNumDeviceFields; ++i) {
    EXPECT_EQ(static_cast<unsigned>(getDeviceFields()[i].id), i);
    EXPECT_EQ(lookupDeviceField(getDeviceFields()[i].key),
              getDeviceFields()[i].id);
  }
  // The attainment rows are the AttainmentKeys, in order, and only they.
  unsigned attainment = 0;
  for (const DeviceFieldInfo &f : getDeviceFields())
    if (f.isAttainment) {
      auto key = static_cast<AttainmentKey>(attainment++);
      EXPECT_EQ(getAttainmentField(key), f.id);
      EXPECT_EQ(getAttainmentKeyName(key), f.key);
    }
  EXPECT_EQ(attainment, kNumAttainmentKeys);
  EXPECT_FALSE(lookupDeviceField("flux_capacitor").has_value());
}

// The device-file printer writes every field and the reader reads it back.
TEST(DeviceFields, EveryFieldRoundTripsThroughTheDeviceFile) {
  for (const DeviceFieldInfo &f : getDeviceFields()) {
    DeviceModel d = withProbe(f);
    ASSERT_FALSE(static_cast<bool>(d.validate())) << f.key.str();
    std::string text = printDeviceJSON(d);
    EXPECT_NE(text.find(("\"" + f.key + "\"").str()), std::string::npos)
        << f.key.str();
    DeviceModel back = cantFail(parseDeviceJSON(text, "probe.json"));
    expectProbe(back, f, /*sourceKept=*/true);
  }
}

// The DLTI writer writes every field and the DLTI reader reads it back.
TEST(DeviceFields, EveryFieldRoundTripsThroughDLTI) {
  mlir::MLIRContext ctx;
  ctx.loadDialect<mlir::DLTIDialect>();
  for (const DeviceFieldInfo &f : getDeviceFields()) {
    mlir::OwningOpRef<mlir::ModuleOp> module =
        mlir::ModuleOp::create(mlir::UnknownLoc::get(&ctx));
    attachDeviceToModule(*module, withProbe(f));
    auto back = getDeviceFromDLTI(*module);
    ASSERT_TRUE(static_cast<bool>(back)) << toString(back.takeError());
    ASSERT_TRUE(back->has_value());
    expectProbe(**back, f, /*sourceKept=*/false);
  }
}

// Every field is range-checked: ten times its maximum (plus one) in a
// device file is an error naming the field and its range.
TEST(DeviceFields, EveryFieldIsRangeChecked) {
  std::string base =
      printDeviceJSON(withProbe(getDeviceFieldInfo(DeviceField::SMCount)));
  for (const DeviceFieldInfo &f : getDeviceFields()) {
    llvm::json::Value v = cantFail(llvm::json::parse(base));
    llvm::json::Object &o = *v.getAsObject();
    FigureRange r = getFigureRange(getFieldFigure(f.id));
    o[f.key] = std::round(r.max * 10 + 1);
    if (!f.sourceKey.empty())
      o[f.sourceKey] = "a source";
    if (f.key == "sustained_clock_mhz")
      o["boost_clock_mhz"] = 1410.0; // the range fails first, not this
    std::string text;
    llvm::raw_string_ostream os(text);
    os << v;
    auto d = parseDeviceJSON(text, "big.json");
    ASSERT_FALSE(static_cast<bool>(d)) << f.key.str();
    std::string msg = toString(d.takeError());
    EXPECT_NE(msg.find(("big.json: field '" + f.key +
                        "'").str()),
              std::string::npos)
        << msg;
    EXPECT_NE(msg.find("outside the physical range"), std::string::npos)
        << msg;
    // validate() catches the same value in a device built by a program.
    DeviceModel built = cantFail(lookupDevice("a100"));
    setDeviceField(built, f.id, r.max * 10 + 1, "program");
    EXPECT_TRUE(static_cast<bool>(built.validate())) << f.key.str();
  }
}

// A fraction of 5e-324 (a denormal) was accepted and predicted an infinite
// time (issue #34): it is below every fraction's minimum of 0.01.
TEST(DeviceFields, DenormalFractionIsRefused) {
  DeviceModel d = cantFail(lookupDevice("a100"));
  setDeviceField(d, DeviceField::GemmEfficiency, 5e-324, "typo");
  llvm::Error e = d.validate();
  ASSERT_TRUE(static_cast<bool>(e));
  std::string msg = toString(std::move(e));
  EXPECT_NE(msg.find("field 'attained_gemm_efficiency': 4.940656458e-324 "
                     "is outside the physical range [0.01, 1]"),
            std::string::npos)
      << msg;
}

// docs/devices.md holds the generated table of fields exactly: a row added
// to DeviceFields.def and not to the docs fails here. The expected text is
// printed for pasting between the markers.
TEST(DeviceFields, DocsHoldTheGeneratedTable) {
  auto buf = llvm::MemoryBuffer::getFile(ROOFLINE_SOURCE_DIR
                                         "/docs/devices.md");
  ASSERT_TRUE(static_cast<bool>(buf));
  llvm::StringRef docs = (*buf)->getBuffer();
  llvm::StringRef begin = "<!-- device-fields:begin -->\n",
                  end = "<!-- device-fields:end -->";
  size_t b = docs.find(begin), e = docs.find(end);
  ASSERT_NE(b, llvm::StringRef::npos);
  ASSERT_NE(e, llvm::StringRef::npos);
  llvm::StringRef section = docs.slice(b + begin.size(), e);
  std::string expected = printDeviceFieldsMarkdown();
  EXPECT_EQ(section.str(), expected)
      << "docs/devices.md: replace the table between the device-fields "
         "markers with:\n"
      << expected;
}

} // namespace
