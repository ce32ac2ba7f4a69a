package io.loadscope.engine.blazegraph.parse;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A file that cannot be cut into blocks (Turtle, TriG, RDF/XML: a line there is not a statement) parsed on the calling
 * thread, its statements handed on in blocks of {@value #BLOCK} to lanes on other threads, so that what the sink does per
 * statement runs beside the parse instead of after it. A file of fewer statements than a block starts no thread: its
 * statements go into a lane on the calling thread. Only for {@link SinkLanes}, whose sinks take statements in any order.
 */
final class HandOffParse {
    static final int BLOCK = 8192;
    private static final AtomicInteger THREADS = new AtomicInteger();

    private final SinkLanes lanes;
    private final int threads;
    private ExecutorService pool;
    private final ArrayDeque<Future<?>> inFlight = new ArrayDeque<>();
    private Object[] block = new Object[4 * BLOCK];
    private int size;

    /** @param threads threads that take blocks from the parse (the lanes' sinks run on them) */
    HandOffParse(SinkLanes lanes, int threads) {
        this.lanes = lanes;
        this.threads = Math.max(1, threads);
    }

    /** Runs {@code parse} with a sink that hands its statements on; returns what it returned once every block was told. */
    RioFrontEnd.Parsed parse(SinkLanes.Work<RioFrontEnd.Parsed> parse) throws IOException {
        try {
            RioFrontEnd.Parsed parsed = parse.run(this::add);
            if (pool == null) {
                // A small file: its one block in a lane here.
                Object[] only = block;
                int n = size;
                lanes.inLane(sink -> tell(only, n, sink));
            } else {
                handOff();
            }
            awaitAll();
            return parsed;
        } finally {
            if (pool != null) {
                pool.shutdownNow();
                awaitEnd();
            }
        }
    }

    private void add(org.openrdf.model.Resource s, org.openrdf.model.URI p, org.openrdf.model.Value o, org.openrdf.model.Resource c)
            throws IOException {
        block[size++] = s;
        block[size++] = p;
        block[size++] = o;
        block[size++] = c;
        if (size == block.length) handOff();
    }

    private void handOff() throws IOException {
        if (size == 0) return;
        if (pool == null) {
            pool = Executors.newFixedThreadPool(threads, r -> {
                Thread t = new Thread(r, "loadscope-encode-" + THREADS.incrementAndGet());
                t.setDaemon(true);
                return t;
            });
        }
        // At most two blocks per thread wait: the parse never runs far ahead of the lanes (heap stays bounded).
        while (inFlight.size() >= 2 * threads) awaitOldest();
        Object[] full = block;
        int n = size;
        inFlight.add(pool.submit(() -> lanes.inLane(sink -> tell(full, n, sink))));
        block = new Object[4 * BLOCK];
        size = 0;
    }

    private static Object tell(Object[] terms, int n, RioFrontEnd.Sink sink) throws IOException {
        try {
            for (int i = 0; i < n; i += 4) {
                sink.add((org.openrdf.model.Resource) terms[i], (org.openrdf.model.URI) terms[i + 1],
                        (org.openrdf.model.Value) terms[i + 2], (org.openrdf.model.Resource) terms[i + 3]);
            }
        } catch (IOException | RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IOException(e);
        }
        Arrays.fill(terms, 0, n, null);
        return null;
    }

    private void awaitAll() throws IOException {
        while (!inFlight.isEmpty()) awaitOldest();
    }

    private void awaitOldest() throws IOException {
        long w = System.nanoTime();
        await(inFlight.poll());
        lanes.waited(System.nanoTime() - w);
    }

    private static void await(Future<?> f) throws IOException {
        try {
            f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while handing statements on");
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            if (c instanceof Error err) throw err;
            if (c instanceof RuntimeException re) throw re;
            if (c instanceof IOException io) throw io;
            throw new IllegalStateException(c);
        }
    }

    /** After a failure, blocks still in lanes end before the caller rolls back what they fed. */
    private void awaitEnd() {
        try {
            pool.awaitTermination(1, java.util.concurrent.TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
