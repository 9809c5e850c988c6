// Row kernels (docs/model.md 1.8, roofline/CostModels/FusionGroups.h): in
// compiled and graph modes the row reductions of one static iteration space
// and the elementwise ops over that space that read or feed them run as one
// kernel. When a row fits on chip (48 KiB, kOnChipRowBytes) the row is
// loaded once, the row statistics stay in registers, the result is stored
// once (Inductor's persistent reductions, the libraries' norm kernels); a
// longer row makes a looped kernel that reads the row in each loop, from
// L2 when the rows in flight fit there (rowRereadsHitL2). Eager mode runs
// every op as its own kernel.
//
// Device a100-sxm4-40gb: DRAM 1555 GB/s, launch 3 us. hierarchy=false:
// time = max(compute, DRAM) + launch; every kernel here moves well under a
// microsecond of DRAM traffic, so its time is 3 us + bytes / 1555e9.
//
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=COMPILED
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb mode=graph emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=GRAPH
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb mode=eager emit-remarks annotate=false})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=EAGER

// @layernorm, 64 x 256 f32 (a row of 1 KiB): a row sum, a row sum of
// squared deviations (reading x and the sum), the normalising op (reading
// x, both sums, w and b). Compiled: one kernel, the first reduction's
// record: x 64 x 256 x 4 = 65536 B read once, w and b 2 x 1024 B, y 65536 B
// written; the sums never leave the chip: 133120 B, 3 us + 133120 / 1555e9
// = 3.085608e-06. The fills fold; the other members take no time.
// COMPILED: remark: roofline: flops=0 bytes=0 {{.*}} bound=none
// COMPILED: remark: roofline: flops=16384 bytes=133120 {{.*}} time=3.085608e-06
// COMPILED: remark: roofline: flops=0 bytes=0 {{.*}} bound=none
// COMPILED: remark: roofline: flops=65536 bytes=0 {{.*}} bound=none
// COMPILED: remark: roofline: flops=98304 bytes=0 {{.*}} bound=none
// Graph: the same kernel at the 1.1 us gap: 1.1 us + 8.5608e-8 = 1.185608e-06.
// GRAPH: remark: roofline: flops=16384 bytes=133120 {{.*}} time=1.185608e-06
// Eager: three kernels, x read by each (the fills fold in every mode: no
// accumulator read): the sum 65536 + 256 = 65792 B, the deviations 65536 +
// 256 + 256 = 66048 B, the normalising op 65536 + 256 + 256 + 2048 +
// 65536 = 133632 B.
// EAGER: remark: roofline: flops=16384 bytes=65792
// EAGER: remark: roofline: flops=65536 bytes=66048
// EAGER: remark: roofline: flops=98304 bytes=133632

// @long_rows, 4 x 16384 f32: a row of 64 KiB does not fit on chip, so the
// RMSNorm is a looped kernel, one kernel still: the sum of squares (x
// 262144 B read, 4 sums 16 B written; its fill folds) and the normalising
// op (x, the sums, w 65536 B read, y 262144 B written) move 262160 +
// 589840 = 852000 B as two kernels. The sums stay on chip (16 written + 16
// read). The second read of x comes from L2: rows in flight min(4 rows,
// 108 SMs x 2048 / 1024 threads = 216) = 4, x 64 KiB = 256 KiB, fit the
// A100's 40 MiB. So DRAM reads x once: 852000 -
// 32 - 262144 = 589824 B (x + w + y), while L2 sees it twice: 852000 - 32 =
// 851968 B (the JSON run below).
// COMPILED: remark: roofline: flops=131072 bytes=589824
// COMPILED: remark: roofline: flops=131072 bytes=0 {{.*}} bound=none
// RUN: roofline-opt %s --analyze --json --no-hierarchy --device=a100-sxm4-40gb | FileCheck %s --check-prefix=LOOPED
// LOOPED: "function": "long_rows"
// LOOPED: "dram": 589824,
// LOOPED-NEXT: "l2": 851968,
// LOOPED: from L2: DRAM reads them once

// @long_rows_past_l2, 256 x 262144 f32: rows of 1 MiB, min(256, 216) = 216
// MiB in flight exceed the 40 MiB L2, so the second read of x comes from
// DRAM too: x 268435456 B twice, the sums 1024 B written and read once
// each as two kernels (on chip here), w 1048576, y 268435456: two kernels
// move 268436480 + 537920512 = 806356992 B, the one kernel 806356992 -
// 2048 = 806354944 B at DRAM.
// COMPILED: remark: roofline: flops=134217728 bytes=806354944
// LOOPED: "function": "long_rows_past_l2"
// LOOPED: "dram": 806354944,
// LOOPED: from DRAM: the rows in flight do not fit in L2

// @softmax, 32 x 128 f32 decomposed (row max, exp of the difference, row
// sum, divide): one kernel, the max's record: x 16384 B read, the result
// 16384 B written: 32768 B, 3 us + 32768 / 1555e9 = 3.021073e-06.
// COMPILED: remark: roofline: flops=4096 bytes=32768 {{.*}} time=3.021073e-06
// COMPILED: remark: roofline: flops=4096 bytes=0 {{.*}} bound=none
// COMPILED: remark: roofline: flops=0 bytes=0 {{.*}} bound=none
// COMPILED: remark: roofline: flops=4096 bytes=0 {{.*}} bound=none
// COMPILED: remark: roofline: flops=4096 bytes=0 {{.*}} bound=none

// @col_after_row: an RMSNorm-like row kernel over 64 x 256, then a sum over
// the columns of its result. The column sum's iteration space is the same
// 64 x 256 but it reduces the other loop: it is no member of the row
// kernel, which writes y (the column sum reads it from memory): x 65536 +
// y 65536 = 131072 B; the column sum reads y and writes 256 sums: 65536 +
// 1024 = 66560 B.
// COMPILED: remark: roofline: flops=32768 bytes=131072
// COMPILED: remark: roofline: flops=16384 bytes=0 {{.*}} bound=none
// COMPILED: remark: roofline: flops=0 bytes=0 {{.*}} bound=none
// COMPILED: remark: roofline: flops=16384 bytes=66560

#in = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#col = affine_map<(i, j) -> (j)>

func.func @layernorm(%x: tensor<64x256xf32>, %w: tensor<256xf32>, %b: tensor<256xf32>) -> tensor<64x256xf32> {
  %zero = arith.constant 0.0 : f32
  %se = tensor.empty() : tensor<64xf32>
  %si = linalg.fill ins(%zero : f32) outs(%se : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.generic {indexing_maps = [#in, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<64x256xf32>) outs(%si : tensor<64xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %ve = tensor.empty() : tensor<64xf32>
  %vi = linalg.fill ins(%zero : f32) outs(%ve : tensor<64xf32>) -> tensor<64xf32>
  %var = linalg.generic {indexing_maps = [#in, #row, #row], iterator_types = ["parallel", "reduction"]} ins(%x, %sum : tensor<64x256xf32>, tensor<64xf32>) outs(%vi : tensor<64xf32>) {
  ^bb0(%a: f32, %s: f32, %acc: f32):
    %n = arith.constant 256.0 : f32
    %mu = arith.divf %s, %n : f32
    %d = arith.subf %a, %mu : f32
    %d2 = arith.mulf %d, %d : f32
    %r = arith.addf %acc, %d2 : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %ye = tensor.empty() : tensor<64x256xf32>
  %y = linalg.generic {indexing_maps = [#in, #row, #row, #col, #col, #in], iterator_types = ["parallel", "parallel"]} ins(%x, %sum, %var, %w, %b : tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256xf32>, tensor<256xf32>) outs(%ye : tensor<64x256xf32>) {
  ^bb0(%v: f32, %s: f32, %q: f32, %g: f32, %c: f32, %o: f32):
    %n = arith.constant 256.0 : f32
    %mu = arith.divf %s, %n : f32
    %va = arith.divf %q, %n : f32
    %rs = math.rsqrt %va : f32
    %d = arith.subf %v, %mu : f32
    %xn = arith.mulf %d, %rs : f32
    %sc = arith.mulf %xn, %g : f32
    %res = arith.addf %sc, %c : f32
    linalg.yield %res : f32
  } -> tensor<64x256xf32>
  return %y : tensor<64x256xf32>
}

func.func @long_rows(%x: tensor<4x16384xf32>, %w: tensor<16384xf32>) -> tensor<4x16384xf32> {
  %zero = arith.constant 0.0 : f32
  %se = tensor.empty() : tensor<4xf32>
  %si = linalg.fill ins(%zero : f32) outs(%se : tensor<4xf32>) -> tensor<4xf32>
  %ss = linalg.generic {indexing_maps = [#in, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<4x16384xf32>) outs(%si : tensor<4xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %r = arith.addf %acc, %sq : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  %ye = tensor.empty() : tensor<4x16384xf32>
  %y = linalg.generic {indexing_maps = [#in, #row, #col, #in], iterator_types = ["parallel", "parallel"]} ins(%x, %ss, %w : tensor<4x16384xf32>, tensor<4xf32>, tensor<16384xf32>) outs(%ye : tensor<4x16384xf32>) {
  ^bb0(%v: f32, %s: f32, %g: f32, %o: f32):
    %rs = math.rsqrt %s : f32
    %xn = arith.mulf %v, %rs : f32
    %res = arith.mulf %xn, %g : f32
    linalg.yield %res : f32
  } -> tensor<4x16384xf32>
  return %y : tensor<4x16384xf32>
}

func.func @long_rows_past_l2(%x: tensor<256x262144xf32>, %w: tensor<262144xf32>) -> tensor<256x262144xf32> {
  %zero = arith.constant 0.0 : f32
  %se = tensor.empty() : tensor<256xf32>
  %si = linalg.fill ins(%zero : f32) outs(%se : tensor<256xf32>) -> tensor<256xf32>
  %ss = linalg.generic {indexing_maps = [#in, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<256x262144xf32>) outs(%si : tensor<256xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %r = arith.addf %acc, %sq : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  %ye = tensor.empty() : tensor<256x262144xf32>
  %y = linalg.generic {indexing_maps = [#in, #row, #col, #in], iterator_types = ["parallel", "parallel"]} ins(%x, %ss, %w : tensor<256x262144xf32>, tensor<256xf32>, tensor<262144xf32>) outs(%ye : tensor<256x262144xf32>) {
  ^bb0(%v: f32, %s: f32, %g: f32, %o: f32):
    %rs = math.rsqrt %s : f32
    %xn = arith.mulf %v, %rs : f32
    %res = arith.mulf %xn, %g : f32
    linalg.yield %res : f32
  } -> tensor<256x262144xf32>
  return %y : tensor<256x262144xf32>
}

func.func @softmax(%x: tensor<32x128xf32>) -> tensor<32x128xf32> {
  %ninf = arith.constant -3.40282347E+38 : f32
  %zero = arith.constant 0.0 : f32
  %me = tensor.empty() : tensor<32xf32>
  %mi = linalg.fill ins(%ninf : f32) outs(%me : tensor<32xf32>) -> tensor<32xf32>
  %max = linalg.generic {indexing_maps = [#in, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<32x128xf32>) outs(%mi : tensor<32xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.maximumf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %ee = tensor.empty() : tensor<32x128xf32>
  %e = linalg.generic {indexing_maps = [#in, #row, #in], iterator_types = ["parallel", "parallel"]} ins(%x, %max : tensor<32x128xf32>, tensor<32xf32>) outs(%ee : tensor<32x128xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<32x128xf32>
  %se = tensor.empty() : tensor<32xf32>
  %si = linalg.fill ins(%zero : f32) outs(%se : tensor<32xf32>) -> tensor<32xf32>
  %sum = linalg.generic {indexing_maps = [#in, #row], iterator_types = ["parallel", "reduction"]} ins(%e : tensor<32x128xf32>) outs(%si : tensor<32xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<32xf32>
  %pe = tensor.empty() : tensor<32x128xf32>
  %p = linalg.generic {indexing_maps = [#in, #row, #in], iterator_types = ["parallel", "parallel"]} ins(%e, %sum : tensor<32x128xf32>, tensor<32xf32>) outs(%pe : tensor<32x128xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<32x128xf32>
  return %p : tensor<32x128xf32>
}

func.func @col_after_row(%x: tensor<64x256xf32>) -> tensor<256xf32> {
  %zero = arith.constant 0.0 : f32
  %se = tensor.empty() : tensor<64xf32>
  %si = linalg.fill ins(%zero : f32) outs(%se : tensor<64xf32>) -> tensor<64xf32>
  %ss = linalg.generic {indexing_maps = [#in, #row], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<64x256xf32>) outs(%si : tensor<64xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %sq = arith.mulf %a, %a : f32
    %r = arith.addf %acc, %sq : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %ye = tensor.empty() : tensor<64x256xf32>
  %y = linalg.generic {indexing_maps = [#in, #row, #in], iterator_types = ["parallel", "parallel"]} ins(%x, %ss : tensor<64x256xf32>, tensor<64xf32>) outs(%ye : tensor<64x256xf32>) {
  ^bb0(%v: f32, %s: f32, %o: f32):
    %rs = math.rsqrt %s : f32
    %res = arith.mulf %v, %rs : f32
    linalg.yield %res : f32
  } -> tensor<64x256xf32>
  %ce = tensor.empty() : tensor<256xf32>
  %ci = linalg.fill ins(%zero : f32) outs(%ce : tensor<256xf32>) -> tensor<256xf32>
  %col = linalg.generic {indexing_maps = [#in, #col], iterator_types = ["reduction", "parallel"]} ins(%y : tensor<64x256xf32>) outs(%ci : tensor<256xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %acc, %a : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  return %col : tensor<256xf32>
}
