package io.loadscope.engine.tdb2;

import io.loadscope.record.RunStatus;

import io.loadscope.request.LoadRequest;
import io.loadscope.durable.LoadManifest;
import io.loadscope.engine.EngineSession;
import io.loadscope.pipeline.LoadPipeline;
import io.loadscope.probe.LoadProbes;
import io.loadscope.record.RunRecord;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What makes a TDB2 resume exact: a file loaded again into a store that already holds it (as after a kill inside a
 * bulk load, which writes outside a transaction) adds nothing, blank nodes included; and the commit marker counts
 * finished groups in the store itself.
 */
class Tdb2ReloadTest {
    @TempDir
    Path dir;

    /** 3 ground statements, 4 through labelled blank nodes, 5 through [ ] property lists (one nested). */
    private Path turtleWithBlankNodes(String name) throws Exception {
        return Files.writeString(dir.resolve(name), """
                @prefix ex: <http://example.org/> .
                ex:a ex:p ex:b ; ex:q "one" ; ex:r 3 .
                ex:a ex:knows _:x . _:x ex:name "x" . _:x ex:knows _:y . _:y ex:name "y" .
                ex:b ex:review [ ex:rating 5 ; ex:by [ ex:name "anonymous" ] ; ex:text "fine" ] .
                """, StandardCharsets.UTF_8);
    }

    private RunRecord load(String loader, Path store, Path... inputs) throws Exception {
        LoadRequest.Builder b = LoadRequest.builder().engine("tdb2").set("tdb2.loader", loader).store(store)
                .reportDir(dir.resolve("run-" + System.nanoTime()));
        for (Path p : inputs) b.input(p);
        return LoadPipeline.run(b.build()).record();
    }

    @ParameterizedTest
    @ValueSource(strings = {"basic", "sequential", "phased", "parallel", "light"})
    void aFileLoadedAgainAddsNothingBlankNodesIncluded(String loader) throws Exception {
        Path a = turtleWithBlankNodes("a.ttl");
        Path b = turtleWithBlankNodes("b.ttl");
        Path store = dir.resolve("db");
        RunRecord first = load(loader, store, a, b);
        assertEquals(RunStatus.LOADED, first.status(), first.errors().toString());
        // Same text, two files: blank nodes are scoped per file, so b's are not a's.
        assertEquals(3 + 2 * 9, first.totals().statementsCommitted());

        // Forget the manifest, as if the kill came before its committed line: the same files load again.
        Files.delete(store.resolve(LoadManifest.FILE));
        RunRecord again = load(loader, store, a, b);
        assertEquals(RunStatus.LOADED, again.status(), again.errors().toString());
        assertEquals(3 + 2 * 9, again.totals().statementsCommitted(), "a reload stored blank nodes a second time");
    }

    @ParameterizedTest
    @ValueSource(strings = {"basic", "phased"})
    void theCommitMarkerCountsFinishedGroupsInTheStore(String loader) throws Exception {
        Path store = dir.resolve("db");
        LoadRequest request = LoadRequest.builder().engine("tdb2").set("tdb2.loader", loader).set("loader.commitEvery", "2")
                .store(store).reportDir(dir.resolve("run")).input(turtleWithBlankNodes("a.ttl"))
                .input(turtleWithBlankNodes("b.ttl")).input(turtleWithBlankNodes("c.ttl")).build();
        assertEquals(RunStatus.LOADED, LoadPipeline.run(request).record().status());
        try (EngineSession s = new Tdb2Engine().configure(Map.of("tdb2.loader", loader)).open(store, new LoadProbes(new io.loadscope.probe.ListenerDispatch()))) {
            assertEquals(2, s.commitMarker(), "two groups: a+b, then c");
            assertEquals(3 + 3 * 9, s.committedStatements(), "the marker is not a statement");
        }
    }
}
