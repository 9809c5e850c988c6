"""docs/devices.md's table of attainment figures says what devices/*.json
hold: a figure in parentheses is the documented default (the file has no
such key), any other figure is the file's value; the "every other device"
row covers the files the table does not name."""

import json
import os
import re

REPO_DIR = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
KEYS = ["attained_dram_fraction", "attained_vector_fraction", "attained_gemm_efficiency",
        "attained_simt_gemm_efficiency"]
# The defaults docs/devices.md and docs/model.md state (Attainment.cpp).
DEFAULTS = {"attained_dram_fraction": 0.89, "attained_vector_fraction": 1.0,
            "attained_gemm_efficiency": 0.80, "attained_simt_gemm_efficiency": 0.80}


def table_rows():
    text = open(os.path.join(REPO_DIR, "docs", "devices.md"), encoding="utf-8").read()
    section = text[text.index("## Attainment figures"):]
    section = section[:section.index("\n## ", 1)]
    rows = {}
    for line in section.splitlines():
        m = re.match(r"\| (`[^`]+`|every other device) \| ([^|]+) \| ([^|]+) \| ([^|]+) \| ([^|]+) \|", line)
        if m:
            rows[m.group(1).strip("`")] = [c.strip() for c in m.group(2, 3, 4, 5)]
    return rows


def catalog():
    out = {}
    for f in sorted(os.listdir(os.path.join(REPO_DIR, "devices"))):
        if f.endswith(".json"):
            d = json.load(open(os.path.join(REPO_DIR, "devices", f), encoding="utf-8"))
            out[d["name"]] = d
    return out


def test_attainment_table_matches_catalog():
    rows, devices = table_rows(), catalog()
    assert "every other device" in rows and len(rows) > 1
    for name, d in devices.items():
        cells = rows.get(name, rows["every other device"])
        for key, cell in zip(KEYS, cells):
            if cell.startswith("("):
                assert key not in d, f"{name}: docs say {key} is the default, the file sets {d.get(key)}"
                assert float(cell.strip("()")) == DEFAULTS[key], f"{name}: {key} default {cell}"
            else:
                assert d.get(key) == float(cell), f"{name}: docs say {key} = {cell}, the file has {d.get(key)}"
    for name in rows:
        assert name == "every other device" or name in devices, f"docs name unknown device {name}"
