package io.loadscope.pipeline;

import io.loadscope.request.LoadRequest;
import io.loadscope.engine.registry.Engines;
import io.loadscope.record.RunRecord;
import io.loadscope.record.RunStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Commits close on volume, time or input count, only at input boundaries, and always at the end. */
class CommitPolicyTest {
    @TempDir
    Path dir;

    @Test
    void aCommitIsDueOnWhicheverLimitComesFirst() {
        CommitPolicy p = new CommitPolicy(1000, 60, 0);
        assertFalse(p.due(999, 500, 59_000_000_000L));
        assertTrue(p.due(1000, 1, 0));
        assertTrue(p.due(1, 1, 60_000_000_000L));
        assertTrue(new CommitPolicy(1000, 60, 3).due(1, 3, 0));
        assertFalse(new CommitPolicy(1000, 60, 0).due(1, 1_000_000, 0), "without a count limit, inputs alone never close a group");
    }

    @Test
    void theEngineSizesTheDefaultAndSettingsOverrideIt() {
        CommitPolicy d = CommitPolicy.of(Map.of(), Engines.byName("tdb2").configure(Map.of()).commitStatements());
        assertEquals(Engines.byName("tdb2").configure(Map.of()).commitStatements(), d.statements());
        assertEquals(CommitPolicy.DEFAULT_SECONDS, d.seconds());
        assertEquals(0, d.inputs());
        CommitPolicy set = CommitPolicy.of(Map.of(CommitPolicy.STATEMENTS, "2_000_000", CommitPolicy.SECONDS, "30",
                CommitPolicy.INPUTS, "1"), 5_000_000);
        assertEquals(new CommitPolicy(2_000_000, 30, 1), set);
    }

    private RunRecord loadTwelveFiles(String engine, Map<String, String> settings) throws Exception {
        Path tree = dir.resolve("files-" + System.nanoTime());
        for (int i = 0; i < 12; i++) {
            Files.createDirectories(tree.resolve("part" + (i % 3)));
            Files.writeString(tree.resolve("part" + (i % 3)).resolve("f" + i + ".nt"),
                    "<http://example.org/s" + i + "> <http://example.org/p> \"a\" .\n"
                            + "<http://example.org/s" + i + "> <http://example.org/p> \"b\" .\n");
        }
        LoadRequest.Builder b = LoadRequest.builder().engine(engine).store(dir.resolve("db-" + System.nanoTime()))
                .reportDir(dir.resolve("run-" + System.nanoTime())).input(tree);
        settings.forEach(b::set);
        RunRecord r = LoadPipeline.run(b.build()).record();
        assertEquals(RunStatus.LOADED, r.status(), r.errors().toString());
        assertEquals(24, r.totals().statementsCommitted());
        return r;
    }

    @Test
    void manySmallFilesAreOneCommitByDefaultOnBothEngines() throws Exception {
        for (String engine : new String[] {"tdb2", "blazegraph"}) {
            assertEquals(1, loadTwelveFiles(engine, Map.of()).durability().commits(), engine);
        }
    }

    @Test
    void theStatementLimitClosesAGroupAtTheFirstInputBoundaryPastIt() throws Exception {
        // 2 statements per file: 5 statements are reached within the third file, so groups of three files, four commits.
        assertEquals(4, loadTwelveFiles("tdb2", Map.of(CommitPolicy.STATEMENTS, "5")).durability().commits());
    }

    @Test
    void commitEveryFileCommitsEachInputOnItsOwn() throws Exception {
        RunRecord r = loadTwelveFiles("tdb2", Map.of(CommitPolicy.INPUTS, "1"));
        assertEquals(12, r.durability().commits());
        assertEquals("after every input", r.durability().describeCommitPolicy());
    }
}
