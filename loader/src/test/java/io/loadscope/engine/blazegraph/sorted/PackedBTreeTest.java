package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.btree.BTree;
import com.bigdata.btree.BloomFilterFactory;
import com.bigdata.btree.ITuple;
import com.bigdata.btree.ITupleIterator;
import com.bigdata.btree.IndexMetadata;
import com.bigdata.journal.Journal;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.Random;
import java.util.TreeMap;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Trees built bottom-up in real journals, at the sizes where the shape's edges are (empty, one leaf, one key past a
 * leaf, a last leaf or node below the minimum, several levels), each committed, the journal closed and opened again by
 * stock Blazegraph, then checked: every tuple read back in order, lookups, Blazegraph's own invariant check (its dump:
 * key counts between the minimum and the maximum, entry counts), and then Blazegraph's own inserts and removes into it,
 * committed and read back again.
 */
class PackedBTreeTest {
    @TempDir
    Path dir;

    /**
     * maxRecLen -1: the index keeps no raw records; otherwise it does (as the lexicon's ID2TERM, 16, and BLOBS, 0), and a
     * value longer than maxRecLen is stored as a record of its own, its address in the leaf, as Blazegraph's inserts do.
     */
    @ParameterizedTest(name = "{0} keys, branching factor {1}, maxRecLen {2}, {3} helper threads")
    @CsvSource({"0,4,-1,0", "1,4,-1,0", "4,4,-1,0", "5,4,-1,0", "6,4,-1,0", "17,4,-1,0", "64,4,-1,0", "65,4,-1,0", "66,5,-1,0",
            "1000,5,-1,0", "1001,32,-1,0", "20000,32,-1,0", "50000,3,-1,0", "1,4,16,0", "66,5,16,0", "1001,32,0,0", "20000,32,16,0",
            "0,4,-1,2", "1,4,-1,2", "5,4,-1,1", "6,4,-1,3", "65,4,-1,2", "1001,32,-1,3", "50000,3,-1,3", "66,5,16,2",
            "1001,32,0,3", "20000,32,16,3"})
    void aTreeBuiltBottomUpIsAnOrdinaryBlazegraphTree(int n, int branchingFactor, int maxRecLen, int helperThreads) throws Exception {
        Path file = dir.resolve("packed.jnl");
        List<byte[]> keys = keys(n, 7L * n + branchingFactor);
        Journal journal = new Journal(properties(file));
        try {
            IndexMetadata md = new IndexMetadata("x", UUID.randomUUID());
            md.setBranchingFactor(branchingFactor);
            md.setBloomFilterFactory(BloomFilterFactory.DEFAULT);
            if (maxRecLen >= 0) {
                md.setRawRecords(true);
                md.setMaxRecLen(maxRecLen);
            }
            journal.registerIndex("x", md);
            journal.commit();
            BTree live = journal.getIndex("x");
            try (IndexHelpers helpers = helperThreads == 0 ? null : new IndexHelpers(helperThreads, slice -> () -> { })) {
                PackedBTree build = new PackedBTree(live, helpers);
                for (byte[] k : keys) build.add(k, value(k));
                assertEquals(n, build.finish());
            }
            if (maxRecLen >= 0 && n >= 50) {
                long raw = keys.stream().filter(k -> value(k).length > maxRecLen).count();
                assertTrue(raw > 0 && (maxRecLen == 0 || raw < n), raw + " of " + n + " values are raw records");
                assertRawRecordsAsBlazegraphKeepsThem(live, keys, maxRecLen);
            }
            journal.commit();
        } finally {
            journal.close();
        }

        journal = new Journal(properties(file));
        try {
            BTree tree = journal.getIndex("x");
            assertEquals(n, tree.rangeCount());
            assertReadsBack(tree, keys);
            assertTrue(invariantsHold(tree), "Blazegraph's own check of the built tree");
            Random r = new Random(n);
            for (int i = 0; i < Math.min(n, 50); i++) {
                byte[] k = keys.get(r.nextInt(n));
                assertArrayEquals(value(k), tree.lookup(k));
            }
            assertNull(tree.lookup(new byte[] {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff}));

            // Blazegraph's own writes into the packed tree: new keys between the built ones (full leaves split), and
            // a third of the built ones removed (leaves fall below the minimum, join and redistribute).
            TreeMap<byte[], byte[]> expected = new TreeMap<>(Arrays::compareUnsigned);
            for (byte[] k : keys) expected.put(k, value(k));
            for (int i = 0; i < n; i += 2) {
                byte[] between = Arrays.copyOf(keys.get(i), keys.get(i).length + 1);
                tree.insert(between, value(between));
                expected.put(between, value(between));
            }
            for (int i = 0; i < n; i += 3) {
                tree.remove(keys.get(i));
                expected.remove(keys.get(i));
            }
            journal.commit();
            assertReadsBack(tree, new ArrayList<>(expected.keySet()));
            assertTrue(invariantsHold(tree), "after Blazegraph's own inserts and removes");
        } finally {
            journal.close();
        }
    }

    /**
     * A helper thread codes a leaf with a serializer of its own, made as the tree made its own: the coded bytes are the
     * ones the tree's own serializer gives, for a plain index and one that keeps raw records.
     */
    @ParameterizedTest(name = "raw records {0}")
    @CsvSource({"false", "true"})
    void aHelpersSerializerCodesALeafAsTheTreesOwn(boolean rawRecords) throws Exception {
        Journal journal = new Journal(properties(dir.resolve("coder.jnl")));
        try {
            IndexMetadata md = new IndexMetadata("x", UUID.randomUUID());
            md.setBranchingFactor(16);
            if (rawRecords) {
                md.setRawRecords(true);
                md.setMaxRecLen(16);
            }
            journal.registerIndex("x", md);
            BTree live = journal.getIndex("x");
            List<byte[]> keys = keys(16, 3);
            com.bigdata.btree.MutableLeafData leaf = new com.bigdata.btree.MutableLeafData(16, false, false, rawRecords);
            com.bigdata.btree.raba.MutableKeyBuffer kb = (com.bigdata.btree.raba.MutableKeyBuffer) leaf.getKeys();
            com.bigdata.btree.raba.MutableValueBuffer vb = (com.bigdata.btree.raba.MutableValueBuffer) leaf.getValues();
            for (int i = 0; i < keys.size(); i++) {
                kb.keys[i] = keys.get(i);
                vb.values[i] = value(keys.get(i));
            }
            kb.nkeys = keys.size();
            vb.nvalues = keys.size();
            byte[] own = live.getNodeSerializer().encodeLive((com.bigdata.btree.data.ILeafData) leaf).data().toByteArray();
            com.bigdata.btree.NodeSerializer helpers = BTreeInternals.serializerLike(live);
            byte[] helper = helpers.encodeLive((com.bigdata.btree.data.ILeafData) leaf).data().toByteArray();
            assertArrayEquals(own, helper);
        } finally {
            journal.destroy();
        }
    }

    /**
     * The bloom filter ends as Blazegraph's own inserts of the same keys leave it: kept and answering as theirs does up to
     * the filter's maxN keys (the build adds them at its end), disabled past it. A small filter (maxN 188) puts the edge
     * within a test's reach.
     */
    @ParameterizedTest(name = "{0} keys")
    @CsvSource({"1", "50", "188", "189", "190", "1000"})
    void theBloomFilterEndsAsBlazegraphsInsertsLeaveIt(int n) throws Exception {
        Path file = dir.resolve("bloom.jnl");
        List<byte[]> keys = keys(n, n);
        BloomFilterFactory small = new BloomFilterFactory(100, 0.02, 0.15);
        Journal journal = new Journal(properties(file));
        try {
            for (String name : List.of("packed", "inserted")) {
                IndexMetadata md = new IndexMetadata(name, UUID.randomUUID());
                md.setBranchingFactor(8);
                md.setBloomFilterFactory(small);
                journal.registerIndex(name, md);
            }
            journal.commit();
            PackedBTree build = new PackedBTree(journal.getIndex("packed"));
            for (byte[] k : keys) build.add(k, value(k));
            build.finish();
            BTree inserted = journal.getIndex("inserted");
            for (byte[] k : keys) inserted.insert(k, value(k));
            journal.commit();
        } finally {
            journal.close();
        }
        journal = new Journal(properties(file));
        try {
            BTree packed = journal.getIndex("packed"), inserted = journal.getIndex("inserted");
            com.bigdata.btree.BloomFilter ours = packed.getBloomFilter(), theirs = inserted.getBloomFilter();
            assertEquals(theirs == null, ours == null, "a bloom filter after " + n + " keys: Blazegraph's inserts "
                    + (theirs == null ? "disabled it" : "kept it"));
            assertEquals(n <= small.newBloomFilter().getMaxN(), ours != null, "kept up to maxN keys, disabled past it");
            if (ours != null) {
                // Each filter draws its own hash functions, so two filters of the same keys differ in which absent keys
                // they let through, not in how many: no key lost, and false positives at the rate Blazegraph's has.
                for (byte[] k : keys) assertTrue(ours.contains(k), "every key is in the filter");
                int oursLet = 0, theirsLet = 0, absent = 0;
                java.util.Set<String> present = new java.util.HashSet<>();
                for (byte[] k : keys) present.add(Arrays.toString(k));
                for (byte[] k : keys(4000, -n)) {
                    if (present.contains(Arrays.toString(k))) continue;
                    absent++;
                    if (ours.contains(k)) oursLet++;
                    if (theirs.contains(k)) theirsLet++;
                }
                assertTrue(oursLet <= 2 * theirsLet + 20 && theirsLet <= 2 * oursLet + 20 && oursLet < absent / 4,
                        oursLet + " (ours) and " + theirsLet + " (Blazegraph's) of " + absent + " absent keys let through");
            }
        } finally {
            journal.close();
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"an equal key", "a lower key"})
    void keysOutOfOrderAreRefused(String what) throws Exception {
        Journal journal = new Journal(properties(dir.resolve("refused.jnl")));
        try {
            journal.registerIndex("x", new IndexMetadata("x", UUID.randomUUID()));
            PackedBTree build = new PackedBTree(journal.getIndex("x"));
            build.add(new byte[] {5}, new byte[0]);
            byte[] next = what.equals("an equal key") ? new byte[] {5} : new byte[] {4};
            assertThrows(IllegalArgumentException.class, () -> build.add(next, new byte[0]));
        } finally {
            journal.destroy();
        }
    }

    @org.junit.jupiter.api.Test
    void aTreeThatIsNotEmptyIsNotBuiltBottomUp() throws Exception {
        Journal journal = new Journal(properties(dir.resolve("full.jnl")));
        try {
            journal.registerIndex("x", new IndexMetadata("x", UUID.randomUUID()));
            BTree live = journal.getIndex("x");
            live.insert(new byte[] {1}, new byte[0]);
            assertEquals("the index is not empty", PackedBTree.whyNot(live));
            assertThrows(IllegalArgumentException.class, () -> new PackedBTree(live));
        } finally {
            journal.destroy();
        }
    }

    private static void assertReadsBack(BTree tree, List<byte[]> keys) {
        ITupleIterator<?> it = tree.rangeIterator();
        int i = 0;
        while (it.hasNext()) {
            ITuple<?> t = it.next();
            assertTrue(i < keys.size(), "more tuples than keys");
            assertArrayEquals(keys.get(i), t.getKey(), "key " + i);
            assertArrayEquals(value(keys.get(i)), t.getValue(), "value " + i);
            i++;
        }
        assertEquals(keys.size(), i);
        assertFalse(it.hasNext());
    }

    /** Each leaf flags exactly the values longer than maxRecLen as raw records; the tree reads them back through the store. */
    private static void assertRawRecordsAsBlazegraphKeepsThem(BTree tree, List<byte[]> keys, int maxRecLen) {
        ITupleIterator<?> it = tree.rangeIterator(null, null, 0, com.bigdata.btree.IRangeQuery.DEFAULT, null);
        int i = 0;
        while (it.hasNext()) {
            ITuple<?> t = it.next();
            byte[] expected = value(keys.get(i));
            assertArrayEquals(expected, t.getValue(), "value " + i);
            com.bigdata.btree.Leaf leaf = (com.bigdata.btree.Leaf) tree.getRightMostNode(false);
            assertTrue(leaf.hasRawRecords(), "the leaves keep raw-record flags");
            i++;
        }
        assertEquals(keys.size(), i);
    }

    private static boolean invariantsHold(BTree tree) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        boolean ok = tree.dump(org.apache.log4j.Level.DEBUG, new PrintStream(out));
        if (!ok) System.err.println(out);
        return ok;
    }

    /** n distinct keys of varying length (as statement keys vary with their IVs), ascending in unsigned byte order. */
    private static List<byte[]> keys(int n, long seed) {
        Random r = new Random(seed);
        TreeMap<byte[], Boolean> set = new TreeMap<>(Arrays::compareUnsigned);
        while (set.size() < n) {
            byte[] k = new byte[4 + r.nextInt(12)];
            r.nextBytes(k);
            k[0] = (byte) r.nextInt(0xfe); // below the 0xff... key looked up as absent
            set.put(k, Boolean.TRUE);
        }
        return new ArrayList<>(set.keySet());
    }

    /** 4 to 35 bytes, by the key: some values above a maxRecLen of 16, some not. */
    private static byte[] value(byte[] key) {
        int h = Arrays.hashCode(key);
        ByteBuffer b = ByteBuffer.allocate(4 + (h >>> 27));
        while (b.remaining() >= 4) b.putInt(h);
        return b.array();
    }

    private static Properties properties(Path file) {
        Properties p = new Properties();
        p.setProperty(Journal.Options.BUFFER_MODE, "DiskRW");
        p.setProperty(Journal.Options.FILE, file.toString());
        return p;
    }
}
