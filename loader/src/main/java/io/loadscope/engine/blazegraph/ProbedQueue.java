package io.loadscope.engine.blazegraph;

import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.Span;
import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;

import com.bigdata.jsr166.LinkedBlockingQueue;

/**
 * Blazegraph's parser→writer queue with the same capacity and semantics, timing the parser's blocking
 * put (back-pressure) and the writer's blocking take (idle). One call per batch.
 */
final class ProbedQueue<E> extends LinkedBlockingQueue<E> {
    private final Object poisonPill;
    private final LoadProbes probes;
    private final WriterTimeline timeline;
    private long putNanos; // parser thread only

    ProbedQueue(int capacity, Object poisonPill, LoadProbes probes, WriterTimeline timeline) {
        super(capacity);
        this.poisonPill = poisonPill;
        this.probes = probes;
        this.timeline = timeline;
    }

    @Override
    public void put(E e) throws InterruptedException {
        Span span = probes.start(Stage.QUEUE, ThreadRole.PARSER);
        try {
            super.put(e);
        } finally {
            putNanos += span.end();
        }
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
