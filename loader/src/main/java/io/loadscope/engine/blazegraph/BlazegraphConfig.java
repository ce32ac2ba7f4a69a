package io.loadscope.engine.blazegraph;

import io.loadscope.engine.EngineConfig;
import io.loadscope.engine.EngineSession;
import io.loadscope.engine.MemoryAdvice;
import io.loadscope.engine.MemorySetting;
import io.loadscope.engine.StockBaseline;
import io.loadscope.engine.blazegraph.sorted.JournalWrites;
import io.loadscope.load.LoadFailure;
import io.loadscope.probe.LoadProbes;
import io.loadscope.record.BlazegraphParser;
import io.loadscope.record.BlazegraphWriter;
import io.loadscope.record.RecordedPath;

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
    /** The {@code com.bigdata.*} properties in force: defaults, then the user's, then the enforced ones. */
    private final Map<String, String> properties;
    /** The load path, with its own knobs. */
    private final BlazegraphPath path;

    private BlazegraphConfig(Map<String, String> properties, BlazegraphPath path) {
        this.properties = Map.copyOf(properties);
        this.path = path;
    }

    /** Checks and types {@code settings}; throws {@link IllegalArgumentException} naming the first bad one. */
    static BlazegraphConfig of(boolean sparqlLoad, Map<String, String> settings) {
        // A key Blazegraph does not read would be ignored without a word; a bad number would fail at store open.
        settings.forEach((k, v) -> {
            if (k.startsWith("com.bigdata.")) BlazegraphPropertyNames.check(k, v);
        });
        QuadsMode.check(settings, BlazegraphEngine.enforced());
        Map<String, String> enforced = QuadsMode.enforced(settings, BlazegraphEngine.enforced());
        String parser = settings.getOrDefault(BlazegraphEngine.PARSER, BlazegraphParser.RIO5.key());
        boolean stock = BlazegraphParser.named(parser).orElseThrow(() -> new IllegalArgumentException(BlazegraphEngine.PARSER
                + "=" + parser + ": use rio5 (loadscope's parse stage, the default) or stock (Blazegraph's bundled Sesame 2.7 parsers)"))
                == BlazegraphParser.STOCK;
        String check = settings.get(BlazegraphEngine.STOCK_SYNTAX_CHECK);
        if (check != null && !check.equals("true") && !check.equals("false")) {
            throw new IllegalArgumentException(BlazegraphEngine.STOCK_SYNTAX_CHECK + "=" + check + ": use true or false");
        }
        Map<String, String> props = new LinkedHashMap<>(BlazegraphEngine.defaults());
        settings.forEach((k, v) -> {
            if (k.startsWith("com.bigdata.")) props.put(k, v);
        });
        props.putAll(enforced);
        // A class Blazegraph would not find fails store creation after its files exist: refused here, before anything is.
        OperatorClasses.check(props);
        String mode = props.get(BlazegraphEngine.BUFFER_MODE);
        if (!java.util.Set.of("DiskRW", "Disk", "DiskWORM", "MemStore").contains(mode)) {
            throw new IllegalArgumentException(BlazegraphEngine.BUFFER_MODE + "=" + mode
                    + " is not a journal mode loadscope supports (DiskRW, Disk/DiskWORM, MemStore)");
        }
        boolean sorted = sortedWriter(sparqlLoad, settings.getOrDefault(BlazegraphEngine.WRITER, BlazegraphWriter.BUFFER.key()), stock, props);
        int sortedThreads = sortedThreads(settings.get(BlazegraphEngine.SORTED_THREADS));
        if (sortedThreads > 0 && !sorted) {
            throw new IllegalArgumentException(BlazegraphEngine.SORTED_THREADS + " applies to " + BlazegraphEngine.WRITER + "=sorted only");
        }
        JournalWrites.Mode journalTurn = journalTurn(settings.get(BlazegraphEngine.JOURNAL_TURN));
        if (settings.containsKey(BlazegraphEngine.JOURNAL_TURN) && !sorted) {
            throw new IllegalArgumentException(BlazegraphEngine.JOURNAL_TURN + " applies to " + BlazegraphEngine.WRITER + "=sorted only");
        }
        int buildThreads = sortedThreads > 0 ? sortedThreads : Runtime.getRuntime().availableProcessors();
        int parseThreads = parseThreads(settings.get(BlazegraphEngine.PARSE_THREADS), sorted, buildThreads);
        long runBytes = sortedRunBytes(settings.get(BlazegraphEngine.SORTED_RUN_BYTES));
        if (runBytes > 0 && !sorted) {
            throw new IllegalArgumentException(BlazegraphEngine.SORTED_RUN_BYTES + " applies to " + BlazegraphEngine.WRITER + "=sorted only");
        }
        // Every path's numbers are checked, so a bad one is refused whichever path the load takes.
        int bufferCapacity = whole(props, BlazegraphEngine.BUFFER_CAPACITY, 1);
        int queueCapacity = whole(props, BlazegraphEngine.QUEUE_CAPACITY, 0);
        int sailBufferCapacity = whole(props, BlazegraphEngine.SAIL_BUFFER_CAPACITY, 1);
        BlazegraphPath.StockCheck stockCheck = new BlazegraphPath.StockCheck(check == null || check.equals("true"), check != null);
        BlazegraphPath path;
        if (sparqlLoad) {
            path = stock ? new BlazegraphPath.SparqlReadsFile(sailBufferCapacity, stockCheck)
                    : new BlazegraphPath.SparqlParsed(parseThreads, sailBufferCapacity);
        } else if (stock) {
            path = new BlazegraphPath.StockDataLoader(bufferCapacity, queueCapacity, stockCheck);
        } else {
            path = sorted ? new BlazegraphPath.SortedBuild(parseThreads, runBytes, buildThreads, sortedThreads > 0, journalTurn)
                    : new BlazegraphPath.BufferWriter(parseThreads, bufferCapacity, queueCapacity);
        }
        return new BlazegraphConfig(props, path);
    }

    /** 0: not set (the cores available). */
    private static int sortedThreads(String v) {
        if (v == null) return 0;
        try {
            int n = Integer.parseInt(v.trim());
            if (n >= 1 && n <= MAX_SORTED_THREADS) return n;
        } catch (NumberFormatException e) {
            // falls through to the message
        }
        throw new IllegalArgumentException(BlazegraphEngine.SORTED_THREADS + "=" + v + " must be a whole number from 1 to "
                + MAX_SORTED_THREADS + " (the threads the sorted build keeps busy in a phase; default the cores available)");
    }

    private static JournalWrites.Mode journalTurn(String v) {
        if (v == null) return JournalWrites.Mode.RECORD;
        return JournalWrites.Mode.named(v.trim()).orElseThrow(() -> new IllegalArgumentException(BlazegraphEngine.JOURNAL_TURN
                + "=" + v + ": use record (Blazegraph's whole write of a record in the journal's one turn, the default) or slot"
                + " (the turn for a fixed slot's allocation only, the record's checksum and copy into the write cache beside it)"));
    }

    /** The sorted build's thread bound: more than a machine of this kind has, fewer than would exhaust its threads. */
    static final int MAX_SORTED_THREADS = 256;

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

    /** Whether the writer is the sorted build, and whether the rest of the configuration lets it make exactly the store it describes. */
    private static boolean sortedWriter(boolean sparqlLoad, String value, boolean stockParser, Map<String, String> props) {
        boolean sorted = BlazegraphWriter.named(value).orElseThrow(() -> new IllegalArgumentException(BlazegraphEngine.WRITER
                + "=" + value + ": use buffer (Blazegraph's statement buffer, the default) or sorted (a new store built from sorted runs)"))
                == BlazegraphWriter.SORTED;
        if (!sorted) return false;
        String name = BlazegraphEngine.WRITER + "=sorted";
        if (sparqlLoad) {
            throw new IllegalArgumentException(name + " is a writer of --engine " + BlazegraphEngine.NAME
                    + "; " + BlazegraphEngine.SAIL_NAME + " writes through SPARQL LOAD");
        }
        if (stockParser) {
            throw new IllegalArgumentException(name + " reads with loadscope's parse stage; " + BlazegraphEngine.PARSER
                    + "=stock hands statements to the statement buffer");
        }
        if (QuadsMode.isOn(props)) {
            throw new IllegalArgumentException(name + " builds triples stores; " + QuadsMode.QUADS
                    + "=true (quads mode) is loaded with the default writer (" + BlazegraphEngine.WRITER + "=buffer)");
        }
        if (Boolean.parseBoolean(props.get(BlazegraphEngine.STORE_BLANK_NODES))) {
            throw new IllegalArgumentException(name + " gives blank nodes term ids as Blazegraph's default does; "
                    + BlazegraphEngine.STORE_BLANK_NODES + "=true (blank nodes in TERM2ID) is loaded with " + BlazegraphEngine.WRITER + "=buffer");
        }
        return true;
    }

    private static int parseThreads(String v, boolean sortedWriter, int buildThreads) {
        if (v == null) return sortedWriter ? sortedParseThreads(buildThreads) : defaultParseThreads();
        try {
            int n = Integer.parseInt(v);
            if (n < 1 || n > 64) throw new NumberFormatException();
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(BlazegraphEngine.PARSE_THREADS + "=" + v + " must be a whole number from 1 to 64");
        }
    }

    /**
     * The sorted build parses while no index is written, so its parse threads have every core: each parses blocks of a
     * big N-Triples or N-Quads file and encodes their terms into a run of its own (at most 64, the setting's bound).
     */
    static int sortedParseThreads(int buildThreads) {
        return Math.max(1, Math.min(64, buildThreads));
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
        return path.engineName();
    }

    BlazegraphPath path() {
        return path;
    }

    @Override
    public RecordedPath recordedPath() {
        return path.recorded();
    }

    @Override
    public Optional<String> whyOneCommit() {
        return path.whyOneCommit();
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
        return path.whyNoSkipMode();
    }

    /** What a load holds in the heap: its path's batches (or runs), and on every path the cached B+tree nodes. */
    @Override
    public List<MemorySetting> memorySettings() {
        List<MemorySetting> s = new ArrayList<>(path.memorySettings());
        s.add(new MemorySetting(BlazegraphEngine.RETENTION_QUEUE, properties.get(BlazegraphEngine.RETENTION_QUEUE),
                "B+tree nodes each index keeps in the heap"));
        return s;
    }

    @Override
    public long loadStock(Path storeDir, List<Path> files) throws Exception {
        return StockBlazegraphLoad.run(properties(storeDir), path instanceof BlazegraphPath.Sparql, storeDir, files);
    }

    /** The stock-parser syntax check reads each file a second time: a check, not instrumentation. */
    @Override
    public Map<String, String> extraChecksOff() {
        return path.extraChecksOff();
    }
}
