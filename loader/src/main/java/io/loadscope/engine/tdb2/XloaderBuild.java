package io.loadscope.engine.tdb2;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.jena.tdb2.xloader.XLoaderFiles;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Jena's xloader from start to end, step by step as its {@code tdb2.xloader} script runs it: node table, ingest, then
 * the triple indexes when the ingest wrote triples and the quad indexes when it wrote quads (the script reads the same
 * counts from the ingest's {@code load.json}). Each step is a child JVM ({@link XloaderProcess}).
 */
final class XloaderBuild {
    /** Where the build keeps its work files (Jena's TMPDIR), inside the database directory as Jena's default is. */
    static final String WORK_DIR = "xloader-work";
    /** Jena's log lines of the last build and its steps' standard error. */
    static final String LOG = "xloader.log";

    /** Told about each step as it starts, ticks and ends; nothing by default (a stock build). */
    interface Watch {
        default void starting(XloaderPhase phase) {
        }

        default void tick(XloaderPhase phase, String monitor, long count) {
        }

        default void finished(XloaderProcess.Outcome outcome) {
        }
    }

    /** The statements the ingest step counted. */
    record Counts(long triples, long quads) {
        long total() {
            return triples + quads;
        }
    }

    private XloaderBuild() {
    }

    /** Sort threads as Jena's script's default (2), or more on a machine with more cores. */
    static int sortThreads() {
        return Math.max(2, Math.min(8, Runtime.getRuntime().availableProcessors()));
    }

    static Counts run(Path database, List<String> files, long heapBytes, Watch watch) throws XloaderProcess.StepFailed, IOException {
        Path work = database.resolve(WORK_DIR);
        Files.createDirectories(work);
        // Beside the database, not in the work directory: a failed build's work files go, its log stays to be read.
        Path log = database.resolve(LOG);
        Files.deleteIfExists(log);
        int threads = sortThreads();
        List<XloaderPhase> steps = new ArrayList<>(List.of(XloaderPhase.NODE_TABLE, XloaderPhase.INGEST));
        Counts counts = null;
        for (int i = 0; i < steps.size(); i++) {
            XloaderPhase phase = steps.get(i);
            watch.starting(phase);
            XloaderProcess.Outcome o = XloaderProcess.run(phase, database, work, threads, heapBytes, files, log,
                    (monitor, count) -> watch.tick(phase, monitor, count));
            watch.finished(o);
            if (phase == XloaderPhase.INGEST) {
                counts = counts(work.resolve("load.json"));
                // Not the script's test (triples > 0): the ingest counts an N-Quads or TriG line in the default graph
                // as a quad but writes it with the triples, so a load of such files alone would never index them.
                if (counts.triples() > 0 || holdsRows(Path.of(new XLoaderFiles(work.toString()).triplesFile))) {
                    steps.addAll(XloaderPhase.TRIPLE_INDEXES);
                }
                if (counts.quads() > 0) steps.addAll(XloaderPhase.QUAD_INDEXES);
            }
        }
        return counts;
    }

    /** Whether a work file of rows (gzip-compressed when Jena compresses them) holds at least one byte of rows. */
    private static boolean holdsRows(Path file) throws IOException {
        if (!Files.exists(file)) return false;
        try (java.io.InputStream in = file.toString().endsWith(".gz")
                ? new java.util.zip.GZIPInputStream(Files.newInputStream(file)) : Files.newInputStream(file)) {
            return in.read() >= 0;
        }
    }

    private static Counts counts(Path loadJson) throws IOException {
        JsonNode info = new ObjectMapper().readTree(loadJson.toFile());
        return new Counts(info.path("triples").asLong(), info.path("quads").asLong());
    }

    /** The work directory's bytes now (its sort files come and go), 0 when there is none. */
    static long workBytes(Path database) {
        Path work = database.resolve(WORK_DIR);
        if (!Files.isDirectory(work)) return 0;
        try {
            return io.loadscope.files.Directories.size(work);
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }
}
