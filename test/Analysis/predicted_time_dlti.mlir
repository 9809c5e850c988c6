// Attainment figures from the IR's dlti.target_system_spec: a key overrides
// the catalog device's figure (the report says it is not a default, and
// names the DLTI key as its source); a figure out of range is an error
// naming the key.
//
// RUN: not roofline-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{format=json annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s

// "name" = "a100-sxm4-40gb" (DRAM 1555 GB/s, launch 3 us) with
// "attained_dram_fraction" = 0.5 instead of the catalog's 0.89. A stream
// of 3 x 64 MiB = 201326592 B: bound 201326592 / 1555e9 = 129.470 us + 3
// us; predicted 129.470 / 0.5 = 258.941 us (compute 16777216 / 19.5e12 =
// 0.86 us / the A100's vector fraction 0.98 = 0.88 us barely counts:
// (0.88/258.9)^4 = 1e-10). The A100 has no start-up of its own: the
// default, 5.05 us (the median over the devices with their own fit, the
// H100's; docs/model.md 6), marked default.
// CHECK:       "attained_dram_fraction": {
// CHECK-NEXT:    "value": 0.5,
// CHECK-NEXT:    "default": false,
// CHECK-NEXT:    "source": "dlti.target_system_spec key \"attained_dram_fraction\""
// CHECK:       "attained_vector_fraction": {
// CHECK-NEXT:    "value": 0.98,
// CHECK-NEXT:    "default": false,
// CHECK:       "kernel_floor_us": {
// CHECK-NEXT:    "value": 5.05,
// CHECK-NEXT:    "default": true,
// CHECK-NEXT:    "source": "default (docs/devices.md)"
// CHECK:       "time_s": 0.00013247
// CHECK-NEXT:  "predicted_time_s": 0.00025894
module attributes {dlti.target_system_spec = #dlti.target_system_spec<
    "GPU" = #dlti.target_device_spec<"name" = "a100-sxm4-40gb",
                                     "attained_dram_fraction" = 0.5 : f64>>} {
  func.func @stream(%a: tensor<16777216xf32>, %b: tensor<16777216xf32>) -> tensor<16777216xf32> {
    %e = tensor.empty() : tensor<16777216xf32>
    %r = linalg.add ins(%a, %b : tensor<16777216xf32>, tensor<16777216xf32>) outs(%e : tensor<16777216xf32>) -> tensor<16777216xf32>
    return %r : tensor<16777216xf32>
  }
}

// -----

// A fraction above 1 is not a fraction: outside its range (DeviceFields.def).
// CHECK: field 'attained_dram_fraction': 1.5 is outside the physical range [0.01, 1]
module attributes {dlti.target_system_spec = #dlti.target_system_spec<
    "GPU" = #dlti.target_device_spec<"name" = "a100-sxm4-40gb",
                                     "attained_dram_fraction" = 1.5 : f64>>} {
  func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}
