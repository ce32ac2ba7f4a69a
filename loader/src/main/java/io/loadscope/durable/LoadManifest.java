package io.loadscope.durable;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What has been committed into a store, kept inside the store directory as JSON lines ({@value #FILE}).
 * Append-only and forced to disk after every line, so a kill leaves at worst a torn last line, which is
 * dropped on open. Each commit group is written twice: {@code pending} just before the engine commits
 * (with the engine's commit marker as it was), {@code committed} just after. A pending group without
 * its committed line is the group a crash interrupted; {@link #pending()} hands it to the resume.
 * A store loadscope creates itself starts with a {@code creating} line, written before the engine touches the
 * directory: until its first {@code committed} line such a store holds nothing anyone was promised, so
 * {@link StoreBirth} may recreate it after a crash.
 */
public final class LoadManifest {
    public static final String FILE = "loadscope-manifest.jsonl";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path file;
    private final Map<String, ManifestChunk> committed = new LinkedHashMap<>();
    private final Map<String, Instant> committedAt = new LinkedHashMap<>();
    private Group pending;
    private int lastGroup;
    private boolean creating;
    private boolean anyCommitted;
    private boolean empty = true;

    /** A commit group: its number, the engine's commit marker before its commit (-1: none) and its chunks. */
    public record Group(int number, long markerBefore, List<ManifestChunk> chunks) {
    }

    private LoadManifest(Path file) {
        this.file = file;
    }

    /** Reads the manifest of {@code storeDir}, or starts an empty one; a torn last line is cut off. */
    public static LoadManifest open(Path storeDir) throws IOException {
        LoadManifest m = new LoadManifest(storeDir.resolve(FILE));
        if (!Files.exists(m.file)) return m;
        byte[] bytes = Files.readAllBytes(m.file);
        int end = bytes.length;
        while (end > 0 && bytes[end - 1] != '\n') end--;
        if (end < bytes.length) {
            // The line being appended when the process died: it never took effect.
            try (FileChannel ch = FileChannel.open(m.file, StandardOpenOption.WRITE)) {
                ch.truncate(end);
                ch.force(true);
            }
        }
        String[] lines = new String(bytes, 0, end, StandardCharsets.UTF_8).split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].isBlank()) continue;
            try {
                m.apply(JSON.readTree(lines[i]));
            } catch (IOException | RuntimeException e) {
                throw new IOException(m.file + ":" + (i + 1) + ": unreadable manifest line (" + e.getMessage() + ")", e);
            }
        }
        return m;
    }

    /**
     * The engine that created the store in {@code storeDir}, as the manifest's {@code creating} line records it; empty
     * when there is no manifest, or the store was not created by loadscope. Only reads: the {@code creating} line is
     * always the first (it is written into an empty manifest only), so a torn line after it changes nothing here.
     */
    public static Optional<String> recordedEngine(Path storeDir) throws IOException {
        Path file = storeDir.resolve(FILE);
        if (!Files.isRegularFile(file)) return Optional.empty();
        String first;
        try (var reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            first = reader.readLine();
        }
        // A first line without its line break was torn by a kill: it never took effect.
        if (first == null || first.isBlank() || Files.size(file) <= first.getBytes(StandardCharsets.UTF_8).length) return Optional.empty();
        JsonNode line;
        try {
            line = JSON.readTree(first);
        } catch (IOException e) {
            throw new IOException(file + ":1: unreadable manifest line (" + e.getMessage() + ")", e);
        }
        if (!"creating".equals(line.path("event").asText()) || !line.hasNonNull("engine")) return Optional.empty();
        return Optional.of(line.get("engine").asText());
    }

    private void apply(JsonNode line) {
        empty = false;
        String event = line.get("event").asText();
        if (event.equals("creating")) {
            creating = true;
            return;
        }
        int number = line.get("group").asInt();
        lastGroup = Math.max(lastGroup, number);
        List<ManifestChunk> chunks = new ArrayList<>();
        for (JsonNode c : line.withArray("chunks")) {
            chunks.add(new ManifestChunk(c.get("file").asText(), c.get("size").asLong(), c.get("sha256").asText(),
                    c.get("statements").asLong()));
        }
        switch (event) {
            case "pending" -> pending = new Group(number, line.get("markerBefore").asLong(), chunks);
            case "committed" -> {
                anyCommitted = true;
                Instant at = Instant.parse(line.get("at").asText());
                for (ManifestChunk c : chunks) {
                    committed.put(c.file(), c);
                    committedAt.put(c.file(), at);
                }
                if (pending != null && pending.number() == number) pending = null;
            }
            case "rolledBack" -> {
                if (pending != null && pending.number() == number) pending = null;
            }
            default -> throw new IllegalArgumentException("unknown event '" + event + "'");
        }
    }

    public Path file() {
        return file;
    }

    /** True when the manifest has no line at all. */
    public boolean isEmpty() {
        return empty;
    }

    /**
     * True for a store loadscope created itself (its manifest starts with {@code creating}) that has not
     * committed a group yet: a crash before its first commit left nothing in it that was ever reported loaded.
     */
    public boolean unborn() {
        return creating && !anyCommitted;
    }

    /** Records that loadscope is about to create the store in this (empty) directory. */
    public void creating(String engine) throws IOException {
        ObjectNode line = JSON.createObjectNode();
        line.put("event", "creating");
        line.put("engine", engine);
        line.put("at", Instant.now().toString());
        append(line);
        empty = false;
        creating = true;
    }

    /** Forgets every line (the store it described was removed), leaving an empty manifest file. */
    public void reset() throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            ch.truncate(0);
            ch.force(true);
        }
        committed.clear();
        committedAt.clear();
        pending = null;
        lastGroup = 0;
        creating = false;
        anyCommitted = false;
        empty = true;
    }

    /** Committed chunks by absolute path. */
    public Map<String, ManifestChunk> committed() {
        return Collections.unmodifiableMap(committed);
    }

    public Instant committedAt(String file) {
        return committedAt.get(file);
    }

    /** The group whose commit a crash interrupted, if any. */
    public Optional<Group> pending() {
        return Optional.ofNullable(pending);
    }

    /** Records that {@code chunks} are about to be committed; returns the group for {@link #committed}. */
    public Group beginCommit(List<ManifestChunk> chunks, long markerBefore) throws IOException {
        Group g = new Group(++lastGroup, markerBefore, List.copyOf(chunks));
        ObjectNode line = line("pending", g);
        line.put("markerBefore", markerBefore);
        append(line);
        pending = g;
        return g;
    }

    /** Records that the engine committed {@code g}. */
    public void committed(Group g) throws IOException {
        append(line("committed", g));
        anyCommitted = true;
        Instant now = Instant.now();
        for (ManifestChunk c : g.chunks()) {
            committed.put(c.file(), c);
            committedAt.put(c.file(), now);
        }
        if (pending != null && pending.number() == g.number()) pending = null;
    }

    /** Records that {@code g} never reached the store (its chunks load again). */
    public void rolledBack(Group g) throws IOException {
        append(line("rolledBack", g));
        if (pending != null && pending.number() == g.number()) pending = null;
    }

    private ObjectNode line(String event, Group g) {
        ObjectNode line = JSON.createObjectNode();
        line.put("event", event);
        line.put("group", g.number());
        line.put("at", Instant.now().toString());
        var arr = line.putArray("chunks");
        for (ManifestChunk c : g.chunks()) {
            arr.addObject().put("file", c.file()).put("size", c.size()).put("sha256", c.sha256()).put("statements", c.statements());
        }
        return line;
    }

    private void append(ObjectNode line) throws IOException {
        byte[] bytes = (JSON.writeValueAsString(line) + "\n").getBytes(StandardCharsets.UTF_8);
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE, StandardOpenOption.APPEND)) {
            ByteBuffer buf = ByteBuffer.wrap(bytes);
            while (buf.hasRemaining()) ch.write(buf);
            ch.force(true);
        }
    }
}
