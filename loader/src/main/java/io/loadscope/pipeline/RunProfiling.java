package io.loadscope.pipeline;

import io.loadscope.engine.Engine;
import io.loadscope.probe.Clock;
import io.loadscope.load.FlameEvent;
import io.loadscope.profiler.FlameGraphs;
import io.loadscope.profiler.Recording;
import io.loadscope.profiler.SampleAttribution;
import io.loadscope.record.RunRecord;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** What a profiled load adds to its run record: flame graphs, and the samples attributed to the record's stages. */
final class RunProfiling {
    private RunProfiling() {
    }

    /** Flame graphs and the attribution table from the recording; a failure here costs the extras, not the run. */
    static RunRecord.Profiling of(Recording recording, RunRecord record, Path runDir, String runId, Engine engine,
                                  List<io.loadscope.probe.PhaseTimes.Span> phases) {
        long t0 = Clock.wall();
        Map<String, String> graphs = Map.of();
        List<RunRecord.Attribution> attribution = List.of();
        List<String> notes = new ArrayList<>(recording.notes());
        try {
            graphs = FlameGraphs.write(recording, runDir, "loadscope " + runId, phases);
        } catch (IOException | RuntimeException e) {
            notes.add("flame graphs could not be written: " + e.getMessage());
        }
        try {
            attribution = SampleAttribution.attribute(recording, (engine instanceof io.loadscope.engine.ProfilerStages p ? p.stageRules() : io.loadscope.profiler.StageRules.generic()), record.stages(), record.threads());
        } catch (IOException | RuntimeException e) {
            notes.add("samples could not be attributed to stages: " + e.getMessage());
        }
        return new RunRecord.Profiling(recording.events().stream().map(FlameEvent::key).toList(), recording.cpuEngine(),
                notes, runDir.relativize(recording.jfr()).toString(), graphs, attribution,
                StageAccounting.millis(Clock.wall() - t0));
    }
}
