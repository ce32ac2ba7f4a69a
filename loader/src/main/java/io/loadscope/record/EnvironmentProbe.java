package io.loadscope.record;

import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The JVM and the machine a run ran on, so runs on different machines are not compared blind. */
public final class EnvironmentProbe {
    private EnvironmentProbe() {
    }

    public static RunRecord.Jvm jvm() {
        var rt = ManagementFactory.getRuntimeMXBean();
        List<String> collectors = ManagementFactory.getGarbageCollectorMXBeans().stream()
                .map(GarbageCollectorMXBean::getName).toList();
        return new RunRecord.Jvm(System.getProperty("java.version"), System.getProperty("java.vendor"),
                System.getProperty("java.vm.name"), System.getProperty("java.home"), rt.getInputArguments(),
                Runtime.getRuntime().maxMemory(), collectors);
    }

    /** {@code machine}: the shape the load ran on and the kernel's readings, or null. */
    public static RunRecord.Environment environment(Path store, RunRecord.Machine machine) {
        long memory = -1;
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            memory = os.getTotalMemorySize();
        }
        long free = -1;
        try {
            Path p = store.toAbsolutePath();
            while (p != null && !Files.exists(p)) p = p.getParent();
            if (p != null) free = Files.getFileStore(p).getUsableSpace();
        } catch (IOException e) {
            free = -1;
        }
        return new RunRecord.Environment(Runtime.getRuntime().availableProcessors(), memory,
                System.getProperty("os.name"), System.getProperty("os.version"), System.getProperty("os.arch"), free, machine);
    }

    /** Resident set size of this process from /proc (Linux), or -1 elsewhere. */
    public static long rssBytes() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
                }
            }
        } catch (IOException | RuntimeException e) {
            return -1;
        }
        return -1;
    }
}
