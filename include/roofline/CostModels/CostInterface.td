//===- CostInterface.td - Ops that report their roofline cost -*- tablegen -*-===//

#ifndef ROOFLINE_ANALYSIS_COSTINTERFACE_TD
#define ROOFLINE_ANALYSIS_COSTINTERFACE_TD

include "mlir/IR/OpBase.td"

def RooflineCostOpInterface : OpInterface<"RooflineCostOpInterface"> {
  let description = [{
    An op that can report the work it does and the bytes it must move: its
    iteration domain, FLOPs and their compute class, and one footprint per
    operand. The roofline analysis, its reports and its verdicts only see
    ops through this interface; linalg, tensor and memref ops implement it
    through external models (registerCostExternalModels), and a downstream
    dialect attaches its own the same way.
  }];
  let cppNamespace = "::roofline";

  let methods = [
    InterfaceMethod<[{
        Fills `cost` with the op's work and compulsory traffic. Returns
        failure with `reason` set when the op cannot be costed (a dynamic
        size without a hint, an unsupported payload, ...); the op is then
        reported as unmodeled with that reason.
      }],
      "::llvm::LogicalResult", "computeRooflineCost",
      (ins "const ::roofline::CostOptions &":$options,
           "::roofline::OpCost &":$cost,
           "std::string &":$reason)>,
    InterfaceMethod<[{
        Describes the op as a (batched) GEMM for the hierarchical model, given
        the cost computeRooflineCost returned: m, n, k, element widths and
        the A and B footprints. Contractions and convolutions implement it;
        ops that are not GEMMs keep the default (failure) and move their
        compulsory bytes at every memory level.
      }],
      "::llvm::LogicalResult", "getRooflineGemm",
      (ins "const ::roofline::OpCost &":$cost,
           "::roofline::GemmProblem &":$gemm),
      /*methodBody=*/[{}],
      /*defaultImplementation=*/[{ return ::mlir::failure(); }]>,
  ];
}

#endif // ROOFLINE_ANALYSIS_COSTINTERFACE_TD
