"""Checks an HTML report against the JSON report of the same analysis.

    check_html.py report.html report.json

- the page parses (python's html.parser) with every element closed in
  order;
- the op table (#op-table) has one row per op of the JSON report, the
  unmodeled table one per unmodeled op;
- every op row has a non-empty advice cell;
- the chart is inline (one <svg>), and nothing is loaded from elsewhere (no
  src= or href= to another file, no <link>).
Prints "OK: ..." with the counts, or "FAIL: ..." lines and exits 1.
"""

import html.parser
import json
import sys

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link",
        "meta", "source", "track", "wbr"}


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack = []
        self.errors = []
        self.tables = {}       # id -> rows in tbody
        self.table = None      # id of the table being read
        self.in_tbody = False
        self.advice_cells = []  # text of each advice cell in #op-table
        self.in_advice = False
        self.svgs = 0
        self.scripts = 0
        self.external = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        for key in ("src", "href"):
            if key in a and not (a[key] or "").startswith("#"):
                self.external.append(f"<{tag} {key}={a[key]}>")
        if tag == "link":
            self.external.append("<link>")
        if tag == "svg":
            self.svgs += 1
        if tag == "script":
            self.scripts += 1
        if tag == "table":
            self.table = a.get("id", "")
            self.tables[self.table] = 0
        if tag == "tbody":
            self.in_tbody = True
        if tag == "tr" and self.in_tbody and self.table is not None:
            self.tables[self.table] += 1
        if tag == "td" and "advice" in (a.get("class") or "").split():
            self.in_advice = True
            self.advice_cells.append("")
        if tag not in VOID:
            self.stack.append(tag)

    def handle_startendtag(self, tag, attrs):
        if tag == "svg":
            self.svgs += 1

    def handle_endtag(self, tag):
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes <{self.stack[-1] if self.stack else 'nothing'}>"
                               f" at line {self.getpos()[0]}")
            if tag in self.stack:
                while self.stack.pop() != tag:
                    pass
            return
        self.stack.pop()
        if tag == "tbody":
            self.in_tbody = False
        if tag == "table":
            self.table = None
        if tag == "td":
            self.in_advice = False

    def handle_data(self, data):
        if self.in_advice:
            self.advice_cells[-1] += data


def main():
    page = Page()
    with open(sys.argv[1], encoding="utf-8") as f:
        page.feed(f.read())
    page.close()
    with open(sys.argv[2]) as f:
        report = json.load(f)
    errors = list(page.errors)
    if page.stack:
        errors.append(f"unclosed elements: {page.stack}")
    n_ops, n_unmodeled = len(report["ops"]), len(report["unmodeled"])
    rows = page.tables.get("op-table", 0)
    if rows != n_ops:
        errors.append(f"op table has {rows} rows, the report {n_ops} ops")
    urows = page.tables.get("unmodeled-table", 0)
    if urows != n_unmodeled:
        errors.append(f"unmodeled table has {urows} rows, the report "
                      f"{n_unmodeled} unmodeled ops")
    if len(page.advice_cells) != n_ops or \
            any(not c.strip() for c in page.advice_cells):
        errors.append("an op row lacks advice")
    if page.svgs != 1:
        errors.append(f"{page.svgs} <svg> elements, expected 1 inline chart")
    if page.external:
        errors.append(f"external resources: {page.external}")
    if errors:
        for e in errors:
            print("FAIL:", e)
        return 1
    print(f"OK: {rows} op rows, {urows} unmodeled rows, {page.svgs} inline "
          f"chart, {page.scripts} inline script")
    return 0


if __name__ == "__main__":
    sys.exit(main())
