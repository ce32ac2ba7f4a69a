package io.loadscope.report;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Plots as inline SVG, so a report is one file that works offline. Every plot carries
 * {@code data-points}: how many data points it draws (a test checks no plot is empty).
 */
final class Svg {
    static final String[] COLORS = {"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2",
            "#7f7f7f", "#bcbd22", "#17becf"};
    private static final int W = 720;
    private static final int H = 240;
    private static final int LEFT = 70;
    private static final int RIGHT = 160;
    private static final int TOP = 28;
    private static final int BOTTOM = 36;

    /** One line: x and y of equal length. */
    record Series(String name, double[] x, double[] y) {
    }

    private Svg() {
    }

    static String lines(String title, String xLabel, String yUnit, List<Series> series) {
        double xMax = 0;
        double yMax = 0;
        int points = 0;
        for (Series s : series) {
            for (double v : s.x) xMax = Math.max(xMax, v);
            for (double v : s.y) yMax = Math.max(yMax, v);
            points += s.y.length;
        }
        StringBuilder b = open(title + " (" + yUnit + ")", points);
        axes(b, xMax, yMax, xLabel);
        for (int i = 0; i < series.size(); i++) {
            Series s = series.get(i);
            String color = COLORS[i % COLORS.length];
            b.append("<polyline fill=\"none\" stroke=\"").append(color).append("\" stroke-width=\"1.8\" points=\"");
            for (int k = 0; k < s.y.length; k++) b.append(fmt(px(s.x[k], xMax))).append(',').append(fmt(py(s.y[k], yMax))).append(' ');
            b.append("\"><title>").append(Html.esc(s.name)).append("</title></polyline>\n");
            legend(b, i, s.name, color);
        }
        return b.append("</svg>\n").toString();
    }

    /** Layers stacked on top of each other (shares of a whole), x shared. */
    static String stacked(String title, String xLabel, String yUnit, double[] x, Map<String, double[]> layers) {
        double xMax = x.length == 0 ? 0 : x[x.length - 1];
        double[] top = new double[x.length];
        for (double[] layer : layers.values()) for (int k = 0; k < x.length; k++) top[k] += layer[k];
        double yMax = 0;
        for (double v : top) yMax = Math.max(yMax, v);
        StringBuilder b = open(title + " (" + yUnit + ")", x.length * layers.size());
        axes(b, xMax, yMax, xLabel);
        double[] base = new double[x.length];
        int i = 0;
        for (var e : layers.entrySet()) {
            String color = COLORS[i % COLORS.length];
            double[] v = e.getValue();
            b.append("<polygon fill=\"").append(color).append("\" fill-opacity=\"0.8\" points=\"");
            for (int k = 0; k < x.length; k++) b.append(fmt(px(x[k], xMax))).append(',').append(fmt(py(base[k] + v[k], yMax))).append(' ');
            for (int k = x.length - 1; k >= 0; k--) b.append(fmt(px(x[k], xMax))).append(',').append(fmt(py(base[k], yMax))).append(' ');
            b.append("\"><title>").append(Html.esc(e.getKey())).append("</title></polygon>\n");
            for (int k = 0; k < x.length; k++) base[k] += v[k];
            legend(b, i++, e.getKey(), color);
        }
        return b.append("</svg>\n").toString();
    }

    /** Horizontal bars with optional error whiskers, one per label. */
    static String bars(String title, String unit, List<String> labels, double[] values, double[] errors) {
        int rowH = 22;
        int height = TOP + rowH * labels.size() + BOTTOM;
        double max = 0;
        for (int i = 0; i < values.length; i++) max = Math.max(max, values[i] + (errors == null || Double.isNaN(errors[i]) ? 0 : errors[i]));
        int labelW = 330;
        int plotW = W + RIGHT - labelW - 90;
        StringBuilder b = new StringBuilder();
        b.append("<svg class=\"plot\" data-points=\"").append(values.length).append("\" viewBox=\"0 0 ").append(W + RIGHT).append(' ')
                .append(height).append("\" width=\"").append(W + RIGHT).append("\" height=\"").append(height)
                .append("\" xmlns=\"http://www.w3.org/2000/svg\" font-family=\"sans-serif\" font-size=\"11\">\n");
        b.append("<text x=\"4\" y=\"16\" font-size=\"13\" font-weight=\"bold\">").append(Html.esc(title)).append("</text>\n");
        for (int i = 0; i < labels.size(); i++) {
            int y = TOP + i * rowH;
            double w = max <= 0 ? 0 : values[i] / max * plotW;
            b.append("<text x=\"").append(labelW - 6).append("\" y=\"").append(y + 14).append("\" text-anchor=\"end\">")
                    .append(Html.esc(labels.get(i))).append("</text>\n");
            b.append("<rect x=\"").append(labelW).append("\" y=\"").append(y + 3).append("\" width=\"").append(fmt(Math.max(w, 0.5)))
                    .append("\" height=\"").append(rowH - 6).append("\" fill=\"").append(COLORS[0]).append("\"><title>")
                    .append(Html.esc(labels.get(i) + ": " + num(values[i]) + " " + unit)).append("</title></rect>\n");
            if (errors != null && !Double.isNaN(errors[i]) && max > 0) {
                double lo = (values[i] - errors[i]) / max * plotW + labelW;
                double hi = (values[i] + errors[i]) / max * plotW + labelW;
                b.append("<line x1=\"").append(fmt(lo)).append("\" x2=\"").append(fmt(hi)).append("\" y1=\"").append(y + rowH / 2)
                        .append("\" y2=\"").append(y + rowH / 2).append("\" stroke=\"black\"/>\n");
            }
            b.append("<text x=\"").append(fmt(labelW + w + 6)).append("\" y=\"").append(y + 14).append("\">").append(num(values[i]))
                    .append(errors != null && !Double.isNaN(errors[i]) ? " ± " + num(errors[i]) : "").append(' ').append(Html.esc(unit)).append("</text>\n");
        }
        return b.append("</svg>\n").toString();
    }

    private static StringBuilder open(String title, int points) {
        StringBuilder b = new StringBuilder();
        b.append("<svg class=\"plot\" data-points=\"").append(points).append("\" viewBox=\"0 0 ").append(W + RIGHT).append(' ').append(H)
                .append("\" width=\"").append(W + RIGHT).append("\" height=\"").append(H)
                .append("\" xmlns=\"http://www.w3.org/2000/svg\" font-family=\"sans-serif\" font-size=\"11\">\n");
        b.append("<text x=\"4\" y=\"16\" font-size=\"13\" font-weight=\"bold\">").append(Html.esc(title)).append("</text>\n");
        return b;
    }

    private static void axes(StringBuilder b, double xMax, double yMax, String xLabel) {
        b.append("<rect x=\"").append(LEFT).append("\" y=\"").append(TOP).append("\" width=\"").append(W - LEFT).append("\" height=\"")
                .append(H - TOP - BOTTOM).append("\" fill=\"none\" stroke=\"#999\"/>\n");
        for (int t = 0; t <= 4; t++) {
            double yv = yMax * t / 4;
            double y = py(yv, yMax);
            b.append("<line x1=\"").append(LEFT).append("\" x2=\"").append(W).append("\" y1=\"").append(fmt(y)).append("\" y2=\"")
                    .append(fmt(y)).append("\" stroke=\"#eee\"/>\n");
            b.append("<text x=\"").append(LEFT - 4).append("\" y=\"").append(fmt(y + 4)).append("\" text-anchor=\"end\">").append(num(yv)).append("</text>\n");
            double xv = xMax * t / 4;
            b.append("<text x=\"").append(fmt(px(xv, xMax))).append("\" y=\"").append(H - BOTTOM + 14).append("\" text-anchor=\"middle\">")
                    .append(num(xv)).append("</text>\n");
        }
        b.append("<text x=\"").append((LEFT + W) / 2).append("\" y=\"").append(H - 6).append("\" text-anchor=\"middle\">").append(Html.esc(xLabel)).append("</text>\n");
    }

    private static void legend(StringBuilder b, int i, String name, String color) {
        int y = TOP + 6 + i * 16;
        b.append("<rect x=\"").append(W + 10).append("\" y=\"").append(y).append("\" width=\"10\" height=\"10\" fill=\"").append(color).append("\"/>");
        String shown = name.length() > 24 ? name.substring(0, 23) + "…" : name;
        b.append("<text x=\"").append(W + 24).append("\" y=\"").append(y + 9).append("\">").append(Html.esc(shown)).append("</text>\n");
    }

    private static double px(double x, double xMax) {
        return LEFT + (xMax <= 0 ? 0 : x / xMax * (W - LEFT));
    }

    private static double py(double y, double yMax) {
        return H - BOTTOM - (yMax <= 0 ? 0 : y / yMax * (H - TOP - BOTTOM));
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    /** Short human numbers for ticks and labels: 1.2k, 3.4M. */
    static String num(double v) {
        double a = Math.abs(v);
        if (a >= 1e9) return String.format(Locale.ROOT, "%.2fG", v / 1e9);
        if (a >= 1e6) return String.format(Locale.ROOT, "%.2fM", v / 1e6);
        if (a >= 1e4) return String.format(Locale.ROOT, "%.1fk", v / 1e3);
        if (a >= 100 || v == Math.rint(v)) return String.format(Locale.ROOT, "%.0f", v);
        return String.format(Locale.ROOT, "%.3g", v);
    }
}
