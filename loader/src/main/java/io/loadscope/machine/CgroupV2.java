package io.loadscope.machine;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A shaped load's group on cgroup v2: one group at the top of the tree, because v2 lets a group with processes in it
 * hand no controller to its children (the root is exempt), so a group beside ours would not get memory or cpu.
 */
final class CgroupV2 extends ControlGroup {
    private final Path dir;

    private CgroupV2(Path dir) {
        this.dir = dir;
    }

    static CgroupV2 create(String name, MachineShape shape, CgroupMounts mounts) throws MachineRefused {
        Path root = mounts.v2Mount();
        Set<String> offered = mounts.v2Controllers();
        enable(root, "memory", true);
        if (offered.contains("io")) enable(root, "io", false);
        if (shape.cpuShare() != null) enable(root, "cpu", true);
        if (shape.cpus() != null) enable(root, "cpuset", true);
        removeStale(root);
        Path dir = root.resolve(name);
        try {
            Files.createDirectory(dir);
        } catch (AccessDeniedException e) {
            throw new MachineRefused("cannot create a control group in " + root + " (permission denied): " + WHAT_ALLOWS);
        } catch (IOException e) {
            throw new MachineRefused("cannot create a control group in " + root + ": " + e.getMessage());
        }
        CgroupV2 group = new CgroupV2(dir);
        try {
            if (shape.cpus() != null) {
                String effective = KernelFiles.text(root.resolve("cpuset.cpus.effective"));
                KernelFiles.write(dir.resolve("cpuset.cpus"), firstCpus(effective, shape.cpus()));
            }
            if (shape.cpuShare() != null) {
                int cores = shape.cpus() != null ? shape.cpus() : Runtime.getRuntime().availableProcessors();
                long period = 100_000;
                KernelFiles.write(dir.resolve("cpu.max"), Math.round(shape.cpuShare() * cores * period) + " " + period);
            }
            return group;
        } catch (MachineRefused | RuntimeException e) {
            group.remove();
            throw e;
        }
    }

    private static void enable(Path root, String controller, boolean needed) throws MachineRefused {
        Path control = root.resolve("cgroup.subtree_control");
        if (List.of(KernelFiles.text(control).split("\\s+")).contains(controller)) return;
        try {
            KernelFiles.write(control, "+" + controller);
        } catch (MachineRefused e) {
            if (needed) throw e;
        }
    }

    static Optional<ControlGroup> ofSelf(CgroupMounts mounts) {
        String own = mounts.ownPaths().get("");
        if (own == null) return Optional.empty();
        Path dir = mounts.v2Mount().resolve(own.replaceFirst("^/+", ""));
        return dir.getFileName() != null && dir.getFileName().toString().startsWith(PREFIX) ? Optional.of(new CgroupV2(dir)) : Optional.empty();
    }

    @Override
    String version() {
        return "v2";
    }

    @Override
    List<Path> procsFiles() {
        return List.of(dir.resolve("cgroup.procs"));
    }

    @Override
    void limitMemory(long bytes) throws MachineRefused {
        KernelFiles.write(dir.resolve("memory.max"), Long.toString(bytes));
        // A shape's memory is its RAM: without this, the kernel would swap the group out instead of reclaiming its cache.
        if (Files.exists(dir.resolve("memory.swap.max"))) KernelFiles.write(dir.resolve("memory.swap.max"), "0");
    }

    @Override
    String cpus() {
        return KernelFiles.text(dir.resolve("cpuset.cpus"));
    }

    @Override
    double quotaCores() {
        String[] max = KernelFiles.text(dir.resolve("cpu.max")).split("\\s+");
        if (max.length != 2 || max[0].equals("max")) return -1;
        return Double.parseDouble(max[0]) / Double.parseDouble(max[1]);
    }

    @Override
    Readings read() {
        Map<String, Long> stat = KernelFiles.keyValues(dir.resolve("memory.stat"));
        Map<String, Long> cpu = KernelFiles.keyValues(dir.resolve("cpu.stat"));
        Map<String, Long> events = KernelFiles.keyValues(dir.resolve("memory.events"));
        long read = -1;
        long written = -1;
        try {
            read = 0;
            written = 0;
            for (String line : Files.readAllLines(dir.resolve("io.stat"))) {
                for (String field : line.trim().split("\\s+")) {
                    if (field.startsWith("rbytes=")) read += Long.parseLong(field.substring(7));
                    if (field.startsWith("wbytes=")) written += Long.parseLong(field.substring(7));
                }
            }
        } catch (IOException | NumberFormatException e) {
            read = -1;
            written = -1;
        }
        long usage = cpu.getOrDefault("usage_usec", -1L);
        long throttled = cpu.getOrDefault("throttled_usec", -1L);
        return new Readings(KernelFiles.number(dir.resolve("memory.max")), KernelFiles.number(dir.resolve("memory.peak")),
                stat.getOrDefault("file", -1L), stat.getOrDefault("anon", -1L), stat.getOrDefault("pgmajfault", -1L),
                read, written, usage < 0 ? -1 : usage * 1000, cpu.getOrDefault("nr_throttled", -1L),
                throttled < 0 ? -1 : throttled * 1000, events.getOrDefault("max", -1L), events.getOrDefault("oom_kill", -1L));
    }

    /** v2 keeps the peak since the group's birth (a reset, from kernel 6.12, holds only for the file handle that wrote it). */
    @Override
    boolean resetPeak() {
        return false;
    }

    @Override
    boolean remove() {
        return removeDir(dir);
    }
}
