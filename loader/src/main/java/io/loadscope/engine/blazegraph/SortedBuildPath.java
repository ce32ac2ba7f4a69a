package io.loadscope.engine.blazegraph;

import io.loadscope.engine.blazegraph.parse.RioFrontEnd;
import io.loadscope.engine.blazegraph.sorted.IvTable;
import io.loadscope.engine.blazegraph.sorted.SortedIndexWrite;
import io.loadscope.engine.blazegraph.sorted.SortedLexiconBuild;
import io.loadscope.engine.blazegraph.sorted.SortedRun;
import io.loadscope.engine.blazegraph.sorted.SortedStatements;
import io.loadscope.engine.blazegraph.sorted.SortedTermCodec;
import io.loadscope.engine.blazegraph.sorted.SpillFiles;
import io.loadscope.engine.blazegraph.sorted.OnCores;

import com.bigdata.btree.IIndex;
import com.bigdata.rdf.internal.impl.TermId;
import com.bigdata.rdf.internal.VTE;
import com.bigdata.rdf.model.BigdataValue;
import com.bigdata.rdf.model.StatementEnum;
import com.bigdata.rdf.spo.SPO;
import com.bigdata.rdf.spo.SPOKeyOrder;
import com.bigdata.rdf.spo.SPOTupleSerializer;
import io.loadscope.api.event.BatchWritten;
import io.loadscope.engine.FileOutcome;
import io.loadscope.engine.LoadParser;
import io.loadscope.input.LoadFailure;
import io.loadscope.input.OpenedInput;
import io.loadscope.probe.Clock;
import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.ParseSplit;
import io.loadscope.probe.Span;
import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

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
    /** Runs of fewer statements are sorted in one piece (a radix sort of 64 k statements takes about a millisecond). */
    static final long SORT_SLICE_FROM = 1 << 16;

    private final PathContext ctx;
    private final RioFrontEnd rio;
    private final LoadProbes probes;
    private final SortedTermCodec codec;
    /** Sorted statement files made over all indexes (a run's sort may be cut in slices). */
    private long sortSlices;
    private final long runBudget;
    private final ParseSplit split;
    private SpillFiles spill;
    private SortedRun run;
    private final List<Path> termFiles = new ArrayList<>();
    private final List<Path> positionFiles = new ArrayList<>();
    /** Term records over all spilled runs (the lexicon merge reads each once). */
    private long termRecords;
    private boolean checkedEmpty;
    private long unreportedParsed;
    /** What the last build did, for the run record. */
    private Map<String, String> lastBuild = Map.of();
    /**
     * Peak temporary bytes per input byte read: 0.53 on BSBM 10 M N-Triples (1.35 GiB for 2.58 GB). Compressed input
     * needs its compression ratio times more, and term-heavy data more than BSBM's 0.27 distinct terms per statement.
     */
    static final double TEMPORARY_PER_INPUT_BYTE = 0.6;
    private Map<String, String> planned = Map.of();

    SortedBuildPath(PathContext ctx, RioFrontEnd rio, long runBudget) {
        this.ctx = ctx;
        this.rio = rio;
        this.probes = ctx.probes();
        this.codec = new SortedTermCodec(ctx.store().getLexiconRelation());
        this.runBudget = runBudget;
        this.split = new ParseSplit(probes, ThreadRole.PARSER, Stage.TERM_ENCODE);
    }

    @Override
    public FileOutcome load(OpenedInput input) throws LoadFailure {
        long begin = System.currentTimeMillis();
        try {
            startBuild(input);
            split.beginFile(input::readAndDecompressNanos, () -> input.recordStagesSoFar(probes));
            long told = rio.parse(input, input.source().baseIri(), (s, p, o, c) -> {
                long token = split.enter();
                run.add((BigdataValue) s, (BigdataValue) p, (BigdataValue) o);
                split.exit(token);
                if (++unreportedParsed == ParseSplit.BOOK_EVERY) reportParsed();
                if (run.heapBytes() >= runBudget) spillRun();
            });
            split.endStream();
            split.endFile();
            reportParsed();
            return new FileOutcome(told, System.currentTimeMillis() - begin);
        } catch (LoadFailure f) {
            split.endFile();
            rollback();
            throw f;
        } catch (Exception | OutOfMemoryError | InternalError e) {
            split.endFile();
            rollback();
            throw ctx.failure(input, e);
        }
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
        if (run == null) run = new SortedRun(codec);
    }

    private void reportParsed() {
        probes.statementsParsed(unreportedParsed);
        unreportedParsed = 0;
    }

    /** Writes the current run to disk; its time is the term sort's, not the parser's. */
    private void spillRun() throws IOException {
        long w = Clock.wall();
        Span span = probes.start(Stage.TERM_SORT, ThreadRole.PARSER);
        int n = termFiles.size();
        Path terms = spill.file("terms-" + n), positions = spill.file("positions-" + n);
        termRecords += run.spill(terms, positions, spill);
        termFiles.add(terms);
        positionFiles.add(positions);
        probes.phase("parse into runs", termFiles.size(), 0);
        run = new SortedRun(codec);
        span.end();
        split.handOff(Clock.wall() - w);
    }

    @Override
    public void commit() throws Exception {
        if (spill == null) {
            ctx.store().commit();
            return;
        }
        try {
            if (run.statements() > 0) spillRun();
            build();
            ctx.store().commit();
            probes.phase(null, 0, 0);
        } catch (Exception | OutOfMemoryError e) {
            ctx.abort();
            throw e;
        } finally {
            closeSpill();
        }
    }

    private void build() throws Exception {
        int runs = termFiles.size();
        sortSlices = 0;
        List<Path> rankFiles = new ArrayList<>();
        for (int r = 0; r < runs; r++) rankFiles.add(spill.file("ranks-" + r));
        Path ivData = spill.file("ivs"), ivEnds = spill.file("iv-ends");
        SortedLexiconBuild.Result lexicon;
        probes.phase("lexicon", 0, termRecords);
        // The merge writes TERM2ID on the load thread, ID2TERM and BLOBS on a thread of their own.
        probes.phaseThreads(2);
        Span span = probes.start(Stage.LEXICON_WRITE, ThreadRole.PARSER);
        try (IvTable.Writer ivs = new IvTable.Writer(spill, ivData, ivEnds)) {
            com.bigdata.rdf.lexicon.LexiconRelation lex = ctx.store().getLexiconRelation();
            lexicon = new SortedLexiconBuild(codec, live(lex.getTerm2IdIndex()), live(lex.getId2TermIndex()),
                    lex.getBlobsIndex() == null ? null : live(lex.getBlobsIndex()), n -> probes.phase("lexicon", n, termRecords),
                    role -> probes.start(Stage.LEXICON_WRITE, ThreadRole.of(role))::end)
                    .build(spill, termFiles, rankFiles, ivs);
        } finally {
            span.end();
        }
        for (Path t : termFiles) spill.delete(t);

        IvTable table = new IvTable(ivData, ivEnds, lexicon.distinct());
        SortedIndexWrite.Result[] results = sortAndWriteIndexes(table, rankFiles);
        for (Path f : positionFiles) spill.delete(f);
        for (Path f : rankFiles) spill.delete(f);
        probes.phase("commit", 0, 0);
        Map<String, String> built = new java.util.LinkedHashMap<>();
        built.put("sortedBuild.runs", String.valueOf(runs));
        built.put("sortedBuild.distinctTerms", String.valueOf(lexicon.distinct()));
        built.put("sortedBuild.termIds", String.valueOf(lexicon.termIds()));
        built.put("sortedBuild.blankNodes", String.valueOf(lexicon.blankNodes()));
        built.put("sortedBuild.blobs", String.valueOf(lexicon.blobs()));
        built.put("sortedBuild.inlineTerms", String.valueOf(lexicon.inline()));
        built.put("sortedBuild.statements", String.valueOf(results[0].written()));
        built.put("sortedBuild.statementSortSlices", String.valueOf(sortSlices));
        built.put("sortedBuild.keysOutOfOrder", String.valueOf(results[0].outOfOrder() + results[1].outOfOrder() + results[2].outOfOrder()));
        built.put("sortedBuild.statementIndexes", results[0].how());
        built.put("sortedBuild.term2id", lexicon.term2id());
        built.put("sortedBuild.peakTemporaryBytes", String.valueOf(spill.peakBytes()));
        lastBuild = built;
    }

    /**
     * Per statement index: every run sorted in its key order on the load thread, then the index written from the merge
     * of those runs on a thread of its own, while the load thread sorts for the next index. The load thread then waits
     * for the writers.
     */
    private SortedIndexWrite.Result[] sortAndWriteIndexes(IvTable ivs, List<Path> rankFiles) throws Exception {
        SortedStatements.Order[] orders = SortedStatements.Order.values();
        int runs = positionFiles.size();
        SortedIndexWrite.Result[] results = new SortedIndexWrite.Result[orders.length];
        Throwable[] failures = new Throwable[orders.length];
        Thread[] threads = new Thread[orders.length];
        byte[] value = explicitStatementValue();
        // Progress in statements over the three indexes; runs' duplicates of each other make the real total smaller.
        AtomicLong done = new AtomicLong();
        long atMost = 0;
        try {
            for (SortedStatements.Order o : orders) {
                List<Path> sorted = new ArrayList<>();
                AtomicLong distinctCount = new AtomicLong();
                Span span = probes.start(Stage.STATEMENT_SORT, ThreadRole.PARSER);
                try {
                    for (int r = 0; r < runs; r++) {
                        if (o.ordinal() == 0) probes.phase("statement sort", r, runs);
                        sorted.addAll(sortRun(o, positionFiles.get(r), rankFiles.get(r), r, distinctCount));
                    }
                } finally {
                    span.end();
                }
                long distinct = distinctCount.get();
                if (o.ordinal() == 0) atMost = distinct;
                long total = 3 * atMost;
                ThreadRole role = ThreadRole.of("indexer." + o.name());
                IIndex index = live(ctx.store().getSPORelation().getIndex(switch (o) {
                    case SPO -> SPOKeyOrder.SPO;
                    case POS -> SPOKeyOrder.POS;
                    case OSP -> SPOKeyOrder.OSP;
                }));
                threads[o.ordinal()] = new Thread(() -> {
                    Span writing = probes.start(Stage.STATEMENT_WRITE, role);
                    long written = 0;
                    try {
                        results[o.ordinal()] = SortedIndexWrite.write(spill, sorted, ivs, index, value, n -> {
                            // The SPO writer's count is the load's statements written; the other two only show activity.
                            if (o == SortedStatements.Order.SPO && n > 0) probes.batchWritten(new BatchWritten(n, n, 0, 0, 1));
                            probes.phase("statement indexes", done.addAndGet(n), total);
                        });
                        written = results[o.ordinal()].written();
                        for (Path f : sorted) spill.delete(f);
                    } catch (Throwable t) {
                        failures[o.ordinal()] = t;
                    } finally {
                        writing.end(written);
                    }
                }, "loadscope-index-" + o.name());
                threads[o.ordinal()].start();
            }
        } finally {
            // Also when a sort failed: no writer may still write when the journal is rolled back.
            Span waiting = probes.start(Stage.STATEMENT_WRITE, ThreadRole.PARSER);
            try {
                for (Thread t : threads) if (t != null) t.join();
            } finally {
                waiting.end();
            }
        }
        for (Throwable t : failures) {
            if (t instanceof Exception e) throw e;
            if (t instanceof Error e) throw e;
        }
        return results;
    }

    /**
     * One run's statements sorted in {@code o}'s key order, in as many slices as there are cores (at most 4), each
     * sorted on its own thread into a file of its own: the first index's sort runs while nothing else does, and a
     * slice needs no more heap than its share of the run. Small runs are one slice.
     */
    private List<Path> sortRun(SortedStatements.Order o, Path positions, Path rankFile, int r, AtomicLong distinct)
            throws IOException {
        long n = SortedStatements.statements(positions);
        long[] ranks = SortedStatements.readRanks(spill, rankFile);
        int slices = n < SORT_SLICE_FROM ? 1 : Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()));
        List<Path> files = new ArrayList<>();
        List<OnCores.Task> sorts = new ArrayList<>();
        for (int k = 0; k < slices; k++) {
            long from = n * k / slices, to = n * (k + 1) / slices;
            Path file = spill.file(o.name().toLowerCase() + "-" + r + "-" + k);
            files.add(file);
            sorts.add(() -> distinct.addAndGet(SortedStatements.sortSlice(spill, positions, ranks, o, from, to, file)));
        }
        // The first index's sort is the statement sort phase; the others run inside the index writes.
        if (o.ordinal() == 0) probes.phaseThreads(slices);
        OnCores.all(sorts);
        sortSlices += slices;
        return files;
    }

    /**
     * The journal's live B+tree behind a relation's view: the views serialise each write through a lock and hide the
     * TERM2ID counter; the build is the store's only writer until its commit, as Blazegraph's own write tasks are.
     */
    private IIndex live(IIndex view) {
        return ((com.bigdata.journal.AbstractJournal) ctx.store().getIndexManager()).getIndex(view.getIndexMetadata().getName());
    }

    /** What each statement index keeps as the value of an explicit statement (no statement identifiers). */
    private byte[] explicitStatementValue() {
        IIndex spo = ctx.store().getSPORelation().getIndex(SPOKeyOrder.SPO);
        TermId<?> any = new TermId<>(VTE.URI, 1L);
        return ((SPOTupleSerializer) spo.getIndexMetadata().getTupleSerializer())
                .serializeVal(new SPO(any, any, any, StatementEnum.Explicit));
    }

    @Override
    public void rollback() {
        probes.phase(null, 0, 0);
        run = null;
        termFiles.clear();
        positionFiles.clear();
        closeSpill();
        ctx.abort();
    }

    private void closeSpill() {
        if (spill != null) {
            try {
                spill.close();
            } catch (RuntimeException ignored) {
                // Left-over temporary files are removed when the next build starts in this store.
            }
        }
        spill = null;
        run = null;
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
                + "at most " + (runBudget >> 20) + " MiB of heap, spilled to " + SPILL_DIR + "/ in the store; at the end the lexicon "
                + "from the merged runs, then SPO, POS and OSP each written in key order from its sorted runs");
        f.put("blazegraph.commit", "once, at the end of the load, after the build (" + BlazegraphEngine.WRITER
                + "=sorted writes nothing into the journal before)");
        f.put("sortedBuild.runBudgetBytes", String.valueOf(runBudget));
        f.putAll(planned);
        f.putAll(lastBuild);
    }
}
