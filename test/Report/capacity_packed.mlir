// Capacity of sub-byte element types (docs/json-schema.md, "capacity"):
// 2- to 7-bit types are stored packed, as quantised weights are and as the
// traffic figures count them; an i1 takes a byte, as a torch.bool does.
//
// By hand:
//   parameters: %w 3x5xi4 = 15 x 4 = 60 bits -> 8 B (rounded up once, not
//               per element: 15 B before); %q 7xf4E2M1FN = 28 bits -> 4 B;
//               2 tensors, 12 B
//   inputs:     %mask 5xi1 = 5 B; %x 4xf32 = 16 B               -> 21 B, 2
//   activations: the negf result, 4xf32 = 16 B
//   total 12 + 21 + 16 = 49 B
//
// RUN: roofline-opt --analyze --device=h100-sxm5-80gb --json %s | FileCheck %s

// CHECK:      "capacity": {
// CHECK-NEXT:   "parameters": {
// CHECK-NEXT:     "bytes": 12,
// CHECK-NEXT:     "tensors": 2
// CHECK-NEXT:   },
// CHECK:        "inputs": {
// CHECK-NEXT:     "bytes": 21,
// CHECK-NEXT:     "tensors": 2
// CHECK-NEXT:   },
// CHECK-NEXT:   "activations": {
// CHECK-NEXT:     "bytes": 16,
// CHECK:        "total_bytes": 49,
func.func @packed(%w: tensor<3x5xi4> {roofline.weight}, %q: tensor<7xf4E2M1FN> {roofline.weight},
                  %mask: tensor<5xi1>, %x: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.negf ins(%x : tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
