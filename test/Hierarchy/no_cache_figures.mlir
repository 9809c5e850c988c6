// A device without L2 figures (the RTX 4090's catalog entry has no L2
// bandwidth): the hierarchical model is off, says so, and the verdict falls
// back to the DRAM-only roofline.
// RUN: roofline-opt --analyze --device=rtx-4090 --pass-options=columns=0 %s | FileCheck %s --check-prefix=TEXT
// RUN: roofline-opt --analyze --json --device=rtx-4090 %s | FileCheck %s --check-prefix=JSON

// TEXT: hierarchical model: device 'rtx-4090' has no L2 level (memory.l2): the hierarchical model is off and verdicts use the DRAM-only roofline
// JSON: "hierarchy": {
// JSON-NEXT: "enabled": false,
// JSON-NEXT: "status": "device 'rtx-4090' has no L2 level (memory.l2): the hierarchical model is off and verdicts use the DRAM-only roofline"
// 512^3 f32 matmul into its init: 2 x 512^3 = 268,435,456 FLOPs, 4 x 1 MiB.
// JSON: "flops": 268435456,
// JSON: "bytes_by_level": {
// JSON-NEXT: "dram": 4194304,
// JSON-NEXT: "l2": 4194304,
// JSON-NEXT: "l1": 4194304
// JSON: "hierarchy": null,
func.func @mm(%a: tensor<512x512xf32>, %b: tensor<512x512xf32>,
              %c: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<512x512xf32>, tensor<512x512xf32>)
                     outs(%c : tensor<512x512xf32>) -> tensor<512x512xf32>
  return %r : tensor<512x512xf32>
}
