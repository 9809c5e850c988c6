//===- CapacityFormat.cpp - What a model holds in memory, as text ---------===//

#include "roofline/Report/Capacity.h"

#include "llvm/Support/FormatVariadic.h"

using namespace roofline;

std::string roofline::formatBinaryBytes(int64_t bytes) {
  static const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
  if (bytes < 1024)
    return llvm::formatv("{0} B", bytes).str();
  double v = static_cast<double>(bytes);
  unsigned i = 0;
  while (v >= 1024 && i + 1 < std::size(units)) {
    v /= 1024;
    ++i;
  }
  return llvm::formatv("{0:f2} {1}", v, units[i]).str();
}

std::string roofline::formatCapacity(const Capacity &c) {
  auto part = [](llvm::StringRef name, const CapacityPart &p) {
    return llvm::formatv("{0} {1} ({2} tensor{3})", name, formatBinaryBytes(p.bytes),
                         p.tensors, p.tensors == 1 ? "" : "s")
        .str();
  };
  std::string s = part("parameters", c.parameters) + ", " +
                  part("KV cache", c.kvCache) + ", " +
                  part("inputs", c.inputs) + ", " +
                  part("peak activations", c.activations) + "; total " +
                  formatBinaryBytes(c.totalBytes());
  if (std::optional<double> f = c.deviceFraction())
    s += llvm::formatv(" = {0:f1}% of the device's {1}", 100 * *f,
                       formatBinaryBytes(*c.deviceBytes))
             .str();
  else
    s += " (the device file gives no DRAM capacity)";
  // An import without marks (docs/passes.md, weight-args) counts its
  // weights as inputs; say so rather than let "parameters 0 B" stand.
  if (c.parameters.tensors == 0 && c.inputs.tensors > 1)
    s += "; no argument is marked roofline.weight, so weights count as inputs";
  if (c.unsized)
    s += llvm::formatv("; {0} value{1} of unknown size not counted", c.unsized,
                       c.unsized == 1 ? "" : "s")
             .str();
  return s;
}
