package io.loadscope.report;

import io.loadscope.record.RunRecord;
import io.loadscope.record.RunStatus;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The report's table of an engine's phases: wall, CPU, busy cores, and of the CPU the JVM's compiler's and collector's. */
class PhaseTableTest {
    private static RunRecord record(List<RunRecord.Phase> phases) {
        return new RunRecord(RunRecord.SCHEMA, "t", RunStatus.LOADED, 0, "", "", "blazegraph", null, null,
                new RunRecord.Jvm("17", "v", "vm", "/jdk", List.of(), 8L << 30, List.of()),
                new RunRecord.Environment(2, 24L << 30, "Linux", "", "amd64", 1L << 40, null), List.of(),
                new RunRecord.Totals(1000, 1000, 100_000, 10, 1 << 20, 1 << 20, 1 << 20, 1, 1 << 20, 1, 1, 0), List.of(), List.of(),
                Map.of(), List.of(), List.of(), List.of(), null, null, null, List.of(), List.of(), List.of(), phases);
    }

    @Test
    void eachPhaseShowsTheJvmsCompilerAndCollectorSecondsAndAnOlderRecordADash() {
        String html = PhaseTable.of(record(List.of(
                new RunRecord.Phase("parse into runs", 60_000, 110_000.0, 1.83, 3, 0.0, 6_100.0, 2_250.0),
                new RunRecord.Phase("lexicon", 20_000, 36_000.0, 1.8, 3, 0.0))));
        assertTrue(html.contains("<th>of the CPU, JIT compiler s</th>") && html.contains("<th>of the CPU, collector s</th>"), html);
        assertTrue(html.contains("<td>6.1</td><td>2.3</td>"), "seconds, to a tenth: " + html);
        assertTrue(html.contains("<td>0.00</td><td>-</td><td>-</td>"), "no JVM threads' CPU before schema 11: " + html);
    }

    @Test
    void noPhasesNoTable() {
        assertEquals("", PhaseTable.of(record(List.of())));
    }
}
