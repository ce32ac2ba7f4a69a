package io.loadscope.machine;

import io.loadscope.record.RunRecord;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A load that runs inside a shaped launch's group: at its start the page cache is dropped and the peak reset, at its
 * end the kernel's readings become the run record's {@code environment.machine}. A load outside one has none.
 */
public final class ShapedRun {
    private final String shape;
    private final String memory;
    private final ControlGroup group;
    private final List<String> notes = new ArrayList<>();
    private final boolean dropped;
    private final boolean peakReset;
    private final Readings start;
    private final long[] processIoStart = processIo();

    private ShapedRun(String shape, String memory, ControlGroup group) {
        this.shape = shape;
        this.memory = memory;
        this.group = group;
        Optional<String> notDropped = PageCache.drop();
        notDropped.ifPresent(notes::add);
        this.dropped = notDropped.isEmpty();
        this.peakReset = group.resetPeak();
        this.start = group.read();
    }

    /** Started when this process runs in a group a shaped launch made; empty otherwise. */
    public static Optional<ShapedRun> startIfShaped() {
        String shape = System.getenv(ShapedLaunch.ENV_SHAPE);
        if (shape == null || shape.isBlank()) return Optional.empty();
        String memory = System.getenv().getOrDefault(ShapedLaunch.ENV_MEMORY, "");
        return ControlGroup.ofSelf().map(g -> new ShapedRun(shape, memory, g));
    }

    public RunRecord.Machine finish() {
        Readings r = group.read().since(start);
        List<String> all = new ArrayList<>(notes);
        long[] io = processIo();
        if (r.readBytes() < 0 && io[0] >= 0 && processIoStart[0] >= 0) {
            r = r.withIo(io[0] - processIoStart[0], io[1] - processIoStart[1]);
            all.add("read and written bytes are the load process's own (/proc/self/io): the group's block I/O counters "
                    + "count nothing on this kernel; processes the load starts (xloader's steps, sort) are not in them");
        }
        return group.record(shape, memory, r, dropped, peakReset, all);
    }

    /** Bytes this process caused to be read from and written to storage, from /proc/self/io; -1 where unknown. */
    private static long[] processIo() {
        var io = KernelFiles.keyValues(java.nio.file.Path.of("/proc/self/io"));
        return new long[] {io.getOrDefault("read_bytes:", -1L), io.getOrDefault("write_bytes:", -1L)};
    }
}
