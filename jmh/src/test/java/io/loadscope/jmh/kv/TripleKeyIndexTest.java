package io.loadscope.jmh.kv;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every store holds exactly the workload's keys: point reads, prefix scans, bytes on disk after settling. */
class TripleKeyIndexTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"rocksdb", "jena-bplustree", "blazegraph-btree", "rocksdb ingest=sst,bloom=prefix",
            "rocksdb compression=zstd,compaction=universal,bloom=whole,checksum=none", "jena-bplustree blockSize=4096,readCacheBlocks=100",
            "blazegraph-btree branchingFactor=128,retention=4000"})
    void aShuffledWorkloadReadsBackExactly(String store) throws Exception {
        KvWorkload w = new KvWorkload("test", 300, 50);
        byte[] keys = w.keys(false, 42);
        try (TripleKeyIndex index = KvStores.open(store, dir.resolve("store"))) {
            int batch = 1000;
            for (int from = 0; from < w.keys(); from += batch) {
                int n = (int) Math.min(batch, w.keys() - from);
                byte[] part = java.util.Arrays.copyOfRange(keys, from * SpoKeys.LENGTH, (from + n) * SpoKeys.LENGTH);
                index.insert(part, n);
            }
            index.settle();
            assertTrue(index.bytesOnDisk() > 0);
            for (int pair = 0; pair < w.pairs(); pair += 37) {
                assertTrue(index.contains(w.key(pair, 0)), "first object of pair " + pair);
                assertTrue(index.contains(w.key(pair, 49)), "last object of pair " + pair);
                assertFalse(index.contains(w.key(pair, 50)), "no 51st object");
                assertEquals(50, index.scanPrefix(w.prefix(pair)), "prefix scan of pair " + pair);
            }
            assertEquals(0, index.scanPrefix(SpoKeys.prefix(999_999, 1)), "an absent S–P pair");
        }
    }

    @org.junit.jupiter.api.Test
    void bsbmKeysAreDistinctSortedAndReadBack() throws Exception {
        BsbmKeys keys = BsbmKeys.of(10);
        byte[] sorted = keys.keys(true, 0);
        assertTrue(keys.keys() > 3_000, "10 BSBM products give some thousands of triples: " + keys.keys());
        for (int i = 1; i < keys.keys(); i++) {
            assertTrue(java.util.Arrays.compareUnsigned(sorted, (i - 1) * SpoKeys.LENGTH, i * SpoKeys.LENGTH,
                    sorted, i * SpoKeys.LENGTH, (i + 1) * SpoKeys.LENGTH) < 0, "strictly increasing at " + i);
        }
        try (TripleKeyIndex index = KvStores.open("rocksdb", dir.resolve("bsbm"))) {
            index.insert(keys.keys(false, 1), (int) keys.keys());
            index.settle();
            java.util.Random r = new java.util.Random(3);
            for (int i = 0; i < 100; i++) {
                assertTrue(index.contains(keys.presentKey(r)));
                assertTrue(index.scanPrefix(keys.presentPrefix(r)) >= 1);
            }
        }
    }

    @org.junit.jupiter.api.Test
    void anUnknownSettingIsRefusedByName() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> KvStores.open("blazegraph-btree branchFactor=128", dir.resolve("x")));
        assertTrue(e.getMessage().contains("branchFactor"), e.getMessage());
    }

    @org.junit.jupiter.api.Test
    void scalingKeepsTheShape() {
        assertEquals(new KvWorkload("4", 1_000, 100), KvWorkload.published(4).scaled(0.01));
        assertEquals(new KvWorkload("1", 1, 100_000), KvWorkload.published(1).scaled(0.01));
        assertEquals(new KvWorkload("1", 1, 1_000), KvWorkload.published(1).scaled(0.0001));
    }

    /** The cache-budget benchmark's accounting: the budget bounds the cache, and its counters see the misses. */
    @org.junit.jupiter.api.Test
    void aBlockCacheBudgetBoundsTheCacheAndCountsMisses() throws Exception {
        KvWorkload w = new KvWorkload("cache", 200, 100);
        try (RocksDbIndex index = (RocksDbIndex) KvStores.open("rocksdb cacheIndexAndFilter=true,blockCacheKiB=64,directIo=true",
                dir.resolve("cache"))) {
            index.insert(w.keys(true, 0), (int) w.keys());
            index.settle();
            java.util.Random r = new java.util.Random(5);
            for (int i = 0; i < 2_000; i++) assertTrue(index.contains(w.presentKey(r)));
            long hits = index.ticker(org.rocksdb.TickerType.BLOCK_CACHE_DATA_HIT);
            long misses = index.ticker(org.rocksdb.TickerType.BLOCK_CACHE_DATA_MISS);
            assertTrue(misses > 0 && hits > 0, "hits " + hits + ", misses " + misses);
            assertTrue(index.property("rocksdb.block-cache-usage") <= (64 + 8) * 1024,
                    "usage " + index.property("rocksdb.block-cache-usage"));
        }
    }
}
