package io.loadscope.engine.blazegraph;

import com.bigdata.journal.ITx;
import com.bigdata.journal.Journal;
import com.bigdata.relation.RelationSchema;
import com.bigdata.rdf.rio.LoadStats;
import com.bigdata.rdf.store.AbstractTripleStore;
import io.loadscope.engine.EngineSession;
import io.loadscope.engine.FileOutcome;
import io.loadscope.input.LoadFailure;
import io.loadscope.input.OpenedInput;
import io.loadscope.engine.ResourceFault;
import io.loadscope.probe.LoadProbes;
import com.bigdata.rdf.model.BigdataStatement;
import com.bigdata.rdf.store.BigdataStatementIterator;
import io.loadscope.engine.StatementVisitor;
import io.loadscope.engine.Term;
import org.openrdf.model.BNode;
import org.openrdf.model.Literal;
import org.openrdf.model.Value;
import org.openrdf.rio.RDFFormat;
import org.openrdf.rio.RDFParseException;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * An open Blazegraph journal with one probed triple store, loaded through the instrumented DataLoader or,
 * for {@code blazegraph-sail}, through SPARQL LOAD on an embedded sail over the same store.
 */
final class BlazegraphSession implements EngineSession {
    private static final int READER_BUFFER = 1 << 16;

    private final Journal journal;
    private final ProbedTripleStore store;
    private final InstrumentedDataLoader loader;
    private final Properties properties;
    private final Path journalFile;
    private final boolean hasQueue;
    private final SparqlLoadPath sparql;
    private final LoadProbes probes;
    /** loadscope's rio 5 parse stage, or null when Blazegraph's bundled parsers read the input ({@code blazegraph.parser=stock}). */
    private final RioFrontEnd rio;
    /** Stock parser only: each loaded file is read again by rio 5, and what RDF 1.1 rejects is reported. */
    private boolean stockSyntaxCheck;

    private BlazegraphSession(Journal journal, ProbedTripleStore store, InstrumentedDataLoader loader,
                              Properties properties, Path journalFile, SparqlLoadPath sparql, RioFrontEnd rio, LoadProbes probes) {
        this.journal = journal;
        this.probes = probes;
        this.store = store;
        this.loader = loader;
        this.properties = properties;
        this.journalFile = journalFile;
        this.sparql = sparql;
        this.hasQueue = sparql != null || loader.instrumentedBuffer().hasQueue();
        this.rio = rio;
    }

    static BlazegraphSession open(Properties props, Path storeDir, LoadProbes probes, boolean sparqlLoad, int parseThreads,
                                  boolean stockSyntaxCheck) throws LoadFailure {
        Path jnl = storeDir.resolve(BlazegraphEngine.JOURNAL_FILE);
        boolean existing = Files.exists(jnl) && !"MemStore".equals(props.getProperty(BlazegraphEngine.BUFFER_MODE));
        Journal journal;
        try {
            journal = new Journal(props);
        } catch (RuntimeException | OutOfMemoryError e) {
            throw new LoadFailure("cannot open Blazegraph journal " + jnl + ": " + openFailure(e, storeDir, props), jnl.toString(), e);
        }
        if (existing && journal.getGlobalRowStore().read(RelationSchema.INSTANCE, BlazegraphEngine.NAMESPACE) == null
                && journal.getRootBlockView().getCommitCounter() == 0) {
            // A journal that never committed: a load killed while it created the store. Nothing is in it to keep.
            existing = false;
        }
        try {
            Properties storeProps = props;
            if (existing) {
                // The store keeps the settings it was created with, including its axioms and vocabulary
                // objects, in the global row store; the loader's and parser's settings still come from now.
                Map<String, Object> row = journal.getGlobalRowStore().read(RelationSchema.INSTANCE, BlazegraphEngine.NAMESPACE);
                if (row == null) {
                    throw new LoadFailure(jnl + " holds no '" + BlazegraphEngine.NAMESPACE + "' triple store", jnl.toString(), null);
                }
                storeProps = new Properties();
                for (Map.Entry<String, Object> e : row.entrySet()) {
                    if (e.getValue() != null) storeProps.put(e.getKey(), e.getValue());
                }
                for (String k : props.stringPropertyNames()) {
                    if (k.startsWith("com.bigdata.rdf.store.DataLoader.") || k.startsWith("com.bigdata.rdf.rio.")
                            || k.startsWith("com.bigdata.rdf.sail.")) {
                        storeProps.setProperty(k, props.getProperty(k));
                    }
                }
            }
            ProbedTripleStore store = new ProbedTripleStore(journal, BlazegraphEngine.NAMESPACE, ITx.UNISOLATED, storeProps);
            if (!existing) {
                store.create();
                store.commit();
            }
            if (existing) {
                // New stores register themselves in create(); an existing one is registered here, so every
                // view of the namespace on this journal (the sail's connections) is this probed instance.
                @SuppressWarnings({"unchecked", "rawtypes"})
                com.bigdata.relation.locator.DefaultResourceLocator locator =
                        (com.bigdata.relation.locator.DefaultResourceLocator) journal.getResourceLocator();
                locator.putInstance(store);
            }
            WriterTimeline timeline = new WriterTimeline(probes);
            store.attach(probes, timeline);
            int bufferCapacity = Integer.parseInt(storeProps.getProperty(BlazegraphEngine.BUFFER_CAPACITY));
            int queueCapacity = Integer.parseInt(storeProps.getProperty(BlazegraphEngine.QUEUE_CAPACITY));
            // DataLoader.commit=None (BlazegraphEngine.enforced) reaches storeProps for new and existing stores alike
            // (the DataLoader.* keys always come from now): loadscope commits, when its commit policy says.
            InstrumentedDataLoader loader = new InstrumentedDataLoader(storeProps, store,
                    () -> new InstrumentedStatementBuffer(store, bufferCapacity, queueCapacity, probes, timeline));
            // parseThreads 0: Blazegraph's bundled parsers read the input (blazegraph.parser=stock).
            RioFrontEnd rio = parseThreads == 0 ? null : new RioFrontEnd(store.getValueFactory(), store.isQuads(), parseThreads);
            SparqlLoadPath sparql = sparqlLoad ? new SparqlLoadPath(journal, store,
                    Integer.parseInt(storeProps.getProperty(BlazegraphEngine.SAIL_BUFFER_CAPACITY)), probes, timeline, rio) : null;
            BlazegraphSession session = new BlazegraphSession(journal, store, loader, storeProps, jnl, sparql, rio, probes);
            session.stockSyntaxCheck = stockSyntaxCheck;
            return session;
        } catch (LoadFailure e) {
            journal.close();
            throw e;
        } catch (Exception | OutOfMemoryError e) {
            journal.close();
            throw new LoadFailure("cannot open Blazegraph triple store in " + jnl + ": " + openFailure(e, storeDir, props), jnl.toString(), e);
        }
    }

    @Override
    public Map<String, String> effectiveSettings() {
        Map<String, String> out = new TreeMap<>();
        for (String k : properties.stringPropertyNames()) out.put(k, properties.getProperty(k));
        for (Map.Entry<Object, Object> e : store.getProperties().entrySet()) {
            out.putIfAbsent(String.valueOf(e.getKey()), String.valueOf(e.getValue()));
        }
        return out;
    }

    @Override
    public Map<String, String> fixedValues() {
        Map<String, String> f = new LinkedHashMap<>();
        f.put("blazegraph.version", "2.1.4");
        f.put("blazegraph.parser", rio != null
                ? "rdf4j rio " + RioFrontEnd.RIO_VERSION + " (loadscope's parse stage; statements go to Blazegraph's write path as Blazegraph values)"
                : "Sesame 2.7 rio parsers bundled with Blazegraph (" + BlazegraphEngine.PARSER + "=stock)");
        if (rio == null) {
            f.put(BlazegraphEngine.STOCK_SYNTAX_CHECK, stockSyntaxCheck
                    ? "true (each loaded file is read again by rio 5; what RDF 1.1 rejects is a warning)" : "false");
        }
        if (rio != null) {
            f.put(BlazegraphEngine.PARSE_THREADS, rio.parseThreads() == 1 ? "1 (one parser per file)"
                    : rio.parseThreads() + " (N-Triples and N-Quads over " + LineBlockParse.BLOCK_BYTES / (1 << 20)
                    + " MiB are cut at line ends into blocks parsed at once; the parser thread's parse time includes waiting for them)");
        }
        if (sparql != null) {
            if (rio == null) {
                f.put("blazegraph.loadPath", "SPARQL UPDATE LOAD <file:...> per input on an embedded BigdataSail (what Wikidata's reload runs)");
                f.put("blazegraph.reading", "by Blazegraph from the file URL; gzip by the .gz name with the JDK's default 512-byte GZIPInputStream buffer; read and gunzip time are inside parse");
            } else {
                f.put("blazegraph.loadPath", "rio 5 → BigdataSailConnection.addStatement on an embedded BigdataSail (the connection SPARQL LOAD fills)");
                f.put("blazegraph.reading", "by loadscope (decompression by magic bytes, 64 KiB buffers)");
            }
            f.put("blazegraph.bufferProperties", BlazegraphEngine.SAIL_BUFFER_CAPACITY + " (the DataLoader.* properties do not apply)");
            f.put("blazegraph.writerQueue", SparqlLoadPath.SAIL_QUEUE + ", fixed: without truth maintenance BigdataSail ignores com.bigdata.rdf.sail.queueCapacity");
            f.put("blazegraph.commit", "by loadscope when the commit policy (loader.commitStatements, loader.commitSeconds, loader.commitEvery) closes a group of inputs (LOADs on one connection, one commit)");
        } else {
            f.put("blazegraph.loadPath", rio != null ? "rio 5 → StatementBuffer (the buffer DataLoader fills; DataLoader's own parse step is skipped)"
                    : "com.bigdata.rdf.store.DataLoader.loadData(Reader|InputStream) → PresortRioLoader → StatementBuffer");
            f.put("blazegraph.reading", "by loadscope (decompression by magic bytes, 64 KiB buffers); java.lang.Class.gzipBufferSize does not apply (DataLoader reads it only in loadFiles())");
            f.put("blazegraph.bufferProperties", BlazegraphEngine.BUFFER_CAPACITY + ", " + BlazegraphEngine.QUEUE_CAPACITY);
            f.put("blazegraph.writerQueue", hasQueue ? "enabled (parser and index writer overlap)" : "disabled (queueCapacity 0: index writes on the parser thread)");
            f.put("blazegraph.commit", "by loadscope when the commit policy (loader.commitStatements, loader.commitSeconds, loader.commitEvery) closes a group of inputs (DataLoader commit=None, then the triple store's commit)");
            if (rio == null) f.put("blazegraph.progressListenerEvery", "100000 statements (PresortRioLoader, hard-coded)");
        }
        f.put("probe.bufferAddSampling", "1 in " + io.loadscope.probe.ParseSplit.SAMPLE_EVERY + " statements");
        f.putAll(QuadsMode.fixedValues(store.isQuads()));
        f.putAll(IndexShapes.of(store));
        return f;
    }

    @Override
    public io.loadscope.engine.LoadParser loadParser() {
        return rio != null ? io.loadscope.engine.LoadParser.RDF4J_RIO : io.loadscope.engine.LoadParser.SESAME_2_7;
    }

    @Override
    public boolean auditsSyntax() {
        return stockSyntaxCheck;
    }

    @Override
    public String syntaxAudit(OpenedInput input) {
        try {
            new RioFrontEnd(store.getValueFactory(), true, 1).parse(input, baseUri(input), (s, p, o, c) -> { });
            return null;
        } catch (LoadFailure f) {
            return "the stock parser (" + BlazegraphEngine.PARSER + "=stock) accepted it, but RDF 1.1 syntax does not: "
                    + f.getMessage() + " at line " + f.line() + ", column " + f.column()
                    + " (rio 5); what the stock parser made of it is in the store. The default parser refuses it";
        } catch (IOException | RuntimeException e) {
            return "could not read it again to check its syntax: " + e.getMessage();
        }
    }

    @Override
    public boolean readsInputItself() {
        return sparql != null && rio == null;
    }

    @Override
    public FileOutcome load(OpenedInput input) throws LoadFailure {
        if (sparql != null) return sparql.load(input);
        InstrumentedStatementBuffer buffer = loader.instrumentedBuffer();
        buffer.beginFile(input);
        try {
            if (rio != null) {
                long begin = System.currentTimeMillis();
                long told = rio.parse(input, baseUri(input), buffer::add);
                buffer.flush();
                buffer.endFile();
                return new FileOutcome(told, System.currentTimeMillis() - begin, -1);
            }
            LoadStats stats = input.format() == io.loadscope.input.RdfFormat.RDFXML
                    // XML declares its own encoding; the XML parser reads the bytes.
                    ? loader.loadData(input.stream(), baseUri(input), format(input))
                    // The other syntaxes are UTF-8 by specification. Blazegraph's bundled N-Triples parser
                    // decodes an InputStream as US-ASCII, one unbuffered char at a time: a buffered UTF-8
                    // Reader is both correct for non-ASCII text and what DataLoader.loadFiles does.
                    : loader.loadData(new BufferedReader(new InputStreamReader(input.stream(), StandardCharsets.UTF_8), READER_BUFFER),
                            baseUri(input), format(input));
            buffer.endFile();
            return new FileOutcome(stats.toldTriples.get(), stats.loadTime.get(), -1);
        } catch (LoadFailure f) {
            buffer.checkWriter();
            buffer.reset();
            buffer.endFile();
            abort();
            throw probes.workers().firstStop() == null ? f : failure(input, f, store, false, probes);
        } catch (IOException | RuntimeException | OutOfMemoryError | InternalError e) {
            // The writer task's failure, if that is what stopped the parser, is in its future: read it before reset.
            buffer.checkWriter();
            // DataLoader resets its buffer on failure, unless the heap ran out during that too: drop the
            // failed batch's statements first, or the rest of the failure path finds the heap still full.
            buffer.reset();
            buffer.endFile();
            abort();
            throw failure(input, e, store, false, probes);
        }
    }

    @Override
    public void commit() throws LoadFailure {
        try {
            if (sparql != null) sparql.commit();
            else store.commit();
        } catch (RuntimeException | OutOfMemoryError | InternalError e) {
            rollback();
            Properties p = store.getProperties();
            throw ResourceFault.failure(e, probes, null, journalFile.getParent(),
                            BlazegraphEngine.memorySettings(sparql != null, k -> p.getProperty(k, BlazegraphEngine.defaults().get(k))))
                    .orElseGet(() -> new LoadFailure("Blazegraph failed to commit: " + rootMessage(e), journalFile.toString(), e));
        }
    }

    @Override
    public void rollback() {
        if (sparql != null) {
            sparql.rollback();
            return;
        }
        abort();
    }

    /** The journal's commit counter: kept in its root blocks, so it tells after a crash whether a commit made it. */
    @Override
    public long commitMarker() {
        return journal.getRootBlockView().getCommitCounter();
    }

    private void abort() {
        try {
            store.abort();
        } catch (RuntimeException ignored) {
            // The journal reopens at its last commit point regardless; the original failure matters more.
        }
    }

    /**
     * The writer's failure when the writer stopped; a resource fault (heap, full disk) worded with the journal's
     * directory and the path's memory settings; else {@link #failure(OpenedInput, Throwable)}.
     */
    static LoadFailure failure(OpenedInput input, Throwable e, ProbedTripleStore store, boolean sparqlLoad, LoadProbes probes) {
        java.io.File jnl = store.getIndexManager() instanceof Journal j ? j.getFile() : null;
        Properties p = store.getProperties();
        return ResourceFault.failure(e, probes, input.name(), jnl == null ? null : jnl.toPath().getParent(),
                BlazegraphEngine.memorySettings(sparqlLoad, k -> p.getProperty(k, BlazegraphEngine.defaults().get(k))))
                .orElseGet(() -> failure(input, e));
    }

    static LoadFailure failure(OpenedInput input, Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof RDFParseException pe) {
                String msg = pe.getMessage() == null ? "parse error" : pe.getMessage().replaceAll("\\s*\\[line \\d+(, column \\d+)?\\]\\s*$", "");
                return LoadFailure.parseError(msg, input.name(), pe.getLineNumber(), pe.getColumnNumber(), pe);
            }
        }
        return new LoadFailure("Blazegraph failed while loading: " + rootMessage(e), input.name(), e);
    }

    static String baseUri(OpenedInput input) {
        return input.source().isStdin() ? "urn:loadscope:stdin" : input.source().path().toAbsolutePath().toUri().toString();
    }

    static RDFFormat format(OpenedInput input) {
        return switch (input.format()) {
            case NTRIPLES -> RDFFormat.NTRIPLES;
            case NQUADS -> RDFFormat.NQUADS;
            case TURTLE -> RDFFormat.TURTLE;
            case TRIG -> RDFFormat.TRIG;
            case RDFXML -> RDFFormat.RDFXML;
        };
    }

    @Override
    public long committedStatements() {
        // The fast range count of SPO: exact here, because a triples-mode store on a journal keeps no delete
        // markers. The exact variant scans the whole index (seconds at 10^8 statements) for the same number.
        return store.getStatementCount(false);
    }

    @Override
    public void forEachStatement(StatementVisitor visitor) {
        BigdataStatementIterator it = store.getStatements(null, null, null);
        try {
            while (it.hasNext()) {
                BigdataStatement st = it.next();
                visitor.statement(term(st.getSubject()), term(st.getPredicate()), term(st.getObject()),
                        st.getContext() == null ? null : term(st.getContext()));
            }
        } finally {
            it.close();
        }
    }

    private static Term term(Value v) {
        if (v instanceof BNode b) return Term.bnode(b.getID());
        if (v instanceof Literal l) {
            return Term.literal(l.getLabel(), l.getLanguage(), l.getDatatype() == null ? null : l.getDatatype().stringValue());
        }
        return Term.iri(v.stringValue());
    }

    @Override
    public long storeBytes() {
        try {
            return Files.exists(journalFile) ? Files.size(journalFile) : 0;
        } catch (IOException e) {
            return -1;
        }
    }

    @Override
    public Map<String, Map<String, Long>> indexCounters() {
        return BlazegraphCounters.perIndex(journal);
    }

    @Override
    public void close() {
        if (sparql != null) sparql.close();
        journal.close();
    }

    /** A heap or disk fault in words, with what to change; anything else as its innermost message. */
    private static String openFailure(Throwable e, Path storeDir, Properties props) {
        return ResourceFault.find(e).map(f -> f.message(storeDir,
                        BlazegraphEngine.memorySettings(false, k -> props.getProperty(k, BlazegraphEngine.defaults().get(k)))))
                .orElseGet(() -> rootMessage(e));
    }

    static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) root = root.getCause();
        return root.getClass().getSimpleName() + (root.getMessage() == null ? "" : ": " + root.getMessage());
    }
}
