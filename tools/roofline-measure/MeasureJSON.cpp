//===- MeasureJSON.cpp - roofline-measure's report ------------------------===//

#include "MeasureJSON.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

using namespace roofline;
using namespace roofline::measure;

namespace {
void writeTiming(llvm::json::OStream &j, const TimingOptions &t,
                 const DeviceInfo &gpu) {
  j.attributeObject("timing", [&] {
    j.attribute("method",
                "CUDA events recorded around one cuLaunchKernel on the "
                "default stream; median of the timed launches");
    j.attribute("warmup", int64_t(t.warmup));
    j.attribute("repeat", int64_t(t.repeat));
    j.attribute("l2", t.l2 == L2State::Cold ? "cold" : "warm");
    j.attribute("l2_flush_bytes",
                t.l2 == L2State::Cold ? 2 * std::max<int64_t>(gpu.l2Bytes, 1)
                                      : 0);
    j.attribute("data", "uniform random in [-1, 1) (floats), [-8, 8] "
                        "(integers), fixed seed");
  });
}

void writeLaunch(llvm::json::OStream &j, const PlannedLaunch &l,
                 const LaunchTiming &t) {
  j.object([&] {
    j.attribute("kernel", "@" + l.gpuModule + "::@" + l.kernel);
    j.attribute("function", l.function);
    j.attribute("location", l.location);
    j.attributeArray("grid", [&] {
      for (uint32_t d : l.spec.grid)
        j.value(int64_t(d));
    });
    j.attributeArray("block", [&] {
      for (uint32_t d : l.spec.block)
        j.value(int64_t(d));
    });
    j.attribute("dynamic_shared_bytes", int64_t(l.spec.dynamicSharedBytes));
    j.attribute("launches", l.launches);
    // The measurement is of one launch; the prediction (like the analysis
    // report's) covers all `launches` of the op.
    double measured = t.median * double(l.launches);
    if (l.predictedTime) {
      j.attribute("predicted_time_s", *l.predictedTime);
      j.attribute("predicted_limiter", l.limiter);
    } else {
      j.attribute("predicted_time_s", nullptr);
      j.attribute("predicted_limiter", nullptr);
    }
    j.attribute("measured_launch_s", t.median);
    j.attribute("measured_min_s", t.min);
    j.attribute("measured_max_s", t.max);
    j.attribute("measured_time_s", measured);
    if (l.predictedTime && *l.predictedTime > 0)
      j.attribute("measured_over_predicted", measured / *l.predictedTime);
    else
      j.attribute("measured_over_predicted", nullptr);
  });
}
} // namespace

void roofline::measure::writeMeasureJSON(
    llvm::raw_ostream &os, const MeasureInputs &in, const DeviceInfo &gpu,
    const TimingOptions &timing, const std::vector<PlannedLaunch> &launches,
    const std::vector<LaunchTiming> &timings) {
  llvm::json::OStream j(os, 2);
  j.object([&] {
    j.attribute("schema", "roofline-measure/1");
    j.attribute("input", in.input);
    if (in.pipeline.empty())
      j.attribute("pipeline", nullptr);
    else
      j.attribute("pipeline", in.pipeline);
    j.attributeObject("device", [&] {
      j.attribute("name", in.device.name);
      j.attribute("origin", in.device.origin);
    });
    j.attributeObject("gpu", [&] {
      j.attribute("name", gpu.name);
      j.attribute("compute_capability", std::to_string(gpu.major) + "." +
                                            std::to_string(gpu.minor));
      j.attribute("driver_version", int64_t(gpu.driverVersion));
      j.attribute("l2_bytes", gpu.l2Bytes);
    });
    j.attributeObject("lowering", [&] {
      j.attribute("pipeline", in.lowering);
      j.attribute("chip", in.loweringOptions.chip);
      j.attribute("features", in.loweringOptions.features);
    });
    writeTiming(j, timing, gpu);
    double predicted = 0, measured = 0;
    j.attributeArray("launches", [&] {
      for (size_t i = 0; i < launches.size(); ++i) {
        writeLaunch(j, launches[i], timings[i]);
        predicted += launches[i].predictedTime.value_or(0);
        measured += timings[i].median * double(launches[i].launches);
      }
    });
    j.attributeObject("totals", [&] {
      j.attribute("predicted_time_s", predicted);
      j.attribute("measured_time_s", measured);
    });
  });
}

void roofline::measure::writeMeasureTable(
    llvm::raw_ostream &os, const MeasureInputs &in, const DeviceInfo &gpu,
    const TimingOptions &timing, const std::vector<PlannedLaunch> &launches,
    const std::vector<LaunchTiming> &timings) {
  os << in.input << ": predicted on " << in.device.name << ", measured on "
     << gpu.name << " (sm_" << gpu.major << gpu.minor << "), CUDA events, "
     << "median of " << timing.repeat << ", L2 "
     << (timing.l2 == L2State::Cold ? "cold" : "warm") << "\n";
  os << llvm::formatv("  {0,-34} {1,-10} {2,-10} {3,14} {4,14} {5,10}\n",
                      "kernel", "grid", "block", "predicted us",
                      "measured us", "meas/pred");
  auto dims = [](const std::array<uint32_t, 3> &d) {
    return llvm::formatv("{0}x{1}x{2}", d[0], d[1], d[2]).str();
  };
  for (size_t i = 0; i < launches.size(); ++i) {
    const PlannedLaunch &l = launches[i];
    double measured = timings[i].median * double(l.launches);
    std::string predicted = "-", ratio = "-";
    if (l.predictedTime) {
      predicted = llvm::formatv("{0:f2}", *l.predictedTime * 1e6).str();
      if (*l.predictedTime > 0)
        ratio = llvm::formatv("{0:f2}", measured / *l.predictedTime).str();
    }
    os << llvm::formatv("  {0,-34} {1,-10} {2,-10} {3,14} {4,14:f2} {5,10}\n",
                        "@" + l.gpuModule + "::@" + l.kernel,
                        dims(l.spec.grid), dims(l.spec.block), predicted,
                        measured * 1e6, ratio);
  }
}
