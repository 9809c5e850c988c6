//===- RooflineDialect.td - The `roofline` dialect --------*- tablegen -*-===//
//
// A dialect with no ops: its attributes are what the roofline passes
// exchange through the IR. roofline-analyze writes #roofline.cost on each op
// and #roofline.summary on functions and the module; roofline-optimize
// writes #roofline.tile on the loops it tiles, #roofline.epilogue on the
// nests of the epilogues it fuses and #roofline.precision on the ops whose
// precision it changes, which the cost model reads back. Each has
// a verifier, so a malformed attribute in input IR is a parse error, and a
// compact hand-written syntax (docs/passes.md, "Attributes").
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_DIALECT_ROOFLINEDIALECT_TD
#define ROOFLINE_DIALECT_ROOFLINEDIALECT_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/DialectBase.td"

def Roofline_Dialect : Dialect {
  let name = "roofline";
  let cppNamespace = "::roofline";
  let summary = "Attributes of the roofline cost model";
  let description = [{
    The attributes the roofline passes attach to ops: an op's cost and
    verdict, a function's or module's totals, the tiling and the precision
    roofline-optimize chose. The dialect has no ops.
  }];
  let useDefaultAttributePrinterParser = 1;
}

class Roofline_Attr<string name, string attrMnemonic>
    : AttrDef<Roofline_Dialect, name> {
  let mnemonic = attrMnemonic;
  let genVerifyDecl = 1;
  let hasCustomAssemblyFormat = 1;
}

/// A real number of an attribute: stored as an APFloat (hashable and
/// compared bit for bit, as FloatAttr does), read as a double through the
/// attribute's `get...Value()` accessors.
class Roofline_Real<string desc> : APFloatParameter<desc>;

def Roofline_CostAttr : Roofline_Attr<"Cost", "cost"> {
  let summary = "one op's cost and roofline verdict";
  let description = [{
    `#roofline.cost<bound, binding, class[, flops = N][, bytes = N]
    [, transcendentals = N][, time = X][, peak = X]
    [, tile = [bm, bn, bk], origin = model|ir|compulsory]
    [, levels = [dram, l2, l1]][, kernel = [threads, issued, shared]]>`:
    the ridge side, what binds the time, the compute class; FLOPs, DRAM
    bytes and transcendentals; the time in seconds; the fraction of the
    class's peak. The block tile is the hierarchical model's; `levels` are
    the bytes at each memory level; `kernel` is a GPU kernel's active
    threads, issued global bytes and shared-memory bytes. A number that is
    0 and an empty part are left out (a folded fill prints as
    `#roofline.cost<none, none, fp32>`); `version` is printed only when it
    is not the current one (which the verifier rejects). The intensity is
    not stored: getIntensityValue() divides the FLOPs by the DRAM bytes the
    time came from (levels[0] when present), as the analysis does.
  }];
  let parameters = (ins
    "::roofline::Bound":$bound,
    "::roofline::Binding":$binding,
    "::roofline::ComputeClass":$computeClass,
    "int64_t":$flops,
    "int64_t":$bytes,
    "int64_t":$transcendentals,
    Roofline_Real<"time in seconds">:$time,
    Roofline_Real<"fraction of the class's peak">:$fractionOfPeak,
    ArrayRefParameter<"int64_t", "block tile (bm, bn, bk), or empty">:$tile,
    OptionalParameter<"std::optional<::roofline::TilingOrigin>">:$tileOrigin,
    ArrayRefParameter<"int64_t", "bytes at DRAM, L2, L1, or empty">:$bytesByLevel,
    ArrayRefParameter<"int64_t",
        "active threads, issued and shared bytes, or empty">:$kernel,
    "int64_t":$version
  );
  let extraClassDeclaration = [{
    /// FLOPs per DRAM byte, exactly as the analysis computed it: over the
    /// hierarchical estimate's or kernel's DRAM bytes (levels[0]) when
    /// present, else over `bytes`; 0 without DRAM bytes.
    double getIntensityValue() const {
      int64_t dram =
          getBytesByLevel().empty() ? getBytes() : getBytesByLevel()[0];
      return dram > 0 ? static_cast<double>(getFlops()) /
                            static_cast<double>(dram)
                      : 0.0;
    }
    double getTimeValue() const { return getTime().convertToDouble(); }
    double getFractionOfPeakValue() const {
      return getFractionOfPeak().convertToDouble();
    }
  }];
}

def Roofline_SummaryAttr : Roofline_Attr<"Summary", "summary"> {
  let summary = "a function's or module's totals";
  let description = [{
    `#roofline.summary<"device", flops = N, bytes = N, time = X,
    memory_share = X, costed = N, unmodeled = N, version = 2>`: the device
    the analysis ran for, total FLOPs and DRAM bytes, the summed time in
    seconds, the share of it spent in memory-bound ops, the costed and
    unmodeled op counts, and the layout version.
  }];
  let parameters = (ins
    StringRefParameter<"device name">:$device,
    "int64_t":$flops,
    "int64_t":$bytes,
    Roofline_Real<"summed time in seconds">:$time,
    Roofline_Real<"share of the time in memory-bound ops">:$memoryBoundShare,
    "int64_t":$costedOps,
    "int64_t":$unmodeledOps,
    "int64_t":$version
  );
  let extraClassDeclaration = [{
    double getTimeValue() const { return getTime().convertToDouble(); }
    double getMemoryBoundShareValue() const {
      return getMemoryBoundShare().convertToDouble();
    }
  }];
}

def Roofline_TileAttr : Roofline_Attr<"Tile", "tile"> {
  let summary = "the tiling roofline-optimize applied to one contraction";
  let description = [{
    `#roofline.tile<"op", [bm, bn, bk], k_loop = B, group = [gm, gn],
    k_chunk = N, wave_resident = B, stages = N, levels = [dram, l2, l1],
    binding = B, before = X, after = X>` on the scf.forall of the tiled
    op: the model's block tile and whether it kept a K loop, its L2 group,
    K chunk, wave residency and pipeline stages, the predicted bytes per
    level, what binds the tiled op, and its time before and after.
  }];
  let parameters = (ins
    StringRefParameter<"the tiled op's name">:$opName,
    ArrayRefParameter<"int64_t", "block tile (bm, bn, bk)">:$tile,
    "bool":$kLoop,
    ArrayRefParameter<"int64_t", "L2 group (gm, gn)">:$group,
    "int64_t":$kChunk,
    "bool":$waveResident,
    "int64_t":$stages,
    ArrayRefParameter<"int64_t", "bytes at DRAM, L2, L1">:$bytesByLevel,
    "::roofline::Binding":$binding,
    Roofline_Real<"time in seconds before tiling">:$timeBefore,
    Roofline_Real<"time in seconds after tiling">:$timeAfter
  );
  let extraClassDeclaration = [{
    double getTimeBeforeValue() const {
      return getTimeBefore().convertToDouble();
    }
    double getTimeAfterValue() const {
      return getTimeAfter().convertToDouble();
    }
  }];
}

def Roofline_EpilogueAttr : Roofline_Attr<"Epilogue", "epilogue"> {
  let summary = "an epilogue roofline-optimize fused into its contraction";
  let description = [{
    `#roofline.epilogue<"producer", [t0, t1, ...], before = X, after = X>`
    on the scf.forall of a fused epilogue: the contraction or convolution
    computed tile by tile inside it, the tile over the epilogue's loops
    (one size per loop, each >= 1), and the predicted time in seconds of
    the ops it replaced (producer, its accumulator fill, epilogue) and of
    the fused nest. `version` is printed only when it is not the current
    one (which the verifier rejects).
  }];
  let parameters = (ins
    StringRefParameter<"the fused producer's op name">:$producer,
    ArrayRefParameter<"int64_t", "tile over the epilogue's loops">:$tile,
    Roofline_Real<"time in seconds before fusion">:$timeBefore,
    Roofline_Real<"time in seconds after fusion">:$timeAfter,
    "int64_t":$version
  );
  let extraClassDeclaration = [{
    double getTimeBeforeValue() const {
      return getTimeBefore().convertToDouble();
    }
    double getTimeAfterValue() const {
      return getTimeAfter().convertToDouble();
    }
  }];
}

def Roofline_PrecisionAttr : Roofline_Attr<"Precision", "precision"> {
  let summary = "what a precision driver changed on an op";
  let description = [{
    `#roofline.precision<tf32>` (an f32 contraction allowed on the TF32
    tensor cores: the cost model reads it), `#roofline.precision<inputs,
    bf16>` (inputs rounded to bf16 or f16, f32 accumulation),
    `#roofline.precision<storage, bf16>` (a result stored in 16 bits) and
    `#roofline.precision<stored_inputs, bf16>` (a consumer extending such a
    result to f32). Every change but tf32 names its 16-bit type.
  }];
  let parameters = (ins
    "::roofline::PrecisionChange":$change,
    OptionalParameter<"::mlir::Type">:$elementType
  );
}

#endif // ROOFLINE_DIALECT_ROOFLINEDIALECT_TD
