package io.loadscope.pipeline;

import io.loadscope.request.LoadRequest;
import io.loadscope.record.InputStatus;
import io.loadscope.record.RunRecord;
import io.loadscope.record.RunStatus;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A tree loads as one input list, and a resume recognises its files after the tree was moved. */
class DirectoryTreeLoadTest {
    @TempDir
    Path dir;

    private void write(Path root, String relative, String text) throws Exception {
        Path p = root.resolve(relative);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    private RunRecord load(Path store, Path tree, boolean resume) throws Exception {
        return LoadPipeline.run(LoadRequest.builder().engine("tdb2").store(store).reportDir(dir.resolve("run-" + System.nanoTime()))
                .input(tree).resume(resume).build()).record();
    }

    @Test
    void aMovedTreeResumesByRelativePath() throws Exception {
        Path tree = dir.resolve("first/dump");
        write(tree, "2019/a.ttl", "@prefix ex: <http://example.org/> . ex:a ex:p ex:b , ex:c .\n");
        write(tree, "2020/deep/b.nt", "<http://example.org/d> <http://example.org/p> \"d\" .\n");
        write(tree, "2020/index.html", "<html></html>\n");
        write(tree, "2020/plugin.so", "\u007fELF binary");
        write(tree, "2020/gui.xml", "<?xml version=\"1.0\"?>\n<interface><widget id=\"knob\"/></interface>\n");
        Path store = dir.resolve("db");
        RunRecord first = load(store, tree, false);
        assertEquals(RunStatus.LOADED, first.status(), first.errors().toString());
        assertEquals(3, first.totals().statementsCommitted());
        assertTrue(first.warnings().stream().anyMatch(w -> w.contains("2 not RDF by name")), first.warnings().toString());
        assertTrue(first.warnings().stream().anyMatch(w -> w.contains("1 file(s) under directory inputs passed over")
                && w.contains("gui.xml")), first.warnings().toString());

        Path moved = dir.resolve("elsewhere/dump");
        Files.createDirectories(moved.getParent());
        Files.move(tree, moved);
        write(moved, "2021/c.nt", "<http://example.org/e> <http://example.org/p> \"e\" .\n");
        RunRecord again = load(store, moved, true);
        assertEquals(RunStatus.LOADED, again.status(), again.errors().toString());
        assertEquals(2, again.inputs().stream().filter(i -> i.status() == InputStatus.COMMITTED_EARLIER).count(), again.inputs().toString());
        assertEquals(1, again.inputs().stream().filter(i -> i.status() == InputStatus.LOADED).count());
        assertEquals(4, again.totals().statementsCommitted(), "the store holds the three statements of the first load and the new one");
    }
}
