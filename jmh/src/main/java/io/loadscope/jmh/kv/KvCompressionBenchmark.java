package io.loadscope.jmh.kv;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Storage compression: RocksDB's block codecs on the same keys (workload type 4, scaled): insert time,
 * read time and size on disk. Snappy is RocksDB's default. (Jena's B+Tree and Blazegraph's BTree store
 * blocks uncompressed.)
 */
public class KvCompressionBenchmark extends KvBenchmarkBase {
    public static final String[] COLUMNS = {"keys", "bytesOnDisk", "writeAmplification", "gc.alloc.rate"};

    @Param({"snappy", "none", "lz4", "zstd"})
    public String compression;

    @Param({"0.01"})
    public double kvScale;

    @Override
    protected KeySet workload() {
        return KvWorkload.published(4).scaled(kvScale);
    }

    @Override
    protected TripleKeyIndex open(Path dir) throws IOException {
        return KvStores.open("rocksdb compression=" + compression, dir);
    }

    @Override
    protected String storeName() {
        return "rocksdb/" + compression;
    }

    @Benchmark
    public long insertRandom() throws IOException {
        return insertAll(false);
    }

    @Benchmark
    public long pointReads() throws IOException {
        return super.pointReads();
    }
}
