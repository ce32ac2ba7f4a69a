package io.loadscope.jmh.kv;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The KV results as the question is asked: per workload, the three stores side by side (random insert
 * settled, point reads, prefix scans). Reads JMH's JSON only. Below them, for the workloads that have them, the
 * figures of the published RocksDB-vs-Jena comparison whose workload shapes {@link KvWorkload} re-measures, with
 * their source and what they measured, which is not what is measured here.
 */
public final class KvSideBySide {
    private static final List<String> STORES = List.of("rocksdb", "jena-bplustree", "blazegraph-btree");
    private static final List<String> OPERATIONS = List.of("insertRandom", "pointReads", "prefixScans");

    /**
     * Where the published figures are: the {@code default} rows of this file, line 16 (workload "100000 | 100",
     * "Machine 1") and line 37 (workload "1000000 | 100", "Machine 2"). The same file's later rows, and the
     * spreadsheet that replaced the file in that repository, give 121.477 s for Jena's write of workload 6.
     */
    static final String PUBLISHED_SOURCE =
            "https://github.com/TW-Genesis/rocksdb-bench/blob/ebae047fd70778d0b378235d2d22861401d71adf/RocksDb-vs-Jena.csv";

    /**
     * The published figures (s) of {@link #PUBLISHED_SOURCE}, workload → RocksDB write, Jena write, RocksDB read,
     * Jena read. As that repository's tests at that commit measure them: the calling thread's CPU time
     * ({@code getCurrentThreadCpuTime}), keys written in descending key order in batches of 100,000, and reads that
     * are prefix range scans of randomly chosen S–P pairs, as many as there are pairs (100,000 and 1,000,000).
     */
    private static final Map<String, double[]> PUBLISHED = Map.of(
            "4", new double[] {6.0406, 14.3715, 5.2579, 1.1142},
            "6", new double[] {41.8304, 115.408, 62.4660, 7.0390});

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
                .append("an insert including RocksDB's flushes and compactions (settled).\n\n");
        md.append("| workload | operation |");
        for (String s : STORES) md.append(' ').append(s).append(" |");
        md.append("\n|---|---|").append("---|".repeat(STORES.size())).append('\n');
        for (var w : byWorkload.entrySet()) {
            for (String op : OPERATIONS) {
                md.append("| ").append(w.getKey()).append(" | ").append(op).append(" |");
                for (String s : STORES) {
                    JsonNode r = w.getValue().get(s + "/" + op);
                    md.append(' ').append(r == null ? "–" : cell(r)).append(" |");
                }
                md.append('\n');
            }
        }
        List<String> published = byWorkload.keySet().stream().filter(PUBLISHED::containsKey).toList();
        if (!published.isEmpty()) {
            md.append("\nPublished figures for the same workload shapes, not measured here (s; the `default` rows, lines 16 and 37, of ")
                    .append(PUBLISHED_SOURCE).append("). They do not compare with the cells above: they time only the calling ")
                    .append("thread's CPU (no background flushes or compactions, no I/O waits), write the keys in descending key ")
                    .append("order (not random), read by prefix range scans of random S–P pairs (as many as there are pairs), ")
                    .append("and ran on other machines (workload 4 on an Intel i7-9750H with an SSD, workload 6 on an AMD Ryzen 7 ")
                    .append("5700G with NVMe).\n\n");
            md.append("| workload | write: RocksDB | write: Jena | prefix reads: RocksDB | prefix reads: Jena |\n|---|---|---|---|---|\n");
            for (String w : published) {
                double[] pub = PUBLISHED.get(w);
                md.append(String.format(Locale.ROOT, "| %s | %.2f s | %.2f s | %.2f s | %.2f s |\n", w, pub[0], pub[1], pub[2], pub[3]));
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
