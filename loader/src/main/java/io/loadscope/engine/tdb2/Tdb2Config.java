package io.loadscope.engine.tdb2;

import io.loadscope.engine.EngineConfig;
import io.loadscope.engine.EngineSession;
import io.loadscope.engine.MemoryAdvice;
import io.loadscope.engine.MemorySetting;
import io.loadscope.engine.StockBaseline;
import io.loadscope.load.LoadFailure;
import io.loadscope.probe.LoadProbes;
import io.loadscope.record.RecordedPath;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.system.progress.MonitorOutput;
import org.apache.jena.tdb2.DatabaseMgr;
import org.apache.jena.tdb2.loader.DataLoader;
import org.apache.jena.tdb2.loader.main.LoaderConst;
import org.apache.jena.tdb2.sys.TDBInternal;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Map;

/**
 * A TDB2 load's settings, checked once: which of Jena's loaders, and whether a bulk loader's input is parsed once
 * first (so a bad line fails before the loader's threads start).
 *
 * @param loader        Jena's loader ({@code tdb2.loader})
 * @param validateFirst parse each input before a bulk loader takes it ({@code tdb2.validateFirst}); bulk loaders only
 */
record Tdb2Config(LoaderKind loader, boolean validateFirst) implements EngineConfig, MemoryAdvice, StockBaseline {

    /** Checks and types {@code settings}; throws {@link IllegalArgumentException} naming the first bad one. */
    static Tdb2Config of(Map<String, String> settings) {
        LoaderKind kind = LoaderKind.parse(settings.getOrDefault(Tdb2Engine.LOADER, Tdb2Engine.DEFAULT_LOADER));
        String v = settings.getOrDefault(Tdb2Engine.VALIDATE_FIRST, "true");
        if (!v.equals("true") && !v.equals("false")) {
            throw new IllegalArgumentException(Tdb2Engine.VALIDATE_FIRST + "=" + v + ": use true or false");
        }
        if (kind == LoaderKind.XLOADER && v.equals("false")) {
            throw new IllegalArgumentException(Tdb2Engine.VALIDATE_FIRST + "=false cannot apply to " + Tdb2Engine.LOADER
                    + "=xloader: its steps read the files themselves, so loadscope parses each input once first, to find a"
                    + " syntax error with its place and to count the statements");
        }
        return new Tdb2Config(kind, v.equals("true") && kind.bulk);
    }

    @Override
    public String engineName() {
        return Tdb2Engine.NAME;
    }

    /** Jena's loader by its name; xloader builds the whole database once, from every input. */
    @Override
    public RecordedPath recordedPath() {
        return RecordedPath.of(Tdb2Engine.NAME, loader.key(), loader == LoaderKind.XLOADER);
    }

    @Override
    public EngineSession open(Path storeDir, LoadProbes probes) throws LoadFailure {
        if (loader == LoaderKind.XLOADER) return XloaderSession.open(storeDir, probes);
        try {
            DatasetGraph dsg = DatabaseMgr.connectDatasetGraph(storeDir.toString());
            return new Tdb2Session(dsg, storeDir, loader, validateFirst, probes);
        } catch (RuntimeException e) {
            throw new LoadFailure("cannot open TDB2 database " + storeDir + ": " + e.getMessage(), storeDir.toString(), e);
        }
    }

    @Override
    public Optional<String> whyOneCommit() {
        return loader == LoaderKind.XLOADER
                ? Optional.of(Tdb2Engine.LOADER + "=xloader builds the whole database once, from every input")
                : Optional.empty();
    }

    @Override
    public Optional<String> whyNoSkipMode() {
        return loader == LoaderKind.XLOADER
                ? Optional.of(Tdb2Engine.LOADER + "=xloader reads the input files itself, so loadscope cannot leave bad lines out")
                : Optional.empty();
    }

    @Override
    public List<MemorySetting> memorySettings() {
        return memorySettings(loader);
    }

    /**
     * TDB2's chunk and queue sizes are compile-time constants and its node caches are fixed when the
     * database is created: the loader is the one memory knob a load has.
     */
    static List<MemorySetting> memorySettings(LoaderKind kind) {
        String queued = LoaderConst.QueueSizeTuples + " chunks of " + LoaderConst.ChunkSize + " triples";
        if (kind == LoaderKind.XLOADER) {
            return List.of(new MemorySetting(Tdb2Engine.LOADER, kind.key(), "each step runs in a JVM of its own with this "
                    + "process's maximum heap (-Xmx); its sort program may take up to half the machine's memory"));
        }
        return List.of(new MemorySetting(Tdb2Engine.LOADER, kind.key(), switch (kind) {
            case BASIC, SEQUENTIAL -> "no queues between threads; the node cache and the transaction's pages remain";
            case PARALLEL -> "queues up to " + queued + " per index; basic or sequential queue none";
            default -> "queues up to " + queued + " between its threads; basic or sequential queue none";
        }));
    }

    /** Stock: the chosen loader reading the files itself, as {@code tdb2.tdbloader --loader=...} does. */
    @Override
    public long loadStock(Path storeDir, List<Path> files) throws Exception {
        Files.createDirectories(storeDir);
        if (loader == LoaderKind.XLOADER) return XloaderSession.loadStock(storeDir, files);
        DatasetGraph dsg = DatabaseMgr.connectDatasetGraph(storeDir.toString());
        try {
            MonitorOutput quiet = (fmt, args) -> { };
            DataLoader stock = loader.create(dsg, quiet);
            stock.startBulk();
            stock.load(files.stream().map(Path::toString).toList());
            stock.finishBulk();
            return stock.countTriples() + stock.countQuads();
        } finally {
            TDBInternal.expel(dsg);
        }
    }

    /** Nothing TDB2's path adds is a check beyond Jena's own. */
    @Override
    public Map<String, String> extraChecksOff() {
        return Map.of();
    }
}
