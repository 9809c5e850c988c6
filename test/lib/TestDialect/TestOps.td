//===- TestOps.td - A downstream dialect for the cost interface -*- tablegen -*-===//
//
// Ops of a dialect the roofline analysis knows nothing about. Their costs come
// only through RooflineCostOpInterface external models attached in
// TestDialect.cpp, the way a downstream compiler plugs in its own ops.

#ifndef ROOFLINE_TEST_OPS_TD
#define ROOFLINE_TEST_OPS_TD

include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def RooflineTest_Dialect : Dialect {
  let name = "roofline_test";
  let cppNamespace = "::roofline::test";
}

class RooflineTest_Op<string mnemonic, list<Trait> traits = []>
    : Op<RooflineTest_Dialect, mnemonic, traits>;

def RooflineTest_GemmOp : RooflineTest_Op<"gemm", [Pure]> {
  let summary = "C = A x B on 2-D tensors (costed by an external model)";
  let arguments = (ins AnyRankedTensor:$lhs, AnyRankedTensor:$rhs);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat =
      "$lhs `,` $rhs attr-dict `:` functional-type(operands, results)";
}

def RooflineTest_ScaleOp : RooflineTest_Op<"scale", [Pure]> {
  let summary = "y = 2 x elementwise (costed by an external model)";
  let arguments = (ins AnyRankedTensor:$input);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat =
      "$input attr-dict `:` functional-type(operands, results)";
}

def RooflineTest_OpaqueOp : RooflineTest_Op<"opaque", [Pure]> {
  let summary = "An op that implements nothing: listed as unmodeled";
  let arguments = (ins AnyRankedTensor:$input);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat =
      "$input attr-dict `:` functional-type(operands, results)";
}

def RooflineTest_BrokenOp : RooflineTest_Op<"broken", [Pure]> {
  let summary = "An op whose cost model returns inconsistent data";
  let arguments = (ins AnyRankedTensor:$input, I64Attr:$defect);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat =
      "$input attr-dict `:` functional-type(operands, results)";
}

#endif // ROOFLINE_TEST_OPS_TD
