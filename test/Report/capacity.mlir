// Capacity: parameters, KV cache, inputs and the peak of live activations
// against the device's DRAM (lib/Report/Capacity.cpp states the rules).
//
// @decode, bytes by hand (f32 4 B, f16 2 B, i1 1 B per element):
//   inputs:     %x 4x8xf32 = 128 B; %mask 4x16xi1 = 64 B        -> 192 B, 2
//   parameters: %w 8x16xf32 {roofline.weight} = 512 B; the dense constant
//               %bias 16xf32 = 64 B                              -> 576 B, 2
//   KV cache:   %k 2x16xf16 {roofline.kv_cache} = 64 B           ->  64 B, 1
// Activations, over the top-level ops in order (0 %e, 1 %zero, 2 %f,
// 3 %m, 4 %e2, 5 %bias, 6 %r, 7 %c, 8 %c2, 9 %s, 10 return):
//   A = %e (4x16xf32, 256 B) from op 0; %f (folded: no DRAM bytes) shares
//     it, %m is destination-style on %f, which dies there, so it reuses A;
//     the last use of %m is op 6, so A lives ops 0..6.
//   B = %e2 (256 B) from op 4; %r reuses it (in place, %e2 dies at op 6);
//     the reshapes %c and %c2 are neither costed nor unmodeled, so they
//     share B, which lives to %c2's last use, op 9.
//   %s (select, costed with DRAM bytes, not destination-style) is a new
//     tensor C, 256 B, from op 9 to the return.
//   Live bytes: ops 0-3: A = 256; ops 4-6: A + B = 512; ops 7-8: B = 256;
//   op 9: B + C = 512; op 10: C = 256. The peak, 512 B with 2 tensors, is
//   first reached at op 4 (%e2, at "head.init").
// Total 192 + 576 + 64 + 512 = 1344 B (1344 / 1024 = 1.31 KiB); of the H100 SXM5's 80 GiB
// (85899345920 B) that is 1.56e-8, shown as 0.0%.
// @dyn: %y ?x8xf32: with --dynamic-dim-size=4, 4 x 8 x 4 = 128 B more
// inputs (320 B, 3 tensors; total 1472 B); without, one unsized value.
// Its activations (the 128 B negf result) are below @decode's peak.
//
// RUN: roofline-opt --analyze --device=h100-sxm5-80gb --pass-options=columns=0 %s | FileCheck %s --check-prefix=TEXT
// RUN: roofline-opt --analyze --device=h100-sxm5-80gb --json %s | FileCheck %s --check-prefix=JSON
// RUN: roofline-opt --analyze --device=h100-sxm5-80gb --dynamic-dim-size=4 --json %s | FileCheck %s --check-prefix=DYN
// RUN: roofline-opt --analyze --device=h100-sxm5-80gb --format=none --html=%t.html %s
// RUN: FileCheck %s --check-prefix=HTML < %t.html

// TEXT:      memory: parameters 576 B (2 tensors), KV cache 64 B (1 tensor), inputs 192 B (2 tensors), peak activations 512 B (2 tensors); total 1.31 KiB = 0.0% of the device's 80.00 GiB; 1 value of unknown size not counted
// TEXT-NEXT: activation peak at tensor.empty at head.init

// JSON:      "capacity": {
// JSON-NEXT:   "parameters": {
// JSON-NEXT:     "bytes": 576,
// JSON-NEXT:     "tensors": 2
// JSON-NEXT:   },
// JSON-NEXT:   "kv_cache": {
// JSON-NEXT:     "bytes": 64,
// JSON-NEXT:     "tensors": 1
// JSON-NEXT:   },
// JSON-NEXT:   "inputs": {
// JSON-NEXT:     "bytes": 192,
// JSON-NEXT:     "tensors": 2
// JSON-NEXT:   },
// JSON-NEXT:   "activations": {
// JSON-NEXT:     "bytes": 512,
// JSON-NEXT:     "tensors": 2
// JSON-NEXT:   },
// JSON-NEXT:   "activation_peak_op": "tensor.empty",
// JSON-NEXT:   "activation_peak_loc": "head.init",
// JSON-NEXT:   "total_bytes": 1344,
// JSON-NEXT:   "unsized_values": 1,
// JSON-NEXT:   "device_memory_bytes": 85899345920,
// JSON-NEXT:   "device_memory_fraction": 1.5646{{[0-9]*}}e-08
// JSON-NEXT: },

// DYN:      "inputs": {
// DYN-NEXT:   "bytes": 320,
// DYN-NEXT:   "tensors": 3
// DYN:      "total_bytes": 1472,
// DYN-NEXT: "unsized_values": 0,

// HTML:      <table class="totals capacity">
// HTML-NEXT: <tr><th>parameters</th><td>576 B</td><td>2 tensors</td></tr>
// HTML-NEXT: <tr><th>KV cache</th><td>64 B</td><td>1 tensor</td></tr>
// HTML-NEXT: <tr><th>inputs</th><td>192 B</td><td>2 tensors</td></tr>
// HTML-NEXT: <tr><th>peak activations</th><td>512 B</td><td>2 tensors</td></tr>
// HTML-NEXT: <tr><th>total</th><td>1.31 KiB</td><td>0.0% of 80.00 GiB</td></tr>
// HTML:      Activation peak at tensor.empty at head.init.
// HTML:      1 value(s) of unknown size

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @decode(%x: tensor<4x8xf32>, %mask: tensor<4x16xi1>,
                  %w: tensor<8x16xf32> {roofline.weight},
                  %k: tensor<2x16xf16> {roofline.kv_cache})
    -> tensor<4x16xf32> {
  %e = tensor.empty() : tensor<4x16xf32> loc("proj.init")
  %zero = arith.constant 0.0 : f32
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<4x16xf32>) -> tensor<4x16xf32> loc("proj.fill")
  %m = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x16xf32>) outs(%f : tensor<4x16xf32>) -> tensor<4x16xf32> loc("proj")
  %e2 = tensor.empty() : tensor<4x16xf32> loc("head.init")
  %bias = arith.constant dense<1.0> : tensor<16xf32>
  %r = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m, %bias : tensor<4x16xf32>, tensor<16xf32>) outs(%e2 : tensor<4x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<4x16xf32> loc("head.add")
  %c = tensor.collapse_shape %r [[0, 1]] : tensor<4x16xf32> into tensor<64xf32> loc("head.flat")
  %c2 = tensor.expand_shape %c [[0, 1]] output_shape [4, 16] : tensor<64xf32> into tensor<4x16xf32> loc("head.unflat")
  %s = arith.select %mask, %c2, %c2 : tensor<4x16xi1>, tensor<4x16xf32> loc("head.mask")
  return %s : tensor<4x16xf32>
}

func.func @dyn(%y: tensor<?x8xf32>) -> tensor<4x8xf32> {
  %c = tensor.cast %y : tensor<?x8xf32> to tensor<4x8xf32>
  %n = arith.negf %c : tensor<4x8xf32> loc("neg")
  return %n : tensor<4x8xf32>
}
