package io.loadscope.profiler;

import io.loadscope.load.FlameEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A real async-profiler session: when the CPU event is refused, it samples with itimer and says so. */
class ProfilerSessionTest {
    @TempDir
    Path dir;

    /** Where the busy loop's result goes, so the JIT cannot drop the loop the profiler is meant to see. */
    static volatile double sink;

    @Test
    void aRefusedCpuEventFallsBackToItimerAndTheRecordingSaysWhichEngineRan() throws Exception {
        // An event the profiler refuses stands in for perf events a container forbids.
        ProfilerSession s = ProfilerSession.prepare(Set.of(FlameEvent.CPU), dir.resolve("p.jfr")).start("no-such-event");
        long end = System.nanoTime() + 300_000_000L;
        double x = 0;
        while (System.nanoTime() < end) x += Math.sqrt(x + 1);
        Recording r = s.stop();
        sink = x;
        assertEquals("itimer", r.cpuEngine(), r.toString());
        assertTrue(r.notes().get(0).contains("sampled with itimer"), r.notes().toString());
        assertTrue(Files.size(r.jfr()) > 1000);
        java.util.Map<String, String> graphs = FlameGraphs.write(r, dir, "test", java.util.List.of());
        // The samples saw this test's own busy loop: its method is a frame of the graph.
        String graph = Files.readString(dir.resolve(graphs.get("cpu")));
        assertTrue(graph.contains("aRefusedCpuEventFallsBackToItimerAndTheRecordingSaysWhichEngineRan"),
                "the flame graph holds no frame of the sampled loop");
    }
}
