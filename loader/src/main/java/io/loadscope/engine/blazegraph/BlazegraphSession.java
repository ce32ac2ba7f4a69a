package io.loadscope.engine.blazegraph;

import io.loadscope.engine.blazegraph.parse.RioFrontEnd;

import com.bigdata.journal.ITx;
import com.bigdata.journal.Journal;
import com.bigdata.relation.RelationSchema;
import io.loadscope.engine.EngineSession;
import io.loadscope.engine.FileOutcome;
import io.loadscope.engine.LoadParser;
import io.loadscope.engine.ResourceFault;
import io.loadscope.load.LoadFailure;
import io.loadscope.input.OpenedInput;
import io.loadscope.probe.LoadProbes;
import com.bigdata.rdf.model.BigdataStatement;
import com.bigdata.rdf.store.BigdataStatementIterator;
import io.loadscope.engine.StatementVisitor;
import io.loadscope.engine.Term;
import org.openrdf.model.BNode;
import org.openrdf.model.Literal;
import org.openrdf.model.Value;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * An open Blazegraph journal with one probed triple store, loaded through one {@link LoadPath}: the rio 5 front end
 * into the statement buffer, the stock DataLoader, or (for {@code blazegraph-sail}) an embedded sail as SPARQL LOAD fills it.
 */
final class BlazegraphSession implements EngineSession {
    private final Journal journal;
    private final ProbedTripleStore store;
    private final Properties properties;
    private final Path journalFile;
    private final BlazegraphConfig config;
    private final LoadPath path;
    private final LoadProbes probes;

    private BlazegraphSession(Journal journal, ProbedTripleStore store, Properties properties, Path journalFile,
                              BlazegraphConfig config, LoadPath path, LoadProbes probes) {
        this.journal = journal;
        this.store = store;
        this.properties = properties;
        this.journalFile = journalFile;
        this.config = config;
        this.path = path;
        this.probes = probes;
    }

    static BlazegraphSession open(BlazegraphConfig config, Path storeDir, LoadProbes probes) throws LoadFailure {
        BlazegraphRuntime.prepare();
        Properties props = config.properties(storeDir);
        Path jnl = storeDir.resolve(BlazegraphEngine.JOURNAL_FILE);
        boolean existing = Files.exists(jnl) && !"MemStore".equals(config.bufferMode());
        Journal journal;
        try {
            journal = new Journal(props);
        } catch (RuntimeException | OutOfMemoryError e) {
            throw new LoadFailure("cannot open Blazegraph journal " + jnl + ": " + BlazegraphFailures.openFailure(e, storeDir, config.memorySettings()), jnl.toString(), e);
        }
        Map<String, Object> made;
        try {
            made = existing ? storeRow(journal, jnl) : null;
        } catch (LoadFailure f) {
            journal.close();
            throw f;
        }
        if (existing && made == null && journal.getRootBlockView().getCommitCounter() == 0) {
            // A journal that never committed: a load killed while it created the store. Nothing is in it to keep.
            existing = false;
        }
        try {
            Properties storeProps = props;
            if (existing) {
                // The store keeps the settings it was created with, including its axioms and vocabulary
                // objects, in the global row store; the loader's and parser's settings still come from now.
                Map<String, Object> row = storeRow(journal, jnl);
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
            PathContext ctx = new PathContext(store, timeline, probes, config, storeDir);
            LoadPath path = config.path().open(journal, ctx);
            return new BlazegraphSession(journal, store, storeProps, jnl, config, path, probes);
        } catch (LoadFailure e) {
            journal.close();
            throw e;
        } catch (Exception | OutOfMemoryError e) {
            journal.close();
            throw new LoadFailure("cannot open Blazegraph triple store in " + jnl + ": " + BlazegraphFailures.openFailure(e, storeDir, config.memorySettings()), jnl.toString(), e);
        }
    }

    /**
     * The store's settings as it keeps them, its vocabulary and axioms objects among them. A store made with classes of
     * an operator's own (a vocabulary, an inline-URI factory ...) cannot be read without them: said in words (the caller
     * closes the journal untouched).
     */
    private static Map<String, Object> storeRow(Journal journal, Path jnl) throws LoadFailure {
        try {
            return journal.getGlobalRowStore().read(RelationSchema.INSTANCE, BlazegraphEngine.NAMESPACE);
        } catch (RuntimeException | LinkageError e) {
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof ClassNotFoundException || t instanceof NoClassDefFoundError) {
                    String name = t.getMessage() == null ? "?" : t.getMessage().replace('/', '.');
                    throw new LoadFailure(jnl + " was made with class " + name + " (its settings name it: a vocabulary, "
                            + "inline-URI factory or extension factory, say), which is not on the class path; "
                            + OperatorClasses.HOW_TO_ADD, jnl.toString(), null);
                }
            }
            throw e;
        }
    }

    @Override
    public Map<String, String> effectiveSettings() {
        Map<String, String> out = new TreeMap<>();
        for (String k : properties.stringPropertyNames()) out.put(k, properties.getProperty(k));
        for (Map.Entry<Object, Object> e : store.getProperties().entrySet()) {
            out.putIfAbsent(String.valueOf(e.getKey()), String.valueOf(e.getValue()));
        }
        // loadscope's own settings for this engine, as they took effect (set or not): the advice rules and a rerun read
        // the load path from here, not from the prose of the fixed values.
        out.putAll(config.path().effectiveSettings());
        return out;
    }

    @Override
    public java.util.Optional<String> plan(long inputBytes) {
        return path.plan(inputBytes);
    }

    @Override
    public Map<String, String> fixedValues() {
        Map<String, String> f = new LinkedHashMap<>();
        f.put("blazegraph.version", "2.1.4");
        f.putAll(config.path().parserValues());
        path.describe(f);
        f.put("probe.bufferAddSampling", "1 in " + io.loadscope.probe.ParseSplit.SAMPLE_EVERY + " statements");
        f.putAll(QuadsMode.fixedValues(store.isQuads()));
        f.putAll(IndexShapes.of(store));
        return f;
    }

    @Override
    public LoadParser loadParser() {
        return path.parser();
    }

    @Override
    public boolean auditsSyntax() {
        return config.path().stockSyntaxCheck();
    }

    @Override
    public String syntaxAudit(OpenedInput input) {
        try {
            new RioFrontEnd(store.getValueFactory(), true, 1).parse(input, input.source().baseIri(), (s, p, o, c) -> { });
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
        return path.readsInputItself();
    }

    @Override
    public FileOutcome load(OpenedInput input) throws LoadFailure {
        return path.load(input);
    }

    @Override
    public void commit() throws LoadFailure {
        try {
            path.commit();
        } catch (Exception | OutOfMemoryError | InternalError e) {
            path.rollback();
            throw ResourceFault.failure(e, probes, null, journalFile.getParent(), config.memorySettings())
                    .orElseGet(() -> new LoadFailure("Blazegraph failed to commit: " + BlazegraphFailures.rootMessage(e), journalFile.toString(), e));
        }
    }

    @Override
    public void rollback() {
        path.rollback();
    }

    /** The journal's commit counter: kept in its root blocks, so it tells after a crash whether a commit made it. */
    @Override
    public long commitMarker() {
        return journal.getRootBlockView().getCommitCounter();
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

    /** The load path this session writes through (tests look at its buffer). */
    LoadPath path() {
        return path;
    }

    @Override
    public void close() {
        path.close();
        journal.close();
    }
}
