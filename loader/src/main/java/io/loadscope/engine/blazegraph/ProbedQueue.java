package io.loadscope.engine.blazegraph;

import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.Span;
import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;

import com.bigdata.jsr166.LinkedBlockingQueue;

import java.util.concurrent.TimeUnit;

/**
 * Blazegraph's parser→writer queue with the same capacity and semantics, timing the parser's blocking
 * put (back-pressure) and the writer's blocking take (idle). One call per batch.
 *
 * <p>The put waits in slices and looks at the writer between them ({@link LoadProbes#handOff}): the writer is a task
 * on Blazegraph's executor whose failure only its future holds, and a put on a full queue whose consumer failed would
 * otherwise wait forever. After the end-of-source marker it also waits, in slices, for the writer's task to end, so
 * that the buffer's own unbounded wait for that task finds it done.
 */
final class ProbedQueue<E> extends LinkedBlockingQueue<E> {
    private final Object poisonPill;
    private final LoadProbes probes;
    private final WriterTimeline timeline;
    /** The writer task's future, read from the statement buffer (it is made lazily, and anew after each source). */
    private final java.util.function.Supplier<java.util.concurrent.Future<?>> writerTask;
    private long putNanos; // parser thread only

    ProbedQueue(int capacity, Object poisonPill, LoadProbes probes, WriterTimeline timeline,
                java.util.function.Supplier<java.util.concurrent.Future<?>> writerTask) {
        super(capacity);
        this.poisonPill = poisonPill;
        this.probes = probes;
        this.timeline = timeline;
        this.writerTask = writerTask;
    }

    @Override
    public void put(E e) throws InterruptedException {
        Span span = probes.start(Stage.QUEUE, ThreadRole.PARSER);
        try {
            probes.workers().handOff(millis -> offer(e, millis, TimeUnit.MILLISECONDS));
            if (e == poisonPill) probes.workers().handOff(this::writerEndedWithin);
        } finally {
            putNanos += span.end();
        }
    }

    private boolean writerEndedWithin(long millis) throws InterruptedException {
        java.util.concurrent.Future<?> task = writerTask.get();
        if (task == null || task.isDone()) return true;
        try {
            task.get(millis, TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.TimeoutException stillRunning) {
            return false;
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.CancellationException failed) {
            // Done: the buffer's flush reads the failure from the future itself.
        }
        return true;
    }

    @Override
    public E take() throws InterruptedException {
        timeline.takeEntered();
        E e = super.take();
        timeline.takeReturned(e == poisonPill);
        return e;
    }

    @Override
    public E poll() {
        E e = super.poll();
        if (e != null && e != poisonPill) timeline.polled();
        return e;
    }

    /** Total wall time the parser spent in put(), to subtract it from batch building. */
    long putNanos() {
        return putNanos;
    }
}
