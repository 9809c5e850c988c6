//===- Groups.cpp - Report rows grouped by module, kind or function -------===//
//
// A group's totals are the sums over its member ops (Totals::add), so the
// groups of one grouping add up to the module's totals; groups and their ops
// are ranked by predicted time.
//
//===----------------------------------------------------------------------===//

#include "roofline/Report/Headline.h"
#include "roofline/Report/Report.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>

using namespace roofline;

std::string GroupBy::str() const {
  switch (key) {
  case GroupKey::Module:
    return llvm::formatv("module:{0}", depth).str();
  case GroupKey::Kind:
    return "kind";
  case GroupKey::Function:
    return "function";
  }
  return "";
}

llvm::Expected<GroupBy> roofline::parseGroupBy(llvm::StringRef spec) {
  auto [name, depthText] = spec.split(':');
  GroupBy by;
  if (name == "kind" || name == "function") {
    by.key = name == "kind" ? GroupKey::Kind : GroupKey::Function;
    if (spec.contains(':'))
      return llvm::createStringError("group-by '" + spec +
                                     "': only module takes a depth");
    return by;
  }
  if (name != "module")
    return llvm::createStringError(
        "group-by '" + spec +
        "': expected module, module:DEPTH, kind or function");
  by.key = GroupKey::Module;
  if (spec.contains(':') &&
      (depthText.getAsInteger(10, by.depth) || by.depth == 0))
    return llvm::createStringError("group-by '" + spec +
                                   "': the depth is a number >= 1");
  return by;
}

/// Whether `loc` is a module path (`layer1.0.conv1`) rather than a file
/// position (`f.mlir:3:5`) or no location.
static bool isModulePath(llvm::StringRef loc) {
  return !loc.empty() && loc != "unknown" && !loc.contains(':') &&
         !loc.contains('/') && !loc.contains(' ');
}

/// The first `depth` dot-separated components of a module path.
static std::string modulePrefix(llvm::StringRef path, unsigned depth) {
  size_t end = 0;
  for (unsigned i = 0; i < depth; ++i) {
    end = path.find('.', end == 0 ? 0 : end + 1);
    if (end == llvm::StringRef::npos)
      return path.str();
  }
  return path.take_front(end).str();
}

static std::string groupName(const OpRecord &r, GroupBy by) {
  switch (by.key) {
  case GroupKey::Module:
    return isModulePath(r.location) ? modulePrefix(r.location, by.depth)
                                    : "(no module)";
  case GroupKey::Kind:
    return stringifyOpKind(r.cost.kind).str();
  case GroupKey::Function:
    return r.function.empty() ? "<module>" : "@" + r.function;
  }
  return "";
}

GroupBy roofline::getDefaultGroupBy(const RooflineAnalysis &a) {
  size_t withPath = llvm::count_if(
      a.getOps(), [](const OpRecord &r) { return isModulePath(r.location); });
  GroupBy by;
  if (2 * withPath > a.getOps().size())
    by.key = GroupKey::Module;
  return by;
}

void TimeSplit::add(const OpRecord &r) {
  const Verdict &v = r.verdict;
  seconds[0] += v.launchTime;
  Binding work = v.binding == Binding::Launch ? v.workBinding : v.binding;
  // Binding: compute 0, dram 1, l2 2, l1 3 (launch and none carry no work),
  // interconnect 5, l3 6 (parts after the first five, shown when used).
  unsigned b = static_cast<unsigned>(work);
  if (b <= 3)
    seconds[1 + b] += v.time - v.launchTime;
  else if (work == Binding::Interconnect)
    seconds[5] += v.time - v.launchTime;
  else if (work == Binding::L3)
    seconds[6] += v.time - v.launchTime;
}

double TimeSplit::total() const {
  double s = 0;
  for (double x : seconds)
    s += x;
  return s;
}

llvm::StringRef TimeSplit::name(unsigned i) {
  static const char *names[] = {"launch", "compute",      "dram", "l2",
                                "l1",     "interconnect", "l3"};
  return names[i];
}

TimeSplit roofline::getTimeSplit(const RooflineAnalysis &a) {
  TimeSplit s;
  for (const OpRecord &r : a.getOps())
    s.add(r);
  return s;
}

std::vector<OpGroup> roofline::groupOps(const RooflineAnalysis &a,
                                        GroupBy by) {
  std::vector<OpGroup> groups;
  llvm::StringMap<size_t> index;
  for (size_t i : getOpsByPredicted(a)) {
    const OpRecord &r = a.getOps()[i];
    std::string name = groupName(r, by);
    auto [it, inserted] = index.try_emplace(name, groups.size());
    if (inserted)
      groups.push_back(OpGroup{name, {}, {}, {}});
    OpGroup &g = groups[it->second];
    g.ops.push_back(i);
    g.totals.add(r);
    g.split.add(r);
  }
  std::stable_sort(groups.begin(), groups.end(),
                   [](const OpGroup &x, const OpGroup &y) {
                     // By the predicted time, as every report ranks.
                     if (x.totals.predictedTime != y.totals.predictedTime)
                       return x.totals.predictedTime > y.totals.predictedTime;
                     return x.name < y.name;
                   });
  return groups;
}
