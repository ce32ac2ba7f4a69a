package io.loadscope.jmh.support;

import io.loadscope.files.Directories;
import io.loadscope.record.RunRecord;
import io.loadscope.record.RunRecordWriter;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.ScalarResult;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a benchmark iteration leaves for {@link LoadRecordProfiler}: the load's run record as {@code run.json} (the
 * same file a user reads, so the profiler reads run records only) and any figures of the iteration, in a directory of
 * this fork's own. Files, not static fields: the benchmark and the profiler share no state but what they write.
 */
public final class IterationHandOff {
    private static final String FIGURES = "figures.tsv";
    private static final String RUN_DIR = "run-dir.txt";

    private IterationHandOff() {
    }

    /** This fork's directory (JMH runs one fork at a time, but a user may run two suites side by side). */
    static Path dir() {
        return Path.of("target", "jmh-handoff", Long.toString(ProcessHandle.current().pid()));
    }

    /** The iteration's load, and the run directory the load wrote its own files to (flame graphs). */
    static void record(RunRecord record, Path runDir) throws IOException {
        RunRecordWriter.write(record, dir());
        Files.writeString(dir().resolve(RUN_DIR), runDir.toAbsolutePath().toString(), StandardCharsets.UTF_8);
    }

    /**
     * Keeps what the iteration left (run.json, series.csv, the load's flame graphs) in {@code keep}, for the findings
     * plots; before {@link #takeRecord} consumes it.
     */
    static void keep(Path keep) throws IOException {
        if (!Files.isRegularFile(dir().resolve(RunRecordWriter.RUN_JSON))) return;
        Files.createDirectories(keep);
        Path runDir = Files.isRegularFile(dir().resolve(RUN_DIR)) ? Path.of(Files.readString(dir().resolve(RUN_DIR)).trim()) : null;
        if (runDir != null && Files.isDirectory(runDir)) copyTree(runDir, keep);
        for (String f : List.of(RunRecordWriter.RUN_JSON, RunRecordWriter.SERIES_CSV)) {
            if (Files.isRegularFile(dir().resolve(f))) Files.copy(dir().resolve(f), keep.resolve(f), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (var files = Files.walk(from)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                Path dest = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(dest);
                else Files.copy(p, dest, StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    /** A figure of this iteration, reported as a secondary result (averaged over iterations). */
    public static void figure(String label, double value, String unit) {
        try {
            Files.createDirectories(dir());
            Files.writeString(dir().resolve(FIGURES), label + "\t" + value + "\t" + unit + "\n", StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Forgets what an earlier iteration left. */
    static void clear() throws IOException {
        Directories.delete(dir());
    }

    /** The run record the iteration left, if it loaded. */
    static Optional<RunRecord> takeRecord() throws IOException {
        Path json = dir().resolve(RunRecordWriter.RUN_JSON);
        if (!Files.isRegularFile(json)) return Optional.empty();
        RunRecord r = RunRecordWriter.json().readValue(json.toFile(), RunRecord.class);
        Files.delete(json);
        return Optional.of(r);
    }

    /** The figures the iteration reported. */
    static List<ScalarResult> takeFigures() throws IOException {
        Path tsv = dir().resolve(FIGURES);
        List<ScalarResult> out = new ArrayList<>();
        if (!Files.isRegularFile(tsv)) return out;
        for (String line : Files.readAllLines(tsv, StandardCharsets.UTF_8)) {
            String[] f = line.split("\t");
            out.add(new ScalarResult(f[0], Double.parseDouble(f[1]), f[2], AggregationPolicy.AVG));
        }
        Files.delete(tsv);
        return out;
    }
}
