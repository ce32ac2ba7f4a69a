package io.loadscope.cli;

import io.loadscope.record.InputStatus;
import io.loadscope.record.RunRecord;
import io.loadscope.record.RunStatus;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The end-of-load summary's thread and phase tables, from a record as a sorted build writes it. */
class SummaryTest {
    private static RunRecord record(List<RunRecord.Phase> phases) {
        List<RunRecord.StageTotal> stages = List.of(
                new RunRecord.StageTotal("parse", "parser", 40_000, 39_000.0, 10, 0.5),
                new RunRecord.StageTotal("term_encode", "encoder.1", 30_000, 29_500.0, 10, 0.75),
                // A role timed by its stages alone: no thread total to take a share of.
                new RunRecord.StageTotal("index_write.statements", "indexer.SPO", 12_000, 11_000.0, 1, 0),
                new RunRecord.StageTotal("index_write.lexicon", "lexicon.ID2TERM", 5_000, 4_900.0, 1, 0));
        List<RunRecord.ThreadTotal> threads = List.of(
                new RunRecord.ThreadTotal("parser", 80_000, 78_000.0, 40_000, 40_000, 0.5, List.of("loadscope-load")),
                new RunRecord.ThreadTotal("encoder.1", 40_000, 39_000.0, 30_000, 10_000, 0.25, List.of("loadscope-encoder-1")));
        return new RunRecord(RunRecord.SCHEMA, "t", RunStatus.LOADED, 0, "", "", "blazegraph", null, null,
                new RunRecord.Jvm("17", "v", "vm", "/jdk", List.of(), 8L << 30, List.of()),
                new RunRecord.Environment(2, 24L << 30, "Linux", "", "amd64", 1L << 40, null),
                List.of(new RunRecord.Input("a.nt", 1 << 20, "none", "N-Triples", "name", "", false, 1 << 20, 1 << 20, 1000, 80_000, -1,
                        InputStatus.LOADED, 0)),
                new RunRecord.Totals(1000, 1000, 100_000, 10, 1 << 20, 1 << 20, 1 << 20, 1, 1 << 20, 1, 1, 0), stages, threads, Map.of(),
                List.of(), List.of(), List.of(), null, null, null, List.of(), List.of(), List.of(), phases);
    }

    private static String print(RunRecord r) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Summary.print(r, new PrintStream(out, true, StandardCharsets.UTF_8));
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void thePhasesTableShowsEachPhasesWallCpuAndBusyCoresOfTheCoresThereAre() {
        String out = print(record(List.of(new RunRecord.Phase("parse into runs", 60_000, 64_800.0, 1.08, null, 0.5, 6_120.0, 1_530.0),
                new RunRecord.Phase("statement indexes", 20_000, 36_000.0, 1.8, 3, 0.0),
                new RunRecord.Phase("commit", 500, null, null, null, null))));
        assertTrue(out.contains("busy cores of 2"), out);
        assertTrue(out.contains("of it JIT") && out.contains("of it GC"), out);
        assertTrue(out.matches("(?s).*\\nparse into runs +60,000\\.0 +64,800\\.0 +1\\.08 +- +0\\.50 +6,120\\.0 +1,530\\.0 *\\n.*"), out);
        assertTrue(out.matches("(?s).*\\nstatement indexes +20,000\\.0 +36,000\\.0 +1\\.80 +3 +0\\.00 +- +- *\\n.*"),
                "a record before schema 11 has no JVM threads' CPU: " + out);
        assertTrue(out.matches("(?s).*\\ncommit +500\\.0 +- +- +- +- +- +- *\\n.*"), "unknown CPU as -: " + out);
        assertTrue(out.indexOf("parse into runs") < out.indexOf("statement indexes"), "in the record's order");
    }

    @Test
    void theJournalTurnsAccountIsShownPerStepWithItsShareOfTheWall() {
        RunRecord plain = record(List.of(new RunRecord.Phase("lexicon", 4_000, 7_000.0, 1.75, 3, 0.0)));
        Map<String, String> fixed = Map.of("sortedBuild.journalTurn.lexicon.wallMillis", "4000",
                "sortedBuild.journalTurn.lexicon.heldMillis", "1000", "sortedBuild.journalTurn.lexicon.waitedMillis", "2500",
                "sortedBuild.journalTurn.lexicon.records", "123456");
        RunRecord r = new RunRecord(plain.schema(), plain.runId(), plain.status(), plain.exitCode(), plain.startedAt(), plain.finishedAt(),
                plain.engine(), plain.profile(), new RunRecord.Settings(Map.of(), Map.of(), fixed), plain.path(), plain.jvm(),
                plain.environment(), plain.inputs(), plain.totals(), plain.stages(), plain.threads(), plain.indexCounters(),
                plain.series(), plain.errors(), plain.warnings(), plain.verification(), plain.profiling(), plain.durability(),
                plain.incidents(), plain.advice(), plain.writes(), plain.phases());
        String out = print(r);
        assertTrue(out.contains("journal turn, lexicon: held 1,000 ms of 4,000 ms (25%), writers waited 2,500 ms for it, 123,456 records"), out);
        assertFalse(out.contains("journal turn, statements"), "a step the record has no account of is left out: " + out);
        assertFalse(print(plain).contains("journal turn"), "no account, no line");
    }

    @Test
    void aRecordWithoutPhasesHasNoPhasesTable() {
        assertFalse(print(record(List.of())).contains("busy cores"));
    }

    @Test
    void everyRoleThatWorkedIsInTheThreadTableNotOnlyParserAndWriter() {
        String out = print(record(List.of()));
        assertTrue(out.matches("(?s).*\\nencoder\\.1 +term_encode +30,000\\.0 +75\\.0% .*"), out);
        assertTrue(out.matches("(?s).*\\nencoder\\.1 += thread wall +40,000\\.0 .*"), out);
        assertTrue(out.matches("(?s).*\\nindexer\\.SPO +index_write\\.statements +12,000\\.0 +- +11,000\\.0 .*"),
                "a role with stages and no thread total is shown, its share unknown: " + out);
        assertTrue(out.matches("(?s).*\\nlexicon\\.ID2TERM +index_write\\.lexicon +5,000\\.0 .*"), out);
    }
}
