package io.loadscope.record;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.loadscope.api.ProgressSample;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes {@code run.json} and {@code series.csv} into a run directory. */
public final class RunRecordWriter {
    public static final String RUN_JSON = "run.json";
    public static final String SERIES_CSV = "series.csv";
    static final String CSV_HEADER = "elapsed_ms,statements_parsed,statements_written,interval_rate,queue_depth,"
            + "heap_used_bytes,gc_count,gc_pause_ms,store_bytes,compressed_bytes_read,uncompressed_bytes_read,rss_bytes";

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private RunRecordWriter() {
    }

    public static void write(RunRecord record, Path runDir) throws IOException {
        Files.createDirectories(runDir);
        JSON.writeValue(runDir.resolve(RUN_JSON).toFile(), record);
        try (Writer w = Files.newBufferedWriter(runDir.resolve(SERIES_CSV), StandardCharsets.UTF_8)) {
            w.write(CSV_HEADER);
            w.write('\n');
            for (ProgressSample s : record.series()) {
                w.write(s.elapsedMillis() + "," + s.statementsParsed() + "," + s.statementsWritten() + ","
                        + s.intervalRate() + "," + s.queueDepth() + "," + s.heapUsedBytes() + "," + s.gcCount() + ","
                        + s.gcPauseMillis() + "," + s.storeBytes() + "," + s.compressedBytesRead() + ","
                        + s.uncompressedBytesRead() + "," + s.rssBytes() + "\n");
            }
        }
    }

    public static RunRecord read(Path runDir) throws IOException {
        return JSON.readValue(runDir.resolve(RUN_JSON).toFile(), RunRecord.class);
    }

    public static ObjectMapper json() {
        return JSON;
    }
}
