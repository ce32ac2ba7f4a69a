package io.loadscope.record;

import java.util.List;
import java.util.Map;

/**
 * The way a load wrote its store, as its engine chose it once from the settings ({@code path}, schema 10): what the
 * commands that read records later (predict, advice) go by, typed, instead of matching setting names and values. The
 * engine's settings stay in the record as they were in force ({@link RunRecord.Settings}); this is what was made of them.
 *
 * @param engine     the engine that loaded, as {@link RunRecord#engine}
 * @param name       the path in its engine's words (Blazegraph: {@code buffer-writer}, {@code sorted-build},
 *                   {@code stock-dataloader}, {@code sparql-parsed}, {@code sparql-reads-file}; TDB2: its loader,
 *                   {@code phased}, {@code xloader} ...); null where the record does not say (before schema 10)
 * @param buildsOnce whether the store is built once, at the end, from everything loaded (the sorted build, TDB2's
 *                   xloader): the load is one commit and works in phases, rather than writing into live indexes
 * @param writer     how Blazegraph wrote ({@code blazegraph.writer}); null on another engine's path and on the
 *                   SPARQL LOAD paths, which write through the sail
 * @param parser     who parsed for Blazegraph ({@code blazegraph.parser}); null on another engine's path
 */
public record RecordedPath(String engine, String name, boolean buildsOnce, BlazegraphWriter writer, BlazegraphParser parser) {

    /** A path of an engine other than Blazegraph's: its name, and whether it builds the store once. */
    public static RecordedPath of(String engine, String name, boolean buildsOnce) {
        return new RecordedPath(engine, name, buildsOnce, null, null);
    }

    /**
     * The path of a record written before schema 10, which did not keep it: read from what those records have, as the
     * commands that read them did before (the writer and parser among the engine's settings; a build that sorts, or
     * the fixed values only the sorted build and xloader write, for a store built once). Its name is unknown.
     */
    static RecordedPath before10(String engine, RunRecord.Settings settings, List<RunRecord.StageTotal> stages) {
        Map<String, String> inForce = settings == null || settings.engine() == null ? Map.of() : settings.engine();
        Map<String, String> fixed = settings == null || settings.fixed() == null ? Map.of() : settings.fixed();
        boolean sorts = stages != null && stages.stream()
                .anyMatch(s -> s.stage().equals(Stage.TERM_SORT.key()) || s.stage().equals(Stage.STATEMENT_SORT.key()));
        boolean once = sorts || fixed.keySet().stream().anyMatch(k -> k.startsWith("sortedBuild.") || k.startsWith("xloader."));
        return new RecordedPath(engine, null, once, BlazegraphWriter.in(inForce).orElse(null),
                BlazegraphParser.in(inForce).orElse(null));
    }
}
