package io.loadscope.engine.tdb2;

import org.apache.jena.tdb2.xloader.BulkLoaderX;
import org.apache.jena.tdb2.xloader.ProcBuildIndexX;
import org.apache.jena.tdb2.xloader.ProcBuildNodeTableX;
import org.apache.jena.tdb2.xloader.ProcIngestDataX;
import org.apache.jena.tdb2.xloader.XLoaderFiles;

import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One step of Jena's xloader in a JVM of its own, as Jena's {@code tdb2.xloader} script runs them: the steps end
 * with {@code System.exit} when their {@code sort} fails, and a parser thread that dies leaves {@code sort} waiting
 * for input for ever, so they must not run inside a load's own JVM. This JVM tells its parent, in lines on standard
 * output that start with {@value #PREFIX}: Jena's log lines (progress ticks, errors), a failure, the CPU time of each
 * of its threads, and its own CPU time at the end. It halts when its parent goes away (standard input closes), so a
 * killed load leaves no step writing into the store behind it.
 * <p>
 * {@code java -cp ... XloaderMain PHASE DATABASE WORKDIR SORT_THREADS FILE...}
 */
public final class XloaderMain {
    static final String PREFIX = "#xloader";
    /** Exit status after an uncaught error in any thread of the step. */
    static final int FAILED = 70;
    /** Exit status when the parent went away. */
    static final int ORPHANED = 71;
    /** Jena's ticks every million statements are too coarse for a progress line; this is the child's own copy. */
    private static final int TICK = 100_000;
    private static final PrintStream PROTOCOL =
            new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);

    private XloaderMain() {
    }

    public static void main(String[] args) {
        Locale.setDefault(Locale.ROOT);
        // Whatever else prints to standard output (Jena prints some traces) goes to the log instead.
        System.setOut(System.err);
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> fail(t.getName(), e));
        watchParent();
        // The steps parse the files again: they must refuse and accept the IRIs the parent's check did.
        RiotIris.useRfc3986();
        ThreadCpu cpu = new ThreadCpu();
        try {
            XloaderPhase phase = XloaderPhase.ofKey(args[0]);
            String db = args[1];
            XLoaderFiles files = new XLoaderFiles(args[2]);
            int sortThreads = Integer.parseInt(args[3]);
            List<String> inputs = Arrays.asList(args).subList(4, args.length);
            BulkLoaderX.DataTick = TICK;
            switch (phase) {
                case NODE_TABLE -> ProcBuildNodeTableX.exec(db, files, sortThreads, null, inputs);
                case INGEST -> ProcIngestDataX.exec(db, files, inputs, false);
                default -> ProcBuildIndexX.exec(db, phase.indexName, sortThreads, null, files);
            }
        } catch (Throwable e) {
            fail(Thread.currentThread().getName(), e);
        }
        cpu.stop();
        cpu.threads.forEach((id, t) -> say("thread", t.name, Long.toString(t.cpu), Long.toString(t.last - t.first)));
        say("done", Long.toString(processCpuNanos()));
        System.exit(0);
    }

    /** One protocol line: the prefix, then the parts separated by single spaces (the last part may hold spaces). */
    static void say(String kind, String... parts) {
        StringBuilder b = new StringBuilder(PREFIX).append(' ').append(kind);
        for (String p : parts) b.append(' ').append(p.replace('\n', ' ').replace('\r', ' '));
        synchronized (PROTOCOL) {
            PROTOCOL.println(b);
        }
    }

    static String oneLine(Throwable e) {
        String m = e.getMessage();
        return e.getClass().getSimpleName() + (m == null ? "" : ": " + m.strip());
    }

    private static void fail(String thread, Throwable e) {
        say("failed", thread, oneLine(e));
        e.printStackTrace();
        System.err.flush();
        Runtime.getRuntime().halt(FAILED);
    }

    private static void watchParent() {
        Thread t = new Thread(() -> {
            try {
                while (System.in.read() >= 0) {
                    // The parent writes nothing; the stream ends when it closes it or dies.
                }
            } catch (java.io.IOException e) {
                // The same: the parent is gone.
            }
            Runtime.getRuntime().halt(ORPHANED);
        }, "xloader-parent-watch");
        t.setDaemon(true);
        t.start();
    }

    private static long processCpuNanos() {
        return ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                ? os.getProcessCpuTime() : -1;
    }

    /**
     * CPU time per thread, sampled every 100 ms: Jena's threads end inside the step, and a thread's CPU time can only
     * be read while it lives, so a thread that ends loses at most its last interval.
     */
    private static final class ThreadCpu {
        private final ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        private final Map<Long, Seen> threads = new ConcurrentHashMap<>();
        private final Thread sampler;
        private volatile boolean running = true;

        ThreadCpu() {
            sampler = new Thread(() -> {
                while (running) {
                    sample();
                    try {
                        Thread.sleep(100);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "xloader-cpu-sampler");
            sampler.setDaemon(true);
            sampler.start();
        }

        private void sample() {
            long now = System.nanoTime();
            long[] ids = mx.getAllThreadIds();
            java.lang.management.ThreadInfo[] infos = mx.getThreadInfo(ids);
            for (int i = 0; i < ids.length; i++) {
                long cpu = mx.getThreadCpuTime(ids[i]);
                if (cpu < 0 || infos[i] == null || ids[i] == sampler.getId()) continue;
                String name = infos[i].getThreadName();
                threads.computeIfAbsent(ids[i], id -> new Seen(name, now)).saw(cpu, now);
            }
        }

        void stop() {
            running = false;
            sampler.interrupt();
            sample();
        }
    }

    private static final class Seen {
        final String name;
        final long first;
        long last;
        long cpu;

        Seen(String name, long first) {
            this.name = name.replace(' ', '_');
            this.first = first;
            this.last = first;
        }

        void saw(long cpu, long now) {
            this.cpu = Math.max(this.cpu, cpu);
            this.last = now;
        }
    }
}
