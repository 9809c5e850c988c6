"""One headline in every format (issue 31, item 2): for each bundled model,
the text, JSON, HTML and SVG reports of one analysis, and the Python reader
of the JSON (compare, plot's titles), show the same predicted time and the
same verdict; the verdict is the limiter of most of the predicted time; the
launch share is the one of the predicted time; the advice is the same in
the text, JSON and HTML; and the text report fits 100 columns."""

import glob
import html
import json
import os
import re
import subprocess

import pytest

from conftest import REPO_DIR

MODELS = sorted(glob.glob(os.path.join(REPO_DIR, "examples", "models", "*.mlir")))


def _roofline_opt():
    import shutil
    built = os.path.join(REPO_DIR, "build", "bin", "roofline-opt")
    return built if os.access(built, os.X_OK) else shutil.which("roofline-opt")


pytestmark = pytest.mark.skipif(_roofline_opt() is None,
                                reason="roofline-opt is not built (build/bin)")

# The verdict of each limiter (lib/Report/Headline.cpp).
VERDICT_OF = {"launch": "launch-bound", "latency": "latency-bound",
              "compute": "compute-bound", "dram": "memory-bound",
              "l2": "memory-bound", "l1": "memory-bound",
              "interconnect": "interconnect-bound"}


def _reports(model, tmp_path, device):
    tool = _roofline_opt()
    j, h, s = (tmp_path / n for n in ("r.json", "r.html", "r.svg"))
    subprocess.run([tool, "--analyze", "--json", f"--device={device}",
                    f"--report-file={j}", f"--html={h}", f"--svg={s}", model],
                   check=True)
    text = subprocess.run([tool, "--analyze", f"--device={device}", model],
                          check=True, capture_output=True, text=True).stdout
    with open(j) as f:
        report = json.load(f)
    return text, report, h.read_text(), s.read_text()


@pytest.mark.parametrize("device", ["a100", "h100"])
@pytest.mark.parametrize("model", MODELS, ids=os.path.basename)
def test_every_format_shows_one_predicted_time_and_verdict(model, device,
                                                           tmp_path):
    from roofline.compare import predicted_time
    from roofline.format import format_time
    text, report, page, svg = _reports(model, tmp_path, device)
    totals = report["totals"]
    predicted = format_time(predicted_time(totals))
    bound = format_time(totals["time_s"])
    verdict = report["verdict"]
    assert totals["verdict"] == verdict
    assert totals["predicted_time_s"] > 0

    # The verdict is the limiter kind of most of the predicted time.
    by_kind = {}
    for limiter, seconds in totals["predicted_by_limiter_s"].items():
        by_kind[VERDICT_OF[limiter]] = by_kind.get(VERDICT_OF[limiter], 0) + seconds
    assert verdict == max(by_kind, key=by_kind.get)
    assert sum(by_kind.values()) == pytest.approx(totals["predicted_time_s"], rel=1e-9)
    assert totals["verdict_share"] == pytest.approx(
        by_kind[verdict] / totals["predicted_time_s"], rel=1e-9)
    launch = totals["predicted_by_limiter_s"].get("launch", 0)
    assert totals["launch_share"] == pytest.approx(
        launch / totals["predicted_time_s"], rel=1e-9, abs=1e-12)

    # Text: summary and total say the same.
    share = f"{100 * totals['verdict_share']:.1f}%"
    assert text.count(f"verdict: {verdict} ({share} of the predicted time)") == 2
    assert f"\n  predicted {predicted} over " in text
    assert f"(roofline bound {bound})" in text
    # HTML.
    assert f"Verdict: <strong>{verdict}</strong>" in page
    assert f"Predicted <strong>{html.escape(predicted)}</strong> (roofline " \
           f"bound {html.escape(bound)})" in page
    # SVG (and the same chart inline in the HTML).
    line = f"predicted {predicted} (roofline bound {bound}); {verdict} " \
           f"({share} of the predicted time)"
    assert html.escape(line) in svg
    assert html.escape(line) in page

    # The advice, once per kind, in all three formats.
    kinds = [a["kind"] for a in report["advice"]]
    assert len(kinds) == len(set(kinds))
    summary = text.split("\n\n")[1]
    assert summary.count("\n    - ") == len(kinds)
    for a in report["advice"]:
        assert f"    - {a['kind']}: " in summary
        assert f"<strong>{a['kind']}</strong>: {html.escape(a['text'])}" in page

    # Fits a terminal.
    wide = [ln for ln in text.splitlines() if len(ln) > 100]
    assert not wide


def test_fp32_resnet18_on_a100_is_advised_tensor_cores(tmp_path):
    """The precision advice's roof ratios come from the device file:
    devices/a100-sxm4-40gb.json gives FP32 19.5, TF32 tensor core 156 and
    BF16 tensor core 312 TFLOP/s: 156 / 19.5 = 8.0x, 312 / 19.5 = 16.0x."""
    model = os.path.join(REPO_DIR, "examples", "models", "resnet18.mlir")
    _, report, _, _ = _reports(model, tmp_path, "a100")
    assert report["verdict"] == "compute-bound"
    advice = {a["kind"]: a["text"] for a in report["advice"]}
    assert "TF32 tensor core 156 TFLOP/s (8.0x)" in advice["precision"]
    assert "BF16 tensor core 312 TFLOP/s (16.0x)" in advice["precision"]


def test_decode_is_advised_quantisation_and_a_static_kv_cache(tmp_path):
    """GPT-2's decode block carries a KV cache (roofline.kv_cache arguments):
    its memory-limited matmuls are advised weight quantisation and a static
    KV cache; the HTML's per-op advice shares add up to at most 100%."""
    model = os.path.join(REPO_DIR, "examples", "models", "gpt2_block_decode.mlir")
    _, report, page, _ = _reports(model, tmp_path, "a100")
    advice = {a["kind"]: a["text"] for a in report["advice"]}
    assert "quantise the weights" in advice["decode"]
    assert "KV cache" in advice["decode"] and "static" in advice["decode"]
    shares = [float(x) for x in
              re.findall(r"ops?, ([0-9.]+)% of the predicted time\. ", page)]
    assert shares and sum(shares) <= 100.0 + 1e-6
