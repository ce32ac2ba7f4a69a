package io.loadscope.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The charts of one page, drawn in the browser by uPlot: this class collects their specifications and writes the
 * container elements, the data as JSON and the drawing code. uPlot (a maintained 50 KB library, served from
 * Maven Central as a webjar) is inlined with its stylesheet, so a report is one file that opens offline.
 */
final class Charts {
    private static final String UPLOT = "/META-INF/resources/webjars/uplot/1.6.30/dist/";

    /** One line, one stacked layer or the bars of a bar chart. {@code color} may be null (the palette's next). */
    record Series(String label, double[] x, double[] y, String color) {
        Series(String label, double[] x, double[] y) {
            this(label, x, y, null);
        }
    }

    /** kind: lines (each series its own x, joined), stacked (layers on the first series' x, summed), bars (categories). */
    record Spec(String id, String kind, String title, String xLabel, String yLabel, List<Series> series, List<String> categories,
                double yMax) {
    }

    private final List<Spec> specs = new ArrayList<>();

    /** Lines over x; several runs overlaid (their x values need not match). Returns the chart's container. */
    String lines(String title, String xLabel, String yLabel, List<Series> series) {
        return add(new Spec(next(), "lines", title, xLabel, yLabel, series, List.of(), 0));
    }

    /** Layers stacked up to {@code yMax} (100 for shares of time that add up to the whole). */
    String stacked(String title, String xLabel, String yLabel, List<Series> layers, double yMax) {
        return add(new Spec(next(), "stacked", title, xLabel, yLabel, layers, List.of(), yMax));
    }

    String bars(String title, String yLabel, List<String> categories, double[] values) {
        double[] x = new double[values.length];
        for (int i = 0; i < x.length; i++) x[i] = i;
        return add(new Spec(next(), "bars", title, "", yLabel, List.of(new Series(yLabel, x, values)), categories, 0));
    }

    boolean isEmpty() {
        return specs.isEmpty();
    }

    private String next() {
        return "chart-" + (specs.size() + 1);
    }

    private String add(Spec spec) {
        specs.add(spec);
        return "<div class=\"chart\" id=\"" + spec.id() + "\"></div>\n";
    }

    /** The style for the page's head. */
    static String style() {
        return resource(UPLOT + "uPlot.min.css") + ".chart{margin:8px 0 20px;min-height:300px}";
    }

    /** The data and the drawing code, for the end of the page's body. */
    String script() {
        if (specs.isEmpty()) return "";
        return "<script type=\"application/json\" id=\"charts\">" + json().replace("</", "<\\/") + "</script>\n"
                + "<script>" + resource(UPLOT + "uPlot.iife.min.js") + "</script>\n"
                + "<script>" + resource("/io/loadscope/report/charts.js") + "</script>\n";
    }

    private String json() {
        StringWriter w = new StringWriter();
        try (JsonGenerator g = new JsonFactory().createGenerator(w)) {
            g.writeStartArray();
            for (Spec s : specs) {
                g.writeStartObject();
                g.writeStringField("id", s.id());
                g.writeStringField("kind", s.kind());
                g.writeStringField("title", s.title());
                g.writeStringField("xLabel", s.xLabel());
                g.writeStringField("yLabel", s.yLabel());
                if (s.yMax() > 0) g.writeNumberField("yMax", s.yMax());
                g.writeArrayFieldStart("categories");
                for (String c : s.categories()) g.writeString(c);
                g.writeEndArray();
                g.writeArrayFieldStart("series");
                for (Series series : s.series()) {
                    g.writeStartObject();
                    g.writeStringField("label", series.label());
                    if (series.color() != null) g.writeStringField("color", series.color());
                    numbers(g, "x", series.x());
                    numbers(g, "y", series.y());
                    g.writeEndObject();
                }
                g.writeEndArray();
                g.writeEndObject();
            }
            g.writeEndArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return w.toString();
    }

    private static void numbers(JsonGenerator g, String name, double[] values) throws IOException {
        g.writeArrayFieldStart(name);
        for (double v : values) {
            if (Double.isNaN(v) || Double.isInfinite(v)) g.writeNull();
            else g.writeNumber(Math.round(v * 1000) / 1000.0);
        }
        g.writeEndArray();
    }

    private static String resource(String path) {
        try (InputStream in = Charts.class.getResourceAsStream(path)) {
            if (in == null) throw new IllegalStateException("missing on the classpath: " + path);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
