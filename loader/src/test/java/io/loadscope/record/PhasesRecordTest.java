package io.loadscope.record;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.loadscope.request.LoadRequest;
import io.loadscope.pipeline.LoadPipeline;
import io.loadscope.pipeline.RunResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Schema 8's phases and busy cores, from a real sorted build: written, checked against the published schema, read back
 * whole; and a record of schema 7, which has neither, still reads.
 */
class PhasesRecordTest {
    @TempDir
    Path dir;

    private RunResult sortedBuild() throws Exception {
        StringBuilder nt = new StringBuilder();
        for (int i = 0; i < 2000; i++) {
            nt.append("<http://example.org/s").append(i % 300).append("> <http://example.org/p").append(i % 7).append("> \"v")
                    .append(i).append("\" .\n");
        }
        Path input = dir.resolve("a.nt");
        Files.writeString(input, nt, StandardCharsets.UTF_8);
        RunResult r = LoadPipeline.run(LoadRequest.builder().engine("blazegraph").settings(Map.of("blazegraph.writer", "sorted"))
                .store(dir.resolve("store")).reportDir(dir.resolve("run")).input(input).build());
        RunRecordWriter.write(r.record(), r.runDir());
        return r;
    }

    @Test
    void aSortedBuildsRecordKeepsItsPhasesAndReadsBackWhole() throws Exception {
        RunResult r = sortedBuild();
        assertEquals(RunStatus.LOADED, r.record().status(), r.record().errors().toString());
        assertEquals("loadscope.run/11", r.record().schema());
        Path json = r.runDir().resolve(RunRecordWriter.RUN_JSON);
        RunRecordSchemaTest.assertValid(json);

        RunRecord back = RunRecordWriter.json().readValue(json.toFile(), RunRecord.class);
        assertEquals(new RecordedPath("blazegraph", "sorted-build", true, BlazegraphWriter.SORTED, BlazegraphParser.RIO5), back.path());
        assertEquals(r.record().phases(), back.phases());
        assertEquals(List.of("parse into runs", "lexicon", "statement sort", "statement indexes", "commit"),
                back.phases().stream().map(RunRecord.Phase::name).toList());
        double sum = 0;
        for (RunRecord.Phase p : back.phases()) {
            assertTrue(p.wallMillis() > 0, p.toString());
            sum += p.wallMillis();
            if (p.cpuMillis() != null) assertTrue(p.busyCores() != null && p.busyCores() >= 0, p.toString());
            if (p.compilerCpuMillis() != null) {
                // Ticks of 10 ms each, so a phase's JVM threads may read up to a tick a thread over its process CPU.
                assertTrue(p.compilerCpuMillis() >= 0 && p.collectorCpuMillis() >= 0, p.toString());
                assertTrue(p.cpuMillis() == null || p.compilerCpuMillis() + p.collectorCpuMillis() <= p.cpuMillis() + 200, p.toString());
            }
        }
        if (Files.isDirectory(Path.of("/proc/self/task"))) {
            assertTrue(back.phases().stream().allMatch(p -> p.compilerCpuMillis() != null && p.collectorCpuMillis() != null),
                    "on Linux every phase has its JVM threads' CPU: " + back.phases());
        }
        assertTrue(sum <= back.totals().wallMillis(), "the phases lie inside the load: " + sum + " of " + back.totals().wallMillis());
        // The merge, the ID2TERM and BLOBS writer, and the helpers beside that writer.
        assertEquals(2 + io.loadscope.engine.blazegraph.sorted.IndexHelpers.lexiconThreadsFor(Runtime.getRuntime().availableProcessors()),
                back.phases().get(1).threads(), "the lexicon said its threads");
        assertEquals(back.series().size(), r.record().series().size());
        assertTrue(back.settings().fixed().containsKey("sortedBuild.runBudgetBytes"), "the advice reads the run budget from the record");

        List<String> csv = Files.readAllLines(r.runDir().resolve(RunRecordWriter.SERIES_CSV));
        assertTrue(csv.get(0).contains(",temporary_bytes,busy_cores"), "busy_cores after the counters before it: " + csv.get(0));
    }

    @Test
    void aRecordOfSchema10WithoutTheJvmThreadsCpuStillReads() throws Exception {
        RunResult r = sortedBuild();
        ObjectNode old = (ObjectNode) RunRecordWriter.json().readTree(r.runDir().resolve(RunRecordWriter.RUN_JSON).toFile());
        old.put("schema", "loadscope.run/10");
        for (JsonNode phase : old.get("phases")) {
            ((ObjectNode) phase).remove("compilerCpuMillis");
            ((ObjectNode) phase).remove("collectorCpuMillis");
        }
        RunRecord back = RunRecordWriter.json().treeToValue(old, RunRecord.class);
        assertEquals(r.record().phases().size(), back.phases().size());
        for (RunRecord.Phase p : back.phases()) {
            assertNull(p.compilerCpuMillis());
            assertNull(p.collectorCpuMillis());
        }
        assertEquals(r.record().phases().get(0).cpuMillis(), back.phases().get(0).cpuMillis());
    }

    @Test
    void aRecordOfSchema7WithoutPhasesOrBusyCoresStillReads() throws Exception {
        RunResult r = sortedBuild();
        ObjectNode old = (ObjectNode) RunRecordWriter.json().readTree(r.runDir().resolve(RunRecordWriter.RUN_JSON).toFile());
        old.put("schema", "loadscope.run/7");
        old.remove("phases");
        for (JsonNode sample : old.get("series")) ((ObjectNode) sample).remove("busyCores");
        RunRecord back = RunRecordWriter.json().treeToValue(old, RunRecord.class);
        assertEquals("loadscope.run/7", back.schema());
        assertEquals(List.of(), back.phases());
        assertTrue(!back.series().isEmpty());
        for (ProgressSample s : back.series()) assertNull(s.busyCores());
        assertEquals(r.record().totals(), back.totals());
    }
}
