package io.loadscope.reject;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The run's rejects as JSON lines ({@value #FILE} in the run directory): one object per rejected line or file
 * with file, line, column, scope, message and text. JSON because the text is whatever the input held (tabs,
 * quotes, broken escapes). Created on the first reject; flushed per entry so it survives a crash.
 */
public final class RejectsFile implements AutoCloseable {
    public static final String FILE = "rejects.jsonl";
    private static final ObjectMapper JSON = new ObjectMapper().disable(SerializationFeature.INDENT_OUTPUT);
    /** Longer lines are cut in the rejects file; the location still finds them in the input. */
    static final int MAX_TEXT = 4096;

    private final Path path;
    private final Map<String, Long> perFile = new LinkedHashMap<>();
    private BufferedWriter out;
    private long count;

    public RejectsFile(Path runDir) {
        this.path = runDir.resolve(FILE);
    }

    public synchronized void add(Reject r) {
        try {
            if (out == null) {
                Files.createDirectories(path.getParent());
                out = Files.newBufferedWriter(path, StandardCharsets.UTF_8);
            }
            String text = r.text() == null ? null
                    : r.text().length() > MAX_TEXT ? r.text().substring(0, MAX_TEXT) + "…" : r.text();
            out.write(JSON.writeValueAsString(new Reject(r.file(), r.line(), r.column(), r.scope(), r.message(), text)));
            out.write('\n');
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the rejects file " + path + ": " + e.getMessage(), e);
        }
        count++;
        perFile.merge(r.file(), 1L, Long::sum);
    }

    public long count() {
        return count;
    }

    public long count(String file) {
        return perFile.getOrDefault(file, 0L);
    }

    /** The file, or null when nothing was rejected. */
    public Path path() {
        return count == 0 ? null : path;
    }

    @Override
    public synchronized void close() {
        if (out == null) return;
        try {
            out.close();
        } catch (IOException ignored) {
            // Every entry was flushed when written.
        }
    }
}
