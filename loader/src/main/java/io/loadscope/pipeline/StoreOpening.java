package io.loadscope.pipeline;

import io.loadscope.durable.LoadManifest;
import io.loadscope.durable.StoreBirth;
import io.loadscope.engine.EngineConfig;
import io.loadscope.engine.EngineSession;
import io.loadscope.input.InputError;
import io.loadscope.load.LoadFailure;
import io.loadscope.probe.LoadProbes;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** How a load opens its store. */
final class StoreOpening {
    private StoreOpening() {
    }

    /**
     * Opens the engine's store; one a crash left before its first commit (no commit, or one that failed to open) is
     * created again, with a warning that says so.
     */
    static EngineSession open(Path store, LoadManifest manifest, String engine, EngineConfig config, LoadProbes probes,
                              List<String> warnings) throws LoadFailure, InputError {
        try {
            String reborn = StoreBirth.prepare(store, manifest, engine);
            if (!reborn.isEmpty()) warnings.add(reborn);
            try {
                return config.open(store, probes);
            } catch (LoadFailure f) {
                reborn = StoreBirth.recreateAfterFailedOpen(store, manifest, engine, f.getMessage());
                if (reborn.isEmpty()) throw f;
                warnings.add(reborn);
                return config.open(store, probes);
            }
        } catch (IOException e) {
            throw new InputError("cannot prepare store " + store + ": " + e.getMessage());
        }
    }
}
