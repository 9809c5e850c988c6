// The single-file HTML report: summary and verdict, the groups, the advice
// once per kind of problem, the chart inline, a sortable per-op table whose
// advice column points at the advice, the unmodeled ops with their reasons;
// everything escaped.
//
// RUN: roofline-opt %s --analyze --device=a100-sxm4-40gb --html=%t.html > /dev/null 2>&1
// RUN: roofline-opt %s --analyze --device=a100-sxm4-40gb --json > %t.json 2>/dev/null
// RUN: %python %S/Inputs/check_html.py %t.html %t.json | FileCheck %s --check-prefix=PARSE
// RUN: FileCheck %s < %t.html
// The pass option writes the same page.
// RUN: roofline-opt %s -o /dev/null 2>/dev/null \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb html-file=%t.pass.html})'
// RUN: %python %S/Inputs/check_html.py %t.pass.html %t.json | FileCheck %s --check-prefix=PARSE

// PARSE: OK: 5 op rows, 1 unmodeled rows, 1 inline chart, 1 inline script

// CHECK: <!DOCTYPE html>
// CHECK: <meta charset="utf-8">
// CHECK: <title>Roofline report: {{.*}}html-report.mlir on NVIDIA A100 SXM4 40GB</title>
// CHECK: NVIDIA A100 SXM4 40GB [a100-sxm4-40gb], spec ceilings, from devices/a100-sxm4-40gb.json. DRAM 1555 GB/s, launch overhead 3.00 us; mode compiled.
// CHECK: <section id="summary">
// CHECK: <p class="verdict {{(memory|compute|launch)}}-bound">Verdict: <strong>{{(memory|compute|launch)}}-bound</strong>
// CHECK: <tr><th>costed ops</th><td class="num">5</td></tr>
// CHECK: <tr><th>unmodeled ops</th><td class="num">1</td></tr>
// Two functions: a per-function table.
// CHECK: <table class="functions sortable">
// CHECK: <code>@layers</code>
// CHECK: <code>@gemv</code>
// The locations are names without dots (module paths of depth 1): the
// groups are a module tree of leaves, slowest first.
// CHECK: <section id="groups">
// CHECK-NEXT: <h2>Predicted time by module:1</h2>
// CHECK: <div class="leaf">{{.*}}<code>big_bf16</code> (1 op, compute-bound)</div>
// Each kind of problem once, numbered in order of the slowest op that has
// it (big_bf16 #1, gemv #2, fc1 #3, relu #4 with two; the folded fill none).
// bf16 8192^3 matmul on BF16 tensor cores, compute-bound near peak:
// CHECK: <section id="advice">
// CHECK: <li id="advice-1">{{.*}}<strong>at the compute roof</strong>: 1 op, {{.*}}({{[0-9.]+}}% of the BF16 tensor core peak): reduce work
// matvec 4096x4096 f32: 0.5 FLOP/B, a memory-bound contraction:
// CHECK-NEXT: <li id="advice-2">{{.*}}<strong>memory-bound contraction</strong>: 1 op, {{.*}}(intensity 0.5 FLOP/B, below the ridge point 12.5): batch / increase reuse
// f32 matmul on the FP32 units, compute-bound, while the A100 has TF32 and
// BF16 tensor cores:
// CHECK-NEXT: <li id="advice-3">{{.*}}<strong>compute-bound f32 contraction on the FP32 units</strong>: 1 op, {{.*}}use tensor cores via TF32/BF16 (allow-tf32 or lower precision): TF32 tensor core 156 TFLOP/s, BF16 tensor core 312 TFLOP/s, against FP32 19.5 TFLOP/s
// relu: launch-bound (1 MiB in, 1 MiB out: 1.35 us of DRAM time against
// 3 us of launch overhead), its work memory-bound elementwise:
// CHECK-NEXT: <li id="advice-4">{{.*}}<strong>launch-bound</strong>: 1 op, {{.*}}fuse with neighbours (the 3.00 us launch overhead is 69% of its 4.35 us)
// CHECK-NEXT: <li id="advice-5">{{.*}}<strong>memory-bound elementwise</strong>: 1 op, {{.*}}fuse into its producer/consumer or store in 16-bit
// CHECK-NEXT: </ol>
// The chart, inline.
// CHECK: <section id="chart" class="chart">
// CHECK-NEXT: <h2>Roofline chart</h2>
// CHECK-NEXT: <svg xmlns="http://www.w3.org/2000/svg"
// CHECK: </svg>
// CHECK-NEXT: </section>
// The op table: every column sorts (data-type="num" for numbers).
// CHECK: <table id="op-table" class="ops sortable">
// CHECK-NEXT: <thead><tr><th data-type="num">rank</th><th>op</th><th>location</th><th>shapes</th><th data-type="num">FLOPs</th><th data-type="num">bytes</th><th data-type="num">FLOP/B</th><th>class</th><th data-type="num">predicted</th><th>limiter</th><th>binds</th><th data-type="num">bound</th><th data-type="num">% peak</th><th>advice</th><th>notes</th>

// One row per op, its advice column linking to its kinds of problem.
// CHECK-DAG: <code {{[^>]*}}>linalg.matmul</code></td><td><code>big_bf16</code>{{.*}}>compute</td>{{.*}}<td class="advice"><a class="tag" href="#advice-1">A1</a></td>
// CHECK-DAG: <code>fc1</code>{{.*}}>compute</td>{{.*}}<td class="advice"><a class="tag" href="#advice-3">A3</a></td>
// CHECK-DAG: <code>relu</code>{{.*}}>launch (dram)</td>{{.*}}<td class="advice"><a class="tag" href="#advice-4">A4</a><a class="tag" href="#advice-5">A5</a></td>
// the fill initialises fc1's accumulator: folded into it (compiled mode):
// CHECK-DAG: <code>init</code>{{.*}}>folded</td>{{.*}}<td class="advice"><span class="note">nothing to do</span></td><td class="notes"><details><summary>1 note</summary>folded into its consumer linalg.matmul at fc1 (mode=compiled)
// its location is escaped (< & > " ' and a control character):
// CHECK-DAG: <code>gemv &lt;&amp;&gt; &quot;v&quot; &#39;x&#39; {{.+}}</code>{{.*}}>memory (dram)</td>{{.*}}<td class="advice"><a class="tag" href="#advice-2">A2</a></td>

// The unmodeled op and its reason.
// CHECK: <h2>Unmodeled ops (1)</h2>
// CHECK: <td><code>tosa.custom</code></td>{{.*}}<td>tosa.custom is an opaque call: no cost model</td>
// The sorting script, inline.
// CHECK: <script>
// CHECK: function sortBy(table, col, th)
// CHECK: </script>
// CHECK: </html>

#id = affine_map<(i, j) -> (i, j)>
func.func @layers(%a: tensor<256x512xf32>, %b: tensor<512x1024xf32>,
                  %p: tensor<8192x8192xbf16>, %q: tensor<8192x8192xbf16>,
                  %r: tensor<8192x8192xf32>) -> (tensor<256x1024xf32>, tensor<8192x8192xf32>, tensor<256x1024xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<256x1024xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<256x1024xf32>) -> tensor<256x1024xf32> loc("init")
  %m = linalg.matmul ins(%a, %b : tensor<256x512xf32>, tensor<512x1024xf32>)
                     outs(%c : tensor<256x1024xf32>) -> tensor<256x1024xf32> loc("fc1")
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<256x1024xf32>) outs(%e : tensor<256x1024xf32>) {
  ^bb0(%x: f32, %o: f32):
    %v = arith.maximumf %x, %zero : f32
    linalg.yield %v : f32
  } -> tensor<256x1024xf32> loc("relu")
  %big = linalg.matmul ins(%p, %q : tensor<8192x8192xbf16>, tensor<8192x8192xbf16>)
                       outs(%r : tensor<8192x8192xf32>) -> tensor<8192x8192xf32> loc("big_bf16")
  %u = tosa.custom %a {domain_name = "roofline_test", implementation_attrs = "", operator_name = "opaque"} : (tensor<256x512xf32>) -> tensor<256x512xf32>
  // fc1's product is returned as well: written either way, so the relu is
  // not fused into fc1's kernel in compiled mode (docs/model.md 1.8) and
  // keeps a kernel, and advice, of its own.
  return %y, %big, %m : tensor<256x1024xf32>, tensor<8192x8192xf32>, tensor<256x1024xf32>
}

func.func @gemv(%a: tensor<4096x4096xf32>, %x: tensor<4096xf32>, %y: tensor<4096xf32>) -> tensor<4096xf32> {
  %0 = linalg.matvec ins(%a, %x : tensor<4096x4096xf32>, tensor<4096xf32>)
                     outs(%y : tensor<4096xf32>) -> tensor<4096xf32> loc("gemv <&> \"v\" 'x' \01")
  return %0 : tensor<4096xf32>
}
