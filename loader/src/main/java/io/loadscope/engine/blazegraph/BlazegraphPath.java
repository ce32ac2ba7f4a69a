package io.loadscope.engine.blazegraph;

import com.bigdata.journal.Journal;
import io.loadscope.engine.MemorySetting;
import io.loadscope.engine.blazegraph.sorted.JournalWrites;
import io.loadscope.record.BlazegraphParser;
import io.loadscope.record.BlazegraphWriter;
import io.loadscope.record.RecordedPath;
import io.loadscope.engine.blazegraph.parse.LineBlockParse;
import io.loadscope.engine.blazegraph.parse.RioFrontEnd;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The one way a Blazegraph load writes, chosen once from the settings by {@link BlazegraphConfig}: a record per path,
 * each holding its own knobs and saying what bounds its heap, what the run record tells of it and which
 * {@link LoadPath} it opens. Sealed, so the paths are these five and no other; Java 17 has no switch over record
 * patterns, so each record answers for itself instead of being matched.
 */
sealed interface BlazegraphPath {

    /** The engine a load on this path runs as: the sail paths are {@code blazegraph-sail}. */
    default String engineName() {
        return BlazegraphEngine.NAME;
    }

    /** The load path on a session's journal and store. */
    LoadPath open(Journal journal, PathContext ctx) throws Exception;

    /** This path as the run record keeps it, named as in docs/engines.md: what predict and advice read later. */
    RecordedPath recorded();

    /** What holds statements in the heap on this path (the B+tree nodes every path keeps are the configuration's). */
    List<MemorySetting> memorySettings();

    /** loadscope's own settings for this engine as they took effect: the advice rules and a rerun read the path here. */
    default Map<String, String> effectiveSettings() {
        return Map.of();
    }

    /** Who parses and how, in words, for the run record's fixed values. */
    Map<String, String> parserValues();

    /** Whether each loaded file is read again by rio 5 to report what RDF 1.1 rejects (stock parser only). */
    default boolean stockSyntaxCheck() {
        return false;
    }

    /** See {@link io.loadscope.engine.EngineConfig#whyOneCommit}. */
    default Optional<String> whyOneCommit() {
        return Optional.empty();
    }

    /** See {@link io.loadscope.engine.EngineConfig#whyNoSkipMode}. */
    default Optional<String> whyNoSkipMode() {
        return Optional.empty();
    }

    /** See {@link io.loadscope.engine.StockBaseline#extraChecksOff}. */
    default Map<String, String> extraChecksOff() {
        return Map.of();
    }

    /** The paths loadscope's rio 5 front end parses for. */
    sealed interface Rio5 extends BlazegraphPath {
        /** Block parsers per N-Triples or N-Quads file. */
        int parseThreads();

        @Override
        default Map<String, String> parserValues() {
            return rio5Values(parseThreads());
        }
    }

    /** The paths Blazegraph's bundled Sesame 2.7 parsers parse for. */
    sealed interface Stock extends BlazegraphPath {
        StockCheck check();

        @Override
        default Map<String, String> parserValues() {
            return check().values();
        }

        @Override
        default boolean stockSyntaxCheck() {
            return check().on();
        }

        @Override
        default Map<String, String> extraChecksOff() {
            return check().offUnlessSet();
        }
    }

    /** The {@code blazegraph-sail} paths: an embedded sail's connection, batched by its own buffer setting. */
    sealed interface Sparql extends BlazegraphPath {
        /** {@code com.bigdata.rdf.sail.bufferCapacity}. */
        int sailBufferCapacity();

        @Override
        default String engineName() {
            return BlazegraphEngine.SAIL_NAME;
        }

        @Override
        default List<MemorySetting> memorySettings() {
            return List.of(new MemorySetting(BlazegraphEngine.SAIL_BUFFER_CAPACITY, String.valueOf(sailBufferCapacity()),
                    "statements per batch; " + SailLoadPath.SAIL_QUEUE + " batches may wait for the writer"));
        }
    }

    /** loadscope's rio 5 front end into Blazegraph's statement buffer ({@code blazegraph}, the default). */
    record BufferWriter(int parseThreads, int bufferCapacity, int queueCapacity) implements Rio5 {
        @Override
        public RecordedPath recorded() {
            return new RecordedPath(engineName(), "buffer-writer", false, BlazegraphWriter.BUFFER, BlazegraphParser.RIO5);
        }

        @Override
        public LoadPath open(Journal journal, PathContext ctx) {
            return new BufferLoadPath(ctx, rio5(ctx, parseThreads), bufferCapacity, queueCapacity);
        }

        @Override
        public List<MemorySetting> memorySettings() {
            return statementBuffer(bufferCapacity, queueCapacity);
        }

        @Override
        public Map<String, String> effectiveSettings() {
            return rio5Settings(BlazegraphWriter.BUFFER, parseThreads);
        }
    }

    /**
     * rio 5 into sorted runs, the store built from them at the end ({@code blazegraph.writer=sorted}).
     * {@code threads}: what the build keeps busy in a phase ({@code blazegraph.sortedThreads}, else the cores available;
     * {@code threadsSet} says which), which sizes its sorts and index helpers as {@code parseThreads} sizes its lanes.
     */
    record SortedBuild(int parseThreads, long sortedRunBytes, int threads, boolean threadsSet, JournalWrites.Mode journalTurn) implements Rio5 {
        @Override
        public RecordedPath recorded() {
            return new RecordedPath(engineName(), "sorted-build", true, BlazegraphWriter.SORTED, BlazegraphParser.RIO5);
        }

        /** Heap one run may fill: the setting, else a quarter of the heap (at least 32 MiB). */
        long runBudget() {
            return sortedRunBytes > 0 ? sortedRunBytes : Math.max(32L << 20, Runtime.getRuntime().maxMemory() / 4);
        }

        @Override
        public LoadPath open(Journal journal, PathContext ctx) {
            return new SortedBuildPath(ctx, rio5(ctx, parseThreads), runBudget(), threads, journalTurn);
        }

        @Override
        public List<MemorySetting> memorySettings() {
            return List.of(new MemorySetting(BlazegraphEngine.SORTED_RUN_BYTES, String.valueOf(runBudget()),
                    "heap the runs of terms and statements being filled share before each goes to disk (one run more is"
                            + " held while it is written)"));
        }

        @Override
        public Map<String, String> effectiveSettings() {
            Map<String, String> s = new LinkedHashMap<>(rio5Settings(BlazegraphWriter.SORTED, parseThreads));
            s.put(BlazegraphEngine.SORTED_THREADS, Integer.toString(threads));
            s.put(BlazegraphEngine.JOURNAL_TURN, journalTurn.key());
            return s;
        }

        @Override
        public Map<String, String> parserValues() {
            Map<String, String> f = new LinkedHashMap<>(Rio5.super.parserValues());
            f.put(BlazegraphEngine.PARSE_THREADS, parseThreads + " (" + (parseThreads == Runtime.getRuntime().availableProcessors()
                    ? "the cores available" : "of " + Runtime.getRuntime().availableProcessors() + " cores available")
                    + "; each parses blocks of a big N-Triples or N-Quads file and encodes their terms into a run of its own,"
                    + " role run_builder.N; a full run is sorted and written by the run writer, role run_writer, or, while"
                    + " that one is busy, on a thread of its own booked to its lane, while the parse goes on; other formats are parsed a file at a time on the load thread)");
            int cores = Runtime.getRuntime().availableProcessors();
            f.put(BlazegraphEngine.SORTED_THREADS, threads + " (" + (threadsSet ? "set" : "the cores available")
                    + (threadsSet ? ", of " + cores + " cores available" : "")
                    + "; the threads each phase keeps busy: the statement sorts on up to 16, the index and lexicon writers'"
                    + " helpers on those the writers leave, the parse lanes unless " + BlazegraphEngine.PARSE_THREADS + " is set)");
            return f;
        }

        @Override
        public Optional<String> whyOneCommit() {
            return Optional.of(BlazegraphEngine.WRITER + "=sorted builds the store's indexes once, from everything loaded, at the end of the load");
        }
    }

    /** Blazegraph's own DataLoader with the Sesame 2.7 parsers it bundles ({@code blazegraph.parser=stock}). */
    record StockDataLoader(int bufferCapacity, int queueCapacity, StockCheck check) implements Stock {
        @Override
        public RecordedPath recorded() {
            return new RecordedPath(engineName(), "stock-dataloader", false, BlazegraphWriter.BUFFER, BlazegraphParser.STOCK);
        }

        @Override
        public LoadPath open(Journal journal, PathContext ctx) {
            return new DataLoaderPath(ctx, bufferCapacity, queueCapacity);
        }

        @Override
        public List<MemorySetting> memorySettings() {
            return statementBuffer(bufferCapacity, queueCapacity);
        }

        @Override
        public Map<String, String> effectiveSettings() {
            Map<String, String> s = new LinkedHashMap<>();
            s.put(BlazegraphEngine.PARSER, BlazegraphParser.STOCK.key());
            s.put(BlazegraphEngine.WRITER, BlazegraphWriter.BUFFER.key());
            return s;
        }
    }

    /** rio 5 into the sail connection SPARQL LOAD fills ({@code blazegraph-sail}, the default parser). */
    record SparqlParsed(int parseThreads, int sailBufferCapacity) implements Sparql, Rio5 {
        @Override
        public RecordedPath recorded() {
            return new RecordedPath(engineName(), "sparql-parsed", false, null, BlazegraphParser.RIO5);
        }

        @Override
        public LoadPath open(Journal journal, PathContext ctx) throws Exception {
            return new SailParsedPath(journal, ctx, rio5(ctx, parseThreads), sailBufferCapacity);
        }
    }

    /** SPARQL {@code LOAD <file:...>}, Blazegraph reading the file itself ({@code blazegraph-sail}, {@code parser=stock}). */
    record SparqlReadsFile(int sailBufferCapacity, StockCheck check) implements Sparql, Stock {
        @Override
        public RecordedPath recorded() {
            return new RecordedPath(engineName(), "sparql-reads-file", false, null, BlazegraphParser.STOCK);
        }

        @Override
        public LoadPath open(Journal journal, PathContext ctx) throws Exception {
            return new SparqlLoadPath(journal, ctx, sailBufferCapacity);
        }

        @Override
        public Optional<String> whyNoSkipMode() {
            return Optional.of(BlazegraphEngine.SAIL_NAME + " with " + BlazegraphEngine.PARSER + "=stock has LOAD read the files itself;"
                    + " use the default parser (rio5) or --engine " + BlazegraphEngine.NAME + " to skip bad statements");
        }
    }

    /**
     * The stock parsers' syntax check ({@code blazegraph.stockSyntaxCheck}), and whether the user set it: an overhead
     * comparison switches it off only when they did not.
     */
    record StockCheck(boolean on, boolean set) {
        Map<String, String> values() {
            Map<String, String> f = new LinkedHashMap<>();
            f.put(BlazegraphEngine.PARSER, "Sesame 2.7 rio parsers bundled with Blazegraph (" + BlazegraphEngine.PARSER + "=stock)");
            f.put(BlazegraphEngine.STOCK_SYNTAX_CHECK, on
                    ? "true (each loaded file is read again by rio 5; what RDF 1.1 rejects is a warning)" : "false");
            return f;
        }

        Map<String, String> offUnlessSet() {
            return set ? Map.of() : Map.of(BlazegraphEngine.STOCK_SYNTAX_CHECK, "false");
        }
    }

    private static RioFrontEnd rio5(PathContext ctx, int parseThreads) {
        return new RioFrontEnd(ctx.store().getValueFactory(), ctx.store().isQuads(), parseThreads);
    }

    private static Map<String, String> rio5Settings(BlazegraphWriter writer, int parseThreads) {
        Map<String, String> s = new LinkedHashMap<>();
        s.put(BlazegraphEngine.PARSER, BlazegraphParser.RIO5.key());
        s.put(BlazegraphEngine.WRITER, writer.key());
        s.put(BlazegraphEngine.PARSE_THREADS, Integer.toString(parseThreads));
        return s;
    }

    private static Map<String, String> rio5Values(int parseThreads) {
        Map<String, String> f = new LinkedHashMap<>();
        f.put(BlazegraphEngine.PARSER, "rdf4j rio " + RioFrontEnd.RIO_VERSION
                + " (loadscope's parse stage; statements go to Blazegraph's write path as Blazegraph values)");
        f.put(BlazegraphEngine.PARSE_THREADS, parseThreads == 1 ? "1 (one parser per file)"
                : parseThreads + " (N-Triples and N-Quads over " + LineBlockParse.BLOCK_BYTES / (1 << 20)
                + " MiB are cut at line ends into blocks parsed at once; the parser thread's parse time includes waiting for them)");
        return f;
    }

    private static List<MemorySetting> statementBuffer(int bufferCapacity, int queueCapacity) {
        return List.of(new MemorySetting(BlazegraphEngine.BUFFER_CAPACITY, String.valueOf(bufferCapacity), "statements per batch"),
                new MemorySetting(BlazegraphEngine.QUEUE_CAPACITY, String.valueOf(queueCapacity), "batches waiting for the writer"));
    }
}
