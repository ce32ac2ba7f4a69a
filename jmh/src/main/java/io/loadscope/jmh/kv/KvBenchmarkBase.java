package io.loadscope.jmh.kv;

import io.loadscope.jmh.support.IterationHandOff;
import io.loadscope.jmh.support.Loads;
import io.loadscope.record.EnvironmentProbe;
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
import org.openjdk.jmh.infra.BenchmarkParams;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.concurrent.TimeUnit;

/**
 * What the KV benchmarks share: a fresh store per iteration for writes (one per trial for reads), a workload's keys made once per trial, and the
 * operations every KV class measures (random insert, point reads, prefix scans; JMH runs inherited
 * benchmark methods for each subclass), each timed as wall time. An insert includes {@link TripleKeyIndex#settle()}, so RocksDB's
 * flushes and compactions are waited for rather than left running in the background (the published
 * comparison timed only the calling thread's CPU, which leaves them out along with every I/O wait). After
 * an insert the store's size on disk, its write amplification (bytes it reports writing over the key
 * bytes inserted) and the process's resident memory are reported as secondary results.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
public abstract class KvBenchmarkBase {
    /** Keys per insert call: the published comparison's RocksDB WriteBatch size. */
    static final int BATCH = 100_000;
    /** Point reads and prefix scans per measured operation. */
    static final int READS = 100_000;
    static final int SCANS = 1_000;
    /** Mixed: a tenth of the keys arrive in small batches, each followed by as many point reads. */
    static final int MIXED_BATCH = 1_000;

    /** Fraction of the published key counts (1 = full size: 10 M keys for type 4, 100 M for type 6). */
    @Param({"0.01"})
    public double kvScale;

    /** The seed of the random insert order. */
    static final long ORDER_SEED = 20261121L;

    protected KeySet shape;
    private Path dir;
    protected TripleKeyIndex index;
    private boolean readOnly;
    // What the store had written when the timed operation began (the untimed fill of the read benchmarks).
    private long writtenAtStart;

    /** The keys: published workload type 4 (100,000 S–P pairs × 100 objects), scaled, unless a class chooses. */
    protected KeySet workload() throws IOException {
        return KvWorkload.published(4).scaled(kvScale);
    }

    protected abstract TripleKeyIndex open(Path dir) throws IOException;

    protected abstract String storeName();

    @Setup(Level.Trial)
    public void keys() throws IOException {
        shape = workload();
    }

    /**
     * A fresh store per iteration for the benchmarks that write; the read-only ones fill a store once per
     * trial (sorted, untimed) and read it in every iteration, so they can afford more iterations. The
     * mixed one starts nine tenths filled in random order.
     */
    @Setup(Level.Iteration)
    public void freshStore(BenchmarkParams params) throws IOException {
        String method = params.getBenchmark().substring(params.getBenchmark().lastIndexOf('.') + 1);
        readOnly = method.equals("pointReads") || method.equals("prefixScans");
        if (readOnly && index != null) return;
        dir = Path.of("target", "kv-stores", getClass().getSimpleName());
        io.loadscope.files.Directories.delete(dir);
        Files.createDirectories(dir);
        index = open(dir);
        long n = shape.keys();
        if (readOnly) insertRange(true, 0, n, BATCH);
        if (method.equals("mixed")) insertRange(false, 0, n - n / 10, BATCH);
        index.settle();
        writtenAtStart = index.bytesWrittenByStore();
    }

    @TearDown(Level.Iteration)
    public void dropWrittenStore() throws IOException {
        if (!readOnly) dropStore();
    }

    @TearDown(Level.Trial)
    public void dropStore() throws IOException {
        if (index == null) return;
        index.close();
        index = null;
        io.loadscope.files.Directories.delete(dir);
    }

    /** Inserts keys [from, to) of the sorted or the random order in batches. */
    private void insertRange(boolean sorted, long from, long to, int batch) throws IOException {
        insertRange(index, shape, sorted, from, to, batch);
    }

    static void insertRange(TripleKeyIndex index, KeySet keys, boolean sorted, long from, long to, int batch) throws IOException {
        for (long at = from; at < to; at += batch) {
            int count = (int) Math.min(batch, to - at);
            index.insert(keys.batch(sorted, ORDER_SEED, at, count), count);
        }
    }

    protected long insertAll(boolean sorted) throws IOException {
        long n = shape.keys();
        insertRange(sorted, 0, n, BATCH);
        index.settle();
        return reportStore(n);
    }

    private long reportStore(long keysInserted) throws IOException {
        long bytes = index.bytesOnDisk();
        IterationHandOff.figure("keys", keysInserted, "keys");
        IterationHandOff.figure("bytesOnDisk", bytes / (1024.0 * 1024.0), "MiB");
        long written = index.bytesWrittenByStore();
        if (written >= 0) {
            IterationHandOff.figure("writeAmplification", (double) (written - writtenAtStart) / (keysInserted * SpoKeys.LENGTH), "x");
        }
        IterationHandOff.figure("rss", EnvironmentProbe.rssBytes() / (1024.0 * 1024.0), "MiB");
        return bytes;
    }

    /** Random insert, settled. */
    @Benchmark
    public long insertRandom() throws IOException {
        return insertAll(false);
    }

    /** {@value #READS} random point reads of present keys (short operations: more iterations). */
    @Benchmark
    @Warmup(iterations = 5)
    @Measurement(iterations = 10)
    public long pointReads() throws IOException {
        return pointReads(index, shape, new Random(7), storeName());
    }

    static long pointReads(TripleKeyIndex index, KeySet keys, Random r, String store) throws IOException {
        long found = 0;
        for (int i = 0; i < READS; i++) {
            if (index.contains(keys.presentKey(r))) found++;
        }
        if (found != READS) throw new IllegalStateException(store + " lost keys: " + found + " of " + READS + " found");
        return found;
    }

    /** All objects of {@value #SCANS} S–P prefixes of present keys. */
    @Benchmark
    @Warmup(iterations = 5)
    @Measurement(iterations = 10)
    public long prefixScans() throws IOException {
        return prefixScans(index, shape, new Random(11));
    }

    static long prefixScans(TripleKeyIndex index, KeySet keys, Random r) throws IOException {
        long seen = 0;
        for (int i = 0; i < SCANS; i++) seen += index.scanPrefix(keys.presentPrefix(r));
        return seen;
    }

    /**
     * The last tenth of the keys (random order) arrives in batches of {@value #MIXED_BATCH}, each followed
     * by {@value #MIXED_BATCH} point reads of keys already in; ends settled.
     */
    protected long mixed() throws IOException {
        long n = shape.keys();
        long start = n - n / 10;
        Random r = new Random(13);
        long found = 0;
        for (long at = start; at < n; at += MIXED_BATCH) {
            insertRange(false, at, Math.min(at + MIXED_BATCH, n), MIXED_BATCH);
            for (int i = 0; i < MIXED_BATCH; i++) {
                if (index.contains(shape.batch(false, ORDER_SEED, r.nextLong(start), 1))) found++;
            }
        }
        index.settle();
        reportStore(n - start);
        long reads = (long) ((n - start + MIXED_BATCH - 1) / MIXED_BATCH) * MIXED_BATCH;
        if (found != reads) throw new IllegalStateException(storeName() + " lost keys: " + found + " of " + reads + " found");
        return found;
    }
}
