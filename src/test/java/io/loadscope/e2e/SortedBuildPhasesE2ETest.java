package io.loadscope.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A small sorted build through the CLI: its record keeps each phase's wall time, CPU time and busy cores in the order
 * the build went through them, and the summary, the series and the report show them. Nothing here depends on how fast
 * the machine is or what else runs on it: presence, order, sums and ranges only.
 */
class SortedBuildPhasesE2ETest {
    private static final List<String> PHASES = List.of("parse into runs", "lexicon", "statement sort", "statement indexes", "commit");

    @TempDir
    Path tmp;

    @Test
    void theRecordTheSummaryAndTheReportShowEachPhaseWithTheCoresItKeptBusy() throws Exception {
        Path nt = tmp.resolve("bsbm.nt");
        Cli.Result gen = Cli.run("data", "bsbm", "--products", "50", "--out", nt.toString());
        assertEquals(0, gen.exit(), gen.all());
        Path run = tmp.resolve("run");
        Cli.Result r = Cli.run("load", "--set", "blazegraph.writer=sorted", "--store", tmp.resolve("store").toString(),
                "--report", run.toString(), nt.toString());
        assertEquals(0, r.exit(), r.all());

        JsonNode rec = RunRecords.readValid(run);
        assertEquals("loadscope.run/11", rec.at("/schema").asText());
        assertEquals("sorted-build", rec.at("/path/name").asText());
        assertEquals("sorted", rec.at("/path/writer").asText());
        int cores = rec.at("/environment/cores").asInt();
        assertTrue(cores >= 1);
        List<String> names = new ArrayList<>();
        double sum = 0;
        for (JsonNode p : rec.at("/phases")) {
            names.add(p.get("name").asText());
            assertTrue(p.get("wallMillis").asDouble() > 0, p.toString());
            sum += p.get("wallMillis").asDouble();
            // The process's CPU clock is there on the JVMs this runs on; busy cores is CPU over wall, never negative.
            assertTrue(p.get("cpuMillis").isNumber() && p.get("cpuMillis").asDouble() >= 0, p.toString());
            assertTrue(p.get("busyCores").isNumber() && p.get("busyCores").asDouble() >= 0, p.toString());
            if (Files.isDirectory(Path.of("/proc/self/task"))) {
                // Of the CPU, the JVM's compiler and collector threads', from /proc (ticks of 10 ms).
                assertTrue(p.get("compilerCpuMillis").isNumber() && p.get("compilerCpuMillis").asDouble() >= 0, p.toString());
                assertTrue(p.get("collectorCpuMillis").isNumber() && p.get("collectorCpuMillis").asDouble() >= 0, p.toString());
            }
            // Both times are kept to the microsecond, busy cores to 2 decimals: the ratio is checked where rounding cannot move it.
            if (p.get("wallMillis").asDouble() >= 10) {
                assertEquals(p.get("cpuMillis").asDouble() / p.get("wallMillis").asDouble(), p.get("busyCores").asDouble(), 0.006, p.toString());
            }
        }
        assertEquals(PHASES, names, "the build's phases, in the order it went through them");
        assertTrue(sum <= rec.at("/totals/wallMillis").asDouble(), "the phases lie inside the load");
        assertTrue(rec.at("/series/0/busyCores").isNumber(), rec.at("/series/0").toString());
        assertTrue(Files.readAllLines(run.resolve("series.csv")).get(0).contains(",busy_cores"));

        // The summary a user reads: the phases table, each phase on its line, of the cores there were.
        assertTrue(r.out().contains("busy cores of " + cores), r.out());
        int at = r.out().indexOf("busy cores of ");
        for (String phase : PHASES) {
            int line = r.out().indexOf("\n" + phase + " ", at);
            assertTrue(line > at, phase + " in the phases table, in order: " + r.out());
            at = line;
        }
        String report = Files.readString(run.resolve("report.html"));
        assertTrue(report.contains("<h2>Phases: ") && report.contains("busy cores (of " + cores + ")"), "the report's phases table");
        assertTrue(report.contains("of the CPU, JIT compiler s") && r.out().contains("of it JIT"), "the JVM's threads in both");
    }
}
