package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.btree.AbstractBTree;
import com.bigdata.btree.AbstractNode;
import com.bigdata.btree.BTree;
import com.bigdata.btree.INodeFactory;
import com.bigdata.btree.IndexMetadata;
import com.bigdata.btree.MutableLeafData;
import com.bigdata.btree.NodeSerializer;
import com.bigdata.io.compression.IRecordCompressorFactory;
import com.bigdata.cache.IHardReferenceQueue;

import java.lang.reflect.Field;
import java.lang.reflect.Method;

/**
 * What installing a B+tree built bottom-up ({@link PackedBTree}) needs of Blazegraph's BTree that 2.1.4 keeps
 * protected: its root, the counts its checkpoint records (height, nodes, leaves, entries), its write retention queue
 * (emptied, as {@code replaceRootWithEmptyLeaf} does before a new root), reading the new root by address,
 * recycling a disabled bloom filter's record, the dirty event that puts the index on the journal's commit list, and a
 * leaf's flags saying which of its values are raw records' addresses (an index that keeps raw records: ID2TERM, BLOBS),
 * and what its node serializer was made with (a helper thread codes leaves with a serializer of its own).
 * The members are looked up when this class loads; where one is missing (another Blazegraph), {@link #reachable()}
 * is false and the sorted build inserts key by key as before.
 */
final class BTreeInternals {
    private static final Field ROOT, HEIGHT, NNODES, NLEAVES, NENTRIES, RETENTION_QUEUE, RETENTION_DISTINCT, RAW_RECORD_FLAGS,
            NODE_FACTORY, RECORD_COMPRESSOR_FACTORY;
    private static final Method READ_NODE_OR_LEAF, RECYCLE, FIRE_DIRTY_EVENT;
    private static final String PROBLEM;

    static {
        Field[] f = new Field[10];
        Method[] m = new Method[3];
        String problem = null;
        try {
            f[0] = Members.field(AbstractBTree.class, "root", AbstractNode.class);
            f[1] = Members.field(BTree.class, "height", int.class);
            f[2] = Members.field(BTree.class, "nnodes", long.class);
            f[3] = Members.field(BTree.class, "nleaves", long.class);
            f[4] = Members.field(BTree.class, "nentries", long.class);
            f[5] = Members.field(AbstractBTree.class, "writeRetentionQueue", IHardReferenceQueue.class);
            f[6] = Members.field(AbstractBTree.class, "ndistinctOnWriteRetentionQueue", int.class);
            f[7] = Members.field(MutableLeafData.class, "rawRecords", boolean[].class);
            f[8] = Members.field(NodeSerializer.class, "nodeFactory", INodeFactory.class);
            f[9] = Members.field(NodeSerializer.class, "recordCompressorFactory", IRecordCompressorFactory.class);
            m[0] = Members.method(AbstractBTree.class, "readNodeOrLeaf", long.class);
            m[1] = Members.method(AbstractBTree.class, "recycle", long.class);
            m[2] = Members.method(BTree.class, "fireDirtyEvent");
        } catch (ReflectiveOperationException | RuntimeException e) {
            problem = "Blazegraph's BTree differs from bigdata-core 2.1.4's: " + e;
        }
        ROOT = f[0];
        HEIGHT = f[1];
        NNODES = f[2];
        NLEAVES = f[3];
        NENTRIES = f[4];
        RETENTION_QUEUE = f[5];
        RETENTION_DISTINCT = f[6];
        RAW_RECORD_FLAGS = f[7];
        NODE_FACTORY = f[8];
        RECORD_COMPRESSOR_FACTORY = f[9];
        READ_NODE_OR_LEAF = m[0];
        RECYCLE = m[1];
        FIRE_DIRTY_EVENT = m[2];
        PROBLEM = problem;
    }

    private BTreeInternals() {
    }

    /** Whether this Blazegraph's BTree has the members an installation needs; else why not. */
    static boolean reachable() {
        return PROBLEM == null;
    }

    static String problem() {
        return PROBLEM;
    }

    /**
     * Makes the tree rooted at {@code rootAddr} (already written to the tree's store) the live tree of {@code btree},
     * with the counts its next checkpoint records, and marks the index dirty so the journal's commit writes that
     * checkpoint. The caller holds the tree's write lock and the tree was empty.
     */
    static void install(BTree btree, long rootAddr, int height, long nodes, long leaves, long entries) {
        if (PROBLEM != null) throw new IllegalStateException(PROBLEM);
        try {
            ((IHardReferenceQueue<?>) RETENTION_QUEUE.get(btree)).clear(true);
            RETENTION_DISTINCT.setInt(btree, 0);
            ROOT.set(btree, READ_NODE_OR_LEAF.invoke(btree, rootAddr));
            HEIGHT.setInt(btree, height);
            NNODES.setLong(btree, nodes);
            NLEAVES.setLong(btree, leaves);
            NENTRIES.setLong(btree, entries);
            FIRE_DIRTY_EVENT.invoke(btree);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot install the index built bottom-up in " + btree.getIndexMetadata().getName() + ": " + e, e);
        }
    }

    /** The leaf's flags, one per value: true where the value is the address of a raw record (the leaf was made with them). */
    static boolean[] rawRecordFlags(MutableLeafData leaf) {
        if (PROBLEM != null) throw new IllegalStateException(PROBLEM);
        try {
            return (boolean[]) RAW_RECORD_FLAGS.get(leaf);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * A node serializer for {@code btree} of its own, made as the tree made its own (its store, node factory, branching
     * factor, metadata and record compressor): Blazegraph's keeps one write buffer, so each coding thread needs one.
     */
    static NodeSerializer serializerLike(BTree btree) {
        if (PROBLEM != null) throw new IllegalStateException(PROBLEM);
        NodeSerializer own = btree.getNodeSerializer();
        IndexMetadata md = btree.getIndexMetadata();
        try {
            return new NodeSerializer(btree.getStore(), (INodeFactory) NODE_FACTORY.get(own), btree.getBranchingFactor(), 0, md,
                    false, (IRecordCompressorFactory<?>) RECORD_COMPRESSOR_FACTORY.get(own));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Frees the record of a bloom filter the build disables (more entries than it keeps an acceptable error rate for). */
    static void recycle(BTree btree, long addr) {
        if (addr == 0L) return;
        try {
            RECYCLE.invoke(btree, addr);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }
}
