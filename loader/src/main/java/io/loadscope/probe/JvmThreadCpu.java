package io.loadscope.probe;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The CPU time of the JVM's own threads, by kind: the JIT compiler's and the collector's. The load's probes see only
 * threads the load made (a thread's CPU clock needs its {@code Thread} object), so a phase's process CPU held these two
 * unseen; yet at BSBM 10 M the compiler took a sixth of a sorted build's CPU, and on two cores G1's concurrent cycles are
 * CPU a one-core build (the serial collector) does not spend. Read from Linux's {@code /proc/self/task/TID/stat}, where
 * every thread of the process has its name (15 characters) and its user and system time in ticks of 10 ms.
 * <p>
 * Why per thread and kept: the JVM starts and stops compiler threads as it goes, and a thread that ended is no longer
 * listed, so a sum over the threads listed would fall when one ends. Each thread's growth since it was last read is
 * added to its kind's total instead; an ended thread's time since the last read is lost (the series reads every second).
 */
public final class JvmThreadCpu {
    /** What this reads: the compiler's and the collector's CPU so far in ns, each only growing; null where unknown. */
    public record Totals(long compilerNanos, long collectorNanos) {
    }

    /** Linux's USER_HZ, the tick of /proc's times: 100 on every architecture the JDK runs Linux on. */
    static final long NANOS_PER_TICK = 10_000_000L;

    enum Kind { COMPILER, COLLECTOR, OTHER }

    private static final List<String> COLLECTOR_PREFIXES = List.of("GC Thread", "G1 ", "ZWorker", "ZDriver", "ZDirector",
            "ZUnmapper", "ZStat", "Shenandoah");

    private final Path tasks;
    private final Map<Long, Long> lastTicks = new HashMap<>();
    private long compilerTicks;
    private long collectorTicks;
    private boolean unreadable;

    public JvmThreadCpu() {
        this(Path.of("/proc/self/task"));
    }

    JvmThreadCpu(Path tasks) {
        this.tasks = tasks;
    }

    /**
     * The kind of a JVM thread by its name as /proc gives it: HotSpot's C1 and C2 compiler threads; the collectors'
     * workers and concurrent threads (G1's, Parallel's, ZGC's, Shenandoah's) and the VM thread, on which the serial
     * collector (the JVM's choice on one CPU) collects and every collector's pause begins and ends.
     */
    static Kind kindOf(String name) {
        if (name.contains("CompilerThre") || name.startsWith("JVMCI")) return Kind.COMPILER;
        if (name.equals("VM Thread") || COLLECTOR_PREFIXES.stream().anyMatch(name::startsWith)) return Kind.COLLECTOR;
        return Kind.OTHER;
    }

    /** The totals so far, every listed thread read now; null where /proc cannot be read (not Linux). */
    public synchronized Totals read() {
        if (unreadable) return null;
        Map<Long, Long> seen = new HashMap<>();
        try (DirectoryStream<Path> dir = Files.newDirectoryStream(tasks)) {
            for (Path task : dir) {
                String stat;
                try {
                    stat = Files.readString(task.resolve("stat"));
                } catch (IOException ended) {
                    continue;
                }
                TaskTimes t = parse(stat);
                if (t == null || t.kind == Kind.OTHER) continue;
                long before = lastTicks.getOrDefault(t.tid, 0L);
                // A thread's time only grows: less than last read is a new thread under an ended one's id.
                long grown = t.ticks >= before ? t.ticks - before : t.ticks;
                if (t.kind == Kind.COMPILER) compilerTicks += grown;
                else collectorTicks += grown;
                seen.put(t.tid, t.ticks);
            }
        } catch (IOException | RuntimeException e) {
            unreadable = true;
            return null;
        }
        lastTicks.clear();
        lastTicks.putAll(seen);
        return new Totals(compilerTicks * NANOS_PER_TICK, collectorTicks * NANOS_PER_TICK);
    }

    record TaskTimes(long tid, Kind kind, long ticks) {
    }

    /**
     * One line of {@code /proc/PID/task/TID/stat}: "tid (name) state ppid ...", user time the 14th field and system time
     * the 15th. The name may hold spaces and parentheses, so the fields are counted from its last ')'. Null if malformed.
     */
    static TaskTimes parse(String stat) {
        int open = stat.indexOf('('), close = stat.lastIndexOf(')');
        if (open < 1 || close < open) return null;
        String[] f = stat.substring(close + 1).trim().split(" +");
        // f[0] is field 3 (state): user time (14) is f[11], system time (15) f[12].
        if (f.length < 13) return null;
        try {
            long tid = Long.parseLong(stat.substring(0, open).trim());
            return new TaskTimes(tid, kindOf(stat.substring(open + 1, close)), Long.parseLong(f[11]) + Long.parseLong(f[12]));
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
