#!/usr/bin/env bash
# Installs what roofline-opt needs to build and test on a fresh Debian 12
# machine: LLVM/MLIR 22 from Debian's packages, CMake, Ninja, a C++ compiler,
# GoogleTest and python3, and clang 22 with its sanitizer runtimes for
# scripts/sanitize.sh, and chromium for the headless rendering checks of the
# HTML report and SVG chart (test/Report/render-chromium.test). Idempotent: installs only what is missing.
set -euo pipefail

PACKAGES=(
  cmake ninja-build g++ python3
  llvm-22-dev libmlir-22-dev mlir-22-tools llvm-22-tools
  libgtest-dev
  clang-22 libclang-rt-22-dev
  python3-matplotlib python3-pytest
  chromium
  python3-torch python3-torchvision
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup: all packages present (${PACKAGES[*]})"
  exit 0
fi

echo "setup: installing ${missing[*]}"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO="sudo"
  else
    echo "setup: error: these packages are missing and I am not root (no sudo): ${missing[*]}" >&2
    echo "setup: install them with: apt-get install ${missing[*]}" >&2
    exit 1
  fi
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "setup: error: apt-get not found; install these packages by hand: ${missing[*]}" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q >/dev/null
if ! $SUDO apt-get install -y -q "${missing[@]}" >/dev/null; then
  echo "setup: error: apt-get could not install: ${missing[*]}" >&2
  echo "setup: LLVM/MLIR 22 comes from Debian 12's bookworm-security/bookworm-updates suites (or a newer Debian)." >&2
  exit 1
fi
echo "setup: done"
