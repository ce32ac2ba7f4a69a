package io.loadscope.jmh.kv;

import org.rocksdb.FlushOptions;
import org.rocksdb.Options;
import org.rocksdb.ReadOptions;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import org.rocksdb.RocksIterator;
import org.rocksdb.BlockBasedTableConfig;
import org.rocksdb.BloomFilter;
import org.rocksdb.ChecksumType;
import org.rocksdb.CompactionStyle;
import org.rocksdb.CompressionType;
import org.rocksdb.EnvOptions;
import org.rocksdb.IngestExternalFileOptions;
import org.rocksdb.LRUCache;
import org.rocksdb.SstFileWriter;
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
    private final boolean ingest;
    private int sstFiles;
    private long ingestedBytes;

    public RocksDbIndex(Path dir) throws IOException {
        this(dir, "snappy");
    }

    /** @param compression none, snappy (RocksDB's default), lz4 or zstd: how SST blocks are stored */
    public RocksDbIndex(Path dir, String compression) throws IOException {
        this(dir, java.util.Map.of("compression", compression));
    }

    /**
     * @param tuning RocksDB settings by loadscope's names: compression (none|snappy|lz4|zstd), blockSize
     *     (bytes), bloom (none|whole|prefix: a 10-bit Bloom filter on whole keys or on the 16-byte S|P
     *     prefix), checksum (crc32c|xxh3|none), blockCacheMiB (or blockCacheKiB, for scaled-down budgets), cacheIndexAndFilter (true|false), compaction
     *     (level|universal), backgroundJobs, directIo (true|false), ingest (memtable|sst: sorted SST files
     *     built beside the database and ingested, the bulk-load path)
     */
    public RocksDbIndex(Path dir, java.util.Map<String, String> tuning) throws IOException {
        this.dir = dir;
        BlockBasedTableConfig table = new BlockBasedTableConfig();
        this.options = new Options().setCreateIfMissing(true).setStatistics(statistics)
                .setCompressionType(compressionType(tuning.getOrDefault("compression", "snappy")));
        for (var e : tuning.entrySet()) {
            String v = e.getValue();
            switch (e.getKey()) {
                case "compression", "ingest" -> { }
                case "blockSize" -> table.setBlockSize(Long.parseLong(v));
                case "bloom" -> {
                    if (v.equals("prefix")) options.useFixedLengthPrefixExtractor(SpoKeys.PREFIX_LENGTH);
                    if (!v.equals("none")) table.setFilterPolicy(new BloomFilter(10)).setWholeKeyFiltering(v.equals("whole"));
                }
                case "checksum" -> table.setChecksumType(switch (v) {
                    case "crc32c" -> ChecksumType.kCRC32c;
                    case "xxh3" -> ChecksumType.kXXH3;
                    case "none" -> ChecksumType.kNoChecksum;
                    default -> throw new IllegalArgumentException("checksum must be crc32c, xxh3 or none, not " + v);
                });
                case "blockCacheMiB" -> table.setBlockCache(new LRUCache(Long.parseLong(v) << 20));
                case "blockCacheKiB" -> table.setBlockCache(new LRUCache(Long.parseLong(v) << 10));
                case "cacheIndexAndFilter" -> table.setCacheIndexAndFilterBlocks(Boolean.parseBoolean(v));
                case "compaction" -> options.setCompactionStyle(v.equals("universal") ? CompactionStyle.UNIVERSAL : CompactionStyle.LEVEL);
                case "backgroundJobs" -> options.setMaxBackgroundJobs(Integer.parseInt(v));
                case "directIo" -> options.setUseDirectReads(Boolean.parseBoolean(v))
                        .setUseDirectIoForFlushAndCompaction(Boolean.parseBoolean(v));
                default -> throw new IllegalArgumentException("unknown RocksDB tuning setting " + e.getKey());
            }
        }
        options.setTableFormatConfig(table);
        this.ingest = tuning.getOrDefault("ingest", "memtable").equals("sst");
        try {
            java.nio.file.Files.createDirectories(dir);
            this.db = RocksDB.open(options, dir.resolve("db").toString());
        } catch (RocksDBException e) {
            options.close();
            throw new IOException("RocksDB at " + dir + ": " + e.getMessage(), e);
        }
    }

    @Override
    public void insert(byte[] keys, int count) throws IOException {
        if (ingest) {
            ingestSorted(keys, count);
            return;
        }
        try (WriteBatch batch = new WriteBatch()) {
            for (int i = 0; i < count; i++) {
                batch.put(Arrays.copyOfRange(keys, i * SpoKeys.LENGTH, (i + 1) * SpoKeys.LENGTH), EMPTY);
            }
            db.write(writeOptions, batch);
        } catch (RocksDBException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    /** The bulk path: the batch sorted into an SST file outside the database, then ingested (no WAL, no memtable). */
    private void ingestSorted(byte[] keys, int count) throws IOException {
        byte[][] sorted = new byte[count][];
        for (int i = 0; i < count; i++) sorted[i] = Arrays.copyOfRange(keys, i * SpoKeys.LENGTH, (i + 1) * SpoKeys.LENGTH);
        Arrays.sort(sorted, Arrays::compareUnsigned);
        Path sst = dir.resolve("ingest-" + (sstFiles++) + ".sst");
        try (EnvOptions env = new EnvOptions(); SstFileWriter writer = new SstFileWriter(env, options);
             IngestExternalFileOptions ingestOptions = new IngestExternalFileOptions().setMoveFiles(true)) {
            writer.open(sst.toString());
            byte[] last = null;
            for (byte[] k : sorted) {
                if (last == null || !Arrays.equals(last, k)) writer.put(k, EMPTY);
                last = k;
            }
            writer.finish();
            ingestedBytes += java.nio.file.Files.size(sst);
            db.ingestExternalFile(java.util.List.of(sst.toString()), ingestOptions);
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
        // Ingested SST files are written by the loader, not by RocksDB's flushes, so they are added here.
        return statistics.getTickerCount(TickerType.WAL_FILE_BYTES) + statistics.getTickerCount(TickerType.FLUSH_WRITE_BYTES)
                + statistics.getTickerCount(TickerType.COMPACT_WRITE_BYTES) + ingestedBytes;
    }

    /** One of RocksDB's statistics counters since the store was opened. */
    public long ticker(TickerType ticker) {
        return statistics.getTickerCount(ticker);
    }

    /** A numeric DB property, e.g. {@code rocksdb.block-cache-usage}. */
    public long property(String name) throws IOException {
        try {
            return db.getLongProperty(name);
        } catch (RocksDBException e) {
            throw new IOException(name + ": " + e.getMessage(), e);
        }
    }

    @Override
    public long bytesOnDisk() throws IOException {
        return io.loadscope.files.Directories.size(dir);
    }

    @Override
    public void close() {
        db.close();
        writeOptions.close();
        options.close();
        statistics.close();
    }
}
