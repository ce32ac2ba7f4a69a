package io.loadscope.engine.tdb2;

import io.loadscope.event.BatchWritten;
import io.loadscope.probe.Clock;
import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.Span;
import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.function.LongConsumer;
import java.util.function.Predicate;

/**
 * One of Jena's loader pipes (parser → node table, node table → index), same capacity and semantics,
 * timing both ends per block: the producer's put (back-pressure, booked as queue time) and the
 * consumer's take (idle). The consumer's time between takes is its work, less its own puts downstream.
 * A consumer role's wall runs from its first take to the end-of-data marker.
 *
 * <p>Jena's consumer threads stop early in two ways that leave the producer waiting on a full pipe for good: an
 * Error (out of heap, a fault on a mapped file) kills the thread; an Exception is caught by Jena, logged, and the
 * thread ends. Either way the consumer is no longer alive and never took the end of the data: the put waits in
 * slices ({@link LoadProbes#handOff}) and the stall guard looks too ({@link #checkConsumer}).
 */
final class ProbedPipe<E> extends ArrayBlockingQueue<E> {
    private final LoadProbes probes;
    private final ThreadRole producer;
    private final ThreadRole consumer;
    private final Stage work;
    private final Predicate<Object> isEnd;
    private final PutClock puts;
    private final LongConsumer producerHandOff;
    /** Counts blocks as statements written (the primary index's pipe only), or null. */
    private final java.util.function.ToIntFunction<Object> writtenSize;
    private int blockSize;
    /** The consumer thread, from its first take; whether it took the end of the data. */
    private volatile Thread consumerThread;
    private volatile boolean endTaken;

    // Consumer-thread state.
    private long startWall = -1;
    private long startCpu;
    private long workWall;
    private long workCpu;
    private long workPuts;

    ProbedPipe(int capacity, ThreadRole producer, ThreadRole consumer, Stage work, Predicate<Object> isEnd,
               LoadProbes probes, PutClock puts, LongConsumer producerHandOff,
               java.util.function.ToIntFunction<Object> writtenSize) {
        super(capacity);
        this.writtenSize = writtenSize;
        this.probes = probes;
        this.producer = producer;
        this.consumer = consumer;
        this.work = work;
        this.isEnd = isEnd;
        this.puts = puts;
        this.producerHandOff = producerHandOff;
        probes.workers().watchWorker(this::checkConsumer);
    }

    /** Reports the consumer as stopped when its thread is gone before it took the end of the data. */
    void checkConsumer() {
        Thread t = consumerThread;
        if (t == null || endTaken || t.isAlive()) return;
        java.util.Optional<Throwable> died = probes.faults().faultOf(t);
        probes.workers().workerStopped(consumer, t.getName(), died.orElse(null), "TDB2's " + consumer.key() + " thread (" + t.getName()
                + ") " + died.map(d -> "died: " + d).orElse("ended before the end of the data: Jena caught an error there"
                + " and logged it")
                + " (" + (isEmpty() ? "" : size() + " block(s) left in its queue, ") + "the threads feeding it stop too)");
    }

    @Override
    public void put(E e) throws InterruptedException {
        Span span = probes.start(Stage.QUEUE, producer);
        try {
            probes.workers().handOff(millis -> offer(e, millis, java.util.concurrent.TimeUnit.MILLISECONDS));
        } finally {
            long wall = span.end();
            puts.add(producer, wall);
            producerHandOff.accept(wall);
        }
    }

    @Override
    public E take() throws InterruptedException {
        long w = Clock.wall();
        long c = Clock.cpu();
        if (consumerThread == null) consumerThread = Thread.currentThread();
        if (startWall < 0) {
            startWall = w;
            startCpu = c;
        } else if (workWall > 0) {
            long putWall = puts.total(consumer) - workPuts;
            long busy = (w - workWall) - putWall;
            probes.record(work, consumer, busy, c < 0 || workCpu < 0 ? -1 : c - workCpu, 1, 0);
            if (writtenSize != null) probes.batchWritten(new BatchWritten(blockSize, blockSize, 0, busy, 1));
        }
        Span idle = probes.start(Stage.WRITER_IDLE, consumer);
        E e = super.take();
        idle.end();
        long now = Clock.wall();
        if (isEnd.test(e)) {
            endTaken = true;
            long cpuNow = Clock.cpu();
            probes.addRoleTime(consumer, now - startWall, cpuNow < 0 || startCpu < 0 ? -1 : cpuNow - startCpu);
            puts.ended(now);
            startWall = -1;
            workWall = 0;
        } else {
            if (writtenSize != null) blockSize = writtenSize.applyAsInt(e);
            if (work == Stage.STATEMENT_WRITE) probes.injectedFaults().writePoint("TDB2's " + consumer.key() + " thread");
            workPuts = puts.total(consumer);
            workCpu = Clock.cpu();
            workWall = now;
        }
        return e;
    }
}
