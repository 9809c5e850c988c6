// The figures of a dlti.target_system_spec "GPU" entry have the ranges of
// the device file's (docs/devices.md, "Physical ranges"), checked on the
// value as written, before it is converted (sm_count = 2^63 - 1 used to be
// cast to an unsigned).
//
// RUN: not roofline-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s

// CHECK: dlti.target_system_spec "GPU": field 'sm_count': 9.223372037e+18 is outside the physical range [1, 4096] SMs
module attributes {dlti.target_system_spec = #dlti.target_system_spec<
    "GPU" = #dlti.target_device_spec<"name" = "l4",
                                     "sm_count" = 9223372036854775807 : i64>>} {
  func.func @f() { return }
}

// -----

// A denormal peak (4.94e-324 TFLOPS) would give an infinite compute time.
// CHECK: dlti.target_system_spec "GPU": field 'fp32_tflops': 4.940656458e-324 is outside the physical range [0.001, 100000] TFLOPS
module attributes {dlti.target_system_spec = #dlti.target_system_spec<
    "GPU" = #dlti.target_device_spec<"name" = "l4",
                                     "fp32_tflops" = 4.9406564584124654e-324 : f64>>} {
  func.func @f() { return }
}

// -----

// 1e308 GB/s: positive but 1e24 times any memory.
// CHECK: dlti.target_system_spec "GPU": field 'dram_gb_per_s': 1e+308 is outside the physical range [0.001, 10000000] GB/s
module attributes {dlti.target_system_spec = #dlti.target_system_spec<
    "GPU" = #dlti.target_device_spec<"name" = "l4",
                                     "dram_gb_per_s" = 1.0e308 : f64>>} {
  func.func @f() { return }
}

// -----

// An L2 of 8 GiB (above 4 GiB).
// CHECK: dlti.target_system_spec "GPU": field 'l2_capacity_bytes': 8589934592 is outside the physical range [1024, 4294967296] bytes
module attributes {dlti.target_system_spec = #dlti.target_system_spec<
    "GPU" = #dlti.target_device_spec<"name" = "h100",
                                     "l2_capacity_bytes" = 8589934592 : i64>>} {
  func.func @f() { return }
}
