package io.loadscope.jmh.load;

import io.loadscope.jmh.support.IterationHandOff;
import io.loadscope.jmh.support.Loads;

import io.loadscope.input.Compression;
import io.loadscope.load.FlameEvent;
import io.loadscope.record.RunRecord;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;

import java.nio.file.Path;
import java.util.Map;
import java.util.Set;

/**
 * What {@code load --flame} costs. Each iteration is a pair of the same Blazegraph load in the same JVM, one
 * unprofiled and one profiled (CPU at async-profiler's default 10 ms interval, or CPU and wall together),
 * in alternating order; the profiled time includes writing the flame graphs and attributing the samples, as a
 * user waits for them. Pairs in one JVM cancel the fork-to-fork spread that separate forks per setting would
 * add (several per cent on this kind of machine), so the figures to read are {@code ratio}, profiled over
 * unprofiled, and {@code samplingRatio}, the same without the work done after the load (flame graphs and
 * attribution, {@code postProcessing}), averaged over the pairs; the score is the pair's total time.
 */
public class ProfilerOverheadBenchmark extends LoadBenchmark {

    @Param({"cpu", "cpu,wall"})
    public String flame;

    private int pair;

    @Benchmark
    public RunRecord load() throws Exception {
        Set<FlameEvent> events = FlameEvent.parse(flame);
        Path input = input(Compression.NONE);
        boolean profiledFirst = pair++ % 2 == 1;
        long unprofiled = 0;
        long profiled = 0;
        double post = 0;
        RunRecord last = null;
        for (int i = 0; i < 2; i++) {
            boolean profile = (i == 0) == profiledFirst;
            Path s = Loads.freshStore(getClass().getSimpleName() + (profile ? "-profiled" : "-plain"));
            long t0 = System.nanoTime();
            last = Loads.load("blazegraph", Map.of(), s, input, profile ? events : Set.of());
            long t = System.nanoTime() - t0;
            if (profile) {
                profiled = t;
                if (last.profiling() == null || last.profiling().flameGraphs().size() != events.size()) {
                    throw new IllegalStateException("the profiled load wrote no flame graphs: " + last.profiling());
                }
                post = last.profiling().postProcessingMillis() * 1e6;
            } else {
                unprofiled = t;
            }
        }
        IterationHandOff.figure("unprofiled", unprofiled / 1e9, "s");
        IterationHandOff.figure("profiled", profiled / 1e9, "s");
        IterationHandOff.figure("ratio", (double) profiled / unprofiled, "x");
        // The load while sampling, without the flame graphs and attribution written after it.
        IterationHandOff.figure("samplingRatio", (profiled - post) / unprofiled, "x");
        IterationHandOff.figure("postProcessing", post / 1e9, "s");
        return last;
    }
}
