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
// NOIR: linalg.matmul {{.*}} 524 K {{ *}}65.5 KB

// One llvm::cl command line: one dash works as two, and --help lists
// --analyze and its flags in their own category, enum values spelled out.
// RUN: roofline-opt -analyze -no-hierarchy -top=1 %s | FileCheck %s --check-prefix=NOIR
// RUN: roofline-opt --help | FileCheck %s --check-prefix=HELP
// HELP:      roofline-opt --analyze options:
// HELP-NEXT: roofline-opt --analyze [flags] <file | ->
// HELP:        --analyze - Print the roofline report
// HELP:        --ceilings=<value>
// HELP-NEXT:     =spec
// HELP-NEXT:     =sustained
// HELP:        --format=<value>
// HELP-NEXT:     =text
// HELP-NEXT:     =json
// HELP-NEXT:     =none
// HELP:        --group-by=<module[:DEPTH]|kind|function>
// HELP:        --list-devices
// HELP:        --mode=<value>
// HELP-NEXT:     =eager
// HELP-NEXT:     =compiled
// HELP-NEXT:     =graph
// HELP:        --pass-options=
// HELP:        --top=<N>

// Bad values: exit 2, naming the flag.
// RUN: not roofline-opt --analyze --format=xml %s 2>&1 | FileCheck %s --check-prefix=BADFORMAT
// BADFORMAT: roofline-opt: for the --format option: Cannot find option named 'xml'!
// RUN: not roofline-opt --analyze --group-by=layer %s 2>&1 | FileCheck %s --check-prefix=BADGROUP
// BADGROUP: roofline-opt: --group-by 'layer': expected module, module:DEPTH, kind or function
// RUN: not roofline-opt --analyze --group-by=kind:2 %s 2>&1 | FileCheck %s --check-prefix=BADDEPTH
// BADDEPTH: roofline-opt: --group-by 'kind:2': only module takes a depth
// RUN: %python -c "import subprocess, sys; sys.exit(subprocess.run(sys.argv[1:], stderr=subprocess.DEVNULL).returncode != 2)" roofline-opt --analyze --group-by=module:x %s

// An analyze flag without --analyze says what to do (it used to answer
// "Did you mean '--inline=h100'?"), and exits 2.
// RUN: not roofline-opt --device=h100 %s 2>&1 | FileCheck %s --check-prefix=NOANALYZE
// NOANALYZE: roofline-opt: --device is a flag of --analyze: add --analyze for the report, or give roofline-analyze its options in a pipeline
// NOANALYZE-NOT: Did you mean
// RUN: %python -c "import subprocess, sys; sys.exit(subprocess.run(sys.argv[1:], stderr=subprocess.DEVNULL).returncode != 2)" roofline-opt --device=h100 %s
// Every flag of a roofline-analyze option is one (they are generated from
// the pass's options); --strict was once silently ignored without --analyze.
// RUN: not roofline-opt --strict %s 2>&1 | FileCheck %s --check-prefix=NOANALYZESTRICT
// NOANALYZESTRICT: roofline-opt: --strict is a flag of --analyze

// stdin ('-'), as from `mlir-opt-22 ... | roofline-opt --analyze -`; an empty
// input (a failed producer) is an error with exit 1, not "no op was costed".
// RUN: cat %s | roofline-opt --analyze --no-hierarchy - | FileCheck %s --check-prefix=STDIN
// STDIN: roofline report for <stdin>
// STDIN: linalg.matmul
// RUN: printf '' | not roofline-opt --analyze - 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: roofline-opt: stdin holds no op to analyze (empty input; did the command feeding the pipe fail?)

// A file holding only `module {}` is not an empty input (issue #34 item 6):
// it says so.
// RUN: printf '// nothing\nmodule {}\n' | not roofline-opt --analyze - 2>&1 | FileCheck %s --check-prefix=EMPTYMOD
// EMPTYMOD: roofline-opt: stdin holds an empty module: no op to analyze
// EMPTY-NOT: roofline report
// RUN: %python -c "import subprocess, sys; sys.exit(subprocess.run(sys.argv[1:], stdin=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode != 1)" roofline-opt --analyze -

// --format=json is --json; --format=none with -o prints only the IR.
// RUN: roofline-opt --analyze --no-hierarchy --format=json %s | FileCheck %s --check-prefix=JSON
// JSON: "schema": "roofline-report/1",
// RUN: roofline-opt --analyze --no-hierarchy --format=none -o - %s | FileCheck %s --check-prefix=IRONLY
// IRONLY-NOT: roofline report
// IRONLY: linalg.matmul {roofline = #roofline.cost<

// Any other roofline-analyze option goes through --pass-options (here
// write-target, which stores the device in the module's DLTI spec); an
// unknown one is a usage error.
// RUN: roofline-opt --analyze --no-hierarchy --format=none --pass-options='write-target=true' -o - %s | FileCheck %s --check-prefix=PASSOPT
// PASSOPT: dlti.target_system_spec = #dlti.target_system_spec<"GPU" = #dlti.target_device_spec<"name" = "a100-sxm4-40gb"
// RUN: not roofline-opt --analyze --pass-options='bogus=1' %s 2>&1 | FileCheck %s --check-prefix=BADPASSOPT
// BADPASSOPT: roofline-opt: --pass-options: {{.*}}no such option bogus

// roofline-optimize's output keeps the locations (the PyTorch module paths
// of an import) unless --mlir-print-debuginfo says otherwise.
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb emit-remarks=false})' | FileCheck %s --check-prefix=LOCS
// LOCS: linalg.matmul {{.*}} loc([[LOC:#loc[0-9]*]])
// LOCS: [[LOC]] = loc("mm.matmul")
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-optimize{device=a100-sxm4-40gb emit-remarks=false})' --mlir-print-debuginfo=false | FileCheck %s --check-prefix=NOLOCS
// NOLOCS-NOT: loc(
// Other pipelines print as mlir-opt does.
// RUN: roofline-opt %s --canonicalize | FileCheck %s --check-prefix=NOLOCS

func.func @mm(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>)
                     outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32> loc("mm.matmul")
  return %r : tensor<64x64xf32>
}
