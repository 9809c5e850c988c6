"""The what-if result (whatif.run, schema roofline-whatif/1) as text, JSON or
a self-contained HTML page: one table per phase (prefill, decode), the fit
columns, and the decode sweeps with their crossover."""

from __future__ import annotations

import html
import json
from typing import Dict, List

from .format import format_si, format_time
from .sweep import format_binary_bytes

COLUMNS = [
    ("variant", "what-if"),
    ("time_s", "predicted"),
    ("speedup", "speedup"),
    ("dram_bytes", "DRAM bytes"),
    ("flops", "FLOPs"),
    ("weights_s", "weights"),
    ("attention_s", "attention"),
    ("kv_cache_s", "KV cache"),
    ("weight_bytes", "weights held"),
    ("kv_cache_bytes", "KV held"),
    ("fits", "fits"),
    ("max_batch", "max batch"),
    ("max_context", "max context"),
]
SWEEP_COLUMNS = [("context", "context"), ("weights_time_s", "weights"),
                 ("attention_time_s", "attention + KV"),
                 ("kv_read_bytes", "KV read")]


def _cell(key: str, row: Dict) -> str:
    if key.endswith("_s") and key[:-2] in ("weights", "attention", "kv_cache"):
        v = row["time_by_part_s"][key[:-2]]
    else:
        v = row.get(key)
    if v is None:
        return "-"
    if key == "fits":
        return "yes" if v else "no"
    if key == "speedup":
        return f"{v:.2f}x"
    if key.endswith("_s"):
        return format_time(v)
    if key in ("dram_bytes", "kv_read_bytes"):
        return format_si(v, "B")
    if key.endswith("_bytes"):
        return format_binary_bytes(v)
    if key == "flops":
        return format_si(v, "")
    return str(v)


def _tables(result: Dict):
    """(title, header cells, rows of cells) for every table of the page."""
    tabs = []
    for phase in ("prefill", "decode"):
        rows = [r for r in result["rows"] if r["phase"] == phase]
        what = (f"{result['seq']} tokens" if phase == "prefill"
                else f"1 token after a context of {result['context']}")
        tabs.append((f"{phase}: batch {result['batch']}, {what}",
                     [h for _, h in COLUMNS],
                     [[_cell(k, r) for k, _ in COLUMNS] for r in rows]))
    for s in result["decode_sweeps"]:
        tabs.append((f"decode sweep ({s['variant']}, batch {s['batch']}): attention "
                     f"overtakes the weights at context {_crossover(s)}",
                     [h for _, h in SWEEP_COLUMNS],
                     [[_cell(k, p) for k, _ in SWEEP_COLUMNS] for p in s["points"]]))
    return tabs


def _crossover(s: Dict) -> str:
    a = s["crossover_context_analysis"]
    return (f"{s['crossover_context_bytes']} by bytes, "
            + (f"{a} in the analysed times" if a is not None
               else "beyond the swept contexts in the analysed times"))


def _header(result: Dict) -> List[str]:
    m = result["model"]
    dev = result["device_memory_bytes"]
    return [f"LLM what-ifs for {m['name']} ({m['layers']} layers, hidden {m['hidden']}, "
            f"{m['heads']} heads, FFN {m['ffn']}, {m['max_positions']} positions, f16) "
            f"on {result['device']}",
            "device memory: " + (format_binary_bytes(dev) if dev else "unknown (no DRAM "
                                 "capacity in the device file)"),
            "times, bytes and FLOPs: the analysis of one emitted layer x layers "
            "(docs/whatifs.md)"]


def vector_rate_note(result: Dict) -> List[str]:
    """One line per phase whose rows hold ops costed off the tensor cores:
    their times there are the vector rate's, an upper bound for a kernel
    that dequantises (or fuses attention) on the tensor cores."""
    lines = []
    for phase in ("prefill", "decode"):
        names = [r["variant"] for r in result["rows"]
                 if r["phase"] == phase and r.get("vector_rate_ops")]
        if names:
            lines.append(f"note ({phase}): {', '.join(names)} run their fused three-input "
                         "ops at the vector (non-tensor-core) rate, as the cost model has no "
                         "tensor-core form for them: an upper bound on a fused tensor-core "
                         "kernel's time (docs/whatifs.md)")
    return lines


def write_text(result: Dict, out) -> None:
    for line in _header(result):
        out.write(line + "\n")
    for title, head, cells in _tables(result):
        out.write("\n" + title + "\n")
        grid = [head] + cells
        widths = [max(len(c[i]) for c in grid) for i in range(len(head))]
        for c in grid:
            out.write("  ".join(v.ljust(w) if i == 0 else v.rjust(w)
                                for i, (v, w) in enumerate(zip(c, widths))).rstrip() + "\n")
    notes = vector_rate_note(result)
    if notes:
        out.write("\n")
    for line in notes:
        out.write(line + "\n")


def write_html(result: Dict, out) -> None:
    e = html.escape
    out.write("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>LLM what-ifs"
              "</title><style>body{font-family:sans-serif}table{border-collapse:collapse}"
              "td,th{border:1px solid #ccc;padding:2px 6px;text-align:right}"
              "td:first-child{text-align:left}</style></head><body>\n")
    head = _header(result)
    out.write(f"<h1>{e(head[0])}</h1>\n")
    for line in head[1:]:
        out.write(f"<p>{e(line)}</p>\n")
    for title, cols, cells in _tables(result):
        out.write(f"<h2>{e(title)}</h2>\n<table class=\"whatif\">\n<tr>"
                  + "".join(f"<th>{e(c)}</th>" for c in cols) + "</tr>\n")
        for c in cells:
            out.write("<tr>" + "".join(f"<td>{e(v)}</td>" for v in c) + "</tr>\n")
        out.write("</table>\n")
    for line in vector_rate_note(result):
        out.write(f"<p class=\"note\">{e(line)}</p>\n")
    out.write("</body></html>\n")


def write(result: Dict, fmt: str, out) -> None:
    if fmt == "json":
        json.dump(result, out, indent=2)
        out.write("\n")
    elif fmt == "html":
        write_html(result, out)
    else:
        write_text(result, out)
