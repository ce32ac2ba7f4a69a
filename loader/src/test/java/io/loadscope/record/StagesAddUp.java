package io.loadscope.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What the stage and thread tables of a run record promise whatever the machine was doing: each role's stages and its
 * unattributed remainder add up to its thread wall, and each share is its time over that wall. How large the
 * remainder is depends on scheduling (a thread descheduled between two probes books the gap nowhere), so no test
 * bounds it: a busy machine once made a 5 % bound fail at 5.14 %.
 */
public final class StagesAddUp {
    /** Each figure is rounded to the microsecond. */
    private static final double ROUNDING_MILLIS = 0.001;

    private StagesAddUp() {
    }

    public static void assertFor(RunRecord r) {
        for (RunRecord.ThreadTotal t : r.threads()) {
            var rows = r.stages().stream().filter(s -> s.role().equals(t.role())).toList();
            double staged = rows.stream().mapToDouble(RunRecord.StageTotal::wallMillis).sum();
            assertEquals(t.attributedMillis(), staged, ROUNDING_MILLIS * (rows.size() + 1), t.role() + ": stages sum to the attributed time: " + t);
            assertEquals(t.wallMillis(), t.attributedMillis() + t.unattributedMillis(), 2 * ROUNDING_MILLIS,
                    t.role() + ": attributed and unattributed time make the thread wall: " + t);
            if (t.wallMillis() <= 0) continue;
            assertEquals(t.unattributedMillis() / t.wallMillis(), t.unattributedShare(), 0.0001 + 2 * ROUNDING_MILLIS / t.wallMillis(),
                    t.role() + ": the unattributed share is its time over the wall: " + t);
            for (RunRecord.StageTotal s : rows) {
                assertEquals(s.wallMillis() / t.wallMillis(), s.share(), 0.0001 + 2 * ROUNDING_MILLIS / t.wallMillis(),
                        t.role() + "/" + s.stage() + ": a stage's share is its time over the thread wall: " + s);
            }
        }
    }
}
