// A memory-side cache between L2 and DRAM (memory.l3: AMD's Infinity Cache)
// on a test device with round numbers (Inputs/infinity-cache-gpu.json):
// DRAM 1 TB/s, L3 "Test Cache" 256 MiB at 4 TB/s, L2 8 MiB with no bandwidth
// (a capacity-only level: it shapes the tile model, it has no ceiling),
// L1 20 TB/s, fp32 10 TFLOPS, no launch overhead.
//
// RUN: roofline-opt --analyze %s --device-file=%S/Inputs/infinity-cache-gpu.json \
// RUN:   --pass-options=columns=0 | FileCheck %s --check-prefix=TEXT
// RUN: roofline-opt --analyze %s --device-file=%S/Inputs/infinity-cache-gpu.json \
// RUN:   --format=json | FileCheck %s --check-prefix=JSON
// A device without an L3 lists no l3 key anywhere.
// RUN: roofline-opt --analyze %s --device=a100 --format=json | FileCheck %s --check-prefix=NOL3

// The device line names the level by the vendor's name.
// TEXT: DRAM 1.00 TB/s, Test Cache (l3) 268.44 MB at 4.00 TB/s, launch overhead 0 s

// (1) 2048^3 f32 matmul accumulating into C: A, B, C are 16 MiB each.
//   The L3 sees what L2 misses. The model's schedule: 32x32 blocks in a
//   wave-resident L2 group of 22 x 64 blocks (704 rows x all 2048 columns):
//   A is read ceil(2048 / 2048) = 1 time, B ceil(2048 / 704) = 3 times, C
//   read and written: L3 = (1 + 3 + 2) x 16 MiB = 100663296 B.
//   The whole problem, A + B + C = 48 MiB, fits 0.9 x 256 MiB of L3, so DRAM
//   moves each operand once: A + B + C read + C written = 4 x 16 MiB =
//   67108864 B (compulsory).
// TEXT: linalg.matmul tile 32x32x16 (model), wave-resident L2 group 22x64
// TEXT-NEXT: bytes dram 67.11 MB, l3 100.66 MB, l2 {{[0-9.]+}} GB, l1 {{[0-9.]+}} GB
//
// (2) copy of 2^27 f32: 2^27 x 4 x 2 = 1073741824 B at every level; DRAM
//   1073741824 / 1e12 = 1.073742e-3 s, L3 / 4e12 = 2.684355e-4 s: DRAM
//   binds (the L3 sees the same compulsory stream, four times faster).

// JSON: "bandwidth_bytes_per_s": {
// JSON-NEXT: "dram": 1000000000000,
// JSON-NEXT: "l3": 4000000000000,
// JSON-NEXT: "l1": 20000000000000
// JSON: "level_names": {
// JSON-NEXT: "l3": "Test Cache"
// JSON: "op": "linalg.matmul"
// JSON: "bytes_by_level": {
// JSON-NEXT: "dram": 67108864,
// JSON-NEXT: "l3": 100663296,
// L3 time: 100663296 / 4e12 = 2.5165824e-5 s; no L2 ceiling, so 0.
// JSON: "level_time_s": {
// JSON-NEXT: "dram": 6.7108864e-05,
// JSON-NEXT: "l3": 2.5165824e-05,
// JSON-NEXT: "l2": 0,
// JSON: "op": "linalg.copy"
// JSON: "bytes_by_level": {
// JSON-NEXT: "dram": 1073741824,
// JSON-NEXT: "l3": 1073741824,
// JSON: "level_time_s": {
// JSON-NEXT: "dram": 0.001073741824,
// JSON-NEXT: "l3": 0.000268435456,
// JSON: "binding": "dram"
// The totals list the l3 binding (no op is bound by it here).
// JSON: "time_by_binding_s": {
// JSON: "interconnect": 0,
// JSON-NEXT: "l3": 0

// NOL3-NOT: "l3"
// NOL3: "bytes_by_level": {
// NOL3-NEXT: "dram":
// NOL3-NEXT: "l2":
// NOL3-NEXT: "l1":
// NOL3-NEXT: }
// NOL3-NOT: "l3"

func.func @gemm(%a: tensor<2048x2048xf32>, %b: tensor<2048x2048xf32>,
                %c: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<2048x2048xf32>, tensor<2048x2048xf32>)
                     outs(%c : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  return %0 : tensor<2048x2048xf32>
}

func.func @copy(%x: tensor<134217728xf32>, %y: tensor<134217728xf32>)
    -> tensor<134217728xf32> {
  %1 = linalg.copy ins(%x : tensor<134217728xf32>)
                   outs(%y : tensor<134217728xf32>) -> tensor<134217728xf32>
  return %1 : tensor<134217728xf32>
}
