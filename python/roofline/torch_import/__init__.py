"""PyTorch importer: torch.fx-traced models to MLIR linalg on tensors.

    python3 -m roofline.torch_import resnet18 --input-shape 1,3,224,224 -o resnet18.mlir

``cli(argv) -> int`` is the command line; ``import_model(module, shapes)``
returns the MLIR text. See docs/importer.md. torch (and torchvision for its
model names) are imported when used, not when this package is imported.
"""

from .cli import ImportFailure, cli, import_model, load_model

__all__ = ["ImportFailure", "cli", "import_model", "load_model"]
