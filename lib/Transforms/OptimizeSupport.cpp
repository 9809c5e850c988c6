//===- OptimizeSupport.cpp - Shared pieces of roofline-optimize -----------===//

#include "OptimizeSupport.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace mlir;
using namespace roofline;
using namespace roofline::optimize;

Prediction optimize::predict(Operation *root, const AnalysisConfig &config) {
  RooflineAnalysis analysis(root, config);
  Prediction p;
  p.time = analysis.getTotals().time;
  // The report's own figure (totals.bytes): DRAM bytes as the model
  // predicts them, so that the summary's "after" is what roofline-analyze
  // says of the output.
  p.dramBytes = analysis.getTotals().bytes;
  if (!analysis.getUnmodeled().empty())
    p.unmodeled = analysis.getUnmodeled().front().reason;
  return p;
}

Prediction optimize::predictAll(ArrayRef<Operation *> ops,
                                const AnalysisConfig &config) {
  Prediction sum;
  for (Operation *op : ops) {
    Prediction p = predict(op, config);
    sum.time += p.time;
    sum.dramBytes += p.dramBytes;
    if (sum.unmodeled.empty())
      sum.unmodeled = std::move(p.unmodeled);
  }
  return sum;
}

std::string optimize::formatSeconds(double s) {
  return llvm::formatv("{0:e4} s", s).str();
}

std::string optimize::formatBeforeAfter(double before, double after) {
  return "predicted " + formatSeconds(before) + " -> " + formatSeconds(after);
}

std::string optimize::pricedIn(bool inMode, const AnalysisConfig &config) {
  if (!inMode)
    return "";
  return (" for the kernels it changes in mode=" +
          stringifyExecutionMode(config.mode))
      .str();
}

bool optimize::isFaster(double after, double before) {
  return after <= before * (1.0 - kMinGainFraction);
}

std::string optimize::formatDuration(double s, int digits) {
  double a = std::fabs(s);
  if (a == 0)
    return "0 us";
  auto text = [&](double v, const char *unit) {
    return llvm::formatv("{0} {1}", llvm::format("%.*g", digits, v), unit)
        .str();
  };
  if (a < 1e-3)
    return text(s * 1e6, "us");
  if (a < 1)
    return text(s * 1e3, "ms");
  return text(s, "s");
}

std::string optimize::describeLocation(Operation *op) {
  std::string found;
  op->getLoc()->walk([&](Location loc) {
    if (auto file = dyn_cast<FileLineColLoc>(loc)) {
      found = llvm::formatv("{0}:{1}:{2}", file.getFilename().getValue(),
                            file.getLine(), file.getColumn())
                  .str();
      return WalkResult::interrupt();
    }
    if (auto name = dyn_cast<NameLoc>(loc)) {
      found = ("\"" + name.getName().getValue() + "\"").str();
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (!found.empty())
    return found;
  auto fn = op->getParentOfType<FunctionOpInterface>();
  return ((fn ? "@" + fn.getName() + " " : Twine()) +
          op->getName().getStringRef())
      .str();
}

void OptimizeContext::remark(Operation *op, const Twine &msg) const {
  if (!emitRemarks || !remarkEachOp)
    return;
  Location loc = op->getLoc();
  if (!isa<UnknownLoc>(loc)) {
    emitRemark(loc) << "roofline-optimize: " << msg;
    return;
  }
  auto fn = op->getParentOfType<FunctionOpInterface>();
  emitRemark(fn ? fn->getLoc() : loc)
      << "roofline-optimize: " << describeLocation(op) << ": " << msg;
}

unsigned DecisionTally::numKept() const {
  unsigned n = 0;
  for (const auto &[reason, count] : kept)
    n += count;
  return n;
}

std::string optimize::reasonOf(StringRef why) {
  StringRef head = why.take_front(why.find_first_of(":(")).trim();
  // Words that carry numbers or name ops (a tile "128x64", "linalg.matmul")
  // would split one reason into many: they are dropped.
  SmallVector<StringRef> words, general;
  head.split(words, ' ', -1, /*KeepEmpty=*/false);
  for (StringRef w : words) {
    bool specific = llvm::any_of(w, [](char c) { return llvm::isDigit(c); }) ||
                    w.drop_back().contains('.') || w.starts_with("@");
    if (!specific)
      general.push_back(w);
  }
  // "chose no tile for" reads as an unfinished sentence: the connective
  // that introduced a dropped word goes with it.
  static const StringRef kConnectives[] = {"for", "of", "with", "in", "on",
                                            "at", "to", "by", "the", "a",
                                            "an"};
  while (!general.empty() && llvm::is_contained(kConnectives, general.back()))
    general.pop_back();
  return llvm::join(general, " ");
}

void OptimizeContext::applied(Operation *op, DecisionKind kind, double before,
                              double after, const Twine &msg) {
  DecisionTally &t = tallies[static_cast<unsigned>(kind)];
  ++t.applied;
  t.saved += before - after;
  t.savings.push_back(before - after);
  remark(op, msg);
}

void OptimizeContext::appliedTogether(Operation *op, DecisionKind kind,
                                      unsigned count, double before,
                                      double after, const Twine &msg) {
  DecisionTally &t = tallies[static_cast<unsigned>(kind)];
  t.applied += count;
  t.saved += before - after;
  t.savings.push_back(before - after);
  remark(op, msg);
}

void OptimizeContext::kept(Operation *op, DecisionKind kind, StringRef reason,
                           const Twine &msg) {
  DecisionTally &t = tallies[static_cast<unsigned>(kind)];
  auto *it =
      llvm::find_if(t.kept, [&](const auto &k) { return k.first == reason; });
  if (it == t.kept.end()) {
    t.kept.push_back({reason.str(), 1});
    t.keptFirstAt.push_back(describeLocation(op));
  } else
    ++it->second;
  remark(op, msg);
}

void OptimizeContext::merge(const OptimizeContext &part) {
  fused += part.fused;
  fusionsRejected += part.fusionsRejected;
  tiled += part.tiled;
  tilesRejected += part.tilesRejected;
  precisionChanges += part.precisionChanges;
  for (unsigned k = 0; k < kNumDecisionKinds; ++k) {
    DecisionTally &t = tallies[k];
    const DecisionTally &p = part.tallies[k];
    t.applied += p.applied;
    for (double s : p.savings) {
      t.saved += s;
      t.savings.push_back(s);
    }
    for (size_t i = 0; i < p.kept.size(); ++i) {
      const std::pair<std::string, unsigned> &entry = p.kept[i];
      auto *it = llvm::find_if(
          t.kept, [&](const auto &k) { return k.first == entry.first; });
      if (it == t.kept.end()) {
        t.kept.push_back(entry);
        t.keptFirstAt.push_back(p.keptFirstAt[i]);
      } else {
        it->second += entry.second;
      }
    }
  }
  notes.append(part.notes.begin(), part.notes.end());
}

namespace {
/// How each kind's summary line names itself and its outcomes.
struct KindWords {
  const char *name, *applied, *kept;
};
constexpr KindWords kKindWords[kNumDecisionKinds] = {
    {"fusion", "fused", "not fused"},
    {"epilogue fusion", "fused", "not fused"},
    {"tiling", "tiled", "not tiled"},
    {"precision", "changed", "kept"},
    {"storage precision", "narrowed", "kept"},
};

/// "-41.2 us", "-3 ms": the predicted change in time of `saved` seconds
/// saved, in a readable unit.
std::string formatChange(double saved) {
  return (saved < 0 ? "+" : saved > 0 ? "-" : "") +
         formatDuration(std::fabs(saved), /*digits=*/3);
}

/// "fusion: fused 3 (-1.2 us), not fused 5 (4 not faster, 1 not
/// elementwise)"; the reasons most frequent first, the first five named.
std::string formatTally(const KindWords &words, const DecisionTally &t) {
  std::string line =
      llvm::formatv("{0}: {1} {2}", words.name, words.applied, t.applied);
  if (t.applied)
    line += " (" + formatChange(t.saved) + " predicted)";
  unsigned numKept = t.numKept();
  if (numKept == 0)
    return line;
  line += llvm::formatv(", {0} {1} (", words.kept, numKept).str();
  // Indices into `kept`, most frequent first.
  SmallVector<size_t> order(t.kept.size());
  for (size_t i = 0; i < order.size(); ++i)
    order[i] = i;
  llvm::stable_sort(order, [&](size_t a, size_t b) {
    return t.kept[a].second > t.kept[b].second;
  });
  const auto &reasons = t.kept;
  constexpr size_t kShown = 5;
  for (size_t i = 0; i < order.size() && i < kShown; ++i)
    line += llvm::formatv("{0}{1} {2} (first at {3})", i ? ", " : "",
                          reasons[order[i]].second, reasons[order[i]].first,
                          t.keptFirstAt[order[i]])
                .str();
  if (reasons.size() > kShown)
    line += llvm::formatv(", {0} other reasons", reasons.size() - kShown).str();
  return line + ")";
}
} // namespace

void OptimizeContext::emitSummary(Location loc) const {
  if (!emitRemarks || remarkEachOp)
    return;
  // One remark, one line per kind: the source line under a remark is
  // printed once, not once per kind.
  std::string lines;
  for (unsigned k = 0; k < kNumDecisionKinds; ++k) {
    const DecisionTally &t = tallies[k];
    if (t.applied == 0 && t.kept.empty())
      continue;
    lines += (lines.empty() ? "" : "\nroofline-optimize: ") +
             formatTally(kKindWords[k], t);
  }
  for (const std::string &note : notes)
    lines += (lines.empty() ? "" : "\nroofline-optimize: ") + note;
  if (!lines.empty())
    emitRemark(loc) << "roofline-optimize: " << lines
                    << "\nroofline-optimize: applied only where predicted "
                    << llvm::formatv("{0}", llvm::format("%g", kMinGainFraction * 100)).str()
                    << "% faster or more; remarks=all gives each decision "
                       "as a remark at its op";
}
