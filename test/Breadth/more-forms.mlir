// Breadth: the remaining forms of the upstream chunks (Linalg/named-ops-p7,
// roundtrip-p2, roundtrip-convolution, Vector/bufferize,
// vector-contract-unroll, GPU/ops, globalId-rewrite, NVGPU/
// optimize-shared-memory): the channel-first and multiplier depthwise
// convolutions, grouped quantized conv, batch_vecmat, unsigned and rounding
// elementwise ops, unsigned pooling; vector transfer / contract / gather /
// outerproduct / reduction on the host and in a kernel; nvgpu async copies;
// gpu.grid_dim, subgroup ids and sizes, known block sizes, printf.
// RUN: %python %roofline_src/scripts/check-breadth.py --roofline-opt roofline-opt %s | FileCheck %s
// CHECK: ok   more-forms.mlir: 15 costed, 11 unmodeled, 9 optimize configs verified
// Legitimately unmodeled, with their reasons: nvgpu's async copy inside a
// kernel, and vector ops outside a kernel (no cost model on the host).
// CHECK-NEXT: unmodeled gpu.launch: kernel nvgpu.device_async_copy at {{.*}}: accesses memory and the kernel model has no rule for it
// CHECK-NEXT: unmodeled vector.broadcast: no cost model for this op on tensors or buffers (implement RooflineCostOpInterface for it)
// CHECK-NEXT: unmodeled vector.contract: no cost model
// CHECK-NEXT: unmodeled vector.extract: no cost model
// CHECK-NEXT: unmodeled vector.gather: no cost model
// CHECK-NEXT: unmodeled vector.outerproduct: no cost model
// CHECK-NEXT: unmodeled vector.reduction: no cost model
// CHECK-NEXT: unmodeled vector.transfer_read: no cost model for this op on tensors or buffers (implement RooflineCostOpInterface for it) (x3)
// CHECK-NEXT: unmodeled vector.transfer_write: no cost model
// CHECK-NOT: FAIL

module attributes {gpu.container_module} {

func.func @depthwise_forms(%ncw: tensor<2x32x66xf32>, %cw: tensor<32x3xf32>, %ocw: tensor<2x32x64xf32>,
                           %nwc: tensor<2x66x32xf32>, %wcm: tensor<3x32x2xf32>, %owcm: tensor<2x64x32x2xf32>,
                           %nchw: tensor<1x16x34x34xf32>, %chw: tensor<16x3x3xf32>, %ochw: tensor<1x16x32x32xf32>,
                           %nhwc: tensor<1x34x34x16xf32>, %hwcm: tensor<3x3x16x4xf32>, %ohwcm: tensor<1x32x32x16x4xf32>,
                           %ncdhw: tensor<1x8x10x10x10xf32>, %cdhw: tensor<8x3x3x3xf32>, %ocdhw: tensor<1x8x8x8x8xf32>,
                           %ndhwc: tensor<1x10x10x10x8xf32>, %dhwcm: tensor<3x3x3x8x2xf32>, %odhwcm: tensor<1x8x8x8x8x2xf32>)
    -> (tensor<2x32x64xf32>, tensor<2x64x32x2xf32>, tensor<1x16x32x32xf32>, tensor<1x32x32x16x4xf32>, tensor<1x8x8x8x8xf32>, tensor<1x8x8x8x8x2xf32>) {
  %0 = linalg.depthwise_conv_1d_ncw_cw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
      ins(%ncw, %cw : tensor<2x32x66xf32>, tensor<32x3xf32>) outs(%ocw : tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
  %1 = linalg.depthwise_conv_1d_nwc_wcm {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
      ins(%nwc, %wcm : tensor<2x66x32xf32>, tensor<3x32x2xf32>) outs(%owcm : tensor<2x64x32x2xf32>) -> tensor<2x64x32x2xf32>
  %2 = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%nchw, %chw : tensor<1x16x34x34xf32>, tensor<16x3x3xf32>) outs(%ochw : tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
  %3 = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%nhwc, %hwcm : tensor<1x34x34x16xf32>, tensor<3x3x16x4xf32>) outs(%ohwcm : tensor<1x32x32x16x4xf32>) -> tensor<1x32x32x16x4xf32>
  %4 = linalg.depthwise_conv_3d_ncdhw_cdhw {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%ncdhw, %cdhw : tensor<1x8x10x10x10xf32>, tensor<8x3x3x3xf32>) outs(%ocdhw : tensor<1x8x8x8x8xf32>) -> tensor<1x8x8x8x8xf32>
  %5 = linalg.depthwise_conv_3d_ndhwc_dhwcm {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%ndhwc, %dhwcm : tensor<1x10x10x10x8xf32>, tensor<3x3x3x8x2xf32>) outs(%odhwcm : tensor<1x8x8x8x8x2xf32>) -> tensor<1x8x8x8x8x2xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<2x32x64xf32>, tensor<2x64x32x2xf32>, tensor<1x16x32x32xf32>, tensor<1x32x32x16x4xf32>, tensor<1x8x8x8x8xf32>, tensor<1x8x8x8x8x2xf32>
}

func.func @conv_channel_first_grouped(%i: tensor<4x16x66xf32>, %f: tensor<32x16x3xf32>, %o: tensor<4x32x64xf32>,
                                      %gi: tensor<1x2x8x18x18xi8>, %gf: tensor<2x4x8x3x3xi8>, %zp: i32, %go: tensor<1x2x4x16x16xi32>)
    -> (tensor<4x32x64xf32>, tensor<1x2x4x16x16xi32>) {
  %0 = linalg.conv_1d_ncw_fcw {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
      ins(%i, %f : tensor<4x16x66xf32>, tensor<32x16x3xf32>) outs(%o : tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
  %1 = linalg.conv_2d_ngchw_gfchw_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%gi, %gf, %zp, %zp : tensor<1x2x8x18x18xi8>, tensor<2x4x8x3x3xi8>, i32, i32) outs(%go : tensor<1x2x4x16x16xi32>) -> tensor<1x2x4x16x16xi32>
  return %0, %1 : tensor<4x32x64xf32>, tensor<1x2x4x16x16xi32>
}

func.func @more_named(%a: tensor<4x64xf32>, %m: tensor<4x64x32xf32>, %o: tensor<4x32xf32>,
                      %u: tensor<256xi32>, %v: tensor<256xi32>, %x: tensor<256xf32>,
                      %pi: tensor<1x8x8x4xi32>, %pw: tensor<2x2xi32>, %po: tensor<1x4x4x4xi32>)
    -> (tensor<4x32xf32>, tensor<256xi32>, tensor<256xf32>, tensor<256xf32>, tensor<1x4x4x4xi32>, tensor<1x4x4x4xi32>) {
  %0 = linalg.batch_vecmat ins(%a, %m : tensor<4x64xf32>, tensor<4x64x32xf32>) outs(%o : tensor<4x32xf32>) -> tensor<4x32xf32>
  %ei = tensor.empty() : tensor<256xi32>
  %1 = linalg.div_unsigned ins(%u, %v : tensor<256xi32>, tensor<256xi32>) outs(%ei : tensor<256xi32>) -> tensor<256xi32>
  %ef = tensor.empty() : tensor<256xf32>
  %2 = linalg.round ins(%x : tensor<256xf32>) outs(%ef : tensor<256xf32>) -> tensor<256xf32>
  %3 = linalg.sub ins(%2, %x : tensor<256xf32>, tensor<256xf32>) outs(%ef : tensor<256xf32>) -> tensor<256xf32>
  %4 = linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%pi, %pw : tensor<1x8x8x4xi32>, tensor<2x2xi32>) outs(%po : tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
  %5 = linalg.pooling_nhwc_min_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%pi, %pw : tensor<1x8x8x4xi32>, tensor<2x2xi32>) outs(%po : tensor<1x4x4x4xi32>) -> tensor<1x4x4x4xi32>
  return %0, %1, %2, %3, %4, %5 : tensor<4x32xf32>, tensor<256xi32>, tensor<256xf32>, tensor<256xf32>, tensor<1x4x4x4xi32>, tensor<1x4x4x4xi32>
}

// Vector ops on host memrefs: a contraction of transfer_read tiles.
func.func @vector_host(%a: memref<16x8xf32>, %b: memref<8x16xf32>, %c: memref<16x16xf32>, %idx: vector<16xindex>) -> f32 {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %va = vector.transfer_read %a[%c0, %c0], %pad {in_bounds = [true, true]} : memref<16x8xf32>, vector<16x8xf32>
  %vb = vector.transfer_read %b[%c0, %c0], %pad {in_bounds = [true, true]} : memref<8x16xf32>, vector<8x16xf32>
  %vc = vector.transfer_read %c[%c0, %c0], %pad {in_bounds = [true, true]} : memref<16x16xf32>, vector<16x16xf32>
  %r = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                        iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %va, %vb, %vc
      : vector<16x8xf32>, vector<8x16xf32> into vector<16x16xf32>
  vector.transfer_write %r, %c[%c0, %c0] {in_bounds = [true, true]} : vector<16x16xf32>, memref<16x16xf32>
  %mask = arith.constant dense<true> : vector<16xi1>
  %pass = vector.broadcast %pad : f32 to vector<16xf32>
  %g = vector.gather %a[%c0, %c0] [%idx], %mask, %pass : memref<16x8xf32>, vector<16xindex>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  %op = vector.outerproduct %g, %g : vector<16xf32>, vector<16xf32>
  %row = vector.extract %op[0] : vector<16xf32> from vector<16x16xf32>
  %s = vector.reduction <add>, %row : vector<16xf32> into f32
  return %s : f32
}

// A kernel with vector loads, nvgpu async copies to shared memory, the
// grid, subgroup and known-size queries, and printf.
func.func @vector_kernel(%x: memref<65536xf32>, %y: memref<65536xf32>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c256 = arith.constant 256 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c256, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1)
             workgroup(%sh : memref<256xf32, #gpu.address_space<workgroup>>) {
    %c4 = arith.constant 4 : index
    %gd = gpu.grid_dim x
    %sid = gpu.subgroup_id : index
    %ssz = gpu.subgroup_size : index
    %nsg = gpu.num_subgroups : index
    %blk = arith.muli %bx, %c256 : index
    %t4 = arith.muli %tx, %c4 : index
    %i = arith.addi %blk, %t4 : index
    %tok = nvgpu.device_async_copy %x[%i], %sh[%t4], 4 : memref<65536xf32> to memref<256xf32, #gpu.address_space<workgroup>>
    %grp = nvgpu.device_async_create_group %tok
    nvgpu.device_async_wait %grp
    gpu.barrier
    %pad = arith.constant 0.0 : f32
    %v = vector.transfer_read %sh[%t4], %pad {in_bounds = [true]} : memref<256xf32, #gpu.address_space<workgroup>>, vector<4xf32>
    %d = arith.addf %v, %v : vector<4xf32>
    vector.transfer_write %d, %y[%i] {in_bounds = [true]} : vector<4xf32>, memref<65536xf32>
    %c0 = arith.constant 0 : index
    %first = arith.cmpi eq, %i, %c0 : index
    scf.if %first {
      gpu.printf "grid %lld subgroups %lld\n", %gd, %nsg : index, index
    }
    gpu.terminator
  }
  return
}

gpu.module @known {
  gpu.func @known_sizes(%x: memref<1024xf32>) kernel attributes {known_block_size = array<i32: 128, 1, 1>, known_grid_size = array<i32: 8, 1, 1>} {
    %i = gpu.global_id x
    %v = memref.load %x[%i] : memref<1024xf32>
    %r = math.sqrt %v : f32
    memref.store %r, %x[%i] : memref<1024xf32>
    gpu.return
  }
}

func.func @launch_known(%x: memref<1024xf32>) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %c128 = arith.constant 128 : index
  %idx = affine.apply affine_map<(d0) -> (d0 * 16)>(%c8)
  gpu.launch_func @known::@known_sizes blocks in (%c8, %c1, %c1) threads in (%c128, %c1, %c1) args(%x : memref<1024xf32>)
  return
}

}
