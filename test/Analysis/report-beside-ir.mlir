// With -o FILE, `roofline-opt --analyze` writes its reports on a thread of
// their own while the annotated IR prints (tools/roofline-opt,
// writeIRBesideReports; docs/performance.md). Each report must be the one
// written without -o, byte for byte; the IR the one printed without
// threads. With -o - both go to stdout, and the report comes first.
//
// RUN: roofline-opt --analyze --device=a100-sxm4-40gb %s > %t.alone.txt
// RUN: roofline-opt --analyze --device=a100-sxm4-40gb %s -o %t.threads.mlir > %t.beside.txt
// RUN: diff %t.alone.txt %t.beside.txt
// RUN: roofline-opt --analyze --device=a100-sxm4-40gb --mlir-disable-threading %s -o %t.serial.mlir > %t.serial.txt
// RUN: diff %t.alone.txt %t.serial.txt
// RUN: diff %t.threads.mlir %t.serial.mlir
// RUN: FileCheck %s --check-prefix=IR < %t.threads.mlir
//
// Every report at once: JSON to a file, the chart and the HTML page.
// RUN: roofline-opt --analyze --json --device=a100-sxm4-40gb %s --svg=%t.alone.svg --html=%t.alone.html > %t.alone.json
// RUN: roofline-opt --analyze --json --device=a100-sxm4-40gb %s --svg=%t.beside.svg --html=%t.beside.html --report-file=%t.beside.json -o %t.json-run.mlir
// RUN: diff %t.alone.json %t.beside.json
// RUN: diff %t.alone.svg %t.beside.svg
// RUN: diff %t.alone.html %t.beside.html
//
// RUN: roofline-opt --analyze --device=a100-sxm4-40gb %s -o - | FileCheck %s --check-prefix=BOTH
//
// --strict fails after the report is written: the report still comes, and
// no IR (exit 1).
// RUN: not roofline-opt --analyze --strict --device=a100-sxm4-40gb --allow-unregistered-dialect %S/Inputs/opaque.mlir -o %t.strict.mlir > %t.strict.txt 2>/dev/null
// RUN: FileCheck %s --check-prefix=STRICT < %t.strict.txt
// RUN: not test -e %t.strict.mlir
//
// An -o that cannot be written: a clear error and exit 1, the report still
// written (the pass succeeded). A report file that cannot be written fails
// the pass, which opens it, before any IR is printed.
// RUN: not roofline-opt --analyze --device=a100-sxm4-40gb %s -o %t.nodir/x.mlir > %t.badout.txt 2> %t.badout.err
// RUN: FileCheck %s --check-prefix=BADOUT < %t.badout.err
// RUN: diff %t.alone.txt %t.badout.txt
// RUN: not roofline-opt --analyze --device=a100-sxm4-40gb %s --report-file=%t.nodir/r.txt -o %t.badreport.mlir 2>&1 | FileCheck %s --check-prefix=BADREPORT
// RUN: not test -e %t.badreport.mlir
// BADOUT: roofline-opt: cannot open output file '{{.*}}nodir/x.mlir': No such file or directory
// BADREPORT: error: roofline-analyze: cannot write report-file '{{.*}}nodir/r.txt'
//
// 2 * 64 * 64 * 64 = 524288 FLOPs in the matmul; its fill folds into it.
// IR:       module attributes {roofline.summary = #roofline.summary<"a100-sxm4-40gb", flops = 524288,
// IR:       linalg.fill {roofline = #roofline.cost<none, none,
// IR:       linalg.matmul {roofline = #roofline.cost<{{[a-z]+}}, {{[a-z0-9]+}}, fp32, flops = 524288,
//
// BOTH:      roofline report for
// BOTH:      total:
// BOTH:      verdict:
// BOTH-NEXT: module attributes {roofline.summary
//
// STRICT: roofline report for
// STRICT: unmodeled ops (1):
// STRICT: verdict:

func.func @mm(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %m = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %m : tensor<64x64xf32>
}
