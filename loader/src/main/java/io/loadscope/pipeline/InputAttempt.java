package io.loadscope.pipeline;

import io.loadscope.load.LoadFailure;
import io.loadscope.event.FileLoaded;
import io.loadscope.durable.ManifestChunk;
import io.loadscope.reject.Reject;
import io.loadscope.record.InputStatus;
import io.loadscope.record.RunRecord;
import java.util.List;
import java.util.Map;

/**
 * One attempt at one input. {@code wrote}: the engine had started writing it, so a failure rolled back the
 * open commit group with it; {@code filtered}: bad lines were kept back from the engine (skip mode).
 */
record InputAttempt(LoadFailure failure, long statements, List<Reject> lineRejects, ManifestChunk chunk,
                       FileLoaded done, RunRecord.Input input, boolean wrote, boolean filtered,
                       Map<Long, String> engineRejected) {
    static InputAttempt failed(LoadFailure f, RunRecord.Input input, boolean wrote) {
        return new InputAttempt(f, 0, List.of(), null, null, input, wrote, false, Map.of());
    }

    RunRecord.Input input(InputStatus status, long statements) {
        return input.withStatus(status, statements);
    }
}
