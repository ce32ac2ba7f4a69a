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
        return jvm(List.of());
    }

    /** This JVM, with the jars and class directories {@code added} to its class path named, sized and hashed. */
    public static RunRecord.Jvm jvm(List<Path> added) {
        var rt = ManagementFactory.getRuntimeMXBean();
        List<String> collectors = ManagementFactory.getGarbageCollectorMXBeans().stream()
                .map(GarbageCollectorMXBean::getName).toList();
        return new RunRecord.Jvm(System.getProperty("java.version"), System.getProperty("java.vendor"),
                System.getProperty("java.vm.name"), System.getProperty("java.home"), rt.getInputArguments(),
                Runtime.getRuntime().maxMemory(), collectors, added.stream().map(EnvironmentProbe::classPathEntry).toList());
    }

    /** A jar's size and SHA-256; a directory's files' sizes together and the SHA-256 of their relative paths and contents. */
    public static RunRecord.ClassPathEntry classPathEntry(Path entry) {
        Path p = entry.toAbsolutePath().normalize();
        try {
            java.security.MessageDigest sha = java.security.MessageDigest.getInstance("SHA-256");
            long size = 0;
            List<Path> files;
            if (Files.isDirectory(p)) {
                try (var tree = Files.walk(p)) {
                    files = tree.filter(Files::isRegularFile).sorted().toList();
                }
            } else {
                files = List.of(p);
            }
            byte[] buffer = new byte[1 << 16];
            for (Path f : files) {
                if (!f.equals(p)) {
                    sha.update(p.relativize(f).toString().replace('\\', '/').getBytes(java.nio.charset.StandardCharsets.UTF_8));
                    sha.update((byte) 0);
                }
                try (var in = Files.newInputStream(f)) {
                    for (int n; (n = in.read(buffer)) > 0; ) {
                        sha.update(buffer, 0, n);
                        size += n;
                    }
                }
            }
            return new RunRecord.ClassPathEntry(p.toString(), size, java.util.HexFormat.of().formatHex(sha.digest()));
        } catch (IOException | java.security.NoSuchAlgorithmException e) {
            return new RunRecord.ClassPathEntry(p.toString(), -1, null);
        }
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
