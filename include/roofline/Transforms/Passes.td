//===- Passes.td - roofline-opt passes ------------------------*- tablegen -*-===//

#ifndef ROOFLINE_TRANSFORMS_PASSES_TD
#define ROOFLINE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def RooflineAnalyzePass : Pass<"roofline-analyze", "::mlir::ModuleOp"> {
  let summary = "Predict where each op sits on a GPU's roofline";
  let description = [{
    Costs every op implementing RooflineCostOpInterface (all linalg
    structured ops, linalg.softmax, tensor.pad/concat, memref.copy, GPU
    kernel launches (gpu.launch_func, gpu.launch) from their bodies, ...):
    FLOPs by compute class and compulsory DRAM bytes; then computes its
    roofline verdict on the chosen device (intensity, ridge point, bound,
    predicted time, fraction of peak). Attaches a discardable `roofline`
    dictionary to each costed op and `roofline.summary` to each function
    and the module, lists ops it cannot cost as unmodeled with a remark,
    and writes a text or JSON report. The IR's semantics are unchanged.

    The device is `device` (a catalog name), else `device-file`, else the
    module's `dlti.target_system_spec` "GPU" entry, else
    `fallback-device`, else an error listing the catalog.
  }];
  let options = [
    Option<"deviceName", "device", "std::string", /*default=*/"\"\"",
           "Catalog device (roofline-opt --list-devices)">,
    Option<"fallbackDevice", "fallback-device", "std::string",
           /*default=*/"\"\"",
           "Catalog device used when neither device nor device-file is "
           "given and the module carries no DLTI GPU spec (roofline-opt "
           "--analyze sets a100-sxm4-40gb)">,
    Option<"deviceFile", "device-file", "std::string", /*default=*/"\"\"",
           "Device description in the roofline-device/1 JSON schema">,
    Option<"ceilings", "ceilings", "std::string", /*default=*/"\"spec\"",
           "Ceilings to use: spec (datasheet) or sustained (measured, "
           "falling back to spec where none is published)">,
    Option<"allowTF32", "allow-tf32", "bool", /*default=*/"false",
           "Run f32 contractions on the TF32 tensor-core class">,
    Option<"hierarchy", "hierarchy", "bool", /*default=*/"true",
           "Model traffic at L1/shared, L2 and DRAM and choose tiles for "
           "contractions and convolutions (off: DRAM-only roofline)">,
    Option<"dynamicDimSize", "dynamic-dim-size", "int64_t",
           /*default=*/"-1",
           "Size assumed for every dynamic loop range (-1: dynamic ops are "
           "unmodeled)">,
    Option<"format", "format", "std::string", /*default=*/"\"none\"",
           "Report format: text, json or none">,
    Option<"reportFile", "report-file", "std::string", /*default=*/"\"-\"",
           "Where the report goes ('-' for stdout)">,
    Option<"svgFile", "svg-file", "std::string", /*default=*/"\"\"",
           "Also write an SVG roofline chart to this file">,
    Option<"htmlFile", "html-file", "std::string", /*default=*/"\"\"",
           "Also write a single-file HTML report to this file">,
    Option<"annotate", "annotate", "bool", /*default=*/"true",
           "Attach `roofline` attributes to costed ops and summaries to "
           "functions and the module">,
    Option<"writeTarget", "write-target", "bool", /*default=*/"false",
           "Write the chosen device into the module as the \"GPU\" entry of "
           "its dlti.target_system_spec, so the pipeline carries its target">,
    Option<"emitRemarks", "emit-remarks", "bool", /*default=*/"false",
           "Test mode: emit each op's result as a remark (for "
           "--verify-diagnostics)">,
  ];
  let statistics = [
    Statistic<"numCosted", "costed-ops", "Number of ops costed">,
    Statistic<"numUnmodeled", "unmodeled-ops", "Number of ops left unmodeled">,
    Statistic<"numMemoryBound", "memory-bound-ops", "Number of memory-bound ops">,
    Statistic<"numComputeBound", "compute-bound-ops",
              "Number of compute-bound ops">,
  ];
  let dependentDialects = ["::mlir::DLTIDialect"];
}

#endif // ROOFLINE_TRANSFORMS_PASSES_TD
