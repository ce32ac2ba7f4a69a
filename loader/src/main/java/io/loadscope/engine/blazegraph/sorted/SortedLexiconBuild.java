package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.btree.IIndex;
import com.bigdata.btree.ICounter;
import com.google.common.util.concurrent.Uninterruptibles;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;

/**
 * The lexicon from the runs' sorted term lists: one merge in identity order gives every distinct term its rank and its
 * IV (term ids from TERM2ID's own counter, in that order), writes ID2TERM and BLOBS in IV order, leaves TERM2ID's pairs
 * to be written in key order by the caller ({@link AscendingRuns}, {@link Merged#term2id}),
 * and tells each run which rank each of its terms got. No index is read; each key is written once.
 */
public final class SortedLexiconBuild {
    /** What the merge made: the distinct terms and how many of them went to each lexicon index. */
    public record Result(long distinct, long termIds, long blankNodes, long blobs, long inline) {
    }

    /**
     * TERM2ID's pairs, spilled by the merge in a few ascending runs, still to be written: nothing after the merge reads
     * TERM2ID (the statement step reads the ranks and the IV table), so it is written beside that step. Returns how
     * it was written.
     */
    @FunctionalInterface
    public interface Term2IdWrite {
        String write() throws IOException;
    }

    /** The merge's result, the TERM2ID write it leaves, and how ID2TERM and BLOBS were written. */
    public record Merged(Result result, Term2IdWrite term2id, String reverse) {
    }

    /** One run's sorted terms, read one record ahead. */
    private static final class Cursor {
        final int run;
        final SpillInput in;
        final SpillOutput ranks;
        byte kind;
        byte[] identity;
        byte[] stored;

        Cursor(int run, SpillInput in, SpillOutput ranks) {
            this.run = run;
            this.in = in;
            this.ranks = ranks;
        }

        boolean next() throws IOException {
            if (!in.has(1)) return false;
            kind = in.readByte();
            identity = new byte[in.readInt()];
            in.readFully(identity);
            int n = in.readInt();
            stored = n == 0 ? null : new byte[n];
            if (stored != null) in.readFully(stored);
            return true;
        }
    }

    private final SortedTermCodec codec;
    private final IIndex term2id;
    private final IIndex id2term;
    private final IIndex blobIndex;
    private final java.util.function.LongConsumer progress;
    /** Code and store ID2TERM's and BLOBS' full leaves beside their writer (null: the writer does). */
    private final IndexHelpers helpers;
    /** Books the second thread's time: ID2TERM and BLOBS inserts, beside TERM2ID's on the calling thread. */
    private final java.util.function.Function<String, Runnable> reverseRole;

    /**
     * The indexes are the journal's live B+trees, written by this build alone. {@code reverseRole} starts the booking of
     * the reverse writer's thread and returns what ends it.
     */
    public SortedLexiconBuild(SortedTermCodec codec, IIndex term2id, IIndex id2term, IIndex blobs, java.util.function.LongConsumer progress,
                       java.util.function.Function<String, Runnable> reverseRole, IndexHelpers helpers) {
        this.reverseRole = reverseRole;
        this.helpers = helpers;
        this.codec = codec;
        this.term2id = term2id;
        this.id2term = id2term;
        this.blobIndex = blobs;
        this.progress = progress;
    }

    /**
     * Merges {@code termFiles} ({@code progress} gets the term records read so far); writes each run's ranks (a long per term, in the run's order) to {@code rankFiles} and
     * every distinct term's IV, by rank, to {@code ivs}.
     */
    public Merged build(SpillFiles spill, List<Path> termFiles, List<Path> rankFiles, IvTable.Writer ivs) throws IOException {
        Cursor[] cursors = new Cursor[termFiles.size()];
        AscendingRuns forward = new AscendingRuns(spill, "term2id");
        AscendingIndexWrite id2termWrite = new AscendingIndexWrite(id2term, null, helpers);
        AscendingIndexWrite blobsWrite = blobIndex == null ? null : new AscendingIndexWrite(blobIndex, null, helpers);
        ReverseWrites reverse = new ReverseWrites(reverseRole, blobsWrite == null ? List.of(id2termWrite) : List.of(id2termWrite, blobsWrite));
        Merge merge = new Merge(forward, reverse, id2termWrite, blobsWrite, ivs);
        boolean merged = false;
        try {
            for (int r = 0; r < cursors.length; r++) {
                cursors[r] = new Cursor(r, new SpillInput(termFiles.get(r)), new SpillOutput(spill, rankFiles.get(r)));
                if (cursors[r].next()) merge.queue.add(cursors[r]);
            }
            while (merge.step(MERGE_STEP)) {
                progress.accept(merge.records);
            }
            progress.accept(merge.records);
            reverse.finish();
            merged = true;
        } finally {
            // After a failure the spilled TERM2ID runs go with the build's temporary directory.
            if (!merged) forward.close();
            reverse.stop();
            for (Cursor c : cursors) {
                if (c == null) continue;
                c.in.close();
                c.ranks.close();
            }
        }
        IIndex into = term2id;
        return new Merged(new Result(merge.distinct, merge.termIds, merge.blanks, merge.blobs, merge.inline), () -> {
            forward.writeTo(into);
            return forward.how();
        }, reverse.how());
    }

    /** Term records merged per {@link Merge#step}, and between progress reports. */
    static final int MERGE_STEP = 1 << 16;

    /**
     * The merge's state between steps: a loop over every term record of every run, run a step per call rather than as
     * one long call, so the JIT compiles it as a method and not on the stack (why: {@link SortedIndexWrite}'s merge).
     */
    private final class Merge {
        final PriorityQueue<Cursor> queue = new PriorityQueue<>((a, b) -> {
            int c = Arrays.compareUnsigned(a.identity, b.identity);
            return c != 0 ? c : Integer.compare(a.run, b.run);
        });
        private final ICounter counter = term2id.getCounter();
        private final AscendingRuns forward;
        private final ReverseWrites reverse;
        private final AscendingIndexWrite id2termWrite, blobsWrite;
        private final IvTable.Writer ivs;
        long distinct, termIds, blanks, blobs, inline, records;
        private byte[] previous, blobPrefix;
        private int blobCounter;
        private long rank = -1;

        Merge(AscendingRuns forward, ReverseWrites reverse, AscendingIndexWrite id2termWrite, AscendingIndexWrite blobsWrite,
              IvTable.Writer ivs) {
            this.forward = forward;
            this.reverse = reverse;
            this.id2termWrite = id2termWrite;
            this.blobsWrite = blobsWrite;
            this.ivs = ivs;
        }

        /** Merges up to {@code max} term records; false once every run is read. */
        boolean step(int max) throws IOException {
            for (int i = 0; i < max; i++) {
                Cursor c = queue.poll();
                if (c == null) return false;
                if (previous == null || !Arrays.equals(previous, c.identity)) distinctTerm(c);
                records++;
                c.ranks.writeLong(rank);
                if (c.next()) queue.add(c);
            }
            return !queue.isEmpty();
        }

        /** A term not met before in the merge: its rank, its IV, and its lexicon entries. */
        private void distinctTerm(Cursor c) throws IOException {
            rank++;
            previous = c.identity;
            byte[] iv;
            long id = -1;
            switch (c.kind) {
                case SortedTermCodec.TERM -> {
                    id = counter.incrementAndGet();
                    iv = codec.termId(c.identity, id);
                    forward.add(SortedTermCodec.term2IdKey(c.identity), iv);
                    reverse.add(id2termWrite, iv, c.stored);
                    termIds++;
                }
                case SortedTermCodec.BLANK -> {
                    // storeBlankNodes=false: a blank node takes a term id, and no lexicon entry.
                    id = counter.incrementAndGet();
                    iv = codec.termId(c.identity, id);
                    blanks++;
                }
                case SortedTermCodec.BLOB -> {
                    int prefix = SortedTermCodec.blobPrefixLength();
                    boolean samePrefix = blobPrefix != null
                            && Arrays.equals(blobPrefix, 0, prefix, c.identity, 0, prefix);
                    blobCounter = samePrefix ? blobCounter + 1 : 0;
                    blobPrefix = c.identity;
                    iv = codec.blobIv(c.identity, blobCounter);
                    reverse.add(blobsWrite, codec.blobKey(c.identity, blobCounter), c.stored);
                    blobs++;
                }
                default -> {
                    iv = c.identity;
                    inline++;
                }
            }
            if (id >= 0) ivs.addTermId(iv, id);
            else ivs.add(iv);
            distinct++;
        }
    }

    /**
     * ID2TERM and BLOBS written on a thread of their own, in batches handed over a bounded queue: their keys arrive in
     * order as TERM2ID's do, and the two cores share the three indexes. Their full leaves, with the long values stored as
     * records of their own, are coded and stored by the build's helpers ({@link IndexHelpers}) where it has them. A
     * failure there is rethrown by {@link #finish}.
     * <p>
     * Each index is built bottom-up ({@link PackedBTree}) where it can be (empty, a journal's B+tree): the keys come in
     * ascending order (term ids are handed out in identity order, and a blob's counter rises within its hash), so each
     * leaf is filled and written once. Inserting them one at a time, as before, spent more than half of this thread's
     * CPU in the B+tree's descent, splits and write-retention evictions (a profiled build of BSBM 100 M), and it was
     * this phase's bound. Values longer than the index's {@code maxRecLen} are raw records either way.
     */
    private static final class ReverseWrites {
        private static final int BATCH = 4096;
        private record Entry(AscendingIndexWrite index, byte[] key, byte[] value) {
        }

        private final java.util.concurrent.BlockingQueue<java.util.List<Entry>> queue = new java.util.concurrent.ArrayBlockingQueue<>(16);
        private final Thread thread;
        private volatile Throwable failure;
        /** Set by {@link #stop}: the build is given up, so no index is installed. */
        private volatile boolean stopped;
        /** ID2TERM and BLOBS (where the store has it): each packed bottom-up or inserted. Written on the writer thread only. */
        private final List<AscendingIndexWrite> indexes;
        /** What {@link #how} says, set by the writer once every index is written. */
        private volatile String how = "nothing written";

        private static String how(AscendingIndexWrite t) {
            return t.index().getIndexMetadata().getName() + (t.packed() ? " packed bottom-up" : " inserted (" + t.whyNot() + ")");
        }

        /** How ID2TERM and BLOBS were written (after {@link #finish}). */
        String how() {
            return how;
        }
        private java.util.List<Entry> batch = new java.util.ArrayList<>(BATCH);

        ReverseWrites(java.util.function.Function<String, Runnable> role, List<AscendingIndexWrite> indexes) {
            this.indexes = indexes;
            thread = new Thread(() -> {
                Runnable end = role.apply("indexer.ID2TERM");
                try {
                    while (true) {
                        java.util.List<Entry> next = queue.take();
                        if (next.isEmpty()) {
                            if (failure == null && !stopped) {
                                for (AscendingIndexWrite t : indexes) t.finish();
                                how = String.join(", ", indexes.stream().map(ReverseWrites::how).toList());
                            }
                            return;
                        }
                        // After a failure the queue is still drained, so the merge never waits on a dead writer.
                        if (failure == null) write(next);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (Throwable t) {
                    failure = t;
                    drain();
                } finally {
                    end.run();
                }
            }, "loadscope-lexicon-reverse");
            thread.start();
        }

        /** One batch: a call of its own, so the thread's loop is not one long call compiled on the stack ({@link Merge}). */
        private static void write(java.util.List<Entry> batch) {
            for (Entry e : batch) e.index().add(e.key(), e.value());
        }

        private void drain() {
            try {
                while (!queue.take().isEmpty()) {
                    // dropped: the build fails
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        void add(AscendingIndexWrite index, byte[] key, byte[] value) throws IOException {
            batch.add(new Entry(index, key, value));
            if (batch.size() == BATCH) hand(batch);
        }

        private void hand(java.util.List<Entry> b) throws IOException {
            try {
                queue.put(b);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new java.io.InterruptedIOException("interrupted handing lexicon writes over");
            }
            batch = new java.util.ArrayList<>(BATCH);
        }

        /** Hands over the last batch and waits for every write; rethrows the writer's failure. */
        void finish() throws IOException {
            if (!batch.isEmpty()) hand(batch);
            hand(java.util.List.of());
            try {
                thread.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new java.io.InterruptedIOException("interrupted waiting for the lexicon writes");
            }
            Throwable t = failure;
            if (t instanceof Error err) throw err;
            if (t instanceof RuntimeException r) throw r;
            if (t != null) throw new IOException(t);
        }

        /**
         * After a failure of the merge: ends the writer without waiting for its queue to empty, and waits for its last
         * insert, so nothing writes when the journal is rolled back.
         */
        void stop() {
            stopped = true;
            if (!thread.isAlive()) return;
            failure = failure == null ? new IllegalStateException("lexicon build stopped") : failure;
            queue.offer(java.util.List.of());
            thread.interrupt();
            Uninterruptibles.joinUninterruptibly(thread);
        }
    }
}
