package io.loadscope.jmh.suite;

import io.loadscope.jmh.kv.KvSideBySide;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * JMH's JSON as one markdown table per knob (benchmark class), each row relative to the knob's default
 * ({@link Knobs}). Reads the JSON only.
 */
public final class JmhSummary {
    private JmhSummary() {
    }

    public static void main(String[] args) throws IOException {
        write(Path.of(args[0]), Path.of(args[1]));
    }

    static void write(Path json, Path out) throws IOException {
        JsonNode results = new ObjectMapper().readTree(json.toFile());
        Map<String, List<JsonNode>> byClass = new LinkedHashMap<>();
        for (JsonNode r : results) {
            // One table per knob: per class when its methods are the knob's settings (DEFAULT_METHOD),
            // else per benchmark method (a class may measure a knob in two ways, e.g. load and parse only).
            String bench = r.get("benchmark").asText();
            String cls = bench.substring(0, bench.lastIndexOf('.'));
            byClass.computeIfAbsent(defaultMethod(cls) != null ? cls : bench, k -> new ArrayList<>()).add(r);
        }
        StringBuilder md = new StringBuilder("# loadscope JMH results\n\n");
        md.append("Score: time per operation (a whole load, or the KV operation named; SingleShotTime), mean ± 99.9 %\n")
                .append("error. Relative: score over the score of the knob's default row (below 1 is faster). Other columns:\n")
                .append("means over the iterations, from each load's run record (loadscope's profiler) and JMH's -prof gc.\n");
        for (Map.Entry<String, List<JsonNode>> e : byClass.entrySet()) {
            String bench0 = e.getValue().get(0).get("benchmark").asText();
            String cls = bench0.substring(0, bench0.lastIndexOf('.'));
            Map<String, String> defaults = defaults(cls);
            String defaultMethod = defaultMethod(cls);
            String simple = cls.substring(cls.lastIndexOf('.') + 1);
            String title = e.getKey().equals(cls) ? simple : simple + e.getKey().substring(cls.length());
            md.append("\n## ").append(title).append("\n\n");
            // Data parameters that are the same on every row go above the table, not into each row's label.
            java.util.Set<String> constant = new java.util.TreeSet<>();
            for (String p : Knobs.DATA_PARAMS) {
                if (e.getValue().stream().map(r -> r.path("params").path(p).asText(null)).distinct().count() == 1
                        && e.getValue().get(0).path("params").has(p)) constant.add(p);
            }
            if (!constant.isEmpty()) {
                List<String> data = new ArrayList<>();
                for (String p : constant) data.add(p + "=" + e.getValue().get(0).path("params").path(p).asText());
                md.append("Data: ").append(String.join(", ", data)).append(".\n\n");
            }
            // Relative to the default row; where a class's methods are the knob (DEFAULT_METHOD), to the
            // default method's row with the same parameters (e.g. instrumented vs stock, per engine).
            double base = Double.NaN;
            Map<String, Double> baseByParams = new LinkedHashMap<>();
            for (JsonNode r : e.getValue()) {
                if (isDefault(r, defaults, defaultMethod)) base = r.at("/primaryMetric/score").asDouble();
                if (defaultMethod != null && r.get("benchmark").asText().endsWith("." + defaultMethod)) {
                    baseByParams.put(params(r), r.at("/primaryMetric/score").asDouble());
                }
            }
            // A class's columns, less those no row of this table has (e.g. a method that loads nothing).
            String[] columns = java.util.Arrays.stream(columns(cls))
                    .filter(c -> e.getValue().stream().anyMatch(r -> r.path("secondaryMetrics").has(c)))
                    .toArray(String[]::new);
            boolean jvms = e.getValue().stream().map(r -> r.path("vmVersion").asText()).distinct().count() > 1;
            md.append("| params |").append(jvms ? " JVM |" : "").append(" score (").append(e.getValue().get(0).at("/primaryMetric/scoreUnit").asText().replace("/op", "")).append(") | ± | relative |");
            for (String c : columns) md.append(' ').append(c).append(unit(e.getValue(), c)).append(" |");
            md.append("\n|---|").append(jvms ? "---|" : "").append("---|---|---|").append("---|".repeat(columns.length)).append('\n');
            for (JsonNode r : e.getValue()) {
                double score = r.at("/primaryMetric/score").asDouble();
                double rowBase = defaultMethod != null ? baseByParams.getOrDefault(params(r), Double.NaN) : base;
                String method = r.get("benchmark").asText().substring(cls.length() + 1);
                String shown = params(r, constant);
                String label = defaultMethod != null ? method + (shown.isEmpty() ? "" : ", " + shown) : shown;
                md.append("| ").append(label).append(isDefault(r, defaults, defaultMethod) ? " (default)" : "").append(" | ");
                if (jvms) md.append(r.path("vmVersion").asText()).append(" | ");
                md.append(fmt(score)).append(" | ").append(fmt(r.at("/primaryMetric/scoreError").asDouble())).append(" | ")
                        .append(Double.isNaN(rowBase) ? "-" : String.format(Locale.ROOT, "%.3f", score / rowBase)).append(" |");
                for (String c : columns) {
                    JsonNode m = r.path("secondaryMetrics").path(c).path("score");
                    md.append(' ').append(m.isMissingNode() ? "-" : fmt(m.asDouble())).append(" |");
                }
                md.append('\n');
            }
        }
        md.append(io.loadscope.jmh.kv.KvSideBySide.markdown(results));
        Files.writeString(out, md.toString());
    }

    /** The secondary results a knob's table shows. */
    private static String[] columns(String className) {
        return Knobs.of(simpleName(className)).map(Knobs.Knob::columns).orElse(Knobs.DEFAULT_COLUMNS).toArray(String[]::new);
    }

    private static String unit(List<JsonNode> rows, String metric) {
        for (JsonNode r : rows) {
            JsonNode u = r.path("secondaryMetrics").path(metric).path("scoreUnit");
            if (!u.isMissingNode()) return " (" + u.asText() + ")";
        }
        return "";
    }

    private static String params(JsonNode r) {
        return params(r, java.util.Set.of());
    }

    private static String params(JsonNode r, java.util.Set<String> leaveOut) {
        List<String> out = new ArrayList<>();
        r.path("params").fields().forEachRemaining(f -> {
            if (!leaveOut.contains(f.getKey())) out.add(f.getKey() + "=" + f.getValue().asText());
        });
        return String.join(", ", out);
    }

    private static boolean isDefault(JsonNode r, Map<String, String> defaults, String defaultMethod) {
        if (defaultMethod != null) return r.get("benchmark").asText().endsWith("." + defaultMethod);
        var it = r.path("params").fields();
        while (it.hasNext()) {
            var f = it.next();
            String d = defaults.get(f.getKey());
            if (d != null && !d.equals(f.getValue().asText())) return false;
        }
        return true;
    }

    /** For knobs with one method per setting (JVM options): the reference method. */
    private static String defaultMethod(String className) {
        return Knobs.of(simpleName(className)).map(Knobs.Knob::reference).orElse(null);
    }

    private static Map<String, String> defaults(String className) {
        return Knobs.of(simpleName(className)).map(Knobs.Knob::defaults).orElse(Map.of());
    }

    private static String simpleName(String className) {
        return className.substring(className.lastIndexOf('.') + 1);
    }

    private static String fmt(double v) {
        return Double.isNaN(v) ? "-" : Math.abs(v) >= 100 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%.3f", v);
    }
}
