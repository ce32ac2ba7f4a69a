package io.loadscope.engine.blazegraph;

import com.bigdata.btree.IIndex;
import com.bigdata.rdf.internal.VTE;
import com.bigdata.rdf.internal.impl.TermId;
import com.bigdata.rdf.model.StatementEnum;
import com.bigdata.rdf.spo.SPO;
import com.bigdata.rdf.spo.SPOKeyOrder;
import com.bigdata.rdf.spo.SPOTupleSerializer;
import io.loadscope.event.BatchWritten;
import io.loadscope.engine.blazegraph.sorted.IndexHelpers;
import io.loadscope.engine.blazegraph.sorted.IvTable;
import io.loadscope.engine.blazegraph.sorted.OnCores;
import io.loadscope.engine.blazegraph.sorted.SortedIndexWrite;
import io.loadscope.engine.blazegraph.sorted.SortedStatements;
import io.loadscope.engine.blazegraph.sorted.SpillFiles;
import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.Span;
import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The sorted build's last step: the runs' statements, encoded with their terms' ranks, sorted in each statement index's
 * key order and written into SPO, POS and OSP, each index from the merge of its sorted runs on a thread of its own.
 */
final class SortedStatementIndexes {
    /** Runs of fewer statements are sorted in one piece (a radix sort of 64 k statements takes about a millisecond). */
    static final long SORT_SLICE_FROM = 1 << 16;

    private final PathContext ctx;
    private final LoadProbes probes;
    private final SpillFiles spill;
    private final OnCores.Workers sorters;
    /** Heap for the statements sorted at once: the parse's run budget, free again once its runs are on disk. */
    private final long sortBudget;
    /** Sorted statement files made over all indexes (a run's sort may be cut in slices). */
    private long sortSlices;
    /** Threads that made keys and stored leaves beside the three writers. */
    private int helperThreads;

    /** The threads the build may keep busy: the sorts' and the helpers' number comes from it. */
    private final int buildThreads;

    SortedStatementIndexes(PathContext ctx, SpillFiles spill, OnCores.Workers sorters, long sortBudget, int buildThreads) {
        this.ctx = ctx;
        this.buildThreads = buildThreads;
        this.sortBudget = sortBudget;
        this.probes = ctx.probes();
        this.spill = spill;
        this.sorters = sorters;
    }

    long sortSlices() {
        return sortSlices;
    }

    int helperThreads() {
        return helperThreads;
    }

    /** The threads a statement sort runs on: one per thread the build may keep busy, at most 16 (the caller's among them). */
    static int sortThreads(int buildThreads) {
        return Math.max(1, Math.min(16, buildThreads));
    }

    /** Heap a statement takes while it is sorted: its key as two longs. */
    static final int SORT_BYTES_PER_STATEMENT = 2 * Long.BYTES;

    /**
     * The slices a run of {@code statements} is sorted in, of {@code runs}, on {@code threads} threads with
     * {@code budget} bytes of heap for what is sorted at once: a run a slice where there are runs enough for every thread
     * (each slice is a file the index's merge reads, so fewer slices make a cheaper merge); where there are fewer runs
     * than threads, each run in as many slices as keep every thread busy; and always slices small enough that the
     * threads' slices together fit the budget (a run's sort once took no more heap than its run, in slices).
     * Small runs are one slice.
     */
    static int slicesFor(long statements, int runs, int threads, long budget) {
        if (statements < SORT_SLICE_FROM) return 1;
        long toKeepBusy = (threads + runs - 1) / runs;
        long toFit = (statements * SORT_BYTES_PER_STATEMENT * threads + budget - 1) / Math.max(1, budget);
        long most = statements / (SORT_SLICE_FROM / 4);
        return (int) Math.max(1, Math.min(most, Math.max(toKeepBusy, toFit)));
    }

    /**
     * Per statement index: every run sorted in its key order on the load thread, then the index written from the merge
     * of those runs on a thread of its own, while the load thread sorts for the next index. The load thread then waits
     * for the writers. Beside the writers, helper threads ({@link IndexHelpers}, one per core the writers leave, at
     * least one) make their keys and code and store their leaves.
     */
    SortedIndexWrite.Result[] sortAndWrite(IvTable ivs, List<Path> positionFiles, List<Path> rankFiles) throws Exception {
        SortedStatements.Order[] orders = SortedStatements.Order.values();
        int runs = positionFiles.size();
        @SuppressWarnings("unchecked")
        BesideTask<SortedIndexWrite.Result>[] writers = new BesideTask[orders.length];
        byte[] value = explicitStatementValue();
        // Progress in statements over the three indexes; runs' duplicates of each other make the real total smaller.
        AtomicLong done = new AtomicLong();
        long atMost = 0;
        helperThreads = IndexHelpers.threadsFor(buildThreads);
        IndexHelpers helpers = new IndexHelpers(helperThreads,
                slice -> probes.workerIn(Stage.STATEMENT_WRITE, ThreadRole.of("index_helper." + slice)));
        try {
            for (SortedStatements.Order o : orders) {
                List<Path> sorted = new ArrayList<>();
                AtomicLong distinctCount = new AtomicLong();
                Span span = probes.start(Stage.STATEMENT_SORT, ThreadRole.PARSER);
                try {
                    sorted.addAll(sortRuns(o, positionFiles, rankFiles, distinctCount));
                } finally {
                    span.end();
                }
                long distinct = distinctCount.get();
                if (o.ordinal() == 0) atMost = distinct;
                long total = 3 * atMost;
                // The statement sort ends with the first index's sort: the phase of the writes begins as its writer
                // starts, not at the writer's first report of progress (one batch later).
                if (o.ordinal() == 0) probes.phase("statement indexes", 0, total);
                ThreadRole role = ThreadRole.of("indexer." + o.name());
                IIndex index = live(ctx, ctx.store().getSPORelation().getIndex(switch (o) {
                    case SPO -> SPOKeyOrder.SPO;
                    case POS -> SPOKeyOrder.POS;
                    case OSP -> SPOKeyOrder.OSP;
                }));
                writers[o.ordinal()] = BesideTask.start("loadscope-index-" + o.name(), () -> probes.workerIn(Stage.STATEMENT_WRITE, role), () -> {
                    SortedIndexWrite.Result written = SortedIndexWrite.write(spill, sorted, ivs, index, value, n -> {
                        // The SPO writer's count is the load's statements written; the other two only show activity.
                        if (o == SortedStatements.Order.SPO && n > 0) probes.batchWritten(new BatchWritten(n, n, 0, 0, 1));
                        probes.phase("statement indexes", done.addAndGet(n), total);
                    }, helpers);
                    for (Path f : sorted) spill.delete(f);
                    return written;
                });
            }
        } finally {
            // Also when a sort failed: no writer may still write when the journal is rolled back.
            Span waiting = probes.start(Stage.STATEMENT_WRITE, ThreadRole.PARSER);
            try {
                for (BesideTask<SortedIndexWrite.Result> w : writers) if (w != null) w.join();
                helpers.close();
            } finally {
                waiting.end();
            }
        }
        SortedIndexWrite.Result[] results = new SortedIndexWrite.Result[orders.length];
        for (int i = 0; i < writers.length; i++) results[i] = writers[i].result();
        return results;
    }

    /**
     * Every run's statements sorted in {@code o}'s key order, each run in {@link #slicesFor} slices, each slice sorted
     * into a file of its own, the slices shared out over {@link #sortThreads} threads (the caller's among them): the
     * first index's sort runs while nothing else does. A run's ranks are read once, by the first of its slices to start,
     * and let go when its last slice is sorted.
     */
    private List<Path> sortRuns(SortedStatements.Order o, List<Path> positionFiles, List<Path> rankFiles, AtomicLong distinct)
            throws IOException {
        int runs = positionFiles.size(), threads = sortThreads(buildThreads);
        List<Path> files = new ArrayList<>();
        List<OnCores.Task> sorts = new ArrayList<>();
        AtomicLong runsSorted = new AtomicLong();
        for (int r = 0; r < runs; r++) {
            Path positions = positionFiles.get(r);
            long n = SortedStatements.statements(positions);
            int slices = slicesFor(n, runs, threads, sortBudget);
            RunRanks ranks = new RunRanks(spill, rankFiles.get(r), slices);
            for (int k = 0; k < slices; k++) {
                long from = n * k / slices, to = n * (k + 1) / slices;
                Path file = spill.file(o.name().toLowerCase() + "-" + r + "-" + k);
                files.add(file);
                sorts.add(() -> {
                    distinct.addAndGet(SortedStatements.sortSlice(spill, positions, ranks.take(), o, from, to, file));
                    if (ranks.done() && o.ordinal() == 0) probes.phase("statement sort", runsSorted.incrementAndGet(), runs);
                });
            }
        }
        // The first index's sort is the statement sort phase; the others run inside the index writes.
        if (o.ordinal() == 0) {
            probes.phase("statement sort", 0, runs);
            probes.phaseThreads(Math.min(threads, sorts.size()));
        }
        OnCores.shared(sorts, threads, sorters);
        sortSlices += files.size();
        return files;
    }

    /** A run's ranks for its slices: read by the first to ask, dropped once every slice has said it is done. */
    private static final class RunRanks {
        private final SpillFiles spill;
        private final Path file;
        private int slicesLeft;
        private long[] ranks;

        RunRanks(SpillFiles spill, Path file, int slices) {
            this.spill = spill;
            this.file = file;
            this.slicesLeft = slices;
        }

        synchronized long[] take() throws IOException {
            if (ranks == null) ranks = SortedStatements.readRanks(spill, file);
            return ranks;
        }

        /** One slice sorted; true for the run's last. */
        synchronized boolean done() {
            if (--slicesLeft > 0) return false;
            ranks = null;
            return true;
        }
    }

    /**
     * The journal's live B+tree behind a relation's view: the views serialise each write through a lock and hide the
     * TERM2ID counter; the build is the store's only writer until its commit, as Blazegraph's own write tasks are.
     */
    static IIndex live(PathContext ctx, IIndex view) {
        return ((com.bigdata.journal.AbstractJournal) ctx.store().getIndexManager()).getIndex(view.getIndexMetadata().getName());
    }

    /** What each statement index keeps as the value of an explicit statement (no statement identifiers). */
    private byte[] explicitStatementValue() {
        IIndex spo = ctx.store().getSPORelation().getIndex(SPOKeyOrder.SPO);
        TermId<?> any = new TermId<>(VTE.URI, 1L);
        return ((SPOTupleSerializer) spo.getIndexMetadata().getTupleSerializer())
                .serializeVal(new SPO(any, any, any, StatementEnum.Explicit));
    }
}
