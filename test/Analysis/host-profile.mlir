// --host-profile=FILE (docs/model.md 1.8, "Eager: host dispatch"): the
// host's per-op costs from a roofline-host-profile/1 file (python3 -m
// roofline host-profile measures one) replace the module's
// roofline.framework and the built-in profile.
//
// The module below carries a profile whose host costs are all 0, so by
// itself the host pays only the launches: it issues each kernel 3 us (the
// A100-40GB's launch overhead) after the one before, and each kernel (the
// add, the matmul, the reduction: a few thousand bytes and FLOPs) is
// launch-bound, predicted at those 3 us. Add 3-6 us, matmul 6-9, reduction
// 9-12: 12 us.
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --mode=eager --json | FileCheck %s --check-prefix=MODULE
// MODULE: "host_profile": {
// MODULE-NEXT: "name": "zero-host",
// MODULE: {{^}}  "totals": {
// MODULE: "predicted_time_s": 1.2e-05,
//
// With the file's costs (Inputs/host-profile.json: elementwise 100 us,
// reduction 10, library call 1000, view 50) the host binds throughout, as
// in eager-host.mlir, whose profile has the same figures:
//   linalg.add          elementwise   100 us + launch 3 us =  103 us
//   linalg.fill         part of the matmul's library call   =    0
//   linalg.matmul       library call 1000 us + launch 3 us = 1003 us
//   linalg.reduce       reduction      10 us + launch 3 us =   13 us
//   collapse_shape      view           50 us, no kernel    =   50 us
// total 1169 us: each kernel ends before the host issues the next op.
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --mode=eager --host-profile=%S/Inputs/host-profile.json --json | FileCheck %s --check-prefix=FILE
// FILE: "mode": "eager",
// FILE: "host_profile": {
// FILE-NEXT: "name": "test-host",
// FILE-NEXT: "elementwise_us": 100,
// FILE-NEXT: "reduction_us": 10,
// FILE-NEXT: "library_call_us": 1000,
// FILE-NEXT: "view_us": 50,
// FILE-NEXT: "gemm_bias_epilogue": true,
// FILE-NEXT: "source": "a test: made-up figures"
// FILE: {{^}}  "totals": {
// FILE: "predicted_time_s": 0.001169,
//
// The text report names the profile on its mode line.
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --mode=eager --host-profile=%S/Inputs/host-profile.json | FileCheck %s --check-prefix=TEXT
// TEXT: mode: eager (every op a kernel of its own, issued by the host; host profile test-host)
//
// The same option through the pass (mlir-opt's spelling).
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{device=a100-sxm4-40gb hierarchy=false mode=eager host-profile=%S/Inputs/host-profile.json format=json})' -o /dev/null | FileCheck %s --check-prefix=FILE
//
// Compiled mode issues nothing from the host: the file is read (a bad one
// is an error in every mode, below) and not used; the report's
// host_profile is null and the total the kernels' 9 us.
// RUN: roofline-opt %s --analyze --no-hierarchy --device=a100-sxm4-40gb --mode=compiled --host-profile=%S/Inputs/host-profile.json --json | FileCheck %s --check-prefix=COMPILED
// COMPILED: "host_profile": null,
// COMPILED: {{^}}  "totals": {
// COMPILED: "predicted_time_s": 9e-06,
//
// A bad file is an error naming the file and the field, never a default.
// RUN: not roofline-opt %s --analyze --device=a100-sxm4-40gb --mode=eager --host-profile=%t.missing.json 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: host-profile: {{.*}}missing.json: cannot read host profile:
// RUN: echo '{"schema": ' > %t.broken.json
// RUN: not roofline-opt %s --analyze --device=a100-sxm4-40gb --mode=eager --host-profile=%t.broken.json 2>&1 | FileCheck %s --check-prefix=BROKEN
// BROKEN: host-profile: {{.*}}broken.json: not valid JSON:
// RUN: echo '[1]' > %t.array.json
// RUN: not roofline-opt %s --analyze --device=a100-sxm4-40gb --mode=eager --host-profile=%t.array.json 2>&1 | FileCheck %s --check-prefix=ARRAY
// ARRAY: array.json: expected a JSON object at the top level (a roofline-host-profile/1 host profile)
// RUN: sed 's/host-profile\/1/device\/1/' %S/Inputs/host-profile.json > %t.schema.json
// RUN: not roofline-opt %s --analyze --device=a100-sxm4-40gb --mode=compiled --host-profile=%t.schema.json 2>&1 | FileCheck %s --check-prefix=SCHEMA
// SCHEMA: schema.json: field 'schema': expected "roofline-host-profile/1"
// RUN: sed 's/"view_us": 50/"view_us": -1/' %S/Inputs/host-profile.json > %t.neg.json
// RUN: not roofline-opt %s --analyze --device=a100-sxm4-40gb --mode=eager --host-profile=%t.neg.json 2>&1 | FileCheck %s --check-prefix=NEG
// NEG: neg.json: field 'view_us': expected a non-negative number of microseconds
// RUN: sed 's/"reduction_us": 10,//' %S/Inputs/host-profile.json > %t.nored.json
// RUN: not roofline-opt %s --analyze --device=a100-sxm4-40gb --mode=eager --host-profile=%t.nored.json 2>&1 | FileCheck %s --check-prefix=NORED
// NORED: nored.json: field 'reduction_us': expected a non-negative number of microseconds
// RUN: sed 's/"name": "test-host"/"name": ""/' %S/Inputs/host-profile.json > %t.noname.json
// RUN: not roofline-opt %s --analyze --device=a100-sxm4-40gb --mode=eager --host-profile=%t.noname.json 2>&1 | FileCheck %s --check-prefix=NONAME
// NONAME: noname.json: field 'name': expected a non-empty string
// RUN: sed 's/"view_us"/"views_us"/' %S/Inputs/host-profile.json > %t.typo.json
// RUN: not roofline-opt %s --analyze --device=a100-sxm4-40gb --mode=eager --host-profile=%t.typo.json 2>&1 | FileCheck %s --check-prefix=TYPO
// TYPO: typo.json: field 'view_us': expected a non-negative number of microseconds
// RUN: sed 's/"gemm_bias_epilogue": true/"gemm_bias_epilogue": "yes", "host": 1/' %S/Inputs/host-profile.json > %t.bias.json
// RUN: not roofline-opt %s --analyze --device=a100-sxm4-40gb --mode=eager --host-profile=%t.bias.json 2>&1 | FileCheck %s --check-prefix=BIAS
// BIAS: bias.json: field 'gemm_bias_epilogue': expected true or false
// RUN: sed 's/"gemm_bias_epilogue": true/"gemm_bias_epilogue": true, "host": 1/' %S/Inputs/host-profile.json > %t.unknown.json
// RUN: not roofline-opt %s --analyze --device=a100-sxm4-40gb --mode=eager --host-profile=%t.unknown.json 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: unknown.json: field 'host': unknown key
// RUN: not roofline-opt %s --analyze --device=a100-sxm4-40gb --mode=eager --host-profile= 2>&1 | FileCheck %s --check-prefix=EMPTY
// EMPTY: --host-profile is empty: expected a host-profile file

module attributes {roofline.framework = {name = "zero-host", source = "a test: a host that costs nothing", elementwise_us = 0.0 : f64, reduction_us = 0.0 : f64, library_call_us = 0.0 : f64, view_us = 0.0 : f64}} {
  func.func @f(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>) -> tensor<4096xf32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<64x64xf32>
    %s = linalg.add ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %c = linalg.fill ins(%zero : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
    %m = linalg.matmul ins(%s, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
    %e1 = tensor.empty() : tensor<64xf32>
    %r = linalg.reduce ins(%m : tensor<64x64xf32>) outs(%e1 : tensor<64xf32>) dimensions = [1]
      (%x: f32, %acc: f32) {
        %y = arith.addf %x, %acc : f32
        linalg.yield %y : f32
      }
    %v = tensor.collapse_shape %s [[0, 1]] : tensor<64x64xf32> into tensor<4096xf32>
    return %v : tensor<4096xf32>
  }
}
