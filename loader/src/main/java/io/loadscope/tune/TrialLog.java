package io.loadscope.tune;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The tuning's finished trials, a JSON line each, in {@value #FILE} of its work directory. A line is written and forced
 * to disk when its load has ended, so a tuning that is stopped at any point resumes with every finished load kept; a
 * load that was under way is run again. A last line cut short by the stop is ignored.
 */
public final class TrialLog {
    public static final String FILE = "trials.jsonl";
    private static final ObjectMapper JSON = new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    private final Path file;

    public TrialLog(Path workDir) {
        this.file = workDir.resolve(FILE);
    }

    public List<Trial> read() throws IOException {
        List<Trial> out = new ArrayList<>();
        if (!Files.exists(file)) return out;
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            if (line.isEmpty()) continue;
            try {
                out.add(JSON.readValue(line, Trial.class));
            } catch (IOException e) {
                if (i == lines.size() - 1) break; // the line a stop cut short
                throw new IOException(file + " line " + (i + 1) + ": not a trial: " + e.getMessage(), e);
            }
        }
        return out;
    }

    public void append(Trial t) throws IOException {
        Files.createDirectories(file.getParent());
        byte[] line = (JSON.writeValueAsString(t) + "\n").getBytes(StandardCharsets.UTF_8);
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND)) {
            ByteBuffer b = ByteBuffer.wrap(line);
            while (b.hasRemaining()) ch.write(b);
            ch.force(true);
        }
    }
}
