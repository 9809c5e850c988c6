// Bad options and bad input: a diagnostic naming the problem and a non-zero
// exit status, never a crash (`not` fails on a crash).

// Unknown device: the error lists every catalog device.
// RUN: not roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=bogus})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN:      error: roofline-analyze: unknown device 'bogus'; known devices:
// UNKNOWN-SAME: a100-pcie-80gb
// UNKNOWN-SAME: a100-sxm4-40gb
// UNKNOWN-SAME: a100-sxm4-80gb
// UNKNOWN-SAME: apple-m2-max
// UNKNOWN-SAME: h100-pcie-80gb
// UNKNOWN-SAME: h100-sxm5-80gb
// UNKNOWN-SAME: h200-sxm-141gb
// UNKNOWN-SAME: l4
// UNKNOWN-SAME: rtx-4090
// UNKNOWN-SAME: v100-sxm2-32gb

// RUN: not roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=h100 ceilings=bogus})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=CEILINGS
// CEILINGS: for the --ceilings option: Cannot find option named 'bogus'!
// CEILINGS: failed to add `roofline-analyze` with options `device=h100 ceilings=bogus`

// RUN: not roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=h100 format=bogus})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=FORMAT
// FORMAT: for the --format option: Cannot find option named 'bogus'!

// RUN: not roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=h100 device-file=%S/Inputs/custom-gpu.json})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: error: roofline-analyze: give either device or device-file, not both

// RUN: not roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device-file=%S/Inputs/no-such-device.json})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: roofline-analyze: {{.*}}Inputs/no-such-device.json: cannot read device file

// The device-file reader is strict: an unknown key is an error.
// RUN: not roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device-file=%S/Inputs/bad-device.json})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADFILE
// BADFILE: error: roofline-analyze: {{.*}}Inputs/bad-device.json: {{.*}}'flux_capacitor': unknown key

// RUN: not roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=h100 format=json report-file=%S/Inputs/no-such-dir/report.json})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT
// REPORT: error: roofline-analyze: cannot write report-file '{{.*}}no-such-dir/report.json'

// --analyze flags that need a value.
// RUN: not roofline-opt --analyze %s --device 2>&1 | FileCheck %s --check-prefix=NOVALUE
// NOVALUE: roofline-opt: for the --device option: requires a value!

// Unparseable IR: MLIR's parser diagnostic and exit status 1 (also under
// --analyze).
// RUN: not roofline-opt %S/Inputs/unparseable.mlir \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{device=h100})' 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PARSE
// PARSE: unparseable.mlir:{{[0-9]+}}:{{[0-9]+}}: error: expected
// RUN: %python -c "import subprocess, sys; sys.exit(subprocess.run(sys.argv[1:], stderr=subprocess.DEVNULL).returncode != 1)" \
// RUN:   roofline-opt %S/Inputs/unparseable.mlir --pass-pipeline='builtin.module(roofline-analyze{device=h100})'
// RUN: %python -c "import subprocess, sys; sys.exit(subprocess.run(sys.argv[1:], stderr=subprocess.DEVNULL).returncode != 1)" \
// RUN:   roofline-opt --analyze %S/Inputs/unparseable.mlir

// A negative dynamic-dim-size other than -1 is rejected, and the message
// shows the value given.
// RUN: not roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=h100 dynamic-dim-size=-5})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s --check-prefix=DYNSIZE
// DYNSIZE: error: roofline-analyze: dynamic-dim-size=-5: expected a size >= 0, or -1 for none

func.func @matmul(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>)
                     outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}
