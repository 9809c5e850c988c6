// The MI300X's Infinity Cache (devices/mi300x.json memory.l3: 256 MiB,
// 17 TB/s) in its report, on a 4096^3 bf16 matmul accumulating into its bf16 C.
// RUN: roofline-opt --analyze %s --device=mi300x --pass-options=columns=0 | FileCheck %s
//
// The device line names the level: 256 MiB = 268435456 B = 268.44 MB.
// CHECK: DRAM 5.30 TB/s, Infinity Cache (l3) 268.44 MB at 17.00 TB/s
//
// A, B, C are 4096^2 x 2 B = 32 MiB = 33554432 B each. The model's schedule
// (the L2 is one XCD's 4 MiB, no L2 or L1 ceiling on this part): 32x64
// blocks in a wave-resident L2 group of 43 x 64 blocks = 1376 rows x all
// 4096 columns. What L2 misses, and the L3 sees: A once (ceil(4096 / 4096)),
// B ceil(4096 / 1376) = 3 times, C read and written: (1 + 3 + 2) x 33554432
// = 201326592 B. The whole problem, 3 x 32 MiB = 96 MiB, fits 0.9 x 256 MiB
// of Infinity Cache: DRAM moves each operand once, C read and written:
// 4 x 33554432 = 134217728 B.
// CHECK: linalg.matmul tile 32x64x16 (model), wave-resident L2 group 43x64
// CHECK-NEXT: bytes dram 134.22 MB, l3 201.33 MB, l2
func.func @gemm(%a: tensor<4096x4096xbf16>, %b: tensor<4096x4096xbf16>,
                %c: tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16> {
  %0 = linalg.matmul ins(%a, %b : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>)
                     outs(%c : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
  return %0 : tensor<4096x4096xbf16>
}
