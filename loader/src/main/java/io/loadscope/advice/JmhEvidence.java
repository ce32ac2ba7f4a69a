package io.loadscope.advice;

import com.fasterxml.jackson.databind.JsonNode;
import io.loadscope.record.BlazegraphWriter;
import io.loadscope.record.RecordedPath;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The advisor's figures from one row of a findings suite's JMH results, whose loads keep no run record: the suite's
 * profiler reports each load's stage times summed over its threads (ms), the parser's queue wait and the GC share (%),
 * and the load's parameters. The writer's busy share is its lexicon and statement-index time over the wall time, at
 * most 1 (statement-index time is summed over Blazegraph's parallel index tasks); with {@code queueCapacity=0} those
 * writes ran on the parser's thread.
 */
final class JmhEvidence {
    private JmhEvidence() {
    }

    static Evidence of(JsonNode row) {
        JsonNode m = row.path("secondaryMetrics");
        JsonNode params = row.path("params");
        double wallMs = row.path("primaryMetric").path("score").asDouble() * 1000;
        Map<String, Double> f = new LinkedHashMap<>();
        // The suite's Blazegraph loads write through the statement buffer; the rules that ask for the writer read it here.
        // Which parser, and so which of the buffer's paths, the row does not say.
        RecordedPath path = row.path("benchmark").asText().contains("Tdb2") ? RecordedPath.of("tdb2", null, false)
                : new RecordedPath("blazegraph", null, false, BlazegraphWriter.BUFFER, null);
        if (wallMs <= 0) return new Evidence(f, path);
        double writes = ms(m, "lexicon") + ms(m, "statementIndex");
        boolean noQueue = "0".equals(params.path("queueCapacity").asText());
        if (m.has("queueWaitShare")) f.put("parser.wait", m.path("queueWaitShare").path("score").asDouble() / 100);
        f.put("parser.reading", Math.min(1, ms(m, "readDecompress") / wallMs));
        f.put("parser.writing", noQueue ? Math.min(1, writes / wallMs) : 0);
        if (!noQueue) f.put("writer.busy", Math.min(1, writes / wallMs));
        if (m.has("gcShare")) f.put("gc.share", m.path("gcShare").path("score").asDouble() / 100);
        f.put("commit.share", ms(m, "commit") / wallMs);
        String codec = params.path("codec").asText("").toLowerCase(java.util.Locale.ROOT);
        f.put("input.bzip2", codec.equals("bzip2") ? 1.0 : 0.0);
        f.put("input.xz", codec.equals("xz") ? 1.0 : 0.0);
        return new Evidence(f, path);
    }

    private static double ms(JsonNode metrics, String name) {
        return metrics.path(name).path("score").asDouble(0);
    }
}
