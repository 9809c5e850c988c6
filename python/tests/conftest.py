"""Shared helpers: the package on sys.path, a CLI runner, fixture reports."""

import copy
import json
import os
import subprocess
import sys

import pytest

PYTHON_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPO_DIR = os.path.dirname(PYTHON_DIR)
DATA_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
sys.path.insert(0, PYTHON_DIR)


def data(name):
    return os.path.join(DATA_DIR, name)


def has_matplotlib():
    try:
        import matplotlib  # noqa: F401
        return True
    except ImportError:
        return False


needs_matplotlib = pytest.mark.skipif(
    not has_matplotlib(),
    reason="matplotlib is not installed for this python "
           "(Debian: python3-matplotlib; run /usr/bin/python3)")


def roofline_opt_path():
    """The roofline-opt the tests run: $ROOFLINE_OPT, else the build's."""
    return os.environ.get("ROOFLINE_OPT") or os.path.normpath(
        os.path.join(PYTHON_DIR, "..", "build", "bin", "roofline-opt"))


@pytest.fixture(scope="session")
def roofline_opt():
    """roofline_opt_path(); the test is skipped when it is not built."""
    path = roofline_opt_path()
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        pytest.skip(f"roofline-opt not found at {path} (build it with "
                    "scripts/build.sh, or set ROOFLINE_OPT)")
    return path


class Result:
    def __init__(self, proc):
        self.rc = proc.returncode
        self.out = proc.stdout
        self.err = proc.stderr


@pytest.fixture
def run(tmp_path):
    """Runs `python -m roofline ARGS` the way a user does: from python/, with
    this interpreter; `cwd` and `env` override."""
    def _run(*args, cwd=PYTHON_DIR, env=None):
        e = dict(os.environ)
        e["MPLCONFIGDIR"] = str(tmp_path / "mplconfig")
        e["PYTHONDONTWRITEBYTECODE"] = "1"
        e.pop("PYTHONPATH", None)
        e.pop("MPLBACKEND", None)
        if env:
            e.update(env)
        proc = subprocess.run([sys.executable, "-m", "roofline"] +
                              [str(a) for a in args], cwd=cwd, env=e,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              universal_newlines=True, timeout=300)
        return Result(proc)
    return _run


@pytest.fixture
def resnet():
    with open(data("resnet_basic_block_a100.json")) as f:
        return json.load(f)


@pytest.fixture
def write_json(tmp_path):
    """Writes an object as JSON into tmp_path and returns the path."""
    def _write(obj, name="report.json"):
        path = tmp_path / name
        path.write_text(json.dumps(obj))
        return path
    return _write


def derive(report, **changes):
    """A deep copy of `report` with top-level keys replaced."""
    r = copy.deepcopy(report)
    r.update(changes)
    return r
