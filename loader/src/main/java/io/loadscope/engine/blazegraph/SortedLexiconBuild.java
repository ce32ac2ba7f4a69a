package io.loadscope.engine.blazegraph;

import com.bigdata.btree.IIndex;
import com.bigdata.btree.ICounter;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.PriorityQueue;

/**
 * The lexicon from the runs' sorted term lists: one merge in identity order gives every distinct term its rank and its
 * IV (term ids from TERM2ID's own counter, in that order), writes TERM2ID in key order and ID2TERM and BLOBS in IV order,
 * and tells each run which rank each of its terms got. No index is read; each key is written once.
 */
final class SortedLexiconBuild {
    /** What the merge made: the distinct terms and how many of them went to each lexicon index. */
    record Result(long distinct, long termIds, long blankNodes, long blobs, long inline) {
    }

    /** One run's sorted terms, read one record ahead. */
    private static final class Cursor {
        final int run;
        final DataInputStream in;
        final DataOutputStream ranks;
        byte kind;
        byte[] identity;
        byte[] stored;

        Cursor(int run, DataInputStream in, DataOutputStream ranks) {
            this.run = run;
            this.in = in;
            this.ranks = ranks;
        }

        boolean next() throws IOException {
            int k;
            try {
                k = in.readByte();
            } catch (EOFException end) {
                return false;
            }
            kind = (byte) k;
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
    private final Runnable progress;

    /** The indexes are the journal's live B+trees, written by this build alone. */
    SortedLexiconBuild(SortedTermCodec codec, IIndex term2id, IIndex id2term, IIndex blobs, Runnable progress) {
        this.codec = codec;
        this.term2id = term2id;
        this.id2term = id2term;
        this.blobIndex = blobs;
        this.progress = progress;
    }

    /**
     * Merges {@code termFiles}; writes each run's ranks (a long per term, in the run's order) to {@code rankFiles} and
     * every distinct term's IV, by rank, to {@code ivs}.
     */
    Result build(SpillFiles spill, List<Path> termFiles, List<Path> rankFiles, IvTable.Writer ivs) throws IOException {
        ICounter counter = term2id.getCounter();
        PriorityQueue<Cursor> queue = new PriorityQueue<>((a, b) -> {
            int c = Arrays.compareUnsigned(a.identity, b.identity);
            return c != 0 ? c : Integer.compare(a.run, b.run);
        });
        Cursor[] cursors = new Cursor[termFiles.size()];
        long distinct = 0, termIds = 0, blanks = 0, blobs = 0, inline = 0;
        try {
            for (int r = 0; r < cursors.length; r++) {
                cursors[r] = new Cursor(r, spill.open(termFiles.get(r)), spill.create(rankFiles.get(r)));
                if (cursors[r].next()) queue.add(cursors[r]);
            }
            byte[] previous = null;
            byte[] blobPrefix = null;
            int blobCounter = 0;
            long rank = -1;
            while (!queue.isEmpty()) {
                Cursor c = queue.poll();
                if (previous == null || !Arrays.equals(previous, c.identity)) {
                    rank++;
                    previous = c.identity;
                    byte[] iv;
                    switch (c.kind) {
                        case SortedTermCodec.TERM -> {
                            iv = codec.termId(c.identity, counter.incrementAndGet());
                            term2id.insert(SortedTermCodec.term2IdKey(c.identity), iv);
                            id2term.insert(iv, c.stored);
                            termIds++;
                        }
                        case SortedTermCodec.BLANK -> {
                            // storeBlankNodes=false: a blank node takes a term id, and no lexicon entry.
                            iv = codec.termId(c.identity, counter.incrementAndGet());
                            blanks++;
                        }
                        case SortedTermCodec.BLOB -> {
                            int prefix = SortedTermCodec.blobPrefixLength();
                            boolean samePrefix = blobPrefix != null
                                    && Arrays.equals(blobPrefix, 0, prefix, c.identity, 0, prefix);
                            blobCounter = samePrefix ? blobCounter + 1 : 0;
                            blobPrefix = c.identity;
                            iv = codec.blobIv(c.identity, blobCounter);
                            blobIndex.insert(codec.blobKey(c.identity, blobCounter), c.stored);
                            blobs++;
                        }
                        default -> {
                            iv = c.identity;
                            inline++;
                        }
                    }
                    ivs.add(iv);
                    distinct++;
                    if ((distinct & 0xFFFF) == 0) progress.run();
                }
                c.ranks.writeLong(rank);
                if (c.next()) queue.add(c);
            }
        } finally {
            for (Cursor c : cursors) {
                if (c == null) continue;
                c.in.close();
                c.ranks.close();
            }
        }
        return new Result(distinct, termIds, blanks, blobs, inline);
    }
}
