package io.loadscope.engine.blazegraph.sorted;

import it.unimi.dsi.fastutil.bytes.ByteArrayList;
import it.unimi.dsi.fastutil.ints.IntArrayList;
import it.unimi.dsi.fastutil.longs.LongArrayList;

import java.io.IOException;

/**
 * A run's distinct terms as the build stores them (kind, identity, stored bytes), kept in a few large arrays rather than
 * an object and two byte arrays per term: a run holds millions of terms until it is spilled, and in a profiled BSBM
 * 100 M build about a fifth of the parse phase's samples were the collector's, copying such objects and tracking
 * pointers to them. A term's identity and stored bytes lie one after the other.
 */
final class RunTerms {
    private final ByteChunks bytes = new ByteChunks();
    private final LongArrayList starts = new LongArrayList();
    private final IntArrayList identityLengths = new IntArrayList();
    private final IntArrayList storedLengths = new IntArrayList();
    private final ByteArrayList kinds = new ByteArrayList();

    /** Adds a term; returns its position (0, 1, 2 ... in the order added). {@code stored} may be null (none). */
    int add(byte kind, byte[] identity, byte[] stored) {
        int storedLength = stored == null ? 0 : stored.length;
        int position = kinds.size();
        starts.add(bytes.append(identity, identity.length, stored, storedLength));
        identityLengths.add(identity.length);
        storedLengths.add(storedLength);
        kinds.add(kind);
        return position;
    }

    int size() {
        return kinds.size();
    }

    /** Unsigned order of two terms' identities: the order of the IVs the build will give them. */
    int compare(int a, int b) {
        return bytes.compare(starts.getLong(a), identityLengths.getInt(a), starts.getLong(b), identityLengths.getInt(b));
    }

    /** Whether Blazegraph makes the two one term (their identities are equal). */
    boolean sameIdentity(int a, int b) {
        return bytes.equal(starts.getLong(a), identityLengths.getInt(a), starts.getLong(b), identityLengths.getInt(b));
    }

    /** Writes term {@code i} as the lexicon merge reads it: kind, identity's length and bytes, stored length and bytes. */
    void write(SpillOutput out, int i) throws IOException {
        long start = starts.getLong(i);
        int identity = identityLengths.getInt(i), stored = storedLengths.getInt(i);
        out.writeByte(kinds.getByte(i));
        out.writeInt(identity);
        bytes.write(out, start, identity);
        out.writeInt(stored);
        bytes.write(out, start + identity, stored);
    }
}
