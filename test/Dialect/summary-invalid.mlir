// Malformed #roofline.summary attributes (summary.mlir has the valid form): each is a
// parse error naming what is wrong.

// RUN: roofline-opt %s --split-input-file --verify-diagnostics -o /dev/null

// expected-error @below {{#roofline.summary: memory_share is 1.500000e+00 (expected a finite number >= 0 and <= 1.000000e+00)}}
module attributes {roofline.summary = #roofline.summary<"a100", flops = 1, bytes = 1, time = 1.0, memory_share = 1.5, costed = 1, unmodeled = 0, version = 2>} {
}

// -----

// expected-error @below {{#roofline.summary: unmodeled is -1 (expected >= 0)}}
module attributes {roofline.summary = #roofline.summary<"a100", flops = 1, bytes = 1, time = 1.0, memory_share = 0.5, costed = 1, unmodeled = -1, version = 2>} {
}

// -----

// expected-error @below {{#roofline.summary: missing 'version'}}
module attributes {roofline.summary = #roofline.summary<"a100", flops = 1, bytes = 1, time = 1.0, memory_share = 0.5, costed = 1, unmodeled = 0>} {
}

// -----

// expected-error @below {{#roofline.summary: the device name is empty}}
module attributes {roofline.summary = #roofline.summary<"", flops = 1, bytes = 1, time = 1.0, memory_share = 0.5, costed = 1, unmodeled = 0, version = 2>} {
}

// -----

// The version-1 layout was a dictionary; a typed summary of version 1 does
// not exist, and any other version is refused.
// expected-error @below {{#roofline.summary: version 3 is not supported (this build reads version 2)}}
module attributes {roofline.summary = #roofline.summary<"a100", flops = 1, bytes = 1, time = 1.0, memory_share = 0.5, costed = 1, unmodeled = 0, version = 3>} {
}
