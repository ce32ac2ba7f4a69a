package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.btree.BTree;
import com.bigdata.btree.IIndex;

/**
 * Keys in ascending order into an empty index: packed bottom-up ({@link PackedBTree}) where the index allows it, else
 * inserted one at a time as Blazegraph would, and which of the two it was. The one place the build's writers (the
 * statement indexes, TERM2ID, ID2TERM and BLOBS) make that choice.
 */
final class AscendingIndexWrite {
    private final IIndex index;
    private final PackedBTree packed;
    private final String whyNot;

    /** {@code callersReason}: why the caller's keys cannot be packed (null: nothing of the caller's stands in the way). */
    AscendingIndexWrite(IIndex index, String callersReason) {
        this(index, callersReason, null);
    }

    /** {@code helpers}: threads that code and store full leaves of a packed tree beside the caller (null: none). */
    AscendingIndexWrite(IIndex index, String callersReason, IndexHelpers helpers) {
        this.index = index;
        this.whyNot = callersReason != null ? callersReason
                : index instanceof BTree b ? PackedBTree.whyNot(b) : "the index is not a journal's B+tree";
        this.packed = whyNot == null ? new PackedBTree((BTree) index, helpers) : null;
    }

    void add(byte[] key, byte[] value) {
        if (packed != null) packed.add(key, value);
        else index.insert(key, value);
    }

    /** Installs a packed tree in the index (inserted keys are in it already). */
    void finish() {
        if (packed != null) packed.finish();
    }

    boolean packed() {
        return packed != null;
    }

    /** Why the keys are inserted instead of packed; null when they are packed. */
    String whyNot() {
        return whyNot;
    }

    IIndex index() {
        return index;
    }
}
