//===- CalibrationTest.cpp - Host-side tests of roofline-probe/-validate --===//
//
// No CUDA and no GPU: the device file roofline-probe writes from synthetic
// measurements (parsed back with the project's strict parser), the
// statistics roofline-validate reports (hand-derived values), the suite
// headers and expected work, and the agreement of every suite file with
// roofline-opt's own counts.
//
//===----------------------------------------------------------------------===//

#include "CalibJSON.h"
#include "CalibStats.h"
#include "ProbeReport.h"
#include "ValidateCore.h"

#include "roofline/Device/DeviceModel.h"

#include "gtest/gtest.h"

#include <cmath>
#include <functional>
#include <unistd.h>

using namespace roofline::calib;

namespace {

//===----------------------------------------------------------------------===//
// Statistics (hand-derived expectations)
//===----------------------------------------------------------------------===//

TEST(CalibStats, Median) {
  EXPECT_DOUBLE_EQ(median({3, 1, 2}), 2);
  // Even count: mean of the two middle values of {1, 2, 3, 4}.
  EXPECT_DOUBLE_EQ(median({4, 1, 3, 2}), 2.5);
  EXPECT_DOUBLE_EQ(median({7}), 7);
  EXPECT_TRUE(std::isnan(median({})));
}

TEST(CalibStats, Percentile) {
  // {1..10}, p = 0.9: h = 9 x 0.9 = 8.1 -> x[8] + 0.1 (x[9] - x[8])
  // = 9 + 0.1 = 9.1.
  EXPECT_NEAR(percentile({10, 9, 8, 7, 6, 5, 4, 3, 2, 1}, 0.9), 9.1, 1e-12);
  // {10, 20, 30, 40, 50}: h = 4 x 0.9 = 3.6 -> 40 + 0.6 x 10 = 46.
  EXPECT_NEAR(percentile({50, 10, 40, 20, 30}, 0.9), 46, 1e-12);
  // The ends and the median.
  EXPECT_DOUBLE_EQ(percentile({3, 1, 2}, 0), 1);
  EXPECT_DOUBLE_EQ(percentile({3, 1, 2}, 1), 3);
  EXPECT_DOUBLE_EQ(percentile({4, 1, 3, 2}, 0.5), 2.5);
  EXPECT_DOUBLE_EQ(percentile({5}, 0.9), 5);
  EXPECT_TRUE(std::isnan(percentile({}, 0.9)));
  EXPECT_TRUE(std::isnan(percentile({1, 2}, 1.5)));
}

TEST(CalibStats, RelativeError) {
  EXPECT_DOUBLE_EQ(relativeError(110, 100), 0.1);  // pessimistic model
  EXPECT_DOUBLE_EQ(relativeError(75, 100), -0.25); // optimistic model
  EXPECT_DOUBLE_EQ(relativeError(100, 100), 0);
  EXPECT_TRUE(std::isnan(relativeError(1, 0)));
  EXPECT_TRUE(std::isnan(relativeError(1, -1)));
}

TEST(CalibStats, SummarizeErrors) {
  // |e| = {0.05, 0.1, 0.2, 0.3, 0.4}: median 0.2; p90: h = 4 x 0.9 = 3.6
  // -> 0.3 + 0.6 x 0.1 = 0.36. Signed, sorted {-0.4, -0.2, 0.05, 0.1, 0.3}:
  // median 0.05. The NaN (an unmeasured kernel) is left out.
  ErrorSummary s = summarizeErrors({0.1, -0.2, 0.05, -0.4, 0.3, NAN});
  EXPECT_EQ(s.count, 5u);
  EXPECT_NEAR(s.medianAbs, 0.2, 1e-12);
  EXPECT_NEAR(s.p90Abs, 0.36, 1e-12);
  EXPECT_NEAR(s.medianSigned, 0.05, 1e-12);
  EXPECT_EQ(summarizeErrors({}).count, 0u);
}

KernelResult result(const std::string &name, const std::string &kind,
                    double measured, std::optional<double> spec,
                    std::optional<double> cal) {
  KernelResult r;
  r.entry.name = name;
  r.entry.kind = kind;
  r.entry.dtype = "f32";
  r.measuredS = measured;
  if (measured > 0)
    r.runsS = {measured};
  if (spec) {
    r.spec = Prediction();
    r.spec->timeS = *spec;
    r.spec->binding = "dram";
  }
  if (cal) {
    r.calibrated = Prediction();
    r.calibrated->timeS = *cal;
    r.calibrated->binding = "dram";
  }
  return r;
}

std::vector<KernelResult> sampleResults() {
  return {
      // spec error -0.2, calibrated -0.05
      result("a", "gemm", 100e-6, 80e-6, 95e-6),
      // spec +0.5, calibrated +0.1
      result("b", "gemm", 200e-6, 300e-6, 220e-6),
      // spec -0.1, calibrated 0
      result("c", "transpose", 50e-6, 45e-6, 50e-6),
      // not measured: left out of every statistic
      result("d", "conv", 0, 1e-3, 1e-3),
  };
}

TEST(CalibStats, CollectErrors) {
  auto rs = sampleResults();
  auto spec = collectErrors(rs, false);
  ASSERT_EQ(spec.size(), 3u);
  EXPECT_NEAR(spec[0], -0.2, 1e-12);
  EXPECT_NEAR(spec[1], 0.5, 1e-12);
  EXPECT_NEAR(spec[2], -0.1, 1e-12);
  auto gemm = collectErrors(rs, true, "gemm");
  ASSERT_EQ(gemm.size(), 2u);
  EXPECT_NEAR(gemm[0], -0.05, 1e-12);
  EXPECT_NEAR(gemm[1], 0.1, 1e-12);
  // spec |e| = {0.1, 0.2, 0.5}: median 0.2; p90: h = 2 x 0.9 = 1.8 -> 0.2 +
  // 0.8 x 0.3 = 0.44.
  ErrorSummary s = summarizeErrors(spec);
  EXPECT_NEAR(s.medianAbs, 0.2, 1e-12);
  EXPECT_NEAR(s.p90Abs, 0.44, 1e-12);
  EXPECT_NEAR(s.medianSigned, -0.1, 1e-12);
}

TEST(ValidateReport, TableAndSummary) {
  std::string t = formatResults(sampleResults(), "h200 spec", "cal.json");
  EXPECT_NE(t.find("a "), std::string::npos);
  EXPECT_NE(t.find("100.0 us"), std::string::npos);
  EXPECT_NE(t.find("-20.0%"), std::string::npos);
  EXPECT_NE(t.find("+50.0%"), std::string::npos);
  EXPECT_NE(t.find("skipped"), std::string::npos);
  EXPECT_NE(t.find("spec        h200 spec"), std::string::npos) << t;
  EXPECT_NE(t.find("over   3 kernels: median |error|  20.0%, 90th "
                   "percentile  44.0%, median signed -10.0%"),
            std::string::npos)
      << t;
  // calibrated |e| = {0, 0.05, 0.1}: median 5%; p90 0.05 + 0.8 x 0.05 = 9%.
  EXPECT_NE(t.find("median |error|   5.0%, 90th percentile   9.0%"),
            std::string::npos)
      << t;
  EXPECT_EQ(formatTime(812.4e-6), "812.4 us");
  EXPECT_EQ(formatTime(12.345e-3), "12.35 ms"); // rounds half up here
  EXPECT_EQ(formatTime(3.21), "3.210 s");
}

TEST(ValidateReport, ResultsJSONRoundTrip) {
  RunInfo info;
  info.gpu = "Test GPU (sm_90)";
  info.specDevice = "h200-sxm-141gb";
  info.deviceFile = "cal.json";
  info.measuredFrom = "this run";
  info.warmup = 3;
  info.repeats = 20;
  auto rs = sampleResults();
  rs[3].skipped = "built without cuDNN";
  std::string json = writeResultsJSON(info, rs);
  JsonValue v;
  std::string err;
  ASSERT_TRUE(parseJson(json, v, err)) << err;
  EXPECT_EQ(v.get("schema")->string, "roofline-validate/1");
  const JsonValue *spec = v.path({"summary", "spec"});
  ASSERT_TRUE(spec && spec->isObject());
  EXPECT_NEAR(spec->get("median_abs_relative_error")->number, 0.2, 1e-12);
  EXPECT_NEAR(spec->get("p90_abs_relative_error")->number, 0.44, 1e-12);
  EXPECT_EQ(spec->get("kernels")->number, 3);
  const JsonValue &k0 = v.get("kernels")->array[0];
  EXPECT_NEAR(k0.path({"spec", "relative_error"})->number, -0.2, 1e-12);

  RunInfo back;
  std::map<std::string, KernelResult> byName;
  ASSERT_TRUE(readMeasurements(json, back, byName, err)) << err;
  EXPECT_EQ(back.gpu, info.gpu);
  EXPECT_EQ(back.repeats, 20);
  ASSERT_EQ(byName.size(), 4u);
  EXPECT_DOUBLE_EQ(byName["b"].measuredS, 200e-6);
  EXPECT_EQ(byName["d"].measuredS, 0);
  EXPECT_EQ(byName["d"].skipped, "built without cuDNN");
}

//===----------------------------------------------------------------------===//
// JSON helpers
//===----------------------------------------------------------------------===//

TEST(CalibJSON, WriterAndParser) {
  JsonWriter w;
  w.beginObject();
  w.attr("s", "a \"quoted\" \\ line\nbreak\ttab");
  w.attr("d", 4300.0);
  w.attr("f", 0.1);
  w.attr("i", int64_t(-3));
  w.attr("u", uint64_t(151397597184ull));
  w.attr("b", true);
  w.key("n");
  w.null();
  w.key("a");
  w.beginArray();
  w.value(1.5);
  w.beginObject();
  w.endObject();
  w.endArray();
  w.endObject();
  JsonValue v;
  std::string err;
  ASSERT_TRUE(parseJson(w.str(), v, err)) << err << "\n" << w.str();
  EXPECT_EQ(v.get("s")->string, "a \"quoted\" \\ line\nbreak\ttab");
  EXPECT_EQ(v.get("d")->number, 4300.0);
  EXPECT_EQ(v.get("f")->number, 0.1);
  EXPECT_EQ(v.get("i")->number, -3);
  EXPECT_EQ(v.get("u")->number, 151397597184.0);
  EXPECT_TRUE(v.get("b")->boolean);
  EXPECT_TRUE(v.get("n")->isNull());
  EXPECT_EQ(v.get("a")->array.size(), 2u);
  EXPECT_EQ(formatJsonNumber(4300.0), "4300.0");
  EXPECT_EQ(formatJsonNumber(0.1), "0.1");
  EXPECT_EQ(formatJsonNumber(1e-6), "1e-06");
  EXPECT_EQ(formatJsonNumber(NAN), "null");
}

TEST(CalibJSON, ParserErrors) {
  JsonValue v;
  std::string err;
  EXPECT_FALSE(parseJson("{\"a\": 1,}", v, err));
  EXPECT_FALSE(parseJson("[1 2]", v, err));
  EXPECT_FALSE(parseJson("\"unterminated", v, err));
  EXPECT_FALSE(parseJson("{} x", v, err));
  EXPECT_NE(err.find("offset"), std::string::npos);
  ASSERT_TRUE(parseJson("\"\\u00e9\\ud83d\\ude00\"", v, err)) << err;
  EXPECT_EQ(v.string, "\xc3\xa9\xf0\x9f\x98\x80");
}

//===----------------------------------------------------------------------===//
// The device file of roofline-probe
//===----------------------------------------------------------------------===//

ProbeResults syntheticH200() {
  ProbeResults r;
  r.name = "nvidia-h200-measured";
  r.displayName = "NVIDIA H200 (roofline-probe)";
  r.architecture = "NVIDIA H200, sm_90";
  r.smCount = 132;
  r.boostClockMHz = 1980;
  r.sparsityFactor = 2.0;
  r.launchOverheadUs = {2.43219, "empty kernel, 2000 back-to-back launches"};
  r.compute = {
      {"fp32", {60.51234, "FFMA chains"}},
      {"fp64", {31.9, "DFMA chains"}},
      {"bf16_tc", {771.2, "cuBLASLt bf16 GEMM 8192^3"}},
      {"fp8_tc", {1391.0, "cuBLASLt fp8 GEMM 16384^3"}},
      {"int32", {16.7, "IMAD chains"}},
  };
  r.dram = ProbeMemoryLevel{{4012.3, "copy kernel, 2 GiB"}, 150754820096, 0};
  r.l2 = ProbeMemoryLevel{{9804.0, "L2 sweep plateau"}, 62914560, 0};
  r.l1 = ProbeMemoryLevel{{31250.0, "L1 sweep plateau"}, 262144, 233472};
  r.notes = {"GPU: synthetic"};
  return r;
}

TEST(ProbeReport, DeviceFileParsesWithTheProjectParser) {
  ProbeResults r = syntheticH200();
  ASSERT_EQ(checkProbeResults(r), "");
  std::string json = writeDeviceJSON(r);
  auto dev = roofline::parseDeviceJSON(json, "probe.json");
  ASSERT_TRUE(bool(dev)) << llvm::toString(dev.takeError()) << "\n" << json;
  EXPECT_EQ(dev->name, "nvidia-h200-measured");
  EXPECT_EQ(dev->smCount, 132u);
  EXPECT_DOUBLE_EQ(dev->boostClockMHz, 1980);
  EXPECT_DOUBLE_EQ(dev->sparsityFactor, 2.0);
  // Four significant digits.
  EXPECT_NEAR(dev->launchOverheadSec, 2.432e-6, 1e-15);
  using roofline::CeilingKind;
  using roofline::ComputeClass;
  using roofline::MemoryLevel;
  const auto &fp32 = dev->getCompute(ComputeClass::FP32);
  ASSERT_TRUE(fp32.has_value());
  EXPECT_NEAR(fp32->spec, 60.51e12, 1e3);
  ASSERT_TRUE(fp32->sustained.has_value());
  EXPECT_EQ(fp32->get(CeilingKind::Spec), fp32->get(CeilingKind::Sustained));
  EXPECT_NEAR(dev->getCompute(ComputeClass::BF16_TC)->spec, 771.2e12, 1e3);
  EXPECT_FALSE(dev->getCompute(ComputeClass::TF32_TC).has_value());
  // tf32 falls back to fp32 as for any device without tensor TF32.
  EXPECT_EQ(*dev->resolveClass(ComputeClass::TF32_TC), ComputeClass::FP32);
  EXPECT_NEAR(dev->dramBandwidth(CeilingKind::Spec), 4012e9, 1e3);
  const auto &l1 = dev->getMemory(MemoryLevel::L1);
  ASSERT_TRUE(l1.has_value());
  EXPECT_TRUE(l1->capacityPerSM);
  EXPECT_EQ(l1->capacityBytes, 262144u);
  EXPECT_EQ(l1->sharedMemoryBytesPerSM, 233472u);
  EXPECT_EQ(dev->getMemory(MemoryLevel::L2)->capacityBytes, 62914560u);
  EXPECT_EQ(dev->getMemory(MemoryLevel::DRAM)->capacityBytes, 150754820096u);
  // The project's own printer round-trips it.
  auto again = roofline::parseDeviceJSON(roofline::printDeviceJSON(*dev), "x");
  ASSERT_TRUE(bool(again)) << llvm::toString(again.takeError());
}

TEST(ProbeReport, EveryNumberHasASource) {
  std::string json = writeDeviceJSON(syntheticH200());
  JsonValue v;
  std::string err;
  ASSERT_TRUE(parseJson(json, v, err)) << err;
  EXPECT_FALSE(v.get("launch_overhead_source")->string.empty());
  size_t figures = 0;
  for (const char *section : {"compute", "memory"}) {
    const JsonValue *s = v.get(section);
    ASSERT_TRUE(s && s->isObject());
    for (const auto &[name, entry] : s->object) {
      for (const auto &[key, value] : entry.object) {
        if (!value.isNumber() || key.find("capacity") != std::string::npos ||
            key.find("shared_memory") != std::string::npos)
          continue;
        ++figures;
        const char *srcKey = key.rfind("sustained_", 0) == 0
                                 ? "sustained_source"
                                 : "source";
        const JsonValue *src = entry.get(srcKey);
        ASSERT_TRUE(src && src->isString()) << name << "." << key;
        EXPECT_FALSE(src->string.empty()) << name << "." << key;
      }
    }
  }
  // 5 classes and 3 levels, each with a peak and a sustained figure.
  EXPECT_EQ(figures, 16u);
  // The parsed model carries them too.
  auto dev = roofline::parseDeviceJSON(json, "probe.json");
  ASSERT_TRUE(bool(dev)) << llvm::toString(dev.takeError());
  for (const auto &c : dev->compute)
    if (c)
      EXPECT_FALSE(c->source.empty());
  for (const auto &m : dev->memory)
    if (m)
      EXPECT_FALSE(m->bandwidth.source.empty());
  EXPECT_FALSE(dev->launchOverheadSource.empty());
  // And the file says that peak = sustained = measured.
  EXPECT_NE(json.find("Every ceiling is the measured value"),
            std::string::npos);
}

TEST(ProbeReport, IncompleteMeasurementsAreRejected) {
  auto broken = [](std::function<void(ProbeResults &)> f) {
    ProbeResults r = syntheticH200();
    f(r);
    return checkProbeResults(r);
  };
  EXPECT_NE(broken([](ProbeResults &r) { r.compute[0].second.value = NAN; }),
            "");
  EXPECT_NE(broken([](ProbeResults &r) { r.compute[0].second.value = 0; }),
            "");
  EXPECT_NE(broken([](ProbeResults &r) { r.compute[1].second.source = ""; }),
            "");
  EXPECT_NE(broken([](ProbeResults &r) { r.compute[0].first = "fp4_tc"; }),
            "");
  EXPECT_NE(broken([](ProbeResults &r) { r.compute[1].first = "fp32"; }), "");
  EXPECT_NE(broken([](ProbeResults &r) { r.compute.clear(); }), "");
  EXPECT_NE(broken([](ProbeResults &r) { r.dram.reset(); }), "");
  EXPECT_NE(broken([](ProbeResults &r) { r.l2->bandwidthGBps.value = INFINITY; }),
            "");
  EXPECT_NE(broken([](ProbeResults &r) { r.l1->bandwidthGBps.source = ""; }),
            "");
  EXPECT_NE(broken([](ProbeResults &r) { r.launchOverheadUs.value = -1; }),
            "");
  EXPECT_NE(broken([](ProbeResults &r) { r.launchOverheadUs.source = ""; }),
            "");
  EXPECT_NE(broken([](ProbeResults &r) { r.name = "H200"; }), "");
  EXPECT_NE(broken([](ProbeResults &r) { r.smCount = 0; }), "");
  // Optional levels may be absent.
  EXPECT_EQ(broken([](ProbeResults &r) {
              r.l1.reset();
              r.l2.reset();
            }),
            "");
  EXPECT_EQ(broken([](ProbeResults &r) { r.launchOverheadUs.value = 0; }),
            "");
}

TEST(ProbeReport, SweepPlateaus) {
  const uint64_t MiB = 1 << 20;
  std::vector<SweepPoint> sweep = {
      {1 * MiB, 6000},  {4 * MiB, 10000}, {8 * MiB, 9800},
      {16 * MiB, 9900}, {32 * MiB, 9600}, {64 * MiB, 5000},
      {256 * MiB, 3900}, {1024 * MiB, 3950}};
  std::vector<SweepPoint> used;
  // L2 plateau of a 60 MiB L2: 4 MiB .. 30 MiB -> {10000, 9800, 9900}.
  auto l2 = plateauGBps(sweep, 4 * MiB, 30 * MiB, &used);
  ASSERT_TRUE(l2.has_value());
  EXPECT_DOUBLE_EQ(*l2, 9900);
  EXPECT_EQ(used.size(), 3u);
  // DRAM: beyond 4 x 60 MiB -> {3900, 3950}, median 3925.
  EXPECT_DOUBLE_EQ(*plateauGBps(sweep, 240 * MiB, UINT64_MAX), 3925);
  EXPECT_FALSE(plateauGBps(sweep, 2 * MiB, 3 * MiB).has_value());
  EXPECT_EQ(formatBytes(16384), "16 KiB");
  EXPECT_EQ(formatBytes(1536 * 1024), "1.5 MiB");
  EXPECT_EQ(formatBytes(uint64_t(1) << 30), "1 GiB");
  EXPECT_EQ(formatSweep({{16384, 30512.4}, {MiB, 9800}}),
            "16 KiB 30512, 1 MiB 9800 (working set, GB/s)");
  EXPECT_EQ(deviceFileName("NVIDIA H200"), "nvidia-h200-measured");
  EXPECT_EQ(deviceFileName("NVIDIA A100-SXM4-80GB"),
            "nvidia-a100-sxm4-80gb-measured");
}

//===----------------------------------------------------------------------===//
// The suite
//===----------------------------------------------------------------------===//

SuiteEntry header(const std::string &line) {
  SuiteEntry e;
  std::string err;
  EXPECT_TRUE(parseSuiteHeader("// roofline-validate: " + line + "\nfunc",
                               "t.mlir", e, err))
      << err;
  return e;
}

std::string headerError(const std::string &text) {
  SuiteEntry e;
  std::string err;
  EXPECT_FALSE(parseSuiteHeader(text, "t.mlir", e, err));
  return err;
}

TEST(Suite, Headers) {
  SuiteEntry e = header("name=g kind=gemm dtype=f16 m=16 n=8192 k=8192");
  EXPECT_EQ(e.name, "g");
  EXPECT_EQ(e.param("k"), 8192);
  EXPECT_NE(headerError("func.func @f()"), "");
  EXPECT_NE(headerError("// roofline-validate: name=g kind=gemm dtype=f16 "
                        "m=16 n=8"),
            ""); // no k
  EXPECT_NE(headerError("// roofline-validate: name=g kind=fft dtype=f16"),
            "");
  EXPECT_NE(headerError("// roofline-validate: name=g kind=gemm dtype=f64 "
                        "m=1 n=1 k=1"),
            "");
  EXPECT_NE(headerError("// roofline-validate: name=g kind=gemm dtype=f32 "
                        "m=1 n=1 k=0"),
            "");
  EXPECT_NE(headerError("// roofline-validate: name=e kind=elementwise "
                        "dtype=f32 op=sqrt size=4"),
            "");
  // 56 rows with a 1x1 filter at stride 2 leave the last row unread: the
  // suite writes such layers with 55 rows so that nothing is left over.
  EXPECT_NE(headerError("// roofline-validate: name=c kind=conv dtype=f32 "
                        "n=1 h=56 w=56 c=8 f=8 kh=1 kw=1 stride=2"),
            "");
}

TEST(Suite, ExpectedWorkByHand) {
  // C[16, 8192] += A[16, 8192] B[8192, 8192] in f16:
  // 2 x 16 x 8192 x 8192 = 2147483648 FLOPs;
  // 2 B x (16 x 8192 + 8192 x 8192 + 2 x 16 x 8192) = 135004160 B.
  ExpectedWork g =
      expectedWork(header("name=g kind=gemm dtype=f16 m=16 n=8192 k=8192"));
  EXPECT_EQ(g.flops, 2147483648ull);
  EXPECT_EQ(g.bytes, 135004160ull);
  // tf32 moves f32 data.
  EXPECT_EQ(expectedWork(header("name=g kind=gemm dtype=tf32 m=2 n=3 k=4"))
                .bytes,
            4u * (2 * 4 + 4 * 3 + 2 * 2 * 3));
  // 1x1 stride-2 convolution, 32 x 55 x 55 x 256 -> 32 x 28 x 28 x 512, f32:
  // rows read {0, 2, ..., 54} = 28 of 55; FLOPs 2 x 32 x 28 x 28 x 512 x 256
  // = 6576668672; bytes 4 x (32 x 28 x 28 x 256 + 512 x 256
  // + 2 x 32 x 28 x 28 x 512) = 4 x 32243712 = 128974848.
  ExpectedWork c = expectedWork(header("name=c kind=conv dtype=f32 n=32 h=55 "
                                       "w=55 c=256 f=512 kh=1 kw=1 stride=2"));
  EXPECT_EQ(c.flops, 6576668672ull);
  EXPECT_EQ(c.bytes, 128974848ull);
  // 7x7 stride 2 over 229 rows: OH = 112, rows read 111 x 2 + 7 = 229 (all).
  ExpectedWork c1 = expectedWork(header("name=c kind=conv dtype=f16 n=1 "
                                        "h=229 w=229 c=3 f=64 kh=7 kw=7 "
                                        "stride=2"));
  EXPECT_EQ(c1.flops, 2ull * 112 * 112 * 64 * 49 * 3);
  EXPECT_EQ(c1.bytes, 2ull * (229 * 229 * 3 + 64 * 49 * 3 + 2 * 112 * 112 * 64));
  // out[r] += sum_c x[r, c], 4096 x 16384 f32: 67108864 FLOPs,
  // 4 x (67108864 + 2 x 4096) = 268468224 B.
  ExpectedWork rr = expectedWork(header("name=r kind=reduction dtype=f32 "
                                        "op=rows rows=4096 cols=16384"));
  EXPECT_EQ(rr.flops, 67108864ull);
  EXPECT_EQ(rr.bytes, 268468224ull);
  // exp: one transcendental per element, no FLOPs, read + write.
  ExpectedWork ex = expectedWork(
      header("name=e kind=elementwise dtype=f32 op=exp size=1048576"));
  EXPECT_EQ(ex.flops, 0u);
  EXPECT_EQ(ex.transcendentals, 1048576u);
  EXPECT_EQ(ex.bytes, 8388608u);
  // axpy: mul + add per element; x read, y read and written.
  ExpectedWork ax = expectedWork(
      header("name=e kind=elementwise dtype=f32 op=axpy size=1024"));
  EXPECT_EQ(ax.flops, 2048u);
  EXPECT_EQ(ax.bytes, 12288u);
  // transpose 8192 x 8192 f16: 2 x 2 B x 67108864 = 268435456 B.
  EXPECT_EQ(expectedWork(header("name=t kind=transpose dtype=f16 rows=8192 "
                                "cols=8192"))
                .bytes,
            268435456ull);
}

TEST(Suite, ReportParsing) {
  const char *report = R"({
    "schema": "roofline-report/1",
    "device": {"name": "h200-sxm-141gb"},
    "ops": [{"time_s": 1e-5, "bound": "memory", "binding": "dram",
             "compute_class": "fp32", "ceiling_class": "fp32"},
            {"time_s": 2e-5, "bound": "compute", "binding": "compute",
             "compute_class": "bf16_tc", "ceiling_class": "bf16_tc"}],
    "totals": {"time_s": 3e-5, "flops": 2147483648, "bytes": 135004160,
               "transcendentals": 0, "costed_ops": 2, "unmodeled_ops": 0}
  })";
  Prediction p;
  std::string err;
  ASSERT_TRUE(parseReport(report, p, err)) << err;
  EXPECT_DOUBLE_EQ(p.timeS, 3e-5);
  EXPECT_EQ(p.flops, 2147483648ull);
  EXPECT_EQ(p.bytes, 135004160ull);
  EXPECT_EQ(p.costedOps, 2);
  EXPECT_EQ(p.device, "h200-sxm-141gb");
  EXPECT_EQ(p.binding, "compute"); // the slowest op's
  EXPECT_EQ(p.computeClass, "bf16_tc");
  EXPECT_FALSE(parseReport("{\"schema\": \"other\"}", p, err));
  EXPECT_FALSE(parseReport("{\"schema\": \"roofline-report/1\"}", p, err));
}

TEST(Suite, EveryFileMatchesRooflineOpt) {
  std::vector<std::string> errors;
  std::vector<SuiteEntry> suite =
      loadSuite(ROOFLINE_VALIDATE_SUITE_DIR, errors);
  EXPECT_TRUE(errors.empty()) << errors.front();
  ASSERT_GE(suite.size(), 60u);
  size_t kinds[5] = {};
  for (const SuiteEntry &e : suite) {
    const char *all[] = {"gemm", "conv", "elementwise", "reduction",
                         "transpose"};
    for (int i = 0; i < 5; ++i)
      kinds[i] += e.kind == all[i];
  }
  for (size_t k : kinds)
    EXPECT_GT(k, 0u);

  PredictOptions opt;
  opt.rooflineOpt = ROOFLINE_OPT_PATH;
  opt.specDevice = "h200-sxm-141gb";
  if (opt.rooflineOpt.empty() || ::access(opt.rooflineOpt.c_str(), X_OK) != 0)
    GTEST_SKIP() << "roofline-opt not built at '" << opt.rooflineOpt << "'";
  std::vector<std::string> problems = checkSuite(opt, suite);
  for (const std::string &p : problems)
    ADD_FAILURE() << p;
  // One prediction in detail: roofline-opt reads the header's file.
  Prediction p;
  std::string err;
  for (const SuiteEntry &e : suite)
    if (e.name == "ew-add-f32-128m") {
      ASSERT_TRUE(predict(opt, e, "", p, err)) << err;
      // 3 x 2^27 x 4 B = 1610612736 B at 4.8 TB/s + 3 us launch.
      EXPECT_NEAR(p.timeS, 1610612736 / 4.8e12 + 3e-6, 1e-9);
      EXPECT_EQ(p.binding, "dram");
    }
}

} // namespace
