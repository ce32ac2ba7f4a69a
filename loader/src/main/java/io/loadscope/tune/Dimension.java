package io.loadscope.tune;

import io.loadscope.request.SettingChanges;

import java.util.List;

/**
 * A setting the committed findings say may matter, the values to try besides the default, why, where the finding is,
 * and {@code expect}: the speed-up over the default the findings measured for its best value (1 where none was beyond
 * the runs' spread). {@code expect} is what the findings said, printed beside what the tuning measured; it orders
 * nothing, so a short budget does not spend its loads only where the findings point and confirm them by choice.
 * {@code setting} "jvm.heap" varies the heap (as a share of the machine's memory) instead of a setting.
 */
public record Dimension(String name, String setting, List<String> values, String why, String link, double expect) {
    public static final String HEAP = "jvm.heap";

    /** The candidate that differs from the default in this dimension only, with {@code value}. */
    Candidate candidate(String value) {
        String label = setting.equals(HEAP) ? "heap=" + value : shortName() + "=" + value;
        return setting.equals(HEAP) ? new Candidate(label, SettingChanges.none(), value)
                : new Candidate(label, SettingChanges.of(setting, value), Candidate.DEFAULT_HEAP);
    }

    /** The setting's last part (branchingFactor, not com.bigdata.btree.BTree.branchingFactor): table columns stay readable. */
    String shortName() {
        int dot = setting.lastIndexOf('.');
        return setting.startsWith("blazegraph.") || setting.startsWith("tdb2.") ? setting : setting.substring(dot + 1);
    }
}
