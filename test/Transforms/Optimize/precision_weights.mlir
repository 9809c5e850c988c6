// Precision as deployments run it: weights are converted once, ahead of
// time, not on every run. A weight is a constant or a function argument
// marked `roofline.weight` (weight-args=1 marks argument #1 of every
// function here); its truncation costs nothing, an activation's is a kernel
// of each run. Convolutions take part like matmuls, and every op kept in
// f32 gets a remark saying why. A100, DRAM-only roofline (hierarchy=false:
// the figures below follow from FLOPs and bytes alone): fp32 19.5 TF, bf16
// tensor cores 312 TF, DRAM 1555 GB/s, launch 3 us. Each decision is
// priced on the kernels of mode=compiled: every op here reads function
// arguments and feeds the return, so each is a kernel of its own and the
// figures are the ops' (the truncation of an argument fuses with nothing).
//
// RUN: roofline-opt %s --verify-diagnostics -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false tile=false precision=bf16 weight-args=1 remarks=all})'
// RUN: roofline-opt %s -o %t.mlir \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false tile=false precision=bf16 weight-args=1 emit-remarks=false})'
// RUN: FileCheck %s --check-prefix=IR < %t.mlir
// RUN: roofline-opt %t.mlir --analyze --json --no-hierarchy --device=a100-sxm4-40gb \
// RUN:   | FileCheck %s --check-prefix=COST
//
// Without weight-args the weight is an activation to the model: its
// truncation reads 64 MiB on every run, and the matmul stays f32.
// RUN: roofline-opt %s -o /dev/null 2>&1 \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb hierarchy=false tile=false precision=bf16 remarks=all})' \
// RUN:   | FileCheck %s --check-prefix=NOWEIGHTS
//
// weight-args takes numbers and ranges; anything else is an error.
// RUN: not roofline-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb weight-args=one})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BADSPEC
// BADSPEC: error: roofline-optimize: weight-args: 'one' is not an argument number or a range (3, 1-3, 1-)
// RUN: not roofline-opt %s -o /dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb weight-args=1-5})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BADARG
// BADARG: error: roofline-optimize: weight-args: '1-5': @linear has 3 arguments (numbered from 0)

// A linear layer on 16 tokens, memory-bound on its 4096x4096 weight.
//   f32: 2 x 16 x 4096 x 4096 = 536,870,912 FLOPs / 19.5e12 = 27.53 us;
//     bytes x 262,144 + w 67,108,864 + c read and written 524,288 =
//     67,895,296 / 1.555e12 = 43.6626 us: memory-bound, 46.6626 us.
//   bf16, w a weight: truncating x reads 262,144 and writes 131,072 B:
//     0.252872 + 3 = 3.252872 us; truncating w: nothing at run time; the
//     bf16 matmul moves 131,072 + 33,554,432 + 524,288 = 34,209,792 B:
//     21.999866 + 3 = 24.999866 us (compute 1.72 us). After = 28.2527 us:
//     faster, applied.
//   bf16, w not marked: truncating w reads 64 MiB and writes 32 MiB:
//     100,663,296 B, 64.7352 + 3 us; after = 95.988 us: kept.
// IR-LABEL: func.func @linear
// IR-SAME:    %arg1: tensor<4096x4096xf32> {roofline.weight}
// IR-COUNT-2: arith.truncf {{.*}} : f32 to bf16
// IR:         linalg.matmul {roofline.precision = #roofline.precision<inputs, bf16>} ins({{.*}} : tensor<16x4096xbf16>, tensor<4096x4096xbf16>)
// COST:       "function": "linear",
// COST:       "bytes": 393216,
// COST:       "time_s": 3.25287{{[0-9]*}}e-06,
// COST:       "function": "linear",
// COST:       "bytes": 0,
// COST:       "bound": "none",
// COST:       "time_s": 0,
// COST:       "converts a weight: done once ahead of time, when the weights are loaded (no run-time cost)"
// COST:       "op": "linalg.matmul",
// COST:       "bytes": 34209792,
// COST:       "compute_class": "bf16_tc",
// COST:       "time_s": 2.499986{{[0-9]*}}e-05,
// NOWEIGHTS: remark: roofline-optimize: precision kept: not faster: memory-bound on activations (inputs #0, #1: {{.*}}) (bf16 inputs predicted 4.6663e-05 s -> 9.5988e-05 s for the kernels it changes in mode=compiled)
func.func @linear(%x: tensor<16x4096xf32>, %w: tensor<4096x4096xf32>, %c: tensor<16x4096xf32>) -> tensor<16x4096xf32> {
  // expected-remark @below {{roofline-optimize: precision: bf16 inputs with f32 accumulation (weights #1 converted ahead of time): predicted 4.6663e-05 s -> 2.8253e-05 s}}
  %m = linalg.matmul ins(%x, %w : tensor<16x4096xf32>, tensor<4096x4096xf32>) outs(%c : tensor<16x4096xf32>) -> tensor<16x4096xf32>
  return %m : tensor<16x4096xf32>
}

// A 3x3 convolution, 64 -> 64 channels on 56x56 (no padding: 54x54 out).
//   f32: 2 x 64 x 54 x 54 x 64 x 9 = 214,990,848 FLOPs / 19.5e12 =
//     11.0252 us; bytes 802,816 + 147,456 + 2 x 746,496 = 2,443,264:
//     1.5712 us: compute-bound, 14.0252 us.
//   bf16, w a weight: truncating x: 802,816 + 401,408 = 1,204,224 B,
//     0.774420 + 3 = 3.774420 us; the bf16 convolution: compute 0.6891
//     us, bytes 401,408 + 73,728 + 1,492,992 = 1,968,128: 1.265677 + 3 =
//     4.265677 us (memory-bound now). After = 8.0401 us: applied.
//     (Without weight-args w's truncation adds 221,184 B: 3.1422 us,
//     11.182 us, still faster: the convolution is lowered either way.)
// IR-LABEL: func.func @conv
// IR-COUNT-2: arith.truncf {{.*}} : f32 to bf16
// IR:         linalg.conv_2d_nchw_fchw {{{.*}}roofline.precision = #roofline.precision<inputs, bf16>{{.*}}} ins({{.*}} : tensor<1x64x56x56xbf16>, tensor<64x64x3x3xbf16>)
// COST:       "function": "conv",
// COST:       "bytes": 1204224,
// COST:       "function": "conv",
// COST:       "bytes": 0,
// COST:       "op": "linalg.conv_2d_nchw_fchw",
// COST:       "bytes": 1968128,
// COST:       "compute_class": "bf16_tc",
// COST:       "time_s": 4.26567{{[0-9]*}}e-06,
// NOWEIGHTS: remark: roofline-optimize: precision: bf16 inputs with f32 accumulation: predicted 1.4025e-05 s -> 1.1182e-05 s
func.func @conv(%x: tensor<1x64x56x56xf32>, %w: tensor<64x64x3x3xf32>, %c: tensor<1x64x54x54xf32>) -> tensor<1x64x54x54xf32> {
  // expected-remark @below {{roofline-optimize: precision: bf16 inputs with f32 accumulation (weights #1 converted ahead of time): predicted 1.4025e-05 s -> 8.0401e-06 s}}
  %r = linalg.conv_2d_nchw_fchw ins(%x, %w : tensor<1x64x56x56xf32>, tensor<64x64x3x3xf32>) outs(%c : tensor<1x64x54x54xf32>) -> tensor<1x64x54x54xf32>
  return %r : tensor<1x64x54x54xf32>
}

// Attention scores on activations (the keys are no weight): memory-bound.
//   f32: 59,610,624 FLOPs (3.057 us); bytes 605,184 + 605,184 + 2 x
//     1,862,832 = 4,936,032: 3.174297 + 3 = 6.174297 us.
//   bf16: truncating q: 605,184 + 302,592 = 907,776 B, 0.583779 + 3 us;
//     the bf16 op: 302,592 + 302,592 + 3,725,664 = 4,330,848 B, 2.785111
//     + 3 us; after = 9.3689 us: not faster, kept, and the remark names the
//     activation input whose truncation is the cost.
// IR-LABEL: func.func @scores
// IR-NOT:     bf16
// IR:         return
func.func @scores(%q: tensor<12x197x64xf32>, %k: tensor<12x64x197xf32>, %c: tensor<12x197x197xf32>) -> tensor<12x197x197xf32> {
  // expected-remark @below {{roofline-optimize: precision kept: not faster: memory-bound on activations (inputs #0: truncating them is a kernel of each run; weights, converted ahead of time, are constants or weight-args) (bf16 inputs predicted 6.1743e-06 s -> 9.3689e-06 s for the kernels it changes in mode=compiled)}}
  %r = linalg.batch_matmul ins(%q, %k : tensor<12x197x64xf32>, tensor<12x64x197xf32>) outs(%c : tensor<12x197x197xf32>) -> tensor<12x197x197xf32>
  return %r : tensor<12x197x197xf32>
}

// Already 16-bit: nothing to lower (the policy: f32 ops only).
func.func @half(%x: tensor<64x64xbf16>, %w: tensor<64x64xbf16>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  // expected-remark @below {{roofline-optimize: precision kept: policy: only f32 ops are lowered}}
  %r = linalg.matmul ins(%x, %w : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}

// A constant weight is converted ahead of time too (no weight-args needed).
//   f32: 2 x 16 x 1024 x 1024 = 33,554,432 FLOPs (1.7207 us); bytes
//     65,536 + 4,194,304 + 2 x 65,536 = 4,390,912: 2.823738 + 3 =
//     5.823738 us. bf16: truncating x: 65,536 + 32,768 B, 0.063218 + 3 us;
//     the constant's truncation: nothing; the op: 32,768 + 2,097,152 +
//     131,072 = 2,260,992 B, 1.454014 + 3 us; after = 7.5172 us: the
//     activation's launch outweighs the halved weight: kept.
// IR-LABEL: func.func @const_weight
// IR-NOT:     bf16
// IR:         return
func.func @const_weight(%x: tensor<16x1024xf32>, %c: tensor<16x1024xf32>) -> tensor<16x1024xf32> {
  %w = arith.constant dense<0.5> : tensor<1024x1024xf32>
  // expected-remark @below {{roofline-optimize: precision kept: not faster: memory-bound on activations (inputs #0: truncating them is a kernel of each run; weights, converted ahead of time, are constants or weight-args) (bf16 inputs predicted 5.8237e-06 s -> 7.5172e-06 s for the kernels it changes in mode=compiled)}}
  %m = linalg.matmul ins(%x, %w : tensor<16x1024xf32>, tensor<1024x1024xf32>) outs(%c : tensor<16x1024xf32>) -> tensor<16x1024xf32>
  return %m : tensor<16x1024xf32>
}
