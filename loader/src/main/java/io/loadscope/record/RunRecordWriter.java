package io.loadscope.record;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.loadscope.record.ProgressSample;

import java.io.IOException;
import java.io.Writer;
import java.lang.reflect.RecordComponent;
import java.util.Collection;
import java.util.Map;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes {@code run.json} and {@code series.csv} into a run directory. */
public final class RunRecordWriter {
    public static final String RUN_JSON = "run.json";
    public static final String SERIES_CSV = "series.csv";
    static final String CSV_HEADER = "elapsed_ms,statements_parsed,statements_written,interval_rate,queue_depth,"
            + "heap_used_bytes,gc_count,gc_pause_ms,store_bytes,compressed_bytes_read,uncompressed_bytes_read,rss_bytes";

    // Reading (tests) uses databind; writing, which every load does, streams with jackson-core:
    // databind's introspection costs a noticeable fraction of a second at the end of each load.
    private static final JsonFactory FACTORY = new JsonFactory();
    private static ObjectMapper mapper;

    private RunRecordWriter() {
    }

    public static void write(RunRecord record, Path runDir) throws IOException {
        Files.createDirectories(runDir);
        try (JsonGenerator g = FACTORY.createGenerator(Files.newBufferedWriter(runDir.resolve(RUN_JSON), StandardCharsets.UTF_8))) {
            g.useDefaultPrettyPrinter();
            writeValue(record, g);
        }
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

    public static synchronized ObjectMapper json() {
        if (mapper == null) mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        return mapper;
    }

    /** Records become objects (components in declaration order), maps objects, collections arrays. */
    private static void writeValue(Object value, JsonGenerator g) throws IOException {
        if (value == null) {
            g.writeNull();
        } else if (value instanceof Record r) {
            g.writeStartObject();
            for (RecordComponent c : r.getClass().getRecordComponents()) {
                g.writeFieldName(c.getName());
                try {
                    writeValue(c.getAccessor().invoke(r), g);
                } catch (ReflectiveOperationException e) {
                    throw new IOException("cannot read " + c, e);
                }
            }
            g.writeEndObject();
        } else if (value instanceof Map<?, ?> m) {
            g.writeStartObject();
            for (Map.Entry<?, ?> e : m.entrySet()) {
                g.writeFieldName(String.valueOf(e.getKey()));
                writeValue(e.getValue(), g);
            }
            g.writeEndObject();
        } else if (value instanceof Collection<?> c) {
            g.writeStartArray();
            for (Object o : c) writeValue(o, g);
            g.writeEndArray();
        } else if (value instanceof String s) {
            g.writeString(s);
        } else if (value instanceof Integer || value instanceof Long) {
            g.writeNumber(((Number) value).longValue());
        } else if (value instanceof Number n) {
            g.writeNumber(n.doubleValue());
        } else if (value instanceof Boolean b) {
            g.writeBoolean(b);
        } else {
            g.writeString(value.toString());
        }
    }
}
