package io.loadscope.report;

import io.loadscope.record.RunRecord;
import io.loadscope.record.RunRecordWriter;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * What a load leaves in its run directory for people to read: {@code run.json}, {@code series.csv} and
 * {@code report.html}. The pipeline only returns the run record; its callers decide what to write — the API (and so
 * the command line) writes all three, the JMH suite only the run record its profiler reads.
 */
public final class RunOutputs {
    private RunOutputs() {
    }

    public static void write(RunRecord record, Path runDir) throws IOException {
        RunRecordWriter.write(record, runDir);
        RunReport.write(List.of(new RunReport.Run(runDir, record)), runDir.resolve(RunReport.FILE));
    }
}
