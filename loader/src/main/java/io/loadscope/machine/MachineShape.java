package io.loadscope.machine;

import io.loadscope.files.ByteSize;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A machine to load on, made from this one with a control group: {@code ram} (everything the load's processes may
 * hold: heap, the JVM's own memory and the page cache beside them), {@code cpus} (that many of this machine's cores)
 * and {@code cpuShare} (a CPU quota per core, 0 to 1, standing in for a slower clock). Each part is optional; null
 * means "as this machine has it". Typed once, here, from the text a user gives ({@code ram=6g,cpus=1,cpu-share=0.5}).
 */
public record MachineShape(Long ramBytes, Integer cpus, Double cpuShare) {
    /** The smallest machine that still holds a JVM and a little page cache. */
    static final long MIN_RAM = 256L << 20;

    public MachineShape {
        if (ramBytes == null && cpus == null && cpuShare == null) throw new IllegalArgumentException("a machine shape names at least one of ram, cpus, cpu-share");
        if (ramBytes != null && ramBytes < MIN_RAM) throw new IllegalArgumentException("ram=" + ByteSize.format(ramBytes) + " is too small to run a JVM (at least 256m)");
        if (cpus != null && cpus < 1) throw new IllegalArgumentException("cpus must be at least 1");
        if (cpuShare != null && !(cpuShare > 0 && cpuShare <= 1)) throw new IllegalArgumentException("cpu-share must be above 0 and at most 1");
    }

    /** {@code ram=6g,cpus=1,cpu-share=0.5}, any subset, any order. */
    public static MachineShape parse(String text) {
        Long ram = null;
        Integer cpus = null;
        Double share = null;
        for (String part : text.split(",")) {
            String p = part.trim();
            int eq = p.indexOf('=');
            if (eq <= 0) throw new IllegalArgumentException("'" + p + "' is not NAME=VALUE (a shape is like ram=6g,cpus=1,cpu-share=0.5)");
            String name = p.substring(0, eq).trim().toLowerCase(Locale.ROOT);
            String value = p.substring(eq + 1).trim();
            try {
                switch (name) {
                    case "ram", "memory" -> ram = ByteSize.parse(value);
                    case "cpus", "cores" -> cpus = Integer.parseInt(value);
                    case "cpu-share", "cpu_share", "share" -> share = Double.parseDouble(value);
                    default -> throw new IllegalArgumentException("unknown part '" + name + "' (known: ram, cpus, cpu-share)");
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(name + ": '" + value + "' is not a number");
            }
        }
        return new MachineShape(ram, cpus, share);
    }

    /** The canonical text, which {@link #parse} reads back to the same shape. */
    @Override
    public String toString() {
        List<String> parts = new ArrayList<>();
        if (ramBytes != null) parts.add("ram=" + ramText(ramBytes));
        if (cpus != null) parts.add("cpus=" + cpus);
        if (cpuShare != null) parts.add("cpu-share=" + cpuShare);
        return String.join(",", parts);
    }

    private static String ramText(long bytes) {
        for (String unit : new String[] {"t", "g", "m", "k"}) {
            long size = 1L << (10 * (" kmgt".indexOf(unit)));
            if (bytes % size == 0) return bytes / size + unit;
        }
        return Long.toString(bytes);
    }
}
