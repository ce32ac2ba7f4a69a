package io.loadscope.record;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.loadscope.record.ProgressSample;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

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
            + "heap_used_bytes,gc_count,gc_pause_ms,store_bytes,compressed_bytes_read,uncompressed_bytes_read,rss_bytes,"
            + "stalled_ms,stopped_roles,phase,phase_done,phase_total,temporary_bytes,busy_cores";

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
        writeSeriesCsv(record.series(), runDir.resolve(SERIES_CSV));
    }

    /**
     * The time series for spreadsheets and plotting tools: the sample's counters, then one column per thread role and
     * stage that booked time ({@code share.writer.index_write.statements}, empty where it booked none in an interval).
     * A new counter goes at the end of the counters ({@code busy_cores}, schema 8, empty where unknown), so the columns
     * before it keep their places; the share columns are found by their {@code share.} names.
     */
    static void writeSeriesCsv(java.util.List<ProgressSample> series, Path file) throws IOException {
        java.util.Set<String> shares = new java.util.TreeSet<>();
        for (ProgressSample s : series) s.stageShares().forEach((role, stages) -> stages.keySet().forEach(st -> shares.add(role + "." + st)));
        java.util.List<String> header = new java.util.ArrayList<>(java.util.List.of(CSV_HEADER.split(",")));
        shares.forEach(k -> header.add("share." + k));
        CSVFormat format = CSVFormat.DEFAULT.builder().setHeader(header.toArray(String[]::new)).setRecordSeparator('\n').get();
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8); CSVPrinter csv = new CSVPrinter(w, format)) {
            for (ProgressSample s : series) {
                java.util.List<Object> row = new java.util.ArrayList<>(java.util.List.of(s.elapsedMillis(), s.statementsParsed(),
                        s.statementsWritten(), s.intervalRate(), s.queueDepth(), s.heapUsedBytes(), s.gcCount(), s.gcPauseMillis(),
                        s.storeBytes(), s.compressedBytesRead(), s.uncompressedBytesRead(), s.rssBytes(), s.stalledMillis(),
                        String.join(" ", s.stoppedRoles().keySet()), s.phase() == null ? "" : s.phase(), s.phaseDone(),
                        s.phaseTotal(), s.temporaryBytes(), s.busyCores() == null ? "" : s.busyCores()));
                for (String k : shares) {
                    int dot = k.indexOf('.');
                    Double v = s.stageShares().getOrDefault(k.substring(0, dot), Map.of()).get(k.substring(dot + 1));
                    row.add(v == null ? "" : v);
                }
                csv.printRecord(row);
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
