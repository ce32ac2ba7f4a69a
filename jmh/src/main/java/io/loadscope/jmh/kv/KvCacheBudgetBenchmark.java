package io.loadscope.jmh.kv;

import io.loadscope.jmh.support.IterationHandOff;
import io.loadscope.jmh.support.Loads;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.rocksdb.TickerType;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * RocksDB reads under a fixed memory budget for its (uncompressed) block cache, with the data below,
 * around and above the budget, for point reads and prefix scans.
 *
 * <p>{@code tier=blockCache}: direct reads, so a block-cache miss goes to the device and the budget is the
 * only memory the reads use. {@code tier=pageCache}: buffered reads, so misses are served from the OS page
 * cache, which holds the LZ4-compressed SST blocks: RocksDB's classic two-tier set-up, with the compressed
 * tier unbounded here (the machine's RAM), i.e. an upper bound on what a compressed tier can add.
 *
 * <p>RocksDB's own compressed secondary cache, which would let both tiers share one fixed budget, cannot be
 * configured from RocksJava 11.8.1: the Java API has no secondary-cache class, and a {@code secondary_cache}
 * entry in a block-cache options string is ignored (the store opens with the default cache).
 *
 * <p>The store is filled once per trial (sorted, untimed) with workload type 4's shape (pairs × 100
 * objects); the cache stays warm across iterations, so the measured iterations show the steady state. Each
 * iteration reads other random keys and prefixes, so the working set is the data, not the last iteration's keys.
 * Index and filter blocks are charged to the cache, so the budget is the whole of it.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
public class KvCacheBudgetBenchmark {
    /** The budget at kvScale 0.01 (the default); it scales with kvScale like the workloads do. */
    static final long BUDGET_BYTES_AT_DEFAULT_SCALE = 16L << 20;

    @Param({"0.01"})
    public double kvScale;

    /** Key bytes inserted (24 per key) over the cache budget. */
    @Param({"1", "2", "4", "8"})
    public double dataVsBudget;

    @Param({"blockCache", "pageCache"})
    public String tier;

    private KvWorkload shape;
    private Path dir;
    private RocksDbIndex index;
    private long budgetBytes;
    private long hitsAtStart;
    private long missesAtStart;
    // A new seed each iteration: repeating the same keys would measure a hot working set, not the data size.
    private long iteration;

    @Setup(Level.Trial)
    public void fill() throws IOException {
        budgetBytes = Math.max(64 << 10, Math.round(BUDGET_BYTES_AT_DEFAULT_SCALE * kvScale / 0.01));
        long keys = Math.round(dataVsBudget * budgetBytes / SpoKeys.LENGTH);
        shape = new KvWorkload("cache", (int) Math.max(1, keys / 100), 100);
        dir = Path.of("target", "kv-stores", getClass().getSimpleName());
        io.loadscope.files.Directories.delete(dir);
        Files.createDirectories(dir);
        String spec = "rocksdb compression=lz4,cacheIndexAndFilter=true,blockCacheKiB=" + (budgetBytes >> 10)
                + (tier.equals("blockCache") ? ",directIo=true" : "");
        if (!tier.equals("blockCache") && !tier.equals("pageCache")) {
            throw new IllegalArgumentException("tier must be blockCache or pageCache, not " + tier);
        }
        index = (RocksDbIndex) KvStores.open(spec, dir);
        KvBenchmarkBase.insertRange(index, shape, true, 0, shape.keys(), KvBenchmarkBase.BATCH);
        index.settle();
    }

    @TearDown(Level.Trial)
    public void drop() throws IOException {
        index.close();
        io.loadscope.files.Directories.delete(dir);
    }

    @Setup(Level.Iteration)
    public void countersAtStart() {
        iteration++;
        hitsAtStart = index.ticker(TickerType.BLOCK_CACHE_DATA_HIT);
        missesAtStart = index.ticker(TickerType.BLOCK_CACHE_DATA_MISS);
    }

    /** {@value KvBenchmarkBase#READS} random point reads of present keys. */
    @Benchmark
    public long pointReads() throws IOException {
        long found = KvBenchmarkBase.pointReads(index, shape, new Random(7 * iteration), "RocksDB");
        report();
        return found;
    }

    /** All objects of {@value KvBenchmarkBase#SCANS} S–P prefixes of present keys. */
    @Benchmark
    public long prefixScans() throws IOException {
        long seen = KvBenchmarkBase.prefixScans(index, shape, new Random(11 * iteration));
        report();
        return seen;
    }

    private void report() throws IOException {
        long hits = index.ticker(TickerType.BLOCK_CACHE_DATA_HIT) - hitsAtStart;
        long misses = index.ticker(TickerType.BLOCK_CACHE_DATA_MISS) - missesAtStart;
        IterationHandOff.figure("keys", shape.keys(), "keys");
        IterationHandOff.figure("budgetMiB", budgetBytes / (1024.0 * 1024.0), "MiB");
        IterationHandOff.figure("sstMiB", index.property("rocksdb.total-sst-files-size") / (1024.0 * 1024.0), "MiB");
        IterationHandOff.figure("cacheUsageMiB", index.property("rocksdb.block-cache-usage") / (1024.0 * 1024.0), "MiB");
        IterationHandOff.figure("hitRate", hits + misses == 0 ? 1.0 : (double) hits / (hits + misses), "ratio");
    }
}
