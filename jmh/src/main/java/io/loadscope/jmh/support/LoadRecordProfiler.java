package io.loadscope.jmh.support;

import io.loadscope.record.ProgressSample;
import io.loadscope.record.RunRecord;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

import java.io.IOException;
import java.nio.file.Path;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Secondary results from each iteration's run record: rate, stage times, queue-wait and GC shares,
 * peak heap, store size, rate per quarter of the load, bytes written per index. Averaged over iterations
 * (JMH would sum {@code @AuxCounters} events in single-shot mode). The suite always enables it
 * ({@code -prof io.loadscope.jmh.support.LoadRecordProfiler}); it reads the run record only, plus figures a
 * benchmark that is not a load reports through {@link IterationHandOff#figure}.
 */
public final class LoadRecordProfiler implements InternalProfiler {
    private static final double MIB = 1024.0 * 1024.0;

    @Override
    public String getDescription() {
        return "loadscope run record of each iteration's load: rate, stage times, shares, heap, store size";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        try {
            IterationHandOff.clear();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams,
                                                       IterationResult result) {
        try {
            String keep = System.getProperty(KEEP_RUNS);
            boolean measured = iterationParams.getType() == org.openjdk.jmh.runner.IterationType.MEASUREMENT;
            if (keep != null && measured) IterationHandOff.keep(keptRunDir(Path.of(keep), benchmarkParams));
            List<Result> out = new ArrayList<>(IterationHandOff.takeRecord().map(LoadRecordProfiler::results).orElse(List.of()));
            out.addAll(IterationHandOff.takeFigures());
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@code -Dloadscope.jmh.keepRuns=DIR}: keep every iteration's run record there (the findings suites set it). */
    public static final String KEEP_RUNS = "loadscope.jmh.keepRuns";

    /** {@code DIR/<Class.method>/<param=value,...>/iteration-N}: a new directory per iteration. */
    static Path keptRunDir(Path root, BenchmarkParams b) {
        String bench = b.getBenchmark();
        String method = bench.substring(bench.lastIndexOf('.', bench.lastIndexOf('.') - 1) + 1);
        List<String> params = new ArrayList<>();
        for (String key : b.getParamsKeys()) params.add(key + "=" + b.getParam(key));
        Path dir = root.resolve(method).resolve(params.isEmpty() ? "default" : String.join(",", params).replaceAll("[^A-Za-z0-9=,._-]", "_"));
        for (int i = 1; ; i++) {
            if (!java.nio.file.Files.exists(dir.resolve("iteration-" + i))) return dir.resolve("iteration-" + i);
        }
    }

    public static List<ScalarResult> results(RunRecord r) {
        List<ScalarResult> out = new ArrayList<>();
        RunRecord.Totals t = r.totals();
        out.add(avg("rate", t.statementsPerSecond(), "statements/s"));
        for (Map.Entry<String, List<String>> e : STAGES.entrySet()) {
            double ms = r.stages().stream().filter(s -> e.getValue().contains(s.stage()))
                    .mapToDouble(RunRecord.StageTotal::wallMillis).sum();
            out.add(avg(e.getKey(), ms, "ms"));
        }
        // The parser's wait for room in the writer queue: how much the writer holds the parser back.
        double parserWall = r.threads().stream().filter(x -> x.role().equals("parser"))
                .mapToDouble(RunRecord.ThreadTotal::wallMillis).sum();
        double queueWait = r.stages().stream().filter(s -> s.role().equals("parser") && s.stage().equals("queue"))
                .mapToDouble(RunRecord.StageTotal::wallMillis).sum();
        out.add(avg("queueWaitShare", parserWall <= 0 ? 0 : 100 * queueWait / parserWall, "%"));
        out.add(avg("gcPause", t.gcPauseMillis(), "ms"));
        out.add(avg("gcShare", t.wallMillis() <= 0 ? 0 : 100.0 * t.gcPauseMillis() / t.wallMillis(), "%"));
        out.add(avg("peakHeap", t.peakHeapBytes() / MIB, "MiB"));
        out.add(avg("storeSize", t.storeBytes() / MIB, "MiB"));
        double[] quarters = quarterRates(r.series(), t.statementsTold());
        for (int q = 0; q < quarters.length; q++) out.add(avg("rateQ" + (q + 1), quarters[q], "statements/s"));
        r.indexCounters().forEach((index, counters) -> {
            Long bytes = counters.get("bytesWritten");
            if (bytes != null) out.add(avg("written." + index.substring(index.lastIndexOf('.') + 1), bytes / MIB, "MiB"));
        });
        RunRecord.Machine m = r.environment() == null ? null : r.environment().machine();
        if (m != null) {
            // On a machine shape (-Djmh.machine): what the kernel saw, the "why" beside the time.
            if (m.peakMemoryBytes() >= 0) out.add(avg("machine.peak", m.peakMemoryBytes() / MIB, "MiB"));
            if (m.readBytes() >= 0) out.add(avg("machine.read", m.readBytes() / MIB, "MiB"));
            if (m.majorFaults() >= 0) out.add(avg("machine.majorFaults", m.majorFaults(), "faults"));
            if (m.limitHits() >= 0) out.add(avg("machine.limitHits", m.limitHits(), "times"));
            if (m.throttledMillis() >= 0 && m.cpuQuotaCores() > 0) out.add(avg("machine.throttled", m.throttledMillis(), "ms"));
        }
        return out;
    }

    /** Secondary result name → the run record stages it sums (over every thread role). */
    private static final Map<String, List<String>> STAGES = orderedStages();

    private static Map<String, List<String>> orderedStages() {
        Map<String, List<String>> m = new java.util.LinkedHashMap<>();
        m.put("readDecompress", List.of("read", "decompress"));
        m.put("validate", List.of("validate"));
        m.put("parse", List.of("parse"));
        m.put("buffer", List.of("buffer"));
        m.put("queue", List.of("queue"));
        m.put("lexicon", List.of("index_write.lexicon"));
        m.put("statementIndex", List.of("index_write.statements"));
        m.put("commit", List.of("commit"));
        return m;
    }

    /**
     * The write rate in each quarter of the statements: a quarter's statements over the time it took the
     * store to take them, from the time series (written count, interpolated between samples). Engines
     * publish the written count per batch, so with large batches the quarters are coarse.
     */
    static double[] quarterRates(List<ProgressSample> series, long total) {
        if (series.size() < 2 || total <= 0) return new double[0];
        double[] at = new double[5];
        for (int q = 1; q <= 4; q++) at[q] = timeWhenWritten(series, total * q / 4.0);
        double[] rates = new double[4];
        for (int q = 0; q < 4; q++) {
            double seconds = (at[q + 1] - at[q]) / 1000.0;
            rates[q] = seconds <= 0 ? 0 : total / 4.0 / seconds;
        }
        return rates;
    }

    private static double timeWhenWritten(List<ProgressSample> series, double target) {
        ProgressSample prev = null;
        for (ProgressSample s : series) {
            if (s.statementsWritten() >= target) {
                if (prev == null || s.statementsWritten() == prev.statementsWritten()) return s.elapsedMillis();
                double f = (target - prev.statementsWritten()) / (double) (s.statementsWritten() - prev.statementsWritten());
                return prev.elapsedMillis() + f * (s.elapsedMillis() - prev.elapsedMillis());
            }
            prev = s;
        }
        return series.get(series.size() - 1).elapsedMillis();
    }

    private static ScalarResult avg(String label, double value, String unit) {
        return new ScalarResult(label, value, unit, AggregationPolicy.AVG);
    }
}
