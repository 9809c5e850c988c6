// The devices added for issue #35 (devices/*.json), each on a 4096^3 bf16
// matmul accumulating into an f32 C and a copy of 2^27 f32 elements, with
// the roofline bound derived by hand from the device file's figures.
//
//   (1) matmul 4096x4096x4096, bf16 x bf16 -> f32 (class bf16_tc):
//       flops = 2 x 4096^3                              = 137438953472
//       bytes = A + B (bf16) + C read + C write (f32)
//             = 2 x 4096^2 x 2 + 2 x 4096^2 x 4        = 201326592
//   (2) linalg.copy of tensor<134217728xf32> (2^27 elements, class fp32):
//       flops = 0; bytes = 2^27 x 4 read + 2^27 x 4 written = 1073741824
// time = max(flops / peak, bytes / DRAM) + launch (docs/model.md 2), with the
// spec (peak) ceilings: the bound uses the vendor DRAM figure, not the
// attained fraction (that is the predicted time). tflops x 1e12, GB/s x 1e9,
// launch 3 us on every device here (an assumption on the AMD parts).
// hierarchy=false: none of these devices has an l2 level, so the default
// would be the same DRAM-only roofline; the option makes the test say so.

// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=b200 emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=B200
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=gb200 emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=GB200
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=rtx-5090 emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=RTX5090
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=l40s emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=L40S
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=h20 emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=H20
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=h100-nvl emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=H100NVL
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=mi300x emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=MI300X
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=mi325x emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=MI325X
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=mi250x emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=MI250X
// The text report on one of them (default options), its summed bound and
// the device line naming the catalog file.
// RUN: roofline-opt --analyze --no-hierarchy --device=mi300x --pass-options=columns=0 %s | FileCheck %s --check-prefix=TEXT
// Sustained ceilings where the file has a measurement (bf16_tc 1745 on the B200).
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=b200 ceilings=sustained emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=B200SUS

// b200 = b200-sxm-180gb: bf16_tc 2250, DRAM 7700
//   (1) 137438953472 / 2250e12 = 6.108398e-5 > 201326592 / 7700e9 = 2.614631e-5
//       compute, 6.408398e-5
//   (2) 1073741824 / 7700e9 = 1.394470e-4, memory, 1.424470e-4
// B200: remark: roofline: flops=137438953472 bytes=201326592 intensity=682.67 class=bf16_tc bound=compute time=6.408398e-05
// B200: remark: roofline: flops=0 bytes=1073741824 intensity=0.00 class=fp32 bound=memory time=1.424470e-04

// gb200 = gb200-186gb: bf16_tc 2500, DRAM 8000
//   (1) 5.497558e-5 > 2.516582e-5, compute, 5.797558e-5
//   (2) 1073741824 / 8000e9 = 1.342177e-4, memory, 1.372177e-4
// GB200: remark: roofline: flops=137438953472 bytes=201326592 intensity=682.67 class=bf16_tc bound=compute time=5.797558e-05
// GB200: remark: roofline: flops=0 bytes=1073741824 intensity=0.00 class=fp32 bound=memory time=1.372177e-04

// rtx-5090: bf16_tc 209.5 (FP32 accumulate), DRAM 1792
//   (1) 6.560332e-4 > 1.123474e-4, compute, 6.590332e-4
//   (2) 1073741824 / 1792e9 = 5.991863e-4, memory, 6.021863e-4
// RTX5090: remark: roofline: flops=137438953472 bytes=201326592 intensity=682.67 class=bf16_tc bound=compute time=6.590332e-04
// RTX5090: remark: roofline: flops=0 bytes=1073741824 intensity=0.00 class=fp32 bound=memory time=6.021863e-04

// l40s: bf16_tc 362.05, DRAM 864
//   (1) 3.796132e-4 > 2.330169e-4, compute, 3.826132e-4
//   (2) 1073741824 / 864e9 = 1.242757e-3, memory, 1.245757e-3
// L40S: remark: roofline: flops=137438953472 bytes=201326592 intensity=682.67 class=bf16_tc bound=compute time=3.826132e-04
// L40S: remark: roofline: flops=0 bytes=1073741824 intensity=0.00 class=fp32 bound=memory time=1.245757e-03

// h20 = h20-96gb: bf16_tc 148, DRAM 4000
//   (1) 9.286416e-4 > 5.033165e-5, compute, 9.316416e-4
//   (2) 1073741824 / 4000e9 = 2.684355e-4, memory, 2.714355e-4
// H20: remark: roofline: flops=137438953472 bytes=201326592 intensity=682.67 class=bf16_tc bound=compute time=9.316416e-04
// H20: remark: roofline: flops=0 bytes=1073741824 intensity=0.00 class=fp32 bound=memory time=2.714355e-04

// h100-nvl = h100-nvl-94gb: bf16_tc 835.5, DRAM 3900
//   (1) 1.644990e-4 > 5.162220e-5, compute, 1.674990e-4
//   (2) 1073741824 / 3900e9 = 2.753184e-4, memory, 2.783184e-4
// H100NVL: remark: roofline: flops=137438953472 bytes=201326592 intensity=682.67 class=bf16_tc bound=compute time=1.674990e-04
// H100NVL: remark: roofline: flops=0 bytes=1073741824 intensity=0.00 class=fp32 bound=memory time=2.783184e-04

// mi300x: bf16_tc 1307.4, DRAM 5300
//   (1) 1.051239e-4 > 3.798615e-5, compute, 1.081239e-4
//   (2) 1073741824 / 5300e9 = 2.025928e-4, memory, 2.055928e-4
// MI300X: remark: roofline: flops=137438953472 bytes=201326592 intensity=682.67 class=bf16_tc bound=compute time=1.081239e-04
// MI300X: remark: roofline: flops=0 bytes=1073741824 intensity=0.00 class=fp32 bound=memory time=2.055928e-04

// mi325x: the MI300X's compute, DRAM 6000
//   (1) 1.051239e-4 > 3.355443e-5, compute, 1.081239e-4 (as the MI300X)
//   (2) 1073741824 / 6000e9 = 1.789570e-4, memory, 1.819570e-4
// MI325X: remark: roofline: flops=137438953472 bytes=201326592 intensity=682.67 class=bf16_tc bound=compute time=1.081239e-04
// MI325X: remark: roofline: flops=0 bytes=1073741824 intensity=0.00 class=fp32 bound=memory time=1.819570e-04

// mi250x = mi250x-gcd, one of the two GCDs: bf16_tc 191.5, DRAM 1600
//   (1) 7.176969e-4 > 1.258291e-4, compute, 7.206969e-4
//   (2) 1073741824 / 1600e9 = 6.710886e-4, memory, 6.740886e-4
// MI250X: remark: roofline: flops=137438953472 bytes=201326592 intensity=682.67 class=bf16_tc bound=compute time=7.206969e-04
// MI250X: remark: roofline: flops=0 bytes=1073741824 intensity=0.00 class=fp32 bound=memory time=6.740886e-04

// The MI300X text report: 108.12 + 205.59 = 313.72 us; its Infinity Cache
// (memory.l3: 256 MiB = 268.44 MB, 17 TB/s) on the device line. The DRAM-only
// roofline these times are, with --no-hierarchy: the MI300X now has what the
// tile model needs (an l2 capacity and its 64 KiB LDS as
// shared_memory_bytes_per_sm), whose choices test/Unit/Model/GemmTilingTest
// checks (InstinctTilesFitTheLds).
// TEXT: device: AMD Instinct MI300X [mi300x], spec ceilings, from devices/mi300x.json
// TEXT-NEXT: DRAM 5.30 TB/s, Infinity Cache (l3) 268.44 MB at 17.00 TB/s, launch overhead 3.00 us
// TEXT: predicted {{.*}} over 2 ops (roofline bound 313.72 us)
// TEXT: hierarchical model: off (hierarchy=false): verdicts use the DRAM-only roofline
// TEXT: 0 unmodeled

// B200 with ceilings=sustained: bf16_tc 1745 (the published MAMF figure),
// DRAM has no sustained figure so 7700 stays:
//   (1) 137438953472 / 1745e12 = 7.876158e-5, compute, 8.176158e-5
//   (2) unchanged, 1.424470e-4
// B200SUS: remark: roofline: flops=137438953472 bytes=201326592 intensity=682.67 class=bf16_tc bound=compute time=8.176158e-05
// B200SUS: remark: roofline: flops=0 bytes=1073741824 intensity=0.00 class=fp32 bound=memory time=1.424470e-04

func.func @gemm_and_copy(%a: tensor<4096x4096xbf16>, %b: tensor<4096x4096xbf16>,
                         %c: tensor<4096x4096xf32>, %x: tensor<134217728xf32>,
                         %y: tensor<134217728xf32>)
    -> (tensor<4096x4096xf32>, tensor<134217728xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>)
                     outs(%c : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %1 = linalg.copy ins(%x : tensor<134217728xf32>)
                   outs(%y : tensor<134217728xf32>) -> tensor<134217728xf32>
  return %0, %1 : tensor<4096x4096xf32>, tensor<134217728xf32>
}
