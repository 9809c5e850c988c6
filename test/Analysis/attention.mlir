// Attention chains as one kernel (docs/model.md 1.8, "Attention";
// roofline/CostModels/FusionGroups.h, AttentionGroup): softmax(f(Q K^T)) V,
// recognised in linalg, runs as FlashAttention's one kernel in compiled and
// graph modes and in eager mode with eager-attention=sdpa (the default);
// eager-attention=unfused keeps every op a kernel of its own.
//
// Device a100-sxm4-40gb: fp16 tensor cores 312 TF, DRAM 1555 GB/s, launch
// 3 us, graph gap 1.1 us, 108 SMs, 167936 B of shared memory per SM, L2
// 41943040 B. hierarchy=false. Every kernel here is launch-bound:
// time = launch + max(compute, DRAM bytes / 1555e9).
//
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefixes=FUSED,COMPILED
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb mode=eager emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefixes=FUSED,SDPA
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb mode=graph emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=GRAPH
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb mode=eager eager-attention=unfused emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNFUSED
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --json | FileCheck %s --check-prefix=JSON
//
// @attention: batch 2 x 4 heads = 8 heads, L = S = 128 queries and keys,
// d = dv = 64, f16. Q, K, V and O are 8 x 128 x 64 x 2 B = 131072 B each;
// the scores 8 x 128 x 128 x 2 B = 262144 B. FLOPs: Q K^T 2 x 8 x 128 x
// 128 x 64 = 16777216, the scale 131072, the softmax 4 x 131072 = 524288
// (and 131072 exp), P V 16777216: 34209792 in all.
// Fused: one kernel, the P V contraction's record. Br = min(ceil(83968 /
//   (4 x 64)), 64) = 64 (M = 167936 B / 2 B = 83968 f16 elements), Tr =
//   ceil(128 / 64) = 2 query blocks per head; heads in flight min(8,
//   ceil(108 / 2)) = 8, whose K and V (262144 B) fit in L2: DRAM reads Q,
//   K and V once and writes O, 4 x 131072 = 524288 B (L2: Q + O + 2 x
//   (K + V) = 786432 B). Intensity 34209792 / 524288 = 65.25. Compute
//   (34209792 + 8 x 131072 exp) / 312e12 = 1.130076e-7 < DRAM 524288 /
//   1555e9 = 3.371627e-7: 3 us + 3.371627e-7 = 3.337163e-6. The other ops
//   keep their own FLOPs with 0 B, 0 s, bound none (the fills too).
// FUSED: attention.mlir:104:9: remark: roofline: flops=0 bytes=0 {{.*}} bound=none
// FUSED: attention.mlir:105:8: remark: roofline: flops=16777216 bytes=0 {{.*}} bound=none time=0.000000e+00
// FUSED: attention.mlir:107:13: remark: roofline: flops=131072 bytes=0 {{.*}} bound=none
// FUSED: attention.mlir:114:8: remark: roofline: flops=524288 bytes=0 {{.*}} bound=none
// FUSED: attention.mlir:116:9: remark: roofline: flops=0 bytes=0 {{.*}} bound=none
// FUSED: attention.mlir:117:8: remark: roofline: flops=16777216 bytes=524288 intensity=65.25 class=fp16_tc bound=launch time=3.337163e-06
// Graph: the same kernel at the 1.1 us gap: 1.437163e-6.
// GRAPH: attention.mlir:104:9: remark: roofline: flops=0 bytes=0 {{.*}} bound=none
// GRAPH: attention.mlir:117:8: remark: roofline: flops=16777216 bytes=524288 intensity=65.25 class=fp16_tc bound=launch time=1.437163e-06
// Unfused: a kernel each, as without this rule, but for the accumulators'
//   fills, folded into their batch matmuls in every mode (cuBLAS' beta = 0):
//   0 B. Q K^T reads Q and K and writes 262144: 524288 B, 3.337163e-6; the
//   scale and the softmax read and write 262144 each: 524288 B, 3.337163e-6;
//   P V reads P 262144 and V 131072 and writes O 131072: 524288 B,
//   3.337163e-6.
// UNFUSED: attention.mlir:104:9: remark: roofline: flops=0 bytes=0 {{.*}} bound=none time=0.000000e+00
// UNFUSED: attention.mlir:105:8: remark: roofline: flops=16777216 bytes=524288 {{.*}} time=3.337163e-06
// UNFUSED: attention.mlir:107:13: remark: roofline: flops=131072 bytes=524288 {{.*}} time=3.337163e-06
// UNFUSED: attention.mlir:114:8: remark: roofline: flops=524288 bytes=524288 {{.*}} time=3.337163e-06
// UNFUSED: attention.mlir:116:9: remark: roofline: flops=0 bytes=0 {{.*}} bound=none time=0.000000e+00
// UNFUSED: attention.mlir:117:8: remark: roofline: flops=16777216 bytes=524288 {{.*}} time=3.337163e-06
// The report: the fused ops are folded_into the kernel (op 5; the first
// fill is folded into Q K^T, op 1, by the fill rule), whose
// note gives the rule's figures; the kernel's L2 bytes are 786432.
// JSON: "id": 1,
// JSON: "folded_into": 5,
// JSON: "id": 2,
// JSON: "folded_into": 5,
// JSON: "id": 3,
// JSON-NEXT: "op": "linalg.softmax",
// JSON: "folded_into": 5,
// JSON: "id": 5,
// JSON: "l2": 786432,
// JSON: "folded_into": null,
// JSON: one attention kernel (FlashAttention) with the 3 ops fused into it (mode=compiled), 8 heads x 128 queries x 128 keys, d=64, dv=64: its 34209792 FLOPs (17432576 of them the fused ops') over Q 131072 + K 131072 + V 131072 + other inputs 0 + O 131072 bytes; the scores never leave the chip (1572864 DRAM bytes less than as separate kernels); query blocks of Br=64 rows, Tr=2 per head, K and V read Tr times at L2 and once from DRAM (the K and V of the 8 heads in flight fit in L2)
//
// @decomposed: the same shapes with the scores reshaped to [2, 4, 128,
// 128] and back (a model's view), a [128, 128] f16 mask added (32768 B,
// read once), and the softmax as its upstream decomposition (max, exp(x -
// max), sum, div, the reductions' fills): one kernel. DRAM 524288 + 32768
// = 557056 B; FLOPs 2 x 16777216 + 131072 each for the mask add, max,
// subtraction, sum and division = 34209792 (and 131072 exp): intensity
// 61.41, time 3 us + 557056 / 1555e9 = 3.358235e-6. In eager-attention=
// unfused the mask add alone moves 262144 + 32768 + 262144 = 557056 B.
// FUSED: attention.mlir:133:8: remark: roofline: flops=131072 bytes=0 {{.*}} bound=none
// FUSED: attention.mlir:159:8: remark: roofline: flops=131072 bytes=0 {{.*}} bound=none
// FUSED: attention.mlir:166:8: remark: roofline: flops=16777216 bytes=557056 intensity=61.41 class=fp16_tc bound=launch time=3.358235e-06
// UNFUSED: attention.mlir:133:8: remark: roofline: flops=131072 bytes=557056 {{.*}} time=3.358235e-06
//
// @probs_returned: the probabilities are also returned, so they are
// written anyway: no attention kernel. The softmax reads and writes 262144
// B (524288, 3.337163e-6); Q K^T (its fill folded in compiled mode) reads
// Q and K and writes the scores: 524288 B, intensity 32.00; P V reads P,
// V and writes O: 524288 B.
// COMPILED: attention.mlir:176:8: remark: roofline: flops=16777216 bytes=524288 intensity=32.00 {{.*}} time=3.337163e-06
// COMPILED: attention.mlir:178:8: remark: roofline: flops=524288 bytes=524288 {{.*}} time=3.337163e-06
// COMPILED: attention.mlir:181:8: remark: roofline: flops=16777216 bytes=524288 intensity=32.00 {{.*}} time=3.337163e-06
// SDPA: attention.mlir:178:8: remark: roofline: flops=524288 bytes=524288 {{.*}} time=3.337163e-06
//
// @scores_twice: the scores are read by the softmax and by a negation
// returned from the function: no attention kernel; the softmax as above.
// COMPILED: attention.mlir:195:8: remark: roofline: flops=524288 bytes=524288 {{.*}} time=3.337163e-06
// COMPILED: attention.mlir:198:8: remark: roofline: flops=16777216 bytes=524288 intensity=32.00 {{.*}} time=3.337163e-06
// SDPA: attention.mlir:195:8: remark: roofline: flops=524288 bytes=524288 {{.*}} time=3.337163e-06

#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row = affine_map<(d0, d1, d2) -> (d0, d1)>
#mask = affine_map<(d0, d1, d2) -> (d1, d2)>

func.func @attention(%q: tensor<8x128x64xf16>, %k: tensor<8x128x64xf16>, %v: tensor<8x128x64xf16>) -> tensor<8x128x64xf16> {
  %zero = arith.constant 0.0 : f16
  %e0 = tensor.empty() : tensor<8x128x128xf16>
  %f0 = linalg.fill ins(%zero : f16) outs(%e0 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
  %s = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%q, %k : tensor<8x128x64xf16>, tensor<8x128x64xf16>) outs(%f0 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
  %e1 = tensor.empty() : tensor<8x128x128xf16>
  %scaled = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<8x128x128xf16>) outs(%e1 : tensor<8x128x128xf16>) {
  ^bb0(%a: f16, %o: f16):
    %c = arith.constant 0.125 : f16
    %m = arith.mulf %a, %c : f16
    linalg.yield %m : f16
  } -> tensor<8x128x128xf16>
  %e2 = tensor.empty() : tensor<8x128x128xf16>
  %p = linalg.softmax dimension(2) ins(%scaled : tensor<8x128x128xf16>) outs(%e2 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
  %e3 = tensor.empty() : tensor<8x128x64xf16>
  %f1 = linalg.fill ins(%zero : f16) outs(%e3 : tensor<8x128x64xf16>) -> tensor<8x128x64xf16>
  %o = linalg.batch_matmul ins(%p, %v : tensor<8x128x128xf16>, tensor<8x128x64xf16>) outs(%f1 : tensor<8x128x64xf16>) -> tensor<8x128x64xf16>
  return %o : tensor<8x128x64xf16>
}

// Scores in [2, 4, 128, 128] between reshapes (as the importer emits a
// model's view(B, H, L, S)), a mask added, and the upstream decomposition of
// the softmax: max, exp(x - max), sum, div.
func.func @decomposed(%q: tensor<8x128x64xf16>, %k: tensor<8x128x64xf16>, %v: tensor<8x128x64xf16>, %mask: tensor<128x128xf16>) -> tensor<8x128x64xf16> {
  %zero = arith.constant 0.0 : f16
  %ninf = arith.constant 0xFC00 : f16
  %e0 = tensor.empty() : tensor<8x128x128xf16>
  %f0 = linalg.fill ins(%zero : f16) outs(%e0 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
  %s = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%q, %k : tensor<8x128x64xf16>, tensor<8x128x64xf16>) outs(%f0 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
  %s4 = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [2, 4, 128, 128] : tensor<8x128x128xf16> into tensor<2x4x128x128xf16>
  %s3 = tensor.collapse_shape %s4 [[0, 1], [2], [3]] : tensor<2x4x128x128xf16> into tensor<8x128x128xf16>
  %e1 = tensor.empty() : tensor<8x128x128xf16>
  %x = linalg.generic {indexing_maps = [#id, #mask, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s3, %mask : tensor<8x128x128xf16>, tensor<128x128xf16>) outs(%e1 : tensor<8x128x128xf16>) {
  ^bb0(%a: f16, %b: f16, %o: f16):
    %m = arith.addf %a, %b : f16
    linalg.yield %m : f16
  } -> tensor<8x128x128xf16>
  %er = tensor.empty() : tensor<8x128xf16>
  %fmax = linalg.fill ins(%ninf : f16) outs(%er : tensor<8x128xf16>) -> tensor<8x128xf16>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<8x128x128xf16>) outs(%fmax : tensor<8x128xf16>) {
  ^bb0(%a: f16, %acc: f16):
    %m = arith.maxnumf %a, %acc : f16
    linalg.yield %m : f16
  } -> tensor<8x128xf16>
  %e2 = tensor.empty() : tensor<8x128x128xf16>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %max : tensor<8x128x128xf16>, tensor<8x128xf16>) outs(%e2 : tensor<8x128x128xf16>) {
  ^bb0(%a: f16, %b: f16, %o: f16):
    %d = arith.subf %a, %b : f16
    %y = math.exp %d : f16
    linalg.yield %y : f16
  } -> tensor<8x128x128xf16>
  %fsum = linalg.fill ins(%zero : f16) outs(%er : tensor<8x128xf16>) -> tensor<8x128xf16>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%exp : tensor<8x128x128xf16>) outs(%fsum : tensor<8x128xf16>) {
  ^bb0(%a: f16, %acc: f16):
    %m = arith.addf %a, %acc : f16
    linalg.yield %m : f16
  } -> tensor<8x128xf16>
  %e3 = tensor.empty() : tensor<8x128x128xf16>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%exp, %sum : tensor<8x128x128xf16>, tensor<8x128xf16>) outs(%e3 : tensor<8x128x128xf16>) {
  ^bb0(%a: f16, %b: f16, %o: f16):
    %d = arith.divf %a, %b : f16
    linalg.yield %d : f16
  } -> tensor<8x128x128xf16>
  %e4 = tensor.empty() : tensor<8x128x64xf16>
  %f1 = linalg.fill ins(%zero : f16) outs(%e4 : tensor<8x128x64xf16>) -> tensor<8x128x64xf16>
  %o = linalg.batch_matmul ins(%p, %v : tensor<8x128x128xf16>, tensor<8x128x64xf16>) outs(%f1 : tensor<8x128x64xf16>) -> tensor<8x128x64xf16>
  return %o : tensor<8x128x64xf16>
}

// The probabilities are also returned: written to memory anyway, the chain
// is not an attention kernel.
func.func @probs_returned(%q: tensor<8x128x64xf16>, %k: tensor<8x128x64xf16>, %v: tensor<8x128x64xf16>) -> (tensor<8x128x64xf16>, tensor<8x128x128xf16>) {
  %zero = arith.constant 0.0 : f16
  %e0 = tensor.empty() : tensor<8x128x128xf16>
  %f0 = linalg.fill ins(%zero : f16) outs(%e0 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
  %s = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%q, %k : tensor<8x128x64xf16>, tensor<8x128x64xf16>) outs(%f0 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
  %e2 = tensor.empty() : tensor<8x128x128xf16>
  %p = linalg.softmax dimension(2) ins(%s : tensor<8x128x128xf16>) outs(%e2 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
  %e3 = tensor.empty() : tensor<8x128x64xf16>
  %f1 = linalg.fill ins(%zero : f16) outs(%e3 : tensor<8x128x64xf16>) -> tensor<8x128x64xf16>
  %o = linalg.batch_matmul ins(%p, %v : tensor<8x128x128xf16>, tensor<8x128x64xf16>) outs(%f1 : tensor<8x128x64xf16>) -> tensor<8x128x64xf16>
  return %o, %p : tensor<8x128x64xf16>, tensor<8x128x128xf16>
}

// The scores are read twice (by the softmax and by an op outside the
// chain): not an attention kernel either.
func.func @scores_twice(%q: tensor<8x128x64xf16>, %k: tensor<8x128x64xf16>, %v: tensor<8x128x64xf16>) -> (tensor<8x128x64xf16>, tensor<8x128x128xf16>) {
  %zero = arith.constant 0.0 : f16
  %e0 = tensor.empty() : tensor<8x128x128xf16>
  %f0 = linalg.fill ins(%zero : f16) outs(%e0 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
  %s = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%q, %k : tensor<8x128x64xf16>, tensor<8x128x64xf16>) outs(%f0 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
  %e1 = tensor.empty() : tensor<8x128x128xf16>
  %neg = linalg.negf ins(%s : tensor<8x128x128xf16>) outs(%e1 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
  %e2 = tensor.empty() : tensor<8x128x128xf16>
  %p = linalg.softmax dimension(2) ins(%s : tensor<8x128x128xf16>) outs(%e2 : tensor<8x128x128xf16>) -> tensor<8x128x128xf16>
  %e3 = tensor.empty() : tensor<8x128x64xf16>
  %f1 = linalg.fill ins(%zero : f16) outs(%e3 : tensor<8x128x64xf16>) -> tensor<8x128x64xf16>
  %o = linalg.batch_matmul ins(%p, %v : tensor<8x128x128xf16>, tensor<8x128x64xf16>) outs(%f1 : tensor<8x128x64xf16>) -> tensor<8x128x64xf16>
  return %o, %neg : tensor<8x128x64xf16>, tensor<8x128x128xf16>
}

// Long keys: one head, L = 128 queries, S = 262144 keys, d = 64, f16.
func.func @long_keys(%q: tensor<1x128x64xf16>, %k: tensor<1x262144x64xf16>, %v: tensor<1x262144x64xf16>) -> tensor<1x128x64xf16> {
  %zero = arith.constant 0.0 : f16
  %e0 = tensor.empty() : tensor<1x128x262144xf16>
  %f0 = linalg.fill ins(%zero : f16) outs(%e0 : tensor<1x128x262144xf16>) -> tensor<1x128x262144xf16>
  %s = linalg.batch_matmul indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>] ins(%q, %k : tensor<1x128x64xf16>, tensor<1x262144x64xf16>) outs(%f0 : tensor<1x128x262144xf16>) -> tensor<1x128x262144xf16>
  %e2 = tensor.empty() : tensor<1x128x262144xf16>
  %p = linalg.softmax dimension(2) ins(%s : tensor<1x128x262144xf16>) outs(%e2 : tensor<1x128x262144xf16>) -> tensor<1x128x262144xf16>
  %e3 = tensor.empty() : tensor<1x128x64xf16>
  %f1 = linalg.fill ins(%zero : f16) outs(%e3 : tensor<1x128x64xf16>) -> tensor<1x128x64xf16>
  %o = linalg.batch_matmul ins(%p, %v : tensor<1x128x262144xf16>, tensor<1x262144x64xf16>) outs(%f1 : tensor<1x128x64xf16>) -> tensor<1x128x64xf16>
  return %o : tensor<1x128x64xf16>
}
// @long_keys: Q and O 128 x 64 x 2 B = 16384 B each, K and V 262144 x 64 x
// 2 B = 33554432 B each. Br = 64 as above, Tr = 2; one head in flight
// (min(1, ceil(108 / 2))), whose K and V (67108864 B) do not fit in the
// A100's 41943040 B of L2: K and V are read Tr = 2 times from DRAM, 16384
// + 16384 + 2 x 67108864 = 134250496 B. FLOPs 2 x 4294967296 + 4 x
// 33554432 = 8724152320 (and 33554432 exp): compute (8724152320 + 8 x
// 33554432) / 312e12 = 2.88e-5 < DRAM 134250496 / 1555e9 = 8.633472e-5:
// 3 us + 8.633472e-5 = 8.933472e-5, intensity 8724152320 / 134250496 =
// 64.98.
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=LONG
// LONG: attention.mlir:212:8: remark: roofline: flops=4294967296 bytes=134250496 intensity=64.98 class=fp16_tc bound=memory time=8.933472e-05
// The RTX 4090's file gives no L2 capacity: K and V are read from DRAM
// once, 16384 + 16384 + 67108864 = 67141632 B (Br = min(ceil(51200 / 256),
// 64) = 64 from its 102400 B of shared memory per SM, Tr = 2 as on the
// A100); compute (8724152320 + 8 x 33554432) / 165.2e12 = 5.44e-5 < DRAM
// 67141632 / 1008e9 = 6.660876e-5: 3 us + 6.660876e-5 = 6.960876e-5.
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=rtx-4090 emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOL2
// NOL2: attention.mlir:212:8: remark: roofline: flops=4294967296 bytes=67141632 intensity=129.94 class=fp16_tc bound=memory time=6.960876e-05
