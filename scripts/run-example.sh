#!/usr/bin/env bash
# Sets up, builds, and prints the roofline of the bundled example model on an
# A100 SXM4 40GB. Extra arguments go to roofline-opt, e.g. --device=h100.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ROOFLINE_BUILD_DIR:-$root/build}"
bash "$root/scripts/setup.sh" >/dev/null
bash "$root/scripts/build.sh" >/dev/null
cd "$root"
exec "$build/bin/roofline-opt" --analyze examples/resnet_basic_block.mlir "$@"
