// Report groups (--group-by) and the op-table limit (--top): each group's
// totals are the sums of its member ops, in the text, JSON and HTML reports.
//
// a100-sxm4-40gb, DRAM-only roofline (hierarchy off): fp32 19.5 TF, DRAM
// 1555 GB/s, launch 3 us per kernel. The ops, in IR order (JSON ids):
//   0 linalg.add 1024x1024 f32 at layer1.0.add: 3 x 4 MiB = 12582912 B,
//     12582912 / 1555e9 = 8.0919 us + 3 = 11.0919 us, memory-bound
//   1 linalg.add, the same, at layer1.1.add: 11.0919 us
//   2 linalg.add 512x1024 at layer2.0.add: 6291456 B, 4.0460 + 3 = 7.0460 us
//   3 linalg.matmul 1024^3 at fc: 2 x 1024^3 = 2147483648 FLOPs / 19.5e12
//     = 110.1274 us + 3 = 113.1274 us, compute-bound
//   4 linalg.fill 1024x1024 (a file location: no module path): 4194304 B,
//     2.6973 + 3 = 5.6973 us, launch-bound
// Total 113.1274 + 2 x 11.0919 + 7.0460 + 5.6973 = 148.0545 us.
// Four of five ops carry a module path, so the summary groups by module:1:
//   fc 113.13 us (113.1274 / 148.0545 = 76.4%), layer1 = ops 0 + 1 =
//   22.1838 us (15.0%; bytes 2 x 12582912 = 25165824, FLOPs 2 x 1048576),
//   layer2 7.05 us (4.8%), (no module) 5.70 us (3.8%).
// Time split: launch 5 x 3 = 15 us (10.1%); compute 110.1274 (74.4%); DRAM
//   2 x 8.0919 + 4.0460 + 2.6973 (the fill's work) = 22.9271 us (15.5%).
// Reports rank and share by the predicted time (docs/model.md 6): the
//   matmul 110.1274 / 0.796 (the sm_80 e_simt) = 138.35 us (its launch
//   hidden), each 1024x1024 add 8.0919 / 0.89 (DRAM fraction) = 9.09 us,
//   the 512x1024 add 4.0460 / 0.89 = 4.55 us, the fill its 3 us launch
//   (write-only: 2.6973 / (0.89 x 1.085) = 2.79 us under it): 164.08 us.
//   fc 138.35 / 164.08 = 84.3%, layer1 18.18 us (11.1%), layer2 4.55 us
//   (2.8%), (no module) 3.00 us (1.8%); by limiter launch 1.8%, compute
//   84.3%, dram 13.9%.
//
// RUN: roofline-opt --analyze --no-hierarchy %s | FileCheck %s --check-prefix=SUMMARY
// RUN: roofline-opt --analyze --no-hierarchy --group-by=module:2 --top=1 %s | FileCheck %s --check-prefix=DEPTH2
// RUN: roofline-opt --analyze --no-hierarchy --group-by=kind --top=1 %s | FileCheck %s --check-prefix=KIND
// RUN: roofline-opt --analyze --no-hierarchy --top=2 %s | FileCheck %s --check-prefix=TOP
// RUN: roofline-opt --analyze --no-hierarchy --json %s | FileCheck %s --check-prefix=JSON
// RUN: roofline-opt --analyze --no-hierarchy --group-by=function --json --top=2 %s | FileCheck %s --check-prefix=JFUNC
// RUN: roofline-opt --analyze --no-hierarchy --format=none --html=%t.html %s
// RUN: FileCheck %s --check-prefix=HTML < %t.html
// RUN: roofline-opt --analyze --no-hierarchy --format=none --group-by=kind --top=1 --html=%t.k.html %s
// RUN: FileCheck %s --check-prefix=HTMLKIND < %t.k.html
// The pass takes the same options.
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb hierarchy=false format=text group-by=kind top=1})' -o /dev/null | FileCheck %s --check-prefix=KIND
// RUN: not roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb format=text group-by=module:0})' -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADPASS

// SUMMARY:      summary:
// SUMMARY-NEXT:   verdict: compute-bound (84.3% of the predicted time)
// SUMMARY-NEXT:   predicted 164.08 us over 5 ops (roofline bound 148.05 us)
// SUMMARY-NEXT:   predicted time by limiter: launch 1.8%, compute 84.3%, dram 13.9%
// SUMMARY:        top groups by predicted time (module:1; choose with --group-by):
// SUMMARY-NEXT:      84.3%   138.35 us  fc (1 op, compute-bound)
// SUMMARY-NEXT:      11.1%    18.18 us  layer1 (2 ops, memory-bound)
// SUMMARY-NEXT:       2.8%     4.55 us  layer2 (1 op, memory-bound)
// SUMMARY-NEXT:       1.8%     3.00 us  (no module) (1 op, launch-bound)
// SUMMARY-NEXT:   top ops by predicted time:
// SUMMARY-NEXT:      84.3%   138.35 us  linalg.matmul at fc (compute-limited)
// SUMMARY:      # op location
// SUMMARY-NEXT: 1 linalg.matmul fc
// SUMMARY-NEXT: 2 linalg.add layer1.0.add
// SUMMARY-NEXT: 3 linalg.add layer1.1.add
// SUMMARY-NEXT: 4 linalg.add layer2.0.add
// SUMMARY-NEXT: 5 linalg.fill
// SUMMARY-EMPTY:
// SUMMARY:      total:
// 2 x 12582912 + 6291456 + 16777216 + 4194304 = 52428800 B.
// SUMMARY-NEXT:   FLOPs 2.15 GFLOP, DRAM bytes 52.43 MB
// SUMMARY-NEXT:   predicted 164.08 us over 5 ops (roofline bound 148.05 us)

// module:2 splits layer1 in two (9.09 us predicted each, 5.5%; ties in name
// order); --top=1 keeps one row per group.
// DEPTH2:      top groups by predicted time (module:2):
// DEPTH2-NEXT:    84.3%   138.35 us  fc (1 op, compute-bound)
// DEPTH2-NEXT:     5.5%     9.09 us  layer1.0 (1 op, memory-bound)
// DEPTH2-NEXT:     5.5%     9.09 us  layer1.1 (1 op, memory-bound)
// DEPTH2-NEXT:     2.8%     4.55 us  layer2.0 (1 op, memory-bound)
// DEPTH2:      -- fc: 1 op, 138.35 us (84.3%), compute-bound
// DEPTH2-NEXT: 1 linalg.matmul
// DEPTH2-NEXT: -- layer1.0: 1 op, 9.09 us (5.5%), memory-bound
// DEPTH2-NEXT: 2 linalg.add

// kind: contraction = the matmul (138.35 us predicted); elementwise = the
// three adds, 2 x 9.0920 + 4.5460 = 22.73 us (13.9%); data_movement = the
// fill (3.00 us, 1.8%).
// With --top=1 the elementwise block shows its slowest add and counts the
// other two.
// KIND:      top groups by predicted time (kind):
// KIND-NEXT:    84.3%   138.35 us  contraction (1 op, compute-bound)
// KIND-NEXT:    13.9%    22.73 us  elementwise (3 ops, memory-bound)
// KIND-NEXT:     1.8%     3.00 us  data_movement (1 op, launch-bound)
// KIND:      -- elementwise: 3 ops, 22.73 us (13.9%), memory-bound
// KIND-NEXT: 2 linalg.add
// KIND-NEXT: ... 2 more ops (--top=0 lists all)
// KIND-NEXT: -- data_movement: 1 op, 3.00 us (1.8%), launch-bound

// TOP:      # op location
// TOP-NEXT: 1 linalg.matmul
// TOP-NEXT: 2 linalg.add
// TOP-NEXT: ... 3 more ops (--top=0 lists all)
// TOP-EMPTY:

// JSON:      "group_by": "module:1",
// JSON-NEXT: "groups": [
// JSON-NEXT:   {
// JSON-NEXT:     "name": "fc",
// JSON-NEXT:     "ops": [
// JSON-NEXT:       3
// JSON-NEXT:     ],
// JSON:          "name": "layer1",
// JSON-NEXT:     "ops": [
// JSON-NEXT:       0,
// JSON-NEXT:       1
// JSON-NEXT:     ],
// JSON-NEXT:     "totals": {
// JSON-NEXT:       "flops": 2097152,
// JSON-NEXT:       "transcendentals": 0,
// JSON-NEXT:       "int_ops": 0,
// JSON-NEXT:       "bytes": 25165824,
// JSON-NEXT:       "time_s": 2.21838{{[0-9]*}}e-05,
// JSON:            "costed_ops": 2,
// JSON:          "time_split_s": {
// JSON-NEXT:       "launch": 6{{(\.0*[0-9]?)?}}e-06,
// JSON-NEXT:       "compute": 0,
// JSON-NEXT:       "dram": 1.61838{{[0-9]*}}e-05,
// JSON-NEXT:       "l2": 0,
// JSON-NEXT:       "l1": 0
// JSON-NEXT:     },
// JSON-NEXT:     "verdict": "memory-bound"
// JSON:          "name": "(no module)",
// JSON-NEXT:     "ops": [
// JSON-NEXT:       4
// JSON-NEXT:     ],
// The JSON report keeps every op; --top sets how many top_ops it lists.
// JSON:      "top_ops": [
// JSON-NEXT:   3,
// JSON-NEXT:   0,
// JSON-NEXT:   1,
// JSON-NEXT:   2,
// JSON-NEXT:   4
// JSON-NEXT: ],

// JFUNC:      "group_by": "function",
// JFUNC-NEXT: "groups": [
// JFUNC-NEXT:   {
// JFUNC-NEXT:     "name": "@main",
// JFUNC-NEXT:     "ops": [
// JFUNC-NEXT:       3,
// JFUNC-NEXT:       0,
// JFUNC-NEXT:       1,
// JFUNC-NEXT:       2,
// JFUNC-NEXT:       4
// JFUNC-NEXT:     ],
// JFUNC:      "top_ops": [
// JFUNC-NEXT:   3,
// JFUNC-NEXT:   0
// JFUNC-NEXT: ],

// The HTML page: summary with the time split first, then the module tree
// (fc, layer1 with its two children, layer2, (no module)), the advice once
// per kind of problem (the three adds share one entry), the chart, the table.
// HTML:      <section id="summary">
// HTML:      class="s-launch" style="width:1.83%"
// HTML:      <section id="groups">
// HTML-NEXT: <h2>Predicted time by module:1</h2>
// HTML:      <div class="leaf"><span class="t">138.35 us</span>84.3% <code>fc</code> (1 op, compute-bound)</div>
// HTML-NEXT: <details><summary><span class="t">18.18 us</span>11.1% <code>layer1</code> (2 ops, memory-bound)</summary>
// HTML-NEXT: <details><summary><span class="t">9.09 us</span>5.5% <code>0</code> (1 op, memory-bound)</summary>
// HTML-NEXT: <div class="leaf"><span class="t">9.09 us</span>5.5% <code>add</code> (1 op, memory-bound)</div>
// HTML:      <section id="advice">
// HTML:      <strong>memory-bound elementwise</strong>: 3 ops, 13.9% of the predicted time.
// HTML-NOT:  <strong>memory-bound elementwise</strong>
// HTML:      <section id="chart"
// HTML:      <section id="ops">
// HTML-NOT:  more ops not listed

// HTMLKIND:      <h2>Predicted time by kind</h2>
// HTMLKIND:      <tr><td><code>elementwise</code></td><td class="num" data-v="2.27300{{[0-9]*}}e-05">22.73 us</td>
// HTMLKIND:      4 more ops not listed (--top=0 lists all).

// BADPASS: roofline-analyze: group-by 'module:0': the depth is a number >= 1

func.func @main(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>,
                %c: tensor<1024x1024xf32>, %h: tensor<512x1024xf32>,
                %v: f32, %h2: tensor<512x1024xf32>)
    -> (tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<512x1024xf32>,
        tensor<1024x1024xf32>, tensor<1024x1024xf32>) {
  %e = tensor.empty() : tensor<1024x1024xf32>
  %eh = tensor.empty() : tensor<512x1024xf32>
  %0 = linalg.add ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
                  outs(%e : tensor<1024x1024xf32>) -> tensor<1024x1024xf32> loc("layer1.0.add")
  %1 = linalg.add ins(%b, %a : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
                  outs(%e : tensor<1024x1024xf32>) -> tensor<1024x1024xf32> loc("layer1.1.add")
  %2 = linalg.add ins(%h, %h2 : tensor<512x1024xf32>, tensor<512x1024xf32>)
                  outs(%eh : tensor<512x1024xf32>) -> tensor<512x1024xf32> loc("layer2.0.add")
  %3 = linalg.matmul ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
                     outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32> loc("fc")
  %4 = linalg.fill ins(%v : f32) outs(%e : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %0, %1, %2, %3, %4 : tensor<1024x1024xf32>, tensor<1024x1024xf32>, tensor<512x1024xf32>, tensor<1024x1024xf32>, tensor<1024x1024xf32>
}
