import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * What this machine gives a second core for work that shares nothing: the control for "one core's time over two
 * cores'". Each kind of work is done by one worker alone, then by two workers at once, each the same amount, in
 * interleaved rounds; two cores' throughput over one's is 2 x (one worker's wall) / (two workers' wall, the slower).
 * Ideal: 2.00. Below it, the cores are not independent here (shared caches, memory bandwidth, a host scheduling both
 * virtual CPUs on one physical core's threads, time stolen by the host), and no program's two-core time can beat that.
 * The kinds are what the sorted build does most: sorting longs, dependent reads at random in an array larger than
 * the caches, hashing strings into a table, and pure arithmetic (SHA-256) as the baseline.
 * <p>
 * {@code java -Xmx4g scripts/CoreScaling.java [ROUNDS=3] > rows.tsv} (JDK 17+ runs the source file as is; about two
 * minutes at 3 rounds). One row per (round, kind, workers): wall and CPU seconds per worker, then a summary on stderr.
 */
public final class CoreScaling {
    interface Work {
        long run(long seed) throws Exception;
    }

    static final String[] KINDS = {"sha256", "sort", "random-reads", "hash-strings"};

    static Work work(String kind) {
        return switch (kind) {
            case "sha256" -> seed -> {
                byte[] buf = new byte[64 << 20];
                new SplittableRandom(seed).nextBytes(buf);
                MessageDigest md = MessageDigest.getInstance("SHA-256");
                long x = 0;
                for (int i = 0; i < 6; i++) {
                    md.update(buf);
                    x += md.digest()[0];
                }
                return x;
            };
            case "sort" -> seed -> {
                SplittableRandom r = new SplittableRandom(seed);
                long x = 0;
                for (int i = 0; i < 4; i++) {
                    long[] a = r.longs(8 << 20).toArray();
                    Arrays.sort(a);
                    x += a[a.length / 2];
                }
                return x;
            };
            case "random-reads" -> seed -> {
                // One cycle through 32 M slots (128 MB, four times the L3 cache) in random order: each read waits for the last.
                int n = 32 << 20;
                int[] next = new int[n];
                for (int i = 0; i < n; i++) next[i] = i;
                SplittableRandom r = new SplittableRandom(seed);
                for (int i = n - 1; i > 0; i--) {
                    int j = r.nextInt(i);
                    int t = next[i];
                    next[i] = next[j];
                    next[j] = t;
                }
                int[] cycle = new int[n];
                for (int i = 0; i < n; i++) cycle[next[i]] = next[(i + 1) % n];
                int at = 0;
                for (int i = 0; i < 3 * n; i++) at = cycle[at];
                return at;
            };
            case "hash-strings" -> seed -> {
                SplittableRandom r = new SplittableRandom(seed);
                java.util.HashMap<String, Integer> m = new java.util.HashMap<>();
                long x = 0;
                for (int i = 0; i < 4_000_000; i++) {
                    String k = "http://example.org/item/" + r.nextInt(2_000_000);
                    Integer v = m.putIfAbsent(k, i);
                    if (v != null) x += v;
                }
                return x + m.size();
            };
            default -> throw new IllegalArgumentException(kind);
        };
    }

    /** Wall and CPU seconds of each of {@code workers} workers doing the same work at once. */
    static double[][] timed(String kind, int workers, ExecutorService pool) throws Exception {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        List<Callable<double[]>> jobs = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            long seed = 49 + w;
            jobs.add(() -> {
                long c0 = mx.getCurrentThreadCpuTime(), t0 = System.nanoTime();
                long sink = work(kind).run(seed);
                double wall = (System.nanoTime() - t0) / 1e9, cpu = (mx.getCurrentThreadCpuTime() - c0) / 1e9;
                if (sink == 42) System.err.print("");
                return new double[] {wall, cpu};
            });
        }
        List<Future<double[]>> done = pool.invokeAll(jobs);
        double[][] out = new double[workers][];
        for (int w = 0; w < workers; w++) out[w] = done.get(w).get();
        return out;
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        ExecutorService pool = Executors.newFixedThreadPool(2);
        // Warm the JIT on every kind once, unmeasured.
        for (String kind : KINDS) timed(kind, 1, pool);
        System.out.println("round\tkind\tworkers\tworker\twall_s\tcpu_s");
        java.util.Map<String, List<Double>> scaling = new java.util.LinkedHashMap<>();
        for (int round = 1; round <= rounds; round++) {
            for (String kind : KINDS) {
                double one = 0, two = 0;
                for (int workers = 1; workers <= 2; workers++) {
                    System.gc();
                    double[][] t = timed(kind, workers, pool);
                    double slowest = 0;
                    for (int w = 0; w < workers; w++) {
                        System.out.printf("%d\t%s\t%d\t%d\t%.3f\t%.3f%n", round, kind, workers, w + 1, t[w][0], t[w][1]);
                        slowest = Math.max(slowest, t[w][0]);
                    }
                    if (workers == 1) one = slowest;
                    else two = slowest;
                }
                scaling.computeIfAbsent(kind, k -> new ArrayList<>()).add(2 * one / two);
            }
        }
        pool.shutdown();
        for (var e : scaling.entrySet()) {
            List<Double> xs = new ArrayList<>(e.getValue());
            xs.sort(null);
            System.err.printf("%-13s two cores' throughput over one's: %.2f (%.2f-%.2f)%n", e.getKey(), xs.get(xs.size() / 2),
                    xs.get(0), xs.get(xs.size() - 1));
        }
    }
}
