package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.rdf.model.BigdataValue;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import org.openrdf.model.URI;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The statements parsed since the last spill, with their terms, held in the heap until the run's budget is used; then
 * written as two files: the run's distinct terms sorted by identity (each once, with the bytes the lexicon stores), and
 * its statements as positions in that sorted list. A term is encoded once per run however often it occurs.
 */
public final class SortedRun {
    /**
     * Heap a distinct term costs beyond its identity and stored bytes: an estimate for the budget. It was set for the
     * value object, map entry, boxed position and encoded record a run once kept per term; a run now keeps the value's
     * key and a few array slots instead ({@link RunTermIndex}, {@link RunTerms}), less for most terms. Kept, so that a run
     * holds as many terms as before and spills as often.
     */
    static final int TERM_OVERHEAD = 160;
    static final int STATEMENT_BYTES = 12;

    private final SortedTermCodec codec;
    private final RunTermIndex local = new RunTermIndex();
    private final WrittenTermIndex written = new WrittenTermIndex();
    private final RecentIris recentIris = new RecentIris();
    private final RunTerms terms = new RunTerms();
    private final IntArrayList statements = new IntArrayList();
    private long bytes;

    public SortedRun(SortedTermCodec codec) {
        this.codec = codec;
    }

    public void add(BigdataValue s, BigdataValue p, BigdataValue o) {
        statements.add(term(s));
        statements.add(term(p));
        statements.add(term(o));
        bytes += STATEMENT_BYTES;
    }

    /**
     * The run position of the term written as {@code b[from, to)} (an N-Triples IRI, literal or blank node, brackets and
     * quotes included), or -1 when no term was added in that writing. {@code hash} is {@link #writtenHash}'s.
     */
    public int positionOfWritten(byte[] b, int from, int to, int hash) {
        return written.positionOf(b, from, to, hash);
    }

    /** The hash {@link #positionOfWritten} and {@link #addWritten} take. */
    public static int writtenHash(byte[] b, int from, int to) {
        return WrittenTermIndex.hash(b, from, to);
    }

    /**
     * Adds {@code v}, written as {@code b[from, to)}, which {@link #positionOfWritten} did not find; returns its position.
     * Only its writing finds it again: the same term given as a value later gets a position of its own, and the spill
     * makes the two one. The writing takes the place of the value's key in the heap, so the estimate per term stands.
     */
    public int addWritten(byte[] b, int from, int to, int hash, BigdataValue v) {
        int p = encodeNew(v);
        written.add(b, from, to, hash, p);
        return p;
    }

    /** The position of {@code v}, found by its value (a blank node, whose writing alone does not name it), or added. */
    public int positionOf(BigdataValue v) {
        return term(v);
    }

    /** Adds a statement of three terms' positions ({@link #positionOfWritten}, {@link #addWritten}, {@link #positionOf}). */
    public void addPositions(int s, int p, int o) {
        statements.add(s);
        statements.add(p);
        statements.add(o);
        bytes += STATEMENT_BYTES;
    }

    private int term(BigdataValue v) {
        if (!(v instanceof URI iri)) return position(v);
        int slot = RecentIris.slotOf(iri);
        int recent = recentIris.positionOf(iri, slot);
        if (recent >= 0) return recent;
        int p = position(v);
        recentIris.keep(iri, slot, p);
        return p;
    }

    private int position(BigdataValue v) {
        int known = local.positionOf(v);
        if (known >= 0) return known;
        int next = encodeNew(v);
        local.add(next);
        return next;
    }

    private int encodeNew(BigdataValue v) {
        SortedTermCodec.Encoded e = codec.encode(v);
        bytes += TERM_OVERHEAD + e.identity().length + (e.stored() == null ? 0 : e.stored().length);
        return terms.add(e.kind(), e.identity(), e.stored());
    }

    public long statements() {
        return statements.size() / 3;
    }

    long distinctTerms() {
        return terms.size();
    }

    /** What the run holds in the heap, roughly. */
    public long heapBytes() {
        return bytes;
    }

    /**
     * Writes the run: {@code terms} gets the distinct identities in unsigned order (kind, identity, stored bytes), and
     * {@code statements} each statement as three positions in that order, the sort on {@code threads} threads (the
     * caller's and {@code workers}). Returns the number of distinct identities.
     */
    public int spill(Path termsFile, Path statementsFile, SpillFiles spill, int threads, OnCores.Workers workers) throws IOException {
        int[] order = IndexSort.sorted(terms.size(), terms::compare, threads, workers);
        int[] position = new int[order.length];
        int distinct = 0;
        try (SpillOutput out = new SpillOutput(spill, termsFile)) {
            int previous = -1;
            for (int i : order) {
                // Two values Blazegraph makes one term (same TERM2ID key) share one position.
                if (previous < 0 || !terms.sameIdentity(previous, i)) {
                    terms.write(out, i);
                    previous = i;
                    distinct++;
                }
                position[i] = distinct - 1;
            }
        }
        try (SpillOutput out = new SpillOutput(spill, statementsFile)) {
            for (int i = 0, n = statements.size(); i < n; i++) out.writeInt(position[statements.getInt(i)]);
        }
        return distinct;
    }
}
