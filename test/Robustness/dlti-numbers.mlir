// Numbers in a dlti.target_system_spec "GPU" entry are read at their own
// width and signedness, and a count must be whole (issue #34, item 6).
// Each module is analysed alone; the accepted one writes the device it read
// back into the IR (write-target), the refused ones give one clean error.
//
// RUN: not roofline-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{annotate=false format=none write-target})' \
// RUN:   2>&1 >/dev/null | FileCheck %s
// RUN: not roofline-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{annotate=false format=none write-target})' \
// RUN:   2>/dev/null | FileCheck %s --check-prefix=IR

// `200 : ui8` is 200 SMs (it was read sign-extended as -56 and refused as
// "expected a positive number").
// IR: "sm_count" = 200 : i64
module attributes {dlti.target_system_spec = #dlti.target_system_spec<
    "GPU" = #dlti.target_device_spec<"name" = "l4",
                                     "sm_count" = 200 : ui8>>} {
  func.func @f() { return }
}

// -----

// 2^127 - 1 in an i128 is read as about 1.7e38 and refused by its range,
// by name (getSExtValue could not hold it).
// CHECK: dlti.target_system_spec "GPU": field 'sm_count': 1.701411835e+38 is outside the physical range [1, 4096] SMs
module attributes {dlti.target_system_spec = #dlti.target_system_spec<
    "GPU" = #dlti.target_device_spec<"name" = "l4",
                                     "sm_count" = 170141183460469231731687303715884105727 : i128>>} {
  func.func @f() { return }
}

// -----

// 107.5 SMs was truncated to 107; a count is whole (the device-file reader
// refused it already).
// CHECK: dlti.target_system_spec "GPU": key "sm_count": expected a whole number of SMs, got 107.5
module attributes {dlti.target_system_spec = #dlti.target_system_spec<
    "GPU" = #dlti.target_device_spec<"name" = "l4",
                                     "sm_count" = 107.5 : f64>>} {
  func.func @f() { return }
}

// -----

// An unknown key is unknown whatever its value (0 was "expected a positive
// number").
// CHECK: dlti.target_system_spec "GPU": unknown key "flux_capacitor" (expected name, display_name,
module attributes {dlti.target_system_spec = #dlti.target_system_spec<
    "GPU" = #dlti.target_device_spec<"name" = "l4",
                                     "flux_capacitor" = 0 : i64>>} {
  func.func @f() { return }
}

// -----

// A denormal attainment fraction predicted an infinite time ("internal
// error: predicted time is INF"); it is below the fractions' minimum.
// CHECK: dlti.target_system_spec "GPU": field 'attained_gemm_efficiency': 4.940656458e-324 is outside the physical range [0.01, 1]
module attributes {dlti.target_system_spec = #dlti.target_system_spec<
    "GPU" = #dlti.target_device_spec<"name" = "l4",
                                     "attained_gemm_efficiency" = 4.9406564584124654e-324 : f64>>} {
  func.func @f() { return }
}

// -----

// 1e-300 predicted about 1e294 s.
// CHECK: dlti.target_system_spec "GPU": field 'attained_dram_fraction': 1e-300 is outside the physical range [0.01, 1]
module attributes {dlti.target_system_spec = #dlti.target_system_spec<
    "GPU" = #dlti.target_device_spec<"name" = "l4",
                                     "attained_dram_fraction" = 1.0e-300 : f64>>} {
  func.func @f() { return }
}
