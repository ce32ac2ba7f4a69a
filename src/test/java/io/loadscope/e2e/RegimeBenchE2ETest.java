package io.loadscope.e2e;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code scripts/regime-bench.sh}, the script the regime results are measured with, on one file of the real sample: every
 * configuration of a plan runs once per round, rounds interleaved, each a whole process that loads; a plan line with an
 * empty JVM column (a profile that brings its own JVM options) runs the load, not java with the load's arguments; a
 * second call runs nothing already recorded; {@code scripts/regime-summary.py} reads the rows, and reads them the same
 * after {@code scripts/regime-keep.sh} saved them and restored them into another work directory.
 */
class RegimeBenchE2ETest {
    @TempDir
    Path tmp;

    @Test
    void aPlanRunsItsConfigurationsInterleavedResumesAndSummarises() throws Exception {
        Path plan = tmp.resolve("plan.tsv");
        Files.writeString(plan, String.join("\n",
                "# two configurations, the second with no JVM options of its own",
                "small-heap\t-Xmx512m\t--engine blazegraph data/02-dbpedia-ontology.ttl.gz",
                "no-jvm-options\t\t--engine tdb2 data/02-dbpedia-ontology.ttl.gz",
                ""));
        Path work = tmp.resolve("work");

        Result first = bash("scripts/regime-bench.sh", plan.toString(), work.toString(), "2");
        assertEquals(0, first.exit(), first.output());
        List<String> rows = Files.readAllLines(work.resolve("runs.tsv"));
        assertEquals(5, rows.size(), String.join("\n", rows));
        assertEquals(List.of("1\tsmall-heap", "1\tno-jvm-options", "2\tsmall-heap", "2\tno-jvm-options"),
                rows.subList(1, 5).stream().map(r -> String.join("\t", List.of(r.split("\t")).subList(0, 2))).toList());
        for (String row : rows.subList(1, 5)) {
            String[] f = row.split("\t");
            assertEquals("0", f[3], "the load exited 0: " + row + "\n" + first.output());
            assertTrue(Files.isRegularFile(Path.of(f[5], "run.json")), "a run record for " + row);
        }

        Result again = bash("scripts/regime-bench.sh", plan.toString(), work.toString(), "2");
        assertEquals(0, again.exit(), again.output());
        assertEquals(rows, Files.readAllLines(work.resolve("runs.tsv")), "nothing recorded runs again");

        Result summary = bash("-c", "python3 scripts/regime-summary.py " + work + " --no-tenths");
        assertEquals(0, summary.exit(), summary.output());
        assertTrue(summary.output().contains("| small-heap | 2 |"), summary.output());
        assertTrue(summary.output().contains("| no-jvm-options | 2 |"), summary.output());

        // Kept and restored elsewhere (a fresh checkout's work directory), the rows summarise the same.
        Path archive = tmp.resolve("archive");
        Path elsewhere = tmp.resolve("elsewhere");
        assertEquals(0, bash("scripts/regime-keep.sh", "save", work.toString(), archive.toString()).exit());
        Result restored = bash("scripts/regime-keep.sh", "restore", archive.toString(), elsewhere.toString());
        assertEquals(0, restored.exit(), restored.output());
        Result again2 = bash("-c", "python3 scripts/regime-summary.py " + elsewhere + " --no-tenths");
        assertEquals(summary.output(), again2.output());
        Result resumed = bash("scripts/regime-bench.sh", plan.toString(), elsewhere.toString(), "2");
        assertEquals(0, resumed.exit(), resumed.output());
        assertEquals(rows, Files.readAllLines(elsewhere.resolve("runs.tsv")), "restored rows are not run again");
    }

    record Result(int exit, String output) {
    }

    private Result bash(String... args) throws Exception {
        List<String> cmd = new java.util.ArrayList<>(List.of("bash"));
        cmd.addAll(List.of(args));
        Path log = Files.createTempFile(tmp, "bash", ".txt");
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(Cli.ROOT.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        pb.environment().put("JAR", Cli.JAR.toString());
        Process p = pb.start();
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "the script finished");
        return new Result(p.exitValue(), Files.readString(log));
    }
}
