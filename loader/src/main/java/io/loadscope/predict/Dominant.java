package io.loadscope.predict;

import io.loadscope.record.RunRecord;

import java.util.Locale;
import java.util.Set;

/** The stage that took the most time in a run, waits for another thread left out: where a larger load spends most. */
final class Dominant {
    private static final Set<String> WAITS = Set.of("queue", "writer_idle");

    private Dominant() {
    }

    static String of(RunRecord r) {
        return r.stages().stream().filter(s -> !WAITS.contains(s.stage()))
                .max(java.util.Comparator.comparingDouble(RunRecord.StageTotal::wallMillis))
                .map(s -> String.format(Locale.ROOT, "%s on the %s thread (the largest stage in the sample, %.0f%% of that thread's time; "
                        + "on a path that writes into live indexes its share grows with the store)", s.stage(), s.role(), 100 * s.share()))
                .orElse("unknown");
    }
}
