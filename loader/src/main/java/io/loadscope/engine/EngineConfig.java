package io.loadscope.engine;

import io.loadscope.load.LoadFailure;
import io.loadscope.probe.LoadProbes;
import io.loadscope.record.RecordedPath;

import java.nio.file.Path;
import java.util.Optional;

/** One engine's settings, checked and typed: what opens its store and what the pipeline asks of it before a load. */
public interface EngineConfig {

    /** The engine this configuration is for. */
    String engineName();

    /**
     * The load path these settings chose, as the run record keeps it: what predict and advice read later, typed, rather
     * than the settings' text.
     */
    RecordedPath recordedPath();

    /** Opens (or creates) the store in {@code storeDir}, with probes attached. */
    EngineSession open(Path storeDir, LoadProbes probes) throws LoadFailure;

    /**
     * Statements per commit when the user sets none: enough that a commit's fixed cost (index checkpoints, a phased
     * loader's second pass, an fsync) is small next to the writing, few enough that a crash redoes little.
     */
    default long commitStatements() {
        return 5_000_000;
    }

    /**
     * Why the whole load must be one commit, or empty when a commit policy applies: an engine that builds its indexes
     * once from everything it was given (a sorted build) cannot commit part of the load. Setting a commit policy is then
     * refused with this reason.
     */
    default Optional<String> whyOneCommit() {
        return Optional.empty();
    }

    /**
     * Why {@code --on-error skip} cannot work with this configuration, or empty when it can. Skip mode filters lines
     * before the engine's parser sees them, which needs the loader to hand the engine its input.
     */
    default Optional<String> whyNoSkipMode() {
        return Optional.empty();
    }
}
