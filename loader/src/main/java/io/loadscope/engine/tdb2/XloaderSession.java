package io.loadscope.engine.tdb2;

import io.loadscope.event.BatchWritten;
import io.loadscope.engine.FileOutcome;
import io.loadscope.engine.MemorySetting;
import io.loadscope.engine.ResourceFault;
import io.loadscope.input.Compression;
import io.loadscope.load.LoadFailure;
import io.loadscope.input.OpenedInput;
import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.ParseSplit;
import io.loadscope.probe.Span;
import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFLanguages;
import org.apache.jena.riot.system.StreamRDFBase;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.core.Quad;
import org.apache.jena.graph.Triple;
import org.apache.jena.tdb2.DatabaseMgr;
import org.apache.jena.tdb2.sys.TDBInternal;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A new TDB2 database built by Jena's xloader ({@code tdb2.loader=xloader}). Each input is parsed here once, with
 * the parser and checks of the other TDB2 loaders, to find a syntax error with its file, line and column before any
 * step starts (a parse error inside xloader's node-table step would leave its {@code sort} waiting for ever) and to
 * count its statements; the commit at the end of the load runs xloader's steps over every input file, each in a JVM
 * of its own. Stages: the load thread's {@code validate}/{@code parse}, then one stage per step while it waits for
 * it; each child thread's CPU time under a role {@code xloader.<thread>}, the {@code sort} processes' under
 * {@code xloader.sort}.
 * <p>
 * A kill during the steps leaves a marker file; the next open removes the half-built database (it was empty before:
 * xloader only builds new ones), so a resume builds it again from the start.
 */
final class XloaderSession implements Tdb2Reads {
    /** Written before the first step with the commit marker of before; removed once the build is committed. */
    static final String BUILDING = "xloader-building";
    private static final Pattern TDB2_FILES = Pattern.compile("Data-\\d+|tdb\\.lock|tdb\\.cfg|" + BUILDING + "|" + XloaderBuild.WORK_DIR);

    private final Path dir;
    private final LoadProbes probes;
    private final long heapBytes = Runtime.getRuntime().maxMemory();
    private final List<String> files = new ArrayList<>();
    private final io.loadscope.engine.ParserWarnings warnings = new io.loadscope.engine.ParserWarnings(RiotWarnings.PARSER);
    private final long statementsAtOpen;
    private long marker;
    private long toldSinceCommit;
    private long peakWorkBytes;
    private long plannedTemporary = -1;
    private boolean toolsChecked;
    private long plannedFree = -1;
    private XloaderBuild.Counts lastCounts;
    /** Open for reads after a build (or at the caller's first read), released before the next build. */
    private DatasetGraph reading;

    private XloaderSession(Path dir, LoadProbes probes, long statementsAtOpen, long marker) {
        this.dir = dir;
        this.probes = probes;
        this.statementsAtOpen = statementsAtOpen;
        this.marker = marker;
    }

    static XloaderSession open(Path dir, LoadProbes probes) throws LoadFailure {
        try {
            Files.createDirectories(dir);
            clearUnfinishedBuild(dir);
            DatasetGraph dsg = DatabaseMgr.connectDatasetGraph(dir.toString());
            try {
                return new XloaderSession(dir, probes, Tdb2Reads.statements(dsg), CommitMarker.read(dsg));
            } finally {
                TDBInternal.expel(dsg);
            }
        } catch (IOException | RuntimeException e) {
            throw new LoadFailure("cannot open TDB2 database " + dir + ": " + e.getMessage(), dir.toString(), e);
        }
    }

    /**
     * A build a kill interrupted: when its commit marker moved past the one the marker file holds, the build was
     * complete and only the marker file is left over; otherwise the half-built database goes (it was empty).
     */
    private static void clearUnfinishedBuild(Path dir) throws IOException {
        Path building = dir.resolve(BUILDING);
        if (!Files.exists(building)) return;
        long before = Long.parseLong(Files.readString(building, StandardCharsets.UTF_8).strip());
        long now = -1;
        try {
            DatasetGraph dsg = DatabaseMgr.connectDatasetGraph(dir.toString());
            try {
                now = CommitMarker.read(dsg);
            } finally {
                TDBInternal.expel(dsg);
            }
        } catch (RuntimeException e) {
            // Half-written: built again below.
        }
        if (now <= before) {
            wipeDatabase(dir);
        } else {
            io.loadscope.files.Directories.delete(dir.resolve(XloaderBuild.WORK_DIR));
            Files.deleteIfExists(building);
        }
    }

    /** Removes TDB2's files and the build's own, leaving whatever else is in the directory (loadscope's manifest). */
    private static void wipeDatabase(Path dir) throws IOException {
        try (Stream<Path> entries = Files.list(dir)) {
            for (Path p : entries.filter(p -> TDB2_FILES.matcher(p.getFileName().toString()).matches()).toList()) {
                if (Files.isDirectory(p)) io.loadscope.files.Directories.delete(p);
                else Files.deleteIfExists(p);
            }
        }
    }

    /** Stock: xloader's steps over the files as its script runs them, without loadscope's check-and-count parse. */
    static long loadStock(Path dir, List<Path> inputs) throws Exception {
        Optional<String> missing = XloaderProcess.missingTools();
        if (missing.isPresent()) throw new IllegalStateException(missing.get());
        XloaderBuild.Watch quiet = new XloaderBuild.Watch() {
        };
        long n = XloaderBuild.run(dir, inputs.stream().map(p -> p.toAbsolutePath().toString()).toList(),
                Runtime.getRuntime().maxMemory(), quiet).total();
        io.loadscope.files.Directories.delete(dir.resolve(XloaderBuild.WORK_DIR));
        return n;
    }

    @Override
    public Map<String, String> effectiveSettings() {
        Map<String, String> s = new LinkedHashMap<>();
        s.put(Tdb2Engine.LOADER, LoaderKind.XLOADER.key());
        s.put(Tdb2Engine.VALIDATE_FIRST, "true");
        return s;
    }

    @Override
    public Map<String, String> fixedValues() {
        Map<String, String> f = new LinkedHashMap<>();
        f.put("jena.version", io.loadscope.engine.LibraryVersion.of("org.apache.jena", "jena-tdb2"));
        f.put("tdb2.parser", "Jena RIOT: once by loadscope to check and count each input, then twice by xloader's steps, which read the files themselves");
        f.put("tdb2.xloader.steps", "node table, ingest, one index build per index; each a JVM of its own with -Xmx" + heapBytes / (1 << 20) + "m (this process's maximum heap)");
        f.put("tdb2.xloader.sortThreads", Integer.toString(XloaderBuild.sortThreads()));
        f.put("tdb2.xloader.workDirectory", dir.resolve(XloaderBuild.WORK_DIR) + " (removed after the build)");
        f.put("tdb2.commit", "once, at the end of the load: xloader builds the whole database from every input");
        if (plannedTemporary >= 0) {
            f.put("xloader.temporaryEstimateBytes", Long.toString(plannedTemporary));
            f.put("xloader.freeDiskAtStartBytes", Long.toString(plannedFree));
        }
        if (peakWorkBytes > 0) f.put("xloader.peakTemporaryBytes", Long.toString(peakWorkBytes));
        if (lastCounts != null) {
            f.put("xloader.triples", Long.toString(lastCounts.triples()));
            f.put("xloader.quads", Long.toString(lastCounts.quads()));
        }
        return f;
    }

    /**
     * Temporary space, as a share of the input's bytes, when the sorts spill (a machine whose half memory, sort's buffer,
     * is smaller than a sort's input). Measured on BSBM N-Triples at 100 M statements (26.2 GB): a peak of 0.47 of the
     * input, during the node-table sort (each distinct term's hash and encoding in hex, uncompressed, beside sort's own
     * spill files); an index sort's spill (rows of three ids in hex, gzip-compressed) stays far below that. Term-heavy
     * data needs more.
     */
    static final double TEMPORARY_PER_INPUT_BYTE = 0.5;

    @Override
    public Optional<String> plan(long inputBytes) {
        if (inputBytes < 0) return Optional.empty();
        long estimate = Math.round(inputBytes * TEMPORARY_PER_INPUT_BYTE);
        long free;
        try {
            free = Files.getFileStore(dir).getUsableSpace();
        } catch (IOException e) {
            return Optional.empty();
        }
        plannedTemporary = estimate;
        plannedFree = free;
        if (free >= 2 * estimate) return Optional.empty();
        return Optional.of(String.format(java.util.Locale.ROOT, "xloader may need up to %,d MiB of temporary space in %s (%.2f × the"
                + " input's %,d MiB when its sorts spill) beside the database, and %,d MiB are free there", estimate >> 20,
                dir.resolve(XloaderBuild.WORK_DIR), TEMPORARY_PER_INPUT_BYTE, inputBytes >> 20, free >> 20));
    }

    @Override
    public java.util.Optional<String> parserWarnings() {
        return warnings.summary();
    }

    @Override
    public io.loadscope.engine.LoadParser loadParser() {
        return io.loadscope.engine.LoadParser.JENA_RIOT;
    }

    /** The steps read the files themselves; loadscope reads each once, to check and count it. */
    @Override
    public FileOutcome load(OpenedInput input) throws LoadFailure {
        long begin = System.currentTimeMillis();
        check(input);
        ParseSplit split = new ParseSplit(probes, ThreadRole.PARSER, Stage.PARSE);
        split.beginFile(input::readAndDecompressNanos, () -> input.recordStagesSoFar(probes));
        long[] told = {0};
        try {
            RiotInputs.parser(input, warnings).parse(new StreamRDFBase() {
                @Override
                public void triple(Triple triple) {
                    counted();
                }

                @Override
                public void quad(Quad quad) {
                    counted();
                }

                /** Counted, and told to the progress line in steps (a 10 M-statement file is one input). */
                private void counted() {
                    split.exit(split.enter());
                    if (++told[0] % ParseSplit.BOOK_EVERY == 0) probes.statementsParsed(ParseSplit.BOOK_EVERY);
                }
            });
            split.endStream();
            split.endFile();
        } catch (RuntimeException | OutOfMemoryError e) {
            split.endFile();
            throw ResourceFault.failure(e, probes, input.name(), dir, memorySettings()).orElseGet(() -> RiotInputs.failure(input, e));
        }
        probes.statementsParsed(told[0] % ParseSplit.BOOK_EVERY);
        files.add(input.source().path().toAbsolutePath().toString());
        toldSinceCommit += told[0];
        return new FileOutcome(told[0], System.currentTimeMillis() - begin);
    }

    /** What xloader cannot take, refused before any step runs. */
    private void check(OpenedInput input) throws LoadFailure {
        String name = input.name();
        if (input.source().isStdin()) {
            throw new LoadFailure(Tdb2Engine.LOADER + "=xloader reads each input file itself, so it cannot read stdin; give a file", name, null);
        }
        if (!toolsChecked) {
            // At the first input, not at open: reading a built database (verify) needs no sort program.
            Optional<String> missing = XloaderProcess.missingTools();
            if (missing.isPresent()) throw new LoadFailure(Tdb2Engine.LOADER + "=xloader: " + missing.get(), name, null);
            toolsChecked = true;
        }
        if (statementsAtOpen > 0) {
            throw new LoadFailure(Tdb2Engine.LOADER + "=xloader builds a new database, and " + dir + " already holds "
                    + String.format("%,d", statementsAtOpen) + " statements; load more into it with another "
                    + Tdb2Engine.LOADER + " (phased, the default, or parallel)", name, null);
        }
        Compression c = input.compression();
        if (c != Compression.NONE && c != Compression.GZIP && c != Compression.BZIP2) {
            throw new LoadFailure(Tdb2Engine.LOADER + "=xloader reads the files itself and Jena reads plain, .gz and .bz2 files, not "
                    + c.name().toLowerCase() + "; decompress it or recompress it with gzip", name, null);
        }
        String path = input.source().path().toString();
        if (path.contains("#") || path.contains("?")) {
            throw new LoadFailure(Tdb2Engine.LOADER + "=xloader's steps open each file by its name, which Jena reads as a URI, so a name"
                    + " with '" + (path.contains("#") ? "#" : "?") + "' cannot be read; rename the file", name, null);
        }
        Lang byName = RDFLanguages.filenameToLang(path);
        Lang ours = JenaInputReader.lang(input);
        if (byName == null || !byName.equals(ours)) {
            throw new LoadFailure(Tdb2Engine.LOADER + "=xloader takes a file's format from its name, which says "
                    + (byName == null ? "nothing Jena knows" : byName.getLabel()) + ", and this file is " + ours.getLabel()
                    + "; give it its format's extension (" + ours.getFileExtensions().get(0) + ")", name, null);
        }
    }

    @Override
    public void commit() throws LoadFailure {
        if (files.isEmpty()) return;
        releaseReads();
        Path building = dir.resolve(BUILDING);
        try {
            io.loadscope.files.Directories.writeDurably(building, Long.toString(marker));
            io.loadscope.files.Directories.syncDirectory(dir);
            probes.setTemporaryBytes(this::workBytes);
            lastCounts = XloaderBuild.run(dir, List.copyOf(files), heapBytes, new XloaderBooking(probes, toldSinceCommit));
            if (lastCounts.total() != toldSinceCommit) {
                throw new LoadFailure("xloader stored " + String.format("%,d", lastCounts.total()) + " statements but the inputs hold "
                        + String.format("%,d", toldSinceCommit) + "; the database is not kept", null, null);
            }
            DatasetGraph dsg = reads();
            marker = CommitMarker.advance(dsg);
            io.loadscope.files.Directories.delete(dir.resolve(XloaderBuild.WORK_DIR));
            Files.deleteIfExists(building);
            io.loadscope.files.Directories.syncDirectory(dir);
        } catch (XloaderProcess.StepFailed e) {
            rollback();
            throw stepFailure(e);
        } catch (IOException | RuntimeException e) {
            rollback();
            throw ResourceFault.failure(e, null, dir, memorySettings())
                    .orElseGet(() -> new LoadFailure("xloader's build failed: " + e, null, e));
        } catch (LoadFailure f) {
            rollback();
            throw f;
        } finally {
            probes.phase(null, 0, 0);
            files.clear();
            toldSinceCommit = 0;
        }
    }

    private LoadFailure stepFailure(XloaderProcess.StepFailed e) {
        Throwable fault = e.outOfDisk ? new IOException("No space left on device") : e.outOfHeap ? new OutOfMemoryError("Java heap space") : null;
        if (fault == null) return new LoadFailure(e.getMessage(), null, e);
        fault.initCause(e);
        String what = ResourceFault.find(fault).orElseThrow().message(dir, memorySettings());
        return new LoadFailure(what + " [" + e.getMessage() + "]", null, fault);
    }

    private long workBytes() {
        long now = XloaderBuild.workBytes(dir);
        peakWorkBytes = Math.max(peakWorkBytes, now);
        return now;
    }

    static List<MemorySetting> memorySettings() {
        return Tdb2Config.memorySettings(LoaderKind.XLOADER);
    }

    @Override
    public void rollback() {
        files.clear();
        toldSinceCommit = 0;
        releaseReads();
        if (!Files.exists(dir.resolve(BUILDING))) return;
        try {
            wipeDatabase(dir);
        } catch (IOException e) {
            // The marker file stays: the next open removes the half-built database.
        }
    }

    @Override
    public long commitMarker() {
        return marker;
    }

    private DatasetGraph reads() {
        if (reading == null) reading = DatabaseMgr.connectDatasetGraph(dir.toString());
        return reading;
    }

    /** The steps lock the database in their own JVMs: this one must not hold it. */
    private void releaseReads() {
        if (reading == null) return;
        try {
            TDBInternal.expel(reading);
        } catch (RuntimeException e) {
            // Not locked by a transaction of ours: nothing else holds it.
        }
        reading = null;
    }

    @Override
    public DatasetGraph readDataset() {
        return reads();
    }

    @Override
    public Path storeDir() {
        return dir;
    }

    @Override
    public void close() {
        releaseReads();
    }
}
