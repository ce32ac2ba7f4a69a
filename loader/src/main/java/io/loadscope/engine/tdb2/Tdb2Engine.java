package io.loadscope.engine.tdb2;

import io.loadscope.engine.Engine;
import io.loadscope.engine.EngineSession;
import io.loadscope.input.LoadFailure;
import io.loadscope.probe.LoadProbes;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.system.progress.MonitorOutput;
import org.apache.jena.tdb2.DatabaseMgr;
import org.apache.jena.tdb2.sys.TDBInternal;
import org.apache.jena.tdb2.loader.DataLoader;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** Jena 5 TDB2 through its own loaders ({@code org.apache.jena.tdb2.loader}), into a TDB2 database directory. */
public final class Tdb2Engine implements Engine, io.loadscope.engine.KnownDepartures {
    public static final String NAME = "tdb2";
    static final String LOADER = "tdb2.loader";
    static final String VALIDATE_FIRST = "tdb2.validateFirst";
    /** Jena's own default ({@code LoaderFactory.createLoader}). */
    static final String DEFAULT_LOADER = "phased";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<io.loadscope.engine.DepartureRule> knownDepartures() {
        return Tdb2Departures.RULES;
    }

    /**
     * TDB2's frames: Jena's parsers, the node table (terms to ids, the lexicon), the tuple indexes and their indexer
     * threads (statements), the transaction commit, and the loaders' batching between parser and workers.
     */
    @Override
    public java.util.Optional<io.loadscope.engine.StatementReader> statementReader() {
        return java.util.Optional.of(new JenaInputReader());
    }

    @Override
    public io.loadscope.profiler.StageRules stageRules() {
        return io.loadscope.profiler.StageRules.generic()
                .add("org\\.apache\\.jena\\.dboe\\.transaction\\..*\\.(commit|executeCommit|commitPrepare|commitEnd|prepare)",
                        io.loadscope.profiler.SampleCategory.COMMIT)
                .add("(org\\.apache\\.jena\\.tdb2\\.store\\.nodetable\\.|org\\.apache\\.jena\\.tdb2\\.loader\\.main\\.DataToTuples).*",
                        io.loadscope.profiler.SampleCategory.LEXICON_WRITE)
                .add("(org\\.apache\\.jena\\.tdb2\\.store\\.tupletable\\.|org\\.apache\\.jena\\.tdb2\\.loader\\.main\\.(Indexer|IndexerInline)).*",
                        io.loadscope.profiler.SampleCategory.STATEMENT_WRITE)
                .add("(org\\.apache\\.jena\\.tdb2\\.loader\\.main\\.DataBatcher|io\\.loadscope\\.engine\\.tdb2\\.(ProbedPipe|ProbedStream)).*",
                        io.loadscope.profiler.SampleCategory.BUFFER_QUEUE)
                .add("org\\.apache\\.jena\\.riot\\..*", io.loadscope.profiler.SampleCategory.PARSE);
    }

    @Override
    public List<String> memorySettings(Map<String, String> settings) {
        return memorySettings(LoaderKind.parse(settings.getOrDefault(LOADER, DEFAULT_LOADER)));
    }

    /**
     * TDB2's chunk and queue sizes are compile-time constants and its node caches are fixed when the
     * database is created: the loader is the one memory knob a load has.
     */
    static List<String> memorySettings(LoaderKind kind) {
        String queued = org.apache.jena.tdb2.loader.main.LoaderConst.QueueSizeTuples + " chunks of "
                + org.apache.jena.tdb2.loader.main.LoaderConst.ChunkSize + " triples";
        return List.of(LOADER + "=" + kind.key() + switch (kind) {
            case BASIC, SEQUENTIAL -> " (no queues between threads; the node cache and the transaction's pages remain)";
            case PARALLEL -> " (queues up to " + queued + " per index; basic or sequential queue none)";
            default -> " (queues up to " + queued + " between its threads; basic or sequential queue none)";
        });
    }

    @Override
    public String defaultProfile() {
        return "tdb2-phased";
    }

    @Override
    public boolean acceptsSetting(String key) {
        return key.equals(LOADER) || key.equals(VALIDATE_FIRST);
    }

    @Override
    public void validate(Map<String, String> settings) {
        LoaderKind.parse(settings.getOrDefault(LOADER, DEFAULT_LOADER));
        String v = settings.getOrDefault(VALIDATE_FIRST, "true");
        if (!v.equals("true") && !v.equals("false")) throw new IllegalArgumentException(VALIDATE_FIRST + " must be true or false");
    }

    @Override
    public EngineSession open(Map<String, String> settings, Path storeDir, LoadProbes probes) throws LoadFailure {
        validate(settings);
        LoaderKind kind = LoaderKind.parse(settings.getOrDefault(LOADER, DEFAULT_LOADER));
        boolean validateFirst = Boolean.parseBoolean(settings.getOrDefault(VALIDATE_FIRST, "true"));
        try {
            DatasetGraph dsg = DatabaseMgr.connectDatasetGraph(storeDir.toString());
            return new Tdb2Session(dsg, storeDir, kind, validateFirst && kind.bulk, probes);
        } catch (RuntimeException e) {
            throw new LoadFailure("cannot open TDB2 database " + storeDir + ": " + e.getMessage(), storeDir.toString(), e);
        }
    }

    /** Stock: the chosen loader reading the files itself, as {@code tdb2.tdbloader --loader=...} does. */
    @Override
    public long loadStock(Map<String, String> settings, Path storeDir, List<Path> files) throws Exception {
        LoaderKind kind = LoaderKind.parse(settings.getOrDefault(LOADER, DEFAULT_LOADER));
        Files.createDirectories(storeDir);
        DatasetGraph dsg = DatabaseMgr.connectDatasetGraph(storeDir.toString());
        try {
            MonitorOutput quiet = (fmt, args) -> { };
            DataLoader loader = kind.create(dsg, quiet);
            loader.startBulk();
            loader.load(files.stream().map(Path::toString).toList());
            loader.finishBulk();
            return loader.countTriples() + loader.countQuads();
        } finally {
            TDBInternal.expel(dsg);
        }
    }
}
