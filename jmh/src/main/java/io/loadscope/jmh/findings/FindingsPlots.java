package io.loadscope.jmh.findings;

import io.loadscope.record.ProgressSample;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The findings charts, drawn with XChart from kept run records; each chart is one PNG. */
final class FindingsPlots {
    /** The window the rate curves average over; the statement written counter moves once per batch. */
    static final long WRITE_WINDOW_MILLIS = 30_000;
    /** The parsed counter moves per statement: a shorter window still reads. */
    static final long PARSE_WINDOW_MILLIS = 10_000;

    static final List<String> PARSER_STAGES = List.of("read", "decompress", "parse", "buffer", "queue");
    static final List<String> WRITER_STAGES = List.of("index_write.lexicon", "index_write.statements", "index_write.other", "commit");

    private FindingsPlots() {
    }

    /** A chart of one curve per run; returns the file name written. */
    static String perRun(Path dir, String file, String title, String xTitle, String yTitle, List<KeptRun> runs,
                         java.util.function.Function<List<ProgressSample>, SeriesMath.Curve> curve) throws IOException {
        XYChart chart = chart(title, xTitle, yTitle);
        for (KeptRun r : runs) {
            SeriesMath.Curve c = curve.apply(r.record().series());
            if (c.x().isEmpty()) continue;
            XYSeries s = chart.addSeries(unique(chart, r.label(runs)), c.x(), c.y());
            s.setMarker(SeriesMarkers.NONE);
        }
        return save(chart, dir, file);
    }

    /**
     * Stage shares of one thread role as stacked areas that sum to 100 % of that thread's time (the rest is "other":
     * time no stage books, e.g. waiting for work). Stacked by drawing cumulative sums, top first.
     */
    static String shares(Path dir, String file, String title, KeptRun run, List<String> stages) throws IOException {
        XYChart chart = chart(title, "minutes into the load", "% of the thread's time");
        List<SeriesMath.Curve> parts = SeriesMath.shares(run.record().series(), stages, 30_000);
        if (parts.isEmpty() || parts.get(0).x().isEmpty()) return save(chart, dir, file);
        int n = parts.get(0).x().size();
        List<List<Double>> cumulative = new ArrayList<>();
        double[] acc = new double[n];
        for (SeriesMath.Curve p : parts) {
            List<Double> c = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                acc[i] += p.y().get(i);
                c.add(Math.min(100, acc[i]));
            }
            cumulative.add(c);
        }
        List<Double> x = parts.get(0).x();
        XYSeries other = chart.addSeries("other (waiting, unbooked)", x, java.util.Collections.nCopies(n, 100.0));
        other.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Area);
        other.setMarker(SeriesMarkers.NONE);
        other.setFillColor(new java.awt.Color(235, 235, 235));
        other.setLineColor(new java.awt.Color(235, 235, 235));
        for (int s = stages.size() - 1; s >= 0; s--) {
            XYSeries area = chart.addSeries(stages.get(s), x, cumulative.get(s));
            area.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Area);
            area.setMarker(SeriesMarkers.NONE);
        }
        chart.getStyler().setYAxisMin(0.0);
        chart.getStyler().setYAxisMax(100.0);
        return save(chart, dir, file);
    }

    private static XYChart chart(String title, String xTitle, String yTitle) {
        XYChart chart = new XYChartBuilder().width(900).height(420).title(title).xAxisTitle(xTitle).yAxisTitle(yTitle).build();
        chart.getStyler().setDefaultSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideE);
        chart.getStyler().setChartBackgroundColor(java.awt.Color.WHITE);
        chart.getStyler().setPlotGridLinesVisible(true);
        chart.getStyler().setLocale(Locale.ROOT);
        chart.getStyler().setDecimalPattern("#,##0.##");
        return chart;
    }

    /** XChart refuses two series of one name. */
    private static String unique(XYChart chart, String label) {
        String l = label;
        for (int i = 2; chart.getSeriesMap().containsKey(l); i++) l = label + " (" + i + ")";
        return l;
    }

    private static String save(XYChart chart, Path dir, String file) throws IOException {
        Files.createDirectories(dir);
        BitmapEncoder.saveBitmap(chart, dir.resolve(file).toString(), BitmapEncoder.BitmapFormat.PNG);
        return file + ".png";
    }
}
