package io.loadscope.pipeline;

import io.loadscope.request.LoadRequest;
import io.loadscope.input.InputError;
import io.loadscope.load.OnError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A request the load cannot run is refused with one message, and nothing is created: no store, no run directory. */
class RunPreflightTest {
    @TempDir
    Path dir;

    private Path input() throws Exception {
        Path f = dir.resolve("a.nt");
        if (!Files.exists(f)) Files.writeString(f, "<http://x/1> <http://x/p> \"one\" .\n");
        return f;
    }

    private String refused(LoadRequest.Builder b) throws Exception {
        Path store = dir.resolve("store");
        Path run = dir.resolve("run");
        // The request refuses what it can tell alone (an engine no profile serves); preflight the rest.
        Exception e = assertThrows(Exception.class, () -> LoadPipeline.run(b.store(store).reportDir(run).input(input()).build()));
        assertTrue(e instanceof InputError || e instanceof IllegalArgumentException, e.toString());
        assertFalse(Files.exists(store), "a refused request creates no store");
        assertFalse(Files.exists(run), "a refused request creates no run directory");
        return e.getMessage();
    }

    @Test
    void anUnknownEngineOrSettingIsRefused() throws Exception {
        assertTrue(refused(LoadRequest.builder().engine("virtuoso")).contains("virtuoso"));
        String m = refused(LoadRequest.builder().engine("tdb2").set("com.bigdata.rdf.store.DataLoader.bufferCapacity", "5"));
        assertTrue(m.contains("not known to engine tdb2"), m);
    }

    @Test
    void aLoaderKnobOutOfRangeIsRefused() throws Exception {
        assertTrue(refused(LoadRequest.builder().set(CommitPolicy.INPUTS, "0")).contains("at least 1"));
        assertTrue(refused(LoadRequest.builder().set(CommitPolicy.STATEMENTS, "lots")).contains(CommitPolicy.STATEMENTS));
        assertTrue(refused(LoadRequest.builder().set(CommitPolicy.SECONDS, "-5")).contains("at least 1"));
        assertTrue(refused(LoadRequest.builder().set(LoadPipeline.DECOMPRESS_THREAD, "gpu")).contains("parser or own"));
        assertTrue(refused(LoadRequest.builder().set(LoadPipeline.SAMPLE_INTERVAL, "1")).contains("at least 10 ms"));
    }

    @Test
    void skipModeOnAnEngineThatReadsTheFileItselfIsRefused() throws Exception {
        String m = refused(LoadRequest.builder().engine("blazegraph-sail").set("blazegraph.parser", "stock").onError(OnError.SKIP));
        assertTrue(m.startsWith("--on-error skip"), m);
    }

    @Test
    void aMissingInputIsRefused() throws Exception {
        Path store = dir.resolve("store");
        InputError e = assertThrows(InputError.class, () -> LoadPipeline.run(LoadRequest.builder().store(store)
                .input(dir.resolve("missing.nt")).build()));
        assertTrue(e.getMessage().contains("missing.nt"), e.getMessage());
        assertFalse(Files.exists(store));
    }
}
