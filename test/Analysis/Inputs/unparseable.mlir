// Not valid MLIR: used by errors.mlir.
func.func @broken(%x: tensor<4xf32> {
  return
}
