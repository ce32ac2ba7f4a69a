package io.loadscope.tune;

import java.util.List;

/**
 * A setting the committed findings say may matter, the values to try besides the default, why, and where the finding
 * is. {@code setting} "jvm.heap" varies the heap (as a share of the machine's memory) instead of a setting.
 */
public record Dimension(String name, String setting, List<String> values, String why, String link) {
    public static final String HEAP = "jvm.heap";

    /** The candidate that differs from the default in this dimension only, with {@code value}. */
    Candidate candidate(String value) {
        String label = setting.equals(HEAP) ? "heap=" + value : shortName() + "=" + value;
        return setting.equals(HEAP) ? new Candidate(label, java.util.Map.of(), value)
                : new Candidate(label, java.util.Map.of(setting, value), Candidate.DEFAULT_HEAP);
    }

    /** The setting's last part (branchingFactor, not com.bigdata.btree.BTree.branchingFactor): table columns stay readable. */
    String shortName() {
        int dot = setting.lastIndexOf('.');
        return setting.startsWith("blazegraph.") || setting.startsWith("tdb2.") ? setting : setting.substring(dot + 1);
    }
}
