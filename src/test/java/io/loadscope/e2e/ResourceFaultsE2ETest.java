package io.loadscope.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * Resource faults through the CLI. A store on a file system that fills up in the middle of a multi-file
 * load: exit 1, one message naming the store directory and the full disk, and the store reopens holding
 * exactly the inputs committed before the fault (and, once space is freed, takes the rest). A heap too
 * small for the chosen buffers: exit 1 and one message naming the heap and the settings to change, not an
 * OutOfMemoryError trace.
 *
 * <p>The small file system is a tmpfs when this process may mount one (root, as CI runs). Otherwise the
 * loader runs under a file-size limit ({@code ulimit -f}; the JVM ignores SIGXFSZ, so writes past it fail
 * with EFBIG "File too large"), which only Blazegraph's DataLoader path meets within this data set.
 */
class ResourceFaultsE2ETest {
    /** With a 10 MiB ballast file, 6 MiB remain: the first chunk commits (about 4 MiB), the second does not fit (about 8). */
    private static final String TMPFS_SIZE = "16m";
    private static final int BALLAST_MIB = 10;
    /** Blazegraph's journal starts at 10 MiB and next extends far beyond this. */
    private static final int FILE_LIMIT_KIB = 20 * 1024;
    private static final Pattern ENGINE_LOG_RECORD = Pattern.compile("^\\d\\d:\\d\\d:\\d\\d (FATAL|ERROR|WARN|INFO) .*");

    @TempDir
    static Path data;
    static List<Path> chunks;
    static Path all;

    @TempDir
    Path tmp;

    @BeforeAll
    static void bsbmInFourChunks() throws Exception {
        all = data.resolve("bsbm.nt");
        Cli.Result gen = Cli.run("data", "bsbm", "--products", "200", "--out", all.toString());
        assertEquals(0, gen.exit(), gen.all());
        chunks = splitAtLines(all, 4);
    }

    /** N-Triples cut into parts of about equal bytes, each ending at a line end. */
    private static List<Path> splitAtLines(Path nt, int parts) throws IOException {
        byte[] bytes = Files.readAllBytes(nt);
        List<Path> out = new ArrayList<>();
        int from = 0;
        for (int i = 0; i < parts; i++) {
            int to = i == parts - 1 ? bytes.length : bytes.length / parts * (i + 1);
            while (to < bytes.length && bytes[to - 1] != '\n') to++;
            Path p = nt.resolveSibling(String.format("chunk-%02d.nt", i));
            try (OutputStream o = Files.newOutputStream(p)) {
                o.write(bytes, from, to - from);
            }
            out.add(p);
            from = to;
        }
        return out;
    }

    // ---- disk full

    @ParameterizedTest
    @ValueSource(strings = {"blazegraph", "blazegraph-sail", "tdb2-basic"})
    void aFullDiskFailsTheLoadClearlyAndTheStoreReopensAtItsLastCommit(String variant) throws Exception {
        String engine = variant.startsWith("tdb2") ? "tdb2" : variant;
        List<String> sets = variant.equals("tdb2-basic") ? List.of("--set", "tdb2.loader=basic") : List.of();
        Path mnt = Files.createDirectories(tmp.resolve("fs"));
        Path store = mnt.resolve("store");
        Path run = tmp.resolve("run");
        boolean tmpfs = mount(mnt);
        try {
            Path java = null;
            if (tmpfs) {
                writeBallast(mnt.resolve("ballast"));
            } else {
                assumeTrue(engine.equals("blazegraph"), "cannot mount a tmpfs (not root), and a file-size limit does not stand in "
                        + "for a full disk on " + variant + ": Blazegraph's SPARQL LOAD path reports it as a later allocator "
                        + "assertion, and TDB2 grows its files in 8 MiB steps that this data set never reaches");
                java = fileSizeLimitedJava();
            }
            // Per-file commits: the first chunk is committed before the disk fills in the second.
            List<String> load = new ArrayList<>(List.of("load", "--engine", engine, "--format", "nt", "--store", store.toString(),
                    "--report", run.toString(), "--commit-every-file"));
            load.addAll(sets);
            chunks.forEach(c -> load.add(c.toString()));
            Cli.Result r = Cli.run(List.of(), java, null, load.toArray(String[]::new));

            assertEquals(1, r.exit(), r.all());
            String failure = Cli.failureLine(r.err());
            assertTrue(failure.startsWith("loadscope: load failed: " + chunks.get(1) + ": "), failure);
            // TDB2 meets the full disk in its memory-mapped index files (a SIGBUS), Blazegraph in a write call.
            // TDB2 meets it in a memory-mapped index file (a SIGBUS) or, at commit, in a write call.
            boolean named = !tmpfs ? failure.contains("file too large") : failure.contains("no space left on device")
                    || engine.equals("tdb2") && failure.contains("a write to a memory-mapped file");
            assertTrue(named, failure);
            assertTrue(failure.contains("the store in " + store), failure);
            assertTrue(r.err().contains("committed: " + String.format("%,d", Rdf.distinct(chunks.get(0)))
                    + " statements in the store (1 input(s) committed in this run)"), r.err());
            assertNoRawTrace(r.err());
            JsonNode rec = RunRecords.readValid(run);
            assertEquals("failed", rec.at("/status").asText());
            assertEquals("loaded", rec.at("/inputs/0/status").asText());
            assertEquals("failed", rec.at("/inputs/1/status").asText());
            assertEquals(2, rec.at("/inputs").size(), "the load stops at the fault");

            // Reopened as it is, still full: exactly the first chunk.
            List<String> verify = new ArrayList<>(List.of("verify", "--engine", engine, "--format", "nt", "--store", store.toString()));
            verify.addAll(sets);
            Cli.Result first = Cli.run(concat(verify, chunks.get(0)));
            assertEquals(0, first.exit(), first.all());

            // With space again, the store takes the chunk that did not fit, and holds both.
            if (tmpfs) Files.delete(mnt.resolve("ballast"));
            List<String> resume = new ArrayList<>(List.of("load", "--engine", engine, "--format", "nt", "--store", store.toString(),
                    "--report", tmp.resolve("run2").toString()));
            resume.addAll(sets);
            Cli.Result again = Cli.run(concat(resume, chunks.get(1)));
            assertEquals(0, again.exit(), again.all());
            Cli.Result both = Cli.run(concat(verify, chunks.get(0), chunks.get(1)));
            assertEquals(0, both.exit(), both.all());
        } finally {
            if (tmpfs) unmount(mnt);
        }
    }

    /**
     * Blazegraph's sorted build writes its runs and then the whole store at the end of the load: a disk that fills
     * anywhere in it fails the load with the one message, removes the build's temporary files, leaves the empty store,
     * and the same load with {@code --resume} builds it all once there is space.
     */
    @Test
    void aSortedBuildThatRunsOutOfDiskFailsClearlyAndBuildsAgainOnResume() throws Exception {
        Path mnt = Files.createDirectories(tmp.resolve("fs"));
        Path store = mnt.resolve("store");
        assumeTrue(mount(mnt), "needs root to mount a tmpfs: a file-size limit stops at the journal, not the build's runs");
        try {
            writeBallast(mnt.resolve("ballast"));
            List<String> load = new ArrayList<>(List.of("load", "--engine", "blazegraph", "--format", "nt", "--store", store.toString(),
                    "--set", "blazegraph.writer=sorted", "--report", tmp.resolve("run").toString()));
            chunks.forEach(c -> load.add(c.toString()));
            Cli.Result r = Cli.run(load.toArray(String[]::new));

            assertEquals(1, r.exit(), r.all());
            String failure = Cli.failureLine(r.err());
            assertTrue(failure.contains("no space left on device") && failure.contains("the store in " + store), failure);
            assertTrue(r.err().contains("committed: 0 statements in the store"), r.err());
            assertNoRawTrace(r.err());
            JsonNode failed = RunRecords.readValid(tmp.resolve("run"));
            assertEquals("failed", failed.at("/status").asText());
            assertTrue(failed.at("/warnings").toString().contains("the sorted build needs about"), "said up front: " + failed.at("/warnings"));
            assertFalse(Files.exists(store.resolve("sorted-build")), "the build's temporary files are removed");

            // The build needs its runs beside the journal: more room than the ballast held back.
            Files.delete(mnt.resolve("ballast"));
            assertEquals(0, exec("mount", "-o", "remount,size=128m", mnt.toString()));
            load.addAll(List.of("--resume", "--verify"));
            load.set(load.indexOf(tmp.resolve("run").toString()), tmp.resolve("run2").toString());
            Cli.Result again = Cli.run(load.toArray(String[]::new));
            assertEquals(0, again.exit(), again.all());
            assertTrue(again.out().contains("verify: OK"), again.all());
        } finally {
            unmount(mnt);
        }
    }

    /**
     * Jena's bulk loaders (the default, phased) write outside a transaction, so the store cannot go back
     * to its last commit; and their index threads die of the fault (a SIGBUS on a memory-mapped index
     * file) without releasing the loader, which used to leave the load waiting forever. Now: exit 1, a
     * message that says so, and the store still opens.
     */
    @Test
    void aFullDiskUnderTdb2sBulkLoaderFailsClearlyInsteadOfHanging() throws Exception {
        Path mnt = Files.createDirectories(tmp.resolve("fs"));
        assumeTrue(mount(mnt), "cannot mount a tmpfs (not root); TDB2 grows its files in 8 MiB steps, past what a "
                + "file-size limit could stand in for with this data set");
        try {
            writeBallast(mnt.resolve("ballast"));
            Path store = mnt.resolve("store");
            List<String> load = new ArrayList<>(List.of("load", "--engine", "tdb2", "--format", "nt", "--store", store.toString(),
                    "--report", tmp.resolve("run").toString(), "--commit-every-file"));
            chunks.forEach(c -> load.add(c.toString()));
            Cli.Result r = Cli.run(load.toArray(String[]::new));

            assertEquals(1, r.exit(), r.all());
            String failure = Cli.failureLine(r.err());
            assertTrue(failure.startsWith("loadscope: load failed: " + chunks.get(1) + ": "), failure);
            assertTrue(failure.contains("the store in " + store), failure);
            assertTrue(failure.contains("no space left on device") || failure.contains("memory-mapped file"), failure);
            assertTrue(failure.contains("--resume loads it again"), failure);
            assertNoRawTrace(r.err());
            assertFalse(r.err().contains("InternalError"), "the mapped-file faults of the index threads are worded once: " + r.err());

            Cli.Result reopened = Cli.run("verify", "--engine", "tdb2", "--format", "nt", "--store", store.toString(), chunks.get(0).toString());
            assertTrue(reopened.out().contains("store: "), "the store does not open again: " + reopened.all());
        } finally {
            unmount(mnt);
        }
    }

    // ---- heap too small

    @ParameterizedTest
    @ValueSource(strings = {"blazegraph", "blazegraph-sail", "tdb2"})
    void aHeapTooSmallForTheBuffersFailsWithTheSettingsToChange(String engine) throws Exception {
        Path run = tmp.resolve("run");
        List<String> jvm = List.of();
        // Per-file commits: the first input is committed before the second runs out of heap.
        List<String> args = new ArrayList<>(List.of("load", "--engine", engine, "--format", "nt",
                "--store", tmp.resolve("store").toString(), "--report", run.toString(), "--commit-every-file"));
        List<String> named;
        // The first input fits in the heap; the whole data set in one batch (one bulk load for TDB2) does not.
        List<Path> inputs = List.of(chunks.get(0), all);
        switch (engine) {
            case "blazegraph" -> {
                jvm = List.of("-Xmx64m");
                args.addAll(List.of("--set", "com.bigdata.rdf.store.DataLoader.bufferCapacity=1000000",
                        "--set", "com.bigdata.rdf.store.DataLoader.queueCapacity=100"));
                named = List.of("com.bigdata.rdf.store.DataLoader.bufferCapacity=1000000", "com.bigdata.rdf.store.DataLoader.queueCapacity=100");
            }
            case "blazegraph-sail" -> {
                jvm = List.of("-Xmx64m");
                args.addAll(List.of("--set", "com.bigdata.rdf.sail.bufferCapacity=1000000"));
                named = List.of("com.bigdata.rdf.sail.bufferCapacity=1000000");
                // One input: SparqlLoadPath allocates each file's statement buffer before its try, and a
                // second buffer of this size is what runs out, outside the engine session.
                inputs = List.of(all);
            }
            default -> {
                // The profile's way to a heap: the CLI starts a JVM with these options.
                args.addAll(List.of("--set", "jvm.options=-Xmx32m"));
                named = List.of("tdb2.loader=phased");
            }
        }
        inputs.forEach(p -> args.add(p.toString()));
        Cli.Result r = Cli.run(jvm, null, null, args.toArray(String[]::new));

        assertEquals(1, r.exit(), r.all());
        String failure = Cli.failureLine(r.err());
        assertTrue(failure.startsWith("loadscope: load failed: " + all + ": out of Java heap (maximum heap "), failure);
        for (String setting : named) assertTrue(failure.contains(setting), setting + " is not named: " + failure);
        assertTrue(failure.contains("raise -Xmx"), failure);
        assertFalse(r.err().contains("internal error"), r.err());
        assertNoRawTrace(r.err());
        JsonNode rec = RunRecords.readValid(run);
        assertEquals("failed", rec.at("/inputs/" + (inputs.size() - 1) + "/status").asText());
        assertTrue(rec.at("/errors/0/message").asText().startsWith("out of Java heap"), rec.at("/errors").toString());
        if (!engine.equals("tdb2")) {
            // The failed batch was rolled back: the store keeps what was committed before (TDB2's bulk loader cannot promise it).
            long before = inputs.size() == 1 ? 0 : Rdf.distinct(chunks.get(0));
            assertEquals(before, rec.at("/totals/statementsCommitted").asLong());
        }
    }

    // ---- helpers


    /**
     * No stack frame on stderr but those the engines print themselves, and no thread death reported by the
     * JVM. The engines' own: Blazegraph and Jena log the failures they see through log4j with the trace
     * attached (the logging configuration decides whether it is printed), and Blazegraph's SPARQL UPDATE
     * (ASTEvalHelper.executeUpdate) calls printStackTrace() on every failed update, the LOAD of
     * blazegraph-sail included. Everything loadscope and the JVM print is held to no trace at all.
     */
    private static void assertNoRawTrace(String err) {
        assertFalse(err.contains("Exception in thread"), err);
        List<String> ours = new ArrayList<>();
        boolean inEngineLog = false;
        for (String line : err.lines().toList()) {
            if (ENGINE_LOG_RECORD.matcher(line).matches()) inEngineLog = true;
            else if (line.isBlank() || line.startsWith("loadscope") || line.startsWith("[loadscope]") || line.startsWith("committed:")) inEngineLog = false;
            if (!inEngineLog) ours.add(line);
        }
        // A printed trace: a first line, then frames, "Caused by:" and "... n more" lines.
        List<String> trace = new ArrayList<>();
        for (String line : ours) {
            boolean traceLine = line.startsWith("\t") || line.startsWith("Caused by:") || line.startsWith("Suppressed:");
            if (!traceLine) {
                assertNotARawTrace(trace, err);
                trace.clear();
            }
            trace.add(line);
        }
        assertNotARawTrace(trace, err);
    }

    private static void assertNotARawTrace(List<String> lines, String err) {
        boolean frames = lines.stream().anyMatch(l -> l.trim().startsWith("at "));
        boolean updatePrintsIt = lines.stream().anyMatch(l -> l.contains("at com.bigdata.rdf.sparql.ast.eval.ASTEvalHelper.executeUpdate("));
        assertTrue(!frames || updatePrintsIt, "a raw stack trace on stderr:\n" + err);
    }

    private static String[] concat(List<String> args, Path... files) {
        List<String> out = new ArrayList<>(args);
        for (Path f : files) out.add(f.toString());
        return out.toArray(String[]::new);
    }

    /** -Dloadscope.e2e.noMount=true runs the stand-in for a full disk where a tmpfs could be mounted. */
    private static boolean mount(Path dir) throws IOException, InterruptedException {
        if (Boolean.getBoolean("loadscope.e2e.noMount")) return false;
        return exec("mount", "-t", "tmpfs", "-o", "size=" + TMPFS_SIZE, "tmpfs", dir.toString()) == 0;
    }

    private static void unmount(Path dir) throws IOException, InterruptedException {
        assertEquals(0, exec("umount", dir.toString()), "umount " + dir);
    }

    private static int exec(String... cmd) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        if (!p.waitFor(30, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return -1;
        }
        return p.exitValue();
    }

    private static void writeBallast(Path file) throws IOException {
        byte[] mib = new byte[1 << 20];
        try (OutputStream o = Files.newOutputStream(file)) {
            for (int i = 0; i < BALLAST_MIB; i++) o.write(mib);
        }
    }

    /** A java launcher that runs under a file-size limit: the stand-in for a full disk without root. */
    private Path fileSizeLimitedJava() throws IOException {
        Path script = tmp.resolve("java-file-size-limited");
        String realJava = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Files.writeString(script, "#!/bin/sh\nulimit -f " + FILE_LIMIT_KIB + "\nexec '" + realJava + "' \"$@\"\n", StandardCharsets.UTF_8);
        assertTrue(script.toFile().setExecutable(true));
        return script;
    }
}
