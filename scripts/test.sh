#!/usr/bin/env bash
# Sets up, builds and runs every test: the lit suite (IR tests, the plugin
# under Debian's mlir-opt, the GoogleTest units, the corpus realism suite when
# ../shared/corpus exists) and the Python tests. Ends with one line:
#   roofline: N passed, N failed, N skipped
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${ROOFLINE_BUILD_DIR:-$root/build}"

bash "$root/scripts/setup.sh" || exit 1
bash "$root/scripts/build.sh" || { echo "roofline: build failed"; exit 1; }

# shellcheck source=lit-suite.sh
source "$root/scripts/lit-suite.sh"
log="$(mktemp)"
run_lit_suite "$build" "$log"
rm -f "$log"

echo "roofline: $passed passed, $failed failed, $skipped skipped"
exit "$status"
