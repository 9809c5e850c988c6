//===- ModelEnums.td - Enums of the roofline model -------*- tablegen -*-===//
//
// What binds an op's time, which side of the ridge it falls on, and where
// its tile came from. The string of each case is its spelling in reports,
// JSON and attributes; mlir-tblgen generates stringify/symbolize.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_MODEL_MODELENUMS_TD
#define ROOFLINE_MODEL_MODELENUMS_TD

include "mlir/IR/EnumAttr.td"

/// Where a tiling came from: the model's search, tiles already in the IR, or
/// none (compulsory traffic at every level).
def Roofline_TilingOrigin : I32Enum<"TilingOrigin", "where a tiling came from", [
  I32EnumCase<"Model", 0, "model">,
  I32EnumCase<"IR", 1, "ir">,
  I32EnumCase<"Compulsory", 2, "compulsory">
]> {
  let cppNamespace = "::roofline";
}

/// What binds an op's predicted time: compute, a memory level, the
/// kernel launch (its overhead exceeds compute and every level's time;
/// docs/model.md 1.7), or the interconnect (a collective's transfer over
/// NVLink, PCIe or the network exceeds them all; docs/model.md,
/// "Collectives"). bindingOf(MemoryLevel) maps a level to its case (L3
/// came last); Compute..L3 index Totals::timeByBinding.
def Roofline_Binding : I32Enum<"Binding", "what binds an op's time", [
  I32EnumCase<"Compute", 0, "compute">,
  I32EnumCase<"DRAM", 1, "dram">,
  I32EnumCase<"L2", 2, "l2">,
  I32EnumCase<"L1", 3, "l1">,
  I32EnumCase<"Launch", 4, "launch">,
  I32EnumCase<"Interconnect", 5, "interconnect">,
  I32EnumCase<"None", 6, "none">,
  I32EnumCase<"L3", 7, "l3">
]> {
  let cppNamespace = "::roofline";
}

/// Which side of the ridge point an op falls on, `Launch` when its
/// launch overhead outweighs both sides (it is bound by neither), or
/// `Interconnect` when a collective's transfer between devices does.
def Roofline_Bound : I32Enum<"Bound", "which side of the ridge an op is on", [
  I32EnumCase<"Memory", 0, "memory">,
  I32EnumCase<"Compute", 1, "compute">,
  I32EnumCase<"None", 2, "none">,
  I32EnumCase<"Launch", 3, "launch">,
  I32EnumCase<"Interconnect", 4, "interconnect">
]> {
  let cppNamespace = "::roofline";
}

/// What an op does, as its cost model knows it: what the advice of a report
/// depends on. `Other` is for ops whose model does not say (GPU kernel
/// launches, a downstream op that leaves it unset).
def Roofline_OpKind : I32Enum<"OpKind", "what an op does", [
  I32EnumCase<"Other", 0, "other">,
  I32EnumCase<"Contraction", 1, "contraction">,
  I32EnumCase<"Elementwise", 2, "elementwise">,
  I32EnumCase<"Reduction", 3, "reduction">,
  I32EnumCase<"DataMovement", 4, "data_movement">
]> {
  let cppNamespace = "::roofline";
}

/// How the ops of a module run (docs/model.md 1.8): `eager`, one kernel per
/// op; `compiled`, ops a compiler or library folds into their consumer (an
/// accumulator's fill, a convolution's padding) cost nothing of their own;
/// `graph`, compiled and launched from a CUDA graph (the device's per-kernel
/// graph gap replaces the launch overhead).
def Roofline_ExecutionMode : I32Enum<"ExecutionMode", "how ops run", [
  I32EnumCase<"Eager", 0, "eager">,
  I32EnumCase<"Compiled", 1, "compiled">,
  I32EnumCase<"Graph", 2, "graph">
]> {
  let cppNamespace = "::roofline";
}

/// How eager mode runs an attention chain (docs/model.md 1.8, "Attention"):
/// `sdpa`, as one fused kernel (PyTorch 2's scaled_dot_product_attention,
/// which model code calls); `unfused`, op by op (PyTorch 1.x, or a model
/// that computes softmax(QK^T)V itself).
def Roofline_EagerAttention : I32Enum<"EagerAttention",
    "how eager mode runs attention", [
  I32EnumCase<"Sdpa", 0, "sdpa">,
  I32EnumCase<"Unfused", 1, "unfused">
]> {
  let cppNamespace = "::roofline";
}

/// How eager mode's framework lays out the activations of a convolution
/// written NCHW in the IR (docs/model.md 1.8, "Convolution layouts"):
/// `contiguous`, PyTorch's default (NCHW in memory: cuDNN transposes a
/// tensor-core convolution's input to NHWC and its output back, as kernels
/// of their own); `channels-last` (NHWC in memory: no transposes).
def Roofline_MemoryFormat : I32Enum<"MemoryFormat",
    "how eager mode lays out NCHW convolutions' activations", [
  I32EnumCase<"Contiguous", 0, "contiguous">,
  I32EnumCase<"ChannelsLast", 1, "channels-last">
]> {
  let cppNamespace = "::roofline";
}

/// Whether a compiled module's GEMMs and convolutions take their pointwise
/// epilogue into their kernel (docs/model.md 1.8, "Fused kernels"): `fused`,
/// as XLA, IREE and Inductor's GEMM and convolution templates
/// (max-autotune) run them; `separate`, as Inductor's default runs them
/// (cuBLAS and cuDNN called as extern kernels, which fuse nothing: the
/// epilogue is a kernel of its own, fused with the pointwise ops after it).
def Roofline_LibraryEpilogues : I32Enum<"LibraryEpilogues",
    "whether GEMMs and convolutions fuse their epilogues", [
  I32EnumCase<"Fused", 0, "fused">,
  I32EnumCase<"Separate", 1, "separate">
]> {
  let cppNamespace = "::roofline";
}

#endif // ROOFLINE_MODEL_MODELENUMS_TD
