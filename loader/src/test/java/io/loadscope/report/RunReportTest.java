package io.loadscope.report;

import io.loadscope.pipeline.LoadPipeline;
import io.loadscope.request.LoadRequest;
import io.loadscope.pipeline.RunResult;
import io.loadscope.record.InputStatus;
import io.loadscope.record.RunStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The report is drawn from run.json alone: read back from disk, two runs side by side, statuses as labels. */
class RunReportTest {
    @TempDir
    Path dir;

    private RunResult load(String engine, String name, String text) throws Exception {
        Path input = dir.resolve(name);
        Files.writeString(input, text, StandardCharsets.UTF_8);
        RunResult r = LoadPipeline.run(LoadRequest.builder().engine(engine).store(dir.resolve(engine + "-store"))
                .reportDir(dir.resolve(engine + "-run")).input(input).build());
        RunOutputs.write(r.record(), r.runDir());
        return r;
    }

    @Test
    void aReportOfTwoRunsReadBackFromTheirRunRecords() throws Exception {
        RunResult ok = load("blazegraph", "a.nt", "<http://x/1> <http://x/p> \"one\" .\n<http://x/2> <http://x/p> \"two\" .\n");
        RunResult bad = load("tdb2", "b.nt", "<http://x/1> <http://x/p> \"one\" .\n<http://x/2> <http://x/p> oops .\n");
        assertEquals(RunStatus.LOADED, ok.record().status());
        assertEquals(RunStatus.FAILED, bad.record().status());
        assertEquals(InputStatus.FAILED, bad.record().inputs().get(0).status());

        // Read back from the files only: nothing of the live runs is used.
        RunReport.Run first = RunReport.read(ok.runDir());
        RunReport.Run second = RunReport.read(bad.runDir());
        assertEquals(ok.record().runId(), first.record().runId());
        assertEquals(RunStatus.FAILED, second.record().status());
        assertEquals(InputStatus.FAILED, second.record().inputs().get(0).status());
        Path out = dir.resolve("both.html");
        RunReport.write(List.of(first, second), out);
        String html = Files.readString(out);
        assertTrue(html.contains(ok.record().runId()) && html.contains(bad.record().runId()), "both runs are named");
        assertTrue(html.contains(">loaded<") && html.contains(">failed<"), "statuses appear as their labels");
        assertTrue(html.contains("blazegraph") && html.contains("tdb2"));
        assertTrue(html.contains("<div class=\"chart\"") && html.contains("new uPlot("), "the report carries its charts and uPlot inline");
        assertTrue(html.contains("<h2>Inputs: "), "a table of input files per run");
        assertFalse(html.contains("<script src="), "no external script: the page works offline");
    }
}
