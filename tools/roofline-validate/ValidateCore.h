//===- ValidateCore.h - roofline-validate without the GPU -----------------===//
//
// Everything of roofline-validate that needs no GPU: the kernel suite (one
// linalg .mlir file per kernel under suite/, whose header line says which
// CUDA kernel it describes), the FLOPs and bytes each kernel must do,
// running roofline-opt on a suite file and reading its prediction, and the
// comparison of predicted with measured times (relative error, median and
// 90th percentile). Pure C++17; unit-tested in test/Calibration.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_CALIBRATION_VALIDATECORE_H
#define ROOFLINE_CALIBRATION_VALIDATECORE_H

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace roofline::calib {

/// One kernel of the suite, from the header line of its .mlir file:
///   // roofline-validate: name=gemm-f16-4096x4096x4096 kind=gemm dtype=f16
///   //   m=4096 n=4096 k=4096
/// (one line). Kinds and their integer parameters:
///   gemm        m n k                      C[m,n] += A[m,k] B[k,n]
///   conv        n h w c f kh kw stride     NHWC input h x w (already padded),
///                                          filter f x kh x kw x c, no padding
///   elementwise op=add|axpy|relu|exp: size; op=bias: n h w c
///   reduction   op=rows|cols: rows cols; op=all: size
///   transpose   rows cols
/// dtype: f32, tf32 (f32 data on TF32 tensor cores), f16, bf16.
struct SuiteEntry {
  std::string name, kind, dtype, op;
  std::map<std::string, int64_t> params;
  std::string file; ///< path of the .mlir file
  int64_t param(const std::string &key) const;
};

/// Parses the header line of a suite file. Returns false with `error` when
/// the file has no header or the header is malformed or incomplete.
bool parseSuiteHeader(const std::string &text, const std::string &file,
                      SuiteEntry &out, std::string &error);

/// Loads every *.mlir of `dir`, sorted by file name. Errors are appended
/// to `errors`; the entries that parsed are returned.
std::vector<SuiteEntry> loadSuite(const std::string &dir,
                                  std::vector<std::string> &errors);

/// The work a kernel must do, by the model's conventions (docs/model.md):
/// FLOPs (a multiply-add is 2), transcendental evaluations, and compulsory
/// DRAM bytes (each input read once; the output written once, and read once
/// when the kernel accumulates into it).
struct ExpectedWork {
  uint64_t flops = 0, transcendentals = 0, bytes = 0;
};
ExpectedWork expectedWork(const SuiteEntry &e);

/// Bytes per element of a dtype (f32/tf32 4, f16/bf16 2); 0 if unknown.
unsigned elementBytes(const std::string &dtype);

/// roofline-opt's prediction for one suite file.
struct Prediction {
  double timeS = 0;
  uint64_t flops = 0, bytes = 0, transcendentals = 0;
  int64_t costedOps = 0, unmodeledOps = 0;
  std::string device, bound, binding, computeClass, ceilingClass;
};

/// Reads a roofline-report/1 JSON (roofline-opt --analyze --json).
bool parseReport(const std::string &json, Prediction &out,
                 std::string &error);

/// Where roofline-opt is: $ROOFLINE_OPT, else next to this executable, else
/// on PATH. Empty when not found.
std::string findRooflineOpt();

/// How to run roofline-opt on the suite.
struct PredictOptions {
  std::string rooflineOpt;     ///< path of roofline-opt
  std::string specDevice;      ///< catalog name, e.g. h200-sxm-141gb
  std::string deviceFile;      ///< calibrated device file ("" for none)
  bool hierarchy = true;       ///< false: --no-hierarchy
};

/// Runs `roofline-opt --analyze --json` on e.file with the catalog device
/// (deviceFile empty) or the device file, adding --allow-tf32 for tf32
/// kernels. Returns false with `error` when roofline-opt fails.
bool predict(const PredictOptions &opt, const SuiteEntry &e,
             const std::string &deviceFile, Prediction &out,
             std::string &error);

/// Checks that roofline-opt costs every suite kernel as one op with exactly
/// the FLOPs, transcendentals and bytes of expectedWork() (compulsory
/// bytes: it runs the DRAM-only roofline, whatever opt.hierarchy says). One
/// message per mismatch; empty when everything agrees.
std::vector<std::string> checkSuite(const PredictOptions &opt,
                                    const std::vector<SuiteEntry> &suite);

/// One kernel's outcome.
struct KernelResult {
  SuiteEntry entry;
  ExpectedWork work;
  std::vector<double> runsS;   ///< each timed run, seconds
  double measuredS = 0;        ///< median of runsS (0: not measured)
  std::string skipped;         ///< why it was not measured, if it was not
  std::string algorithm;       ///< library algorithm used, if any
  std::optional<Prediction> spec, calibrated;
};

/// Median and 90th percentile of |relative error| over a set of kernels,
/// plus the median signed error (positive: the model is pessimistic).
struct ErrorSummary {
  size_t count = 0;
  double medianAbs = 0, p90Abs = 0, medianSigned = 0;
};
ErrorSummary summarizeErrors(const std::vector<double> &relativeErrors);

/// The relative errors of the kernels that were measured and predicted,
/// for spec (`calibrated` false) or calibrated ceilings, optionally only of
/// one kind.
std::vector<double> collectErrors(const std::vector<KernelResult> &results,
                                  bool calibrated,
                                  const std::string &kind = "");

/// One "predicted error binds" cell of the results table.
std::string fmtCell(const std::string &time, const std::string &err,
                    const std::string &binding);

/// "812.4 us", "12.35 ms", "3.210 s".
std::string formatTime(double seconds);

/// The table of kernels and the error summaries, as printed.
std::string formatResults(const std::vector<KernelResult> &results,
                          const std::string &specLabel,
                          const std::string &calibratedLabel);

/// Describes the run in results.json.
struct RunInfo {
  std::string gpu;          ///< e.g. "NVIDIA H200 (sm_90, ...)"
  std::string specDevice;   ///< catalog device of the spec predictions
  std::string deviceFile;   ///< calibrated device file, or ""
  std::string measuredFrom; ///< "this run" or the measurements file read
  int warmup = 0, repeats = 0;
  bool hierarchy = true;
};

/// results.json, schema "roofline-validate/1" (docs/validation.md).
std::string writeResultsJSON(const RunInfo &info,
                             const std::vector<KernelResult> &results);

/// Reads the measured part of a results.json (kernels, runs, skips, GPU) to
/// predict again without a GPU (--from-measurements).
bool readMeasurements(const std::string &json, RunInfo &info,
                      std::map<std::string, KernelResult> &byName,
                      std::string &error);

} // namespace roofline::calib

#endif // ROOFLINE_CALIBRATION_VALIDATECORE_H
