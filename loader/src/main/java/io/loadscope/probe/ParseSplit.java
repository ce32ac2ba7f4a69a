package io.loadscope.probe;

import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;

import java.util.function.LongSupplier;

/**
 * Splits a parser thread's time between the parser and the sink it feeds (a statement buffer, a bulk
 * loader's batcher) without timing every statement.
 *
 * <p>The sum is measured exactly per file: from the first statement handed to the sink to the end of
 * the statement stream, minus input reads and minus hand-offs the engine timed itself (a batch put on a
 * queue, a synchronous write). The split uses one statement in {@value #SAMPLE_EVERY}: how long the sink
 * call took (buffer) and the gap since the previous call returned, minus reads (parse). The medians of the
 * last {@value SampleWindow#SIZE} samples set the split, so a GC pause that lands in one sampled gap does
 * not count {@value #SAMPLE_EVERY} times.
 *
 * <p>The time is booked as it is spent: every {@value #BOOK_EVERY} statements, or 100 ms, whichever comes first (a slow
 * Turtle parse makes 20 k statements/s), the span since the last booking is split and booked, so on one big file the series' stage shares show parse and buffer time in the intervals they
 * happen, not all at the file's end.
 *
 * <p>Use: {@code long t = split.enter(); sink.add(...); split.exit(t);} around every sink call, on one thread.
 */
public final class ParseSplit {
    public static final int SAMPLE_EVERY = 64;
    private static final long MASK = SAMPLE_EVERY - 1;
    /** Statements between bookings at most, and time between bookings at most (checked on sampled statements only). */
    public static final int BOOK_EVERY = 1 << 17;
    static final long BOOK_NANOS = 100_000_000L;
    private static final long BOOK_MASK = BOOK_EVERY - 1;

    private final LoadProbes probes;
    private final ThreadRole role;
    private final Stage sinkStage;
    private final SampleWindow addSamples = new SampleWindow();
    private final SampleWindow gapSamples = new SampleWindow();
    private LongSupplier readNanos = () -> 0;
    private Runnable bookReads = () -> { };
    private long count;
    private long handOffNanos;
    private long gapStartWall;
    private long gapStartRead;
    private long sampleHandOff;
    private long firstWall;
    private long firstRead;
    private long firstHandOff;
    // Where the last booking ended: wall clock, reads and hand-offs then, and the statement count.
    private long bookedWall;
    private long bookedRead;
    private long bookedHandOff;
    private long bookedCount;
    private long endWall;
    private long endRead;
    private long endHandOff;

    /** @param sinkStage what the sink's own work is: buffer adds, or index writes for loaders that write inline */
    public ParseSplit(LoadProbes probes, ThreadRole role, Stage sinkStage) {
        this.probes = probes;
        this.role = role;
        this.sinkStage = sinkStage;
    }

    /** Starts a file; {@code readNanos} is its input's cumulative read+decompress time. */
    public void beginFile(LongSupplier readNanos) {
        beginFile(readNanos, () -> { });
    }

    /** As {@link #beginFile(LongSupplier)}; {@code bookReads} books the input's reads so far, at each periodic booking. */
    public void beginFile(LongSupplier readNanos, Runnable bookReads) {
        this.readNanos = readNanos;
        this.bookReads = bookReads;
        count = 0;
        addSamples.clear();
        gapSamples.clear();
        gapStartWall = firstWall = endWall = 0;
    }

    /** Time spent in hand-offs inside sink calls that the engine booked to another stage. */
    public void handOff(long nanos) {
        handOffNanos += nanos;
    }

    /** Before a sink call; returns a token for {@link #exit}. */
    public long enter() {
        long n = ++count;
        if ((n & MASK) != 0) {
            if (n == 1) {
                firstRead = readNanos.getAsLong();
                firstHandOff = handOffNanos;
                firstWall = Clock.wall();
                bookedRead = firstRead;
                bookedHandOff = firstHandOff;
                bookedWall = firstWall;
                bookedCount = 0;
            }
            return 0;
        }
        long t0 = Clock.wall();
        if ((n & BOOK_MASK) == 0 || t0 - bookedWall >= BOOK_NANOS) {
            book(t0, readNanos.getAsLong(), handOffNanos, n - 1, 0);
            bookReads.run();
            t0 = Clock.wall();
        }
        if (gapStartWall != 0) gapSamples.add(Math.max(0, (t0 - gapStartWall) - (readNanos.getAsLong() - gapStartRead)));
        sampleHandOff = handOffNanos;
        return t0;
    }

    /** After the sink call. */
    public void exit(long token) {
        if (token != 0) {
            addSamples.add((Clock.wall() - token) - (handOffNanos - sampleHandOff));
        } else if ((count & MASK) == MASK) {
            // The next statement is sampled: its parse starts now.
            gapStartRead = readNanos.getAsLong();
            gapStartWall = Clock.wall();
        }
    }

    /** The statement stream of this file ended (the parser finished); later work is not parse. */
    public void endStream() {
        if (endWall != 0 || firstWall == 0) return;
        endRead = readNanos.getAsLong();
        endHandOff = handOffNanos;
        endWall = Clock.wall();
    }

    public long statements() {
        return count;
    }

    /** Wall clock of the file's first statement, 0 before it. */
    public long firstStatementWall() {
        return firstWall;
    }

    /** Hand-off time booked so far (see {@link #handOff}). */
    public long handOffNanos() {
        return handOffNanos;
    }

    /** Books the rest of the file's parse and buffer time. */
    public void endFile() {
        if (firstWall != 0) {
            endStream();
            book(endWall, endRead, endHandOff, count, 1);
        } else {
            probes.recordWall(Stage.PARSE, role, 0);
            probes.recordWall(sinkStage, role, 0);
        }
    }

    /**
     * Books the span from the last booking to {@code wall} (less reads and hand-offs in it), split between parse and
     * the sink by the medians of the recent samples. {@code events}: 1 once per file, at its end.
     */
    private void book(long wall, long read, long handOff, long statementsSoFar, int events) {
        long combined = Math.max(0, (wall - bookedWall) - (read - bookedRead) - (handOff - bookedHandOff));
        double add = addSamples.median();
        double gap = gapSamples.median();
        double addShare = add + gap <= 0 ? 0 : add / (add + gap);
        long buffer = Math.round(combined * addShare);
        long statements = statementsSoFar - bookedCount;
        probes.record(Stage.PARSE, role, combined - buffer, -1, events, statements);
        probes.record(sinkStage, role, buffer, -1, events, statements);
        bookedWall = wall;
        bookedRead = read;
        bookedHandOff = handOff;
        bookedCount = statementsSoFar;
    }
}
