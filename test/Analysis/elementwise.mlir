// Elementwise generics: FLOPs = points x payload FLOPs (addf/subf/mulf/divf/
// negf/absf/maximumf/minimumf/cmpf = 1, math.fma = 2, conversions/select/
// constants = 0). Transcendentals are not FLOPs; they are weighted for time
// (exp/tanh/log = 8, powf = 16, erf = 20). Integer arithmetic is the work of
// an integer-only payload (class int32) and side work (int_ops) otherwise.
// Class = widest float of the payload. Inputs whose value is used are read
// once (a broadcast input: its own size); an output written into
// tensor.empty is written, not read.
//
// Device a100-sxm4-40gb: fp32 19.5 TF, int32 19.5 TOPS, DRAM 1555 GB/s,
// launch 3 us.

// hierarchy=false: the DRAM-only roofline (time = max(compute, DRAM) + launch)
// that the derivations below follow.
// RUN: roofline-opt %s --split-input-file --verify-diagnostics \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb emit-remarks annotate=false})' \
// RUN:   -o /dev/null
// RUN: roofline-opt %s \
// RUN:   --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=a100-sxm4-40gb format=json annotate=false})' \
// RUN:   -o /dev/null | FileCheck %s --check-prefix=JSON

// Bias add: 1024x512 f32 + bias<512> broadcast along rows -> tensor.empty.
//   flops = 1024*512 = 524288 (one addf)
//   bytes = x 1024*512*4 (2097152) + bias 512*4 (2048, read once)
//         + out write 2097152 (not read) = 4196352
//   memory-bound; time = 4196352 / 1.555e12 + 3e-6 = 5.698619e-6
// JSON-LABEL: "function": "bias_add"
// JSON:       "operands": [
// JSON:           "operand": 1,
// JSON-NEXT:      "role": "input",
// JSON-NEXT:      "elements": 512,
// JSON-NEXT:      "element_bits": 32,
// JSON-NEXT:      "read": true,
// JSON-NEXT:      "written": false,
// JSON-NEXT:      "bytes": 2048
// JSON:           "operand": 2,
// JSON-NEXT:      "role": "output",
// JSON-NEXT:      "elements": 524288,
// JSON-NEXT:      "element_bits": 32,
// JSON-NEXT:      "read": false,
// JSON-NEXT:      "written": true,
// JSON-NEXT:      "bytes": 2097152
func.func @bias_add(%x: tensor<1024x512xf32>, %bias: tensor<512xf32>) -> tensor<1024x512xf32> {
  %e = tensor.empty() : tensor<1024x512xf32>
  // expected-remark @below {{roofline: flops=524288 bytes=4196352 intensity=0.12 class=fp32 bound=launch time=5.698619e-06}}
  %0 = linalg.generic {
         indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                          affine_map<(d0, d1) -> (d1)>,
                          affine_map<(d0, d1) -> (d0, d1)>],
         iterator_types = ["parallel", "parallel"]}
         ins(%x, %bias : tensor<1024x512xf32>, tensor<512xf32>) outs(%e : tensor<1024x512xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<1024x512xf32>
  return %0 : tensor<1024x512xf32>
}

// -----

// ReLU max(x, 0) on 1024x1024 f32 (the constant is free).
//   flops = 1048576; bytes = read 4 MiB + write 4 MiB = 8388608
//   time = 8388608 / 1.555e12 + 3e-6 = 8.394603e-6, memory-bound
func.func @relu(%x: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %e = tensor.empty() : tensor<1024x1024xf32>
  // expected-remark @below {{roofline: flops=1048576 bytes=8388608 intensity=0.12 class=fp32 bound=memory time=8.394603e-06}}
  %0 = linalg.generic {
         indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                          affine_map<(d0, d1) -> (d0, d1)>],
         iterator_types = ["parallel", "parallel"]}
         ins(%x : tensor<1024x1024xf32>) outs(%e : tensor<1024x1024xf32>) {
  ^bb0(%a: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %r = arith.maximumf %a, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}

// -----

// exp(x) on 256x256 f32: no FLOPs, 65536 transcendentals (weight 8).
//   flops = 0; bytes = 2 * 256*256*4 = 524288; intensity 0
//   compute (8*65536)/19.5e12 = 2.69e-8 < memory 524288/1.555e12 = 3.371630e-7
//   time = 3.337163e-6, memory-bound
// JSON-LABEL: "function": "exp"
// JSON:       "flops": 0,
// JSON-NEXT:  "transcendentals": 65536,
// JSON-NEXT:  "weighted_transcendentals": 524288,
// JSON-NEXT:  "int_ops": 0,
func.func @exp(%x: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %e = tensor.empty() : tensor<256x256xf32>
  // expected-remark @below {{roofline: flops=0 bytes=524288 intensity=0.00 class=fp32 bound=launch time=3.337163e-06}}
  %0 = linalg.generic {
         indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                          affine_map<(d0, d1) -> (d0, d1)>],
         iterator_types = ["parallel", "parallel"]}
         ins(%x : tensor<256x256xf32>) outs(%e : tensor<256x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<256x256xf32>
  return %0 : tensor<256x256xf32>
}

// -----

// A transcendental chain on 1024x1024 f16 data computed in f32 (extf/truncf
// are free; class = widest float = f32 -> fp32):
//   exp 8 + tanh 8 + erf 20 + powf 16 + log 8 = 60 FLOP-equivalents/point,
//   5 transcendentals/point, 1 addf/point.
//   N = 1048576: flops = 1048576, transcendentals = 5242880,
//   weighted = 62914560; bytes = read 2N + write 2N = 4194304
//   compute (1048576 + 62914560)/19.5e12 = 3.280161e-6
//     > memory 4194304/1.555e12 = 2.697302e-6: compute-bound only because
//     of the weights (intensity is 0.25 FLOP/B)
//   time = 3.280161e-6 + 3e-6 = 6.280161e-6
// JSON-LABEL: "function": "transcendental_chain"
// JSON:       "flops": 1048576,
// JSON-NEXT:  "transcendentals": 5242880,
// JSON-NEXT:  "weighted_transcendentals": 62914560,
// JSON-NEXT:  "int_ops": 0,
// JSON-NEXT:  "bytes": 4194304,
func.func @transcendental_chain(%x: tensor<1024x1024xf16>) -> tensor<1024x1024xf16> {
  %e = tensor.empty() : tensor<1024x1024xf16>
  // expected-remark @below {{roofline: flops=1048576 bytes=4194304 intensity=0.25 class=fp32 bound=compute time=6.280161e-06}}
  %0 = linalg.generic {
         indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                          affine_map<(d0, d1) -> (d0, d1)>],
         iterator_types = ["parallel", "parallel"]}
         ins(%x : tensor<1024x1024xf16>) outs(%e : tensor<1024x1024xf16>) {
  ^bb0(%a: f16, %o: f16):
    %v = arith.extf %a : f16 to f32
    %0 = math.exp %v : f32
    %1 = math.tanh %0 : f32
    %2 = math.erf %1 : f32
    %3 = math.powf %2, %v : f32
    %4 = math.log %3 : f32
    %5 = arith.addf %4, %v : f32
    %r = arith.truncf %5 : f32 to f16
    linalg.yield %r : f16
  } -> tensor<1024x1024xf16>
  return %0 : tensor<1024x1024xf16>
}

// -----

// Integer elementwise a*b + a on 1024x1024 i32: integer-only payload, class
// int32, the integer ops are the work (counted as flops, int_ops stays 0).
//   flops = 2 * 1048576 = 2097152 (muli + addi)
//   bytes = a, b read (2 * 4 MiB) + out write into tensor.empty (4 MiB)
//         = 12582912
//   time = 12582912 / 1.555e12 + 3e-6 = 1.109190e-5, memory-bound
// JSON-LABEL: "function": "int_muladd"
// JSON:       "flops": 2097152,
// JSON-NEXT:  "transcendentals": 0,
// JSON-NEXT:  "weighted_transcendentals": 0,
// JSON-NEXT:  "int_ops": 0,
// JSON:       "compute_class": "int32",
func.func @int_muladd(%a: tensor<1024x1024xi32>, %b: tensor<1024x1024xi32>) -> tensor<1024x1024xi32> {
  %e = tensor.empty() : tensor<1024x1024xi32>
  // expected-remark @below {{roofline: flops=2097152 bytes=12582912 intensity=0.17 class=int32 bound=memory time=1.109190e-05}}
  %0 = linalg.generic {
         indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                          affine_map<(d0, d1) -> (d0, d1)>,
                          affine_map<(d0, d1) -> (d0, d1)>],
         iterator_types = ["parallel", "parallel"]}
         ins(%a, %b : tensor<1024x1024xi32>, tensor<1024x1024xi32>) outs(%e : tensor<1024x1024xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32):
    %m = arith.muli %x, %y : i32
    %s = arith.addi %m, %x : i32
    linalg.yield %s : i32
  } -> tensor<1024x1024xi32>
  return %0 : tensor<1024x1024xi32>
}

// -----

// Index arithmetic beside float work: domain 1024x1024 (N = 1048576), per
// point 3 integer ops (muli, addi, xori on index: int_ops) and 2 FLOPs (mulf,
// addf); index_cast and sitofp are free. Class fp32.
//   flops = 2097152, int_ops = 3145728
//   bytes = in<1024> 4096 + out<1024> read 4096 + write 4096 = 12288
//   compute = max(flops/fp32 = 1.075463e-7, int_ops/int32 = 1.613194e-7)
//           = 1.613194e-7 > memory 7.9e-9
//   time = 1.613194e-7 + 3e-6 = 3.161319e-6, compute-bound (the integer
//   pipe decides it: without it the time would be 3.107546e-6)
// JSON-LABEL: "function": "index_math"
// JSON:       "flops": 2097152,
// JSON-NEXT:  "transcendentals": 0,
// JSON-NEXT:  "weighted_transcendentals": 0,
// JSON-NEXT:  "int_ops": 3145728,
func.func @index_math(%x: tensor<1024xf32>, %acc: tensor<1024xf32>) -> tensor<1024xf32> {
  // expected-remark @below {{roofline: flops=2097152 bytes=12288 intensity=170.67 class=fp32 bound=launch time=3.161319e-06}}
  %0 = linalg.generic {
         indexing_maps = [affine_map<(d0, d1) -> (d1)>,
                          affine_map<(d0, d1) -> (d0)>],
         iterator_types = ["parallel", "reduction"]}
         ins(%x : tensor<1024xf32>) outs(%acc : tensor<1024xf32>) {
  ^bb0(%a: f32, %o: f32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %k = arith.muli %i, %j : index
    %l = arith.addi %k, %i : index
    %m = arith.xori %l, %j : index
    %n = arith.index_cast %m : index to i32
    %f = arith.sitofp %n : i32 to f32
    %p = arith.mulf %a, %f : f32
    %s = arith.addf %p, %o : f32
    linalg.yield %s : f32
  } -> tensor<1024xf32>
  return %0 : tensor<1024xf32>
}

// -----

// Compare into an i1 mask, 256x256: i1 is stored as one byte.
//   flops = 65536 (cmpf); bytes = read 256*256*4 (262144) + write 65536
//   = 327680; time = 327680 / 1.555e12 + 3e-6 = 3.210727e-6
// JSON-LABEL: "function": "mask"
// JSON:           "operand": 1,
// JSON-NEXT:      "role": "output",
// JSON-NEXT:      "elements": 65536,
// JSON-NEXT:      "element_bits": 8,
// JSON-NEXT:      "read": false,
// JSON-NEXT:      "written": true,
// JSON-NEXT:      "bytes": 65536
func.func @mask(%x: tensor<256x256xf32>) -> tensor<256x256xi1> {
  %e = tensor.empty() : tensor<256x256xi1>
  // expected-remark @below {{roofline: flops=65536 bytes=327680 intensity=0.20 class=fp32 bound=launch time=3.210727e-06}}
  %0 = linalg.generic {
         indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                          affine_map<(d0, d1) -> (d0, d1)>],
         iterator_types = ["parallel", "parallel"]}
         ins(%x : tensor<256x256xf32>) outs(%e : tensor<256x256xi1>) {
  ^bb0(%a: f32, %o: i1):
    %zero = arith.constant 0.0 : f32
    %c = arith.cmpf ogt, %a, %zero : f32
    linalg.yield %c : i1
  } -> tensor<256x256xi1>
  return %0 : tensor<256x256xi1>
}

// -----

// Payload weights on 128x128 f32 (N = 16384): fma 2 + divf 1 + subf 1 +
// negf 1 + absf 1 + minimumf 1 = 7 FLOPs; cmpf 1 more = 8; select and the
// constant are free.
//   flops = 8 * 16384 = 131072
//   bytes = a, b read (2 * 65536) + out write 65536 = 196608
//   time = 196608 / 1.555e12 + 3e-6 = 3.126436e-6, memory-bound
func.func @weights(%a: tensor<128x128xf32>, %b: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %e = tensor.empty() : tensor<128x128xf32>
  // expected-remark @below {{roofline: flops=131072 bytes=196608 intensity=0.67 class=fp32 bound=launch time=3.126436e-06}}
  %0 = linalg.generic {
         indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                          affine_map<(d0, d1) -> (d0, d1)>,
                          affine_map<(d0, d1) -> (d0, d1)>],
         iterator_types = ["parallel", "parallel"]}
         ins(%a, %b : tensor<128x128xf32>, tensor<128x128xf32>) outs(%e : tensor<128x128xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %0 = math.fma %x, %y, %one : f32
    %1 = arith.divf %0, %y : f32
    %2 = arith.subf %1, %x : f32
    %3 = arith.negf %2 : f32
    %4 = math.absf %3 : f32
    %5 = arith.minimumf %4, %x : f32
    %c = arith.cmpf olt, %5, %one : f32
    %6 = arith.select %c, %5, %one : f32
    linalg.yield %6 : f32
  } -> tensor<128x128xf32>
  return %0 : tensor<128x128xf32>
}

// -----

// An input whose block argument the payload never uses is not read.
// 1024 f32: flops 1024 (negf of %a only); bytes = a 4096 + out write 4096 = 8192
//   (b: 0 B); time = 8192/1.555e12 + 3e-6 = 3.005268e-6
// JSON-LABEL: "function": "unused_input"
// JSON:           "operand": 1,
// JSON-NEXT:      "role": "input",
// JSON-NEXT:      "elements": 1024,
// JSON-NEXT:      "element_bits": 32,
// JSON-NEXT:      "read": false,
// JSON-NEXT:      "written": false,
// JSON-NEXT:      "bytes": 0
func.func @unused_input(%a: tensor<1024xf32>, %b: tensor<1024xf32>) -> tensor<1024xf32> {
  %e = tensor.empty() : tensor<1024xf32>
  // expected-remark @below {{roofline: flops=1024 bytes=8192 intensity=0.12 class=fp32 bound=launch time=3.005268e-06}}
  %0 = linalg.generic {
         indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>],
         iterator_types = ["parallel"]}
         ins(%a, %b : tensor<1024xf32>, tensor<1024xf32>) outs(%e : tensor<1024xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %n = arith.negf %x : f32
    linalg.yield %n : f32
  } -> tensor<1024xf32>
  return %0 : tensor<1024xf32>
}

// -----

// The transcendental weights, one of each per point on 256x256 f32
// (N = 65536): sqrt, rsqrt, sin, cos, exp2, log2, log10 weigh 8 (56);
// erfc, expm1, log1p, atan, tan weigh 20 (100): 156 FLOP-equivalents and 12
// transcendentals per point, plus 1 addf.
//   flops = 65536, transcendentals = 786432, weighted = 156 * 65536 = 10223616
//   bytes = read + write 256*256*4 = 524288
//   compute (65536 + 10223616)/19.5e12 = 5.276488e-7 > memory 3.371627e-7
//   time = 3.527649e-6, compute-bound
// JSON-LABEL: "function": "weight_table"
// JSON:       "flops": 65536,
// JSON-NEXT:  "transcendentals": 786432,
// JSON-NEXT:  "weighted_transcendentals": 10223616,
func.func @weight_table(%x: tensor<256x256xf32>) -> tensor<256x256xf32> {
  %e = tensor.empty() : tensor<256x256xf32>
  // expected-remark @below {{roofline: flops=65536 bytes=524288 intensity=0.12 class=fp32 bound=launch time=3.527649e-06}}
  %0 = linalg.generic {
         indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
         iterator_types = ["parallel", "parallel"]}
         ins(%x : tensor<256x256xf32>) outs(%e : tensor<256x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %0 = math.sqrt %a : f32
    %1 = math.rsqrt %0 : f32
    %2 = math.sin %1 : f32
    %3 = math.cos %2 : f32
    %4 = math.exp2 %3 : f32
    %5 = math.log2 %4 : f32
    %6 = math.log10 %5 : f32
    %7 = math.erfc %6 : f32
    %8 = math.expm1 %7 : f32
    %9 = math.log1p %8 : f32
    %10 = math.atan %9 : f32
    %11 = math.tan %10 : f32
    %12 = arith.addf %11, %a : f32
    linalg.yield %12 : f32
  } -> tensor<256x256xf32>
  return %0 : tensor<256x256xf32>
}
