package io.loadscope.engine.blazegraph;

import io.loadscope.engine.EngineSession;
import io.loadscope.engine.registry.Engines;
import io.loadscope.input.InputOpener;
import io.loadscope.input.InputSource;
import io.loadscope.input.OpenedInput;
import io.loadscope.load.LoadFailure;
import io.loadscope.probe.ListenerDispatch;
import io.loadscope.probe.LoadProbes;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.lang.ref.WeakReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * A failed batch lets go of its statement buffer. The buffer's arrays are sized by the buffer capacity (with a term map
 * that keeps its largest table), and when the heap ran out they are what the rest of the failure path (the rollback,
 * the run record) would otherwise have to run beside; the next input gets a new buffer and loads as before.
 */
class FailedBatchBufferTest {
    @TempDir
    Path dir;

    /** {@code rio5}: loadscope's parse into DataLoader's buffer; {@code stock}: DataLoader's own loadData. */
    @ParameterizedTest
    @ValueSource(strings = {"rio5", "stock"})
    void theFailedBuffersArraysAreGarbageAndTheNextInputGetsANewBuffer(String parser) throws Exception {
        Path good = Files.writeString(dir.resolve("a-good.nt"), "<http://x/a> <http://x/p> \"1\" .\n<http://x/b> <http://x/p> \"2\" .\n");
        Path bad = Files.writeString(dir.resolve("b-bad.nt"), "<http://x/c> <http://x/p> \"3\" .\n<http://x/d> <http://x/p> oops .\n");
        Path more = Files.writeString(dir.resolve("c-more.nt"), "<http://x/e> <http://x/p> \"5\" .\n");
        LoadProbes probes = new LoadProbes(new ListenerDispatch());
        Path store = Files.createDirectories(dir.resolve("store"));
        try (EngineSession session = Engines.byName("blazegraph").configure(Map.of("blazegraph.parser", parser)).open(store, probes)) {
            Supplier<InstrumentedStatementBuffer> buffer = bufferOf((BlazegraphSession) session);
            session.load(open(good, probes));
            session.commit();
            WeakReference<InstrumentedStatementBuffer> before = new WeakReference<>(buffer.get());
            assertNotNull(before.get());

            LoadFailure failure = assertThrows(LoadFailure.class, () -> session.load(open(bad, probes)));
            assertEquals(2, failure.line());
            assertNull(buffer.get(), "the path still holds the failed buffer");
            for (int i = 0; i < 20 && before.get() != null; i++) {
                System.gc();
                Thread.sleep(10);
            }
            assertNull(before.get(), "something still holds the failed buffer: its arrays stay live");

            session.load(open(more, probes));
            session.commit();
            assertNotNull(buffer.get(), "no new buffer for the next input");
            assertEquals(3, session.committedStatements(), "the good file and the next one, without the failed one");
        }
    }

    private static Supplier<InstrumentedStatementBuffer> bufferOf(BlazegraphSession session) {
        LoadPath path = session.path();
        if (path instanceof BufferLoadPath b) return b::buffer;
        if (path instanceof DataLoaderPath d) return d::buffer;
        throw new AssertionError("not a statement-buffer path: " + path.getClass());
    }

    private static OpenedInput open(Path f, LoadProbes probes) throws Exception {
        return new InputOpener(null).open(InputSource.file(f), probes);
    }
}
