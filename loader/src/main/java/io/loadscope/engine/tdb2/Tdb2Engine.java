package io.loadscope.engine.tdb2;

import io.loadscope.engine.Engine;
import io.loadscope.engine.EngineConfig;
import io.loadscope.engine.ProfilerStages;
import io.loadscope.engine.StatementReading;

import java.util.List;
import java.util.Map;

/** Jena 5 TDB2 through its own loaders ({@code org.apache.jena.tdb2.loader}), into a TDB2 database directory. */
public final class Tdb2Engine implements Engine, StatementReading, ProfilerStages, io.loadscope.engine.KnownDepartures {
    public static final String NAME = "tdb2";
    static final String LOADER = "tdb2.loader";
    static final String VALIDATE_FIRST = "tdb2.validateFirst";
    /** Jena's own default ({@code LoaderFactory.createLoader}). */
    static final String DEFAULT_LOADER = "phased";

    @Override
    public String name() {
        return NAME;
    }

    /** Jena's RIOT, the parser the TDB2 loaders read with. */
    @Override
    public io.loadscope.engine.StatementReader statementReader() {
        return new JenaInputReader();
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
    public String defaultProfile() {
        return "tdb2-phased";
    }

    @Override
    public boolean acceptsSetting(String key) {
        return key.equals(LOADER) || key.equals(VALIDATE_FIRST);
    }

    @Override
    public EngineConfig configure(Map<String, String> settings) {
        return Tdb2Config.of(settings);
    }
}
