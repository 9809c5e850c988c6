"""Checks the op tables against their one column table (lib/Report/OpColumns.def).

    check_op_columns.py OpColumns.def report.json report.html wide.txt

- every column's JSON key (dotted for a nested one) is in every op of the
  JSON report: a column the text or HTML table shows has its figure there;
- the HTML op table's headers are the table's HTML columns, in their order,
  numeric ones marked data-type="num";
- the wide text report's (columns=0 shapes=true) header row is the table's
  text columns, in their order.
Prints one "OK: ..." line, or "FAIL: ..." lines and exits 1.
"""

import json
import re
import sys


def columns(def_path):
    text = open(def_path).read()
    cols = []
    for m in re.finditer(r"^OP_COLUMN\((.*?)\)\s*$", text, re.M | re.S):
        args = [a.strip() for a in
                re.findall(r'"[^"]*"|[^,\s][^,]*', m.group(1).replace("\n", " "))]
        (cid, th, to, tw, tg, ta, ts, hh, ho, hn, jk) = args
        cols.append(dict(id=cid, text=th.strip('"'), text_order=int(to),
                         html=hh.strip('"'), html_order=int(ho),
                         numeric=hn == "true", json=jk.strip('"')))
    return cols


def main():
    def_path, json_path, html_path, text_path = sys.argv[1:5]
    cols = columns(def_path)
    fails = []
    if len(cols) < 10:
        fails.append(f"read {len(cols)} columns from {def_path}")
    report = json.load(open(json_path))
    missing = object()
    for c in cols:
        if not c["json"]:
            continue
        for op in report["ops"]:
            v = op
            for k in c["json"].split("."):
                v = v.get(k, missing) if isinstance(v, dict) else missing
            if v is missing:
                fails.append(f"column {c['id']}: op {op.get('id')} has no "
                             f"'{c['json']}'")
                break
    html = open(html_path).read()
    m = re.search(r'<table id="op-table"[^>]*>\s*<thead><tr>(.*?)</tr>', html,
                  re.S)
    got = re.findall(r"<th( data-type=\"num\")?>(.*?)</th>",
                     m.group(1)) if m else []
    want = [(' data-type="num"' if c["numeric"] else "", c["html"])
            for c in sorted(cols, key=lambda c: c["html_order"])
            if c["html_order"]]
    if got != want:
        fails.append(f"HTML op table headers {got} != {want}")
    lines = open(text_path).read().splitlines()
    header = next((l for l in lines if l.lstrip().startswith("#  op")), "")
    want_text = [c["text"] for c in sorted(cols, key=lambda c: c["text_order"])
                 if c["text_order"]]
    if header.split() != want_text:
        fails.append(f"text header {header.split()} != {want_text}")
    for f in fails:
        print("FAIL: " + f)
    if fails:
        return 1
    print(f"OK: {len(cols)} columns; JSON keys in all {len(report['ops'])} "
          f"ops, {len(want)} HTML and {len(want_text)} text headers")
    return 0


if __name__ == "__main__":
    sys.exit(main())
