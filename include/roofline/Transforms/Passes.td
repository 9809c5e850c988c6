//===- Passes.td - roofline-opt passes ------------------------*- tablegen -*-===//

#ifndef ROOFLINE_TRANSFORMS_PASSES_TD
#define ROOFLINE_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

// The spellings of a report format, for the `format` option of both passes.
defvar ReportFormatValues = [{::llvm::cl::values(
  clEnumValN(::roofline::ReportFormat::Text, "text", "a text table"),
  clEnumValN(::roofline::ReportFormat::JSON, "json",
             "JSON (docs/json-schema.md)"),
  clEnumValN(::roofline::ReportFormat::None, "none", "no report"))}];

// The device and cost options, declared once: both passes take them
// (!listconcat) and resolve them in one place (DeviceOptions.cpp), so a device
// means the same thing to both.
defvar RooflineDeviceOptions = [
  Option<"deviceName", "device", "std::string", /*default=*/"\"\"",
         "Catalog device (roofline-opt --list-devices)">,
  Option<"fallbackDevice", "fallback-device", "std::string",
         /*default=*/"\"\"",
         "Catalog device used when neither device nor device-file is "
         "given and the module carries no DLTI GPU spec (roofline-opt "
         "--analyze sets a100-sxm4-40gb)">,
  Option<"deviceFile", "device-file", "std::string", /*default=*/"\"\"",
         "Device description in the roofline-device/1 JSON schema">,
  Option<"ceilings", "ceilings", "::roofline::CeilingKind",
         /*default=*/"::roofline::CeilingKind::Spec",
         "Ceilings to use",
         [{::llvm::cl::values(
           clEnumValN(::roofline::CeilingKind::Spec, "spec", "datasheet"),
           clEnumValN(::roofline::CeilingKind::Sustained, "sustained",
                      "measured, falling back to spec where none is "
                      "published"))}]>,
  Option<"allowTF32", "allow-tf32", "bool", /*default=*/"false",
         "Run f32 contractions on the TF32 tensor-core class">,
  Option<"hierarchy", "hierarchy", "bool", /*default=*/"true",
         "Model traffic at L1/shared, L2 and DRAM and choose tiles for "
         "contractions and convolutions (off: DRAM-only roofline; tile "
         "needs it)">,
  Option<"dynamicDimSize", "dynamic-dim-size", "int64_t",
         /*default=*/"-1",
         "Size assumed for every dynamic loop range (-1: dynamic ops are "
         "unmodeled, and left alone by roofline-optimize)">,
  Option<"mode", "mode", "::roofline::ExecutionMode",
         /*default=*/"::roofline::ExecutionMode::Compiled",
         "How the ops run (docs/model.md 1.8)",
         [{::llvm::cl::values(
           clEnumValN(::roofline::ExecutionMode::Eager, "eager",
                      "every op a kernel of its own, issued op by op "
                      "from the host (PyTorch eager); accumulator fills "
                      "and convolution pads folded into their library "
                      "calls"),
           clEnumValN(::roofline::ExecutionMode::Compiled, "compiled",
                      "accumulator fills and convolution pads folded into "
                      "their consumer, elementwise chains, epilogues and "
                      "reduction prologues fused into one kernel, as "
                      "libraries and compilers do"),
           clEnumValN(::roofline::ExecutionMode::Graph, "graph",
                      "compiled, launched from a CUDA graph (the device's "
                      "graph_launch_gap_us per kernel)"))}]>,
  Option<"eagerAttention", "eager-attention", "::roofline::EagerAttention",
         /*default=*/"::roofline::EagerAttention::Sdpa",
         "mode=eager: how an attention chain runs (docs/model.md 1.8)",
         [{::llvm::cl::values(
           clEnumValN(::roofline::EagerAttention::Sdpa, "sdpa",
                      "one fused kernel, as PyTorch 2's "
                      "scaled_dot_product_attention"),
           clEnumValN(::roofline::EagerAttention::Unfused, "unfused",
                      "op by op, as PyTorch 1.x"))}]>,
  Option<"memoryFormat", "memory-format", "::roofline::MemoryFormat",
         /*default=*/"::roofline::MemoryFormat::Contiguous",
         "mode=eager: how the framework lays out an NCHW convolution's "
         "activations (docs/model.md 1.8)",
         [{::llvm::cl::values(
           clEnumValN(::roofline::MemoryFormat::Contiguous, "contiguous",
                      "NCHW, PyTorch's default: cuDNN transposes a 16-bit "
                      "tensor-core convolution's input and output"),
           clEnumValN(::roofline::MemoryFormat::ChannelsLast, "channels-last",
                      "NHWC (torch.channels_last): no transposes"))}]>,
  Option<"libraryEpilogues", "library-epilogues",
         "::roofline::LibraryEpilogues",
         /*default=*/"::roofline::LibraryEpilogues::Fused",
         "mode=compiled or graph: whether a GEMM's or convolution's "
         "pointwise epilogue runs in its kernel (docs/model.md 1.8)",
         [{::llvm::cl::values(
           clEnumValN(::roofline::LibraryEpilogues::Fused, "fused",
                      "in the GEMM's or convolution's kernel (XLA, IREE, "
                      "Inductor's templates with max-autotune)"),
           clEnumValN(::roofline::LibraryEpilogues::Separate, "separate",
                      "a kernel of its own after the cuBLAS or cuDNN call, "
                      "fused with the pointwise ops that follow "
                      "(torch.compile's default)"))}]>,
  Option<"hostProfile", "host-profile", "std::string", /*default=*/"\"\"",
         "mode=eager: the host's per-op costs, a roofline-host-profile/1 "
         "JSON file (python3 -m roofline host-profile measures one); "
         "default: the module's roofline.framework, else the built-in "
         "PyTorch eager profile (docs/model.md 1.8)">,
  Option<"timing", "timing", "::roofline::KernelTiming",
         /*default=*/"::roofline::KernelTiming::Stream",
         "What each op's predicted time includes (docs/model.md, \"What a "
         "measured time means\")",
         [{::llvm::cl::values(
           clEnumValN(::roofline::KernelTiming::Stream, "stream",
                      "its cost in a stream of kernels, launches overlapped "
                      "with execution (a model's op, a back-to-back loop's "
                      "average)"),
           clEnumValN(::roofline::KernelTiming::Kernel, "kernel",
                      "the kernel's own duration (CUPTI, Nsight): no launch"),
           clEnumValN(::roofline::KernelTiming::Event, "event",
                      "one call between CUDA events: launch in series with "
                      "the kernel"))}]>,
];

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
    and the module, lists ops it cannot cost as unmodeled with one remark
    per function, op kind and reason, and writes a text or JSON report;
    with `strict`, an unmodeled op fails the pass. The IR's semantics are unchanged.

    The device is `device` (a catalog name), else `device-file`, else the
    module's `dlti.target_system_spec` "GPU" entry, else
    `fallback-device`, else an error listing the catalog.
  }];
  let options = !listconcat(RooflineDeviceOptions, [
    Option<"format", "format", "::roofline::ReportFormat",
           /*default=*/"::roofline::ReportFormat::None",
           "Report format", ReportFormatValues>,
    Option<"reportFile", "report-file", "std::string", /*default=*/"\"-\"",
           "Where the report goes ('-' for stdout)">,
    Option<"top", "top", "unsigned", /*default=*/"0",
           "Rows of the report's op table, slowest first (0: all; per group "
           "with group-by)">,
    Option<"groupBy", "group-by", "std::string", /*default=*/"\"\"",
           "Group the report's op table and totals: module[:depth] (the "
           "module path of the locations), kind or function">,
    Option<"columns", "columns", "unsigned", /*default=*/"100",
           "Width of the text report: lines wrap at it; 140 or more (or 0, "
           "no wrapping) adds the roofline binding, class and % of peak to "
           "the op table">,
    Option<"shapes", "shapes", "bool", /*default=*/"false",
           "End the text report's op table with each op's operand shapes">,
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
    Option<"strict", "strict", "bool", /*default=*/"false",
           "Fail when some op is unmodeled (after the report is written); "
           "the error names the op kinds and their counts">,
  ]);
  let statistics = [
    Statistic<"numCosted", "costed-ops", "Number of ops costed">,
    Statistic<"numUnmodeled", "unmodeled-ops", "Number of ops left unmodeled">,
    Statistic<"numMemoryBound", "memory-bound-ops", "Number of memory-bound ops">,
    Statistic<"numComputeBound", "compute-bound-ops",
              "Number of compute-bound ops">,
    Statistic<"numLaunchBound", "launch-bound-ops",
              "Number of launch-bound ops">,
  ];
  let dependentDialects = ["::mlir::DLTIDialect", "::roofline::RooflineDialect"];
}

def RooflineOptimizePass : Pass<"roofline-optimize", "::mlir::ModuleOp"> {
  let summary = "Apply the roofline playbook op by op, as the model decides";
  let description = [{
    Acts on the verdicts of roofline-analyze. Every change is decided by
    the model on the chosen device, never by a fixed rule, and a change the
    model predicts slower is never made:

    - Fusion (`fuse`): elementwise linalg.generic producers on tensors are
      fused into their consumers (upstream elementwise fusion) when the
      fused op is predicted faster than producer plus consumer (the
      intermediate's bytes and a launch saved, against any recomputation
      a broadcast adds). Most profitable first, re-evaluated after each.
    - Tiling (`tile`): contractions take the block tile the hierarchical
      model chose: scf.forall over bm x bn output tiles, scf.for over
      bk-deep K slices, when the model predicts the tiled nest no slower.
      The tiles and predicted per-level bytes are recorded in
      `roofline.tiles` on the scf.forall.
    - Precision (`precision`, opt-in; default keep): tf32 marks
      compute-bound f32 contractions to run on the TF32 class; bf16/f16
      make f32 contractions and convolutions take 16-bit inputs (truncated
      by an elementwise op) with f32 accumulation, when the model predicts
      the truncations plus the faster op quicker. The truncation of a
      weight (a constant, or an argument marked `roofline.weight`, e.g. by
      `weight-args`) is done once ahead of time and costs nothing. With bf16/f16, after fusion, elementwise
      results that only feed other generics are stored in 16 bits and
      extended back to f32 by their consumers when predicted faster. Each
      change is recorded in `roofline.precision` on the op.

    The decisions are summarised in remarks at the module, one per decision
    kind (applied, with the predicted time saved, and kept, by reason);
    `remarks=all` makes every decision a remark at its op instead, with the
    predicted time before and after; `emit-remarks=false` silences both. Ops the pass cannot transform (dynamic shapes without
    `dynamic-dim-size`, ops outside the model) are left as they were.
    Running the pass twice changes nothing the second time. The device
    options are those of roofline-analyze.
  }];
  let options = !listconcat(RooflineDeviceOptions, [
    Option<"fuse", "fuse", "bool", /*default=*/"true",
           "Fuse elementwise producers into consumers when predicted faster">,
    Option<"tile", "tile", "bool", /*default=*/"true",
           "Tile contractions with the hierarchical model's block tile when "
           "predicted no slower">,
    Option<"precision", "precision", "::roofline::PrecisionPolicy",
           /*default=*/"::roofline::PrecisionPolicy::Keep",
           "Precision lowering of compute-bound f32 contractions",
           [{::llvm::cl::values(
             clEnumValN(::roofline::PrecisionPolicy::Keep, "keep",
                        "never change precision"),
             clEnumValN(::roofline::PrecisionPolicy::TF32, "tf32",
                        "run them on the TF32 tensor-core class"),
             clEnumValN(::roofline::PrecisionPolicy::BF16, "bf16",
                        "bf16 inputs, f32 accumulation"),
             clEnumValN(::roofline::PrecisionPolicy::F16, "f16",
                        "f16 inputs, f32 accumulation"))}]>,
    Option<"sparsityWhatIf", "sparsity-whatif", "std::string",
           /*default=*/"\"none\"",
           "What-if, never applied: '2:4' predicts each contraction and "
           "convolution with a weight (a constant or a roofline.weight "
           "argument) stored 2:4 structured-sparse, before and after, in "
           "remarks and the summary; 'none' (the default) does not">,
    ListOption<"weightArgs", "weight-args", "std::string",
           "Arguments that are weights (loaded once, not per run), in every "
           "function: numbers and ranges, e.g. 1-3,5 or 1- (1 to the last); "
           "each is marked roofline.weight, and converting it costs nothing "
           "at run time">,
    Option<"format", "format", "::roofline::ReportFormat",
           /*default=*/"::roofline::ReportFormat::None",
           "Before/after summary format", ReportFormatValues>,
    Option<"reportFile", "report-file", "std::string", /*default=*/"\"-\"",
           "Where the summary goes ('-' for stdout)">,
    Option<"emitRemarks", "emit-remarks", "bool", /*default=*/"true",
           "Emit the decision remarks (see `remarks`)">,
    Option<"remarks", "remarks", "std::string", /*default=*/"\"summary\"",
           "Which decision remarks: 'summary' (one per decision kind, at the "
           "module) or 'all' (every decision, applied, rejected or not "
           "possible, at its op)">,
  ]);
  let statistics = [
    Statistic<"numFused", "fusions-applied", "Fusions applied">,
    Statistic<"numFusionsRejected", "fusions-rejected",
              "Fusions the model predicted slower">,
    Statistic<"numPrecision", "precision-changes", "Precision changes">,
    Statistic<"numTiled", "ops-tiled", "Ops tiled">,
    Statistic<"numTilesRejected", "tilings-rejected",
              "Tilings not applied (predicted slower or not expressible)">,
  ];
  let dependentDialects = [
    "::mlir::DLTIDialect", "::roofline::RooflineDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect", "::mlir::tensor::TensorDialect",
    "::mlir::arith::ArithDialect", "::mlir::affine::AffineDialect"
  ];
}

#endif // ROOFLINE_TRANSFORMS_PASSES_TD
