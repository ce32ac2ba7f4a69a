package io.loadscope.jmh.kv;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The KV results as the question is asked: per workload, the three stores side by side (random insert
 * settled, point reads, prefix scans), with the published RocksDB-vs-Jena figures beside them. Reads JMH's
 * JSON only.
 */
public final class KvSideBySide {
    private static final List<String> STORES = List.of("rocksdb", "jena-bplustree", "blazegraph-btree");
    private static final List<String> OPERATIONS = List.of("insertRandom", "pointReads", "prefixScans");
    /** Published full-size figures (s), type → RocksDB insert, Jena insert, RocksDB read, Jena read. */
    private static final Map<String, double[]> PUBLISHED = Map.of(
            "4", new double[] {6.04, 14.37, 5.26, 1.11},
            "6", new double[] {41.83, 115.41, 62.47, 7.04});

    private KvSideBySide() {
    }

    /** Markdown for the KvLayerBenchmark rows of a JMH result array; empty when there are none. */
    public static String markdown(JsonNode results) {
        String cls = KvLayerBenchmark.class.getName() + ".";
        Map<String, Map<String, JsonNode>> byWorkload = new TreeMap<>();
        String scale = null;
        for (JsonNode r : results) {
            String bench = r.get("benchmark").asText();
            if (!bench.startsWith(cls)) continue;
            String op = bench.substring(cls.length());
            if (!OPERATIONS.contains(op)) continue;
            JsonNode p = r.path("params");
            scale = p.path("kvScale").asText();
            byWorkload.computeIfAbsent(p.path("workload").asText(), w -> new TreeMap<>())
                    .put(p.path("store").asText() + "/" + op, r);
        }
        if (byWorkload.isEmpty()) return "";
        StringBuilder md = new StringBuilder("\n## KV layer: the stores side by side\n\n");
        md.append("kvScale=").append(scale).append(" of the published key counts. Each cell: mean ± 99.9 % error of wall time, ")
                .append("an insert including RocksDB's flushes and compactions (settled). The published figures are at full size and ")
                .append("timed only the calling thread's CPU, which leaves out RocksDB's background work and every I/O wait: ")
                .append("compare their ratios, not their seconds.\n\n");
        md.append("| workload | operation |");
        for (String s : STORES) md.append(' ').append(s).append(" |");
        md.append(" published RocksDB | published Jena |\n|---|---|").append("---|".repeat(STORES.size())).append("---|---|\n");
        for (var w : byWorkload.entrySet()) {
            for (String op : OPERATIONS) {
                md.append("| ").append(w.getKey()).append(" | ").append(op).append(" |");
                for (String s : STORES) {
                    JsonNode r = w.getValue().get(s + "/" + op);
                    md.append(' ').append(r == null ? "–" : cell(r)).append(" |");
                }
                double[] pub = PUBLISHED.get(w.getKey());
                int at = op.equals("insertRandom") ? 0 : op.equals("pointReads") ? 2 : -1;
                if (pub == null || at < 0) {
                    md.append(" – | – |\n");
                } else {
                    md.append(String.format(Locale.ROOT, " %.2f s | %.2f s |%n", pub[at], pub[at + 1]));
                }
            }
        }
        return md.toString();
    }

    private static String cell(JsonNode r) {
        double score = r.at("/primaryMetric/score").asDouble();
        double error = r.at("/primaryMetric/scoreError").asDouble();
        String unit = r.at("/primaryMetric/scoreUnit").asText().replace("/op", "");
        return Double.isNaN(error)
                ? String.format(Locale.ROOT, "%.1f %s", score, unit)
                : String.format(Locale.ROOT, "%.1f ± %.1f %s", score, error, unit);
    }
}
