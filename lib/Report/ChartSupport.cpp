//===- ChartSupport.cpp - Helpers shared by the SVG chart and HTML report -===//

#include "ChartSupport.h"

#include "roofline/Report/Report.h"


#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>

using namespace roofline;
using namespace roofline::chart;

std::string chart::escapeXML(llvm::StringRef text) {
  std::string out;
  out.reserve(text.size());
  const auto *p = reinterpret_cast<const llvm::UTF8 *>(text.data());
  const auto *end = p + text.size();
  while (p < end) {
    unsigned char c = *p;
    if (c < 0x80) {
      switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      case '\t': case '\n': case '\r': out += static_cast<char>(c); break;
      default:
        if (c < 0x20 || c == 0x7f)
          out += "\xEF\xBF\xBD"; // U+FFFD
        else
          out += static_cast<char>(c);
      }
      ++p;
      continue;
    }
    unsigned n = llvm::getNumBytesForUTF8(c);
    if (n > 1 && p + n <= end && llvm::isLegalUTF8Sequence(p, p + n)) {
      out.append(reinterpret_cast<const char *>(p), n);
      p += n;
    } else {
      out += "\xEF\xBF\xBD";
      ++p;
    }
  }
  return out;
}

std::string chart::formatSig(double v, unsigned digits) {
  if (!std::isfinite(v))
    return v > 0 ? "inf" : "n/a";
  if (v == 0)
    return "0";
  double a = std::fabs(v);
  int mag = static_cast<int>(std::floor(std::log10(a)));
  int decimals = static_cast<int>(digits) - 1 - mag;
  if (decimals <= 0)
    return llvm::formatv("{0}", static_cast<int64_t>(std::llround(v))).str();
  std::string s = llvm::formatv("{0}", llvm::format("%.*f", decimals, v)).str();
  if (s.find('.') != std::string::npos) {
    while (!s.empty() && s.back() == '0')
      s.pop_back();
    if (!s.empty() && s.back() == '.')
      s.pop_back();
  }
  return s;
}

std::string chart::formatPeak(double v, bool integer) {
  std::string unit = integer ? "OP/s" : "FLOP/s";
  // T up to 10^16, so that datasheet figures read as printed (1979 TFLOP/s).
  if (v >= 1e16)
    return formatSig(v / 1e15, 3) + " P" + unit;
  if (v >= 1e12)
    return formatSig(v / 1e12, 3) + " T" + unit;
  if (v >= 1e9)
    return formatSig(v / 1e9, 3) + " G" + unit;
  if (v >= 1e6)
    return formatSig(v / 1e6, 3) + " M" + unit;
  return formatSig(v, 3) + " " + unit;
}

std::string chart::formatBandwidth(double v) {
  return formatSig(v / 1e9, 3) + " GB/s";
}

std::string chart::classDisplayName(ComputeClass c) {
  std::string s = stringifyComputeClass(c).str();
  bool tc = llvm::StringRef(s).ends_with("_tc");
  if (tc)
    s.resize(s.size() - 3);
  s = llvm::StringRef(s).upper();
  return tc ? s + " tensor core" : s;
}

bool chart::isIntegerClass(ComputeClass c) {
  return c == ComputeClass::INT8_TC || c == ComputeClass::INT32;
}

std::string chart::levelDisplayName(MemoryLevel l) {
  return llvm::StringRef(stringifyMemoryLevel(l)).upper();
}

std::string chart::shortLocation(llvm::StringRef loc) {
  // "dir/sub/f.mlir:3:5" -> "f.mlir:3:5"; names (loc("x/y")) without a
  // line:col suffix are kept whole.
  size_t colon = loc.find(':');
  llvm::StringRef file = loc.substr(0, colon);
  if (colon == llvm::StringRef::npos)
    return loc.str();
  size_t slash = file.rfind('/');
  if (slash == llvm::StringRef::npos)
    return loc.str();
  return loc.substr(slash + 1).str();
}

bool chart::isPlottable(const OpRecord &r) {
  const Verdict &v = r.verdict;
  return r.cost.flops > 0 && std::isfinite(v.intensity) && v.intensity > 0 &&
         v.time > 0 && std::isfinite(v.time);
}

double chart::achievedFlops(const OpRecord &r) {
  return r.verdict.time > 0 ? static_cast<double>(r.cost.flops) / r.verdict.time
                            : 0;
}

namespace {

/// The kind the advice goes by: the cost model's, except that an op doing
/// no arithmetic is data movement whatever it is, and an op the model gives
/// no kind (a GPU kernel launch, a downstream op) is advised as elementwise.
OpKind classify(const OpRecord &r) {
  if (r.cost.flops == 0 && r.cost.transcendentals == 0)
    return OpKind::DataMovement;
  return r.cost.kind == OpKind::Other ? OpKind::Elementwise : r.cost.kind;
}

unsigned widestElementBits(const OpRecord &r) {
  unsigned bits = 0;
  for (const OperandFootprint &f : r.cost.operands)
    bits = std::max(bits, f.elementBits);
  return bits;
}

std::string percent(double fraction) {
  return formatSig(100 * fraction, 3) + "%";
}

} // namespace

std::vector<std::string> chart::adviceFor(const OpRecord &r,
                                          const AnalysisConfig &config) {
  std::vector<std::string> advice;
  const Verdict &v = r.verdict;
  const DeviceModel &d = config.device;
  if (r.foldedInto) {
    advice.push_back(std::string("folded into its consumer (mode=") +
                     stringifyExecutionMode(config.mode).str() +
                     "): no kernel of its own, nothing to do");
    return advice;
  }
  if (v.bound == Bound::None) {
    advice.push_back("no work and no traffic (a zero-size op launches no "
                     "kernel): nothing to do");
    return advice;
  }
  OpKind kind = classify(r);

  // time = max(compute, every memory level) + launch.
  if (v.launchTime > v.time - v.launchTime)
    advice.push_back(llvm::formatv("launch-bound: fuse with neighbours (the {0} "
                                   "launch overhead is {1} of its {2})",
                                   formatTime(v.launchTime),
                                   percent(v.launchTime / v.time),
                                   formatTime(v.time))
                         .str());
  // A launch-bound op is then advised on what binds its work.
  Bound work = v.bound == Bound::Launch ? boundOf(v.workBinding) : v.bound;
  if (work == Bound::Memory) {
    bool wide = widestElementBits(r) > 16;
    switch (kind) {
    case OpKind::Other: // classify() never returns it
    case OpKind::Elementwise:
    case OpKind::DataMovement:
      advice.push_back(
          std::string(kind == OpKind::Elementwise ? "memory-bound elementwise"
                                                  : "memory-bound data movement") +
          ": fuse into its producer/consumer" +
          (wide ? " or store in 16-bit (halves its bytes)" : ""));
      break;
    case OpKind::Contraction:
      advice.push_back(llvm::formatv("memory-bound contraction (intensity {0} "
                                     "FLOP/B, below the ridge point {1}): "
                                     "batch / increase reuse (larger batch or "
                                     "tiles, reuse the weights)",
                                     formatSig(v.intensity),
                                     formatSig(v.ridgePoint))
                           .str());
      break;
    case OpKind::Reduction:
      advice.push_back(std::string("memory-bound reduction: fuse into its "
                                   "producer") +
                       (wide ? " or store its input in 16-bit" : ""));
      break;
    }
    return advice;
  }

  // Compute-bound.
  ComputeClass cls = v.ceilingClass;
  if (kind == OpKind::Contraction && cls == ComputeClass::FP32) {
    std::string faster;
    for (ComputeClass tc : {ComputeClass::TF32_TC, ComputeClass::BF16_TC})
      if (const auto &c = d.getCompute(tc))
        if (c->get(config.ceilings) > v.peakFlops)
          faster += (faster.empty() ? "" : ", ") + classDisplayName(tc) + " " +
                    formatPeak(c->get(config.ceilings), false);
    if (!faster.empty()) {
      advice.push_back(llvm::formatv(
                           "compute-bound f32 contraction on the FP32 units: "
                           "use tensor cores via TF32/BF16 (allow-tf32 or "
                           "lower precision): {0}, against FP32 {1}",
                           faster, formatPeak(v.peakFlops, false))
                           .str());
      return advice;
    }
  }
  if (isTensorCoreClass(cls) && v.fractionOfPeak >= 0.7) {
    advice.push_back(llvm::formatv("at the compute roof ({0} of the {1} peak): "
                                   "reduce work (fewer FLOPs: smaller shapes, "
                                   "pruning) or a lower-precision class",
                                   percent(v.fractionOfPeak),
                                   classDisplayName(cls))
                         .str());
    return advice;
  }
  if (r.cost.transcendentals > 0 &&
      r.cost.weightedTranscendentals > r.cost.flops) {
    advice.push_back("compute-bound on transcendentals (exp, tanh, ...): use "
                     "fast approximations or a lower precision");
    return advice;
  }
  if (kind != OpKind::Contraction && cls == ComputeClass::FP32) {
    const auto &half = d.getCompute(ComputeClass::FP16);
    if (half && half->get(config.ceilings) > v.peakFlops) {
      advice.push_back(llvm::formatv("compute-bound in FP32: compute in 16-bit "
                                     "(FP16 {0} against FP32 {1}) or reduce "
                                     "work",
                                     formatPeak(half->get(config.ceilings), false),
                                     formatPeak(v.peakFlops, false))
                           .str());
      return advice;
    }
  }
  advice.push_back(llvm::formatv("compute-bound ({0} of the {1} peak): at "
                                 "the compute roof: reduce work or use a "
                                 "faster precision class",
                                 percent(v.fractionOfPeak),
                                 classDisplayName(cls))
                       .str());
  return advice;
}
