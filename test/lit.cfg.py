# -*- Python -*-
import os

import lit.formats
import lit.util
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "ROOFLINE"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.roofline_obj_root, "test")
config.excludes = ["CMakeLists.txt", "README.md", "lit.cfg.py",
                   "lit.site.cfg.py", "Inputs"]

config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%shlibext", config.llvm_shlib_ext))
config.substitutions.append(("%roofline_src", config.roofline_src_root))
config.substitutions.append(
    ("%roofline_plugin",
     os.path.join(config.roofline_lib_dir, "RooflinePlugin" + config.llvm_shlib_ext)))
config.substitutions.append(("%python", config.python_executable))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()
# RUN lines that start with `not` (or call FileCheck from a script) find the
# LLVM tools and ours on PATH.
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)
llvm_config.with_environment("PATH", config.roofline_tools_dir, append_path=True)

tool_dirs = [config.roofline_tools_dir, config.llvm_tools_dir]
tools = [
    "roofline-opt",
    "roofline-test-opt",
    "roofline-measure",
    "mlir-opt",
    ToolSubst("%roofline-unittests", os.path.join(config.roofline_tools_dir, "RooflineUnitTests")),
]
llvm_config.add_tool_substitutions(tools, tool_dirs)

# A ROOFLINE_SANITIZE build (scripts/sanitize.sh) is instrumented with ASan
# and UBSan: Debian's uninstrumented mlir-opt cannot load its
# RooflinePlugin.so, so the tests that do are UNSUPPORTED: sanitized.
if lit.util.pythonize_bool(getattr(config, "roofline_sanitize", "OFF")):
    config.available_features.add("sanitized")

# The realism suite runs over ../shared/corpus when it exists (CI has it).
corpus = os.environ.get("ROOFLINE_CORPUS",
                        os.path.join(config.roofline_src_root, "..", "shared", "corpus"))
if os.path.isdir(corpus):
    config.available_features.add("corpus")
    config.substitutions.append(("%corpus", os.path.abspath(corpus)))

# test/Integration: the build tree that `cmake --install` copies, the C++
# compiler it was configured with (for the out-of-tree examples built against
# the installed tree), and whether cmake and ninja are at hand.
import shutil


def _roofline_cache_entry(key, default):
    try:
        with open(os.path.join(config.roofline_obj_root, "CMakeCache.txt")) as f:
            for line in f:
                if line.startswith(key + ":"):
                    return line.split("=", 1)[1].strip() or default
    except OSError:
        pass
    return default


config.substitutions.append(("%roofline_obj", config.roofline_obj_root))
config.substitutions.append(
    ("%roofline_cxx", _roofline_cache_entry("CMAKE_CXX_COMPILER", "c++")))
if shutil.which("cmake") and shutil.which("ninja"):
    config.available_features.add("cmake-ninja")

# Linux's /dev/full, whose every write fails with ENOSPC: the full-disk tests
# (test/Robustness/full-disk.test) need it.
if os.path.exists("/dev/full"):
    config.available_features.add("dev-full")
