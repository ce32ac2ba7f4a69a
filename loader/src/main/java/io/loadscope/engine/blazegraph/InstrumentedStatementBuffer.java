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
 * <p>Parse and buffer-add time interleave per statement on the parser thread, and timing every statement
 * would cost more than the overhead budget. Their sum is measured exactly, per file, from batch
 * boundaries: the span from the first {@code add()} to {@code flush()}, minus input reads and batch
 * hand-offs inside it. The split between the two is estimated from one call in {@value #SAMPLE_EVERY}:
 * the time {@code add()} took (buffer) and the gap since the previous call returned, minus reads (parse).
 * Medians, not means, set the split, so a GC pause or JIT compile that lands in one sampled gap does
 * not count {@value #SAMPLE_EVERY} times.
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
    private final SampleWindow addSamples = new SampleWindow();
    private final SampleWindow gapSamples = new SampleWindow();
    private long gapStartWall;
    private long gapStartRead;
    private long firstAddWall;
    private long firstAddRead;
    private long firstAddDownstream;
    private long streamEndWall;
    private long streamEndRead;
    private long streamEndDownstream;
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
        adds = 0;
        addSamples.clear();
        gapSamples.clear();
        gapStartWall = 0;
        firstAddWall = 0;
        streamEndWall = 0;
    }

    /** Books the file's parse and buffer-add time. */
    void endFile() {
        long combined = 0;
        if (firstAddWall != 0) {
            long end = streamEndWall != 0 ? streamEndWall : Clock.wall();
            long endRead = streamEndWall != 0 ? streamEndRead : readNanos.getAsLong();
            long endDown = streamEndWall != 0 ? streamEndDownstream : downstreamNanos;
            combined = Math.max(0, (end - firstAddWall) - (endRead - firstAddRead) - (endDown - firstAddDownstream));
        }
        double add = addSamples.median();
        double gap = gapSamples.median();
        double addShare = add + gap <= 0 ? 0 : add / (add + gap);
        long bufferAdds = Math.round(combined * addShare);
        long parse = combined - bufferAdds;
        probes.record(Stage.PARSE, ThreadRole.PARSER, parse, -1, 1, adds);
        probes.record(Stage.BUFFER, ThreadRole.PARSER, bufferAdds, -1, 1, adds);
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
            addSamples.add((t1 - t0) - (downstreamNanos - down0));
            if (gapStartWall != 0) {
                gapSamples.add(Math.max(0, (t0 - gapStartWall) - (readNanos.getAsLong() - gapStartRead)));
            }
        } else if (phase == SAMPLE_MASK) {
            super.add(s, p, o, c, type);
            // Mark where the next, sampled, statement's parse starts.
            gapStartRead = readNanos.getAsLong();
            gapStartWall = Clock.wall();
        } else {
            if (n == 1) {
                // The statement stream starts: parse time from here on is parse, not parser setup.
                firstAddRead = readNanos.getAsLong();
                firstAddDownstream = downstreamNanos;
                firstAddWall = Clock.wall();
            }
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
        if (streamEndWall == 0 && firstAddWall != 0) {
            // The parser calls flush() once the document is parsed: the statement stream ends here.
            streamEndWall = w;
            streamEndRead = readNanos.getAsLong();
            streamEndDownstream = downstreamNanos;
        }
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
