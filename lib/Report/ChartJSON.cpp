//===- ChartJSON.cpp - The chart's layout in the JSON report --------------===//
//
// The JSON report's "chart" object (docs/json-schema.md): the layout that
// SVGChart.cpp draws, in its pixels (a 960 px wide canvas, y down), beside the
// values each element stands for. python/roofline/plot.py draws the chart from
// it with matplotlib and derives nothing itself.
//
//===----------------------------------------------------------------------===//

#include "ChartLayout.h"

#include "ChartSupport.h"

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
      j.value(axis.p0);
      j.value(axis.p1);
    });
    j.attributeArray("ticks", [&] {
      for (int e = axis.lo; e <= axis.hi; ++e)
        j.object([&] {
          j.attribute("px", px(axis.map(std::pow(10.0, e))));
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
        j.attribute("peak", c.peak);
        j.attribute("label", c.label());
        j.attribute("ops", c.ops);
        j.attribute("x0", px(c.x0));
        j.attribute("x1", px(c.x1));
        j.attribute("y", px(c.y));
      });
  });
  j.attributeArray("bandwidth_roofs", [&] {
    for (const BandwidthRoof &b : l.bandwidthRoofs)
      j.object([&] {
        j.attribute("level", stringifyMemoryLevel(b.level));
        j.attribute("bandwidth", b.bandwidth);
        j.attribute("x0", px(b.x0));
        j.attribute("y0", px(b.y0));
        j.attribute("x1", px(b.x1));
        j.attribute("y1", px(b.y1));
      });
  });
  j.attributeArray("ridges", [&] {
    for (const Ridge &r : l.ridges)
      j.object([&] {
        j.attribute("level", stringifyMemoryLevel(r.level));
        j.attribute("roof", r.roof);
        j.attribute("intensity", r.intensity);
        j.attribute("x", px(r.x));
        j.attribute("y", px(r.y));
      });
  });
}

void writeOps(json::OStream &j, const ChartLayout &l) {
  j.attributeArray("points", [&] {
    for (const ChartOp &o : l.ops)
      j.object([&] {
        j.attribute("id", static_cast<int64_t>(o.id));
        j.attribute("bound", stringifyBound(o.op->verdict.bound));
        j.attribute("flops_per_s", o.flopsPerSec);
        j.attribute("radius", px(o.radius));
        j.attribute("roof", o.roof);
        j.attributeArray("roof_mark", [&] {
          j.value(px(o.roofX));
          j.value(px(o.roofY));
        });
        j.attributeArray("levels", [&] {
          for (const LevelPoint &p : o.points)
            j.object([&] {
              j.attribute("level", stringifyMemoryLevel(p.level));
              j.attribute("intensity", p.intensity);
              j.attribute("x", px(p.x));
              j.attribute("y", px(p.y));
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
        j.attribute("x", px(lb.x));
        j.attribute("y", px(lb.y));
        j.attribute("anchor", lb.anchor);
        j.attribute("angle", px(lb.angle));
        j.attribute("size", lb.size);
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
              j.value(px(v));
          });
      });
  });
}

void writeStrip(json::OStream &j, const ChartLayout &l) {
  j.attributeObject("off_roofline", [&] {
    j.attribute("ops", l.offRoofline);
    j.attribute("time_s", l.offRooflineTime);
    j.attribute("top", kStripTop);
    j.attributeArray("rows", [&] {
      for (const StripRow &row : l.strip)
        j.object([&] {
          j.attribute("label", row.label);
          j.attribute("time_s", row.time);
          j.attribute("y", px(row.y));
          j.attributeArray("segments", [&] {
            for (const StripRow::Segment &s : row.segments)
              j.object([&] {
                j.attribute("id", static_cast<int64_t>(s.id));
                j.attribute("x0", px(s.x0));
                j.attribute("x1", px(s.x1));
              });
          });
        });
    });
  });
}
} // namespace

void chart::writeChartJSON(json::OStream &j, const ChartLayout &l) {
  j.attribute("width", kWidth);
  j.attribute("height", l.height);
  j.attributeArray("plot", [&] {
    for (double v : {kPlotLeft, kPlotTop, kPlotRight, kPlotBottom})
      j.value(v);
  });
  j.attribute("legend_x", kLegendX);
  if (!l.emptyReason.empty())
    j.attribute("empty_reason", l.emptyReason);
  j.attribute("max_time_s", l.maxTime);
  j.attribute("out_of_range", l.outOfRange);
  if (l.emptyReason.empty()) {
    writeAxis(j, "x_axis", l.xAxis, true);
    writeAxis(j, "y_axis", l.yAxis, false);
  }
  writeRoofs(j, l);
  writeOps(j, l);
  writeStrip(j, l);
}
