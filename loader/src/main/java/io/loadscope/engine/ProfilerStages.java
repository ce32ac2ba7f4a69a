package io.loadscope.engine;

import io.loadscope.profiler.StageRules;

/** An engine whose writer and commit frames the profiler can tell apart, to attribute samples to stages. */
public interface ProfilerStages {

    /** How profiler samples map to stages: the generic rules plus the frames of this engine's writers and commit. */
    StageRules stageRules();
}
