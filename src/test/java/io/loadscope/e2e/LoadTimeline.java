package io.loadscope.e2e;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * What a load is doing, as seen from outside its process in its store directory: the store lock taken, the
 * engine's first file written, each commit group's {@code pending} and {@code committed} manifest line, the exit.
 * A kill test anchors its kill moments to these events instead of to wall-clock guesses, so a kill "inside the
 * second commit" lands inside the second commit on a fast machine and on a slow one alike.
 */
final class LoadTimeline {
    static final String SPAWN = "spawn";
    static final String LOCK = "lock";
    static final String ENGINE_FILES = "engine files";
    static final String EXIT = "exit";

    /** An event and when it was first seen, in milliseconds after the process was started. */
    record Event(String name, double atMillis) {
    }

    private final Path store;
    private final long startNanos;
    private final List<Event> events = new ArrayList<>();
    private long manifestSize = -1;

    LoadTimeline(Path store, long startNanos) {
        this.store = store;
        this.startNanos = startNanos;
        events.add(new Event(SPAWN, 0));
    }

    List<Event> events() {
        return List.copyOf(events);
    }

    /** Where the load was, by the last event other than its exit: "before the lock", "after pending 2", ... */
    String phase() {
        String last = events.stream().map(Event::name).filter(n -> !n.equals(EXIT)).reduce((a, b) -> b).orElse(SPAWN);
        return last.equals(SPAWN) ? "before the lock" : "after " + last;
    }

    boolean seen(String name) {
        return events.stream().anyMatch(e -> e.name().equals(name));
    }

    /** Looks at the store once and records what is new since the last look. */
    void poll(Process p) throws IOException {
        if (!seen(LOCK)) {
            Path lock = store.resolve("loadscope.lock");
            // The loader writes its pid into the file once it holds the lock.
            if (Files.exists(lock) && Files.size(lock) > 0) add(LOCK);
        }
        if (seen(LOCK) && !seen(ENGINE_FILES) && hasEngineFiles()) add(ENGINE_FILES);
        Path manifest = store.resolve("loadscope-manifest.jsonl");
        if (Files.exists(manifest) && Files.size(manifest) != manifestSize) {
            manifestSize = Files.size(manifest);
            List<String> lines = Files.readAllLines(manifest, StandardCharsets.UTF_8);
            for (String line : lines) {
                if (!line.endsWith("}")) continue;
                String event = line.contains("\"event\":\"pending\"") ? "pending"
                        : line.contains("\"event\":\"committed\"") ? "committed" : null;
                if (event == null) continue;
                String group = line.replaceAll(".*\"group\":(\\d+).*", "$1");
                String name = event + " " + group;
                if (!seen(name)) add(name);
            }
        }
        if (!p.isAlive() && !seen(EXIT)) add(EXIT);
    }

    /** Polls every millisecond until {@code name} is seen (true) or the process has exited without it (false). */
    boolean awaitEvent(Process p, String name, long timeoutMillis) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + timeoutMillis * 1_000_000L;
        while (System.nanoTime() < deadline) {
            poll(p);
            if (seen(name)) return true;
            if (seen(EXIT)) return false;
            Thread.sleep(1);
        }
        throw new IllegalStateException("no '" + name + "' within " + timeoutMillis + " ms; seen " + events);
    }

    /** Polls until the process exits; the whole timeline of an uninterrupted load. */
    List<Event> followToExit(Process p, long timeoutMillis) throws IOException, InterruptedException {
        awaitEvent(p, EXIT, timeoutMillis);
        return events();
    }

    /** Polls for {@code millis}; false when the process exited first. */
    boolean pollFor(Process p, double millis) throws IOException, InterruptedException {
        long until = System.nanoTime() + (long) (millis * 1_000_000);
        while (System.nanoTime() < until) {
            poll(p);
            if (seen(EXIT)) return false;
            Thread.sleep(0, 200_000);
        }
        return true;
    }

    private boolean hasEngineFiles() throws IOException {
        if (!Files.isDirectory(store)) return false;
        try (Stream<Path> s = Files.list(store)) {
            return s.anyMatch(f -> !f.getFileName().toString().startsWith("loadscope"));
        }
    }

    private void add(String name) {
        events.add(new Event(name, (System.nanoTime() - startNanos) / 1e6));
    }
}
