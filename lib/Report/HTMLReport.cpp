//===- HTMLReport.cpp - A single-file HTML roofline report ----------------===//
//
// One self-contained page: the summary and verdict, the SVG chart inline, a
// per-op table that sorts on any column (a few lines of inline script), the
// advice each op's verdict implies, and the unmodeled ops with their reasons.
// Every piece of text from the IR or the device is HTML-escaped.
//
//===----------------------------------------------------------------------===//

#include "roofline/Report/Chart.h"

#include "ChartSupport.h"
#include "OpColumns.h"

#include "roofline/Report/Capacity.h"
#include "roofline/Report/Headline.h"
#include "roofline/Report/Report.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace roofline;
using namespace roofline::chart;

namespace {

constexpr const char *kStyle = R"css(
body { font-family: DejaVu Sans, Verdana, Arial, Helvetica, sans-serif;
       color: #222; margin: 24px auto; max-width: 1400px; padding: 0 16px;
       line-height: 1.4; }
h1 { font-size: 22px; margin-bottom: 4px; }
h2 { font-size: 18px; margin-top: 28px; border-bottom: 1px solid #ddd; }
code, .mono { font-family: DejaVu Sans Mono, Menlo, Consolas, monospace;
              font-size: 12px; }
.device { color: #555; margin-top: 0; }
.verdict { font-size: 16px; }
.verdict strong { padding: 2px 6px; border-radius: 3px; }
.memory-bound strong { background: #fde0c5; }
.compute-bound strong { background: #d4e6f5; }
.launch-bound strong { background: #e8dcf2; }
.latency-bound strong { background: #eeeef6; }
table { border-collapse: collapse; font-size: 13px; }
th, td { border: 1px solid #ddd; padding: 3px 6px; vertical-align: top; }
th { background: #f3f3f3; text-align: left; }
table.sortable th { cursor: pointer; user-select: none; white-space: nowrap; }
table.sortable th::after { content: " \2195"; color: #aaa; }
table.sortable th[aria-sort=ascending]::after { content: " \2191"; color: #222; }
table.sortable th[aria-sort=descending]::after { content: " \2193"; color: #222; }
td.num { text-align: right; white-space: nowrap; }
table.ops { width: 100%; }
.scroll { overflow-x: auto; }
td.shapes { min-width: 140px; max-width: 260px; overflow-wrap: anywhere; }
table.ops td { overflow-wrap: anywhere; }
table.ops td.opname { overflow-wrap: normal; white-space: nowrap; }
td.notes summary { cursor: pointer; white-space: nowrap; }
td.advice { white-space: nowrap; }
td.notes { max-width: 200px; font-size: 12px; color: #555; }
ol.advice li { margin-bottom: 4px; }
.tag { display: inline-block; padding: 0 4px; border-radius: 3px;
       background: #eee; font-size: 12px; margin-right: 2px; }
.split { display: flex; height: 18px; max-width: 700px; border: 1px solid #ccc; }
.split span { display: block; height: 100%; }
.s-launch { background: #9e9ac8; } .s-compute { background: #6baed6; }
.s-dram { background: #fd8d3c; } .s-l2 { background: #fdd0a2; }
.s-l1 { background: #fee6ce; } .s-latency { background: #bcbddc; }
.s-interconnect { background: #74c476; }
.legend span.key { display: inline-block; width: 10px; height: 10px;
                   margin: 0 3px 0 10px; border: 1px solid #999; }
.tree details, .tree .leaf { margin-left: 18px; }
.tree > details, .tree > .leaf { margin-left: 0; }
.tree summary { cursor: pointer; }
.tree .t { display: inline-block; min-width: 84px; text-align: right;
           font-variant-numeric: tabular-nums; margin-right: 8px; }
.tree .leaf { padding-left: 14px; }
.bound-memory { color: #a63603; font-weight: bold; }
.bound-compute { color: #08519c; font-weight: bold; }
.bound-launch { color: #54278f; font-weight: bold; }
.bound-folded { color: #777; }
.chart svg { max-width: 100%; height: auto; border: 1px solid #eee; }
.note { color: #555; font-size: 13px; }
footer { margin-top: 32px; color: #777; font-size: 12px; }
)css";

// Sorts a table.sortable on the clicked column (numbers by their data-v
// attribute, text case-insensitively), toggling the direction.
constexpr const char *kScript = R"js(
(function () {
  function key(cell, numeric) {
    var v = cell.getAttribute('data-v');
    if (v === null) v = cell.textContent;
    if (numeric) { var f = parseFloat(v); return isNaN(f) ? -Infinity : f; }
    return v.toLowerCase();
  }
  function sortBy(table, col, th) {
    var numeric = th.getAttribute('data-type') === 'num';
    var asc = th.getAttribute('aria-sort') !== 'ascending';
    var heads = table.tHead.rows[0].cells;
    for (var i = 0; i < heads.length; i++) heads[i].removeAttribute('aria-sort');
    th.setAttribute('aria-sort', asc ? 'ascending' : 'descending');
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var x = key(a.cells[col], numeric), y = key(b.cells[col], numeric);
      return (x < y ? -1 : x > y ? 1 : 0) * (asc ? 1 : -1);
    });
    rows.forEach(function (r) { body.appendChild(r); });
  }
  var tables = document.querySelectorAll('table.sortable');
  Array.prototype.forEach.call(tables, function (table) {
    var heads = table.tHead.rows[0].cells;
    Array.prototype.forEach.call(heads, function (th, col) {
      th.tabIndex = 0;
      th.addEventListener('click', function () { sortBy(table, col, th); });
      th.addEventListener('keydown', function (e) {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          sortBy(table, col, th);
        }
      });
    });
  });
})();
)js";

std::string esc(llvm::StringRef s) { return escapeXML(s); }

/// A number for data-v: full precision, "Infinity" for infinite values.
std::string sortKey(double v) {
  if (std::isinf(v))
    return v > 0 ? "Infinity" : "-Infinity";
  if (std::isnan(v))
    return "NaN";
  return llvm::formatv("{0}", llvm::format("%.17g", v)).str();
}

void numCell(llvm::raw_ostream &os, double key, llvm::StringRef shown) {
  os << "<td class=\"num\" data-v=\"" << sortKey(key) << "\">" << esc(shown)
     << "</td>";
}

void totalsRows(llvm::raw_ostream &os, const Totals &t) {
  auto row = [&](llvm::StringRef k, const std::string &v) {
    os << "<tr><th>" << esc(k) << "</th><td class=\"num\">" << esc(v)
       << "</td></tr>\n";
  };
  // The one predicted time, the bound beside it (Headline.h).
  Headline h = getHeadline(t);
  row("predicted time", formatTime(t.predictedTime));
  row("roofline bound", formatTime(t.time));
  row("FLOPs", formatSI(t.flops, "FLOP"));
  row("DRAM bytes", formatSI(t.bytes, "B"));
  if (t.transcendentals)
    row("transcendentals", formatSI(t.transcendentals, ""));
  if (t.intOps)
    row("integer ops", formatSI(t.intOps, ""));
  row("costed ops", std::to_string(t.costedOps));
  row("memory-bound ops", std::to_string(t.memoryBoundOps));
  row("compute-bound ops", std::to_string(t.computeBoundOps));
  row("launch-bound ops", std::to_string(t.launchBoundOps));
  if (t.foldedOps)
    row("ops folded or fused into another op's kernel", std::to_string(t.foldedOps));
  row("unmodeled ops", std::to_string(t.unmodeledOps));
  row("launch overhead", formatTime(h.byLimiter[unsigned(Limiter::Launch)]) +
                             " (" + formatSig(100 * h.launchShare()) +
                             "% of the predicted time)");
}

// The page's fixed pieces, in the order they appear.
constexpr const char *kHead =
    "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    "<meta name=\"viewport\" content=\"width=device-width, "
    "initial-scale=1\">\n"
    "<meta name=\"generator\" content=\"roofline-opt\">\n";

constexpr const char *kFunctionTableHead =
    "<h3>Per function</h3>\n<table class=\"functions sortable\">\n"
    "<thead><tr><th>function</th><th data-type=\"num\">predicted</th>"
    "<th data-type=\"num\">FLOPs</th><th data-type=\"num\">DRAM "
    "bytes</th><th data-type=\"num\">ops</th><th "
    "data-type=\"num\">verdict</th></tr></thead>\n<tbody>\n";

constexpr const char *kOpTableHead =
    "<p class=\"note\">Slowest (predicted) first; click a column header "
    "to sort by it. Predicted = what kernels attain, limited by the "
    "limiter (docs/model.md 6); bound = max(compute, memory) + launch "
    "overhead at the ceilings, launch-bound when the overhead exceeds both; "
    "% peak = "
    "achieved FLOP/s over the class's peak (docs/model.md).</p>\n"
    "<div class=\"scroll\">\n<table id=\"op-table\" class=\"ops "
    "sortable\">\n<thead><tr>";

constexpr const char *kUnmodeledTableHead =
    "<p class=\"note\">Not in the totals or the chart; each with the "
    "reason the model could not cost it (docs/model.md, "
    "section 1.6).</p>\n"
    "<table id=\"unmodeled-table\" class=\"unmodeled sortable\">\n"
    "<thead><tr><th>op</th><th>location</th><th>function</th>"
    "<th>reason</th></tr></thead>\n<tbody>\n";

/// The head with the style sheet, the title and the device line.
void writeHeader(const AnalysisConfig &c, llvm::StringRef input,
                 llvm::raw_ostream &os) {
  const DeviceModel &d = c.device;
  os << kHead << "<title>"
     << esc("Roofline report: " + input.str() + " on " + d.displayName)
     << "</title>\n<style>" << kStyle << "</style>\n</head>\n<body>\n";

  os << "<h1>Roofline report: <code>" << esc(input) << "</code></h1>\n";
  os << "<p class=\"device\">" << esc(d.displayName) << " [" << esc(d.name)
     << "], " << esc(stringifyCeilingKind(c.ceilings)) << " ceilings, from "
     << esc(d.origin) << ". DRAM "
     << esc(formatBandwidth(d.dramBandwidth(c.ceilings)))
     << ", launch overhead " << esc(formatTime(d.launchOverheadSec))
     << "; mode " << esc(stringifyExecutionMode(c.mode));
  if (c.mode == ExecutionMode::Graph)
    os << " (" << esc(formatTime(d.graphLaunchGapSec.value_or(0)))
       << " per kernel in a CUDA graph)";
  if (c.costOptions.allowTF32)
    os << ", allow-tf32";
  if (c.costOptions.dynamicDimSize)
    os << ", dynamic sizes assumed " << *c.costOptions.dynamicDimSize;
  os << ".</p>\n";
}

/// The five slowest ops, with their share of the predicted time.
void writeTopOps(const RooflineAnalysis &a, llvm::raw_ostream &os) {
  const Totals &t = a.getTotals();
  os << "<p>Top ops by predicted time:</p>\n<ol class=\"top-ops\">\n";
  std::vector<size_t> byTime = getOpsByPredicted(a);
  for (size_t i : llvm::ArrayRef(byTime).take_front(5)) {
    const OpRecord &r = a.getOps()[i];
    double share = t.predictedTime > 0
                       ? r.verdict.predictedTime / t.predictedTime
                       : 0;
    os << "<li>" << esc(formatSig(100 * share)) << "% "
       << esc(formatTime(r.verdict.predictedTime)) << " <code>"
       << esc(r.name) << "</code> at <code>" << esc(r.location) << "</code> ("
       << (r.foldedInto ? std::string("folded into its consumer")
                        : esc(r.verdict.predictedLimiter) + "-limited")
       << ")</li>\n";
  }
  os << "</ol>\n";
}

/// One row of totals per function.
void writeFunctionTable(const RooflineAnalysis &a, llvm::raw_ostream &os) {
  os << kFunctionTableHead;
  for (const FunctionSummary &f : a.getFunctions()) {
    const Totals &ft = f.totals;
    os << "<tr><td><code>@" << esc(f.name.empty() ? "<module>" : f.name)
       << "</code></td>";
    numCell(os, ft.predictedTime, formatTime(ft.predictedTime));
    numCell(os, static_cast<double>(ft.flops), formatSI(ft.flops, "FLOP"));
    numCell(os, static_cast<double>(ft.bytes), formatSI(ft.bytes, "B"));
    numCell(os, ft.costedOps, std::to_string(ft.costedOps));
    os << "<td>" << esc(getHeadline(ft).describe()) << "</td>";
    os << "</tr>\n";
  }
  os << "</tbody>\n</table>\n";
}

/// A stacked bar of the time split (launch, compute, DRAM, L2, L1) and its
/// legend with the shares.
void writeTimeSplit(const RooflineAnalysis &a, llvm::raw_ostream &os) {
  Headline h = getHeadline(a.getTotals());
  if (!(h.predicted > 0))
    return;
  os << "<p>Where the predicted time goes, by what limits each op:</p>\n"
        "<div class=\"split\">";
  for (unsigned i = 0; i < kNumLimiters; ++i)
    if (h.byLimiter[i] > 0)
      os << "<span class=\"s-" << Headline::limiterName(i)
         << "\" style=\"width:"
         << llvm::formatv("{0:f2}", 100 * h.share(i)) << "%\" title=\""
         << Headline::limiterName(i) << "\"></span>";
  os << "</div>\n<p class=\"legend note\">";
  for (unsigned i = 0; i < kNumLimiters; ++i)
    if (h.byLimiter[i] > 0)
      os << "<span class=\"key s-" << Headline::limiterName(i) << "\"></span>"
         << Headline::limiterName(i) << " " << esc(formatTime(h.byLimiter[i]))
         << " (" << llvm::formatv("{0:f1}", 100 * h.share(i)) << "%)";
  os << "</p>\n";
}

/// What the model holds in device memory (Capacity.h), one table row per
/// part, and the total against the device's DRAM.
void writeCapacity(const RooflineAnalysis &a, llvm::raw_ostream &os) {
  Capacity c = computeCapacity(a);
  os << "<p>Device memory (parameters, KV cache, inputs and the peak of live "
        "activations):</p>\n<table class=\"totals capacity\">\n";
  auto row = [&](llvm::StringRef name, const CapacityPart &p) {
    os << "<tr><th>" << name << "</th><td>" << esc(formatBinaryBytes(p.bytes))
       << "</td><td>" << p.tensors << " tensor" << (p.tensors == 1 ? "" : "s")
       << "</td></tr>\n";
  };
  row("parameters", c.parameters);
  row("KV cache", c.kvCache);
  row("inputs", c.inputs);
  row("peak activations", c.activations);
  os << "<tr><th>total</th><td>" << esc(formatBinaryBytes(c.totalBytes()))
     << "</td><td>";
  if (std::optional<double> f = c.deviceFraction())
    os << llvm::formatv("{0:f1}", 100 * *f) << "% of "
       << esc(formatBinaryBytes(*c.deviceBytes));
  else
    os << "no DRAM capacity in the device file";
  os << "</td></tr>\n</table>\n";
  if (!c.peakOp.empty())
    os << "<p class=\"note\">Activation peak at " << esc(c.peakOp) << " at "
       << esc(c.peakLocation) << ".</p>\n";
  if (c.unsized)
    os << "<p class=\"note\">" << c.unsized
       << " value(s) of unknown size (dynamic, without dynamic-dim-size) not "
          "counted.</p>\n";
}

/// The summary section: verdict, totals, top ops and the functions.
void writeSummary(const RooflineAnalysis &a, llvm::raw_ostream &os) {
  const Totals &t = a.getTotals();
  Headline h = getHeadline(t);
  os << "<section id=\"summary\">\n<h2>Summary</h2>\n";
  os << "<p class=\"verdict " << h.verdict << "\">Verdict: <strong>"
     << esc(h.verdict) << "</strong>";
  if (h.hasVerdictShare())
    os << " (" << esc(formatSig(100 * h.verdictShare))
       << "% of the predicted time)";
  os << "</p>\n";
  if (h.predicted > 0)
    os << "<p class=\"headline\">Predicted <strong>"
       << esc(formatTime(h.predicted)) << "</strong> (roofline bound "
       << esc(formatTime(h.bound)) << ")</p>\n";
  writeTimeSplit(a, os);
  writeCapacity(a, os);
  os << "<table class=\"totals\">\n";
  totalsRows(os, t);
  os << "</table>\n";
  if (t.time > 0 && !a.getOps().empty())
    writeTopOps(a, os);
  if (a.getFunctions().size() > 1)
    writeFunctionTable(a, os);
  os << "</section>\n";
}

/// The kind of problem an advice names: its text before the first colon,
/// without parenthesised figures ("memory-bound contraction (intensity 3
/// FLOP/B, ...): batch" -> "memory-bound contraction"). The page states each
/// kind once, with the figures of its slowest op.
std::string adviceKind(llvm::StringRef advice) {
  llvm::StringRef head = advice.split(':').first;
  return head.split(" (").first.trim().str();
}

/// One kind of problem: its first advice (from the slowest op), the ops that
/// have it and their time.
struct AdviceEntry {
  std::string kind, example;
  unsigned exampleRank = 0;
  std::vector<unsigned> ranks;
  double time = 0;
};

/// The kinds of problem over every op, in order of first appearance
/// (slowest op first), numbered from 1.
std::vector<AdviceEntry> collectAdvice(const RooflineAnalysis &a,
                                       llvm::StringMap<unsigned> &ids) {
  std::vector<AdviceEntry> entries;
  unsigned rank = 0;
  for (size_t i : getOpsByPredicted(a)) {
    const OpRecord &r = a.getOps()[i];
    ++rank;
    // Each op's time counts once, under its first (most important) kind,
    // so that the shares add up to at most 100%.
    bool counted = false;
    for (const std::string &text : adviceFor(r, a.getConfig())) {
      // Folded and zero-size ops need nothing done.
      if (llvm::StringRef(text).ends_with("nothing to do"))
        continue;
      auto [it, inserted] = ids.try_emplace(adviceKind(text), entries.size() + 1);
      if (inserted)
        entries.push_back(AdviceEntry{it->first().str(), text, rank, {}, 0});
      AdviceEntry &e = entries[it->second - 1];
      e.ranks.push_back(rank);
      if (!counted)
        e.time += r.verdict.predictedTime;
      counted = true;
    }
  }
  return entries;
}

/// The advice section: each kind of problem once, with how many ops and how
/// much of the time it concerns.
void writeAdvice(const RooflineAnalysis &a,
                 const std::vector<AdviceEntry> &entries, double total,
                 llvm::raw_ostream &os) {
  os << "<section id=\"advice\">\n<h2>What to do</h2>\n";
  // The module's advice (as in the text and JSON reports), then the ops'.
  std::vector<Advice> module = getModuleAdvice(a);
  if (!module.empty()) {
    os << "<ul class=\"module-advice\">\n";
    for (const Advice &x : module)
      os << "<li><strong>" << esc(x.kind) << "</strong>: " << esc(x.text)
         << "</li>\n";
    os << "</ul>\n";
  }
  os << "<p class=\"note\">By op: each kind of problem once, with the "
        "figures of its slowest op and the share of the predicted time of "
        "the ops it is the first advice of; the op table's advice column "
        "points here.</p>\n<ol class=\"advice\">\n";
  for (size_t k = 0; k < entries.size(); ++k) {
    const AdviceEntry &e = entries[k];
    os << "<li id=\"advice-" << k + 1 << "\"><span class=\"tag\">A" << k + 1
       << "</span> <strong>" << esc(e.kind) << "</strong>: " << e.ranks.size()
       << " op" << (e.ranks.size() == 1 ? "" : "s");
    if (total > 0)
      os << ", " << esc(formatSig(100 * e.time / total))
         << "% of the predicted time";
    // The example without the kind it starts with (its figures stay).
    llvm::StringRef rest =
        llvm::StringRef(e.example).drop_front(e.kind.size()).ltrim(" :");
    os << ". " << esc(rest.empty() ? llvm::StringRef(e.example) : rest)
       << " <span class=\"note\">(figures of op #"
       << e.exampleRank << ")</span></li>\n";
  }
  os << "</ol>\n</section>\n";
}

/// The op table's header row (OpColumns.def).
void writeOpTableColumns(llvm::raw_ostream &os) {
  for (const OpColumnInfo &col : getHTMLOpColumns())
    os << (col.htmlNumeric ? "<th data-type=\"num\">" : "<th>")
       << esc(col.htmlHeader) << "</th>";
  os << "</tr></thead>\n<tbody>\n";
}

/// The advice tags of `r`'s row, linked to the advice list.
void writeAdviceCell(const OpRecord &r, const AnalysisConfig &c,
                     const llvm::StringMap<unsigned> &adviceIds,
                     llvm::raw_ostream &os) {
  os << "<td class=\"advice\">";
  bool linked = false;
  for (const std::string &s : adviceFor(r, c))
    if (auto it = adviceIds.find(adviceKind(s)); it != adviceIds.end()) {
      os << "<a class=\"tag\" href=\"#advice-" << it->second << "\">A"
         << it->second << "</a>";
      linked = true;
    }
  // Folded and zero-size ops.
  if (!linked)
    os << "<span class=\"note\">nothing to do</span>";
  os << "</td>";
}

/// Writes `r`'s cell in column `col`; `bound` is the row's bound ("folded"
/// for a folded op).
void writeHTMLCell(OpColumn col, unsigned rank, const OpRecord &r,
                   llvm::StringRef bound, const AnalysisConfig &c,
                   const llvm::StringMap<unsigned> &adviceIds,
                   llvm::raw_ostream &os) {
  const Verdict &v = r.verdict;
  switch (col) {
  case OpColumn::Rank:
    return numCell(os, rank, std::to_string(rank));
  case OpColumn::Op:
    os << "<td class=\"opname\"><code title=\"" << esc("@" + r.function)
       << "\">" << esc(r.name) << "</code></td>";
    return;
  case OpColumn::Location:
    os << "<td><code>" << esc(r.location) << "</code></td>";
    return;
  case OpColumn::Shapes:
    os << "<td class=\"shapes mono\">" << esc(r.shapes) << "</td>";
    return;
  case OpColumn::Flops:
    return numCell(os, static_cast<double>(r.cost.flops),
                   formatSI(r.cost.flops, ""));
  case OpColumn::Bytes:
    return numCell(os, static_cast<double>(r.cost.dramBytes()),
                   formatSI(r.cost.dramBytes(), "B"));
  case OpColumn::Intensity:
    return numCell(os, v.intensity,
                   std::isinf(v.intensity) ? "inf" : formatSig(v.intensity));
  case OpColumn::Class:
    os << "<td>" << esc(stringifyComputeClass(v.ceilingClass));
    if (v.ceilingClass != r.cost.computeClass)
      os << " <span class=\"note\">(asks "
         << esc(stringifyComputeClass(r.cost.computeClass)) << ")</span>";
    os << "</td>";
    return;
  case OpColumn::Predicted:
    return numCell(os, v.predictedTime, formatTime(v.predictedTime));
  case OpColumn::Limiter:
    os << "<td>"
       << esc(r.foldedInto ? llvm::StringRef("folded")
                           : v.predictedLimiter.empty()
                                 ? llvm::StringRef("none")
                                 : llvm::StringRef(v.predictedLimiter))
       << "</td>";
    return;
  case OpColumn::Binds: {
    // Memory- and launch-bound ops name what binds their work.
    std::string cell = bound.str();
    if (v.bound == Bound::Memory || v.bound == Bound::Launch)
      cell += " (" + stringifyBinding(v.workBinding).str() + ")";
    os << "<td class=\"bound-" << bound << "\">" << esc(cell) << "</td>";
    return;
  }
  case OpColumn::Bound:
    return numCell(os, v.time, formatTime(v.time));
  case OpColumn::PercentPeak:
    return numCell(os, 100 * v.fractionOfPeak,
                   formatSig(100 * v.fractionOfPeak));
  case OpColumn::Advice:
    return writeAdviceCell(r, c, adviceIds, os);
  case OpColumn::Notes:
    // Notes are per op and long: folded away, one click to read.
    os << "<td class=\"notes\">";
    if (!r.cost.notes.empty()) {
      os << "<details><summary>" << r.cost.notes.size() << " note"
         << (r.cost.notes.size() == 1 ? "" : "s") << "</summary>";
      for (const std::string &n : r.cost.notes)
        os << esc(n) << "<br>";
      os << "</details>";
    }
    os << "</td>";
    return;
  }
}

/// One op's row of the per-op table.
void writeOpRow(unsigned rank, const OpRecord &r, const AnalysisConfig &c,
                const llvm::StringMap<unsigned> &adviceIds,
                llvm::raw_ostream &os) {
  std::string bound = r.foldedInto ? std::string("folded")
                                   : stringifyBound(r.verdict.bound).str();
  os << "<tr class=\"op row-" << bound << "\">";
  for (const OpColumnInfo &col : getHTMLOpColumns())
    writeHTMLCell(col.id, rank, r, bound, c, adviceIds, os);
  os << "</tr>\n";
}

/// The per-op table, slowest first, at most `top` rows (0: all).
void writeOpTable(const RooflineAnalysis &a, unsigned top,
                  const llvm::StringMap<unsigned> &adviceIds,
                  llvm::raw_ostream &os) {
  const auto &ops = a.getOps();
  os << "<section id=\"ops\">\n<h2>Ops (" << ops.size() << ")</h2>\n";
  if (ops.empty()) {
    os << "<p class=\"note\">No op was costed.</p>\n</section>\n";
    return;
  }
  os << kOpTableHead;
  writeOpTableColumns(os);
  unsigned rank = 0;
  for (size_t i : getOpsByPredicted(a)) {
    if (top && rank == top)
      break;
    writeOpRow(++rank, ops[i], a.getConfig(), adviceIds, os);
  }
  os << "</tbody>\n</table>\n</div>\n";
  if (rank < ops.size())
    os << "<p class=\"note\">" << ops.size() - rank
       << " more ops not listed (--top=0 lists all).</p>\n";
  os << "</section>\n";
}

/// One node of the module tree: a module path prefix and the totals of the
/// ops under it.
struct ModuleNode {
  std::string name;
  Totals totals;
  std::vector<ModuleNode> children;
  llvm::StringMap<size_t> index;

  ModuleNode &child(llvm::StringRef part) {
    auto [it, inserted] = index.try_emplace(part, children.size());
    if (inserted)
      children.push_back(ModuleNode{part.str(), {}, {}, {}});
    return children[it->second];
  }
};

/// The tree of module paths, every node with the sums of its ops; ops with
/// no module path under "(no module)".
ModuleNode buildModuleTree(const RooflineAnalysis &a) {
  ModuleNode root;
  GroupBy full{GroupKey::Module, ~0u};
  for (const OpGroup &g : groupOps(a, full)) {
    llvm::SmallVector<llvm::StringRef> parts;
    llvm::StringRef(g.name).split(parts, '.');
    ModuleNode *n = &root;
    for (llvm::StringRef part : parts) {
      n = &n->child(part);
      for (size_t i : g.ops)
        n->totals.add(a.getOps()[i]);
    }
  }
  return root;
}

/// A node and its children, slowest first; levels above `openDepth` open.
void writeModuleNode(const ModuleNode &n, double total, unsigned depth,
                     unsigned openDepth, llvm::raw_ostream &os) {
  std::string line =
      "<span class=\"t\">" + esc(formatTime(n.totals.predictedTime)) +
      "</span>" +
      esc(llvm::formatv("{0:f1}% ", total > 0
                                        ? 100 * n.totals.predictedTime / total
                                        : 0.0)
              .str()) +
      "<code>" + esc(n.name) + "</code> " +
      esc(llvm::formatv("({0} op{1}, {2})", n.totals.costedOps,
                        n.totals.costedOps == 1 ? "" : "s",
                        getHeadline(n.totals).verdict)
              .str());
  if (n.children.empty()) {
    os << "<div class=\"leaf\">" << line << "</div>\n";
    return;
  }
  os << "<details" << (depth < openDepth ? " open" : "") << "><summary>"
     << line << "</summary>\n";
  std::vector<const ModuleNode *> kids;
  for (const ModuleNode &c : n.children)
    kids.push_back(&c);
  llvm::stable_sort(kids, [](const ModuleNode *x, const ModuleNode *y) {
    return x->totals.predictedTime > y->totals.predictedTime;
  });
  for (const ModuleNode *c : kids)
    writeModuleNode(*c, total, depth + 1, openDepth, os);
  os << "</details>\n";
}

/// The groups: a collapsible module tree (grouping by module), else one row
/// per group; each with the sums of its ops.
void writeGroups(const RooflineAnalysis &a, const ReportOptions &opts,
                 llvm::raw_ostream &os) {
  if (a.getOps().empty())
    return;
  GroupBy by = opts.groupBy.value_or(getDefaultGroupBy(a));
  double total = a.getTotals().predictedTime;
  os << "<section id=\"groups\">\n<h2>Predicted time by " << esc(by.str())
     << "</h2>\n";
  if (by.key == GroupKey::Module) {
    os << "<p class=\"note\">The module path of each op's location; click a "
          "module to open it. Each line sums the ops under it.</p>\n"
          "<div class=\"tree\">\n";
    ModuleNode root = buildModuleTree(a);
    std::vector<const ModuleNode *> kids;
    for (const ModuleNode &c : root.children)
      kids.push_back(&c);
    llvm::stable_sort(kids, [](const ModuleNode *x, const ModuleNode *y) {
      return x->totals.predictedTime > y->totals.predictedTime;
    });
    for (const ModuleNode *c : kids)
      writeModuleNode(*c, total, 1, by.depth, os);
    os << "</div>\n</section>\n";
    return;
  }
  os << "<table class=\"groups sortable\">\n<thead><tr><th>group</th>"
        "<th data-type=\"num\">predicted</th><th data-type=\"num\">share</th>"
        "<th data-type=\"num\">ops</th><th data-type=\"num\">FLOPs</th>"
        "<th data-type=\"num\">DRAM bytes</th><th>verdict</th></tr></thead>"
        "\n<tbody>\n";
  for (const OpGroup &g : groupOps(a, by)) {
    const Totals &t = g.totals;
    os << "<tr><td><code>" << esc(g.name) << "</code></td>";
    numCell(os, t.predictedTime, formatTime(t.predictedTime));
    numCell(os, total > 0 ? t.predictedTime / total : 0,
            formatSig(total > 0 ? 100 * t.predictedTime / total : 0) + "%");
    numCell(os, t.costedOps, std::to_string(t.costedOps));
    numCell(os, static_cast<double>(t.flops), formatSI(t.flops, "FLOP"));
    numCell(os, static_cast<double>(t.bytes), formatSI(t.bytes, "B"));
    os << "<td>" << esc(getHeadline(t).verdict) << "</td></tr>\n";
  }
  os << "</tbody>\n</table>\n</section>\n";
}

/// The unmodeled ops, with the reason for each.
void writeUnmodeled(const RooflineAnalysis &a, llvm::raw_ostream &os) {
  const auto &unmodeled = a.getUnmodeled();
  os << "<section id=\"unmodeled\">\n<h2>Unmodeled ops (" << unmodeled.size()
     << ")</h2>\n";
  if (unmodeled.empty()) {
    os << "<p class=\"note\">Every compute op was costed.</p>\n";
  } else {
    os << kUnmodeledTableHead;
    for (const UnmodeledRecord &u : unmodeled)
      os << "<tr><td><code>" << esc(u.name) << "</code></td><td><code>"
         << esc(u.location) << "</code></td><td><code>@" << esc(u.function)
         << "</code></td><td>" << esc(u.reason) << "</td></tr>\n";
    os << "</tbody>\n</table>\n";
  }
  os << "</section>\n";
}

/// The ops measured on a GPU (roofline-measure): predicted beside measured
/// and the error, (measured - predicted) / predicted; nothing without.
void writeMeasured(const RooflineAnalysis &a, const ReportOptions &opts,
                   llvm::raw_ostream &os) {
  if (opts.measuredTime.empty())
    return;
  os << "<section id=\"measured\">\n<h2>Measured on the GPU ("
     << opts.measuredTime.size() << " ops)</h2>\n<p class=\"note\">"
     << esc(opts.measuredBy) << "; error = (measured - predicted) / "
     << "predicted.</p>\n<table class=\"sortable\">\n<thead><tr><th>op</th>"
     << "<th>location</th><th data-type=\"num\">predicted</th>"
     << "<th data-type=\"num\">measured</th><th data-type=\"num\">error"
     << "</th></tr></thead>\n<tbody>\n";
  for (const auto &[id, measured] : opts.measuredTime) {
    const OpRecord &r = a.getOps()[id];
    double predicted = r.verdict.predictedTime;
    os << "<tr><td><code>" << esc(r.name) << "</code></td><td><code>"
       << esc(r.location) << "</code></td>";
    numCell(os, predicted, formatTime(predicted));
    numCell(os, measured, formatTime(measured));
    if (predicted > 0) {
      double e = (measured - predicted) / predicted;
      numCell(os, e, (e >= 0 ? "+" : "") + formatFixed(100 * e, 1) + "%");
    } else {
      os << "<td class=\"num\">-</td>";
    }
    os << "</tr>\n";
  }
  os << "</tbody>\n</table>\n</section>\n";
}

/// The footer and the sorting script.
void writeFooter(const AnalysisConfig &c, llvm::raw_ostream &os) {
  os << "<footer>Generated by roofline-opt. Predictions from the IR alone: "
        "compulsory DRAM traffic, "
     << (c.mode == ExecutionMode::Eager
             ? "one kernel per op"
             : "one kernel per op not folded into its consumer")
     << " (mode " << esc(stringifyExecutionMode(c.mode)) << "), "
     << esc(stringifyCeilingKind(c.ceilings))
     << " ceilings (docs/model.md). Machine-readable: "
        "<code>roofline-opt --analyze --json</code> "
        "(docs/json-schema.md).</footer>\n";
  os << "<script>" << kScript << "</script>\n</body>\n</html>\n";
}

} // namespace

void roofline::writeHTMLReport(const RooflineAnalysis &a, llvm::StringRef input,
                               llvm::raw_ostream &os,
                               const ReportOptions &opts) {
  writeHeader(a.getConfig(), input, os);
  writeSummary(a, os);
  writeGroups(a, opts, os);
  llvm::StringMap<unsigned> adviceIds;
  std::vector<AdviceEntry> advice = collectAdvice(a, adviceIds);
  if (!advice.empty())
    writeAdvice(a, advice, a.getTotals().predictedTime, os);

  // The chart, inline.
  os << "<section id=\"chart\" class=\"chart\">\n<h2>Roofline chart</h2>\n";
  writeSVGChart(a, input, os);
  os << "</section>\n";

  writeOpTable(a, opts.top, adviceIds, os);
  writeMeasured(a, opts, os);
  writeUnmodeled(a, os);
  writeFooter(a.getConfig(), os);
}
