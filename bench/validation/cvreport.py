"""Tables of the leave-one-source-out cross-validation (validate.py
--cv-by-source): out-of-fold errors overall, per source, per kind, per
device and per timing method, with each source's level divided out (a
diagnosis), and the constants the folds fitted."""

import csv
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
#: Catalog devices without a row in measurements.csv, each with what was
#: searched for one (the per-device table states it in the device's row).
DEFAULT_UNMEASURED = os.path.join(HERE, "unmeasured.csv")


class CatalogError(Exception):
    """The catalog and the bench's device lists disagree."""


def load_unmeasured(path=DEFAULT_UNMEASURED):
    """{device: what was searched} from unmeasured.csv (columns device,
    searched); an empty or missing `searched` is an error naming the row."""
    out = {}
    with open(path, newline="") as f:
        for i, row in enumerate(csv.DictReader(f), start=2):
            device = (row.get("device") or "").strip()
            searched = (row.get("searched") or "").strip()
            if not device or not searched:
                raise CatalogError("%s line %d: columns 'device' and 'searched' "
                                   "must both be set" % (path, i))
            out[device] = searched
    return out


def catalog_devices(devices_dir):
    """The names of the catalog's device files (devices/<name>.json)."""
    return sorted(n[:-len(".json")] for n in os.listdir(devices_dir)
                  if n.endswith(".json"))


def quantile(values, q):
    """The q-quantile, linear between closest ranks (numpy's default)."""
    s = sorted(values)
    if not s:
        return float("nan")
    pos = q * (len(s) - 1)
    lo, hi = int(math.floor(pos)), int(math.ceil(pos))
    return s[lo] + (s[hi] - s[lo]) * (pos - lo)


def summarize(results, key="cv_pred"):
    """n, median and p90 of |key/measured - 1|, median of key/measured."""
    ratios = [r[key] / r["measured"] for r in results]
    errors = [abs(x - 1) for x in ratios]
    return {"n": len(results), "median": quantile(errors, 0.5),
            "p90": quantile(errors, 0.9), "ratio": quantile(ratios, 0.5)}


def _group_table(results, label, keyfn):
    lines = ["| %s | n | out-of-fold: median err | p90 err | median ratio | "
             "catalog constants: median err | p90 err |" % label,
             "|---|---:|---:|---:|---:|---:|---:|"]
    names = sorted({keyfn(r) for r in results})
    for name in names:
        sub = [r for r in results if keyfn(r) == name]
        cv, cat = summarize(sub), summarize(sub, "pred")
        lines.append("| %s | %d | %.3f | %.3f | %.3f | %.3f | %.3f |" % (
            name, cv["n"], cv["median"], cv["p90"], cv["ratio"], cat["median"],
            cat["p90"]))
    return lines


def render_catalog(results, catalog, unmeasured):
    """One row per catalog device: its rows, their sources and the
    out-of-fold error, or what was searched when no row exists. A device
    without rows must be in `unmeasured`, and one with rows must not."""
    lines = ["| device | rows | sources | out-of-fold: median err | p90 err | "
             "median ratio |", "|---|---:|---|---:|---:|---:|"]
    measured = {r["row"]["device"] for r in results}
    unknown = sorted(measured - set(catalog))
    if unknown:
        raise CatalogError("measurements.csv names devices not in the catalog: "
                           + ", ".join(unknown))
    for d in catalog:
        sub = [r for r in results if r["row"]["device"] == d]
        if not sub:
            if d not in unmeasured:
                raise CatalogError(
                    "catalog device '%s' has no row in measurements.csv and no "
                    "entry in unmeasured.csv (say what was searched)" % d)
            lines.append("| %s | 0 | no published measurement found (searched: "
                         "%s) | - | - | - |" % (d, unmeasured[d]))
            continue
        if d in unmeasured:
            raise CatalogError("device '%s' has rows in measurements.csv but an "
                               "entry in unmeasured.csv: remove the entry" % d)
        cv = summarize(sub)
        sources = sorted({r["row"]["source_id"] for r in sub})
        lines.append("| %s | %d | %s | %.3f | %.3f | %.3f |" % (
            d, cv["n"], ", ".join(sources), cv["median"], cv["p90"], cv["ratio"]))
    return lines


def render_overall(results):
    lines = ["| rows | out-of-fold: median err | p90 err | median ratio | "
             "catalog constants: median err | p90 err | median ratio |",
             "|---:|---:|---:|---:|---:|---:|---:|"]
    cv, cat = summarize(results), summarize(results, "pred")
    lines.append("| %d | %.3f | %.3f | %.3f | %.3f | %.3f | %.3f |" % (
        cv["n"], cv["median"], cv["p90"], cv["ratio"], cat["median"],
        cat["p90"], cat["ratio"]))
    return lines


def source_levels(results):
    """Each row's out-of-fold ratio divided by its source's median ratio
    (the median of log ratio, exponentiated): what the error would be if each
    source's level (its machines' clocks and power limits, its library
    release, its timing harness) were known. A diagnosis, not a model: the
    level is read off the very rows it corrects."""
    by_source = {}
    for r in results:
        by_source.setdefault(r["row"]["source_id"], []).append(r)
    out = []
    for rows in by_source.values():
        level = math.exp(quantile([math.log(r["cv_pred"] / r["measured"])
                                   for r in rows], 0.5))
        out += [dict(r, cv_pred=r["cv_pred"] / level) for r in rows]
    return out


def render_source_levels(results):
    lines = ["| rows | out-of-fold: median err | p90 err | each source's level divided "
             "out: median err | p90 err |", "|---:|---:|---:|---:|---:|"]
    cv, lev = summarize(results), summarize(source_levels(results))
    lines.append("| %d | %.3f | %.3f | %.3f | %.3f |" % (
        cv["n"], cv["median"], cv["p90"], lev["median"], lev["p90"]))
    return lines


def _fmt_consts(c):
    return "%.3f / %.3f / %.3f / %.3f / %.2f us / %d ns" % (
        c["attained_dram_fraction"], c["attained_vector_fraction"],
        c["attained_gemm_efficiency"], c["attained_simt_gemm_efficiency"],
        c["kernel_floor_us"],
        c["kloop_slice_latency_ns"])


def render_fits(results):
    fits = results[0]["cv_fits"]
    consts, own = fits["full"]
    lines = ["Constants the rules give on every source's %s rows (f_dram / "
             "f_vec / e_gemm / e_simt / T0 / L; `own` lists the figures fitted on the "
             "device's own rows, the rest are their architecture's, the pooled or the spec "
             "defaults):"
             % ("development" if fits["fit_rows"] == ("dev",) else "development and held-out"),
             "", "| device | refitted | catalog | own |", "|---|---|---|---|"]
    catalog = {}
    for r in results:
        att = r["report"]["device"]["attainment"]
        catalog[r["row"]["device"]] = {k: v["value"] for k, v in att.items()}
    for d in sorted(consts):
        mine = [k.replace("attained_", "").replace("_fraction", "").replace(
            "_efficiency", "") for k, v in own.items() if d in v]
        lines.append("| %s | %s | %s | %s |" % (
            d, _fmt_consts(consts[d]), _fmt_consts(catalog[d]),
            ", ".join(mine) or "-"))
    lines += ["", "Per fold, the constants of the left-out source's devices:", "",
              "| left out | device | f_dram / f_vec / e_gemm / e_simt / T0 / L |", "|---|---|---|"]
    for source in sorted(fits["folds"]):
        fc, _ = fits["folds"][source]
        for d in sorted(fc):
            lines.append("| %s | %s | %s |" % (source, d, _fmt_consts(fc[d])))
    return lines


def render_markdown(results, cmd, catalog=None, unmeasured=None):
    """The generated cross-validation section of docs/validation.md; with
    `catalog` (device names), the per-catalog-device table as well."""
    lines = ["<!-- Generated by `%s`; do not edit by hand. -->" % cmd, "",
             "Out-of-fold: each row predicted with the constants refitted "
             "without its source. Catalog constants: the shipped device files "
             "(their constants saw the development rows). Error = \\|time / "
             "measured - 1\\|; ratio = time / measured.", "",
             "#### All rows", ""] + render_overall(results)
    lines += ["", "#### By source", ""]
    lines += _group_table(results, "source", lambda r: r["row"]["source_id"])
    lines += ["", "#### By kind", ""]
    lines += _group_table(results, "kind", lambda r: r["row"]["kind"])
    lines += ["", "#### By device", ""]
    lines += _group_table(results, "device", lambda r: r["row"]["device"])
    if catalog is not None:
        lines += ["", "#### Every catalog device", "",
                  "Each device file of `devices/`: its rows, their sources "
                  "(`source_id`) and the out-of-fold error; a device without "
                  "a published measurement says what was searched "
                  "(bench/validation/unmeasured.csv).", ""]
        lines += render_catalog(results, catalog, unmeasured or {})
    lines += ["", "#### Each source's level divided out", "",
              "The out-of-fold ratios of each source divided by that source's "
              "median ratio (cvreport.source_levels): the error a model would "
              "have if it knew each source's level (clocks, power limits, "
              "library release, timing harness), which no row carries. A "
              "diagnosis read off the rows it corrects, not a prediction: what "
              "remains is the spread within each source.", ""]
    lines += render_source_levels(results)
    lines += ["", "#### By timing method", ""]
    lines += _group_table(results, "timing", lambda r: r["row"]["timing"])
    lines += ["", "#### Fitted constants", ""] + render_fits(results)
    return "\n".join(lines) + "\n"
