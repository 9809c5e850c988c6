// Split-K partial sums stay in L2 (docs/model.md 4.3, issue 31 item 6):
// a batch-32 ResNet-18 layer4 3x3 convolution (512 -> 512 channels, 7x7
// output, input pre-padded to 9x9), f32 on the A100's FP32 units. As a GEMM:
// m = 32 x 49 = 1568 pixels, n = 512, k = 512 x 9 = 4608. Its output tiles
// cannot fill the 108 SMs twice, so the search splits K. The splits sum
// into one 1568 x 512 x 4 B = 3,211,264 B buffer in L2 (serial split-K),
// not one per split: DRAM moves the compulsory bytes only,
//   input 32 x 512 x 9 x 9 x 4 = 5,308,416 + filter 512 x 512 x 9 x 4 =
//   9,437,184 + output 3,211,264 = 17,956,864 B,
// and the intensity is 2 x 1568 x 512 x 4608 / 17,956,864 = 412.0 FLOP/B.
// Before, each split's partial tile was assumed to need a buffer of its
// own, 32 x 3.2 MB, more than L2: 228.79 MB of DRAM, 32.3 FLOP/B, for the
// same compute-bound time.
// RUN: roofline-opt %s --analyze --device=a100-sxm4-40gb --pass-options=columns=0 | FileCheck %s --check-prefix=TEXT
// RUN: roofline-opt %s --analyze --json --device=a100-sxm4-40gb | FileCheck %s --check-prefix=JSON
// TEXT:      linalg.conv_2d_nchw_fchw tile {{.*}}, split-K
// TEXT-NEXT: bytes dram 17.96 MB
// TEXT: binds compute
// JSON:      "op": "linalg.conv_2d_nchw_fchw"
// JSON:      "bytes": 17956864,
// JSON-NEXT: "bytes_by_level": {
// JSON-NEXT:   "dram": 17956864,
// JSON:      "intensity": 412.0
// JSON:      "bound": "compute",
func.func @conv(%x: tensor<32x512x9x9xf32>, %w: tensor<512x512x3x3xf32>) -> tensor<32x512x7x7xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<32x512x7x7xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<32x512x7x7xf32>) -> tensor<32x512x7x7xf32>
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
       ins(%x, %w : tensor<32x512x9x9xf32>, tensor<512x512x3x3xf32>) outs(%c : tensor<32x512x7x7xf32>) -> tensor<32x512x7x7xf32>
  return %r : tensor<32x512x7x7xf32>
}
