package io.loadscope.jmh.kv;

import org.rocksdb.FlushOptions;
import org.rocksdb.Options;
import org.rocksdb.ReadOptions;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import org.rocksdb.RocksIterator;
import org.rocksdb.CompressionType;
import org.rocksdb.Slice;
import org.rocksdb.Statistics;
import org.rocksdb.TickerType;
import org.rocksdb.WriteBatch;
import org.rocksdb.WriteOptions;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * RocksDB with the bytewise comparator; inserts go through write batches (memtable, WAL on). Statistics
 * are on, so the bytes it writes (log, flushes, compactions) can be set against the bytes inserted.
 */
public final class RocksDbIndex implements TripleKeyIndex {
    private static final byte[] EMPTY = new byte[0];

    static {
        RocksDB.loadLibrary();
    }

    private final Path dir;
    private final Options options;
    private final Statistics statistics = new Statistics();
    private final WriteOptions writeOptions = new WriteOptions();
    private final RocksDB db;

    public RocksDbIndex(Path dir) throws IOException {
        this(dir, "snappy");
    }

    /** @param compression none, snappy (RocksDB's default), lz4 or zstd: how SST blocks are stored */
    public RocksDbIndex(Path dir, String compression) throws IOException {
        this.dir = dir;
        this.options = new Options().setCreateIfMissing(true).setStatistics(statistics)
                .setCompressionType(compressionType(compression));
        try {
            this.db = RocksDB.open(options, dir.toString());
        } catch (RocksDBException e) {
            options.close();
            throw new IOException("RocksDB at " + dir + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void insert(byte[] keys, int count) throws IOException {
        try (WriteBatch batch = new WriteBatch()) {
            for (int i = 0; i < count; i++) {
                batch.put(Arrays.copyOfRange(keys, i * SpoKeys.LENGTH, (i + 1) * SpoKeys.LENGTH), EMPTY);
            }
            db.write(writeOptions, batch);
        } catch (RocksDBException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    @Override
    public boolean contains(byte[] key) throws IOException {
        try {
            return db.get(key) != null;
        } catch (RocksDBException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    @Override
    public long scanPrefix(byte[] prefix) {
        try (Slice upper = new Slice(SpoKeys.prefixEnd(prefix));
             ReadOptions ro = new ReadOptions().setIterateUpperBound(upper);
             RocksIterator it = db.newIterator(ro)) {
            long n = 0;
            for (it.seek(prefix); it.isValid(); it.next()) n++;
            return n;
        }
    }

    /** Flushes the memtable and waits for flushes and compactions to finish: RocksDB's background work. */
    @Override
    public void settle() throws IOException {
        try (FlushOptions flush = new FlushOptions().setWaitForFlush(true)) {
            db.flush(flush);
            while (db.getLongProperty("rocksdb.num-running-compactions") > 0
                    || db.getLongProperty("rocksdb.compaction-pending") > 0
                    || db.getLongProperty("rocksdb.num-running-flushes") > 0) {
                Thread.sleep(5);
            }
        } catch (RocksDBException e) {
            throw new IOException(e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while RocksDB settled", e);
        }
    }

    static CompressionType compressionType(String name) {
        return switch (name) {
            case "none" -> CompressionType.NO_COMPRESSION;
            case "snappy" -> CompressionType.SNAPPY_COMPRESSION;
            case "lz4" -> CompressionType.LZ4_COMPRESSION;
            case "zstd" -> CompressionType.ZSTD_COMPRESSION;
            default -> throw new IllegalArgumentException("RocksDB compression must be none, snappy, lz4 or zstd, not " + name);
        };
    }

    @Override
    public long bytesWrittenByStore() {
        return statistics.getTickerCount(TickerType.WAL_FILE_BYTES) + statistics.getTickerCount(TickerType.FLUSH_WRITE_BYTES)
                + statistics.getTickerCount(TickerType.COMPACT_WRITE_BYTES);
    }

    @Override
    public long bytesOnDisk() throws IOException {
        return Disk.bytes(dir);
    }

    @Override
    public void close() {
        db.close();
        writeOptions.close();
        options.close();
        statistics.close();
    }
}
