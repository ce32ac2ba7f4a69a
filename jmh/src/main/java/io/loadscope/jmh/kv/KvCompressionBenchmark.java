package io.loadscope.jmh.kv;

import org.openjdk.jmh.annotations.Param;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Storage compression: RocksDB's block codecs on the same keys (workload type 4, scaled): insert time,
 * read and scan time, size on disk. Snappy is RocksDB's default. (Jena's B+Tree and Blazegraph's BTree store
 * blocks uncompressed.)
 */
public class KvCompressionBenchmark extends KvBenchmarkBase {

    @Param({"snappy", "none", "lz4", "zstd"})
    public String compression;

    @Override
    protected TripleKeyIndex open(Path dir) throws IOException {
        return KvStores.open("rocksdb compression=" + compression, dir);
    }

    @Override
    protected String storeName() {
        return "rocksdb/" + compression;
    }
}
