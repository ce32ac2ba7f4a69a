package io.loadscope.engine.blazegraph;

import io.loadscope.engine.EngineConfig;
import io.loadscope.engine.EngineSession;
import io.loadscope.engine.MemoryAdvice;
import io.loadscope.engine.MemorySetting;
import io.loadscope.engine.StockBaseline;
import io.loadscope.input.LoadFailure;
import io.loadscope.probe.LoadProbes;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * A Blazegraph load's settings, checked once: Blazegraph's own properties (every key one that 2.1.4 declares, every
 * number a number) merged over loadscope's defaults and under what loadscope enforces, and loadscope's Blazegraph
 * knobs as values.
 */
final class BlazegraphConfig implements EngineConfig, MemoryAdvice, StockBaseline {
    /** Who parses: loadscope's rio 5 front end, or the Sesame 2.7 parsers Blazegraph bundles. */
    enum Parser { RIO5, STOCK }

    /** How statements reach the indexes: the statement buffer's batches, or one sorted build at the end. */
    enum Writer { BUFFER, SORTED }

    private final boolean sparqlLoad;
    /** The {@code com.bigdata.*} properties in force: defaults, then the user's, then the enforced ones. */
    private final Map<String, String> properties;
    private final Parser parser;
    private final int parseThreads;
    private final boolean stockSyntaxCheck;
    /** Whether the user set the syntax check: an overhead comparison switches it off only when they did not. */
    private final boolean stockSyntaxCheckSet;
    private final int bufferCapacity;
    private final int queueCapacity;
    private final int sailBufferCapacity;
    private final Writer writer;
    /** Heap per sorted-build run, bytes. */
    private final long sortedRunBytes;

    private BlazegraphConfig(boolean sparqlLoad, Map<String, String> properties, Parser parser, Writer writer, long sortedRunBytes,
                             int parseThreads, boolean stockSyntaxCheck, boolean stockSyntaxCheckSet) {
        this.sparqlLoad = sparqlLoad;
        this.writer = writer;
        this.sortedRunBytes = sortedRunBytes;
        this.properties = Map.copyOf(properties);
        this.parser = parser;
        this.parseThreads = parseThreads;
        this.stockSyntaxCheck = stockSyntaxCheck;
        this.stockSyntaxCheckSet = stockSyntaxCheckSet;
        this.bufferCapacity = whole(properties, BlazegraphEngine.BUFFER_CAPACITY, 1);
        this.queueCapacity = whole(properties, BlazegraphEngine.QUEUE_CAPACITY, 0);
        this.sailBufferCapacity = whole(properties, BlazegraphEngine.SAIL_BUFFER_CAPACITY, 1);
    }

    /** Checks and types {@code settings}; throws {@link IllegalArgumentException} naming the first bad one. */
    static BlazegraphConfig of(boolean sparqlLoad, Map<String, String> settings) {
        // A key Blazegraph does not read would be ignored without a word; a bad number would fail at store open.
        settings.forEach((k, v) -> {
            if (k.startsWith("com.bigdata.")) BlazegraphPropertyNames.check(k, v);
        });
        QuadsMode.check(settings, BlazegraphEngine.enforced());
        Map<String, String> enforced = QuadsMode.enforced(settings, BlazegraphEngine.enforced());
        Parser parser = switch (settings.getOrDefault(BlazegraphEngine.PARSER, "rio5")) {
            case "rio5" -> Parser.RIO5;
            case "stock" -> Parser.STOCK;
            default -> throw new IllegalArgumentException(BlazegraphEngine.PARSER + "=" + settings.get(BlazegraphEngine.PARSER)
                    + ": use rio5 (loadscope's parse stage, the default) or stock (Blazegraph's bundled Sesame 2.7 parsers)");
        };
        String check = settings.get(BlazegraphEngine.STOCK_SYNTAX_CHECK);
        if (check != null && !check.equals("true") && !check.equals("false")) {
            throw new IllegalArgumentException(BlazegraphEngine.STOCK_SYNTAX_CHECK + "=" + check + ": use true or false");
        }
        Map<String, String> props = new LinkedHashMap<>(BlazegraphEngine.defaults());
        settings.forEach((k, v) -> {
            if (k.startsWith("com.bigdata.")) props.put(k, v);
        });
        props.putAll(enforced);
        String mode = props.get(BlazegraphEngine.BUFFER_MODE);
        if (!java.util.Set.of("DiskRW", "Disk", "DiskWORM", "MemStore").contains(mode)) {
            throw new IllegalArgumentException(BlazegraphEngine.BUFFER_MODE + "=" + mode
                    + " is not a journal mode loadscope supports (DiskRW, Disk/DiskWORM, MemStore)");
        }
        Writer writer = writer(sparqlLoad, settings.getOrDefault(BlazegraphEngine.WRITER, "buffer"), parser, props);
        int parseThreads = parseThreads(settings.get(BlazegraphEngine.PARSE_THREADS), writer == Writer.SORTED);
        long runBytes = sortedRunBytes(settings.get(BlazegraphEngine.SORTED_RUN_BYTES));
        if (runBytes > 0 && writer != Writer.SORTED) {
            throw new IllegalArgumentException(BlazegraphEngine.SORTED_RUN_BYTES + " applies to " + BlazegraphEngine.WRITER + "=sorted only");
        }
        return new BlazegraphConfig(sparqlLoad, props, parser, writer, runBytes, parseThreads,
                check == null || check.equals("true"), check != null);
    }

    /** 0: not set (a quarter of the heap). */
    private static long sortedRunBytes(String v) {
        if (v == null) return 0;
        try {
            long n = Long.parseLong(v.trim().replace("_", ""));
            if (n >= 1 << 16) return n;
        } catch (NumberFormatException e) {
            // falls through to the message
        }
        throw new IllegalArgumentException(BlazegraphEngine.SORTED_RUN_BYTES + "=" + v + " must be a whole number of bytes, at least 65536");
    }

    /** The writer, and whether the rest of the configuration lets the sorted build make exactly the store it describes. */
    private static Writer writer(boolean sparqlLoad, String value, Parser parser, Map<String, String> props) {
        Writer w = switch (value) {
            case "buffer" -> Writer.BUFFER;
            case "sorted" -> Writer.SORTED;
            default -> throw new IllegalArgumentException(BlazegraphEngine.WRITER + "=" + value
                    + ": use buffer (Blazegraph's statement buffer, the default) or sorted (a new store built from sorted runs)");
        };
        if (w == Writer.BUFFER) return w;
        String sorted = BlazegraphEngine.WRITER + "=sorted";
        if (sparqlLoad) {
            throw new IllegalArgumentException(sorted + " is a writer of --engine " + BlazegraphEngine.NAME
                    + "; " + BlazegraphEngine.SAIL_NAME + " writes through SPARQL LOAD");
        }
        if (parser != Parser.RIO5) {
            throw new IllegalArgumentException(sorted + " reads with loadscope's parse stage; " + BlazegraphEngine.PARSER
                    + "=stock hands statements to the statement buffer");
        }
        if (QuadsMode.isOn(props)) {
            throw new IllegalArgumentException(sorted + " builds triples stores; " + QuadsMode.QUADS
                    + "=true (quads mode) is loaded with the default writer (" + BlazegraphEngine.WRITER + "=buffer)");
        }
        if (Boolean.parseBoolean(props.get(BlazegraphEngine.STORE_BLANK_NODES))) {
            throw new IllegalArgumentException(sorted + " gives blank nodes term ids as Blazegraph's default does; "
                    + BlazegraphEngine.STORE_BLANK_NODES + "=true (blank nodes in TERM2ID) is loaded with " + BlazegraphEngine.WRITER + "=buffer");
        }
        return w;
    }

    private static int parseThreads(String v, boolean sortedWriter) {
        if (v == null) return sortedWriter ? sortedParseThreads() : defaultParseThreads();
        try {
            int n = Integer.parseInt(v);
            if (n < 1 || n > 64) throw new NumberFormatException();
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(BlazegraphEngine.PARSE_THREADS + "=" + v + " must be a whole number from 1 to 64");
        }
    }

    /**
     * The sorted build parses while no index is written, so its block parsers may have every core (at most 4): the load
     * thread encodes the terms they hand it.
     */
    static int sortedParseThreads() {
        return Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()));
    }

    /**
     * Half the cores, at most 4: the writer's index tasks need the rest. Measured on 2 cores (BSBM 9.9 M, whole load):
     * two block parsers took the writer's CPU and loaded slower than one (98 s vs 87 s; stock DataLoader 92-94 s).
     */
    static int defaultParseThreads() {
        return Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors() / 2));
    }

    private static int whole(Map<String, String> props, String key, int min) {
        String v = props.get(key);
        try {
            int n = Integer.parseInt(v);
            if (n < min) throw new NumberFormatException();
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(key + "=" + v + " must be a whole number (>= " + min + ")");
        }
    }

    @Override
    public String engineName() {
        return sparqlLoad ? BlazegraphEngine.SAIL_NAME : BlazegraphEngine.NAME;
    }

    boolean sparqlLoad() {
        return sparqlLoad;
    }

    Writer writer() {
        return writer;
    }

    /** Heap one sorted-build run may fill: the setting, else a quarter of the heap (at least 32 MiB). */
    long sortedRunBytes() {
        return sortedRunBytes > 0 ? sortedRunBytes : Math.max(32L << 20, Runtime.getRuntime().maxMemory() / 4);
    }

    @Override
    public Optional<String> whyOneCommit() {
        return writer == Writer.SORTED
                ? Optional.of(BlazegraphEngine.WRITER + "=sorted builds the store's indexes once, from everything loaded, at the end of the load")
                : Optional.empty();
    }

    Parser parser() {
        return parser;
    }

    /** Block parsers per N-Triples or N-Quads file (rio 5 only). */
    int parseThreads() {
        return parseThreads;
    }

    boolean stockSyntaxCheck() {
        return parser == Parser.STOCK && stockSyntaxCheck;
    }

    int bufferCapacity() {
        return bufferCapacity;
    }

    int queueCapacity() {
        return queueCapacity;
    }

    int sailBufferCapacity() {
        return sailBufferCapacity;
    }

    /** The journal's buffer mode (DiskRW, Disk, DiskWORM, MemStore). */
    String bufferMode() {
        return properties.get(BlazegraphEngine.BUFFER_MODE);
    }

    /** The properties Blazegraph gets, with the journal's file in {@code storeDir}. */
    Properties properties(Path storeDir) {
        Properties props = new Properties();
        properties.forEach(props::setProperty);
        props.setProperty("com.bigdata.journal.AbstractJournal.file", storeDir.resolve(BlazegraphEngine.JOURNAL_FILE).toString());
        return props;
    }

    @Override
    public EngineSession open(Path storeDir, LoadProbes probes) throws LoadFailure {
        return BlazegraphSession.open(this, storeDir, probes);
    }

    @Override
    public Optional<String> whyNoSkipMode() {
        return sparqlLoad && parser == Parser.STOCK
                ? Optional.of(BlazegraphEngine.SAIL_NAME + " with " + BlazegraphEngine.PARSER + "=stock has LOAD read the files itself;"
                + " use the default parser (rio5) or --engine " + BlazegraphEngine.NAME + " to skip bad statements")
                : Optional.empty();
    }

    /** What a load holds in the heap on each path: its batch, the batches queued for the writer, cached B+tree nodes. */
    @Override
    public List<MemorySetting> memorySettings() {
        List<MemorySetting> s = new ArrayList<>();
        if (sparqlLoad) {
            s.add(new MemorySetting(BlazegraphEngine.SAIL_BUFFER_CAPACITY, properties.get(BlazegraphEngine.SAIL_BUFFER_CAPACITY),
                    "statements per batch; " + SparqlLoadPath.SAIL_QUEUE + " batches may wait for the writer"));
        } else if (writer == Writer.SORTED) {
            s.add(new MemorySetting(BlazegraphEngine.SORTED_RUN_BYTES, String.valueOf(sortedRunBytes()),
                    "heap one run of terms and statements fills before it goes to disk"));
        } else {
            s.add(new MemorySetting(BlazegraphEngine.BUFFER_CAPACITY, properties.get(BlazegraphEngine.BUFFER_CAPACITY), "statements per batch"));
            s.add(new MemorySetting(BlazegraphEngine.QUEUE_CAPACITY, properties.get(BlazegraphEngine.QUEUE_CAPACITY), "batches waiting for the writer"));
        }
        s.add(new MemorySetting(BlazegraphEngine.RETENTION_QUEUE, properties.get(BlazegraphEngine.RETENTION_QUEUE),
                "B+tree nodes each index keeps in the heap"));
        return s;
    }

    @Override
    public long loadStock(Path storeDir, List<Path> files) throws Exception {
        return StockBlazegraphLoad.run(properties(storeDir), sparqlLoad, storeDir, files);
    }

    /** The stock-parser syntax check reads each file a second time: a check, not instrumentation. */
    @Override
    public Map<String, String> extraChecksOff() {
        return parser == Parser.STOCK && !stockSyntaxCheckSet ? Map.of(BlazegraphEngine.STOCK_SYNTAX_CHECK, "false") : Map.of();
    }
}
