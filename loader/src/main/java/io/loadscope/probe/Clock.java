package io.loadscope.probe;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/** Wall and per-thread CPU clocks. Called per batch or per I/O buffer, never per statement. */
public final class Clock {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private static final boolean CPU = THREADS.isCurrentThreadCpuTimeSupported() && enableCpu();
    private static final java.lang.management.OperatingSystemMXBean OS = ManagementFactory.getOperatingSystemMXBean();

    private Clock() {
    }

    public static long wall() {
        return System.nanoTime();
    }

    /** CPU time of the calling thread in ns, or -1 if the JVM cannot tell. */
    public static long cpu() {
        return CPU ? THREADS.getCurrentThreadCpuTime() : -1;
    }

    /**
     * CPU time of the whole process in ns (every thread, the JVM's own included), or -1 if the JVM cannot tell: over an
     * interval, divided by its wall time, how many cores the load kept busy.
     */
    public static long processCpu() {
        return OS instanceof com.sun.management.OperatingSystemMXBean os ? os.getProcessCpuTime() : -1;
    }

    /**
     * CPU time every process of the machine has spent, in ns, from Linux's {@code /proc/stat} (user, nice, system, irq,
     * softirq and steal of all its cores; ticks of 10 ms), or -1 where there is no such file. Less this process's own, over
     * an interval: what other processes took from the cores the load could have used. Read at phase boundaries only.
     */
    public static long machineBusyCpu() {
        try (java.io.BufferedReader in = java.nio.file.Files.newBufferedReader(java.nio.file.Path.of("/proc/stat"))) {
            String first = in.readLine();
            if (first == null || !first.startsWith("cpu ")) return -1;
            String[] f = first.trim().split("\\s+");
            long ticks = 0;
            for (int i : new int[] {1, 2, 3, 6, 7, 8}) if (i < f.length) ticks += Long.parseLong(f[i]);
            return ticks * 10_000_000L;
        } catch (java.io.IOException | RuntimeException e) {
            return -1;
        }
    }

    public static boolean cpuSupported() {
        return CPU;
    }

    private static boolean enableCpu() {
        try {
            if (!THREADS.isThreadCpuTimeEnabled()) THREADS.setThreadCpuTimeEnabled(true);
            return THREADS.isThreadCpuTimeEnabled();
        } catch (UnsupportedOperationException | SecurityException e) {
            return false;
        }
    }
}
