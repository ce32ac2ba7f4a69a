package io.loadscope.tune;

import io.loadscope.request.SettingChanges;

/**
 * One configuration the tuner loads the sample with: settings on top of the engine's base profile, and the heap as a
 * fraction of the machine's memory. {@code name} says what differs from the default ("default", "writer=sorted", or a
 * combination joined with " + "); it is also the key under which its runs are kept, so a resumed or merged tuning
 * finds them again.
 */
public record Candidate(String name, SettingChanges settings, String heap) {
    public static final String DEFAULT = "default";
    /** The heap every candidate gets unless its own heap dimension says otherwise (the JVM's own default share). */
    public static final String DEFAULT_HEAP = "quarter";

    public static Candidate defaults() {
        return new Candidate(DEFAULT, SettingChanges.none(), DEFAULT_HEAP);
    }

    /** The heap in bytes on a machine of {@code memoryBytes}, rounded down to a whole MiB. */
    public long heapBytes(long memoryBytes) {
        double share = switch (heap) {
            case "eighth" -> 0.125;
            case "quarter" -> 0.25;
            case "half" -> 0.5;
            default -> throw new IllegalArgumentException("heap " + heap + ": eighth, quarter or half of the machine's memory");
        };
        return ((long) (memoryBytes * share)) >> 20 << 20;
    }

    /** This candidate with another's changes on top (the other's heap wins when it is not the default). */
    Candidate with(Candidate other) {
        String h = other.heap.equals(DEFAULT_HEAP) ? heap : other.heap;
        String n = name.equals(DEFAULT) ? other.name : name + " + " + other.name;
        return new Candidate(n, settings.plus(other.settings), h);
    }
}
