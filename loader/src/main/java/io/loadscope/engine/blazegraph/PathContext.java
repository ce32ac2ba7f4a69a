package io.loadscope.engine.blazegraph;

import io.loadscope.load.LoadFailure;
import io.loadscope.input.OpenedInput;
import io.loadscope.probe.LoadProbes;

import java.nio.file.Path;

/**
 * What every load path writes through: the probed store, the writer's timeline, the load's probes, the configuration
 * and the store's directory (for failures worded with it).
 */
record PathContext(ProbedTripleStore store, WriterTimeline timeline, LoadProbes probes, BlazegraphConfig config, Path storeDir) {

    InstrumentedStatementBuffer newBuffer(int bufferCapacity, int queueCapacity) {
        return new InstrumentedStatementBuffer(store, bufferCapacity, queueCapacity, probes, timeline);
    }

    /** A failure while loading {@code input}, worded with the store's directory and this load's memory settings. */
    LoadFailure failure(OpenedInput input, Throwable e) {
        return BlazegraphFailures.of(input, e, storeDir, config.memorySettings(), probes);
    }

    /** The store's last commit point: drops what was written since. The journal reopens there regardless. */
    void abort() {
        try {
            store.abort();
        } catch (RuntimeException ignored) {
            // The original failure matters more than one in abandoning its writes.
        }
    }
}
