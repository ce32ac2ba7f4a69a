package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.btree.AbstractBTree;
import com.bigdata.btree.BTree;
import com.bigdata.btree.BloomFilter;
import com.bigdata.btree.IndexMetadata;
import com.bigdata.btree.MutableLeafData;
import com.bigdata.btree.MutableNodeData;
import com.bigdata.btree.NodeSerializer;
import com.bigdata.btree.data.ILeafData;
import com.bigdata.btree.data.INodeData;
import com.bigdata.btree.raba.MutableKeyBuffer;
import com.bigdata.btree.raba.MutableValueBuffer;
import com.bigdata.io.ByteArrayBuffer;
import com.bigdata.rawstore.IRawStore;

import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Future;
import java.util.concurrent.locks.Lock;

/**
 * A journal's empty B+tree built bottom-up from keys in ascending order, as Jena's xloader packs its B+trees and
 * Blazegraph's own IndexSegmentBuilder builds index segments: each leaf filled to the branching factor and written
 * once, each node written once its children are, then the root installed in the live tree, which the journal's next
 * commit checkpoints like any other. Inserting the same keys one at a time costs, per key, a descent from the root, a
 * touch of every node on the way and a linear scan for the child's place in every parent, and a split every half leaf;
 * and it leaves the leaves half full (a full leaf splits in the middle and ascending keys never return to its left half).
 *
 * <p>The number of keys is not known beforehand (the runs' duplicates are dropped as they merge), so the last full leaf,
 * and the last full node of each level, are held back until one more arrives: at the end a last one with fewer than
 * the minimum (half the branching factor, which Blazegraph's tree keeps in every node but the root) shares with the one
 * held back, so the result has the shape Blazegraph's own inserts and removes expect. A separator is the first key of
 * the subtree on its right, as IndexSegmentBuilder makes them.
 *
 * <p>An index that keeps raw records (the lexicon's ID2TERM and BLOBS) gets what {@code Leaf.insert} gives it: a value
 * longer than the index's {@code maxRecLen} is written to the store as a record of its own, and the leaf keeps its
 * address, flagged as one.
 *
 * <p>Given helpers ({@link IndexHelpers}), full leaves are coded and stored on a helper thread, a group of them per task
 * (each helper with a node serializer of its own: Blazegraph's keeps one write buffer), while the next ones fill; their places
 * in the level above are taken in the order the leaves were filled, so the tree is the same.
 */
final class PackedBTree {
    /** One child as its parent records it. */
    private record Child(long addr, long entries, byte[] firstKey) {
    }

    private final BTree btree;
    private final NodeSerializer serializer;
    private final IRawStore store;
    private final int m;
    private final int min;
    private final BloomFilter bloom;
    /** The keys the bloom filter gets at the end, unless there were too many for it (then it is disabled). */
    private final BloomKeys bloomKeys;
    /** Whether a value over {@link #maxRecLen} bytes is stored as a raw record (the leaf keeps its address). */
    private final boolean rawRecords;
    private final int maxRecLen;
    private final IndexHelpers helpers;
    /** The helpers' own serializers, made as the tree makes its own. */
    private final ThreadLocal<NodeSerializer> helperSerializers;
    /**
     * Tuples in the full leaves handed to a helper as one task. A leaf of Blazegraph's default branching factor (32) takes
     * a few microseconds to code and store, about what waking a helper for it took: in a profiled two-core build of
     * BSBM 10 M the writers spent a part of their time handing leaves over one at a time.
     */
    static final int GROUP_TUPLES = 2048;
    /** Groups of leaves handed to helpers, in the order they were filled, not yet placed in the level above. */
    private final ArrayDeque<Future<Child[]>> leavesInFlight = new ArrayDeque<>();
    private final int maxInFlight;
    /** Full leaves not yet handed over: their keys, values and tuples. */
    private List<byte[][]> groupKeys = new ArrayList<>(), groupValues = new ArrayList<>();
    private int groupTuples;

    private byte[][] keys, values, heldKeys, heldValues;
    private int count, heldCount;
    /** Node levels from the leaves' parents up: the open node's children and the full one held back (or null). */
    private final List<List<Child>> open = new ArrayList<>();
    private final List<List<Child>> held = new ArrayList<>();
    private byte[] lastKey;
    private long entries, nodes, leaves;

    /** Why {@code btree} cannot be built bottom-up here, or null if it can. */
    static String whyNot(BTree btree) {
        if (!BTreeInternals.reachable()) return BTreeInternals.problem();
        IndexMetadata md = btree.getIndexMetadata();
        if (btree.isReadOnly()) return "the index is read-only";
        if (btree.getEntryCount() != 0) return "the index is not empty";
        if (md.getDeleteMarkers() || md.getVersionTimestamps()) return "the index keeps delete markers or version timestamps (isolatable)";
        if (md.getPartitionMetadata() != null) return "the index is a partition of a scale-out index";
        return null;
    }

    PackedBTree(BTree btree) {
        this(btree, null);
    }

    /** {@code helpers}: where full leaves are coded and stored beside the caller; null: on the caller's thread. */
    PackedBTree(BTree btree, IndexHelpers helpers) {
        String why = whyNot(btree);
        if (why != null) throw new IllegalArgumentException(btree.getIndexMetadata().getName() + " cannot be built bottom-up: " + why);
        this.btree = btree;
        this.serializer = btree.getNodeSerializer();
        this.store = btree.getStore();
        this.m = btree.getBranchingFactor();
        this.min = (m + 1) >> 1;
        this.bloom = btree.getBloomFilter();
        this.bloomKeys = bloom == null ? null : new BloomKeys(bloom);
        this.rawRecords = btree.getIndexMetadata().getRawRecords();
        this.maxRecLen = btree.getIndexMetadata().getMaxRecLen();
        this.keys = new byte[m][];
        this.values = new byte[m][];
        this.helpers = helpers;
        this.helperSerializers = helpers == null ? null : ThreadLocal.withInitial(() -> BTreeInternals.serializerLike(btree));
        this.maxInFlight = helpers == null ? 0 : 4 * helpers.threads() + 4;
    }

    /** Appends a tuple; its key must be above the previous one (unsigned byte order). */
    void add(byte[] key, byte[] value) {
        if (lastKey != null && Arrays.compareUnsigned(lastKey, key) >= 0) {
            throw new IllegalArgumentException("keys out of order for a bottom-up build of " + btree.getIndexMetadata().getName()
                    + ": " + java.util.HexFormat.of().formatHex(key) + " after " + java.util.HexFormat.of().formatHex(lastKey));
        }
        lastKey = key;
        if (bloomKeys != null) bloomKeys.add(key);
        if (count == m) {
            if (heldCount > 0) writeLeaf(heldKeys, heldValues, 0, heldCount);
            byte[][] k = heldKeys == null ? new byte[m][] : heldKeys, v = heldValues == null ? new byte[m][] : heldValues;
            heldKeys = keys;
            heldValues = values;
            heldCount = count;
            keys = k;
            values = v;
            count = 0;
        }
        keys[count] = key;
        values[count] = value;
        count++;
        entries++;
    }

    /** Writes what is left, installs the tree as the index's; the journal's next commit records it. Returns the tuples. */
    long finish() {
        if (entries == 0) return 0;
        if (heldCount > 0 && count < min) {
            byte[][] k = concat(heldKeys, heldCount, keys, count), v = concat(heldValues, heldCount, values, count);
            int left = k.length / 2;
            writeLeaf(k, v, 0, left);
            writeLeaf(k, v, left, k.length - left);
        } else {
            if (heldCount > 0) writeLeaf(heldKeys, heldValues, 0, heldCount);
            writeLeaf(keys, values, 0, count);
        }
        placeLeaves(true);
        int level = 0;
        while (true) {
            List<Child> children = open.get(level), full = held.get(level);
            if (full == null && children.size() == 1 && level == open.size() - 1) {
                if (bloomKeys != null) {
                    if (bloomKeys.overflowed()) BTreeInternals.recycle(btree, bloom.disable());
                    else bloomKeys.addToFilter();
                }
                Lock lock = btree.writeLock();
                lock.lock();
                try {
                    BTreeInternals.install(btree, children.get(0).addr(), level, nodes, leaves, entries);
                } finally {
                    lock.unlock();
                }
                return entries;
            }
            if (full != null && children.size() < min) {
                List<Child> all = new ArrayList<>(full);
                all.addAll(children);
                int left = all.size() / 2;
                writeNode(all.subList(0, left), level);
                writeNode(all.subList(left, all.size()), level);
            } else {
                if (full != null) writeNode(full, level);
                writeNode(children, level);
            }
            level++;
        }
    }

    private void writeLeaf(byte[][] k, byte[][] v, int from, int n) {
        leaves++;
        if (helpers == null) {
            addChild(0, codeAndStore(k, v, from, n, serializer));
            return;
        }
        // The arrays are the builder's and will be refilled: the helper gets copies of the references.
        groupKeys.add(Arrays.copyOfRange(k, from, from + n));
        groupValues.add(Arrays.copyOfRange(v, from, from + n));
        groupTuples += n;
        if (groupTuples >= GROUP_TUPLES) handOverGroup();
        placeLeaves(false);
    }

    /** The full leaves gathered so far, handed to a helper as one task. */
    private void handOverGroup() {
        if (groupKeys.isEmpty()) return;
        List<byte[][]> ks = groupKeys, vs = groupValues;
        groupKeys = new ArrayList<>();
        groupValues = new ArrayList<>();
        groupTuples = 0;
        leavesInFlight.add(helpers.submit(() -> {
            NodeSerializer coder = helperSerializers.get();
            Child[] coded = new Child[ks.size()];
            for (int i = 0; i < coded.length; i++) coded[i] = codeAndStore(ks.get(i), vs.get(i), 0, ks.get(i).length, coder);
            return coded;
        }));
    }

    /** Places the leaves the helpers have finished, in order; all of them where {@code all}, or while too many wait. */
    private void placeLeaves(boolean all) {
        if (all) handOverGroup();
        while (!leavesInFlight.isEmpty()
                && (all || leavesInFlight.size() > maxInFlight || leavesInFlight.peek().isDone())) {
            for (Child c : IndexHelpers.await(leavesInFlight.poll())) addChild(0, c);
        }
    }

    /** A leaf of {@code n} tuples coded and written to the store; what its parent records of it. */
    private Child codeAndStore(byte[][] k, byte[][] v, int from, int n, NodeSerializer coder) {
        MutableLeafData leaf = new MutableLeafData(m, false, false, rawRecords);
        MutableKeyBuffer kb = (MutableKeyBuffer) leaf.getKeys();
        MutableValueBuffer vb = (MutableValueBuffer) leaf.getValues();
        System.arraycopy(k, from, kb.keys, 0, n);
        System.arraycopy(v, from, vb.values, 0, n);
        if (rawRecords) {
            ByteArrayBuffer addressBytes = new ByteArrayBuffer(Long.BYTES);
            boolean[] raw = BTreeInternals.rawRecordFlags(leaf);
            for (int i = 0; i < n; i++) {
                byte[] value = vb.values[i];
                if (value == null || value.length <= maxRecLen) continue;
                vb.values[i] = AbstractBTree.encodeRecordAddr(addressBytes, JournalWrites.write(store, ByteBuffer.wrap(value)));
                raw[i] = true;
            }
        }
        kb.nkeys = n;
        vb.nvalues = n;
        ILeafData coded = coder.encodeLive((ILeafData) leaf);
        long addr = JournalWrites.write(store, coded.data().asByteBuffer());
        return new Child(addr, n, k[from]);
    }

    private void writeNode(List<Child> children, int level) {
        int n = children.size();
        MutableKeyBuffer separators = new MutableKeyBuffer(m);
        long[] addrs = new long[m + 1], counts = new long[m + 1];
        long spanned = 0;
        for (int i = 0; i < n; i++) {
            Child c = children.get(i);
            if (i > 0) separators.keys[i - 1] = c.firstKey();
            addrs[i] = c.addr();
            counts[i] = c.entries();
            spanned += c.entries();
        }
        separators.nkeys = n - 1;
        INodeData coded = serializer.encodeLive((INodeData) new MutableNodeData(spanned, separators, addrs, counts, false, 0L, 0L));
        long addr = JournalWrites.write(store, coded.data().asByteBuffer());
        nodes++;
        addChild(level + 1, new Child(addr, spanned, children.get(0).firstKey()));
    }

    private void addChild(int level, Child c) {
        while (open.size() <= level) {
            open.add(new ArrayList<>(m));
            held.add(null);
        }
        List<Child> children = open.get(level);
        if (children.size() == m) {
            if (held.get(level) != null) writeNode(held.get(level), level);
            held.set(level, children);
            children = new ArrayList<>(m);
            open.set(level, children);
        }
        children.add(c);
    }

    private static byte[][] concat(byte[][] a, int na, byte[][] b, int nb) {
        byte[][] out = new byte[na + nb][];
        System.arraycopy(a, 0, out, 0, na);
        System.arraycopy(b, 0, out, na, nb);
        return out;
    }
}
