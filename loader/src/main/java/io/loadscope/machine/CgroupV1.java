package io.loadscope.machine;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A shaped load's groups on cgroup v1: one per hierarchy (memory always, blkio and cpuacct for readings where they
 * are mounted, cpuset for {@code cpus}, cpu for {@code cpu-share}), each made inside the group this process sits in.
 */
final class CgroupV1 extends ControlGroup {
    private static final long PERIOD_MICROS = 100_000;
    private final Map<String, Path> dirs;

    private CgroupV1(Map<String, Path> dirs) {
        this.dirs = dirs;
    }

    static CgroupV1 create(String name, MachineShape shape, CgroupMounts mounts) throws MachineRefused {
        List<String> wanted = new ArrayList<>(List.of("memory", "blkio", "cpuacct"));
        if (shape.cpus() != null) wanted.add("cpuset");
        if (shape.cpuShare() != null) wanted.add("cpu");
        Map<String, Path> dirs = new LinkedHashMap<>();
        CgroupV1 group = new CgroupV1(dirs);
        try {
            for (String c : wanted) {
                Optional<Path> parent = mounts.ownV1Group(c);
                if (parent.isEmpty()) {
                    if (c.equals("cpuset") || c.equals("cpu")) {
                        throw new MachineRefused("no cgroup v1 hierarchy carries the " + c + " controller here, which "
                                + (c.equals("cpu") ? "cpu-share" : "cpus") + " needs");
                    }
                    continue;
                }
                Path dir = parent.get().resolve(name);
                // Controllers mounted together (cpu,cpuacct) share one directory.
                if (!dirs.containsValue(dir)) {
                    removeStale(parent.get());
                    try {
                        Files.createDirectory(dir);
                    } catch (AccessDeniedException e) {
                        throw new MachineRefused("cannot create a control group in " + parent.get() + " (permission denied): " + WHAT_ALLOWS);
                    } catch (IOException e) {
                        throw new MachineRefused("cannot create a control group in " + parent.get() + ": " + e.getMessage());
                    }
                }
                dirs.put(c, dir);
            }
            if (shape.cpus() != null) {
                Path parent = dirs.get("cpuset").getParent();
                KernelFiles.write(dirs.get("cpuset").resolve("cpuset.mems"), KernelFiles.text(parent.resolve("cpuset.mems")));
                KernelFiles.write(dirs.get("cpuset").resolve("cpuset.cpus"), firstCpus(KernelFiles.text(parent.resolve("cpuset.cpus")), shape.cpus()));
            }
            if (shape.cpuShare() != null) {
                int cores = shape.cpus() != null ? shape.cpus() : Runtime.getRuntime().availableProcessors();
                Path cpu = dirs.get("cpu");
                KernelFiles.write(cpu.resolve("cpu.cfs_period_us"), Long.toString(PERIOD_MICROS));
                KernelFiles.write(cpu.resolve("cpu.cfs_quota_us"), Long.toString(Math.round(shape.cpuShare() * cores * PERIOD_MICROS)));
            }
            return group;
        } catch (MachineRefused | RuntimeException e) {
            group.remove();
            throw e;
        }
    }

    /** This process's own groups, when a shaped launch made them (their names say so). */
    static Optional<ControlGroup> ofSelf(CgroupMounts mounts) {
        Map<String, Path> dirs = new LinkedHashMap<>();
        for (String c : List.of("memory", "blkio", "cpuacct", "cpuset", "cpu")) {
            mounts.ownV1Group(c).filter(d -> d.getFileName() != null && d.getFileName().toString().startsWith(PREFIX))
                    .ifPresent(d -> dirs.put(c, d));
        }
        return dirs.containsKey("memory") ? Optional.of(new CgroupV1(dirs)) : Optional.empty();
    }

    @Override
    String version() {
        return "v1";
    }

    @Override
    List<Path> procsFiles() {
        return new LinkedHashSet<>(dirs.values()).stream().map(d -> d.resolve("cgroup.procs")).toList();
    }

    @Override
    void limitMemory(long bytes) throws MachineRefused {
        KernelFiles.write(dirs.get("memory").resolve("memory.limit_in_bytes"), Long.toString(bytes));
    }

    @Override
    String cpus() {
        Path d = dirs.get("cpuset");
        return d == null ? "" : KernelFiles.text(d.resolve("cpuset.cpus"));
    }

    @Override
    double quotaCores() {
        Path d = dirs.get("cpu");
        if (d == null) return -1;
        long quota = KernelFiles.number(d.resolve("cpu.cfs_quota_us"));
        long period = KernelFiles.number(d.resolve("cpu.cfs_period_us"));
        return quota <= 0 || period <= 0 ? -1 : (double) quota / period;
    }

    @Override
    Readings read() {
        Path mem = dirs.get("memory");
        var stat = KernelFiles.keyValues(mem.resolve("memory.stat"));
        var cpuStat = dirs.containsKey("cpu") ? KernelFiles.keyValues(dirs.get("cpu").resolve("cpu.stat")) : Map.<String, Long>of();
        long[] io = dirs.containsKey("blkio") ? ioBytes(dirs.get("blkio").resolve("blkio.throttle.io_service_bytes")) : new long[] {-1, -1};
        return new Readings(KernelFiles.number(mem.resolve("memory.limit_in_bytes")),
                KernelFiles.number(mem.resolve("memory.max_usage_in_bytes")), stat.getOrDefault("cache", -1L),
                stat.getOrDefault("rss", -1L), stat.getOrDefault("pgmajfault", -1L), io[0], io[1],
                dirs.containsKey("cpuacct") ? KernelFiles.number(dirs.get("cpuacct").resolve("cpuacct.usage")) : -1,
                cpuStat.getOrDefault("nr_throttled", -1L), cpuStat.getOrDefault("throttled_time", -1L),
                KernelFiles.number(mem.resolve("memory.failcnt")),
                KernelFiles.keyValues(mem.resolve("memory.oom_control")).getOrDefault("oom_kill", -1L));
    }

    /** Read and written bytes summed over devices, from "MAJ:MIN Read N" lines. */
    private static long[] ioBytes(Path file) {
        long read = 0;
        long written = 0;
        boolean anyDevice = false;
        try {
            for (String line : Files.readAllLines(file)) {
                String[] f = line.trim().split("\\s+");
                if (f.length != 3) continue;
                anyDevice = true;
                if (f[1].equals("Read")) read += Long.parseLong(f[2]);
                if (f[1].equals("Write")) written += Long.parseLong(f[2]);
            }
        } catch (IOException | NumberFormatException e) {
            return new long[] {-1, -1};
        }
        // No device listed at all: the kernel counts nothing here (seen on virtual disks), which is not "no I/O".
        return anyDevice ? new long[] {read, written} : new long[] {-1, -1};
    }

    @Override
    boolean resetPeak() {
        try {
            Files.writeString(dirs.get("memory").resolve("memory.max_usage_in_bytes"), "0");
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    @Override
    boolean remove() {
        boolean all = true;
        for (Path d : new LinkedHashSet<>(dirs.values())) all &= removeDir(d);
        return all;
    }
}
