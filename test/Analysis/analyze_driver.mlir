// The --analyze driver: usage errors exit 2 with a message; no IR is
// printed unless -o names a file.
// RUN: not roofline-opt --analyze --bogus %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: roofline-opt: Unknown command line argument '--bogus'.  Try: '{{.*}}roofline-opt --help'
// RUN: %python -c "import subprocess, sys; sys.exit(subprocess.run(sys.argv[1:], stderr=subprocess.DEVNULL).returncode != 2)" roofline-opt --analyze --bogus %s
// RUN: %python -c "import subprocess, sys; sys.exit(subprocess.run(sys.argv[1:], stderr=subprocess.DEVNULL).returncode != 2)" roofline-opt --analyze %s %s
// RUN: roofline-opt --analyze --no-hierarchy %s | FileCheck %s --check-prefix=NOIR
// NOIR: roofline report for
// NOIR-NOT: func.func
// 64^3 f32 matmul into its init: 2 x 64^3 = 524,288 FLOPs, 4 x 16 KiB.
// NOIR: linalg.matmul {{.*}} 524.29 K {{ *}}65.54 KB
func.func @mm(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>)
                     outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
