// Draws the report's charts with uPlot (inlined above) from the specs in the page's "charts" JSON.
// Every chart marks its container with what it drew (data-series, data-points), so a headless browser can check
// that each chart rendered with data rather than only that the page loaded.
(function () {
  var PALETTE = ["#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf",
                 "#bcbd22", "#7f7f7f", "#393b79", "#637939"];
  function color(i) { return PALETTE[i % PALETTE.length]; }
  function fade(hex, alpha) {
    var n = parseInt(hex.slice(1), 16);
    return "rgba(" + (n >> 16) + "," + ((n >> 8) & 255) + "," + (n & 255) + "," + alpha + ")";
  }
  function width(el) { return Math.max(320, el.clientWidth || 900); }

  function lines(spec, el) {
    var data = uPlot.join(spec.series.map(function (s) { return [s.x, s.y]; }));
    var series = [{ label: spec.xLabel }];
    // A count that moves a few times in a load (a TDB2 bulk load's written count moves once, at its end) gives a
    // series of one or two points, which a line alone does not show: sparse series get their points drawn.
    spec.series.forEach(function (s, i) {
      series.push({ label: s.label, stroke: color(i), width: 1.5, spanGaps: true,
                    points: { show: s.x.length <= 40, size: 7, fill: color(i) } });
    });
    return { data: data, series: series, bands: [] };
  }

  // Layers as a stacked area: each layer is drawn as the running sum and filled down to the layer below it.
  function stacked(spec, el) {
    var x = spec.series[0].x, sums = x.map(function () { return 0; }), data = [x], series = [{ label: spec.xLabel }], bands = [];
    spec.series.forEach(function (s, i) {
      var raw = s.y;
      sums = sums.map(function (v, k) { return v + (raw[k] || 0); });
      data.push(sums.slice());
      var c = s.color || color(i);
      series.push({ label: s.label, stroke: c, fill: i === 0 ? fade(c, 0.55) : undefined, width: 1, points: { show: false },
                    value: (function (r) { return function (u, v, si, di) { return di == null ? "" : (r[di] || 0).toFixed(1); }; })(raw) });
      if (i > 0) bands.push({ series: [i + 1, i], fill: fade(c, 0.55) });
    });
    return { data: data, series: series, bands: bands };
  }

  function bars(spec, el) {
    var s = spec.series[0];
    var series = [{ label: "#", value: function (u, v) { return v == null ? "" : "#" + (v + 1) + " " + spec.categories[v]; } },
                  { label: s.label, stroke: color(0), fill: fade(color(0), 0.6), paths: uPlot.paths.bars({ size: [0.6, 80] }),
                    points: { show: false } }];
    return { data: [s.x, s.y], series: series, bands: [], xRange: [-0.5, s.x.length - 0.5],
             xAxis: { values: function (u, vals) { return vals.map(function (v) { return Number.isInteger(v) ? "#" + (v + 1) : ""; }); },
                      space: 20 } };
  }

  function draw(spec) {
    var el = document.getElementById(spec.id);
    var built = spec.kind === "stacked" ? stacked(spec, el) : spec.kind === "bars" ? bars(spec, el) : lines(spec, el);
    var points = 0;
    for (var k = 1; k < built.data.length; k++) {
      built.data[k].forEach(function (v) { if (v !== null && v !== undefined && !isNaN(v)) points++; });
    }
    var xAxis = built.xAxis || {};
    xAxis.label = spec.xLabel;
    var opts = {
      title: spec.title, width: width(el), height: spec.height || 300, series: built.series, bands: built.bands,
      scales: { x: built.xRange ? { time: false, range: built.xRange } : { time: false }, y: spec.yMax ? { range: [0, spec.yMax] } : { range: function (u, lo, hi) { return [Math.min(0, lo), hi > 0 ? hi * 1.05 : 1]; } } },
      axes: [xAxis, { label: spec.yLabel, size: 70 }],
      legend: { live: true },
      hooks: { draw: [function () { el.dataset.drawn = "yes"; }] }
    };
    new uPlot(opts, built.data, el);
    el.dataset.series = String(built.series.length - 1);
    el.dataset.points = String(points);
  }

  var specs = JSON.parse(document.getElementById("charts").textContent);
  specs.forEach(function (spec) {
    try { draw(spec); } catch (e) { document.getElementById(spec.id).dataset.error = String(e); }
  });
})();
