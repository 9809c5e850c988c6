#!/usr/bin/env bash
# Sets up, builds, and prints the roofline of ResNet-18 (batch 1, f32,
# imported from torchvision by python3 -m roofline import-torch) on an A100
# SXM4 40GB, with its chart (build/resnet18_a100.svg) and an HTML report
# (build/resnet18_a100.html). Extra arguments go to roofline-opt --analyze,
# e.g. --device=h100.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ROOFLINE_BUILD_DIR:-$root/build}"
bash "$root/scripts/setup.sh" >/dev/null
bash "$root/scripts/build.sh" >/dev/null
cd "$root"
"$build/bin/roofline-opt" --analyze examples/models/resnet18.mlir \
  --svg="$build/resnet18_a100.svg" --html="$build/resnet18_a100.html" "$@"
echo
echo "chart: $build/resnet18_a100.svg   report: $build/resnet18_a100.html"
