package io.loadscope.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * Instrumented versus stock wall time on the same data and settings, in one run: pairs of fresh JVMs,
 * alternating which goes first so drift (page cache, thermal, neighbours) falls on both sides.
 * Reports each pair's ratio and the ratio of the medians.
 */
public final class OverheadBenchmark {
    public record Result(List<Long> stockNanos, List<Long> instrumentedNanos, long statements) {
        public double medianRatio() {
            return median(instrumentedNanos) / median(stockNanos);
        }

        /** The median of the per-pair ratios: each pair ran back to back, so shared drift cancels within it. */
        public double medianPairRatio() {
            List<Double> ratios = new ArrayList<>();
            for (int i = 0; i < stockNanos.size(); i++) ratios.add((double) instrumentedNanos.get(i) / stockNanos.get(i));
            ratios.sort(null);
            int n = ratios.size();
            return n % 2 == 1 ? ratios.get(n / 2) : (ratios.get(n / 2 - 1) + ratios.get(n / 2)) / 2;
        }
    }

    private OverheadBenchmark() {
    }

    public static Result run(String engine, Map<String, String> settings, Path input, Path work, int pairs,
                             List<String> jvmOptions, java.io.PrintStream log) throws IOException, InterruptedException {
        Files.createDirectories(work);
        Path settingsFile = work.resolve("settings.properties");
        Properties p = new Properties();
        p.putAll(settings);
        try (Writer w = Files.newBufferedWriter(settingsFile)) {
            p.store(w, "overhead benchmark settings");
        }
        List<Long> stock = new ArrayList<>();
        List<Long> instrumented = new ArrayList<>();
        long statements = -1;
        for (int i = 0; i < pairs; i++) {
            List<String> order = i % 2 == 0 ? List.of("stock", "instrumented") : List.of("instrumented", "stock");
            for (String mode : order) {
                long[] r = child(mode, engine, work.resolve("store-" + i + "-" + mode), settingsFile, input, jvmOptions);
                (mode.equals("stock") ? stock : instrumented).add(r[0]);
                if (statements >= 0 && statements != r[1]) throw new IllegalStateException("runs loaded different statement counts");
                statements = r[1];
                log.printf(Locale.ROOT, "pair %d %-12s %8.2f s  %,d statements%n", i + 1, mode, r[0] / 1e9, r[1]);
            }
            log.printf(Locale.ROOT, "pair %d ratio instrumented/stock = %.4f%n", i + 1,
                    (double) instrumented.get(i) / stock.get(i));
        }
        return new Result(stock, instrumented, statements);
    }

    private static long[] child(String mode, String engine, Path store, Path settings, Path input, List<String> jvmOptions)
            throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(jvmOptions);
        cmd.addAll(Arrays.asList("-cp", System.getProperty("java.class.path"), OverheadRun.class.getName(),
                mode, engine, store.toString(), settings.toString(), input.toString()));
        Process proc = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String result = null;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(proc.getInputStream()))) {
            for (String line; (line = r.readLine()) != null; ) {
                if (line.startsWith("OVERHEAD-RUN ")) result = line;
            }
        }
        int exit = proc.waitFor();
        if (exit != 0 || result == null) throw new IllegalStateException(mode + " run failed with exit " + exit);
        io.loadscope.files.Directories.delete(store);
        String[] f = result.split(" ");
        return new long[] {Long.parseLong(f[2]), Long.parseLong(f[3])};
    }

    public static double median(List<Long> values) {
        long[] v = values.stream().mapToLong(Long::longValue).sorted().toArray();
        return v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2.0;
    }
}
