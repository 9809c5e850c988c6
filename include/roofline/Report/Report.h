//===- Report.h - Text and JSON reports of a roofline analysis --*- C++ -*-===//

#ifndef ROOFLINE_REPORT_REPORT_H
#define ROOFLINE_REPORT_REPORT_H

#include "roofline/Analysis/RooflineAnalysis.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <array>
#include <map>
#include <string>
#include <vector>

namespace roofline {

/// The schema identifier written at the top of every JSON report
/// (docs/json-schema.md).
constexpr const char *kReportSchema = "roofline-report/1";

/// What the rows of a report are grouped by (`group-by`).
enum class GroupKey {
  /// The module path of the op's location, cut to `depth` components
  /// (`layer3.1.conv2` at depth 1 is `layer3`); ops located in a file or
  /// nowhere fall in "(no module)".
  Module,
  /// OpCost::kind: contraction, elementwise, reduction, data-movement, other.
  Kind,
  /// The enclosing function.
  Function,
};

/// A grouping: its key and, for modules, how many path components.
struct GroupBy {
  GroupKey key = GroupKey::Kind;
  unsigned depth = 1;
  /// "module:2", "kind", "function".
  std::string str() const;
};

/// Parses "module", "module:DEPTH" (DEPTH >= 1), "kind" or "function".
llvm::Expected<GroupBy> parseGroupBy(llvm::StringRef spec);

/// The grouping of the summary when none is asked for: module:1 when most
/// costed ops carry a module path (an import from PyTorch), else kind.
GroupBy getDefaultGroupBy(const RooflineAnalysis &analysis);

/// A roofline-bound time split into launch overhead and the work's parts by
/// what binds it (a launch-bound op's work by its work binding), in seconds:
/// launch, compute, dram, l2, l1, interconnect, l3.
struct TimeSplit {
  std::array<double, 7> seconds = {};
  void add(const OpRecord &r);
  double total() const;
  /// The part names in order: "launch", "compute", "dram", "l2", "l1",
  /// "interconnect", "l3".
  static llvm::StringRef name(unsigned i);
  /// Whether reports list part `i`: the interconnect and a memory-side L3
  /// only when an op spent time on them, so reports without read as before.
  bool shown(unsigned i) const { return i < 5 || seconds[i] > 0; }
};

/// The split of every costed op of `analysis`.
TimeSplit getTimeSplit(const RooflineAnalysis &analysis);

/// A group of costed ops and their totals (the sums over its members).
struct OpGroup {
  std::string name;
  /// Indices into RooflineAnalysis::getOps(), slowest (predicted) first.
  std::vector<size_t> ops;
  Totals totals;
  TimeSplit split;
};

/// The costed ops grouped by `by`, slowest group (by predicted time) first
/// (ties by name).
std::vector<OpGroup> groupOps(const RooflineAnalysis &analysis, GroupBy by);

/// What the text, JSON and HTML reports show beyond the totals.
struct ReportOptions {
  /// Rows of the op table, slowest first (0: all); in a grouped table, rows
  /// per group. The JSON report keeps every op and lists this many in
  /// `top_ops` (10 when 0).
  unsigned top = 0;
  /// Group the op table by this; none: a flat table, and the summary's
  /// groups use getDefaultGroupBy.
  std::optional<GroupBy> groupBy;
  /// The text report's width: prose lines wrap at it, and at 140 or more
  /// the op table adds the roofline binding, compute class and % of peak
  /// (0: no wrapping, every column). The default fits a terminal.
  unsigned columns = 100;
  /// The text report's op table ends with each op's operand shapes.
  bool shapes = false;
  /// Times measured on a GPU (roofline-measure, docs/validation.md
  /// "Measuring the IR's own kernels"): index into getOps() -> seconds, all
  /// of the op's launches, as `predictedTime`. The JSON report writes them
  /// beside the prediction and the HTML report adds a "Measured" section;
  /// empty (every report but roofline-measure's), nothing changes.
  std::map<size_t, double> measuredTime;
  /// How they were measured (GPU, timing method), shown with them.
  std::string measuredBy;
};

/// Writes the summary (verdict, predicted time, advice, top groups, top
/// ops), the per-op table (slowest by predicted time first), tiles, kernels,
/// the unmodeled ops, per-function and module totals; lines fit
/// `options.columns`.
void writeTextReport(const RooflineAnalysis &analysis, llvm::StringRef input,
                     llvm::raw_ostream &os, const ReportOptions &options = {});

/// Writes the JSON report described in docs/json-schema.md.
void writeJSONReport(const RooflineAnalysis &analysis, llvm::StringRef input,
                     llvm::raw_ostream &os, const ReportOptions &options = {});

/// Formats a quantity with an SI prefix, e.g. 1.5e9 -> "1.50 G".
std::string formatSI(double value, llvm::StringRef unit);
/// Formats seconds with a readable unit, e.g. 1.2e-5 -> "12.00 us".
std::string formatTime(double seconds);
/// `value` with `precision` digits after the point, as formatv's "{0:fN}"
/// writes it, without formatv's per-call parse of its format string.
std::string formatFixed(double value, unsigned precision);

} // namespace roofline

#endif // ROOFLINE_REPORT_REPORT_H
