"""Bad input: one line on stderr, exit status 2, no traceback, and no
picture written (an older file of the same name is left as it was)."""

import copy
import json

import pytest

from conftest import data, has_matplotlib

RESNET = data("resnet_basic_block_a100.json")
GOOD = data("before.json")


def load(name):
    with open(data(name)) as f:
        return json.load(f)


def nothing_costed(report, unmodeled):
    r = copy.deepcopy(report)
    totals = dict(r["totals"], flops=0, bytes=0, time_s=0, costed_ops=0,
                  unmodeled_ops=len(unmodeled), memory_bound_ops=0,
                  compute_bound_ops=0, memory_bound_share=0)
    r.update(ops=[], unmodeled=unmodeled, top_ops=[], totals=totals,
             functions=[{"name": "f", "totals": totals}],
             verdict="nothing-costed")
    return r


def bad_reports(tmp_path):
    """name -> (path of the bad input, words its message must hold)."""
    resnet = load("resnet_basic_block_a100.json")
    text = open(RESNET).read()
    cases = {}

    def write(name, content):
        p = tmp_path / name
        p.write_text(content) if isinstance(content, str) \
            else p.write_bytes(content)
        return p

    cases["missing file"] = (tmp_path / "nowhere.json", "no such file")
    cases["directory"] = (tmp_path, "is a directory")
    cases["empty file"] = (write("empty.json", ""), "empty file")
    cases["truncated"] = (write("trunc.json", text[:len(text) // 2]),
                          "truncated JSON")
    cases["not JSON"] = (write("notes.json", "roofline: 3 ops\n"),
                         "invalid JSON")
    cases["binary"] = (write("bin.json", b"\x89PNG\r\n\x1a\n\xff\xfe"),
                       "not UTF-8")
    cases["array"] = (write("array.json", "[1, 2]"), "not a roofline report")
    cases["newer schema"] = (
        write("v2.json", json.dumps(dict(resnet, schema="roofline-report/2"))),
        "'roofline-report/2' is not supported")
    cases["device schema"] = (
        write("dev.json", json.dumps(dict(resnet, schema="roofline-device/1"))),
        "not a roofline report")
    no_schema = dict(resnet)
    del no_schema["schema"]
    cases["no schema"] = (write("noschema.json", json.dumps(no_schema)),
                          "no 'schema' key")
    no_time = copy.deepcopy(resnet)
    del no_time["ops"][2]["time_s"]
    cases["op without time"] = (write("notime.json", json.dumps(no_time)),
                                "ops[2] lacks 'time_s'")
    ops_object = dict(resnet, ops={"0": {}})
    cases["ops not a list"] = (write("opsobj.json", json.dumps(ops_object)),
                               "report.ops should be a array")
    cases["empty module"] = (
        write("emptymod.json", json.dumps(nothing_costed(resnet, []))),
        "nothing to plot")
    tosa = [{"op": "tosa.abs", "loc": "m.mlir:2:8", "function": "f",
             "reason": "TOSA ops are not costed; lower them with "
                       "tosa-to-linalg first"}]
    cases["only unmodeled"] = (
        write("unmod.json", json.dumps(nothing_costed(resnet, tosa))),
        "nothing to plot: no costed op (1 unmodeled)")
    movement = copy.deepcopy(resnet)
    movement["ops"] = [op for op in movement["ops"] if op["flops"] == 0]
    cases["no FLOPs"] = (write("movement.json", json.dumps(movement)),
                         "nothing to plot: none of its 3 costed ops")
    bad_bound = copy.deepcopy(resnet)
    bad_bound["ops"][0]["bound"] = "latency"
    cases["unknown bound"] = (write("bound.json", json.dumps(bad_bound)),
                              "ops[0].bound is 'latency', expected one of "
                              "memory, compute, launch, none")
    bad_mode = copy.deepcopy(resnet)
    bad_mode.setdefault("options", {})["mode"] = "jit"
    cases["unknown mode"] = (write("mode.json", json.dumps(bad_mode)),
                             "options.mode is 'jit'")
    return cases


CASES = ["missing file", "directory", "empty file", "truncated", "not JSON",
         "binary", "array", "newer schema", "device schema", "no schema",
         "op without time", "ops not a list", "empty module",
         "only unmodeled", "no FLOPs", "unknown bound", "unknown mode"]
# Plotting refuses these; compare reads them fine (nothing to plot is not an
# error for a comparison).
PLOT_ONLY = {"empty module", "only unmodeled", "no FLOPs"}


def assert_one_line_error(r, words):
    assert r.rc == 2, (r.out, r.err)
    assert r.out == ""
    assert r.err.count("\n") == 1 and r.err.endswith("\n"), r.err
    assert r.err.startswith("roofline: error: "), r.err
    assert "Traceback" not in r.err
    assert words in r.err, r.err


@pytest.mark.parametrize("case", CASES)
def test_plot_refuses_bad_input(run, tmp_path, case):
    path, words = bad_reports(tmp_path)[case]
    out = tmp_path / "chart.png"
    r = run("plot", path, "-o", out)
    if not has_matplotlib() and case in PLOT_ONLY:
        words = "matplotlib"  # checked before drawing; still exit 2
    assert_one_line_error(r, words if case not in PLOT_ONLY or has_matplotlib()
                          else "")
    assert not out.exists()
    assert not list(tmp_path.glob(".roofline-*"))  # no temporary left


@pytest.mark.parametrize("case", [c for c in CASES if c not in PLOT_ONLY])
def test_compare_refuses_bad_input(run, tmp_path, case):
    path, words = bad_reports(tmp_path)[case]
    out = tmp_path / "change.png"
    assert_one_line_error(run("compare", path, GOOD, "-o", out), words)
    assert_one_line_error(run("compare", GOOD, path), words)
    assert not out.exists()


def test_bad_input_leaves_an_older_picture_alone(run, tmp_path):
    path, _ = bad_reports(tmp_path)["truncated"]
    out = tmp_path / "chart.png"
    out.write_bytes(b"older picture")
    assert run("plot", path, "-o", out).rc == 2
    assert out.read_bytes() == b"older picture"


@pytest.mark.parametrize("output,words", [
    ("chart.xyz", "unknown picture format '.xyz'"),
    ("no/such/dir/chart.png", "no such directory"),
])
def test_plot_refuses_bad_output(run, tmp_path, output, words):
    if not has_matplotlib():
        words = "matplotlib"
    r = run("plot", RESNET, "-o", tmp_path / output)
    assert_one_line_error(r, words)
    assert not (tmp_path / output).exists()


def test_plot_refuses_bad_dpi(run, tmp_path):
    assert_one_line_error(run("plot", RESNET, "-o", tmp_path / "c.png",
                              "--dpi", "0"), "--dpi 0")


def test_plot_needs_an_output(run):
    r = run("plot", RESNET)
    assert r.rc == 2
    assert "Traceback" not in r.err
    assert "-o/--output" in r.err
