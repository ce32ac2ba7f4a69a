package io.loadscope.pipeline;

import io.loadscope.probe.ListenerDispatch;
import io.loadscope.probe.LoadProbes;
import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;
import io.loadscope.record.RunRecord;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StageAccountingTest {

    @Test
    void sharesAreOfTheRolesWallTimeAndTheRemainderIsReportedNotHidden() {
        LoadProbes probes = new LoadProbes(new ListenerDispatch());
        probes.addRoleTime(ThreadRole.PARSER, 1_000_000_000L, 600_000_000L);
        probes.record(Stage.PARSE, ThreadRole.PARSER, 500_000_000L, -1, 1, 100);
        probes.record(Stage.QUEUE, ThreadRole.PARSER, 300_000_000L, 1_000_000L, 10, 0);
        probes.addRoleTime(ThreadRole.WRITER, 800_000_000L, -1);
        probes.record(Stage.STATEMENT_WRITE, ThreadRole.WRITER, 800_000_000L, 100_000_000L, 10, 100);

        List<RunRecord.ThreadTotal> threads = StageAccounting.threads(probes);
        RunRecord.ThreadTotal parser = threads.get(0);
        assertEquals("parser", parser.role());
        assertEquals(1000.0, parser.wallMillis());
        assertEquals(800.0, parser.attributedMillis());
        assertEquals(200.0, parser.unattributedMillis());
        assertEquals(0.2, parser.unattributedShare());
        assertEquals(600.0, parser.cpuMillis());
        RunRecord.ThreadTotal writer = threads.get(1);
        assertEquals(0.0, writer.unattributedShare());
        assertNull(writer.cpuMillis(), "role CPU unknown");

        List<RunRecord.StageTotal> stages = StageAccounting.stages(probes);
        assertEquals(3, stages.size(), "stages without events are left out");
        RunRecord.StageTotal parse = stages.stream().filter(s -> s.stage().equals("parse")).findFirst().orElseThrow();
        assertEquals(0.5, parse.share());
        assertNull(parse.cpuMillis(), "an estimate has no CPU time");
        RunRecord.StageTotal queue = stages.stream().filter(s -> s.stage().equals("queue")).findFirst().orElseThrow();
        assertEquals(1.0, queue.cpuMillis());
        assertEquals(10, queue.events());
        assertTrue(stages.stream().anyMatch(s -> s.role().equals("writer") && s.share() == 1.0));
    }

    @Test
    void aRoleThatNeverRanIsNotReported() {
        LoadProbes probes = new LoadProbes(new ListenerDispatch());
        probes.addRoleTime(ThreadRole.PARSER, 10, -1);
        assertEquals(List.of("parser"), StageAccounting.threads(probes).stream().map(RunRecord.ThreadTotal::role).toList());
    }
}
