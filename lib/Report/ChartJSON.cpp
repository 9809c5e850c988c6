//===- ChartJSON.cpp - The chart's layout in the JSON report --------------===//
//
// The JSON report's "chart" object (docs/json-schema.md): the layout that
// SVGChart.cpp draws, in its pixels (a 960 px wide canvas, y down), beside the
// values each element stands for. python/roofline/plot.py draws the chart from
// it with matplotlib and derives nothing itself. Doubles go through
// jsonNumber (JSONNumber.h): a pixel rounded to 12.3 is written "12.3".
//
//===----------------------------------------------------------------------===//

#include "ChartLayout.h"

#include "ChartSupport.h"
#include "JSONNumber.h"

#include "llvm/Support/JSON.h"

using namespace roofline;
using namespace roofline::chart;
namespace json = llvm::json;

namespace {
/// A pixel coordinate: one decimal, as the SVG writes it.
double px(double v) { return std::round(v * 10) / 10; }

void writeAxis(json::OStream &j, llvm::StringRef key, const LogAxis &axis,
               bool intensity) {
  j.attributeObject(key, [&] {
    j.attributeArray("log10", [&] {
      j.value(axis.lo);
      j.value(axis.hi);
    });
    j.attributeArray("px", [&] {
      jsonNumber(j, axis.p0);
      jsonNumber(j, axis.p1);
    });
    j.attributeArray("ticks", [&] {
      for (int e = axis.lo; e <= axis.hi; ++e)
        j.object([&] {
          jsonNumber(j, "px", px(axis.map(std::pow(10.0, e))));
          j.attribute("label", intensity ? intensityTick(e)
                                         : performanceTick(e));
        });
    });
  });
}

void writeRoofs(json::OStream &j, const ChartLayout &l) {
  j.attributeArray("compute_roofs", [&] {
    for (const ComputeRoof &c : l.computeRoofs)
      j.object([&] {
        j.attributeArray("classes", [&] {
          for (ComputeClass cls : c.classes)
            j.value(stringifyComputeClass(cls));
        });
        jsonNumber(j, "peak", c.peak);
        j.attribute("label", c.label());
        j.attribute("ops", c.ops);
        jsonNumber(j, "x0", px(c.x0));
        jsonNumber(j, "x1", px(c.x1));
        jsonNumber(j, "y", px(c.y));
      });
  });
  j.attributeArray("bandwidth_roofs", [&] {
    for (const BandwidthRoof &b : l.bandwidthRoofs)
      j.object([&] {
        j.attribute("level", stringifyMemoryLevel(b.level));
        jsonNumber(j, "bandwidth", b.bandwidth);
        jsonNumber(j, "x0", px(b.x0));
        jsonNumber(j, "y0", px(b.y0));
        jsonNumber(j, "x1", px(b.x1));
        jsonNumber(j, "y1", px(b.y1));
      });
  });
  j.attributeArray("ridges", [&] {
    for (const Ridge &r : l.ridges)
      j.object([&] {
        j.attribute("level", stringifyMemoryLevel(r.level));
        j.attribute("roof", r.roof);
        jsonNumber(j, "intensity", r.intensity);
        jsonNumber(j, "x", px(r.x));
        jsonNumber(j, "y", px(r.y));
      });
  });
}

void writeOps(json::OStream &j, const ChartLayout &l) {
  j.attributeArray("points", [&] {
    for (const ChartOp &o : l.ops)
      j.object([&] {
        j.attribute("id", static_cast<int64_t>(o.id));
        j.attribute("bound", stringifyBound(o.op->verdict.bound));
        jsonNumber(j, "flops_per_s", o.flopsPerSec);
        jsonNumber(j, "radius", px(o.radius));
        j.attribute("roof", o.roof);
        j.attributeArray("roof_mark", [&] {
          jsonNumber(j, px(o.roofX));
          jsonNumber(j, px(o.roofY));
        });
        j.attributeArray("levels", [&] {
          for (const LevelPoint &p : o.points)
            j.object([&] {
              j.attribute("level", stringifyMemoryLevel(p.level));
              jsonNumber(j, "intensity", p.intensity);
              jsonNumber(j, "x", px(p.x));
              jsonNumber(j, "y", px(p.y));
            });
        });
      });
  });
  j.attributeArray("labels", [&] {
    static const char *kinds[] = {"op", "compute", "ridge", "bandwidth"};
    for (const ChartLabel &lb : l.labels)
      j.object([&] {
        j.attribute("kind", kinds[lb.kind]);
        j.attribute("text", lb.text);
        jsonNumber(j, "x", px(lb.x));
        jsonNumber(j, "y", px(lb.y));
        j.attribute("anchor", lb.anchor);
        jsonNumber(j, "angle", px(lb.angle));
        jsonNumber(j, "size", lb.size);
        j.attribute("bold", lb.bold);
        if (lb.kind == ChartLabel::Compute)
          j.attribute("used", lb.bold);
        j.attributeArray("ops", [&] {
          for (size_t id : lb.ops)
            j.value(static_cast<int64_t>(id));
        });
        if (lb.leader)
          j.attributeArray("leader", [&] {
            for (double v : {lb.leader->x0, lb.leader->y0, lb.leader->x1,
                             lb.leader->y1})
              jsonNumber(j, px(v));
          });
      });
  });
}

void writeStrip(json::OStream &j, const ChartLayout &l) {
  j.attributeObject("off_roofline", [&] {
    j.attribute("ops", l.offRoofline);
    jsonNumber(j, "time_s", l.offRooflineTime);
    jsonNumber(j, "top", kStripTop);
    j.attributeArray("rows", [&] {
      for (const StripRow &row : l.strip)
        j.object([&] {
          j.attribute("label", row.label);
          jsonNumber(j, "time_s", row.time);
          jsonNumber(j, "y", px(row.y));
          j.attributeArray("segments", [&] {
            for (const StripRow::Segment &s : row.segments)
              j.object([&] {
                j.attribute("id", static_cast<int64_t>(s.id));
                jsonNumber(j, "x0", px(s.x0));
                jsonNumber(j, "x1", px(s.x1));
              });
          });
        });
    });
  });
}
void writeText(json::OStream &j, const ChartText &t) {
  j.attribute("role", t.role);
  j.attribute("text", t.text);
  jsonNumber(j, "x", px(t.x));
  jsonNumber(j, "y", px(t.y));
  jsonNumber(j, "size", t.size);
  j.attribute("bold", t.bold);
  if (!t.color.empty())
    j.attribute("color", t.color);
  j.attribute("anchor", t.anchor);
  jsonNumber(j, "angle", t.angle);
}

/// The texts around the plot and the legend's rows (ChartPanels.cpp).
void writePanels(json::OStream &j, const ChartLayout &l) {
  j.attributeArray("texts", [&] {
    for (const ChartText &t : l.texts)
      j.object([&] { writeText(j, t); });
  });
  j.attributeArray("legend", [&] {
    static const char *shapes[] = {"none", "circle", "rect", "polygon",
                                   "line"};
    for (const LegendEntry &e : l.legend)
      j.object([&] {
        j.attribute("shape", shapes[e.shape]);
        j.attribute("style", e.style);
        switch (e.shape) {
        case LegendEntry::None:
          break;
        case LegendEntry::Circle:
          jsonNumber(j, "cx", px(e.x0));
          jsonNumber(j, "cy", px(e.y0));
          jsonNumber(j, "r", px(e.r));
          break;
        case LegendEntry::Rect:
        case LegendEntry::Line:
          for (auto [key, v] : {std::pair{"x0", e.x0}, {"y0", e.y0},
                                {"x1", e.x1}, {"y1", e.y1}})
            jsonNumber(j, key, px(v));
          break;
        case LegendEntry::Polygon:
          j.attributeArray("points", [&] {
            for (const std::pair<double, double> &p : e.points)
              j.array([&] {
                jsonNumber(j, px(p.first));
                jsonNumber(j, px(p.second));
              });
          });
          break;
        }
        j.attributeObject("label", [&] { writeText(j, e.label); });
      });
  });
}
} // namespace

void chart::writeChartJSON(json::OStream &j, const ChartLayout &l) {
  jsonNumber(j, "width", kWidth);
  jsonNumber(j, "height", l.height);
  j.attributeArray("plot", [&] {
    for (double v : {kPlotLeft, kPlotTop, kPlotRight, kPlotBottom})
      jsonNumber(j, v);
  });
  jsonNumber(j, "legend_x", kLegendX);
  if (!l.emptyReason.empty())
    j.attribute("empty_reason", l.emptyReason);
  jsonNumber(j, "max_time_s", l.maxTime);
  j.attribute("out_of_range", l.outOfRange);
  if (l.emptyReason.empty()) {
    writeAxis(j, "x_axis", l.xAxis, true);
    writeAxis(j, "y_axis", l.yAxis, false);
  }
  writeRoofs(j, l);
  writeOps(j, l);
  writeStrip(j, l);
  writePanels(j, l);
}
