package io.loadscope.profiler;

import io.loadscope.load.FlameEvent;
import io.loadscope.record.RunRecord;
import org.junit.jupiter.api.Test;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Sampled shares beside probed wall shares, per role, and what the note says when they differ. */
class SampleAttributionTest {
    private static final RunRecord.ThreadTotal PARSER = new RunRecord.ThreadTotal("parser", 1000, 950.0, 980, 20, 0.02, List.of("main"));
    private static final List<RunRecord.StageTotal> STAGES = List.of(
            new RunRecord.StageTotal("parse", "parser", 300, null, 1, 0.3),
            new RunRecord.StageTotal("index_write.lexicon", "parser", 500, null, 1, 0.5),
            new RunRecord.StageTotal("commit", "parser", 180, null, 1, 0.18));

    private static Map<SampleCategory, Long> samples(long parse, long lexicon, long commit, long other) {
        Map<SampleCategory, Long> m = new EnumMap<>(SampleCategory.class);
        m.put(SampleCategory.PARSE, parse);
        m.put(SampleCategory.LEXICON_WRITE, lexicon);
        m.put(SampleCategory.COMMIT, commit);
        m.put(SampleCategory.OTHER, other);
        return m;
    }

    @Test
    void closeSharesAgree() {
        RunRecord.RoleAttribution a = SampleAttribution.compare(FlameEvent.WALL, PARSER, STAGES, samples(32, 48, 18, 2));
        assertTrue(a.agrees(), a.toString());
        assertEquals(2.0, a.maxDifferencePoints(), 1e-9);
        assertEquals(0.3, a.rows().get(0).probeShare(), 1e-9);
        assertEquals(0.32, a.rows().get(0).sampledShare(), 1e-9);
    }

    @Test
    void farSharesDisagreeAndTooFewSamplesAreNotJudged() {
        RunRecord.RoleAttribution a = SampleAttribution.compare(FlameEvent.WALL, PARSER, STAGES, samples(60, 20, 18, 2));
        assertFalse(a.agrees());
        assertEquals(30.0, a.maxDifferencePoints(), 1e-9);
        assertTrue(a.note().contains("differ by up to 30.0 points"), a.note());
        RunRecord.RoleAttribution few = SampleAttribution.compare(FlameEvent.WALL, PARSER, STAGES, samples(3, 5, 2, 0));
        assertFalse(few.agrees());
        assertTrue(few.note().contains("too few"), few.note());
    }

    @Test
    void cpuSamplesOfAWaitingRoleSaySoAndUnsplitWorkIsNamed() {
        RunRecord.ThreadTotal waiting = new RunRecord.ThreadTotal("parser", 1000, 300.0, 980, 20, 0.02, List.of("main"));
        Map<SampleCategory, Long> s = samples(60, 20, 0, 0);
        s.put(SampleCategory.STATEMENT_WRITE, 20L);
        RunRecord.RoleAttribution a = SampleAttribution.compare(FlameEvent.CPU, waiting, STAGES, s);
        assertTrue(a.note().contains("ran on CPU for 30%"), a.note());
        assertTrue(a.note().contains("the probes book no time as statement-index write"), a.note());
    }
}
