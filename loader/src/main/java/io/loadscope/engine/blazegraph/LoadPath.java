package io.loadscope.engine.blazegraph;

import io.loadscope.engine.FileOutcome;
import io.loadscope.engine.LoadParser;
import io.loadscope.load.LoadFailure;
import io.loadscope.input.OpenedInput;

import java.util.Map;

/**
 * One way statements reach a Blazegraph store's indexes, opened by its {@link BlazegraphPath}: loadscope's rio 5 front
 * end into the statement buffer ({@link BufferLoadPath}) or into sorted runs ({@link SortedBuildPath}), Blazegraph's own
 * {@code DataLoader.loadData} ({@link DataLoaderPath}), or a sail connection as SPARQL {@code LOAD} fills it
 * ({@link SailLoadPath}). The session around it owns the journal.
 */
interface LoadPath extends AutoCloseable {

    /** Writes one input's statements; they are durable only after {@link #commit}. */
    FileOutcome load(OpenedInput input) throws LoadFailure;

    /** Makes everything loaded since the last commit durable; a failure is thrown as it came. */
    void commit() throws Exception;

    /** Drops everything loaded since the last commit. */
    void rollback();

    /** See {@link io.loadscope.engine.EngineSession#plan}. */
    default java.util.Optional<String> plan(long inputBytes) {
        return java.util.Optional.empty();
    }

    /** Who parses on this path. */
    LoadParser parser();

    /** True when the engine reads the files itself (by URL), so loadscope cannot hand it filtered input. */
    default boolean readsInputItself() {
        return false;
    }

    /** What this path fixes, in words, for the run record. */
    void describe(Map<String, String> fixed);

    @Override
    default void close() {
        rollback();
    }
}
