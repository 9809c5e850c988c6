// Without device or device-file, the device comes from the module's
// dlti.target_system_spec "GPU" entry: "name" picks a catalog device and
// "<class>_tflops" / "<level>_gb_per_s" / "launch_overhead_us" override its
// figures; without "name" the entry must describe the whole device. No
// device option and no GPU entry is an error that lists the catalog. A
// device option wins over the IR.

// hierarchy=false: the DRAM-only roofline (time = max(compute, DRAM) + launch)
// that the derivations below follow.
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false emit-remarks annotate=false})' \
// RUN:   -o /dev/null
// RUN: not roofline-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false format=json annotate=false})' \
// RUN:   -o /dev/null 2>/dev/null | FileCheck %s --check-prefix=JSON
// RUN: roofline-opt %s --split-input-file \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=NAMED

// "name" = "h100-sxm5-80gb": the H100 catalog entry (fp32 66.9 TF,
// DRAM 3350 GB/s, launch 3 us). 1024^3 f32 matmul, flops 2147483648,
// bytes 16777216: compute 3.209991e-5 > memory 5.008124e-6,
// time 3.509991e-5.
// With device=a100-sxm4-40gb the option wins: time 1.131274e-4.
// JSON:      "device": {
// JSON-NEXT:   "name": "h100-sxm5-80gb",
// JSON-NEXT:   "display_name": "NVIDIA H100 SXM5 80GB",
// JSON-NEXT:   "origin": "dlti.target_system_spec",
// JSON:        "time_s": 3.50999{{[0-9]*}}e-05,
// NAMED: remark: roofline: flops=2147483648 bytes=16777216 intensity=128.00 class=fp32 bound=compute time=1.131274e-04
module attributes {dlti.target_system_spec = #dlti.target_system_spec<
    "GPU" = #dlti.target_device_spec<"name" = "h100-sxm5-80gb">>} {
  func.func @matmul(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>,
                    %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
    // expected-remark @below {{roofline: flops=2147483648 bytes=16777216 intensity=128.00 class=fp32 bound=compute time=3.509991e-05}}
    %0 = linalg.matmul ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
                       outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    return %0 : tensor<1024x1024xf32>
  }
}

// -----

// The H100 with "dram_gb_per_s" = 1000.0: a 1024x1024 f32 add (flops
// 1048576, bytes 12582912) takes 12582912/1e12 + 3e-6 = 1.558291e-5
// instead of the catalog's 6.756093e-6.
// (a100: 12582912/1.555e12 + 3e-6 = 1.109190e-5)
// JSON:      "device": {
// JSON-NEXT:   "name": "h100-sxm5-80gb",
// JSON:        "bandwidth_bytes_per_s": {
// JSON-NEXT:     "dram": 1000000000000,
// JSON:        "time_s": 1.558291{{[0-9]*}}e-05,
// NAMED: remark: roofline: flops=1048576 bytes=12582912 intensity=0.08 class=fp32 bound=memory time=1.109190e-05
module attributes {dlti.target_system_spec = #dlti.target_system_spec<
    "GPU" = #dlti.target_device_spec<"name" = "h100-sxm5-80gb",
                                     "dram_gb_per_s" = 1000.0 : f64>>} {
  func.func @add(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
    %e = tensor.empty() : tensor<1024x1024xf32>
    // expected-remark @below {{roofline: flops=1048576 bytes=12582912 intensity=0.08 class=fp32 bound=memory time=1.558291e-05}}
    %0 = linalg.add ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
                    outs(%e : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    return %0 : tensor<1024x1024xf32>
  }
}

// -----

// Without "name" every required figure must be given: here the DRAM
// bandwidth is missing, and the error names the key.
// expected-error @below {{dram_gb_per_s}}
module attributes {dlti.target_system_spec = #dlti.target_system_spec<
    "GPU" = #dlti.target_device_spec<"fp32_tflops" = 10.0 : f64>>} {
  func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}

// -----

// A device described entirely in DLTI: fp32 10 TF, DRAM 500 GB/s, launch 5 us.
//   f32 add: memory 12582912/500e9 = 2.516582e-5, time 3.016582e-5
//   f16 x f16 -> f32 matmul: fp16_tc -> fp16 -> fp32 (the only class):
//     compute 2147483648/10e12 = 2.147484e-4 > memory 2.516582e-5,
//     time 2.197484e-4
// JSON:      "device": {
// JSON-NEXT:   "name": "dlti-gpu",
// JSON:        "launch_overhead_s": {{(5\.0*|4\.9999+)[0-9]*}}e-06,
// JSON:        "ceiling_class": "fp32",
// JSON:        "time_s": 3.016582{{[0-9]*}}e-05,
// JSON:        "compute_class": "fp16_tc",
// JSON-NEXT:   "ceiling_class": "fp32",
// JSON:        "time_s": 0.00021974836{{[0-9]*}},
// NAMED: remark: roofline: flops=1048576 bytes=12582912 intensity=0.08 class=fp32 bound=memory time=1.109190e-05
// NAMED: remark: roofline: flops=2147483648 bytes=12582912 intensity=170.67 class=fp16_tc bound=memory time=1.109190e-05
// A spec without a catalog base that leaves optional keys out gets a warning
// per key, saying what stands in for it (here: no L2, no L1, no SM count, so
// the DRAM-only roofline).
// expected-warning @+3 {{missing key "l2_capacity_bytes": no L2 capacity, so the DRAM-only roofline is used}}
// expected-warning @+2 {{missing key "l1_gb_per_s" or "l1_shared_memory_bytes_per_sm": no L1 level, so the DRAM-only roofline is used}}
// expected-warning @+1 {{missing key "sm_count": no wave quantisation (hierarchical model off)}}
module attributes {dlti.target_system_spec = #dlti.target_system_spec<
    "GPU" = #dlti.target_device_spec<"fp32_tflops" = 10.0 : f64,
                                     "dram_gb_per_s" = 500.0 : f64,
                                     "launch_overhead_us" = 5.0 : f64>>} {
  func.func @custom(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>,
                    %h: tensor<1024x1024xf16>, %g: tensor<1024x1024xf16>,
                    %c: tensor<1024x1024xf32>) -> (tensor<1024x1024xf32>, tensor<1024x1024xf32>) {
    %e = tensor.empty() : tensor<1024x1024xf32>
    // expected-remark @below {{roofline: flops=1048576 bytes=12582912 intensity=0.08 class=fp32 bound=memory time=3.016582e-05}}
    %0 = linalg.add ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
                    outs(%e : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    // expected-remark @below {{roofline: flops=2147483648 bytes=12582912 intensity=170.67 class=fp32 bound=compute time=2.197484e-04}}
    %1 = linalg.matmul ins(%h, %g : tensor<1024x1024xf16>, tensor<1024x1024xf16>)
                       outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    return %0, %1 : tensor<1024x1024xf32>, tensor<1024x1024xf32>
  }
}

// -----

// No device option and no DLTI spec: an error that lists the catalog.
// expected-error-re @below {{no device: {{.*}}a100-pcie-80gb, a100-sxm4-40gb, a100-sxm4-80gb, apple-m2-max, b200-sxm-180gb, gb200-186gb, h100-nvl-94gb, h100-pcie-80gb, h100-sxm5-80gb, h20-96gb, h200-sxm-141gb, l4, l40s, mi250x-gcd, mi300x, mi325x, rtx-4090, rtx-5090, v100-sxm2-32gb}}
module {
  func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}

// -----

// A system spec without a "GPU" entry does not name a device either.
// expected-error-re @below {{no device: {{.*}}h100-sxm5-80gb}}
module attributes {dlti.target_system_spec = #dlti.target_system_spec<
    "CPU" = #dlti.target_device_spec<"L1_cache_size_in_bytes" = 32768 : i32>>} {
  func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
    return %a : tensor<4xf32>
  }
}
