package io.loadscope.jmh.suite;

import io.loadscope.record.RunRecordWriter;
import io.loadscope.report.RunReport;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** One HTML report of every load a suite kept, side by side (the loader's report, read from the run records). */
final class RunComparison {
    private RunComparison() {
    }

    static void writeReport(Path runs, Path out) throws IOException {
        List<RunReport.Run> all = new ArrayList<>();
        try (Stream<Path> files = Files.walk(runs, 4)) {
            for (Path json : files.filter(p -> p.getFileName().toString().equals(RunRecordWriter.RUN_JSON)).sorted().toList()) {
                all.add(RunReport.read(json.getParent()));
            }
        }
        if (!all.isEmpty()) RunReport.write(all, out);
    }
}
