package io.loadscope.engine;

import io.loadscope.input.LoadFailure;
import io.loadscope.probe.LoadProbes;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** A store engine the pipeline can load into. One adapter package per engine. */
public interface Engine {

    /** The name used on the command line and in profiles ({@code --engine blazegraph}). */
    String name();

    /**
     * Statements per commit when the user sets none: enough that a commit's fixed cost (index checkpoints, a phased
     * loader's second pass, an fsync) is small next to the writing, few enough that a crash redoes little.
     */
    default long commitStatements() {
        return 5_000_000;
    }

    /** The profile used when only this engine is named. */
    String defaultProfile();

    /** True for setting keys this engine reads, so typos in profiles and --set are caught up front. */
    boolean acceptsSetting(String key);

    /**
     * Rejects settings the engine cannot honour, before anything is created.
     *
     * @throws IllegalArgumentException naming the setting and why
     */
    void validate(Map<String, String> settings);

    /** Opens (or creates) the store in {@code storeDir}, with probes attached. */
    EngineSession open(Map<String, String> settings, Path storeDir, LoadProbes probes) throws LoadFailure;

    /**
     * Loads files with the engine's own loader as users run it, without loadscope in the path: the
     * baseline of the overhead benchmark. Same settings as {@link #open}. Returns statements told.
     */
    long loadStock(Map<String, String> settings, Path storeDir, List<Path> files) throws Exception;

    /**
     * The engine's settings that size what a load holds in memory (batches, queues, caches), as
     * {@code key=value (what it sizes)} with the values {@code settings} gives them (the engine's defaults
     * where it gives none): what to lower when the heap runs out, besides raising -Xmx.
     */
    default List<String> memorySettings(Map<String, String> settings) {
        return List.of();
    }

    /**
     * Why {@code --on-error skip} cannot work with this engine, or empty when it can. Skip mode filters lines
     * before the engine's parser sees them, which needs the loader to hand the engine its input.
     */
    default java.util.Optional<String> whyNoSkipMode(Map<String, String> settings) {
        return java.util.Optional.empty();
    }

    /**
     * The settings for comparing this engine's load with its stock loader: checks loadscope adds beyond the engine's
     * own path (second reads of the input) are switched off, unless the user set them; instrumentation stays on.
     */
    default Map<String, String> withoutExtraChecks(Map<String, String> settings) {
        return settings;
    }

    /** How profiler samples map to stages: the generic rules plus the frames of this engine's writers and commit. */
    /** The parser this engine brings, as a reader of inputs outside any store (verification uses it), if it brings one. */
    default java.util.Optional<StatementReader> statementReader() {
        return java.util.Optional.empty();
    }

    default io.loadscope.profiler.StageRules stageRules() {
        return io.loadscope.profiler.StageRules.generic();
    }
}
