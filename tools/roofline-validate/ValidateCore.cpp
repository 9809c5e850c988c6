//===- ValidateCore.cpp - roofline-validate without the GPU ---------------===//

#include "ValidateCore.h"

#include "CalibJSON.h"
#include "CalibStats.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <dirent.h>
#include <fstream>
#include <set>
#include <sstream>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace roofline::calib;

int64_t SuiteEntry::param(const std::string &key) const {
  auto it = params.find(key);
  return it == params.end() ? 0 : it->second;
}

unsigned roofline::calib::elementBytes(const std::string &dtype) {
  if (dtype == "f32" || dtype == "tf32")
    return 4;
  if (dtype == "f16" || dtype == "bf16")
    return 2;
  return 0;
}

namespace {

constexpr const char *kHeader = "// roofline-validate:";

std::vector<std::string> requiredParams(const SuiteEntry &e) {
  if (e.kind == "gemm")
    return {"m", "n", "k"};
  if (e.kind == "conv")
    return {"n", "h", "w", "c", "f", "kh", "kw", "stride"};
  if (e.kind == "elementwise")
    return e.op == "bias" ? std::vector<std::string>{"n", "h", "w", "c"}
                          : std::vector<std::string>{"size"};
  if (e.kind == "reduction")
    return e.op == "all" ? std::vector<std::string>{"size"}
                         : std::vector<std::string>{"rows", "cols"};
  if (e.kind == "transpose")
    return {"rows", "cols"};
  return {};
}

bool validOp(const SuiteEntry &e) {
  static const std::set<std::string> elementwise = {"add", "axpy", "relu",
                                                    "exp", "bias"};
  static const std::set<std::string> reduction = {"rows", "cols", "all"};
  if (e.kind == "elementwise")
    return elementwise.count(e.op) > 0;
  if (e.kind == "reduction")
    return reduction.count(e.op) > 0;
  return e.op.empty();
}

/// Distinct values of s*o + k over 0 <= o < outSize, 0 <= k < kernel.
uint64_t touchedExtent(int64_t outSize, int64_t kernel, int64_t stride) {
  if (kernel >= stride)
    return uint64_t((outSize - 1) * stride + kernel);
  return uint64_t(outSize * kernel);
}

std::string shellQuote(const std::string &s) {
  std::string o = "'";
  for (char c : s) {
    if (c == '\'')
      o += "'\\''";
    else
      o += c;
  }
  return o + "'";
}

bool isExecutable(const std::string &p) {
  struct stat st;
  return !p.empty() && ::stat(p.c_str(), &st) == 0 && S_ISREG(st.st_mode) &&
         ::access(p.c_str(), X_OK) == 0;
}

/// Runs a shell command, capturing stdout; stderr goes to `errFile` when
/// given. Returns the exit status (-1 when it could not run).
int runCapture(const std::string &cmd, std::string &out) {
  out.clear();
  FILE *p = ::popen(cmd.c_str(), "r");
  if (!p)
    return -1;
  char buf[65536];
  size_t n;
  while ((n = std::fread(buf, 1, sizeof buf, p)) > 0)
    out.append(buf, n);
  int status = ::pclose(p);
  if (status == -1)
    return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}

uint64_t asCount(const JsonValue *v) {
  return v && v->isNumber() && v->number > 0 ? uint64_t(v->number + 0.5) : 0;
}

std::string asString(const JsonValue *v) {
  return v && v->isString() ? v->string : std::string();
}

} // namespace

bool roofline::calib::parseSuiteHeader(const std::string &text,
                                       const std::string &file,
                                       SuiteEntry &out, std::string &error) {
  out = SuiteEntry();
  out.file = file;
  std::istringstream in(text);
  std::string line;
  bool found = false;
  while (std::getline(in, line)) {
    if (line.rfind(kHeader, 0) == 0) {
      found = true;
      line = line.substr(std::string(kHeader).size());
      break;
    }
  }
  if (!found) {
    error = file + ": no '" + kHeader + " name=... kind=...' header line";
    return false;
  }
  std::istringstream tokens(line);
  std::string tok;
  while (tokens >> tok) {
    size_t eq = tok.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == tok.size()) {
      error = file + ": header token '" + tok + "' is not key=value";
      return false;
    }
    std::string k = tok.substr(0, eq), v = tok.substr(eq + 1);
    if (k == "name")
      out.name = v;
    else if (k == "kind")
      out.kind = v;
    else if (k == "dtype")
      out.dtype = v;
    else if (k == "op")
      out.op = v;
    else {
      char *end = nullptr;
      long long n = std::strtoll(v.c_str(), &end, 10);
      if (*end != '\0' || n <= 0) {
        error = file + ": header parameter " + k + "=" + v +
                " is not a positive integer";
        return false;
      }
      out.params[k] = n;
    }
  }
  if (out.name.empty() || out.kind.empty() || out.dtype.empty()) {
    error = file + ": header needs name=, kind= and dtype=";
    return false;
  }
  static const std::set<std::string> kinds = {
      "gemm", "conv", "elementwise", "reduction", "transpose"};
  if (!kinds.count(out.kind)) {
    error = file + ": unknown kind '" + out.kind + "'";
    return false;
  }
  if (elementBytes(out.dtype) == 0) {
    error = file + ": unknown dtype '" + out.dtype + "'";
    return false;
  }
  if (!validOp(out)) {
    error = file + ": kind " + out.kind + " does not take op '" + out.op + "'";
    return false;
  }
  for (const std::string &p : requiredParams(out))
    if (!out.params.count(p)) {
      error = file + ": kind " + out.kind + " needs " + p + "=";
      return false;
    }
  if (out.kind == "conv") {
    int64_t s = out.param("stride");
    if ((out.param("h") - out.param("kh")) % s != 0 ||
        (out.param("w") - out.param("kw")) % s != 0 ||
        out.param("h") < out.param("kh") || out.param("w") < out.param("kw")) {
      error = file + ": conv input " + std::to_string(out.param("h")) + "x" +
              std::to_string(out.param("w")) +
              " is not a whole number of strides past the filter";
      return false;
    }
  }
  return true;
}

std::vector<SuiteEntry>
roofline::calib::loadSuite(const std::string &dir,
                           std::vector<std::string> &errors) {
  std::vector<std::string> files;
  if (DIR *d = ::opendir(dir.c_str())) {
    while (dirent *ent = ::readdir(d)) {
      std::string n = ent->d_name;
      if (n.size() > 5 && n.compare(n.size() - 5, 5, ".mlir") == 0)
        files.push_back(dir + "/" + n);
    }
    ::closedir(d);
  } else {
    errors.push_back(dir + ": cannot open the suite directory");
    return {};
  }
  std::sort(files.begin(), files.end());
  std::vector<SuiteEntry> suite;
  std::set<std::string> names;
  for (const std::string &f : files) {
    std::ifstream in(f);
    std::stringstream ss;
    ss << in.rdbuf();
    SuiteEntry e;
    std::string err;
    if (!parseSuiteHeader(ss.str(), f, e, err)) {
      errors.push_back(err);
      continue;
    }
    if (!names.insert(e.name).second) {
      errors.push_back(f + ": kernel name '" + e.name + "' used twice");
      continue;
    }
    suite.push_back(e);
  }
  return suite;
}

ExpectedWork roofline::calib::expectedWork(const SuiteEntry &e) {
  ExpectedWork w;
  uint64_t b = elementBytes(e.dtype);
  auto p = [&](const char *k) { return uint64_t(e.param(k)); };
  if (e.kind == "gemm") {
    uint64_t m = p("m"), n = p("n"), k = p("k");
    w.flops = 2 * m * n * k;
    w.bytes = b * (m * k + k * n + 2 * m * n);
  } else if (e.kind == "conv") {
    int64_t s = e.param("stride");
    uint64_t oh = (p("h") - p("kh")) / s + 1, ow = (p("w") - p("kw")) / s + 1;
    uint64_t th = touchedExtent(oh, e.param("kh"), s);
    uint64_t tw = touchedExtent(ow, e.param("kw"), s);
    uint64_t n = p("n"), c = p("c"), f = p("f");
    w.flops = 2 * n * oh * ow * f * p("kh") * p("kw") * c;
    w.bytes =
        b * (n * th * tw * c + f * p("kh") * p("kw") * c + 2 * n * oh * ow * f);
  } else if (e.kind == "elementwise") {
    if (e.op == "bias") {
      uint64_t elems = p("n") * p("h") * p("w") * p("c");
      w.flops = elems;
      w.bytes = b * (2 * elems + p("c"));
    } else {
      uint64_t n = p("size");
      if (e.op == "add") {
        w.flops = n;
        w.bytes = 3 * n * b;
      } else if (e.op == "axpy") {
        w.flops = 2 * n;
        w.bytes = 3 * n * b;
      } else if (e.op == "relu") {
        w.flops = n;
        w.bytes = 2 * n * b;
      } else if (e.op == "exp") {
        w.transcendentals = n;
        w.bytes = 2 * n * b;
      }
    }
  } else if (e.kind == "reduction") {
    if (e.op == "all") {
      w.flops = p("size");
      w.bytes = b * (p("size") + 2);
    } else {
      uint64_t r = p("rows"), c = p("cols");
      w.flops = r * c;
      w.bytes = b * (r * c + 2 * (e.op == "rows" ? r : c));
    }
  } else if (e.kind == "transpose") {
    w.bytes = 2 * b * p("rows") * p("cols");
  }
  return w;
}

bool roofline::calib::parseReport(const std::string &json, Prediction &out,
                                  std::string &error) {
  JsonValue v;
  if (!parseJson(json, v, error))
    return false;
  if (asString(v.get("schema")) != "roofline-report/1") {
    error = "not a roofline-report/1 document";
    return false;
  }
  const JsonValue *totals = v.get("totals");
  const JsonValue *time = totals ? totals->get("time_s") : nullptr;
  if (!time || !time->isNumber()) {
    error = "the report has no totals.time_s";
    return false;
  }
  out = Prediction();
  out.timeS = time->number;
  out.flops = asCount(totals->get("flops"));
  out.bytes = asCount(totals->get("bytes"));
  out.transcendentals = asCount(totals->get("transcendentals"));
  out.costedOps = int64_t(asCount(totals->get("costed_ops")));
  out.unmodeledOps = int64_t(asCount(totals->get("unmodeled_ops")));
  out.device = asString(v.path({"device", "name"}));
  if (const JsonValue *ops = v.get("ops"); ops && ops->isArray()) {
    // The slowest op names the bound (suite files hold one op).
    const JsonValue *slowest = nullptr;
    double best = -1;
    for (const JsonValue &op : ops->array) {
      const JsonValue *t = op.get("time_s");
      if (t && t->isNumber() && t->number > best) {
        best = t->number;
        slowest = &op;
      }
    }
    if (slowest) {
      out.bound = asString(slowest->get("bound"));
      out.binding = asString(slowest->get("binding"));
      out.computeClass = asString(slowest->get("compute_class"));
      out.ceilingClass = asString(slowest->get("ceiling_class"));
    }
  }
  return true;
}

std::string roofline::calib::findRooflineOpt() {
  if (const char *env = std::getenv("ROOFLINE_OPT"))
    return isExecutable(env) ? std::string(env) : std::string();
  char self[4096];
  ssize_t n = ::readlink("/proc/self/exe", self, sizeof self - 1);
  if (n > 0) {
    self[n] = '\0';
    std::string dir = self;
    dir = dir.substr(0, dir.rfind('/'));
    if (isExecutable(dir + "/roofline-opt"))
      return dir + "/roofline-opt";
  }
  if (const char *path = std::getenv("PATH")) {
    std::istringstream ps(path);
    std::string d;
    while (std::getline(ps, d, ':'))
      if (!d.empty() && isExecutable(d + "/roofline-opt"))
        return d + "/roofline-opt";
  }
  return "";
}

bool roofline::calib::predict(const PredictOptions &opt, const SuiteEntry &e,
                              const std::string &deviceFile, Prediction &out,
                              std::string &error) {
  std::string cmd = shellQuote(opt.rooflineOpt) + " --analyze --json";
  if (deviceFile.empty())
    cmd += " --device=" + shellQuote(opt.specDevice);
  else
    cmd += " --device-file=" + shellQuote(deviceFile);
  if (e.dtype == "tf32")
    cmd += " --allow-tf32";
  if (!opt.hierarchy)
    cmd += " --no-hierarchy";
  cmd += " " + shellQuote(e.file) + " 2>&1";
  std::string text;
  int rc = runCapture(cmd, text);
  if (rc != 0) {
    // roofline-opt's own message, first line, is the useful part.
    std::string first = text.substr(0, text.find('\n'));
    error = "roofline-opt failed on " + e.file + " (exit " +
            std::to_string(rc) + "): " + first;
    return false;
  }
  // Remarks (if any) precede the JSON object on the merged stream.
  size_t brace = text.find("{\n");
  if (brace == std::string::npos)
    brace = text.find('{');
  if (brace == std::string::npos) {
    error = "roofline-opt printed no JSON report for " + e.file;
    return false;
  }
  if (!parseReport(text.substr(brace), out, error)) {
    error = e.file + ": " + error;
    return false;
  }
  return true;
}

std::vector<std::string>
roofline::calib::checkSuite(const PredictOptions &opt,
                            const std::vector<SuiteEntry> &suite) {
  std::vector<std::string> problems;
  // The kernel's compulsory work: with the hierarchical model a GEMM's
  // `bytes` are the DRAM bytes of its tiling (re-reads included), so the
  // counts are read from the DRAM-only roofline.
  PredictOptions counts = opt;
  counts.hierarchy = false;
  for (const SuiteEntry &e : suite) {
    Prediction p;
    std::string err;
    if (!predict(counts, e, "", p, err)) {
      problems.push_back(e.name + ": " + err);
      continue;
    }
    ExpectedWork w = expectedWork(e);
    auto mismatch = [&](const char *what, uint64_t model, uint64_t expect) {
      if (model != expect)
        problems.push_back(e.name + ": roofline-opt counts " +
                           std::to_string(model) + " " + what +
                           ", the kernel does " + std::to_string(expect));
    };
    if (p.costedOps != 1 || p.unmodeledOps != 0)
      problems.push_back(e.name + ": roofline-opt costs " +
                         std::to_string(p.costedOps) + " ops (" +
                         std::to_string(p.unmodeledOps) +
                         " unmodeled); a suite file must hold one op");
    mismatch("FLOPs", p.flops, w.flops);
    mismatch("transcendentals", p.transcendentals, w.transcendentals);
    mismatch("bytes", p.bytes, w.bytes);
  }
  return problems;
}

ErrorSummary
roofline::calib::summarizeErrors(const std::vector<double> &relativeErrors) {
  ErrorSummary s;
  std::vector<double> abs, signedErr;
  for (double e : relativeErrors)
    if (std::isfinite(e)) {
      abs.push_back(std::fabs(e));
      signedErr.push_back(e);
    }
  s.count = abs.size();
  if (s.count) {
    s.medianAbs = median(abs);
    s.p90Abs = percentile(abs, 0.9);
    s.medianSigned = median(signedErr);
  }
  return s;
}

std::vector<double>
roofline::calib::collectErrors(const std::vector<KernelResult> &results,
                               bool calibrated, const std::string &kind) {
  std::vector<double> errs;
  for (const KernelResult &r : results) {
    if (!kind.empty() && r.entry.kind != kind)
      continue;
    const std::optional<Prediction> &p = calibrated ? r.calibrated : r.spec;
    if (r.measuredS > 0 && p)
      errs.push_back(relativeError(p->timeS, r.measuredS));
  }
  return errs;
}

std::string roofline::calib::formatTime(double s) {
  char buf[32];
  if (s < 1e-3)
    std::snprintf(buf, sizeof buf, "%.1f us", s * 1e6);
  else if (s < 1)
    std::snprintf(buf, sizeof buf, "%.2f ms", s * 1e3);
  else
    std::snprintf(buf, sizeof buf, "%.3f s", s);
  return buf;
}

std::string
roofline::calib::formatResults(const std::vector<KernelResult> &results,
                               const std::string &specLabel,
                               const std::string &calibratedLabel) {
  bool haveCal = false;
  for (const KernelResult &r : results)
    haveCal = haveCal || r.calibrated.has_value();
  std::string o;
  char line[512];
  std::snprintf(line, sizeof line, "%-40s %11s  %11s %8s %-7s", "kernel",
                "measured", "spec", "error", "binds");
  o += line;
  if (haveCal) {
    std::snprintf(line, sizeof line, "  %11s %8s %-7s", "calibrated", "error",
                  "binds");
    o += line;
  }
  while (!o.empty() && o.back() == ' ')
    o.pop_back();
  o += "\n";
  auto col = [&](const std::optional<Prediction> &p, double measured) {
    if (!p)
      return std::string(fmtCell("-", "-", "-"));
    char buf[64];
    std::string err = "-";
    if (measured > 0) {
      std::snprintf(buf, sizeof buf, "%+.1f%%",
                    100 * relativeError(p->timeS, measured));
      err = buf;
    }
    return fmtCell(formatTime(p->timeS), err, p->binding);
  };
  for (const KernelResult &r : results) {
    std::string meas = r.measuredS > 0 ? formatTime(r.measuredS) : "skipped";
    std::snprintf(line, sizeof line, "%-40s %11s  %s", r.entry.name.c_str(),
                  meas.c_str(), col(r.spec, r.measuredS).c_str());
    o += line;
    if (haveCal)
      o += "  " + col(r.calibrated, r.measuredS);
    while (!o.empty() && o.back() == ' ')
      o.pop_back();
    if (!r.skipped.empty())
      o += "  (" + r.skipped + ")";
    o += "\n";
  }

  auto summary = [&](bool calibrated, const std::string &label) {
    std::string s;
    ErrorSummary all = summarizeErrors(collectErrors(results, calibrated));
    std::snprintf(line, sizeof line,
                  "  %-11s %-34s over %3zu kernels: median |error| %5.1f%%, "
                  "90th percentile %5.1f%%, median signed %+.1f%%\n",
                  calibrated ? "calibrated" : "spec", label.c_str(),
                  all.count, 100 * all.medianAbs, 100 * all.p90Abs,
                  100 * all.medianSigned);
    s += line;
    for (const char *kind :
         {"gemm", "conv", "elementwise", "reduction", "transpose"}) {
      ErrorSummary k =
          summarizeErrors(collectErrors(results, calibrated, kind));
      if (!k.count)
        continue;
      std::snprintf(line, sizeof line,
                    "      %-12s %3zu kernels: median |error| %5.1f%%, 90th "
                    "percentile %5.1f%%, median signed %+.1f%%\n",
                    kind, k.count, 100 * k.medianAbs, 100 * k.p90Abs,
                    100 * k.medianSigned);
      s += line;
    }
    return s;
  };
  o += "\nrelative error = (predicted - measured) / measured; "
       "|error| statistics over the measured kernels:\n";
  o += summary(false, specLabel);
  if (haveCal)
    o += summary(true, calibratedLabel);
  return o;
}

std::string roofline::calib::fmtCell(const std::string &time,
                                     const std::string &err,
                                     const std::string &binding) {
  char buf[128];
  std::snprintf(buf, sizeof buf, "%11s %8s %-7s", time.c_str(), err.c_str(),
                binding.c_str());
  return buf;
}

std::string
roofline::calib::writeResultsJSON(const RunInfo &info,
                                  const std::vector<KernelResult> &results) {
  JsonWriter w;
  w.beginObject();
  w.attr("schema", "roofline-validate/1");
  w.attr("gpu", info.gpu);
  w.attr("measured_from", info.measuredFrom);
  w.attr("spec_device", info.specDevice);
  w.attr("device_file", info.deviceFile);
  w.attr("warmup_runs", info.warmup);
  w.attr("timed_runs", info.repeats);
  w.attr("hierarchy", info.hierarchy);
  auto pred = [&](const char *key, const std::optional<Prediction> &p,
                  double measured) {
    w.key(key);
    if (!p) {
      w.null();
      return;
    }
    w.beginObject();
    w.attr("device", p->device);
    w.attr("time_s", p->timeS);
    if (measured > 0)
      w.attr("relative_error", relativeError(p->timeS, measured));
    else {
      w.key("relative_error");
      w.null();
    }
    w.attr("bound", p->bound);
    w.attr("binding", p->binding);
    w.attr("compute_class", p->computeClass);
    w.attr("ceiling_class", p->ceilingClass);
    w.endObject();
  };
  w.key("kernels");
  w.beginArray();
  for (const KernelResult &r : results) {
    w.beginObject();
    w.attr("name", r.entry.name);
    w.attr("kind", r.entry.kind);
    w.attr("dtype", r.entry.dtype);
    w.attr("file", r.entry.file);
    w.attr("flops", r.work.flops);
    w.attr("transcendentals", r.work.transcendentals);
    w.attr("bytes", r.work.bytes);
    if (r.measuredS > 0)
      w.attr("measured_s", r.measuredS);
    else {
      w.key("measured_s");
      w.null();
    }
    w.key("runs_s");
    w.beginArray();
    for (double s : r.runsS)
      w.value(s);
    w.endArray();
    if (!r.skipped.empty())
      w.attr("skipped", r.skipped);
    if (!r.algorithm.empty())
      w.attr("algorithm", r.algorithm);
    pred("spec", r.spec, r.measuredS);
    pred("calibrated", r.calibrated, r.measuredS);
    w.endObject();
  }
  w.endArray();
  w.key("summary");
  w.beginObject();
  for (bool cal : {false, true}) {
    ErrorSummary s = summarizeErrors(collectErrors(results, cal));
    w.key(cal ? "calibrated" : "spec");
    if (!s.count) {
      w.null();
      continue;
    }
    w.beginObject();
    w.attr("kernels", static_cast<uint64_t>(s.count));
    w.attr("median_abs_relative_error", s.medianAbs);
    w.attr("p90_abs_relative_error", s.p90Abs);
    w.attr("median_relative_error", s.medianSigned);
    w.endObject();
  }
  w.endObject();
  w.endObject();
  return w.str();
}

bool roofline::calib::readMeasurements(
    const std::string &json, RunInfo &info,
    std::map<std::string, KernelResult> &byName, std::string &error) {
  JsonValue v;
  if (!parseJson(json, v, error))
    return false;
  if (asString(v.get("schema")) != "roofline-validate/1") {
    error = "not a roofline-validate/1 results file";
    return false;
  }
  info.gpu = asString(v.get("gpu"));
  if (const JsonValue *n = v.get("warmup_runs"); n && n->isNumber())
    info.warmup = int(n->number);
  if (const JsonValue *n = v.get("timed_runs"); n && n->isNumber())
    info.repeats = int(n->number);
  const JsonValue *kernels = v.get("kernels");
  if (!kernels || !kernels->isArray()) {
    error = "no kernels array";
    return false;
  }
  for (const JsonValue &k : kernels->array) {
    KernelResult r;
    r.entry.name = asString(k.get("name"));
    if (r.entry.name.empty()) {
      error = "a kernel without a name";
      return false;
    }
    if (const JsonValue *m = k.get("measured_s"); m && m->isNumber())
      r.measuredS = m->number;
    if (const JsonValue *runs = k.get("runs_s"); runs && runs->isArray())
      for (const JsonValue &s : runs->array)
        if (s.isNumber())
          r.runsS.push_back(s.number);
    r.skipped = asString(k.get("skipped"));
    r.algorithm = asString(k.get("algorithm"));
    byName[r.entry.name] = r;
  }
  return true;
}
