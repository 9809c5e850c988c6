// DLTI round trip: write the chosen device into the module, read it back
// with no device option, and get identical verdicts, with both ceiling kinds.
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb write-target annotate=false})' -o %t.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb format=json annotate=false})' -o /dev/null > %t.named.json
// RUN: roofline-opt %t.mlir --pass-pipeline='builtin.module(roofline-analyze{format=json annotate=false})' -o /dev/null > %t.dlti.json
// RUN: %python %S/Inputs/same_verdicts.py %t.named.json %t.dlti.json | FileCheck %s --check-prefix=SAME
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb ceilings=sustained format=json annotate=false})' -o /dev/null > %t.named-s.json
// RUN: roofline-opt %t.mlir --pass-pipeline='builtin.module(roofline-analyze{ceilings=sustained format=json annotate=false})' -o /dev/null > %t.dlti-s.json
// RUN: %python %S/Inputs/same_verdicts.py %t.named-s.json %t.dlti-s.json | FileCheck %s --check-prefix=SAME

// The A100 40GB entry as written: catalog figures, sustained ones where the
// catalog has them (DRAM 1555 spec), capacities (40 MiB L2 = 41943040 B).
// IR: dlti.target_system_spec = #dlti.target_system_spec<"GPU" = #dlti.target_device_spec<
// IR-SAME: "name" = "a100-sxm4-40gb"
// IR-SAME: "fp32_tflops" = 1.950000e+01 : f64
// IR-SAME: "dram_gb_per_s" = 1.555000e+03 : f64
// IR-SAME: "dram_sustained_gb_per_s"
// IR-SAME: "l2_capacity_bytes" = 41943040 : i64
// IR-SAME: "l1_shared_memory_bytes_per_sm" = 167936 : i64
// IR-SAME: "sm_count" = 108 : i64
// IR-SAME: "launch_overhead_us" = 3.000000e+00 : f64

// SAME: 3 ops, identical verdicts
func.func @f(%a: tensor<2048x2048xbf16>, %b: tensor<2048x2048xbf16>,
             %c: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>)
                     outs(%c : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  %e = tensor.empty() : tensor<2048x2048xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%r : tensor<2048x2048xf32>) outs(%e : tensor<2048x2048xf32>) {
  ^bb0(%x: f32, %o: f32):
    %t = math.tanh %x : f32
    linalg.yield %t : f32
  } -> tensor<2048x2048xf32>
  %z = arith.constant 0.0 : f32
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  return %g : tensor<2048x2048xf32>
}

// A device with a memory-side L3 and a capacity-only L2 (the test device of
// test/Hierarchy/infinity_cache.mlir) round-trips too: the L3's bandwidth and
// capacity, and the L2's capacity without a bandwidth key. The warning says
// the L2 has no ceiling (the level is kept: the hierarchical model stays on).
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device-file=%S/../Hierarchy/Inputs/infinity-cache-gpu.json write-target annotate=false})' -o %t.l3.mlir
// RUN: FileCheck %s --check-prefix=L3IR < %t.l3.mlir
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device-file=%S/../Hierarchy/Inputs/infinity-cache-gpu.json format=json annotate=false})' -o /dev/null > %t.l3.named.json
// RUN: roofline-opt %t.l3.mlir --pass-pipeline='builtin.module(roofline-analyze{format=json annotate=false})' -o /dev/null 2>%t.l3.err > %t.l3.dlti.json
// RUN: FileCheck %s --check-prefix=L3WARN < %t.l3.err
// RUN: %python %S/Inputs/same_verdicts.py %t.l3.named.json %t.l3.dlti.json | FileCheck %s --check-prefix=SAME
// RUN: FileCheck %s --check-prefix=L3ON < %t.l3.dlti.json
// L3IR: "l2_capacity_bytes" = 8388608 : i64
// L3IR-NOT: "l2_gb_per_s"
// L3IR-SAME: "l3_gb_per_s" = 4.000000e+03 : f64, "l3_capacity_bytes" = 268435456 : i64
// L3WARN: missing key "l2_gb_per_s": the L2 has no bandwidth ceiling (its capacity shapes the traffic model)
// L3ON: "enabled": true
