package io.loadscope.jmh.kv;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

import org.apache.jena.dboe.sys.SystemIndex;

/**
 * The stores under comparison, opened from a spec: the store's name, optionally followed by settings,
 * e.g. {@code rocksdb bloom=prefix,blockCacheMiB=256} or {@code blazegraph-btree branchingFactor=128}.
 */
public final class KvStores {
    private KvStores() {
    }

    public static TripleKeyIndex open(String spec, Path dir) throws IOException {
        String[] parts = spec.trim().split("\\s+", 2);
        Map<String, String> settings = new LinkedHashMap<>();
        if (parts.length > 1) {
            for (String kv : parts[1].split(",")) {
                int eq = kv.indexOf('=');
                if (eq < 1) throw new IllegalArgumentException("store setting must be key=value: " + kv + " in '" + spec + "'");
                settings.put(kv.substring(0, eq).trim(), kv.substring(eq + 1).trim());
            }
        }
        return switch (parts[0]) {
            case "rocksdb" -> new RocksDbIndex(dir, settings);
            case "jena-bplustree" -> {
                only(settings, "blockSize", "readCacheBlocks", "writeCacheBlocks");
                yield new JenaBPlusTreeIndex(dir, intOr(settings, "blockSize", SystemIndex.BlockSize),
                        intOr(settings, "readCacheBlocks", SystemIndex.BlockReadCacheSize),
                        intOr(settings, "writeCacheBlocks", SystemIndex.BlockWriteCacheSize));
            }
            case "blazegraph-btree" -> {
                only(settings, "branchingFactor", "retention");
                yield new BlazegraphBTreeIndex(dir, intOr(settings, "branchingFactor", 32), intOr(settings, "retention", 500));
            }
            default -> throw new IllegalArgumentException("store must be rocksdb, jena-bplustree or blazegraph-btree, not " + parts[0]);
        };
    }

    private static void only(Map<String, String> settings, String... known) {
        for (String k : settings.keySet()) {
            if (!java.util.List.of(known).contains(k)) {
                throw new IllegalArgumentException("unknown setting " + k + " (known: " + String.join(", ", known) + ")");
            }
        }
    }

    private static int intOr(Map<String, String> settings, String key, int fallback) {
        String v = settings.get(key);
        return v == null ? fallback : Integer.parseInt(v);
    }
}
