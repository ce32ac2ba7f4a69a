package io.loadscope.jmh.suite;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The suites {@code -Djmh.suite=NAME} selects: what each runs, with which JMH options, and about how long it takes on
 * the 2-core VM the committed results come from. The findings suites answer one question of {@code docs/findings.md}
 * each, at a scale where the effect can show (10 M statements and more per load, one load per configuration and fork:
 * a load of minutes has no steady state to average, its rate over time is the result); they keep every load's run
 * record for the plots.
 */
public final class Suites {
    /** BSBM products for about 10 M, 20 M and 100 M statements (354.5 statements per product). */
    static final String P10M = "28500";
    static final String P20M = "57000";
    static final String P100M = "285000";

    /**
     * @param findings keeps each load's run record and draws the findings plots; @param minutes rough duration here;
     * @param runs the JMH arguments of each run (one run, unless parts need different parameter lists)
     */
    public record Suite(String name, String question, int minutes, boolean findings, List<List<String>> runs) {
    }

    private static final Map<String, Suite> ALL = new LinkedHashMap<>();

    static {
        add("full", "every knob at its default size (375 k statements a load)", 39, false);
        // The client compiler only: each of its ~180 forks runs for a second or two, which the server compiler spends
        // mostly compiling (a fork's own options, in @Fork's jvmArgsAppend, still apply).
        add("smoke", "every benchmark once on tiny data: checks the suite works, not how fast", 4, false,
                "-f", "1", "-wi", "0", "-i", "1", "-p", "products=20", "-p", "kvScale=0.0001", "-p", "workload=4,bsbm",
                "-p", "dataVsBudget=2", "-jvmArgsPrepend", "-XX:TieredStopAtLevel=1");
        add("quick", "a first result: 10 M statements loaded under Blazegraph's defaults and under the Wikidata profile", 8, true,
                "ProfileBenchmark", "-f", "1", "-wi", "0", "-i", "1", "-p", "products=" + P10M);
        ALL.put("buffermode", new Suite("buffermode", "Q1 DiskRW vs DiskWORM: time, journal size over statements, one file vs "
                + "chunks committed one by one, and history kept from reuse (minReleaseAge)", 25, true, List.of(
                List.of("BufferModeBenchmark", "-f", "1", "-wi", "0", "-i", "1", "-jvmArgsAppend", "-Xms4g -Xmx4g",
                        "-p", "bufferMode=DiskRW,DiskWORM", "-p", "products=" + P10M + "," + P20M, "-p", "chunks=1,10"),
                // Chunks with history kept for an hour: what the RWStore can no longer reuse between commits.
                List.of("BufferModeBenchmark", "-f", "1", "-wi", "0", "-i", "1", "-jvmArgsAppend", "-Xms4g -Xmx4g",
                        "-p", "bufferMode=DiskRW", "-p", "products=" + P10M, "-p", "chunks=10", "-p", "minReleaseAge=3600000"))));
        add("heap", "Q2 heap size: G1 at 2, 4, 8 and 16 GiB at 10 M and 20 M statements", 20, true,
                "HeapGcBenchmark.g1Heap(2|4|8|16)g", "-f", "1", "-wi", "0", "-i", "1", "-p", "products=" + P10M + "," + P20M);
        add("bufferqueue", "Q3 DataLoader buffer × queue capacity: rate over time, queue depth, which stage sets the pace", 11, true,
                "BufferQueueBenchmark.dataLoader", "-f", "1", "-wi", "0", "-i", "1", "-jvmArgsAppend", "-Xms4g -Xmx4g",
                "-p", "products=" + P10M, "-p", "bufferCapacity=100000,1000000", "-p", "queueCapacity=10,0,50");
        add("gzipbuffer", "Q4 the gzip buffer: which property stock Blazegraph reads, and what the buffer size costs", 16, true,
                "GzipBuffer", "-f", "1", "-wi", "0", "-i", "1", "-p", "products=" + P10M,
                "-p", "gzipBufferBytes=65536,512", "-p", "readOnlyGzipBufferBytes=65536,512,1048576");
        add("compression", "Q5 compressed input: gzip, bzip2, xz, zstd, decompressed on the parser thread or its own", 34, true,
                "InputCompressionBenchmark", "-f", "1", "-wi", "0", "-i", "1", "-jvmArgsAppend", "-Xms4g -Xmx4g", "-p", "products=" + P10M);
        add("retention", "Q6 write retention queue × branching factor: defaults vs Wikidata's production setting", 7, true,
                "WriteRetentionQueueBenchmark", "-f", "1", "-wi", "0", "-i", "1", "-jvmArgsAppend", "-Xms4g -Xmx4g",
                "-p", "products=" + P10M, "-p", "retention=500,4000", "-p", "branchingFactor=32,128");
        // The KV layer: no loads, so no run records to keep; its results are the JMH summary's KV tables.
        ALL.put("kv", new Suite("kv", "Q7 the key-value layer at 10 M keys: RocksDB vs Jena B+Tree vs Blazegraph BTree, "
                + "five workload shapes, codecs, cache split under one memory budget", 40, false, List.of(
                List.of("KvLayerBenchmark.insert(Random|Sorted)", "-f", "1", "-wi", "0", "-i", "1", "-p", "kvScale=1",
                        "-p", "workload=1,2,3,4,5"),
                List.of("KvLayerBenchmark.(pointReads|prefixScans)", "-f", "1", "-wi", "1", "-i", "3", "-p", "kvScale=1", "-p", "workload=4"),
                List.of("KvCompressionBenchmark.insertRandom", "-f", "1", "-wi", "0", "-i", "1", "-p", "kvScale=1"),
                // A 160 MiB cache budget (kvScale 0.1) with 2× and 4× as much data: 14 M and 28 M keys.
                List.of("KvCacheBudgetBenchmark", "-f", "1", "-wi", "1", "-i", "3", "-p", "kvScale=0.1", "-p", "dataVsBudget=2,4"))));
        add("growth", "Q2/Q3/Q8 at 100 M statements: rate, GC and stage split over time, profiled, at 8 and 16 GiB", 50, true,
                "HeapGcBenchmark.g1Heap(8|16)g", "-f", "1", "-wi", "0", "-i", "1", "-p", "products=" + P100M,
                "-jvmArgsPrepend", "-Dloadscope.jmh.flame=cpu");
    }

    private Suites() {
    }

    private static void add(String name, String question, int minutes, boolean findings, String... args) {
        ALL.put(name, new Suite(name, question, minutes, findings, List.of(List.of(args))));
    }

    public static Suite get(String name) {
        Suite s = ALL.get(name);
        if (s == null) throw new IllegalArgumentException("jmh.suite must be one of " + String.join(", ", ALL.keySet()) + ", not " + name);
        return s;
    }

    public static List<Suite> all() {
        return new ArrayList<>(ALL.values());
    }
}
