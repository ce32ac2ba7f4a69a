package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.rdf.model.BigdataValue;
import it.unimi.dsi.fastutil.ints.IntArrayList;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The statements parsed since the last spill, with their terms, held in the heap until the run's budget is used; then
 * written as two files: the run's distinct terms sorted by identity (each once, with the bytes the lexicon stores), and
 * its statements as positions in that sorted list. A term is encoded once per run however often it occurs.
 */
public final class SortedRun {
    /** Heap a distinct term costs beyond its bytes (map entry, value object, encoded record): an estimate for the budget. */
    static final int TERM_OVERHEAD = 160;
    static final int STATEMENT_BYTES = 12;

    private final SortedTermCodec codec;
    /**
     * Each term's position in {@link #terms}. A chained map, on purpose: it compares a stored hash before calling
     * {@code equals}, where an open-addressing map (fastutil's, tried) calls Blazegraph's costly {@code equals} on every
     * probe (tried at BSBM 10 M: its parse phase used more CPU).
     */
    private final Map<BigdataValue, Integer> local = new HashMap<>();
    private final List<SortedTermCodec.Encoded> terms = new ArrayList<>();
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

    private int term(BigdataValue v) {
        Integer id = local.get(v);
        if (id != null) return id;
        SortedTermCodec.Encoded e = codec.encode(v);
        int next = terms.size();
        terms.add(e);
        local.put(v, next);
        bytes += TERM_OVERHEAD + e.identity().length + (e.stored() == null ? 0 : e.stored().length);
        return next;
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
        byte[][] identities = new byte[terms.size()][];
        for (int i = 0; i < identities.length; i++) identities[i] = terms.get(i).identity();
        int[] order = IndexSort.sorted(identities.length, (a, b) -> Arrays.compareUnsigned(identities[a], identities[b]),
                threads, workers);
        int[] position = new int[order.length];
        int distinct = 0;
        try (SpillOutput out = new SpillOutput(spill, termsFile)) {
            byte[] previous = null;
            for (int i : order) {
                SortedTermCodec.Encoded e = terms.get(i);
                // Two values Blazegraph makes one term (same TERM2ID key) share one position.
                if (previous == null || !Arrays.equals(previous, e.identity())) {
                    writeTerm(out, e);
                    previous = e.identity();
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

    private static void writeTerm(SpillOutput out, SortedTermCodec.Encoded e) throws IOException {
        out.writeByte(e.kind());
        out.writeInt(e.identity().length);
        out.write(e.identity());
        byte[] stored = e.stored();
        out.writeInt(stored == null ? 0 : stored.length);
        if (stored != null) out.write(stored);
    }
}
