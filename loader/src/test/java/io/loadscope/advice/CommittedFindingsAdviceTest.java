package io.loadscope.advice;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.loadscope.record.RunRecord;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The advisor on the committed findings' own loads (docs/findings/NAME/jmh-NAME.json) names the bottleneck the
 * findings describe: the default 10 M loads are the writer's, the bzip2 loads the decoder's, and without a queue the
 * parser does the writer's work.
 */
class CommittedFindingsAdviceTest {
    private static final Path FINDINGS = Path.of("..", "docs", "findings");

    private static JsonNode rows(String suite) throws IOException {
        return new ObjectMapper().readTree(FINDINGS.resolve(suite).resolve("jmh-" + suite + ".json").toFile());
    }

    private static List<String> rules(JsonNode row) {
        return Advisor.adviseJmhRow(row).stream().map(RunRecord.AdviceFinding::rule).toList();
    }

    @Test
    void bufferAndQueueLoadsAreTheWritersExceptWithoutAQueue() throws IOException {
        for (JsonNode row : rows("bufferqueue")) {
            boolean noQueue = row.path("params").path("queueCapacity").asText().equals("0");
            assertEquals(noQueue ? List.of("parser-does-the-writing") : List.of("writer-bound"), rules(row), row.path("params").toString());
        }
    }

    @Test
    void compressedInputLoadsAreTheWritersExceptBzip2sDecoder() throws IOException {
        for (JsonNode row : rows("compression")) {
            String codec = row.path("params").path("codec").asText();
            List<String> r = rules(row);
            switch (codec) {
                case "BZIP2" -> assertEquals(List.of("decoder-bound"), r, row.path("params").toString());
                case "XZ" -> assertEquals(List.of("writer-bound", "slow-decoder"), r, row.path("params").toString());
                default -> assertEquals(List.of("writer-bound"), r, row.path("params").toString());
            }
        }
    }

    @Test
    void theDefaultLoadOfEveryOtherSuiteIsTheWriters() throws IOException {
        for (String suite : List.of("quick", "heap", "buffermode", "retention")) {
            for (JsonNode row : rows(suite)) {
                if (!row.path("secondaryMetrics").has("queueWaitShare")) continue;
                assertEquals(List.of("writer-bound"), rules(row), suite + " " + row.path("params"));
            }
        }
    }
}
