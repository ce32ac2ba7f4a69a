package io.loadscope.machine;

import io.loadscope.record.RunRecord;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * One fresh control group a shaped load runs in (on cgroup v1, one group per hierarchy it needs), made by this
 * process and removed by it when the load ends. Either version: the files differ, the questions do not.
 */
abstract sealed class ControlGroup permits CgroupV1, CgroupV2 {
    static final String WHAT_ALLOWS = "run loadscope as root: it makes its groups inside the one it runs in "
            + "(cgroup v1) or at the top of the tree (cgroup v2)";
    /** Groups this class makes are named loadscope-PID-N, so a later run can tell its own left-overs from others'. */
    static final String PREFIX = "loadscope-";
    private static final AtomicInteger COUNTER = new AtomicInteger();

    /** A fresh group for {@code shape}: CPU set and quota applied; the memory limit comes after the charge probe. */
    static ControlGroup create(MachineShape shape, CgroupMounts mounts) throws MachineRefused {
        if (mounts.none()) {
            throw new MachineRefused("this system has no control groups mounted (/proc/self/mountinfo lists none); "
                    + "a machine shape needs Linux with cgroup v1 or v2");
        }
        String name = PREFIX + ProcessHandle.current().pid() + "-" + COUNTER.incrementAndGet();
        if (mounts.v1With("memory").isPresent()) return CgroupV1.create(name, shape, mounts);
        if (mounts.v2Controllers().contains("memory")) return CgroupV2.create(name, shape, mounts);
        throw new MachineRefused("neither a cgroup v1 memory hierarchy nor a cgroup v2 mount with the memory controller "
                + "is here (cgroup2 at " + mounts.v2Mount() + " offers " + mounts.v2Controllers() + "); a machine shape needs one");
    }

    /** The groups this process runs in, as a shaped launch made them (the load reads its own readings there). */
    static Optional<ControlGroup> ofSelf() {
        CgroupMounts mounts = CgroupMounts.read();
        if (mounts.v1With("memory").isPresent()) return CgroupV1.ofSelf(mounts);
        if (mounts.v2Mount() != null) return CgroupV2.ofSelf(mounts);
        return Optional.empty();
    }

    abstract String version();

    /** The files a process writes its pid into to join this group (one per v1 hierarchy). */
    abstract List<Path> procsFiles();

    abstract void limitMemory(long bytes) throws MachineRefused;

    /** The CPUs the group may run on ("0-1"), as the kernel has them. */
    abstract String cpus();

    /** The CPU quota in cores (0.5 = half of one core's time), or -1 when none is set. */
    abstract double quotaCores();

    abstract Readings read();

    /** Starts the peak memory reading again where the kernel allows it; false where it keeps the peak since birth. */
    abstract boolean resetPeak();

    /** The run record's account of this group: {@code r} is the readings over the span the record covers. */
    RunRecord.Machine record(String shape, String memory, Readings r, boolean dropped, boolean peakReset, List<String> notes) {
        List<String> all = new ArrayList<>(notes);
        if (version().equals("v1") && r.writtenBytes() >= 0) {
            all.add("cgroup v1 charges the kernel's later write-back of buffered writes to no group: written bytes are "
                    + "only those the group's own threads wrote out (fsync, direct writes)");
        }
        return new RunRecord.Machine(shape, version(), memory, r.memoryLimitBytes() >= 1L << 62 ? -1 : r.memoryLimitBytes(),
                cpus(), quotaCores(), dropped, peakReset, r.peakBytes(), r.pageCacheBytes(), r.anonBytes(), r.majorFaults(),
                r.readBytes(), r.writtenBytes(), millis(r.cpuNanos()), r.throttledPeriods(), millis(r.throttledNanos()),
                r.limitHits(), r.oomKills(), List.copyOf(all));
    }

    private static long millis(long nanos) {
        return nanos < 0 ? -1 : nanos / 1_000_000;
    }

    /** Removes the group's directories; true when all are gone. */
    abstract boolean remove();

    /** The first {@code n} CPUs of a kernel CPU list ("0-3,8"), as a list again; refused when it holds fewer. */
    static String firstCpus(String list, int n) throws MachineRefused {
        List<Integer> cpus = new ArrayList<>();
        for (String part : list.trim().split(",")) {
            if (part.isBlank()) continue;
            String[] r = part.split("-");
            int from = Integer.parseInt(r[0].trim());
            int to = r.length > 1 ? Integer.parseInt(r[1].trim()) : from;
            for (int c = from; c <= to; c++) cpus.add(c);
        }
        if (n > cpus.size()) {
            throw new MachineRefused("cpus=" + n + " asks for more cores than this process may use here (" + cpus.size()
                    + ": " + list.trim() + ")");
        }
        return String.join(",", cpus.subList(0, n).stream().map(String::valueOf).toList());
    }

    /** rmdir with a few tries: the last process of a group can take a moment to leave it after it exits. */
    static boolean removeDir(Path dir) {
        for (int i = 0; i < 50; i++) {
            try {
                Files.deleteIfExists(dir);
                return true;
            } catch (IOException e) {
                try {
                    Thread.sleep(20);
                } catch (InterruptedException ie) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }
        }
        return false;
    }

    /** Left-overs of loads killed before they could remove their groups: empty loadscope-PID-N groups of dead PIDs. */
    static void removeStale(Path parent) {
        try (Stream<Path> children = Files.list(parent)) {
            for (Path dir : children.toList()) {
                String n = dir.getFileName().toString();
                if (!n.startsWith(PREFIX) || !Files.isDirectory(dir)) continue;
                String[] parts = n.substring(PREFIX.length()).split("-");
                try {
                    long pid = Long.parseLong(parts[0]);
                    if (ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) continue;
                    Files.deleteIfExists(dir);
                } catch (NumberFormatException | IOException ignored) {
                    // Not ours, or still has processes: leave it.
                }
            }
        } catch (IOException ignored) {
            // Nothing to list.
        }
    }
}
