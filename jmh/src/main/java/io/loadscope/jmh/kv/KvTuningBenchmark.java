package io.loadscope.jmh.kv;

import org.openjdk.jmh.annotations.Param;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Each store's tuning knobs, one setting at a time against that store's defaults, on workload type 4
 * (scaled): random insert (settled), point reads, prefix scans. The first row of each store is its default.
 */
public class KvTuningBenchmark extends KvBenchmarkBase {

    @Param({"rocksdb", "rocksdb blockSize=16384", "rocksdb bloom=whole", "rocksdb bloom=prefix", "rocksdb checksum=none",
            "rocksdb blockCacheMiB=256", "rocksdb cacheIndexAndFilter=true", "rocksdb compaction=universal",
            "rocksdb backgroundJobs=4", "rocksdb directIo=true", "rocksdb ingest=sst",
            "jena-bplustree", "jena-bplustree blockSize=4096", "jena-bplustree blockSize=32768",
            "jena-bplustree readCacheBlocks=1000", "jena-bplustree readCacheBlocks=100000",
            "blazegraph-btree", "blazegraph-btree branchingFactor=128", "blazegraph-btree branchingFactor=1024",
            "blazegraph-btree retention=4000", "blazegraph-btree retention=50000"})
    public String tuning;

    @Override
    protected TripleKeyIndex open(Path dir) throws IOException {
        return KvStores.open(tuning, dir);
    }

    @Override
    protected String storeName() {
        return tuning;
    }
}
