package io.loadscope.machine;

import io.loadscope.files.ByteSize;

import java.io.IOException;
import java.util.List;
import java.util.Locale;

/**
 * How a shape's {@code ram} becomes a group's memory limit. Kernels differ in what they charge to a memory group:
 * most charge the processes' own memory (the heap) and the page cache they cause; some charge only the page cache.
 * A probe tells which (a 64 MiB buffer touched inside the group, then the group's peak read): where all is charged the
 * limit is {@code ram}; where only page cache is, the limit is {@code ram} less the heap and the JVM's own memory,
 * so heap plus page cache still fit in {@code ram}. The run record says which was done.
 */
record MemoryModel(boolean heapCharged, long limitBytes, long heapBytes) {
    /** What a JVM holds beside its heap (metaspace, code, threads, GC tables, direct buffers), taken as a whole. */
    static final long JVM_OWN = 512L << 20;
    private static final long PROBE = 64L << 20;

    static MemoryModel unlimited() {
        return new MemoryModel(true, -1, -1);
    }

    static MemoryModel probe(ControlGroup group, long ram, long heap) throws MachineRefused {
        boolean charged = anonymousMemoryCharged(group);
        if (charged) {
            if (heap > 0 && heap + MachineShape.MIN_RAM > ram) {
                throw new MachineRefused("a heap of " + ByteSize.format(heap) + " does not fit a machine of ram="
                        + ByteSize.format(ram) + " (the kernel here charges the heap to the machine's memory): give the "
                        + "load a smaller heap (-Xmx, or a profile's heap), below ram less 256m, and lower still to leave page cache");
            }
            return new MemoryModel(true, ram, heap);
        }
        long h = heap > 0 ? heap : ram / 4; // the JVM's default heap on a machine of that much memory
        long limit = ram - h - JVM_OWN;
        if (limit < (128L << 20)) {
            throw new MachineRefused("ram=" + ByteSize.format(ram) + " leaves " + ByteSize.format(Math.max(0, limit))
                    + " of page cache beside a heap of " + ByteSize.format(h) + " and 512 MiB for the JVM: give the load a smaller heap");
        }
        return new MemoryModel(false, limit, h);
    }

    /** Unknown (no peak reading, or the probe could not run) counts as charged: cgroup v2 always charges it. */
    private static boolean anonymousMemoryCharged(ControlGroup group) {
        try {
            ShapedLaunch.runIn(group, List.of("dd", "if=/dev/zero", "of=/dev/null", "bs=" + (PROBE >> 20) + "M", "count=1"));
        } catch (IOException e) {
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return true;
        }
        long peak = group.read().peakBytes();
        group.resetPeak();
        return peak < 0 || peak >= PROBE * 3 / 4;
    }

    /** The heap a JVM command line asks for (its last -Xmx), or -1 when it leaves the JVM to choose. */
    static long heapOf(List<String> command) {
        long heap = -1;
        for (String arg : command) {
            if (arg.startsWith("-Xmx")) {
                try {
                    heap = ByteSize.parse(arg.substring(4));
                } catch (IllegalArgumentException ignored) {
                    // The JVM will refuse it itself.
                }
            }
        }
        return heap;
    }

    String describe() {
        if (limitBytes < 0) return "no memory limit";
        if (heapCharged) return "memory limit " + ByteSize.format(limitBytes) + " for heap, JVM and page cache together";
        return String.format(Locale.ROOT, "memory limit %s = ram less a heap of %s and %s for the JVM (this kernel "
                + "charges only page cache to a group)", ByteSize.format(limitBytes), ByteSize.format(heapBytes), ByteSize.format(JVM_OWN));
    }
}
