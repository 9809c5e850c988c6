// The same three ops on every catalog device class, with verdicts derived
// from devices/<name>.json (tflops x 1e12, gb_per_s x 1e9, launch 3 us on
// every catalog device):
//   (1) 1024^3 f32 matmul:          flops 2147483648, bytes 16777216, fp32
//   (2) 1024^3 f16 x f16 -> f32:    flops 2147483648, bytes 12582912, fp16_tc
//   (3) 1024x1024 f32 add:          flops 1048576,    bytes 12582912, fp32
// time = max(flops/peak, bytes/BW) + launch.

// hierarchy=false: the DRAM-only roofline (time = max(compute, DRAM) + launch)
// that the derivations below follow.
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=A100
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=h100 emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=H100
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=h200 emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=H200
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=h200 format=json annotate=false})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=H200-JSON
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=v100-sxm2-32gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=V100
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=rtx-4090 emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=RTX
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=l4 emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=L4
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=M2-Max emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=M2
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb ceilings=sustained emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=SUS
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device-file=%S/Inputs/custom-gpu.json emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=FILE
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device-file=%S/Inputs/custom-gpu.json ceilings=sustained emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=FILESUS

// a100-sxm4-40gb: fp32 19.5, fp16_tc 312, DRAM 1555
//   (1) 1.101274e-4 > 1.078921e-5  compute  1.131274e-4
//   (2) 6.882960e-6 < 8.091905e-6  memory   1.109190e-5
//   (3) 8.091905e-6                memory   1.109190e-5
// A100: remark: roofline: flops=2147483648 bytes=16777216 intensity=128.00 class=fp32 bound=compute time=1.131274e-04
// A100: remark: roofline: flops=2147483648 bytes=12582912 intensity=170.67 class=fp16_tc bound=memory time=1.109190e-05
// A100: remark: roofline: flops=1048576 bytes=12582912 intensity=0.08 class=fp32 bound=memory time=1.109190e-05

// h100 = h100-sxm5-80gb: fp32 66.9, fp16_tc 989.4, DRAM 3350
//   (1) 3.209991e-5 > 5.008124e-6  compute  3.509991e-5
//   (2) 2.170491e-6 < 3.756093e-6  memory   6.756093e-6
//   (3) 3.756093e-6                memory   6.756093e-6
// H100: remark: roofline: flops=2147483648 bytes=16777216 intensity=128.00 class=fp32 bound=compute time=3.509991e-05
// H100: remark: roofline: flops=2147483648 bytes=12582912 intensity=170.67 class=fp16_tc bound=memory time=6.756093e-06
// H100: remark: roofline: flops=1048576 bytes=12582912 intensity=0.08 class=fp32 bound=memory time=6.756093e-06

// h200 = h200-sxm-141gb: same compute as the H100, DRAM 4800
//   (1) 3.209991e-5 > 3.495253e-6  compute  3.509991e-5 (as the H100)
//   (2) 2.170491e-6 < 2.621440e-6  memory   5.621440e-6
//   (3) 2.621440e-6                memory   5.621440e-6
// H200: remark: roofline: flops=2147483648 bytes=16777216 intensity=128.00 class=fp32 bound=compute time=3.509991e-05
// H200: remark: roofline: flops=2147483648 bytes=12582912 intensity=170.67 class=fp16_tc bound=launch time=5.621440e-06
// H200: remark: roofline: flops=1048576 bytes=12582912 intensity=0.08 class=fp32 bound=launch time=5.621440e-06
// H200-JSON:      "device": {
// H200-JSON-NEXT:   "name": "h200-sxm-141gb",
// H200-JSON:        "launch_overhead_s": 3e-06,
// H200-JSON:        "dram": 4800000000000

// v100-sxm2-32gb: fp32 15.7, fp16_tc 125, DRAM 900
//   (1) 1.367824e-4 > 1.864135e-5  compute  1.397824e-4
//   (2) 1.717987e-5 > 1.398101e-5  compute  2.017987e-5
//   (3) 1.398101e-5                memory   1.698101e-5
// V100: remark: roofline: flops=2147483648 bytes=16777216 intensity=128.00 class=fp32 bound=compute time=1.397824e-04
// V100: remark: roofline: flops=2147483648 bytes=12582912 intensity=170.67 class=fp16_tc bound=compute time=2.017987e-05
// V100: remark: roofline: flops=1048576 bytes=12582912 intensity=0.08 class=fp32 bound=memory time=1.698101e-05

// rtx-4090: fp32 82.6, fp16_tc 165.2 (FP32-accumulate rate), DRAM 1008
//   (1) 2.599859e-5 > 1.664406e-5  compute  2.899859e-5
//   (2) 1.299930e-5 > 1.248305e-5  compute  1.599930e-5
//   (3) 1.248305e-5                memory   1.548305e-5
// RTX: remark: roofline: flops=2147483648 bytes=16777216 intensity=128.00 class=fp32 bound=compute time=2.899859e-05
// RTX: remark: roofline: flops=2147483648 bytes=12582912 intensity=170.67 class=fp16_tc bound=compute time=1.599930e-05
// RTX: remark: roofline: flops=1048576 bytes=12582912 intensity=0.08 class=fp32 bound=memory time=1.548305e-05

// l4: fp32 30.3, fp16_tc 121, DRAM 300
//   (1) 7.087405e-5 > 5.592405e-5  compute  7.387405e-5
//   (2) 1.774780e-5 < 4.194304e-5  memory   4.494304e-5
//   (3) 4.194304e-5                memory   4.494304e-5
// L4: remark: roofline: flops=2147483648 bytes=16777216 intensity=128.00 class=fp32 bound=compute time=7.387405e-05
// L4: remark: roofline: flops=2147483648 bytes=12582912 intensity=170.67 class=fp16_tc bound=memory time=4.494304e-05
// L4: remark: roofline: flops=1048576 bytes=12582912 intensity=0.08 class=fp32 bound=memory time=4.494304e-05

// apple-m2-max (alias m2-max, any case): fp32 13.6 and int32 only, DRAM 400;
// fp16_tc falls back fp16_tc -> fp16 -> fp32.
//   (1) 1.579032e-4 > 4.194304e-5  compute  1.609032e-4
//   (2) 1.579032e-4 > 3.145728e-5  compute  1.609032e-4 (on fp32)
//   (3) 3.145728e-5                memory   3.445728e-5
// M2: remark: roofline: flops=2147483648 bytes=16777216 intensity=128.00 class=fp32 bound=compute time=1.609032e-04
// M2: remark: roofline: flops=2147483648 bytes=12582912 intensity=170.67 class=fp32 bound=compute time=1.609032e-04
// M2: remark: roofline: flops=1048576 bytes=12582912 intensity=0.08 class=fp32 bound=memory time=3.445728e-05

// a100-sxm4-40gb with ceilings=sustained: DRAM 1381 GB/s measured; no
// sustained compute figure, so the spec peaks stay.
//   (1) 1.101274e-4 > 1.214860e-5  compute  1.131274e-4
//   (2) 6.882960e-6 < 9.111450e-6  memory   1.211145e-5
//   (3) 9.111450e-6                memory   1.211145e-5
// SUS: remark: roofline: flops=2147483648 bytes=16777216 intensity=128.00 class=fp32 bound=compute time=1.131274e-04
// SUS: remark: roofline: flops=2147483648 bytes=12582912 intensity=170.67 class=fp16_tc bound=memory time=1.211145e-05
// SUS: remark: roofline: flops=1048576 bytes=12582912 intensity=0.08 class=fp32 bound=memory time=1.211145e-05

// device-file Inputs/custom-gpu.json: fp32 10, fp16_tc 100, DRAM 500 (250
// sustained), launch 0.
//   (1) 2.147484e-4 > 3.355443e-5  compute  2.147484e-4
//   (2) 2.147484e-5 < 2.516582e-5  memory   2.516582e-5
//   (3) 2.516582e-5                memory   2.516582e-5
// sustained: (2) 2.147484e-5 < 12582912/250e9 = 5.033165e-5 memory; (3) the same
// FILE: remark: roofline: flops=2147483648 bytes=16777216 intensity=128.00 class=fp32 bound=compute time=2.147484e-04
// FILE: remark: roofline: flops=2147483648 bytes=12582912 intensity=170.67 class=fp16_tc bound=memory time=2.516582e-05
// FILE: remark: roofline: flops=1048576 bytes=12582912 intensity=0.08 class=fp32 bound=memory time=2.516582e-05
// FILESUS: remark: roofline: flops=2147483648 bytes=16777216 intensity=128.00 class=fp32 bound=compute time=2.147484e-04
// FILESUS: remark: roofline: flops=2147483648 bytes=12582912 intensity=170.67 class=fp16_tc bound=memory time=5.033165e-05
// FILESUS: remark: roofline: flops=1048576 bytes=12582912 intensity=0.08 class=fp32 bound=memory time=5.033165e-05

func.func @three_ops(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>,
                     %c: tensor<1024x1024xf32>, %h: tensor<1024x1024xf16>,
                     %g: tensor<1024x1024xf16>)
    -> (tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>) {
  %0 = linalg.matmul ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
                     outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %1 = linalg.matmul ins(%h, %g : tensor<1024x1024xf16>, tensor<1024x1024xf16>)
                     outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %e = tensor.empty() : tensor<1024x1024xf32>
  %2 = linalg.add ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
                  outs(%e : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %0, %1, %2 : tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>
}
