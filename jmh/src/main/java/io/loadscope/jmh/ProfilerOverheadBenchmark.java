package io.loadscope.jmh;

import io.loadscope.pipeline.Compression;
import io.loadscope.profiler.FlameEvent;
import io.loadscope.record.RunRecord;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;

import java.util.Map;
import java.util.Set;

/**
 * What {@code load --flame} costs: the same Blazegraph load unprofiled and with async-profiler sampling
 * (CPU at its default 10 ms interval; CPU and wall together). The time includes writing the flame graphs
 * and attributing the samples after the load, as a user waits for them.
 */
public class ProfilerOverheadBenchmark extends LoadBenchmark {
    public static final String[] COLUMNS = {"rate", "gcShare", "peakHeap"};

    @Param({"none", "cpu", "cpu,wall"})
    public String flame;

    @Benchmark
    public RunRecord load() throws Exception {
        Set<FlameEvent> events = flame.equals("none") ? Set.of() : FlameEvent.parse(flame);
        RunRecord r = Loads.load("blazegraph", Map.of(), store, BenchData.file(dataset, products, Compression.NONE), events);
        if (!events.isEmpty() && (r.profiling() == null || r.profiling().flameGraphs().size() != events.size())) {
            throw new IllegalStateException("the profiled load wrote no flame graphs: " + r.profiling());
        }
        return r;
    }
}
