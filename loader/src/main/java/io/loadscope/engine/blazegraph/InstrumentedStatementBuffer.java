package io.loadscope.engine.blazegraph;

import com.bigdata.rdf.model.StatementEnum;
import com.bigdata.rdf.rio.StatementBuffer;
import com.bigdata.rdf.store.AbstractTripleStore;
import io.loadscope.probe.Clock;
import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.Stage;
import io.loadscope.probe.ThreadRole;
import org.openrdf.model.Resource;
import org.openrdf.model.Statement;
import org.openrdf.model.URI;
import org.openrdf.model.Value;

import java.util.function.LongSupplier;

/**
 * Blazegraph's own {@link StatementBuffer}, unchanged in behaviour, with probes at its batch boundaries.
 *
 * <p>Parse and buffer-add time interleave per statement on the parser thread. Timing every statement
 * would cost more than the overhead budget, so one call in {@value #SAMPLE_EVERY} is timed: how long
 * {@code add()} took (buffer), and the gap since the previous call returned, minus any input reads in that
 * gap (parse). Per file, each mean times the statement count gives the estimate. Everything else is
 * timed per batch.
 */
final class InstrumentedStatementBuffer extends StatementBuffer<Statement> {
    static final int SAMPLE_EVERY = 64;
    private static final long SAMPLE_MASK = SAMPLE_EVERY - 1;

    private final LoadProbes probes;
    private final WriterTimeline timeline;
    private final ProbedQueue<Object> probedQueue;

    // Parser-thread state for the current file.
    private LongSupplier readNanos = () -> 0;
    private long adds;
    private long addSamples;
    private long sampledAddNanos;
    private long gapSamples;
    private long sampledGapNanos;
    private long gapStartWall;
    private long gapStartRead;
    private long downstreamNanos; // time in incrementalWrite (batch hand-off), excluded from add samples
    private long handOffPutNanos; // the part of downstreamNanos spent in queue puts

    @SuppressWarnings({"unchecked", "rawtypes"})
    InstrumentedStatementBuffer(AbstractTripleStore database, int capacity, int queueCapacity,
                                LoadProbes probes, WriterTimeline timeline) {
        super(database, capacity, queueCapacity);
        this.probes = probes;
        this.timeline = timeline;
        if (BlazegraphInternals.queue(this) != null) {
            probedQueue = new ProbedQueue<>(queueCapacity, BlazegraphInternals.poisonPill(), probes, timeline);
            BlazegraphInternals.replaceQueue(this, probedQueue);
            probes.setQueueDepth(probedQueue::size);
        } else {
            probedQueue = null;
            probes.setQueueDepth(() -> -1);
        }
        this.didWriteCallback = (stmts, numStmts) -> timeline.batchWritten(numStmts);
        probes.setBufferedStatements(this::size);
    }

    boolean hasQueue() {
        return probedQueue != null;
    }

    /** Starts the per-file estimates; {@code readNanos} is the input's cumulative read+decompress time. */
    void beginFile(LongSupplier readNanos) {
        this.readNanos = readNanos;
        adds = addSamples = sampledAddNanos = gapSamples = sampledGapNanos = 0;
        gapStartWall = 0;
    }

    /** Books the file's parse and buffer-add estimates; returns {parseNanos, bufferAddNanos}. */
    long[] endFile() {
        long addEstimate = addSamples == 0 ? 0 : Math.round((double) sampledAddNanos / addSamples * adds);
        long parseEstimate = gapSamples == 0 ? 0 : Math.round((double) sampledGapNanos / gapSamples * adds);
        probes.record(Stage.PARSE, ThreadRole.PARSER, parseEstimate, -1, 1, adds);
        probes.record(Stage.BUFFER, ThreadRole.PARSER, addEstimate, -1, 1, adds);
        return new long[] {parseEstimate, addEstimate};
    }

    long statementsAdded() {
        return adds;
    }

    @Override
    public void add(Resource s, URI p, Value o, Resource c, StatementEnum type) {
        long n = ++adds;
        long phase = n & SAMPLE_MASK;
        if (phase == 0) {
            long t0 = Clock.wall();
            long down0 = downstreamNanos;
            super.add(s, p, o, c, type);
            long t1 = Clock.wall();
            sampledAddNanos += (t1 - t0) - (downstreamNanos - down0);
            addSamples++;
            if (gapStartWall != 0) {
                sampledGapNanos += Math.max(0, (t0 - gapStartWall) - (readNanos.getAsLong() - gapStartRead));
                gapSamples++;
            }
        } else if (phase == SAMPLE_MASK) {
            super.add(s, p, o, c, type);
            // Mark where the next, sampled, statement's parse starts.
            gapStartRead = readNanos.getAsLong();
            gapStartWall = Clock.wall();
        } else {
            super.add(s, p, o, c, type);
        }
    }

    @Override
    protected void incrementalWrite() {
        long w = Clock.wall();
        long c = Clock.cpu();
        probes.statementsParsed(size());
        if (probedQueue == null) {
            timeline.syncWriteStarted();
            try {
                super.incrementalWrite();
            } finally {
                timeline.syncWriteEnded();
                downstreamNanos += Clock.wall() - w;
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
            // Building the batch (cloning the buffer); the blocking put was booked as queue time.
            probes.record(Stage.BUFFER, ThreadRole.PARSER, wall - put, c < 0 ? -1 : Clock.cpu() - c, 1, 0);
        }
    }

    @Override
    public long flush() {
        long w = Clock.wall();
        long down0 = downstreamNanos;
        long handOffPut0 = handOffPutNanos;
        long put0 = probedQueue == null ? 0 : probedQueue.putNanos();
        try {
            return super.flush();
        } finally {
            // Already booked: batch hand-offs (incrementalWrite) and the end-of-source marker's put.
            long markerPut = probedQueue == null ? 0 : (probedQueue.putNanos() - put0) - (handOffPutNanos - handOffPut0);
            long rest = Clock.wall() - w - (downstreamNanos - down0) - markerPut;
            if (probedQueue != null) {
                // The writer has drained this source's batches: close its task, then book our wait for it.
                timeline.writerTaskEnded();
                probes.record(Stage.QUEUE, ThreadRole.PARSER, rest, -1, 1, 0);
            } else {
                probes.record(Stage.BUFFER, ThreadRole.PARSER, rest, -1, 1, 0);
            }
        }
    }
}
