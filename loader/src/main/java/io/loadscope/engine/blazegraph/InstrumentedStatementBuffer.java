package io.loadscope.engine.blazegraph;

import com.bigdata.rdf.model.StatementEnum;
import com.bigdata.rdf.rio.StatementBuffer;
import com.bigdata.rdf.store.BD;
import com.bigdata.rdf.store.AbstractTripleStore;
import io.loadscope.probe.Clock;
import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.ParseSplit;
import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;
import org.openrdf.model.Resource;
import org.openrdf.model.Statement;
import org.openrdf.model.URI;
import org.openrdf.model.Value;

import java.util.function.LongSupplier;

/**
 * Blazegraph's own {@link StatementBuffer}, unchanged in behaviour, with probes at its batch boundaries.
 * Parse versus buffer-add time is split by {@link ParseSplit}; batch building, queue hand-off and
 * synchronous writes are timed per batch.
 */
final class InstrumentedStatementBuffer extends StatementBuffer<Statement> {
    private final LoadProbes probes;
    private final WriterTimeline timeline;
    private final ProbedQueue<Object> probedQueue;
    /** The batch incrementalWrite is handing off, already counted as parsed; 0 between hand-offs. */
    private volatile int inFlight;
    private final ParseSplit split;
    private final boolean quads;

    // Parser-thread totals, for telling flush()'s own wait from the hand-offs inside it.
    private long downstreamNanos;
    private long handOffPutNanos;

    @SuppressWarnings({"unchecked", "rawtypes"})
    InstrumentedStatementBuffer(AbstractTripleStore database, int capacity, int queueCapacity,
                                LoadProbes probes, WriterTimeline timeline) {
        super(database, capacity, queueCapacity);
        this.quads = database.isQuads();
        this.probes = probes;
        this.timeline = timeline;
        if (BlazegraphInternals.queue(this) != null) {
            probedQueue = new ProbedQueue<>(queueCapacity, BlazegraphInternals.poisonPill(), probes, timeline,
                    () -> BlazegraphInternals.drainTask(this));
            timeline.watch(this);
            BlazegraphInternals.replaceQueue(this, probedQueue);
            probes.setQueueDepth(probedQueue::size);
        } else {
            probedQueue = null;
            probes.setQueueDepth(() -> -1);
        }
        this.split = new ParseSplit(probes, ThreadRole.PARSER, Stage.BUFFER);
        this.didWriteCallback = (stmts, numStmts) -> timeline.batchWritten(numStmts);
        // Statements in the buffer that incrementalWrite has not yet counted as parsed: while a batch is being handed
        // off (or written, without a queue) the buffer still holds it, and it must not count twice.
        probes.setBufferedStatements(() -> Math.max(0, size() - inFlight));
    }

    /**
     * Reports the writer as stopped when its task failed: its future holds the failure (out of heap in an index
     * write) and nothing else does. Called by hand-offs between their slices, by the stall guard, and by the session
     * when a load fails, before the buffer is reset (which forgets the future).
     */
    void checkWriter() {
        java.util.concurrent.Future<?> task = probedQueue == null ? null : BlazegraphInternals.drainTask(this);
        if (task == null || !task.isDone() || task.isCancelled()) return;
        try {
            task.get();
        } catch (java.util.concurrent.ExecutionException failed) {
            timeline.writerFailed(failed.getCause() == null ? failed : failed.getCause());
        } catch (InterruptedException | java.util.concurrent.CancellationException e) {
            if (e instanceof InterruptedException) Thread.currentThread().interrupt();
        }
    }

    /**
     * Lets go of this buffer after a failed batch: the probes and the writer timeline stop reading it, so that its
     * arrays (sized by the buffer capacity, with a term map that keeps its largest table) become garbage once the path
     * drops it too. With a heap too small for the buffer, the rest of the failure path (the run record above all)
     * otherwise runs in what the emptied buffer leaves free.
     */
    void detach() {
        boolean queued = probedQueue != null;
        probes.setQueueDepth(() -> queued ? 0 : -1);
        probes.setBufferedStatements(() -> 0L);
        timeline.unwatch(this);
    }

    boolean hasQueue() {
        return probedQueue != null;
    }

    /** Starts a file; {@code readNanos} is the input's cumulative read+decompress time. */
    void beginFile(LongSupplier readNanos) {
        split.beginFile(readNanos);
    }

    /** Starts a file whose reads are booked as they happen, at the parse split's periodic bookings. */
    void beginFile(io.loadscope.input.OpenedInput input) {
        split.beginFile(input::readAndDecompressNanos, () -> input.recordStagesSoFar(probes));
    }

    /** The statement stream ended (for paths where no flush() marks it). */
    void endStream() {
        split.endStream();
    }

    long statementsAdded() {
        return split.statements();
    }

    long firstStatementWall() {
        return split.firstStatementWall();
    }

    /** Books the file's parse and buffer-add time. */
    void endFile() {
        split.endFile();
    }

    @Override
    public void add(Resource s, URI p, Value o, Resource c, StatementEnum type) {
        long token = split.enter();
        // A quads store's indexes take no statement without a graph: a triple goes to the store's default graph (its null
        // graph, as BigdataSail does it), which reads back as a statement without a context.
        super.add(s, p, o, c == null && quads ? BD.NULL_GRAPH : c, type);
        split.exit(token);
    }

    @Override
    protected void incrementalWrite() {
        long w = Clock.wall();
        long c = Clock.cpu();
        inFlight = size();
        probes.statementsParsed(inFlight);
        try {
            handOff(w, c);
        } finally {
            inFlight = 0;
        }
    }

    private void handOff(long w, long c) {
        if (probedQueue == null) {
            timeline.syncWriteStarted();
            try {
                super.incrementalWrite();
            } finally {
                timeline.syncWriteEnded();
                long wall = Clock.wall() - w;
                downstreamNanos += wall;
                split.handOff(wall);
            }
            return;
        }
        long put0 = probedQueue.putNanos();
        try {
            super.incrementalWrite();
        } finally {
            long wall = Clock.wall() - w;
            long put = probedQueue.putNanos() - put0;
            downstreamNanos += wall;
            handOffPutNanos += put;
            split.handOff(wall);
            // Building the batch (cloning the buffer); the blocking put was booked as queue time.
            probes.record(Stage.BUFFER, ThreadRole.PARSER, wall - put, c < 0 ? -1 : Clock.cpu() - c, 1, 0);
        }
    }

    @Override
    public long flush() {
        // The parser calls flush() once the document is parsed: the statement stream ends here.
        split.endStream();
        long w = Clock.wall();
        long down0 = downstreamNanos;
        long handOffPut0 = handOffPutNanos;
        long put0 = probedQueue == null ? 0 : probedQueue.putNanos();
        // The wait for the writer to drain shows in the series while it lasts; its exact length is booked below.
        io.loadscope.probe.Span draining = probedQueue == null ? null : probes.show(Stage.QUEUE, ThreadRole.PARSER);
        try {
            return super.flush();
        } finally {
            if (draining != null) draining.end();
            // Already booked: batch hand-offs (incrementalWrite) and the end-of-source marker's put.
            long markerPut = probedQueue == null ? 0 : (probedQueue.putNanos() - put0) - (handOffPutNanos - handOffPut0);
            long rest = Clock.wall() - w - (downstreamNanos - down0) - markerPut;
            if (probedQueue != null) {
                // The writer has drained this source's batches: close its task, then book our wait for it.
                timeline.writerTaskEnded();
                probes.recordWall(Stage.QUEUE, ThreadRole.PARSER, rest);
            } else {
                probes.recordWall(Stage.BUFFER, ThreadRole.PARSER, rest);
            }
        }
    }
}
