package io.loadscope.engine.tdb2;

import io.loadscope.engine.FileOutcome;
import io.loadscope.load.LoadFailure;
import io.loadscope.input.OpenedInput;
import io.loadscope.engine.ResourceFault;
import io.loadscope.probe.Clock;
import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.ParseSplit;
import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;
import io.loadscope.engine.tdb2.JenaInputReader;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.riot.RiotException;
import org.apache.jena.riot.RiotParseException;
import org.apache.jena.riot.system.ErrorHandlerFactory;
import org.apache.jena.riot.system.StreamRDFLib;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.tdb2.sys.TDBInternal;
import org.apache.jena.tdb2.loader.DataLoader;
import org.apache.jena.tdb2.loader.main.DataToTuples;
import org.apache.jena.tdb2.loader.main.Indexer;
import org.apache.jena.tdb2.loader.main.LoaderConst;
import org.apache.jena.tdb2.store.DatasetGraphTDB;
import org.apache.jena.tdb2.store.tupletable.TupleIndex;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.stream.Stream;

/**
 * A TDB2 database and one of Jena's loaders. Each commit group is one bulk load (startBulk … finishBulk). Thread roles: {@code parser}; for the bulk loaders {@code node_table} (data →
 * tuples, node ids) and one {@code indexer.<INDEX>} per primary index, timed at their pipes.
 */
final class Tdb2Session implements Tdb2Reads {
    private static final ThreadRole NODE_TABLE = ThreadRole.of("node_table");

    private final DatasetGraph dsg;
    private final Path dir;
    private final LoaderKind kind;
    private final boolean validateFirst;
    private final LoadProbes probes;
    private final MonitorLog monitor;
    private final PutClock puts = new PutClock();
    private final io.loadscope.engine.ParserWarnings warnings = new io.loadscope.engine.ParserWarnings(RiotWarnings.PARSER);
    /** The loader of the current commit group (started, not finished), or null between groups. */
    private DataLoader loader;
    /** The store's commit marker as last read or written, or -1 before the first read. */
    private long marker = -1;
    /** The parse split of the input being loaded, which the pipes report hand-offs to. */
    private ParseSplit split;

    Tdb2Session(DatasetGraph dsg, Path dir, LoaderKind kind, boolean validateFirst, LoadProbes probes) {
        this.dsg = dsg;
        this.dir = dir;
        this.kind = kind;
        this.validateFirst = validateFirst;
        this.probes = probes;
        // Jena's progress lines (an index build's ticks) are activity: such a phase moves no statement counter.
        this.monitor = new MonitorLog(probes::activity);
    }

    @Override
    public Map<String, String> effectiveSettings() {
        Map<String, String> s = new LinkedHashMap<>();
        s.put(Tdb2Engine.LOADER, kind.key());
        s.put(Tdb2Engine.VALIDATE_FIRST, Boolean.toString(validateFirst));
        return s;
    }

    @Override
    public Map<String, String> fixedValues() {
        Map<String, String> f = new LinkedHashMap<>();
        f.put("jena.version", io.loadscope.engine.LibraryVersion.of("org.apache.jena", "jena-tdb2"));
        f.put("tdb2.parser", "Jena RIOT (the loaders' own parser), fed by loadscope's decompressed stream");
        f.put("tdb2.LoaderConst.ChunkSize", Integer.toString(LoaderConst.ChunkSize) + " (compile-time constant)");
        f.put("tdb2.LoaderConst.QueueSizeTuples", Integer.toString(LoaderConst.QueueSizeTuples) + " (compile-time constant)");
        f.put("tdb2.LoaderConst.QueueSizeData", JenaInternals.QUEUE_SIZE_DATA + " (compile-time constant)");
        f.put("tdb2.commit", "by loadscope when the commit policy (loader.commitStatements, loader.commitSeconds, loader.commitEvery) closes a group of inputs (one startBulk … finishBulk per group)");
        f.put("probe.bufferAddSampling", "1 in " + ParseSplit.SAMPLE_EVERY + " statements");
        return f;
    }

    @Override
    public java.util.Optional<String> parserWarnings() {
        return warnings.summary();
    }

    @Override
    public io.loadscope.engine.LoadParser loadParser() {
        return io.loadscope.engine.LoadParser.JENA_RIOT;
    }

    @Override
    public boolean validatesFirst() {
        return validateFirst;
    }

    @Override
    public void validate(OpenedInput input) throws LoadFailure {
        try {
            // Its warnings are counted when the load parses it again.
            RiotInputs.parser(input, new io.loadscope.engine.ParserWarnings(RiotWarnings.PARSER)).parse(StreamRDFLib.sinkNull());
        } catch (RuntimeException | OutOfMemoryError e) {
            // RuntimeException, not only RiotException: Jena wraps a read failure on its first buffer fill as RuntimeIOException.
            throw ResourceFault.failure(e, probes, input.name(), dir, Tdb2Config.memorySettings(kind)).orElseGet(() -> RiotInputs.failure(input, e));
        }
    }

    /**
     * Streams the input into the group's loader, started on the group's first input: one startBulk …
     * finishBulk per commit group, so {@link #commit} is Jena's own end of a load.
     */
    @Override
    public FileOutcome load(OpenedInput input) throws LoadFailure {
        long begin = System.currentTimeMillis();
        split = new ParseSplit(probes, ThreadRole.PARSER, kind.sinkStage);
        split.beginFile(input::readAndDecompressNanos, () -> input.recordStagesSoFar(probes));
        try {
            if (loader == null) {
                loader = kind.create(dsg, monitor);
                wirePipes(loader);
                puts.reset();
                loader.startBulk();
            }
            long before = loader.countTriples() + loader.countQuads();
            ProbedStream stream = new ProbedStream(loader.stream(), split, probes, !kind.bulk);
            RiotInputs.parser(input, warnings).parse(stream);
            stream.publish();
            split.endStream();
            split.endFile();
            return new FileOutcome(loader.countTriples() + loader.countQuads() - before, System.currentTimeMillis() - begin);
        } catch (RuntimeException | OutOfMemoryError | InternalError e) {
            probes.workers().takeStopInterrupt();
            split.endFile();
            // Worded first: that takes a stopped worker's fault and the interrupt it caused, before Jena's own end.
            LoadFailure f = ResourceFault.failure(e, probes, input.name(), dir, Tdb2Config.memorySettings(kind)).orElseGet(() -> RiotInputs.failure(input, e));
            abandon(e instanceof RuntimeException re ? re : new RuntimeException(e));
            if (kind.bulk) {
                return rethrowBulk(f);
            }
            throw f;
        }
    }

    @Override
    public void commit() throws LoadFailure {
        if (loader == null) return;
        try {
            // A loader thread that stopped early (Jena caught its error and ended it) leaves its index short of the
            // data while the load goes on; finishBulk would then commit that. Checked before, and after for a
            // thread that stopped while the indexes drained: the commit marker is not advanced, so a resume loads
            // the group again.
            probes.workers().checkStillRunning();
            finishBulk(loader, split);
            probes.workers().checkStillRunning();
        } catch (RuntimeException | OutOfMemoryError | InternalError e) {
            probes.workers().takeStopInterrupt();
            LoadFailure f = ResourceFault.failure(e, probes, null, dir, Tdb2Config.memorySettings(kind))
                    .orElseGet(() -> new LoadFailure("TDB2 failed to commit: " + e, null, e));
            abandon(e instanceof RuntimeException re ? re : new RuntimeException(e));
            if (kind.bulk) rethrowBulk(f);
            throw f;
        }
        loader = null;
        try {
            marker = CommitMarker.advance(dsg);
        } catch (RuntimeException | OutOfMemoryError e) {
            // The group is in the store but not marked: a resume loads it again, which stores nothing twice.
            throw ResourceFault.failure(e, probes, null, dir, Tdb2Config.memorySettings(kind))
                    .orElseGet(() -> new LoadFailure("TDB2 committed the group but not its commit marker: " + e, null, e));
        }
    }

    /**
     * The number of groups Jena finished committing in this store, kept in the store itself. Read once at open and
     * counted here after: the pipeline asks just before a commit, while the bulk loader holds the database in
     * exclusive mode with its own transactions on the prefix table, where a read transaction must not go.
     */
    @Override
    public long commitMarker() {
        if (marker < 0) marker = CommitMarker.read(dsg);
        return marker;
    }

    @Override
    public void rollback() {
        if (loader != null) abandon(new IllegalStateException("rolled back by loadscope"));
    }

    /** Jena's end of a failed load: the basic loader aborts its transaction; the bulk loaders leave exclusive mode. */
    private void abandon(RuntimeException cause) {
        DataLoader l = loader;
        loader = null;
        if (l == null) return;
        try {
            l.finishException(cause);
        } catch (RuntimeException | Error suppressed) {
            // Jena's sequential loader rethrows the very exception it was given (seen with a 24 MiB heap).
            if (suppressed != cause) cause.addSuppressed(suppressed);
        }
    }

    private static FileOutcome rethrowBulk(LoadFailure f) throws LoadFailure {
        throw new LoadFailure(f.getMessage() + " (the bulk loader writes outside a transaction: the database may hold part"
                + " of this input until it loads again; after fixing the cause, --resume loads it again, blank nodes"
                + " included, without duplicating what is already there)", f.file(), f.line(), f.column(), null, f.getCause())
                .storeMayHoldPart();
    }

    /**
     * finishBulk on the parser thread: the last block's hand-off (booked by its pipe), waiting for the
     * worker threads to drain (queue), Jena's secondary index phase (timed between its monitor lines), and the commit.
     */
    private void finishBulk(DataLoader loader, ParseSplit split) {
        long handOff0 = split.handOffNanos();
        monitor.takeSecondaryNanos();
        long w0 = Clock.wall();
        long c0 = Clock.cpu();
        // Shown in the series while it runs (mostly the phased loader's secondary indexes); split and booked below.
        io.loadscope.probe.Span finishing = probes.show(Stage.STATEMENT_WRITE, ThreadRole.PARSER);
        try {
            loader.finishBulk();
        } finally {
            finishing.end();
        }
        long wall = Clock.wall() - w0;
        long cpu = c0 < 0 ? -1 : Clock.cpu() - c0;
        long handOff = split.handOffNanos() - handOff0;
        long drain = puts.lastEnd() > w0 ? Math.min(wall - handOff, puts.lastEnd() - w0 - handOff) : 0;
        long secondary = Math.min(wall - handOff - Math.max(0, drain), monitor.takeSecondaryNanos());
        long commit = wall - handOff - Math.max(0, drain) - secondary;
        if (drain > 0) probes.recordWall(Stage.QUEUE, ThreadRole.PARSER, drain);
        if (secondary > 0) probes.recordWall(Stage.STATEMENT_WRITE, ThreadRole.PARSER, secondary);
        probes.record(Stage.COMMIT, ThreadRole.PARSER, commit, drain > 0 || secondary > 0 ? -1 : cpu, 1, 0);
    }

    /** Swaps the bulk loader's pipes for probed ones of the same capacity, before its threads start. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private void wirePipes(DataLoader loader) {
        List<Object> stages = JenaInternals.stages(loader);
        boolean nodeTableThread = stages.stream().anyMatch(s -> s instanceof DataToTuples);
        ThreadRole indexProducer = nodeTableThread ? NODE_TABLE : ThreadRole.PARSER;
        for (Object stage : stages) {
            if (stage instanceof DataToTuples dtt) {
                JenaInternals.replaceInput(dtt, new ProbedPipe<>(JenaInternals.QUEUE_SIZE_DATA, ThreadRole.PARSER, NODE_TABLE,
                        Stage.LEXICON_WRITE, e -> e == JenaInternals.DATA_END, probes, puts, n -> split.handOff(n), null));
            } else if (stage instanceof Indexer indexer) {
                BlockingQueue[] pipes = JenaInternals.indexerPipes(indexer);
                TupleIndex[] indexes = JenaInternals.indexerIndexes(indexer);
                for (int i = 0; i < pipes.length; i++) {
                    // The first index of each indexer is the primary (SPO, GSPO): its blocks count as written.
                    pipes[i] = new ProbedPipe<>(LoaderConst.QueueSizeTuples, indexProducer,
                            ThreadRole.of("indexer." + indexes[i].getName()), Stage.STATEMENT_WRITE,
                            e -> e instanceof List<?> l && l.isEmpty(), probes, puts,
                            indexProducer == ThreadRole.PARSER ? n -> split.handOff(n) : n -> { },
                            i == 0 ? e -> ((List<?>) e).size() : null);
                }
            }
        }
    }

    @Override
    public DatasetGraph readDataset() {
        return dsg;
    }

    @Override
    public Path storeDir() {
        return dir;
    }

    @Override
    public void close() {
        rollback();
        try {
            // A load that ran out of heap can leave the basic loader's transaction open when its own abort failed
            // too (seen with a 24 MiB heap): end it here, or the database cannot be released.
            if (dsg.isInTransaction()) {
                dsg.abort();
                dsg.end();
            }
        } catch (RuntimeException | OutOfMemoryError e) {
            // Nothing of it was committed; the journal drops it when the database is opened next.
        }
        try {
            TDBInternal.expel(dsg);
        } catch (RuntimeException e) {
            // Still held by a transaction of a loader thread that failed: the process's end releases the files, and
            // the load's own result (a failure, or committed data) must not be replaced by this.
        }
    }
}
