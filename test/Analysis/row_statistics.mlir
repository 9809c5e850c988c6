// A row statistic's ops in its row kernel (docs/model.md 1.8,
// FusionGroups.cpp joinRowStatistic): a decomposed RMSNorm as the importer
// writes torch's x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps) * w
// (the row sum, the mean's division per row, a keepdim reshape, + eps and
// rsqrt per row, then the row times it, times w) runs in compiled and graph
// modes as one kernel, as Inductor's triton_per_fused_add_mean_mul_pow_rsqrt
// and the libraries' RMSNorm kernels do: x read once, the per-row values in
// registers, y written once. Eager mode runs each op as its own kernel.
//
// Device a100-sxm4-40gb: DRAM 1555 GB/s, launch 3 us; hierarchy=false:
// time = 3 us + bytes / 1555e9 for each of these small kernels.
//
// @rmsnorm, x 8 x 256 f32 (a row of 1 KiB), w 256 f32. Compiled: one
// kernel, the row sum's record: x 8 x 256 x 4 = 8192 B, w 1024 B, y 8192 B:
// 17408 B, bound 3 us + 17408 / 1555e9 = 3.011195e-06 s; in a stream the
// 3 us launch hides the 11 ns of traffic, so the predicted time is the
// launch, 3e-06 s. Before this rule it was three kernels (x*x and the sum;
// the division; the rest, reading the 8 per-row values back and x again):
// 8224 + 64 + 17440 B, 9 us.
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --json | FileCheck %s --check-prefix=COMPILED
// COMPILED: "function": "rmsnorm",
// COMPILED: "loc": "sum",
// COMPILED: "bytes": 17408,
// COMPILED: "time_s": 3.011194{{[0-9]*}}e-06,
// COMPILED: "predicted_time_s": 3e-06,
// COMPILED: "folded_into": null,
//
// Graph mode: the one kernel at the 1.1 us launch gap, 1.1e-06 s; the
// function below, two kernels, 2.2e-06 s.
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --mode=graph --json | FileCheck %s --check-prefix=GRAPH
// GRAPH: "functions": [
// GRAPH: "name": "rmsnorm",
// GRAPH: "predicted_time_s": 1.1e-06,
// GRAPH: "name": "stat_returned",
// GRAPH: "predicted_time_s": 2.2e-06,
//
// Eager: seven kernels (x*x, the sum, the division, + eps, rsqrt, the two
// multiplies; the fill folds), each launch-bound at 3 us. With a host that
// costs nothing but the launches (Inputs/host-profile-zero.json) the host
// issues kernel k at 3k us and it ends 3 us later: 7 x 3 + 3 = 24 us.
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --mode=eager --host-profile=%S/Inputs/host-profile-zero.json --json | FileCheck %s --check-prefix=EAGER
// EAGER: "functions": [
// EAGER: "name": "rmsnorm",
// EAGER: "predicted_time_s": 2.4e-05,
//
// @stat_returned: the same RMSNorm whose rsqrt the function also returns
// (a training step saves it for the backward pass): the per-row ops up to
// the rsqrt still join the row kernel, which writes the 8 values (32 B)
// besides; the multiply by the row reads a value another op reads too and
// stays a kernel of its own (joinRow), reading x again: the row kernel x
// 8192 + rsqrt 32 = 8224 B, the normalising kernel x 8192 + 32 + w 1024 + y
// 8192 = 17440 B.
// COMPILED: "function": "stat_returned",
// COMPILED: "bytes": 8224,
// COMPILED: "function": "stat_returned",
// COMPILED: "bytes": 17440,

#in = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
#col = affine_map<(i, j) -> (j)>
#one = affine_map<(i, j) -> (i, 0)>
#all1 = affine_map<(i, j) -> (i, j)>

func.func @rmsnorm(%x: tensor<8x256xf32>, %w: tensor<256xf32>) -> tensor<8x256xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 256.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %qe = tensor.empty() : tensor<8x256xf32>
  %sq = linalg.generic {indexing_maps = [#in, #in], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x256xf32>) outs(%qe : tensor<8x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<8x256xf32> loc("pow")
  %se = tensor.empty() : tensor<8xf32>
  %si = linalg.fill ins(%zero : f32) outs(%se : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [#in, #row], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<8x256xf32>) outs(%si : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8xf32> loc("sum")
  %me = tensor.empty() : tensor<8xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%sum : tensor<8xf32>) outs(%me : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %d = arith.divf %a, %n : f32
    linalg.yield %d : f32
  } -> tensor<8xf32> loc("mean")
  %mk = tensor.expand_shape %mean [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
  %ae = tensor.empty() : tensor<8x1xf32>
  %add = linalg.generic {indexing_maps = [#all1, #all1], iterator_types = ["parallel", "parallel"]} ins(%mk : tensor<8x1xf32>) outs(%ae : tensor<8x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %eps : f32
    linalg.yield %s : f32
  } -> tensor<8x1xf32> loc("add")
  %re = tensor.empty() : tensor<8x1xf32>
  %r = linalg.generic {indexing_maps = [#all1, #all1], iterator_types = ["parallel", "parallel"]} ins(%add : tensor<8x1xf32>) outs(%re : tensor<8x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = math.rsqrt %a : f32
    linalg.yield %s : f32
  } -> tensor<8x1xf32> loc("rsqrt")
  %ne = tensor.empty() : tensor<8x256xf32>
  %nrm = linalg.generic {indexing_maps = [#in, #one, #in], iterator_types = ["parallel", "parallel"]} ins(%x, %r : tensor<8x256xf32>, tensor<8x1xf32>) outs(%ne : tensor<8x256xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %m = arith.mulf %a, %s : f32
    linalg.yield %m : f32
  } -> tensor<8x256xf32> loc("mul")
  %ye = tensor.empty() : tensor<8x256xf32>
  %y = linalg.generic {indexing_maps = [#in, #col, #in], iterator_types = ["parallel", "parallel"]} ins(%nrm, %w : tensor<8x256xf32>, tensor<256xf32>) outs(%ye : tensor<8x256xf32>) {
  ^bb0(%a: f32, %g: f32, %o: f32):
    %m = arith.mulf %a, %g : f32
    linalg.yield %m : f32
  } -> tensor<8x256xf32> loc("mul_w")
  return %y : tensor<8x256xf32>
}

func.func @stat_returned(%x: tensor<8x256xf32>, %w: tensor<256xf32>) -> (tensor<8x256xf32>, tensor<8x1xf32>) {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 256.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %qe = tensor.empty() : tensor<8x256xf32>
  %sq = linalg.generic {indexing_maps = [#in, #in], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<8x256xf32>) outs(%qe : tensor<8x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %a : f32
    linalg.yield %m : f32
  } -> tensor<8x256xf32>
  %se = tensor.empty() : tensor<8xf32>
  %si = linalg.fill ins(%zero : f32) outs(%se : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [#in, #row], iterator_types = ["parallel", "reduction"]} ins(%sq : tensor<8x256xf32>) outs(%si : tensor<8xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %s = arith.addf %a, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  %me = tensor.empty() : tensor<8xf32>
  %mean = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%sum : tensor<8xf32>) outs(%me : tensor<8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %d = arith.divf %a, %n : f32
    linalg.yield %d : f32
  } -> tensor<8xf32>
  %mk = tensor.expand_shape %mean [[0, 1]] output_shape [8, 1] : tensor<8xf32> into tensor<8x1xf32>
  %ae = tensor.empty() : tensor<8x1xf32>
  %add = linalg.generic {indexing_maps = [#all1, #all1], iterator_types = ["parallel", "parallel"]} ins(%mk : tensor<8x1xf32>) outs(%ae : tensor<8x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %eps : f32
    linalg.yield %s : f32
  } -> tensor<8x1xf32>
  %re = tensor.empty() : tensor<8x1xf32>
  %r = linalg.generic {indexing_maps = [#all1, #all1], iterator_types = ["parallel", "parallel"]} ins(%add : tensor<8x1xf32>) outs(%re : tensor<8x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = math.rsqrt %a : f32
    linalg.yield %s : f32
  } -> tensor<8x1xf32>
  %ne = tensor.empty() : tensor<8x256xf32>
  %nrm = linalg.generic {indexing_maps = [#in, #one, #in], iterator_types = ["parallel", "parallel"]} ins(%x, %r : tensor<8x256xf32>, tensor<8x1xf32>) outs(%ne : tensor<8x256xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %m = arith.mulf %a, %s : f32
    linalg.yield %m : f32
  } -> tensor<8x256xf32>
  %ye = tensor.empty() : tensor<8x256xf32>
  %y = linalg.generic {indexing_maps = [#in, #col, #in], iterator_types = ["parallel", "parallel"]} ins(%nrm, %w : tensor<8x256xf32>, tensor<256xf32>) outs(%ye : tensor<8x256xf32>) {
  ^bb0(%a: f32, %g: f32, %o: f32):
    %m = arith.mulf %a, %g : f32
    linalg.yield %m : f32
  } -> tensor<8x256xf32>
  return %y, %r : tensor<8x256xf32>, tensor<8x1xf32>
}
