package io.loadscope.engine.blazegraph;

import com.bigdata.rdf.lexicon.LexiconRelation;
import com.bigdata.rdf.model.BigdataValue;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * Terms the block parsers encoded for the sorted build before the load thread needed them. Encoding a term (its TERM2ID
 * key is a Unicode collation key, its ID2TERM bytes a serialization) was the load thread's bound while two block
 * parsers fed it: BSBM 10 M, 13 s of a 21 s parse phase on one thread, with the other core partly idle. A block parser
 * now encodes each term of its block that no parser has encoded yet for the current run, in parallel and ahead of the
 * load thread, which keeps only the run's de-duplication and takes each new term's encoding from here.
 * <p>
 * Encoding is a pure function of the term, so an encoding made for one run serves any run; the table is emptied when a
 * run is spilled only to bound its memory (it holds about what the run holds). A term the parsers did not encode
 * (a parse on the load thread: Turtle, RDF/XML, a small file) is encoded by the load thread as before.
 */
final class EncodedAhead {
    /** Heap per entry beyond the term and its encoding, which the run counts: the table's node and slot. */
    static final int ENTRY_OVERHEAD = 64;

    private final ThreadLocal<SortedTermCodec> codecs;
    private volatile ConcurrentHashMap<BigdataValue, SortedTermCodec.Encoded> terms = new ConcurrentHashMap<>();
    private final LongAdder encodeNanos = new LongAdder();
    private final LongAdder encoded = new LongAdder();

    EncodedAhead(LexiconRelation lexicon) {
        // Blazegraph's TERM2ID key builder is per thread, and the value serializers' buffers are not thread-safe.
        this.codecs = ThreadLocal.withInitial(() -> new SortedTermCodec(lexicon));
    }

    /** On a block parser's thread: encodes the statement's terms that are not encoded yet. */
    void prepare(Object s, Object p, Object o) {
        ConcurrentHashMap<BigdataValue, SortedTermCodec.Encoded> table = terms;
        prepare(table, (BigdataValue) s);
        prepare(table, (BigdataValue) p);
        prepare(table, (BigdataValue) o);
    }

    private void prepare(ConcurrentHashMap<BigdataValue, SortedTermCodec.Encoded> table, BigdataValue v) {
        if (table.containsKey(v)) return;
        long t0 = System.nanoTime();
        // Two parsers may encode one term at once; both make the same bytes and the first kept wins.
        table.putIfAbsent(v, codecs.get().encode(v));
        encodeNanos.add(System.nanoTime() - t0);
        encoded.increment();
    }

    /** On the load thread: the term's encoding, from a parser if one made it, else made now with {@code codec}. */
    SortedTermCodec.Encoded encoding(BigdataValue v, SortedTermCodec codec) {
        SortedTermCodec.Encoded e = terms.get(v);
        return e != null ? e : codec.encode(v);
    }

    /** After a run is spilled: the next run's terms are encoded afresh. */
    void clear() {
        terms = new ConcurrentHashMap<>();
    }

    /** Time the block parsers spent encoding so far, summed over them. */
    long encodeNanos() {
        return encodeNanos.sum();
    }

    /** Terms the block parsers encoded so far. */
    long encoded() {
        return encoded.sum();
    }
}
