package io.loadscope.jmh.kv;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;

import java.io.IOException;
import java.nio.file.Path;

/**
 * S|P|O keys in RocksDB, Jena's B+Tree and Blazegraph's BTree, one published workload shape at a time
 * (scaled by {@code kvScale}), each store with its defaults.
 */
public class KvLayerBenchmark extends KvBenchmarkBase {
    /** Secondary results the summary shows. */

    @Param({"rocksdb", "jena-bplustree", "blazegraph-btree"})
    public String store;

    /**
     * The published workload types 1-6 (distinct S–P pairs | objects per pair), or {@code bsbm}: BSBM
     * triples dictionary-encoded, at kvScale × 100,000 products (1000 products ≈ 375,000 keys at 0.01).
     * By default the two published shapes with published figures (4, 6) and BSBM; the other four run with
     * {@code -p workload=1,2,3,5}.
     */
    @Param({"4", "6", "bsbm"})
    public String workload;

    @Override
    protected KeySet workload() throws IOException {
        if (workload.equals("bsbm")) return BsbmKeys.of((int) Math.max(10, Math.round(kvScale * 100_000)));
        return KvWorkload.published(Integer.parseInt(workload)).scaled(kvScale);
    }

    @Override
    protected TripleKeyIndex open(Path dir) throws IOException {
        return KvStores.open(store, dir);
    }

    @Override
    protected String storeName() {
        return store;
    }

    @Benchmark
    public long insertSorted() throws IOException {
        return insertAll(true);
    }

    /** The last tenth of the keys in small batches, interleaved with point reads. */
    @Benchmark
    public long mixed() throws IOException {
        return super.mixed();
    }
}
