package io.loadscope.engine.blazegraph;

import com.bigdata.rdf.model.BigdataValue;
import io.loadscope.engine.blazegraph.parse.NTriplesStatement;
import io.loadscope.engine.blazegraph.parse.RioFrontEnd;
import io.loadscope.engine.blazegraph.parse.SinkLanes;
import io.loadscope.engine.blazegraph.sorted.SortedRun;
import io.loadscope.engine.blazegraph.sorted.SortedTermCodec;
import io.loadscope.probe.Clock;
import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.ParseSplit;
import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * The sorted build's parse side on every parse thread: one run per lane, each with a term codec of its own, so the
 * threads that parse a file's blocks also encode their terms (the build's largest serial step when one thread encoded
 * for all). Statements need no order (the build sorts everything), and runs need not be related: the lexicon merge takes
 * any number of them. A lane's run goes to disk when it holds its share of the run budget: it is handed to the run
 * writer, a thread of its own that sorts and writes one run at a time, and the lane goes on parsing into a new run.
 * <p>
 * Why beside the lanes: the load thread awaits a file's blocks in file order, so while a lane's thread wrote its run
 * the block it had parsed held up the next ones, and the other lanes ran dry (at BSBM 100 M on two cores the run
 * record's series shows one busy core for 3-5 s at each of the 16 runs written). The price is heap: while a run is
 * written the lanes fill new ones, so one run more than the lanes' own is held.
 * <p>
 * Why the lanes' first runs differ in size: lanes parse at about the same rate, so with equal budgets they all fill at
 * about the same moment, every time; the first hands its run to the writer and the others wait for it, each holding
 * the block it parsed (at BSBM 100 M on two cores, 7 stretches of 1-5 s at one busy core while the writer sorted alone).
 * Lane i of n takes (1 + (i-1)/n) budgets before its first hand-off and one budget after, so the lanes fill a budget's
 * time apart divided by n, and the writer, given a run every that long, has written the last one when the next comes
 * (as long as it writes a run faster than the lanes fill n of them, which it must anyway). The larger first runs keep
 * within the bound equal runs had, n + 1 budgets (every lane's run full and one being written): when lane n's first run
 * (2 - 1/n budgets) is full, lane i < n holds a second run 1 - i/n full, (n - 1)/2 budgets in all. A load that fits in
 * the lanes' first runs (BSBM 10 M at the default budget) writes no more runs than before.
 * <p>
 * Why a lane's run is written beside the writer's when the writer is busy: waiting for the writer, the lane held its full
 * run and the block it parsed, the blocks behind that block waited for it, and the other lanes soon ran dry (at BSBM
 * 30 M on two cores the run record's series showed one busy core for seconds while the writer sorted alone). Now the
 * run goes to a thread of its own, the block is done at once, and the lane takes no block until its run is on disk:
 * the heap held is what waiting held (the lane fills nothing meanwhile), the other lanes parse on, and on many cores
 * several runs are written at once where one writer would keep every lane waiting. At the end of the parse the lanes'
 * last runs are written beside a run the writer still has, not after it.
 * <p>
 * Time: a lane is a thread role ({@code run_builder.N}) for the time a pool thread holds it, its parse and term encoding
 * split as on the load thread ({@link ParseSplit}); the thread that writes its run beside the writer's is the lane's while
 * it writes, booked as term sort. The run writer is a role of its own ({@code run_writer}), booked as term sort.
 * Held by the load thread itself (a file that is not split into blocks), a lane's time is the load thread's
 * ({@code parser}) as before.
 */
final class SortedBuildLanes implements SinkLanes {
    /** Writes a full run to disk; called on the run writer's thread (and at the end on one thread per lane's last run). */
    @FunctionalInterface
    interface Spill {
        void write(SortedRun run) throws IOException;
    }

    /** The thread that sorts and writes full runs, one at a time (a new thread per run, one role). */
    static final ThreadRole RUN_WRITER = ThreadRole.of("run_writer");

    private final LoadProbes probes;
    private final Thread loadThread;
    private final long laneBudget;
    private final Spill spill;
    private final List<Lane> lanes = new ArrayList<>();
    private final BlockingQueue<Lane> free;
    /** The current input's read and decompress time so far (see {@link #readingFrom}). */
    private java.util.function.LongSupplier loadThreadReads = () -> 0;
    /** Wall time the load thread spent holding a lane, less its reads, since the last {@link #takeLoadThreadNanos}. */
    private long loadThreadNanos;
    /** Wall time the load thread waited for lanes on other threads since the last {@link #takeLoadThreadWaitNanos}. */
    private long loadThreadWaitNanos;
    /** Held while a run is handed to the writer or its end awaited. */
    private final Object writerLock = new Object();
    /** The run being written, or null; guarded by {@link #writerLock}. */
    private BesideTask<Void> writing;
    /** Set when the build was given up: no run is handed to the writer after; guarded by {@link #writerLock}. */
    private boolean abandoned;
    /** Lanes' runs being written beside the run writer's, the writer having been busy; guarded by {@link #writerLock}. */
    private final List<BesideTask<Void>> besideWrites = new ArrayList<>();
    /** Runs written beside the run writer's (counted by their threads, which take no lock: they are joined under it). */
    private final java.util.concurrent.atomic.AtomicInteger writtenBeside = new java.util.concurrent.atomic.AtomicInteger();

    SortedBuildLanes(LoadProbes probes, java.util.function.Supplier<SortedTermCodec> codecs, int count, long runBudget, Spill spill) {
        this.probes = probes;
        this.loadThread = Thread.currentThread();
        this.laneBudget = Math.max(1, runBudget / count);
        this.spill = spill;
        this.free = new ArrayBlockingQueue<>(count);
        probes.oneThreadAtATime(RUN_WRITER);
        for (int i = 1; i <= count; i++) {
            Lane lane = new Lane(ThreadRole.of("run_builder." + i), codecs, firstRunBudget(laneBudget, i, count));
            probes.oneThreadAtATime(lane.role);
            lanes.add(lane);
            free.add(lane);
        }
    }

    /** One run and what books its time. */
    private final class Lane {
        final ThreadRole role;
        final SortedTermCodec codec;
        SortedRun run;
        /** Heap bytes the current run may hold before it goes to the writer: more for later lanes' first runs. */
        long budget;
        ParseSplit split;
        long unreported;
        /** A statement's terms' positions and hashes, and the values of those its run has not seen written. */
        private final int[] positions = new int[3], hashes = new int[3];
        private final BigdataValue[] values = new BigdataValue[3];
        final RioFrontEnd.WrittenSink sink = new RioFrontEnd.WrittenSink() {
            @Override
            public void add(org.openrdf.model.Resource s, org.openrdf.model.URI p, org.openrdf.model.Value o, org.openrdf.model.Resource c) {
                long token = split.enter();
                run.add((BigdataValue) s, (BigdataValue) p, (BigdataValue) o);
                split.exit(token);
                if (++unreported == ParseSplit.BOOK_EVERY) report();
            }

            @Override
            public boolean add(NTriplesStatement st) {
                long token = split.enter();
                boolean added = addWritten(st);
                split.exit(token);
                if (added && ++unreported == ParseSplit.BOOK_EVERY) report();
                return added;
            }
        };

        /**
         * A statement as written: each term found by its writing where the run has seen it, its value made only where
         * not (a blank node is found by its value: its label names another node in another file). The values are made
         * before any is added, so a line left to rio adds nothing here.
         */
        private boolean addWritten(NTriplesStatement st) {
            byte[] b = st.bytes();
            for (int t = 0; t < 3; t++) {
                positions[t] = -1;
                if (st.named(t)) {
                    hashes[t] = SortedRun.writtenHash(b, st.from(t), st.to(t));
                    positions[t] = run.positionOfWritten(b, st.from(t), st.to(t), hashes[t]);
                }
                if (positions[t] < 0 && (values[t] = st.value(t)) == null) {
                    java.util.Arrays.fill(values, null);
                    return false;
                }
            }
            for (int t = 0; t < 3; t++) {
                if (positions[t] >= 0) continue;
                if (!st.named(t)) {
                    positions[t] = run.positionOf(values[t]);
                } else {
                    // A term written twice on one line (subject and object alike) was added a moment ago.
                    int again = t == 0 ? -1 : run.positionOfWritten(b, st.from(t), st.to(t), hashes[t]);
                    positions[t] = again >= 0 ? again : run.addWritten(b, st.from(t), st.to(t), hashes[t], values[t]);
                }
                values[t] = null;
            }
            run.addPositions(positions[0], positions[1], positions[2]);
            return true;
        }

        Lane(ThreadRole role, java.util.function.Supplier<SortedTermCodec> codecs, long firstBudget) {
            this.role = role;
            this.codec = codecs.get();
            this.run = new SortedRun(codec);
            this.budget = firstBudget;
        }

        void report() {
            probes.statementsParsed(unreported);
            unreported = 0;
        }
    }

    @Override
    public <T> T inLane(Work<T> work) throws IOException {
        Lane lane = take();
        boolean onLoadThread = Thread.currentThread() == loadThread;
        ThreadRole role = onLoadThread ? ThreadRole.PARSER : lane.role;
        probes.claimThread(role);
        // On the load thread a lane's parse may read the input (a file not cut into blocks): those reads are the input's.
        java.util.function.LongSupplier reads = onLoadThread ? loadThreadReads : () -> 0;
        long w0 = Clock.wall(), c0 = Clock.cpu(), r0 = reads.getAsLong();
        lane.split = new ParseSplit(probes, role, Stage.TERM_ENCODE);
        lane.split.beginFile(reads);
        boolean done = false;
        try {
            T told = work.run(lane.sink);
            lane.split.endStream();
            done = true;
            return told;
        } finally {
            lane.split.endFile();
            lane.report();
            boolean stillHeld = false;
            try {
                // After a failure the build is given up, so a full run is not written.
                if (done && lane.run.heapBytes() >= lane.budget) stillHeld = handOff(lane);
            } finally {
                long wall = Clock.wall() - w0;
                if (onLoadThread) loadThreadNanos += wall - (reads.getAsLong() - r0);
                else probes.addRoleTime(role, wall, c0 < 0 ? -1 : Clock.cpu() - c0);
                if (!stillHeld) free.add(lane);
            }
        }
    }

    /**
     * The heap bytes lane {@code lane} (1 to {@code lanes}) fills before its first hand-off: its share of the run budget,
     * and (lane - 1)/lanes of a share more, so that the lanes fill their runs apart (see the class comment).
     */
    static long firstRunBudget(long laneBudget, int lane, int lanes) {
        if (lane < 1 || lane > lanes) throw new IllegalArgumentException("lane " + lane + " of " + lanes);
        return laneBudget + laneBudget / lanes * (lane - 1);
    }

    private Lane take() throws IOException {
        try {
            return free.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted waiting for a run to parse into");
        }
    }

    /**
     * The lane's full run to the run writer and a new run for the lane; where the writer is still writing another run,
     * the lane's run is written on a thread of its own beside it, and the lane is free again (with a new run) once that
     * is on disk. True in that case: the lane stays held after this returns, and that thread frees it. Either way the
     * lanes fill no more than their own runs while one is written: at most one run beyond theirs is held, the writer's.
     */
    private boolean handOff(Lane lane) throws IOException {
        SortedRun full = lane.run;
        synchronized (writerLock) {
            // A lane that got here past the build's rollback (its pool is not waited for forever) writes nothing.
            if (abandoned) throw new InterruptedIOException("the sorted build was given up");
            rethrowBesideFailure();
            if (writing == null || writing.done()) {
                finishWriting();
                lane.run = new SortedRun(lane.codec);
                lane.budget = laneBudget;
                writing = BesideTask.start("loadscope-run-writer", () -> probes.workerIn(Stage.TERM_SORT, RUN_WRITER), () -> {
                    spill.write(full);
                    return null;
                });
                return false;
            }
            // Booked to the lane: no other thread has the lane until this one frees it.
            besideWrites.add(BesideTask.start("loadscope-lane-writer", () -> probes.workerIn(Stage.TERM_SORT, lane.role), () -> {
                try {
                    spill.write(full);
                    lane.run = new SortedRun(lane.codec);
                    lane.budget = laneBudget;
                    writtenBeside.incrementAndGet();
                } finally {
                    // Also after a failure, which the next hand-off or the end of the parse rethrows: no parse waits for
                    // this lane forever.
                    free.add(lane);
                }
                return null;
            }));
            return true;
        }
    }

    /** A failed write beside the writer's, rethrown (the finished ones are let go); guarded by {@link #writerLock}. */
    private void rethrowBesideFailure() throws IOException {
        for (java.util.Iterator<BesideTask<Void>> i = besideWrites.iterator(); i.hasNext(); ) {
            BesideTask<Void> w = i.next();
            if (!w.done()) continue;
            i.remove();
            w.join();
            rethrow(w);
        }
    }

    /** A finished write's failure rethrown (an I/O error as itself, any other checked one wrapped). */
    private static void rethrow(BesideTask<Void> w) throws IOException {
        try {
            w.result();
        } catch (IOException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IOException(e);
        }
    }

    /** Runs written beside the run writer's while it was busy. */
    int runsWrittenBeside() {
        return writtenBeside.get();
    }

    /** Waits for the run being written, if any; its failure (a full disk, say) is rethrown here. */
    void finishWriting() throws IOException {
        synchronized (writerLock) {
            BesideTask<Void> w = writing;
            if (w == null) return;
            w.join();
            writing = null;
            rethrow(w);
        }
    }

    /** After a failure: waits for the run being written, so nothing writes while the temporary files go; its outcome is moot. */
    void abandonWriting() {
        synchronized (writerLock) {
            abandoned = true;
            if (writing != null) writing.join();
            writing = null;
            for (BesideTask<Void> w : besideWrites) w.join();
            besideWrites.clear();
        }
    }

    /** The input the load thread reads now: its reads inside a lane are not the lane's parse. */
    void readingFrom(java.util.function.LongSupplier readNanos) {
        loadThreadReads = readNanos;
    }

    @Override
    public void waited(long nanos) {
        if (Thread.currentThread() == loadThread) loadThreadWaitNanos += nanos;
    }

    /** The load thread's time in lanes since the last call (booked by the lanes, not as its wait for them). */
    long takeLoadThreadNanos() {
        long n = loadThreadNanos;
        loadThreadNanos = 0;
        return n;
    }

    /** The load thread's time waiting for lanes on other threads since the last call. */
    long takeLoadThreadWaitNanos() {
        long n = loadThreadWaitNanos;
        loadThreadWaitNanos = 0;
        return n;
    }

    /**
     * The runs not yet on disk, called once every parse has ended, once the runs written beside the writer's are (a
     * failure there rethrown): their writing may begin while the run writer still writes its last one
     * ({@link #finishWriting} waits for that).
     */
    List<SortedRun> unspilled() throws IOException {
        List<BesideTask<Void>> writes;
        synchronized (writerLock) {
            writes = new ArrayList<>(besideWrites);
        }
        for (BesideTask<Void> w : writes) w.join();
        synchronized (writerLock) {
            rethrowBesideFailure();
        }
        List<SortedRun> out = new ArrayList<>();
        for (Lane lane : lanes) if (lane.run.statements() > 0) out.add(lane.run);
        return out;
    }

    int count() {
        return lanes.size();
    }
}
