// `roofline-opt --analyze` prints the pass's diagnostics to stderr with
// their source line (the handler lives while the pass runs, not only while
// the file is parsed), and fails when the analysis does.
//
// The unmodeled remark: one per function, op kind and reason, at the
// kind's first op (line 28, column 8), counting both foo.bar ops.
// RUN: roofline-opt --analyze --no-hierarchy --allow-unregistered-dialect %s 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=REMARK
// REMARK:      analyze_diagnostics.mlir:28:8: remark: roofline: unmodeled: 2 foo.bar ops not costed: unregistered op on tensors or buffers (an opaque call): no cost model
// REMARK-NEXT:   %0 = "foo.bar"(%a)
// REMARK-NOT:  remark:
// With --strict the same remark, then the error, and a non-zero exit.
// RUN: not roofline-opt --analyze --strict --no-hierarchy --allow-unregistered-dialect %s 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefixes=REMARK,STRICT
// STRICT: error: roofline-analyze strict: 2 ops not costed: 2 foo.bar
//
// A cost model whose figures break an invariant (Invariants.h): an error at
// the op, the report still written (the op among the unmodeled), exit 1.
// The result is 256 x 4 = 1024 bytes, which L1 must move at least once.
// RUN: not roofline-test-opt --analyze --no-hierarchy --pass-options=columns=0 %S/Inputs/analyze_broken.mlir 2>%t.err \
// RUN:   | FileCheck %s --check-prefix=REPORT
// RUN: FileCheck %s --check-prefix=BROKEN < %t.err
// BROKEN: analyze_broken.mlir:4:8: error: roofline: internal error: l1 bytes (0) are below the 1024 bytes of written outputs (1 executions x 1024 bytes)
// REPORT: unmodeled ops (1):
// REPORT-NEXT: roofline_test.broken at {{.*}}analyze_broken.mlir:4:8: internal error

func.func @opaque(%a: tensor<64xf32>) -> tensor<64xf32> {
  %0 = "foo.bar"(%a) : (tensor<64xf32>) -> tensor<64xf32>
  %1 = "foo.bar"(%0) : (tensor<64xf32>) -> tensor<64xf32>
  return %1 : tensor<64xf32>
}
