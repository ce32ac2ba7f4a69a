package io.loadscope.jmh.kv;

import java.io.IOException;
import java.nio.file.Path;

/** The stores under comparison, by the name a benchmark parameter uses. */
public final class KvStores {
    private KvStores() {
    }

    public static TripleKeyIndex open(String store, Path dir) throws IOException {
        return open(store, dir, "snappy");
    }

    /** @param rocksCompression RocksDB's block compression; the other stores do not compress */
    public static TripleKeyIndex open(String store, Path dir, String rocksCompression) throws IOException {
        return switch (store) {
            case "rocksdb" -> new RocksDbIndex(dir, rocksCompression);
            case "jena-bplustree" -> new JenaBPlusTreeIndex(dir);
            case "blazegraph-btree" -> new BlazegraphBTreeIndex(dir);
            default -> throw new IllegalArgumentException("store must be rocksdb, jena-bplustree or blazegraph-btree, not " + store);
        };
    }
}
