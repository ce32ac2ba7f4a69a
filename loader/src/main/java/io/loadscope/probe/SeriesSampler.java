package io.loadscope.probe;

import io.loadscope.record.Stage;

import io.loadscope.record.ProgressSample;
import io.loadscope.probe.jfr.ProgressEvent;
import io.loadscope.record.EnvironmentProbe;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * Samples the load every interval on its own daemon thread: statements, interval rate, queue depth,
 * heap, GC, store size, bytes read, RSS, the cores the process kept busy. The samples form the run record's time series.
 */
public final class SeriesSampler implements AutoCloseable {
    private final LoadProbes probes;
    private final LongSupplier storeBytes;
    private final long intervalMillis;
    private final Consumer<ProgressSample> onSample;
    private final List<ProgressSample> samples = new ArrayList<>();
    private final long startNanos = System.nanoTime();
    private final Thread thread;
    private long lastWritten;
    private long lastNanos = startNanos;
    private long lastProcessCpu = Clock.processCpu();
    private long peakHeap;
    private final RoleShares shares;
    private volatile boolean running = true;
    // The JVM's GC counters run from its start; a load embedded in a longer-lived JVM counts from its own.
    private final long gcCountAtStart;
    private final long gcMillisAtStart;

    public SeriesSampler(LoadProbes probes, LongSupplier storeBytes, long intervalMillis, Consumer<ProgressSample> onSample) {
        this.probes = probes;
        this.storeBytes = storeBytes;
        this.intervalMillis = intervalMillis;
        this.onSample = onSample;
        this.shares = new RoleShares(probes);
        long[] gc = gcTotals();
        this.gcCountAtStart = gc[0];
        this.gcMillisAtStart = gc[1];
        this.thread = new Thread(this::run, "loadscope-sampler");
        thread.setDaemon(true);
    }

    public SeriesSampler start() {
        thread.start();
        return this;
    }

    private void run() {
        while (running) {
            try {
                Thread.sleep(intervalMillis);
            } catch (InterruptedException e) {
                return;
            }
            if (running) sample();
        }
    }

    /** Takes one sample now; also called once at the end so the series ends at the final totals. */
    public synchronized ProgressSample sample() {
        long now = System.nanoTime();
        long written = probes.statementsWritten();
        double seconds = (now - lastNanos) / 1e9;
        double rate = seconds <= 0 ? 0 : (written - lastWritten) / seconds;
        long processCpu = Clock.processCpu();
        Double busyCores = processCpu < 0 || lastProcessCpu < 0 || now <= lastNanos ? null
                : Math.round((processCpu - lastProcessCpu) / (double) (now - lastNanos) * 100) / 100.0;
        lastProcessCpu = processCpu;
        lastWritten = written;
        lastNanos = now;
        long[] gc = gcTotals();
        long gcCount = gc[0] - gcCountAtStart;
        long gcMillis = gc[1] - gcMillisAtStart;
        var roleShares = shares.next(Math.round(seconds * 1e9));
        long heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        LoadProbes.Phase phase = probes.phase();
        // Within an engine's phases: the JVM's compiler and collector threads read once a second (see JvmThreadCpu).
        if (phase != null) probes.phaseTimes().readJvmThreads();
        peakHeap = Math.max(peakHeap, heap);
        ProgressSample s = new ProgressSample((now - startNanos) / 1_000_000, probes.statementsParsed(), written,
                Math.round(rate * 10) / 10.0, probes.queueDepth(), heap, gcCount, gcMillis, storeBytes.getAsLong(),
                probes.compressedBytes(), probes.uncompressedBytes(), EnvironmentProbe.rssBytes(), roleShares,
                probes.workers().stoppedRoles(), probes.workers().stalledMillis(), phase == null ? null : phase.name(),
                phase == null ? 0 : phase.done(), phase == null ? 0 : phase.total(), probes.temporaryBytes(), busyCores);
        samples.add(s);
        ProgressEvent event = new ProgressEvent();
        if (event.shouldCommit()) {
            event.statementsWritten = s.statementsWritten();
            event.statementsParsed = s.statementsParsed();
            event.intervalRate = s.intervalRate();
            event.queueDepth = s.queueDepth();
            event.commit();
        }
        onSample.accept(s);
        return s;
    }

    /** Collections and their accumulated time over every collector of this JVM, since it started. */
    private static long[] gcTotals() {
        long count = 0;
        long millis = 0;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            count += Math.max(0, gc.getCollectionCount());
            millis += Math.max(0, gc.getCollectionTime());
        }
        return new long[] {count, millis};
    }

    public synchronized List<ProgressSample> samples() {
        return List.copyOf(samples);
    }

    /** Highest heap use seen in the samples. */
    public synchronized long peakHeapBytes() {
        return peakHeap;
    }

    @Override
    public void close() {
        running = false;
        thread.interrupt();
        try {
            thread.join(5000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
