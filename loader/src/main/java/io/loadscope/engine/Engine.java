package io.loadscope.engine;

import java.util.Map;

/**
 * A store engine the pipeline can load into: its name, its settings turned into a typed configuration, and (through
 * that configuration) sessions on a store. One adapter package per engine. What only some engines bring is a separate
 * interface an engine or its configuration implements: {@link StockBaseline}, {@link StatementReading},
 * {@link ProfilerStages}, {@link MemoryAdvice}.
 */
public interface Engine {

    /** The name used on the command line and in profiles ({@code --engine blazegraph}). */
    String name();

    /**
     * The kind of store this engine writes. Engines of one kind open each other's stores ({@code blazegraph} and
     * {@code blazegraph-sail} are two load paths into one Blazegraph journal); a store is never opened by an engine of
     * another kind, which would create its own store beside the one in the directory.
     */
    default String storeKind() {
        return name();
    }

    /** The profile used when only this engine is named. */
    String defaultProfile();

    /** True for setting keys this engine reads, so typos in profiles and --set are caught up front. */
    boolean acceptsSetting(String key);

    /**
     * The engine's settings (the keys {@link #acceptsSetting} accepts), checked and typed once, before anything is
     * created. Nothing after this reads the settings as strings again.
     *
     * @throws IllegalArgumentException naming the setting and what it accepts
     */
    EngineConfig configure(Map<String, String> settings);
}
