package io.loadscope.jmh.kv;

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

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * S|P|O keys in RocksDB, Jena's B+Tree and Blazegraph's BTree, one workload shape at a time. Every score is
 * wall time of the whole operation, and an insert includes {@link TripleKeyIndex#settle()}: RocksDB's
 * flushes and compactions are waited for, not left running in the background (the published comparison
 * timed only the calling thread's CPU, which leaves them out along with every I/O wait).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
public class KvLayerBenchmark {
    /** Secondary results the summary shows. */
    public static final String[] COLUMNS = {"keys", "bytesOnDisk", "gc.alloc.rate"};

    /** Keys per insert call: the published comparison's RocksDB WriteBatch size. */
    static final int BATCH = 100_000;
    /** Point reads and prefix scans per measured operation. */
    static final int READS = 100_000;
    static final int SCANS = 1_000;

    @Param({"rocksdb", "jena-bplustree", "blazegraph-btree"})
    public String store;

    /** The published workload types 1-6 (distinct S–P pairs | objects per pair). */
    @Param({"4", "1", "2", "3", "5", "6"})
    public int workload;

    /** Fraction of the published key counts (1 = full size: 10 M keys for type 4, 100 M for type 6). */
    @Param({"0.01"})
    public double kvScale;

    private KvWorkload shape;
    private byte[] randomOrder;
    private byte[] sortedOrder;
    private Path dir;
    private TripleKeyIndex index;

    @Setup(Level.Trial)
    public void keys() {
        shape = KvWorkload.published(workload).scaled(kvScale);
        randomOrder = shape.keys(false, 20261121L);
        sortedOrder = shape.keys(true, 0);
    }

    @Setup(Level.Iteration)
    public void freshStore() throws IOException {
        dir = Path.of("target", "kv-stores", store);
        delete(dir);
        Files.createDirectories(dir);
        index = KvStores.open(store, dir);
    }

    @TearDown(Level.Iteration)
    public void dropStore() throws IOException {
        index.close();
        delete(dir);
    }

    private long insertAll(byte[] keys) throws IOException {
        int n = Math.toIntExact(shape.keys());
        for (int from = 0; from < n; from += BATCH) {
            int count = Math.min(BATCH, n - from);
            index.insert(Arrays.copyOfRange(keys, from * SpoKeys.LENGTH, (from + count) * SpoKeys.LENGTH), count);
        }
        index.settle();
        long bytes = index.bytesOnDisk();
        io.loadscope.jmh.Loads.report("keys", n, "keys");
        io.loadscope.jmh.Loads.report("bytesOnDisk", bytes / (1024.0 * 1024.0), "MiB");
        return bytes;
    }

    @Benchmark
    public long insertRandom() throws IOException {
        return insertAll(randomOrder);
    }

    @Benchmark
    public long insertSorted() throws IOException {
        return insertAll(sortedOrder);
    }

    /** Random point reads of present keys, after a sorted insert that is not timed. */
    @Benchmark
    public long pointReads(Loaded loaded) throws IOException {
        Random r = new Random(7);
        long found = 0;
        for (int i = 0; i < READS; i++) {
            if (index.contains(shape.key(r.nextInt(shape.pairs()), r.nextInt(shape.objectsPerPair())))) found++;
        }
        if (found != READS) throw new IllegalStateException(store + " lost keys: " + found + " of " + READS + " found");
        return found;
    }

    /** All objects of random S–P pairs, after a sorted insert that is not timed. */
    @Benchmark
    public long prefixScans(Loaded loaded) throws IOException {
        Random r = new Random(11);
        long seen = 0;
        for (int i = 0; i < SCANS; i++) seen += index.scanPrefix(shape.prefix(r.nextInt(shape.pairs())));
        return seen;
    }

    /** Fills the iteration's store before a read benchmark is timed (JMH runs this setup first). */
    @State(Scope.Benchmark)
    public static class Loaded {
        @Setup(Level.Iteration)
        public void fill(KvLayerBenchmark b) throws IOException {
            b.insertAll(b.sortedOrder);
        }
    }

    private static void delete(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }
}
