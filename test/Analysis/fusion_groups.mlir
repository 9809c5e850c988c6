// Compiled and graph modes run each group of ops a compiler fuses as one
// kernel (docs/model.md 1.8, roofline/CostModels/FusionGroups.h): the
// kernel op's record carries the kernel's bytes (the values produced and
// consumed inside the group never move through DRAM) and its time, bound
// and intensity from the group's summed FLOPs, with one launch; every op
// keeps its own FLOPs; the others take no time. Eager mode is unchanged.
//
// Device a100-sxm4-40gb: fp32 19.5 TF, DRAM 1555 GB/s, launch 3 us, graph
// gap 1.1 us. hierarchy=false: time = max(compute, DRAM) + launch, where
// compute = (FLOPs + 8 x transcendentals) / 19.5e12.
//
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb mode=eager emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=EAGER
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=COMPILED
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb mode=graph emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=GRAPH
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --json | FileCheck %s --check-prefix=JSON
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --mode=eager --json | FileCheck %s --check-prefix=EAGER-JSON

// @mlp: fill, matmul 256x512 by 512x1024 f32, bias add, relu.
// Eager, three kernels (test/Analysis/modes.mlir gives the fill and matmul):
//   the fill folds into the matmul in every mode (0 B), the matmul
//   268435456 FLOPs, 3670016 B, 1.676592e-5; the bias add (a 2-D add, not
//   the 1-D bias vector an addmm takes) 256x1024 FLOPs = 262144, reads the product
//   1048576 + bias 4096 and writes 1048576 = 2101248 B: 1.351285e-6 of DRAM
//   + 3 us = 4.351285e-6; relu 262144 FLOPs (maximumf), 2 x 1048576 B:
//   1.348651e-6 + 3 us = 4.348651e-6.
// EAGER: fusion_groups.mlir:117:8: remark: roofline: flops=0 bytes=0 {{.*}} bound=none time=0.000000e+00
// EAGER: fusion_groups.mlir:118:8: remark: roofline: flops=268435456 bytes=3670016 {{.*}} time=1.676592e-05
// EAGER: fusion_groups.mlir:119:10: remark: roofline: flops=262144 bytes=2101248 {{.*}} time=4.351285e-06
// EAGER: fusion_groups.mlir:125:11: remark: roofline: flops=262144 bytes=2097152 {{.*}} time=4.348651e-06
// Compiled: the fill folds into the matmul (no C read: 3670016 B); the bias
//   add is the matmul's epilogue and relu the add's only consumer: one
//   kernel, the matmul's. Its FLOPs 268435456 + 262144 + 262144 =
//   268959744 (each op's remark keeps its own).
//   Bytes: 3670016 + 2101248 + 2097152 = 7868416, less the product written
//   and read back (2 x 1048576) and the sum written and read back
//   (2 x 1048576): 3674112 = A 524288 + B 2097152 + bias 4096 + out 1048576.
//   Intensity 268959744 / 3674112 = 73.20; compute 268959744 / 19.5e12 =
//   1.379281e-5 > DRAM 2.362773e-6: 1.379281e-5 + 3 us = 1.679281e-5. The
//   add and relu: their own FLOPs, 0 B, 0 s, bound none.
// COMPILED: fusion_groups.mlir:117:8: remark: roofline: flops=0 bytes=0 {{.*}} bound=none
// COMPILED: fusion_groups.mlir:118:8: remark: roofline: flops=268435456 bytes=3674112 intensity=73.20 class=fp32 bound=compute time=1.679281e-05
// COMPILED: fusion_groups.mlir:119:10: remark: roofline: flops=262144 bytes=0 intensity=0.00 class=fp32 bound=none time=0.000000e+00
// COMPILED: fusion_groups.mlir:125:11: remark: roofline: flops=262144 bytes=0 intensity=0.00 class=fp32 bound=none time=0.000000e+00
// Graph: the same kernel, launched for the 1.1 us gap: 1.489281e-5.
// GRAPH: fusion_groups.mlir:118:8: remark: roofline: flops=268435456 bytes=3674112 {{.*}} time=1.489281e-05

// @exp_sum: exp of 128x1000 f32 then a row sum (the exp and sum of a
// softmax). Eager: exp 128000 transcendentals, 2 x 512000 B = 1024000 B:
//   3.658521e-6; the fill folds into the sum in every mode (a reduction
//   starts from its identity in registers); the sum 128000 FLOPs reads
//   512000 and writes 512: 512512 B, 3.295897e-7 + 3 us = 3.329590e-6.
// EAGER: fusion_groups.mlir:137:9: remark: roofline: flops=0 bytes=1024000 {{.*}} time=3.658521e-06
// EAGER: fusion_groups.mlir:144:10: remark: roofline: flops=0 bytes=0 {{.*}} bound=none
// EAGER: fusion_groups.mlir:145:10: remark: roofline: flops=128000 bytes=512512 {{.*}} time=3.329590e-06
// Compiled: the fill folds (no accumulator read: 512512 B) and the exp, a
//   pointwise producer used only by the sum, fuses into it: 1024000 +
//   512512 - 2 x 512000 (the exp's result written and read back) = 512512 B
//   = x 512000 + out 512. compute (128000 + 8 x 128000) / 19.5e12 =
//   5.907692e-8 < DRAM 512512 / 1555e9 = 3.295897e-7: 3.329590e-6.
// COMPILED: fusion_groups.mlir:137:9: remark: roofline: flops=0 bytes=0 {{.*}} bound=none
// COMPILED: fusion_groups.mlir:145:10: remark: roofline: flops=128000 bytes=512512 {{.*}} time=3.329590e-06

// @two_users: %a = exp(x) is returned and read by %n: it is written either
// way, so it stays a kernel of its own (32768 B, as in eager mode); %n
// = -a, used only by %p = n * y, fuses into it: 4096 + 4096 = 8192 FLOPs
// (intensity 8192 / 49152 = 0.17), 32768 + 49152 - 2 x 16384 = 49152 B
// (a, y and p), 3.031609e-6.
// EAGER: fusion_groups.mlir:156:8: remark: roofline: flops=0 bytes=32768 {{.*}} time=3.021073e-06
// EAGER: fusion_groups.mlir:162:8: remark: roofline: flops=4096 bytes=32768 {{.*}} time=3.021073e-06
// EAGER: fusion_groups.mlir:168:8: remark: roofline: flops=4096 bytes=49152 {{.*}} time=3.031609e-06
// COMPILED: fusion_groups.mlir:156:8: remark: roofline: flops=0 bytes=32768 {{.*}} time=3.021073e-06
// COMPILED: fusion_groups.mlir:162:8: remark: roofline: flops=4096 bytes=0 {{.*}} bound=none
// COMPILED: fusion_groups.mlir:168:8: remark: roofline: flops=4096 bytes=49152 intensity=0.17 {{.*}} time=3.031609e-06

// @read_twice: b = exp(x) + x reads x in both ops; fused, the kernel reads
// it once: 32768 + 49152 - 2 x 16384 (exp's result) - 16384 (x again) =
// 32768 B = x + b; 4096 FLOPs; 3.021073e-6 (eager: 3.021073e-6 and
// 3.031609e-6, two kernels).
// COMPILED: fusion_groups.mlir:179:8: remark: roofline: flops=0 bytes=0 {{.*}} bound=none
// COMPILED: fusion_groups.mlir:185:8: remark: roofline: flops=4096 bytes=32768 {{.*}} time=3.021073e-06

// JSON, compiled: ops in IR order (0 fill, 1 matmul, 2 add, 3 relu, 4 exp,
// 5 fill, 6 sum, 7 a, 8 n, 9 p, 10 a, 11 b); the fused ops name their
// kernel in folded_into; 5 kernels launch (matmul, sum, a, p, b: 5 x 3 us);
// the total FLOPs are eager mode's.
// JSON: "id": 2,
// JSON: "folded_into": 1,
// JSON: "id": 3,
// JSON: "folded_into": 1,
// JSON: "id": 4,
// JSON: "folded_into": 6,
// JSON: "id": 7,
// JSON: "folded_into": null,
// JSON: "id": 8,
// JSON: "folded_into": 9,
// JSON: "id": 10,
// JSON: "folded_into": 11,
// JSON: "totals": {
// JSON: "flops": 269100032,
// JSON: "launch_time_s": 1.5{{0*[0-9]?}}e-05,
// JSON: "folded_ops": 7
// Eager: no op is fused; the two fills are folded (their libraries' and
// reductions' accumulators start in registers): 10 launches, 3e-5 s; the
// same FLOPs.
// EAGER-JSON: "totals": {
// EAGER-JSON: "flops": 269100032,
// EAGER-JSON: "launch_time_s": {{3(\.0*[0-9]?)?|2\.99999[0-9]*}}e-05,
// EAGER-JSON: "folded_ops": 2

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
#red = affine_map<(d0, d1) -> (d0)>

func.func @mlp(%a: tensor<256x512xf32>, %b: tensor<512x1024xf32>, %bias: tensor<1024xf32>) -> tensor<256x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x1024xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %m = linalg.matmul ins(%a, %b : tensor<256x512xf32>, tensor<512x1024xf32>) outs(%c : tensor<256x1024xf32>) -> tensor<256x1024xf32>
  %add = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %bias : tensor<256x1024xf32>, tensor<1024xf32>) outs(%e : tensor<256x1024xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<256x1024xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%add : tensor<256x1024xf32>) outs(%e : tensor<256x1024xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = arith.maximumf %x, %zero : f32
    linalg.yield %r : f32
  } -> tensor<256x1024xf32>
  return %relu : tensor<256x1024xf32>
}

func.func @exp_sum(%x: tensor<128x1000xf32>) -> tensor<128xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x1000xf32>
  %ex = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<128x1000xf32>) outs(%e : tensor<128x1000xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.exp %v : f32
    linalg.yield %t : f32
  } -> tensor<128x1000xf32>
  %e1 = tensor.empty() : tensor<128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e1 : tensor<128xf32>) -> tensor<128xf32>
  %sum = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["parallel", "reduction"]}
      ins(%ex : tensor<128x1000xf32>) outs(%acc : tensor<128xf32>) {
  ^bb0(%v: f32, %s: f32):
    %t = arith.addf %v, %s : f32
    linalg.yield %t : f32
  } -> tensor<128xf32>
  return %sum : tensor<128xf32>
}

func.func @two_users(%x: tensor<64x64xf32>, %y: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %e = tensor.empty() : tensor<64x64xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.exp %v : f32
    linalg.yield %t : f32
  } -> tensor<64x64xf32>
  %n = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = arith.negf %v : f32
    linalg.yield %t : f32
  } -> tensor<64x64xf32>
  %p = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%n, %y : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%v: f32, %w: f32, %o: f32):
    %t = arith.mulf %v, %w : f32
    linalg.yield %t : f32
  } -> tensor<64x64xf32>
  return %a, %p : tensor<64x64xf32>, tensor<64x64xf32>
}

func.func @read_twice(%x: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %e = tensor.empty() : tensor<64x64xf32>
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.exp %v : f32
    linalg.yield %t : f32
  } -> tensor<64x64xf32>
  %b = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %x : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) {
  ^bb0(%v: f32, %w: f32, %o: f32):
    %t = arith.addf %v, %w : f32
    linalg.yield %t : f32
  } -> tensor<64x64xf32>
  return %b : tensor<64x64xf32>
}
