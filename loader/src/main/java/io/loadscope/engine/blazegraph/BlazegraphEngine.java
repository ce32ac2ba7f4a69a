package io.loadscope.engine.blazegraph;

import io.loadscope.engine.Engine;
import io.loadscope.engine.EngineConfig;
import io.loadscope.engine.ProfilerStages;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Blazegraph 2.1.4 through its real {@code com.bigdata.rdf.store.DataLoader}. Settings are Blazegraph's
 * own property names ({@code com.bigdata.*}), passed to the journal, the triple store and the loader.
 */
public final class BlazegraphEngine implements Engine, ProfilerStages, io.loadscope.engine.KnownDepartures {
    public static final String NAME = "blazegraph";
    public static final String SAIL_NAME = "blazegraph-sail";
    static final String NAMESPACE = "kb";
    static final String JOURNAL_FILE = "blazegraph.jnl";

    static final String BUFFER_MODE = "com.bigdata.journal.AbstractJournal.bufferMode";
    static final String BUFFER_CAPACITY = "com.bigdata.rdf.store.DataLoader.bufferCapacity";
    static final String QUEUE_CAPACITY = "com.bigdata.rdf.store.DataLoader.queueCapacity";
    static final String SAIL_BUFFER_CAPACITY = "com.bigdata.rdf.sail.bufferCapacity";
    static final String RETENTION_QUEUE = "com.bigdata.btree.writeRetentionQueue.capacity";
    /** Who parses: {@code rio5} (loadscope's front end, the default) or {@code stock} (Blazegraph's bundled Sesame 2.7 parsers). */
    public static final String PARSER = io.loadscope.record.BlazegraphParser.KEY;
    /** Threads that parse one big N-Triples or N-Quads file in line-aligned blocks (rio5 only; 1: one parser). */
    public static final String PARSE_THREADS = "blazegraph.parseThreads";
    /**
     * With the stock parser: read each loaded file again with rio 5 and warn when RDF 1.1 syntax rejects what the stock
     * parser accepted (a second parse, so off for overhead measurements).
     */
    public static final String STOCK_SYNTAX_CHECK = "blazegraph.stockSyntaxCheck";

    /**
     * How statements reach the indexes: {@code buffer} (Blazegraph's statement buffer, batch after batch into the live
     * B+trees, the default) or {@code sorted} (a new store built at the end of the load from externally sorted runs).
     */
    public static final String WRITER = io.loadscope.record.BlazegraphWriter.KEY;
    /** Heap one run of the sorted build may fill before it goes to disk (bytes; default a quarter of the heap). */
    public static final String SORTED_RUN_BYTES = "blazegraph.sortedRunBytes";
    /**
     * Threads the sorted build keeps busy in any one phase (default: the cores available): its parse lanes unless
     * {@link #PARSE_THREADS} says otherwise, its sorts, and the helpers beside its index writers.
     */
    public static final String SORTED_THREADS = "blazegraph.sortedThreads";
    /**
     * What a record the sorted build writes holds the journal's one turn for: {@code record} (Blazegraph's whole write,
     * the default) or {@code slot} (a fixed slot's allocation only, the record's checksum and copy into the write cache
     * beside it), for machines of many cores.
     */
    public static final String JOURNAL_TURN = "blazegraph.journalTurn";
    static final String STORE_BLANK_NODES = "com.bigdata.rdf.store.AbstractTripleStore.storeBlankNodes";

    private final boolean sparqlLoad;

    /** @param sparqlLoad load with SPARQL LOAD on an embedded sail ({@code blazegraph-sail}) instead of DataLoader */
    public BlazegraphEngine(boolean sparqlLoad) {
        this.sparqlLoad = sparqlLoad;
    }

    /** loadscope's defaults where a profile says nothing: Blazegraph's own, with the RWStore journal. */
    static Map<String, String> defaults() {
        Map<String, String> d = new LinkedHashMap<>();
        d.put(BUFFER_MODE, "DiskRW");
        d.put(BUFFER_CAPACITY, "100000");
        d.put(QUEUE_CAPACITY, "10");
        d.put(SAIL_BUFFER_CAPACITY, "10000");
        d.put("com.bigdata.rdf.sail.queueCapacity", "10");
        // Blazegraph's built-in defaults, written out so every run record shows the knobs people tune.
        d.put(RETENTION_QUEUE, "500");
        d.put("com.bigdata.btree.BTree.branchingFactor", "32");
        d.put("com.bigdata.journal.AbstractJournal.writeCacheBufferCount", "6");
        return d;
    }

    /**
     * What makes the store a plain triple store without inference, justifications or text index, and
     * the loader commit once per input. Not overridable: the stage model assumes them ({@link QuadsMode} turns quads on).
     */
    static Map<String, String> enforced() {
        Map<String, String> e = new LinkedHashMap<>();
        e.put("com.bigdata.rdf.store.AbstractTripleStore.quads", "false");
        e.put("com.bigdata.rdf.store.AbstractTripleStore.statementIdentifiers", "false");
        e.put("com.bigdata.rdf.store.AbstractTripleStore.textIndex", "false");
        e.put("com.bigdata.rdf.store.AbstractTripleStore.justify", "false");
        e.put("com.bigdata.rdf.store.AbstractTripleStore.axiomsClass", "com.bigdata.rdf.axioms.NoAxioms");
        e.put("com.bigdata.rdf.store.DataLoader.closure", "None");
        // loadscope commits itself, when its commit policy closes a group of inputs and only once the group's manifest
        // entry is pending; DataLoader's own per-call commit (Batch) would commit every input at once.
        e.put("com.bigdata.rdf.store.DataLoader.commit", "None");
        e.put("com.bigdata.rdf.store.DataLoader.flush", "true");
        e.put("com.bigdata.rdf.store.DataLoader.ignoreInvalidFiles", "false");
        e.put("com.bigdata.rdf.store.DataLoader.durableQueues", "false");
        e.put("com.bigdata.rdf.sail.truthMaintenance", "false");
        e.put("com.bigdata.journal.AbstractJournal.createTempFile", "false");
        // Blazegraph's default (false) makes its N-Triples parser log a bad line and drop it: a load that
        // "succeeds" with statements missing. loadscope stops at the first error and says where it is.
        e.put("com.bigdata.rdf.rio.RDFParserOptions.stopAtFirstError", "true");
        return e;
    }

    @Override
    public String name() {
        return sparqlLoad ? SAIL_NAME : NAME;
    }

    /** Both load paths write the same journal. */
    @Override
    public String storeKind() {
        return NAME;
    }

    @Override
    public List<io.loadscope.engine.DepartureRule> knownDepartures() {
        return BlazegraphDepartures.RULES;
    }

    /**
     * Blazegraph's frames: loadscope's rio 5 parse stage or the Sesame 2.7 parsers Blazegraph bundles, its loader, the lexicon (TERM2ID/ID2TERM/BLOBS write procedures), the statement indexes
     * (SPO/POS/OSP write procedures), the journal commit, and the statement buffer with its queue.
     */
    @Override
    public io.loadscope.profiler.StageRules stageRules() {
        return io.loadscope.profiler.StageRules.generic()
                // The sorted build's own steps, told by the deepest of its frames: B+tree pages packed for TERM2ID under
                // AscendingRuns are the lexicon's, under SortedIndexWrite a statement index's (PackedBTree serves both), and
                // on an index helper's thread (IndexHelpers) a statement index's too; the IV table is read by the index
                // writers and written by the lexicon merge, so its frames are told by their callers.
                .add("io\\.loadscope\\.engine\\.blazegraph\\.sorted\\.(SortedStatements|SortedIndexWrite|IndexHelpers)\\b.*",
                        io.loadscope.profiler.SampleCategory.STATEMENT_WRITE)
                .add("io\\.loadscope\\.engine\\.blazegraph\\.sorted\\.(SortedRun|RunTerms|RunTermIndex|ValueKey|ByteChunks|SortedTermCodec|IndexSort|SortedLexiconBuild|AscendingRuns)\\b.*",
                        io.loadscope.profiler.SampleCategory.LEXICON_WRITE)
                .add("(io\\.loadscope\\.engine\\.blazegraph\\.ProbedTripleStore|com\\.bigdata\\.journal\\.AbstractJournal"
                        + "|com\\.bigdata\\.rdf\\.store\\.AbstractTripleStore)\\.commit.*", io.loadscope.profiler.SampleCategory.COMMIT)
                .add("com\\.bigdata\\.rdf\\.lexicon\\..*", io.loadscope.profiler.SampleCategory.LEXICON_WRITE)
                .add("com\\.bigdata\\.rdf\\.spo\\.(SPORelation|SPOIndexWriteProc|SPOIndexWriter|StatementWriter).*",
                        io.loadscope.profiler.SampleCategory.STATEMENT_WRITE)
                .add("(io\\.loadscope\\.engine\\.blazegraph\\.(ProbedQueue|InstrumentedStatementBuffer)|com\\.bigdata\\.rdf\\.rio\\.StatementBuffer"
                        + "|com\\.bigdata\\.rdf\\.sail\\.BigdataSail\\$BigdataSailConnection\\.addStatement).*",
                        io.loadscope.profiler.SampleCategory.BUFFER_QUEUE)
                .add("(com\\.bigdata\\.rdf\\.rio|org\\.openrdf\\.rio|org\\.eclipse\\.rdf4j\\.rio)\\..*"
                        + "|io\\.loadscope\\.engine\\.blazegraph\\.parse\\.(RioFrontEnd|LocatingTurtleParser|LocatingTriGParser|TurtleParserLocation|ParseColumn).*",
                        io.loadscope.profiler.SampleCategory.PARSE);
    }

    @Override
    public String defaultProfile() {
        return "blazegraph-default";
    }

    @Override
    public boolean acceptsSetting(String key) {
        return key.startsWith("com.bigdata.") || key.equals(PARSER) || key.equals(PARSE_THREADS)
                || key.equals(STOCK_SYNTAX_CHECK) || key.equals(WRITER)
                || key.equals(SORTED_RUN_BYTES) || key.equals(SORTED_THREADS) || key.equals(JOURNAL_TURN);
    }

    @Override
    public EngineConfig configure(Map<String, String> settings) {
        // Checking the settings reads Blazegraph's option classes: the first of its classes a load touches.
        BlazegraphRuntime.prepare();
        return BlazegraphConfig.of(sparqlLoad, settings);
    }
}
