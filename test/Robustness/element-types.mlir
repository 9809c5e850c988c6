// Element types the model used to cost silently wrong (issue 21, item 9),
// on the h100 (fp64 33.5, fp32 66.9, tf32_tc 494.7 TFLOPS; DRAM 3350 GB/s;
// launch 3 us), DRAM-only roofline: time = max(flops/peak, bytes/BW) + 3 us.
//
// RUN: roofline-opt %s --pass-pipeline='builtin.module(roofline-analyze{hierarchy=false device=h100 emit-remarks annotate=false})' \
// RUN:   -o /dev/null 2>&1 | FileCheck %s

// (1) tf32 x tf32 -> f32 matmul 1024^3: the TF32 tensor-core class without
// allow-tf32 (the IR has rounded the operands). tf32 is stored in 32 bits:
// A, B 4 MiB each, C read and written 2 x 4 MiB: 16777216 bytes.
// flops 2 x 1024^3 = 2147483648; compute 2147483648 / 494.7e12 = 4.341e-6 s
// < memory 16777216 / 3350e9 = 5.008124e-6 s: memory-bound, 8.008124e-6 s.
// (On the fp32 ceiling it was compute-bound: 3.21e-5 s.)
// CHECK: remark: roofline: flops=2147483648 bytes=16777216 intensity=128.00 class=tf32_tc bound=memory time=8.008124e-06
func.func @tf32_matmul(%a: tensor<1024x1024xtf32>, %b: tensor<1024x1024xtf32>,
                       %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<1024x1024xtf32>, tensor<1024x1024xtf32>)
                     outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}

// (2) complex<f64> matmul 512^3: a complex MAC is complex.mul (4 real
// multiplies, 2 adds) + complex.add (2 adds) = 8 FLOPs, on the fp64 vector
// units (no tensor core takes complex operands; it was fp64_tc).
// flops 8 x 512^3 = 1073741824; bytes 4 x 512^2 x 16 = 16777216;
// compute 1073741824 / 33.5e12 = 3.205199e-5 s > memory 5.008124e-6 s:
// compute-bound, 3.505199e-5 s. Intensity 1073741824 / 16777216 = 64.
// CHECK: remark: roofline: flops=1073741824 bytes=16777216 intensity=64.00 class=fp64 bound=compute time=3.505199e-05
func.func @complex_matmul(%a: tensor<512x512xcomplex<f64>>, %b: tensor<512x512xcomplex<f64>>,
                          %c: tensor<512x512xcomplex<f64>>) -> tensor<512x512xcomplex<f64>> {
  %0 = linalg.matmul ins(%a, %b : tensor<512x512xcomplex<f64>>, tensor<512x512xcomplex<f64>>)
                     outs(%c : tensor<512x512xcomplex<f64>>) -> tensor<512x512xcomplex<f64>>
  return %0 : tensor<512x512xcomplex<f64>>
}

// (3) Sub-byte types are packed alike: a 1024x1024 copy reads and writes
// 1048576 x 4 bits = 524288 bytes each, 1048576 bytes, for i4 (which cost a
// byte per element, 2097152, before) and for f4E2M1FN. Launch-bound:
// 1048576 / 3350e9 = 3.130076e-7 s < 3 us; time 3.313008e-6 s.
// CHECK: remark: roofline: flops=0 bytes=1048576 {{.*}} time=3.313008e-06
// CHECK: remark: roofline: flops=0 bytes=1048576 {{.*}} time=3.313008e-06
func.func @i4_copy(%a: tensor<1024x1024xi4>, %b: tensor<1024x1024xi4>) -> tensor<1024x1024xi4> {
  %0 = linalg.copy ins(%a : tensor<1024x1024xi4>) outs(%b : tensor<1024x1024xi4>) -> tensor<1024x1024xi4>
  return %0 : tensor<1024x1024xi4>
}
func.func @f4_copy(%a: tensor<1024x1024xf4E2M1FN>, %b: tensor<1024x1024xf4E2M1FN>) -> tensor<1024x1024xf4E2M1FN> {
  %0 = linalg.copy ins(%a : tensor<1024x1024xf4E2M1FN>) outs(%b : tensor<1024x1024xf4E2M1FN>) -> tensor<1024x1024xf4E2M1FN>
  return %0 : tensor<1024x1024xf4E2M1FN>
}

// (4) Packed bytes round up per operand: 3 x i4 = 12 bits = 2 bytes, read
// and written: 4 bytes. i1 stays a byte per element (booleans are stored
// a byte each): 3 + 3 = 6 bytes.
// CHECK: remark: roofline: flops=0 bytes=4 {{.*}}
// CHECK: remark: roofline: flops=0 bytes=6 {{.*}}
func.func @i4_odd(%a: tensor<3xi4>, %b: tensor<3xi4>) -> tensor<3xi4> {
  %0 = linalg.copy ins(%a : tensor<3xi4>) outs(%b : tensor<3xi4>) -> tensor<3xi4>
  return %0 : tensor<3xi4>
}
func.func @i1_odd(%a: tensor<3xi1>, %b: tensor<3xi1>) -> tensor<3xi1> {
  %0 = linalg.copy ins(%a : tensor<3xi1>) outs(%b : tensor<3xi1>) -> tensor<3xi1>
  return %0 : tensor<3xi1>
}

// (5) A broadcast memref source (strided<[0, 0]>: every index is the same
// element) has a footprint of one element, 4 bytes, not 4 MiB; the
// destination is written whole: 4 + 1024 x 1024 x 4 = 4194308 bytes, for
// memref.copy and linalg.copy alike. 4194308 / 3350e9 = 1.252032e-6 s + 3 us.
// CHECK: remark: roofline: flops=0 bytes=4194308 {{.*}} time=4.252032e-06
// CHECK: remark: roofline: flops=0 bytes=4194308 {{.*}} time=4.252032e-06
// A row broadcast (strided<[0, 1]>) reads one row, 1024 x 4 = 4096 bytes:
// 4096 + 4194304 = 4198400; 4198400 / 3350e9 = 1.253254e-6 s + 3 us.
// CHECK: remark: roofline: flops=0 bytes=4198400 {{.*}} time=4.253254e-06
func.func @broadcast_copy(%src: memref<1024x1024xf32, strided<[0, 0]>>,
                          %dst: memref<1024x1024xf32>) {
  memref.copy %src, %dst : memref<1024x1024xf32, strided<[0, 0]>> to memref<1024x1024xf32>
  linalg.copy ins(%src : memref<1024x1024xf32, strided<[0, 0]>>) outs(%dst : memref<1024x1024xf32>)
  return
}
func.func @row_broadcast(%src: memref<1024x1024xf32, strided<[0, 1]>>,
                         %dst: memref<1024x1024xf32>) {
  linalg.copy ins(%src : memref<1024x1024xf32, strided<[0, 1]>>) outs(%dst : memref<1024x1024xf32>)
  return
}
