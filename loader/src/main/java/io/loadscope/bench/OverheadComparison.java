package io.loadscope.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Instrumented versus stock wall time on the same data and settings, in one run: pairs of fresh JVMs,
 * alternating which goes first so drift (page cache, thermal, neighbours) falls on both sides.
 * Each run is timed twice: the whole process as a user waits for it (JVM start to exit), and the load inside it
 * (create the store, load, commit, close). Their difference is the run's fixed cost: JVM start and class loading,
 * and for loadscope also its CLI, run record and report. What each child loads, and with which settings, is the
 * caller's ({@link Child}): this times and alternates processes and reads no setting.
 */
public final class OverheadComparison {
    /** The stock side runs the engine's own loader; the instrumented side runs {@code loadscope load}. */
    public enum Mode {
        STOCK, INSTRUMENTED;

        /** As the child is told it, and as its result line names it. */
        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** One child run: the arguments of its program for one side, loading into a fresh {@code store}. */
    @FunctionalInterface
    public interface Child {
        List<String> arguments(Mode mode, Path store);
    }

    /** One side's runs: whole-process and load-only nanos, in pair order. */
    public record Side(List<Long> processNanos, List<Long> loadNanos) {
        Side() {
            this(new ArrayList<>(), new ArrayList<>());
        }

        public double medianFixedNanos() {
            List<Long> fixed = new ArrayList<>();
            for (int i = 0; i < processNanos.size(); i++) fixed.add(processNanos.get(i) - loadNanos.get(i));
            return median(fixed);
        }
    }

    public record Result(Side stock, Side instrumented, long statements) {
        /** Ratio of the median whole-process times: what a user sees. */
        public double processRatio() {
            return median(instrumented.processNanos) / median(stock.processNanos);
        }

        /** The median of the per-pair whole-process ratios: each pair ran back to back, so shared drift cancels. */
        public double processPairRatio() {
            return medianPairRatio(stock.processNanos, instrumented.processNanos);
        }

        /** Ratio of the median load-only times. */
        public double loadRatio() {
            return median(instrumented.loadNanos) / median(stock.loadNanos);
        }

        public double loadPairRatio() {
            return medianPairRatio(stock.loadNanos, instrumented.loadNanos);
        }

        private static double medianPairRatio(List<Long> stock, List<Long> instrumented) {
            List<Double> ratios = new ArrayList<>();
            for (int i = 0; i < stock.size(); i++) ratios.add((double) instrumented.get(i) / stock.get(i));
            ratios.sort(null);
            int n = ratios.size();
            return n % 2 == 1 ? ratios.get(n / 2) : (ratios.get(n / 2 - 1) + ratios.get(n / 2)) / 2;
        }
    }

    private OverheadComparison() {
    }

    /**
     * @param childMain the program each child JVM runs, with the arguments {@code child} gives it, printing
     *                  {@code OVERHEAD-RUN <mode> <load nanos> <statements>} (the CLI's {@code OverheadRun})
     */
    public static Result run(Class<?> childMain, Child child, Path work, int pairs, List<String> jvmOptions,
                             java.io.PrintStream log) throws IOException, InterruptedException {
        Files.createDirectories(work);
        Side stock = new Side();
        Side instrumented = new Side();
        long statements = -1;
        for (int i = 0; i < pairs; i++) {
            List<Mode> order = i % 2 == 0 ? List.of(Mode.STOCK, Mode.INSTRUMENTED) : List.of(Mode.INSTRUMENTED, Mode.STOCK);
            for (Mode mode : order) {
                Path store = work.resolve("store-" + i + "-" + mode.key());
                long[] r = timeChild(childMain, mode, child.arguments(mode, store), store, jvmOptions);
                Side side = mode == Mode.STOCK ? stock : instrumented;
                side.processNanos().add(r[0]);
                side.loadNanos().add(r[1]);
                if (statements >= 0 && statements != r[2]) throw new IllegalStateException("runs loaded different statement counts");
                statements = r[2];
                log.printf(Locale.ROOT, "pair %d %-12s process %8.2f s, load %8.2f s, %,d statements%n", i + 1, mode.key(),
                        r[0] / 1e9, r[1] / 1e9, r[2]);
            }
            log.printf(Locale.ROOT, "pair %d ratio instrumented/stock: process %.4f, load %.4f%n", i + 1,
                    (double) instrumented.processNanos().get(i) / stock.processNanos().get(i),
                    (double) instrumented.loadNanos().get(i) / stock.loadNanos().get(i));
        }
        return new Result(stock, instrumented, statements);
    }

    /**
     * Runs one child JVM loading into {@code store}; returns its whole-process nanos, its load nanos and the statements
     * it loaded. The store, and the run directory beside it, are removed after.
     */
    private static long[] timeChild(Class<?> childMain, Mode mode, List<String> arguments, Path store, List<String> jvmOptions)
            throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(jvmOptions);
        cmd.addAll(Arrays.asList("-cp", System.getProperty("java.class.path"), childMain.getName()));
        cmd.addAll(arguments);
        long spawned = System.nanoTime();
        Process proc = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String result = null;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(proc.getInputStream()))) {
            for (String line; (line = r.readLine()) != null; ) {
                if (line.startsWith("OVERHEAD-RUN ")) result = line;
            }
        }
        int exit = proc.waitFor();
        long process = System.nanoTime() - spawned;
        if (exit != 0 || result == null) throw new IllegalStateException(mode.key() + " run failed with exit " + exit);
        io.loadscope.files.Directories.delete(store);
        io.loadscope.files.Directories.delete(store.resolveSibling(store.getFileName() + "-run"));
        String[] f = result.split(" ");
        return new long[] {process, Long.parseLong(f[2]), Long.parseLong(f[3])};
    }

    public static double median(List<Long> values) {
        long[] v = values.stream().mapToLong(Long::longValue).sorted().toArray();
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2.0;
    }
}
