// An operand that is read and written moves its bytes twice. When one
// operand's bytes already saturate at INT64_MAX, doubling them must not wrap
// (it was signed overflow, undefined behaviour, before
// OperandFootprint::trafficBytes saturated): the op is unmodeled.
//
// RUN: roofline-opt %s --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null

// Accumulation y += x over 2^62 f64: each operand is 2^62 x 8 = 2^65 B, more
// than INT64_MAX (2^63 - 1), so bytes() saturates; the output is read and
// written: 2 x 2^65 = 2^66 B, saturated too. Input 2^65 + output 2^66 does
// not fit: unmodeled.
func.func @accumulate_overflow(%x: tensor<4611686018427387904xf64>,
                               %y: tensor<4611686018427387904xf64>) -> tensor<4611686018427387904xf64> {
  // expected-remark-re @below {{not costed: {{.*}}overflows 64 bits}}
  %0 = linalg.generic {
         indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
         iterator_types = ["parallel"]}
         ins(%x : tensor<4611686018427387904xf64>) outs(%y : tensor<4611686018427387904xf64>) {
  ^bb0(%a: f64, %o: f64):
    %r = arith.addf %a, %o : f64
    linalg.yield %r : f64
  } -> tensor<4611686018427387904xf64>
  return %0 : tensor<4611686018427387904xf64>
}
