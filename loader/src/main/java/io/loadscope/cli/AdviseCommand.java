package io.loadscope.cli;

import io.loadscope.advice.Advisor;
import io.loadscope.record.RunRecord;
import io.loadscope.record.RunRecordWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code advise RUN_DIR...}: what limited each load and what would change it, from its run record alone. */
@Command(name = "advise", mixinStandardHelpOptions = true,
        description = {"Names what limited a load and what to change, from its run record.",
                    "It names the limit (writer, parser, decompression, GC, commits, the machine's CPU quota) "
                    + "from the run record, with the figures that show it, what to change with the effect the committed "
                    + "findings measured, and what will not help. Every load's summary and report carry the same advice; "
                    + "this command gives it again with the advisor's current rules (for records written before them too)."})
final class AdviseCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "RUN_DIR",
            description = "Run directories (each holding run.json), run.json files, or a findings suite's JMH results (jmh-NAME.json).")
    List<Path> runs = new ArrayList<>();

    @Override
    public Integer call() {
        for (Path p : runs) {
            Path json = Files.isDirectory(p) ? p.resolve("run.json") : p;
            if (isJmhResults(json)) {
                if (!adviseJmh(json)) return Main.USAGE;
                continue;
            }
            RunRecord r;
            try {
                r = RunRecordWriter.json().readValue(json.toFile(), RunRecord.class);
            } catch (IOException e) {
                System.err.println("loadscope: error: cannot read the run record " + json + ": " + e.getMessage());
                return Main.USAGE;
            }
            var advice = Advisor.advise(r);
            System.out.println(r.runId() + " (" + r.engine() + ", " + Summary.statements(r.totals().statementsTold()) + "):");
            if (advice.isEmpty()) System.out.println("no bottleneck the advisor's rules know: no single stage held the load back");
            Summary.printAdvice(r.withAdvice(advice), System.out);
            System.out.println();
        }
        return Main.LOADED;
    }

    /** A findings suite's JMH results: a JSON array of rows, where a run record is one object. */
    private static boolean isJmhResults(Path json) {
        try (var in = Files.newBufferedReader(json)) {
            int c;
            while ((c = in.read()) != -1 && Character.isWhitespace(c)) {
                // skip
            }
            return c == '[';
        } catch (IOException e) {
            return false;
        }
    }

    private static boolean adviseJmh(Path json) {
        com.fasterxml.jackson.databind.JsonNode rows;
        try {
            rows = RunRecordWriter.json().readTree(json.toFile());
        } catch (IOException e) {
            System.err.println("loadscope: error: cannot read the JMH results " + json + ": " + e.getMessage());
            return false;
        }
        for (var row : rows) {
            String name = row.path("benchmark").asText().replaceFirst(".*\\.(\\w+\\.\\w+)$", "$1");
            System.out.println(name + " " + row.path("params") + " (" + String.format("%.1f s", row.path("primaryMetric").path("score").asDouble()) + "):");
            var advice = Advisor.adviseJmhRow(row);
            if (advice.isEmpty()) System.out.println("no bottleneck the advisor's rules know");
            for (RunRecord.AdviceFinding f : advice) System.out.println("  " + f.line());
            System.out.println();
        }
        return true;
    }
}
