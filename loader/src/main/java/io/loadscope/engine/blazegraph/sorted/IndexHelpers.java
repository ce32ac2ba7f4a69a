package io.loadscope.engine.blazegraph.sorted;

import com.google.common.util.concurrent.Uninterruptibles;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Threads that do an index writer's per-key work beside it: making a batch of statement keys from their terms' IVs, and
 * coding and storing a full leaf. The writer keeps what must stay in order (the merge of the runs, dropping duplicates,
 * filling leaves, the nodes above them) and takes the helpers' results back in the order it handed the work out, so the
 * tree is the one the writer alone would build. Shared by the three statement-index writers: at two cores one helper
 * takes up the core the writers leave idle, at sixteen the writers are no longer one core each. The lexicon's ID2TERM
 * and BLOBS writer has a pool of its own, for its leaves only. A writer that needs a
 * result no helper has begun does that work itself ({@link #await}), so the helpers never hold a writer back.
 *
 * <p>Each helper thread is a role of its own in the run record ({@code index_helper.N}, {@code lexicon_helper.N}),
 * booked by {@code workers}.
 */
public final class IndexHelpers implements AutoCloseable {
    private final ThreadPoolExecutor pool;
    private final int threads;
    /** Every thread the pool made: closing joins them, so each has booked its time when close returns. */
    private final java.util.List<Thread> made = java.util.Collections.synchronizedList(new java.util.ArrayList<>());

    /** The helpers for a machine of {@code cores} cores: what the three writers leave, at least one. */
    public static int threadsFor(int cores) {
        return Math.max(1, cores - 3);
    }

    /**
     * The lexicon's helpers: what its merge and its ID2TERM and BLOBS writer leave, at least one, and none for a build
     * of one thread. The writer's own work is mostly coding and storing leaves (and the long values stored as records of
     * their own), and the merge, which feeds it, waits when it falls behind: on many cores its one thread would bound the
     * phase. On two cores no gain was measured (docs/performance.md, "Leaves handed over in groups"), nor any loss
     * without the helper; on one core the helper only added hand-offs, the lexicon phase without it 5.63 (5.28-6.38) s
     * against 6.54 (6.43-6.88) at BSBM 10 M (docs/performance.md, "No lexicon helper on two cores or fewer").
     */
    public static int lexiconThreadsFor(int cores) {
        return cores <= 1 ? 0 : Math.max(1, cores - 2);
    }

    public IndexHelpers(int threads, OnCores.Workers workers) {
        this.threads = threads;
        AtomicInteger n = new AtomicInteger();
        this.pool = new ThreadPoolExecutor(threads, threads, 0L, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(), task -> {
            int slice = n.incrementAndGet();
            Thread t = new Thread(() -> {
                Runnable end = workers.begin(slice);
                try {
                    task.run();
                } finally {
                    end.run();
                }
            }, "loadscope-index-helper-" + slice);
            t.setDaemon(true);
            made.add(t);
            return t;
        });
        pool.prestartAllCoreThreads();
    }

    public int threads() {
        return threads;
    }

    <T> Future<T> submit(Callable<T> task) {
        FutureTask<T> f = new FutureTask<>(task);
        pool.execute(f);
        return f;
    }

    /**
     * A helper's result, its failure rethrown as the writer's own (an error as an error). Work no helper has begun runs
     * here, on the caller's thread (a helper that takes it up later finds it done).
     */
    static <T> T await(Future<T> f) {
        if (f instanceof FutureTask<T> task) task.run();
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return f.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof Error err) throw err;
            if (cause instanceof RuntimeException re) throw re;
            throw new IllegalStateException(cause);
        } finally {
            if (interrupted) Thread.currentThread().interrupt();
        }
    }

    /**
     * Stops the helpers once their work is done (or dropped after a failure) and waits for their threads to end: the
     * pool counts itself terminated before a thread's last lines (which book its time) have run.
     */
    @Override
    public void close() {
        pool.shutdown();
        for (Thread t : made.toArray(new Thread[0])) Uninterruptibles.joinUninterruptibly(t);
    }
}
