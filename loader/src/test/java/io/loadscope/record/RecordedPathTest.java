package io.loadscope.record;

import com.fasterxml.jackson.databind.JsonNode;
import io.loadscope.engine.registry.Engines;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The load path as the run record keeps it (schema 10): what each engine's settings chose, written and read back
 * typed, and the path of a record from before schema 10 read from its settings as the commands read them then.
 */
class RecordedPathTest {
    private static RecordedPath chosen(String engine, Map<String, String> settings) {
        return Engines.byName(engine).configure(settings).recordedPath();
    }

    @Test
    void eachEnginesSettingsRecordThePathTheyChose() {
        assertEquals(new RecordedPath("blazegraph", "buffer-writer", false, BlazegraphWriter.BUFFER, BlazegraphParser.RIO5),
                chosen("blazegraph", Map.of()));
        assertEquals(new RecordedPath("blazegraph", "sorted-build", true, BlazegraphWriter.SORTED, BlazegraphParser.RIO5),
                chosen("blazegraph", Map.of(BlazegraphWriter.KEY, "sorted")));
        assertEquals(new RecordedPath("blazegraph", "stock-dataloader", false, BlazegraphWriter.BUFFER, BlazegraphParser.STOCK),
                chosen("blazegraph", Map.of(BlazegraphParser.KEY, "stock")));
        assertEquals(new RecordedPath("blazegraph-sail", "sparql-parsed", false, null, BlazegraphParser.RIO5),
                chosen("blazegraph-sail", Map.of()));
        assertEquals(new RecordedPath("blazegraph-sail", "sparql-reads-file", false, null, BlazegraphParser.STOCK),
                chosen("blazegraph-sail", Map.of(BlazegraphParser.KEY, "stock")));
        assertEquals(RecordedPath.of("tdb2", "phased", false), chosen("tdb2", Map.of()));
        assertEquals(RecordedPath.of("tdb2", "xloader", true), chosen("tdb2", Map.of("tdb2.loader", "xloader")));
    }

    @Test
    void aRecordsPathIsWrittenAndReadBackTyped() throws Exception {
        RecordedPath sorted = new RecordedPath("blazegraph", "sorted-build", true, BlazegraphWriter.SORTED, BlazegraphParser.RIO5);
        RunRecord r = new RunRecord(RunRecord.SCHEMA, "t", RunStatus.LOADED, 0, "", "", "blazegraph", null,
                new RunRecord.Settings(Map.of(), Map.of(), Map.of()), sorted, null, null, List.of(), null, List.of(), List.of(),
                Map.of(), List.of(), List.of(), List.of(), null, null, null, List.of(), List.of(), List.of(), List.of());
        String json = RunRecordWriter.json().writeValueAsString(r);
        JsonNode path = RunRecordWriter.json().readTree(json).get("path");
        assertEquals("sorted", path.get("writer").asText());
        assertEquals("rio5", path.get("parser").asText());
        assertEquals(sorted, RunRecordWriter.json().readValue(json, RunRecord.class).path());
    }

    @Test
    void aRecordFromBeforeSchema10ReadsWithThePathItsSettingsSay() throws Exception {
        RunRecord sorted = read("blazegraph", "{\"blazegraph.writer\":\"sorted\",\"blazegraph.parser\":\"rio5\"}",
                "{\"sortedBuild.runs\":\"3\"}", "[]");
        assertEquals(new RecordedPath("blazegraph", null, true, BlazegraphWriter.SORTED, BlazegraphParser.RIO5), sorted.path());

        RunRecord stock = read("blazegraph", "{\"blazegraph.writer\":\"buffer\",\"blazegraph.parser\":\"stock\"}", "{}", "[]");
        assertEquals(new RecordedPath("blazegraph", null, false, BlazegraphWriter.BUFFER, BlazegraphParser.STOCK), stock.path());

        // xloader told by its sort stage alone, as a record without its fixed estimates has it.
        RunRecord xloader = read("tdb2", "{\"tdb2.loader\":\"xloader\"}", "{}",
                "[{\"stage\":\"term_sort\",\"role\":\"parser\",\"wallMillis\":1,\"cpuMillis\":null,\"events\":1,\"share\":0.1}]");
        assertEquals(RecordedPath.of("tdb2", null, true), xloader.path());
    }

    private static RunRecord read(String engine, String engineSettings, String fixed, String stages) throws Exception {
        String json = "{\"schema\":\"loadscope.run/9\",\"engine\":\"" + engine + "\",\"settings\":{\"engine\":" + engineSettings
                + ",\"loader\":{},\"fixed\":" + fixed + "},\"stages\":" + stages + "}";
        return RunRecordWriter.json().readValue(json, RunRecord.class);
    }
}
