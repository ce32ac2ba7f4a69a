package io.loadscope.report;

import com.fasterxml.jackson.databind.JsonNode;
import io.loadscope.record.RunRecordWriter;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A JMH result file (JSON) as tables and bar charts, one per benchmark method: each parameter combination
 * with its score, error, and the score relative to the first row (the knob's default comes first).
 */
public final class JmhReport {
    private JmhReport() {
    }

    public static boolean looksLikeJmh(Path file) {
        return Files.isRegularFile(file) && file.getFileName().toString().endsWith(".json");
    }

    public static void write(Path jmhJson, Path out) throws IOException {
        JsonNode root;
        try {
            root = RunRecordWriter.json().readTree(jmhJson.toFile());
        } catch (IOException e) {
            throw new IOException("cannot read the JMH result " + jmhJson + ": " + e.getMessage(), e);
        }
        if (!root.isArray() || root.isEmpty() || !root.get(0).has("benchmark")) {
            throw new IOException(jmhJson + " is not a JMH result file (expected a JSON array of benchmark results)");
        }
        Map<String, List<JsonNode>> byMethod = new LinkedHashMap<>();
        for (JsonNode r : root) byMethod.computeIfAbsent(r.get("benchmark").asText(), k -> new ArrayList<>()).add(r);
        StringBuilder b = new StringBuilder("<p class=\"note\">").append(root.size()).append(" results from ")
                .append(Html.esc(jmhJson.getFileName().toString())).append(". Relative: score over the first row's.</p>\n");
        Charts charts = new Charts();
        for (var e : byMethod.entrySet()) b.append(method(e.getKey(), e.getValue(), charts));
        b.append(charts.script());
        Files.writeString(out, Html.page("loadscope JMH results", b.toString()), StandardCharsets.UTF_8);
    }

    private static String method(String benchmark, List<JsonNode> results, Charts charts) {
        String name = benchmark.substring(benchmark.lastIndexOf('.', benchmark.lastIndexOf('.') - 1) + 1);
        List<String> labels = new ArrayList<>();
        double[] scores = new double[results.size()];
        double[] errors = new double[results.size()];
        List<List<String>> rows = new ArrayList<>();
        String unit = results.get(0).path("primaryMetric").path("scoreUnit").asText();
        for (int i = 0; i < results.size(); i++) {
            JsonNode r = results.get(i);
            JsonNode pm = r.path("primaryMetric");
            scores[i] = pm.path("score").asDouble();
            errors[i] = pm.path("scoreError").isNumber() ? pm.path("scoreError").asDouble() : Double.NaN;
            List<String> params = new ArrayList<>();
            r.path("params").fields().forEachRemaining(p -> params.add(p.getKey() + "=" + p.getValue().asText()));
            String label = params.isEmpty() ? "(no parameters)" : String.join(", ", params);
            labels.add(label);
            rows.add(List.of("#" + (i + 1), label, num(scores[i]), Double.isNaN(errors[i]) ? "-" : num(errors[i]), unit,
                    String.format("%.3f", scores[0] == 0 ? 0 : scores[i] / scores[0]), r.path("forks").asText()));
        }
        return "<h2>" + Html.esc(name) + "</h2>\n" + Html.table(List.of("#", "parameters", "score", "±", "unit", "relative", "forks"), rows)
                + charts.bars(name + " (bars numbered as the table's rows)", unit, labels, scores);
    }

    /** Three significant digits, as JMH prints scores. */
    static String num(double v) {
        if (v == 0 || Double.isNaN(v)) return v == 0 ? "0" : "-";
        return new java.math.BigDecimal(v).round(new java.math.MathContext(3)).stripTrailingZeros().toPlainString();
    }
}
