package io.loadscope.engine.blazegraph;

import io.loadscope.engine.blazegraph.parse.RioFrontEnd;
import io.loadscope.engine.blazegraph.sorted.IndexHelpers;
import io.loadscope.engine.blazegraph.sorted.IvTable;
import io.loadscope.engine.blazegraph.sorted.JournalWriteback;
import io.loadscope.engine.blazegraph.sorted.JournalWrites;
import io.loadscope.engine.blazegraph.sorted.SortedIndexWrite;
import io.loadscope.engine.blazegraph.sorted.SortedLexiconBuild;
import io.loadscope.engine.blazegraph.sorted.SortedRun;
import io.loadscope.engine.blazegraph.sorted.SortedTermCodec;
import io.loadscope.engine.blazegraph.sorted.SpillFiles;
import io.loadscope.engine.blazegraph.sorted.OnCores;

import com.bigdata.btree.IIndex;
import com.bigdata.rdf.spo.SPO;
import io.loadscope.engine.FileOutcome;
import io.loadscope.engine.LoadParser;
import io.loadscope.load.LoadFailure;
import io.loadscope.input.OpenedInput;
import io.loadscope.probe.Clock;
import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.Span;
import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code blazegraph.writer=sorted}: a new store built from sorted runs, the way loaders that stay fast at scale build
 * their indexes. Loading an input only parses it: its terms are encoded once per run and its statements kept as term
 * positions, and a run goes to disk when its budget is used. The commit at the end of the load builds everything: the
 * runs' terms merged into the lexicon (TERM2ID in key order, ids handed out in that order, ID2TERM and BLOBS by IV),
 * every run's statements encoded with the ranks of their terms and sorted once per statement index, then each index
 * written from the merge of its sorted runs, the three at once. Nothing is written into the journal before that commit,
 * so a load that stops anywhere leaves the empty store it started with, and a resume starts the build again.
 */
final class SortedBuildPath implements LoadPath {
    static final String SPILL_DIR = "sorted-build";

    private final PathContext ctx;
    private final RioFrontEnd rio;
    private final LoadProbes probes;
    private final SortedTermCodec codec;
    private final com.bigdata.rdf.lexicon.LexiconRelation lexicon;
    private final long runBudget;
    /** The threads a phase keeps busy ({@code blazegraph.sortedThreads}, default the cores available). */
    private final int threads;
    /** What a record holds the journal's one turn for ({@code blazegraph.journalTurn}). */
    private final JournalWrites.Mode journalTurn;
    private SpillFiles spill;
    /** The runs being filled, one per parse thread; made at the first input. */
    private SortedBuildLanes lanes;
    private final java.util.concurrent.atomic.AtomicInteger runNumbers = new java.util.concurrent.atomic.AtomicInteger();
    private final List<Path> termFiles = new ArrayList<>();
    private final List<Path> positionFiles = new ArrayList<>();
    /** Term records over all spilled runs (the lexicon merge reads each once). */
    private long termRecords;
    /** Threads that coded and stored ID2TERM's and BLOBS' leaves beside their writer. */
    private int lexiconHelperThreads;
    private boolean checkedEmpty;
    /** What the last build did, for the run record. */
    private Map<String, String> lastBuild = Map.of();
    /**
     * Peak temporary bytes per input byte read: 0.53 on BSBM 10 M N-Triples (1.35 GiB for 2.58 GB). Compressed input
     * needs its compression ratio times more, and term-heavy data more than BSBM's 0.27 distinct terms per statement.
     */
    static final double TEMPORARY_PER_INPUT_BYTE = 0.6;
    private Map<String, String> planned = Map.of();

    SortedBuildPath(PathContext ctx, RioFrontEnd rio, long runBudget, int threads, JournalWrites.Mode journalTurn) {
        this.journalTurn = journalTurn;
        this.ctx = ctx;
        this.rio = rio;
        this.probes = ctx.probes();
        this.lexicon = ctx.store().getLexiconRelation();
        this.codec = new SortedTermCodec(lexicon);
        this.runBudget = runBudget;
        this.threads = threads;
    }

    @Override
    public FileOutcome load(OpenedInput input) throws LoadFailure {
        long begin = System.currentTimeMillis();
        long w0 = Clock.wall();
        long read0 = input.readAndDecompressNanos();
        // Shown while the file loads: the load thread mostly waits for the lanes on a file cut into blocks, and parses
        // one that is not (its statements encoded by the lanes); the booking at the end splits the two.
        Span waiting = probes.show(input.format().lineBased() && rio.parseThreads() > 1 ? Stage.QUEUE : Stage.PARSE, ThreadRole.PARSER);
        try {
            startBuild(input);
            lanes.readingFrom(input::readAndDecompressNanos);
            long told = rio.parseInLanes(input, input.source().baseIri(), lanes);
            bookWait(waiting, w0, input, read0);
            return new FileOutcome(told, System.currentTimeMillis() - begin);
        } catch (LoadFailure f) {
            bookWait(waiting, w0, input, read0);
            rollback();
            throw f;
        } catch (Exception | OutOfMemoryError | InternalError e) {
            bookWait(waiting, w0, input, read0);
            rollback();
            throw ctx.failure(input, e);
        }
    }

    /**
     * The load thread's time in a file that the lanes did not book: its reads (booked by the input), its waits for the
     * lanes on other threads (queue), and the rest its own part of the parse: cutting a big N-Triples file into blocks,
     * or parsing a Turtle or RDF/XML file whose statements other threads encode.
     */
    private void bookWait(Span waiting, long w0, OpenedInput input, long read0) {
        waiting.end();
        long inLanes = lanes == null ? 0 : lanes.takeLoadThreadNanos();
        long waited = lanes == null ? 0 : lanes.takeLoadThreadWaitNanos();
        long rest = (Clock.wall() - w0) - (input.readAndDecompressNanos() - read0) - inLanes - waited;
        probes.recordWall(Stage.QUEUE, ThreadRole.PARSER, waited);
        probes.recordWall(Stage.PARSE, ThreadRole.PARSER, Math.max(0, rest));
    }

    /** Before the first input: the store must be empty (a build writes every index from scratch) and the runs start. */
    private void startBuild(OpenedInput input) throws LoadFailure, IOException {
        if (!checkedEmpty) {
            long there = ctx.store().getStatementCount();
            if (there > 0) {
                throw new LoadFailure(BlazegraphEngine.WRITER + "=sorted builds a new store, and " + ctx.storeDir() + " already holds "
                        + String.format("%,d", there) + " statements; load more into it with " + BlazegraphEngine.WRITER
                        + "=buffer (the default)", input.name(), null);
            }
            checkedEmpty = true;
        }
        if (spill == null) {
            spill = new SpillFiles(ctx.storeDir().resolve(SPILL_DIR));
            SpillFiles files = spill;
            probes.setTemporaryBytes(files::bytes);
            probes.phase("parse into runs", 0, 0);
        }
        if (lanes == null) {
            lanes = new SortedBuildLanes(probes, () -> new SortedTermCodec(lexicon), rio.parseThreads(), runBudget, this::writeRun);
            // The lanes and the run writer beside them.
            probes.phaseThreads(lanes.count() + 1);
        }
    }

    /**
     * Writes a run to disk, on the run writer's thread while the lanes go on (the lanes' last runs at the end, each on a
     * thread of its own); its terms are sorted on this thread and on the cores the lanes leave.
     */
    private void writeRun(SortedRun full) throws IOException {
        int n = runNumbers.getAndIncrement();
        Path terms = spill.file("terms-" + n), positions = spill.file("positions-" + n);
        long records = full.spill(terms, positions, spill, Math.max(1, threads / lanes.count()), sortWorkers(Stage.TERM_SORT));
        int written;
        synchronized (this) {
            termRecords += records;
            termFiles.add(terms);
            positionFiles.add(positions);
            written = termFiles.size();
        }
        probes.phase("parse into runs", written, 0);
    }

    /**
     * The threads a sort starts beside its caller, each a role of its own ({@code sorter.N}) whose time is the stage
     * it sorts for: so every thread of the build is in the run record.
     */
    private OnCores.Workers sortWorkers(Stage stage) {
        return slice -> probes.workerIn(stage, ThreadRole.of("sorter." + slice));
    }

    @Override
    public void commit() throws Exception {
        if (spill == null) {
            ctx.store().commit();
            return;
        }
        try {
            writeLastRuns();
            JournalWrites.use(journalTurn);
            JournalWriteback writeback = startWriteback();
            try {
                build();
            } finally {
                writeback.close();
            }
            lastBuild.put("sortedBuild.journalWriteback", writeback.how());
            ctx.store().commit();
            probes.phase(null, 0, 0);
        } catch (Exception | OutOfMemoryError e) {
            ctx.abort();
            throw e;
        } finally {
            JournalWrites.use(JournalWrites.Mode.RECORD);
            closeSpill();
        }
    }

    /**
     * The journal's pages sent to disk while the build writes them ({@link JournalWriteback}); each force is booked as
     * commit time on a role of its own, the thread being idle between forces.
     */
    private JournalWriteback startWriteback() {
        java.io.File journal = ctx.store().getIndexManager() instanceof com.bigdata.journal.AbstractJournal j ? j.getFile() : null;
        ThreadRole role = ThreadRole.of("journal_writeback");
        return JournalWriteback.start(journal == null ? null : journal.toPath(), JournalWriteback.EVERY_MILLIS,
                () -> probes.workerIn(Stage.COMMIT, role));
    }

    /**
     * The lanes' last runs, each on a thread of its own (booked as term sort: the parse is over), beside the run the
     * writer may still have; then the wait for that one (booked as queue).
     */
    private void writeLastRuns() throws IOException {
        List<OnCores.Task> writes = new ArrayList<>();
        for (SortedRun r : lanes.unspilled()) writes.add(() -> writeRun(r));
        Span span = probes.start(Stage.TERM_SORT, ThreadRole.PARSER);
        try {
            OnCores.all(writes, sortWorkers(Stage.TERM_SORT));
        } finally {
            span.end();
        }
        Span waiting = probes.start(Stage.QUEUE, ThreadRole.PARSER);
        try {
            lanes.finishWriting();
        } finally {
            waiting.end();
        }
    }

    private void build() throws Exception {
        int runs = termFiles.size();
        List<Path> rankFiles = new ArrayList<>();
        for (int r = 0; r < runs; r++) rankFiles.add(spill.file("ranks-" + r));
        Path ivSlots = spill.file("iv-slots"), longIvs = spill.file("iv-long");
        SortedLexiconBuild.Merged merged;
        IvTable.Writer ivs = new IvTable.Writer(spill, ivSlots, longIvs);
        probes.phase("lexicon", 0, termRecords);
        JournalWrites.Account beforeLexicon = JournalWrites.account();
        // The merge on the load thread, ID2TERM and BLOBS written on a thread of their own, their full leaves coded and
        // stored by helpers.
        lexiconHelperThreads = IndexHelpers.lexiconThreadsFor(threads);
        probes.phaseThreads(2 + lexiconHelperThreads);
        Span span = probes.start(Stage.LEXICON_WRITE, ThreadRole.PARSER);
        // None for a build of one thread: ID2TERM's writer codes and stores its own leaves.
        try (ivs; IndexHelpers helpers = lexiconHelperThreads == 0 ? null : new IndexHelpers(lexiconHelperThreads,
                slice -> probes.workerIn(Stage.LEXICON_WRITE, ThreadRole.of("lexicon_helper." + slice)))) {
            com.bigdata.rdf.lexicon.LexiconRelation lex = ctx.store().getLexiconRelation();
            merged = new SortedLexiconBuild(codec, live(lex.getTerm2IdIndex()), live(lex.getId2TermIndex()),
                    lex.getBlobsIndex() == null ? null : live(lex.getBlobsIndex()), n -> probes.phase("lexicon", n, termRecords),
                    role -> probes.workerIn(Stage.LEXICON_WRITE, ThreadRole.of(role)), helpers)
                    .build(spill, termFiles, rankFiles, ivs);
            for (Path t : termFiles) spill.delete(t);
        } finally {
            span.end();
        }
        JournalWrites.Account afterLexicon = JournalWrites.account();
        SortedLexiconBuild.Result lexicon = merged.result();
        IvTable table = ivs.table();
        SortedStatementIndexes indexes = new SortedStatementIndexes(ctx, spill, sortWorkers(Stage.STATEMENT_SORT), runBudget, threads);
        BesideTask<String> term2id = BesideTask.start("loadscope-lexicon-term2id",
                () -> probes.workerIn(Stage.LEXICON_WRITE, ThreadRole.of("indexer.TERM2ID")), merged.term2id()::write);
        SortedIndexWrite.Result[] results;
        try {
            results = indexes.sortAndWrite(table, positionFiles, rankFiles);
        } finally {
            // Also when the statement step failed: nothing may write when the journal is rolled back.
            Span waiting = probes.start(Stage.LEXICON_WRITE, ThreadRole.PARSER);
            try {
                term2id.join();
            } finally {
                waiting.end();
            }
        }
        JournalWrites.Account afterStatements = JournalWrites.account();
        String term2idHow = term2id.result();
        for (Path f : positionFiles) spill.delete(f);
        for (Path f : rankFiles) spill.delete(f);
        probes.phase("commit", 0, 0);
        Map<String, String> built = new java.util.LinkedHashMap<>();
        built.put("sortedBuild.runs", String.valueOf(runs));
        // Each parse thread fills runs of its own: how often each filled its share of the budget.
        built.put("sortedBuild.runsPerLane", String.valueOf((runs + rio.parseThreads() - 1) / rio.parseThreads()));
        // Full runs written on a thread of their own beside the run writer, which was still busy with another.
        built.put("sortedBuild.runsWrittenBeside", String.valueOf(lanes.runsWrittenBeside()));
        built.put("sortedBuild.distinctTerms", String.valueOf(lexicon.distinct()));
        // Each run encodes every term it meets once (its collation key, its ID2TERM or BLOBS bytes), so a term two lanes
        // or two runs met was encoded twice: over distinctTerms, the encoding work the lanes and runs repeat.
        built.put("sortedBuild.termsInRuns", String.valueOf(termRecords));
        built.put("sortedBuild.termIds", String.valueOf(lexicon.termIds()));
        built.put("sortedBuild.blankNodes", String.valueOf(lexicon.blankNodes()));
        built.put("sortedBuild.blobs", String.valueOf(lexicon.blobs()));
        built.put("sortedBuild.inlineTerms", String.valueOf(lexicon.inline()));
        // Ranks whose IV the statement-index writers computed from a term id instead of reading the IV table.
        built.put("sortedBuild.computedIvs", String.valueOf(table.computed()));
        built.put("sortedBuild.statements", String.valueOf(results[0].written()));
        built.put("sortedBuild.statementSortSlices", String.valueOf(indexes.sortSlices()));
        built.put("sortedBuild.indexHelperThreads", String.valueOf(indexes.helperThreads()));
        built.put("sortedBuild.lexiconHelperThreads", String.valueOf(lexiconHelperThreads));
        built.put("sortedBuild.keysOutOfOrder", String.valueOf(results[0].outOfOrder() + results[1].outOfOrder() + results[2].outOfOrder()));
        built.put("sortedBuild.statementIndexes", results[0].how());
        built.put("sortedBuild.term2id", term2idHow);
        built.put("sortedBuild.id2termAndBlobs", merged.reverse());
        built.put("sortedBuild.id2termValues", codec.id2termValues());
        built.put("sortedBuild.blobsValues", codec.blobsValues());
        built.put("sortedBuild.peakTemporaryBytes", String.valueOf(spill.peakBytes()));
        // The journal takes one record at a time: where its turn was held for most of a step's wall, that step is bound
        // by it whatever the cores (JournalWrites).
        built.putAll(journalTurn("lexicon", afterLexicon.since(beforeLexicon)));
        built.putAll(journalTurn("statements", afterStatements.since(afterLexicon)));
        lastBuild = built;
    }


    /**
     * The journal turn's account over one step of the build ({@code lexicon}: the merge with ID2TERM and BLOBS;
     * {@code statements}: the statement sort and the three statement indexes, with TERM2ID written beside them).
     */
    private static Map<String, String> journalTurn(String step, JournalWrites.Interval a) {
        String key = "sortedBuild.journalTurn." + step + ".";
        Map<String, String> m = new java.util.LinkedHashMap<>();
        m.put(key + "wallMillis", String.valueOf(a.wallNanos() / 1_000_000));
        m.put(key + "heldMillis", String.valueOf(a.heldNanos() / 1_000_000));
        m.put(key + "waitedMillis", String.valueOf(a.waitedNanos() / 1_000_000));
        m.put(key + "records", String.valueOf(a.records()));
        m.put(key + "bytes", String.valueOf(a.bytes()));
        return m;
    }

    private IIndex live(IIndex view) {
        return SortedStatementIndexes.live(ctx, view);
    }

    @Override
    public void rollback() {
        probes.phase(null, 0, 0);
        closeSpill();
        ctx.abort();
    }

    private void closeSpill() {
        // A run still being written would write into the directory as it goes.
        if (lanes != null) lanes.abandonWriting();
        if (spill != null) {
            try {
                spill.close();
            } catch (RuntimeException ignored) {
                // Left-over temporary files are removed when the next build starts in this store.
            }
        }
        spill = null;
        lanes = null;
        termFiles.clear();
        positionFiles.clear();
    }

    /** The temporary space the build will need, estimated from the input's size, and the space there is for it. */
    @Override
    public java.util.Optional<String> plan(long inputBytes) {
        if (inputBytes < 0) return java.util.Optional.empty();
        long estimate = Math.round(inputBytes * TEMPORARY_PER_INPUT_BYTE);
        long free;
        try {
            free = java.nio.file.Files.getFileStore(ctx.storeDir()).getUsableSpace();
        } catch (IOException e) {
            return java.util.Optional.empty();
        }
        planned = Map.of("sortedBuild.temporaryEstimateBytes", String.valueOf(estimate),
                "sortedBuild.freeDiskAtStartBytes", String.valueOf(free));
        if (free >= 2 * estimate) return java.util.Optional.empty();
        return java.util.Optional.of(String.format(java.util.Locale.ROOT, "the sorted build needs about %,d MiB of temporary"
                + " space in %s (%.1f × the input's %,d MiB; several times more for compressed input) beside the journal, and"
                + " %,d MiB are free there", estimate >> 20, ctx.storeDir().resolve(SPILL_DIR), TEMPORARY_PER_INPUT_BYTE,
                inputBytes >> 20, free >> 20));
    }

    @Override
    public LoadParser parser() {
        return LoadParser.RDF4J_RIO;
    }

    @Override
    public void describe(Map<String, String> f) {
        f.put("blazegraph.loadPath", "rio 5 → sorted build (" + BlazegraphEngine.WRITER + "=sorted): terms and statements in runs of "
                + "at most " + (runBudget >> 20) + " MiB of heap over the parse threads, each full run sorted and written to " + SPILL_DIR
                + "/ in the store by the run writer while the parse goes on; at the end the lexicon "
                + "from the merged runs, then SPO, POS and OSP each written in key order from its sorted runs");
        f.put("blazegraph.commit", "once, at the end of the load, after the build (" + BlazegraphEngine.WRITER
                + "=sorted writes nothing into the journal before)");
        f.put("sortedBuild.runBudgetBytes", String.valueOf(runBudget));
        f.putAll(planned);
        f.putAll(lastBuild);
    }
}
