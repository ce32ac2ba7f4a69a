package io.loadscope.jmh.suite;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the summary needs to know of each benchmark class, stated once here instead of read from the classes by
 * reflection: each knob's default (the row the others are compared with; always the first value of the class's
 * {@code @Param} list, which {@code KnobsTest} checks), or the reference method where the methods are the knob's
 * settings (JVM options cannot be parameters), and the secondary results worth a column.
 */
public final class Knobs {
    /** @param defaults parameter → its default value; @param reference the reference method, or null */
    public record Knob(Map<String, String> defaults, List<String> columns, String reference) {
    }

    /** Columns for a class not listed. */
    static final List<String> DEFAULT_COLUMNS = List.of("rate", "gcShare", "peakHeap");

    /** Parameters that choose the data, not a knob: a row's default-ness does not depend on them. */
    public static final List<String> DATA_PARAMS = List.of("dataset", "products", "kvScale");

    private static final Map<String, Knob> BY_CLASS = Map.ofEntries(
            // Blazegraph and TDB2 load knobs (package load).
            Map.entry("BufferModeBenchmark", new Knob(Map.of("bufferMode", "DiskRW", "chunks", "1", "minReleaseAge", "0"),
                    List.of("rate", "statementIndex", "commit", "storeSize", "peakHeap"), null)),
            Map.entry("BufferQueueBenchmark", new Knob(Map.of("bufferCapacity", "100000", "queueCapacity", "10", "sailBufferCapacity", "10000"),
                    List.of("rate", "queueWaitShare", "peakHeap", "gcShare", "rateQ1", "rateQ2", "rateQ3", "rateQ4"), null)),
            Map.entry("GzipBufferBenchmark", new Knob(Map.of("gzipBufferBytes", "65536", "readOnlyGzipBufferBytes", "65536"),
                    List.of("rate", "readDecompress", "parse", "gc.alloc.rate"), null)),
            Map.entry("GzipBufferPropertyBenchmark", new Knob(Map.of(), List.of("gc.alloc.rate", "gc.time"), "stockDefault")),
            Map.entry("HeapGcBenchmark", new Knob(Map.of(),
                    List.of("rate", "gcPause", "gcShare", "gc.count", "gc.alloc.rate", "peakHeap"), "g1Heap2g")),
            Map.entry("InputCompressionBenchmark", new Knob(Map.of("codec", "NONE", "decompressThread", "parser"),
                    List.of("rate", "readDecompress", "parse", "queueWaitShare"), null)),
            Map.entry("JdkBenchmark", new Knob(Map.of("jdk", "17"),
                    List.of("rate", "parse", "lexicon", "statementIndex", "gcShare", "gc.alloc.rate"), null)),
            Map.entry("OverheadBenchmark", new Knob(Map.of("engine", "blazegraph"), List.of("rate", "gc.alloc.rate", "gc.time"), "stock")),
            Map.entry("ProfileBenchmark", new Knob(Map.of("profile", "blazegraph-default"),
                    List.of("rate", "parse", "lexicon", "statementIndex", "commit", "queueWaitShare", "gcShare", "peakHeap", "storeSize"), null)),
            Map.entry("ProfilerOverheadBenchmark", new Knob(Map.of("flame", "cpu"),
                    List.of("ratio", "samplingRatio", "unprofiled", "profiled", "postProcessing"), null)),
            Map.entry("Tdb2LoadersBenchmark", new Knob(Map.of("loader", "phased"),
                    List.of("rate", "validate", "parse", "lexicon", "statementIndex", "commit", "peakHeap", "storeSize"), null)),
            Map.entry("WriteRetentionQueueBenchmark", new Knob(Map.of("retention", "500", "branchingFactor", "32"),
                    List.of("rate", "lexicon", "statementIndex", "written.SPO", "written.POS", "written.OSP", "written.TERM2ID",
                            "written.ID2TERM", "storeSize"), null)),
            // The parse stage alone (package parse).
            Map.entry("ParseBenchmark", new Knob(Map.of("parser", "rio5-blocks"), List.of("rate", "gc.alloc.rate"), null)),
            // The key-value layer under the stores (package kv).
            Map.entry("KvCacheBudgetBenchmark", new Knob(Map.of("dataVsBudget", "1", "tier", "blockCache"),
                    List.of("keys", "sstMiB", "budgetMiB", "hitRate", "cacheUsageMiB"), null)),
            Map.entry("KvCompressionBenchmark", new Knob(Map.of("compression", "snappy"),
                    List.of("keys", "bytesOnDisk", "writeAmplification", "gc.alloc.rate"), null)),
            Map.entry("KvLayerBenchmark", new Knob(Map.of("store", "rocksdb", "workload", "4"),
                    List.of("keys", "bytesOnDisk", "writeAmplification", "rss", "gc.alloc.rate"), null)),
            Map.entry("KvTuningBenchmark", new Knob(Map.of("tuning", "rocksdb"),
                    List.of("bytesOnDisk", "writeAmplification", "rss", "gc.alloc.rate"), null)));

    private Knobs() {
    }

    /** The knob a benchmark class measures, by its simple name. */
    public static Optional<Knob> of(String simpleClassName) {
        return Optional.ofNullable(BY_CLASS.get(simpleClassName));
    }

    static Map<String, Knob> all() {
        return BY_CLASS;
    }
}
