#!/usr/bin/env bash
# Regenerates the bundled PyTorch models in examples/models/ with the
# importer (python/roofline/torch_import), then docs/models.md with
# scripts/models-table.py. Needs PyTorch and torchvision (Debian:
# python3-torch, python3-torchvision); no network: the models are built with
# random weights (weights=None), which is all a shape-driven analysis needs.
#
#   bash scripts/import-models.sh            # every model, then the table
#   bash scripts/import-models.sh resnet18   # one model (file stem), no table
#
# PYTHON picks the interpreter (default /usr/bin/python3, Debian's, which
# sees Debian's torch).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
py="${PYTHON:-/usr/bin/python3}"
cd "$root"

# file stem | importer arguments (the exact command is in examples/models/README.md)
models=(
  "resnet18|resnet18 --input-shape 1,3,224,224"
  "resnet50|resnet50 --input-shape 1,3,224,224"
  "mobilenet_v2|mobilenet_v2 --input-shape 1,3,224,224"
  "mobilenet_v3_large|mobilenet_v3_large --input-shape 1,3,224,224"
  "vgg16|vgg16 --input-shape 1,3,224,224"
  "vit_b_16|vit_b_16 --input-shape 1,3,224,224"
  "bert_base_layer|bert-base-layer --input-shape 1,128,768"
  "gpt2_block_prefill|gpt2-block-prefill --input-shape 1,512,768"
  "gpt2_block_decode|gpt2-block-decode --input-shape 1,1,768 --input-shape 1,12,512,64 --input-shape 1,12,512,64"
)

only="${1:-}"
for entry in "${models[@]}"; do
  stem="${entry%%|*}"
  args="${entry#*|}"
  [ -n "$only" ] && [ "$only" != "$stem" ] && continue
  echo "importing $stem"
  # shellcheck disable=SC2086
  PYTHONPATH="$root/python" "$py" -m roofline.torch_import $args -o "examples/models/$stem.mlir"
done

if [ -z "$only" ]; then
  "$py" scripts/models-table.py
fi
