//===- DeviceEnums.td - Enums of the device model --------*- tablegen -*-===//
//
// The compute classes, memory levels and ceiling kinds a device model is
// indexed by. The string of each case is its spelling in device files, DLTI
// keys, reports and attributes; mlir-tblgen generates stringify/symbolize.
//
//===----------------------------------------------------------------------===//

#ifndef ROOFLINE_DEVICE_DEVICEENUMS_TD
#define ROOFLINE_DEVICE_DEVICEENUMS_TD

include "mlir/IR/EnumAttr.td"

/// The execution units an op can run on. The order is the index of a class
/// in DeviceModel::compute; tensor-core classes end in `_tc`.
def Roofline_ComputeClass : I32Enum<"ComputeClass",
    "the execution units an op runs on", [
  I32EnumCase<"FP64", 0, "fp64">,
  I32EnumCase<"FP64_TC", 1, "fp64_tc">,
  I32EnumCase<"FP32", 2, "fp32">,
  I32EnumCase<"TF32_TC", 3, "tf32_tc">,
  I32EnumCase<"FP16", 4, "fp16">,
  I32EnumCase<"BF16", 5, "bf16">,
  I32EnumCase<"FP16_TC", 6, "fp16_tc">,
  I32EnumCase<"BF16_TC", 7, "bf16_tc">,
  I32EnumCase<"FP8_TC", 8, "fp8_tc">,
  I32EnumCase<"INT8_TC", 9, "int8_tc">,
  I32EnumCase<"INT32", 10, "int32">
]> {
  let cppNamespace = "::roofline";
}

/// Memory levels. The value is the index of a level in every per-level
/// array; the hierarchy's order, from the furthest from the cores to the
/// closest, is kMemoryLevelsOutermostFirst (DeviceModel.h): DRAM, L3, L2, L1.
/// L3 is a memory-side last-level cache between L2 and DRAM (AMD's Infinity
/// Cache); it came last and takes the last index so that the DRAM/L2/L1
/// arrays of reports and attributes keep their order.
def Roofline_MemoryLevel : I32Enum<"MemoryLevel", "a level of the memory hierarchy", [
  I32EnumCase<"DRAM", 0, "dram">,
  I32EnumCase<"L2", 1, "l2">,
  I32EnumCase<"L1", 2, "l1">,
  I32EnumCase<"L3", 3, "l3">
]> {
  let cppNamespace = "::roofline";
}

/// Which of the two published figures a ceiling uses.
def Roofline_CeilingKind : I32Enum<"CeilingKind", "which figure a ceiling uses", [
  I32EnumCase<"Spec", 0, "spec">,
  I32EnumCase<"Sustained", 1, "sustained">
]> {
  let cppNamespace = "::roofline";
}

#endif // ROOFLINE_DEVICE_DEVICEENUMS_TD
