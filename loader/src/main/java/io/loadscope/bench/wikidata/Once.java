package io.loadscope.bench.wikidata;

import java.util.BitSet;

/**
 * Which shared nodes (value nodes, references, sites) are written already, so each is written once however many
 * items use it, as the dump's dedupe does. Marks made while an entity is planned are undone if the entity is dropped.
 */
final class Once {
    private final BitSet seen = new BitSet();
    private long[] journal = new long[64];
    private int journalled;

    /** True the first time {@code index} is asked for (the caller then writes the node). */
    boolean first(long index) {
        int i = Math.toIntExact(index);
        if (seen.get(i)) return false;
        seen.set(i);
        if (journalled == journal.length) journal = java.util.Arrays.copyOf(journal, journalled * 2);
        journal[journalled++] = index;
        return true;
    }

    void commit() {
        journalled = 0;
    }

    void rollback() {
        for (int i = 0; i < journalled; i++) seen.clear(Math.toIntExact(journal[i]));
        journalled = 0;
    }
}
