package io.loadscope.engine.blazegraph;

import io.loadscope.engine.Engine;
import io.loadscope.engine.EngineSession;
import io.loadscope.input.LoadFailure;
import io.loadscope.probe.LoadProbes;

import com.bigdata.journal.ITx;
import com.bigdata.journal.Journal;
import com.bigdata.rdf.store.DataLoader;
import com.bigdata.rdf.store.LocalTripleStore;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;

/**
 * Blazegraph 2.1.4 through its real {@code com.bigdata.rdf.store.DataLoader}. Settings are Blazegraph's
 * own property names ({@code com.bigdata.*}), passed to the journal, the triple store and the loader.
 */
public final class BlazegraphEngine implements Engine, io.loadscope.engine.KnownDepartures {
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
    public static final String PARSER = "blazegraph.parser";
    static final String DEFAULT_PARSER = "rio5";
    /** Threads that parse one big N-Triples or N-Quads file in line-aligned blocks (rio5 only; 1: one parser). */
    public static final String PARSE_THREADS = "blazegraph.parseThreads";
    /**
     * With the stock parser: read each loaded file again with rio 5 and warn when RDF 1.1 syntax rejects what the stock
     * parser accepted (a second parse, so off for overhead measurements).
     */
    public static final String STOCK_SYNTAX_CHECK = "blazegraph.stockSyntaxCheck";

    private final boolean sparqlLoad;

    /** @param sparqlLoad load with SPARQL LOAD on an embedded sail ({@code blazegraph-sail}) instead of DataLoader */
    public BlazegraphEngine(boolean sparqlLoad) {
        this.sparqlLoad = sparqlLoad;
    }

    static {
        QuietStartup.apply();
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
     * the loader commit once per input. Not overridable: the stage model assumes them.
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
    public java.util.Optional<String> whyNoSkipMode(Map<String, String> settings) {
        return sparqlLoad && stockParser(settings) ? java.util.Optional.of(SAIL_NAME + " with " + PARSER + "=stock has LOAD read the files itself; use the default parser (rio5)"
                + " or --engine " + NAME + " to skip bad statements") : java.util.Optional.empty();
    }

    @Override
    public String name() {
        return sparqlLoad ? SAIL_NAME : NAME;
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
                .add("(io\\.loadscope\\.engine\\.blazegraph\\.ProbedTripleStore|com\\.bigdata\\.journal\\.AbstractJournal"
                        + "|com\\.bigdata\\.rdf\\.store\\.AbstractTripleStore)\\.commit.*", io.loadscope.profiler.SampleCategory.COMMIT)
                .add("com\\.bigdata\\.rdf\\.lexicon\\..*", io.loadscope.profiler.SampleCategory.LEXICON_WRITE)
                .add("com\\.bigdata\\.rdf\\.spo\\.(SPORelation|SPOIndexWriteProc|SPOIndexWriter|StatementWriter).*",
                        io.loadscope.profiler.SampleCategory.STATEMENT_WRITE)
                .add("(io\\.loadscope\\.engine\\.blazegraph\\.(ProbedQueue|InstrumentedStatementBuffer)|com\\.bigdata\\.rdf\\.rio\\.StatementBuffer"
                        + "|com\\.bigdata\\.rdf\\.sail\\.BigdataSail\\$BigdataSailConnection\\.addStatement).*",
                        io.loadscope.profiler.SampleCategory.BUFFER_QUEUE)
                .add("(com\\.bigdata\\.rdf\\.rio|org\\.openrdf\\.rio|org\\.eclipse\\.rdf4j\\.rio)\\..*"
                        + "|io\\.loadscope\\.engine\\.blazegraph\\.(RioFrontEnd|LocatingTurtleParser|LocatingTriGParser|ParseColumn).*",
                        io.loadscope.profiler.SampleCategory.PARSE);
    }

    @Override
    public List<String> memorySettings(Map<String, String> settings) {
        return memorySettings(sparqlLoad, k -> settings.getOrDefault(k, defaults().get(k)));
    }

    /** What a load holds in the heap on each path: its batch, the batches queued for the writer, cached B+tree nodes. */
    static List<String> memorySettings(boolean sparqlLoad, java.util.function.Function<String, String> value) {
        List<String> s = new java.util.ArrayList<>();
        if (sparqlLoad) {
            s.add(SAIL_BUFFER_CAPACITY + "=" + value.apply(SAIL_BUFFER_CAPACITY) + " (statements per batch; "
                    + SparqlLoadPath.SAIL_QUEUE + " batches may wait for the writer)");
        } else {
            s.add(BUFFER_CAPACITY + "=" + value.apply(BUFFER_CAPACITY) + " (statements per batch)");
            s.add(QUEUE_CAPACITY + "=" + value.apply(QUEUE_CAPACITY) + " (batches waiting for the writer)");
        }
        s.add(RETENTION_QUEUE + "=" + value.apply(RETENTION_QUEUE) + " (B+tree nodes each index keeps in the heap)");
        return s;
    }

    @Override
    public String defaultProfile() {
        return "blazegraph-default";
    }

    @Override
    public boolean acceptsSetting(String key) {
        return key.startsWith("com.bigdata.") || key.equals(PARSER) || key.equals(PARSE_THREADS)
                || key.equals(STOCK_SYNTAX_CHECK);
    }

    /** The stock-parser syntax check reads each file a second time: a check, not instrumentation. */
    @Override
    public Map<String, String> withoutExtraChecks(Map<String, String> settings) {
        if (!stockParser(settings)) return settings;
        Map<String, String> m = new java.util.LinkedHashMap<>(settings);
        m.putIfAbsent(STOCK_SYNTAX_CHECK, "false");
        return m;
    }

    static int parseThreads(Map<String, String> settings) {
        String v = settings.get(PARSE_THREADS);
        if (v == null) return defaultParseThreads();
        try {
            int n = Integer.parseInt(v);
            if (n < 1 || n > 64) throw new NumberFormatException();
            return n;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(PARSE_THREADS + "=" + v + " must be a whole number from 1 to 64");
        }
    }

    /**
     * Half the cores, at most 4: the writer's index tasks need the rest. Measured on 2 cores (BSBM 9.9 M, whole load):
     * two block parsers took the writer's CPU and loaded slower than one (98 s vs 87 s; stock DataLoader 92-94 s).
     */
    static int defaultParseThreads() {
        return Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors() / 2));
    }

    static boolean stockParser(Map<String, String> settings) {
        return settings.getOrDefault(PARSER, DEFAULT_PARSER).equals("stock");
    }

    @Override
    public void validate(Map<String, String> settings) {
        // A key Blazegraph does not read would be ignored without a word; a bad number would fail at store open.
        settings.forEach((k, v) -> {
            if (k.startsWith("com.bigdata.")) BlazegraphPropertyNames.check(k, v);
        });
        for (Map.Entry<String, String> e : enforced().entrySet()) {
            String asked = settings.get(e.getKey());
            if (asked != null && !asked.equals(e.getValue())) {
                throw new IllegalArgumentException(e.getKey() + "=" + asked + " is not supported: loadscope loads into a "
                        + "plain triple store and needs " + e.getKey() + "=" + e.getValue());
            }
        }
        String parser = settings.getOrDefault(PARSER, DEFAULT_PARSER);
        if (!parser.equals("rio5") && !parser.equals("stock")) {
            throw new IllegalArgumentException(PARSER + "=" + parser + ": use rio5 (loadscope's parse stage, the default) or stock (Blazegraph's bundled Sesame 2.7 parsers)");
        }
        parseThreads(settings);
        String check = settings.getOrDefault(STOCK_SYNTAX_CHECK, "true");
        if (!check.equals("true") && !check.equals("false")) {
            throw new IllegalArgumentException(STOCK_SYNTAX_CHECK + "=" + check + ": use true or false");
        }
        String mode = settings.getOrDefault(BUFFER_MODE, defaults().get(BUFFER_MODE));
        if (!java.util.Set.of("DiskRW", "Disk", "DiskWORM", "MemStore").contains(mode)) {
            throw new IllegalArgumentException(BUFFER_MODE + "=" + mode + " is not a journal mode loadscope supports (DiskRW, Disk/DiskWORM, MemStore)");
        }
        for (String key : new String[] {BUFFER_CAPACITY, QUEUE_CAPACITY}) {
            String v = settings.get(key);
            if (v == null) continue;
            try {
                if (Integer.parseInt(v) < (key.equals(QUEUE_CAPACITY) ? 0 : 1)) throw new NumberFormatException();
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(key + "=" + v + " must be a whole number (" + (key.equals(QUEUE_CAPACITY) ? ">= 0" : ">= 1") + ")");
            }
        }
    }

    @Override
    public EngineSession open(Map<String, String> settings, Path storeDir, LoadProbes probes) throws LoadFailure {
        return BlazegraphSession.open(properties(settings, storeDir), storeDir, probes, sparqlLoad, stockParser(settings) ? 0 : parseThreads(settings),
                stockParser(settings) && !settings.getOrDefault(STOCK_SYNTAX_CHECK, "true").equals("false"));
    }

    /** Stock: a plain LocalTripleStore and DataLoader.loadFiles, which reads, decompresses and commits itself. */
    @Override
    public long loadStock(Map<String, String> settings, Path storeDir, List<Path> files) throws Exception {
        Properties props = properties(settings, storeDir);
        // Stock DataLoader commits after each loadFiles call (its default, Batch); loadscope's own loads commit themselves.
        props.setProperty("com.bigdata.rdf.store.DataLoader.commit", "Batch");
        java.nio.file.Files.createDirectories(storeDir);
        Journal journal = new Journal(props);
        try {
            LocalTripleStore store = new LocalTripleStore(journal, NAMESPACE, ITx.UNISOLATED, props);
            store.create();
            store.commit();
            if (sparqlLoad) {
                // Stock SPARQL path: a sail over the same journal, one LOAD and one commit per file.
                com.bigdata.rdf.sail.BigdataSailRepository repo = new com.bigdata.rdf.sail.BigdataSailRepository(
                        new com.bigdata.rdf.sail.BigdataSail(NAMESPACE, journal));
                repo.initialize();
                for (Path f : files) {
                    com.bigdata.rdf.sail.BigdataSailRepositoryConnection cxn = repo.getUnisolatedConnection();
                    try {
                        cxn.begin();
                        cxn.prepareUpdate(org.openrdf.query.QueryLanguage.SPARQL, "LOAD <" + f.toAbsolutePath().toUri() + ">").execute();
                        cxn.commit();
                    } finally {
                        cxn.close();
                    }
                }
                long n = store.getStatementCount(false);
                repo.shutDown();
                return n;
            }
            DataLoader loader = new DataLoader(props, store, new PrintStream(OutputStream.nullOutputStream()));
            long told = 0;
            for (Path f : files) {
                told += loader.loadFiles(f.toFile(), null, null, null, null).toldTriples.get();
            }
            return told;
        } finally {
            journal.close();
        }
    }

    private Properties properties(Map<String, String> settings, Path storeDir) {
        validate(settings);
        Properties props = new Properties();
        defaults().forEach(props::setProperty);
        settings.forEach((k, v) -> {
            if (k.startsWith("com.bigdata.")) props.setProperty(k, v);
        });
        enforced().forEach(props::setProperty);
        props.setProperty("com.bigdata.journal.AbstractJournal.file", storeDir.resolve(JOURNAL_FILE).toString());
        return props;
    }
}
