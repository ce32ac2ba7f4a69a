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
