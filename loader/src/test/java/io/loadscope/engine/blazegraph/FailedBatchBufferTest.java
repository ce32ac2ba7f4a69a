package io.loadscope.engine.blazegraph;

import io.loadscope.engine.EngineSession;
import io.loadscope.engine.registry.Engines;
import io.loadscope.input.Compression;
import io.loadscope.input.FormatDecision;
import io.loadscope.input.InputOpener;
import io.loadscope.input.InputSource;
import io.loadscope.input.OpenedInput;
import io.loadscope.load.LoadFailure;
import io.loadscope.load.RdfFormat;
import io.loadscope.probe.ListenerDispatch;
import io.loadscope.probe.LoadProbes;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.lang.ref.WeakReference;
import java.lang.reflect.Constructor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A batch after which the load stops lets go of its statement buffer. The buffer's arrays are sized by the buffer
 * capacity (with a term map that keeps its largest table), and when the heap ran out they are what the rest of the
 * failure path (the run record) would otherwise have to run beside. After an input's own fault the default path keeps
 * its buffer (skip mode loads the next input into it, with its one writer task); DataLoader's own path always starts a
 * new one, as DataLoader does.
 */
class FailedBatchBufferTest {
    private static final String GOOD = "<http://x/a> <http://x/p> \"1\" .\n<http://x/b> <http://x/p> \"2\" .\n";

    @TempDir
    Path dir;

    /** A resource that ran out (here the disk, as a read that fails with ENOSPC says it): the load stops, the buffer goes. */
    @ParameterizedTest
    @ValueSource(strings = {"rio5", "stock"})
    void afterAResourceFaultTheFailedBuffersArraysAreGarbage(String parser) throws Exception {
        Path good = Files.writeString(dir.resolve("a-good.nt"), GOOD);
        Path more = Files.writeString(dir.resolve("c-more.nt"), "<http://x/e> <http://x/p> \"5\" .\n");
        LoadProbes probes = new LoadProbes(new ListenerDispatch());
        Path store = Files.createDirectories(dir.resolve("store"));
        try (EngineSession session = Engines.byName("blazegraph").configure(Map.of("blazegraph.parser", parser)).open(store, probes)) {
            Supplier<InstrumentedStatementBuffer> buffer = bufferOf((BlazegraphSession) session);
            session.load(open(good, probes));
            session.commit();
            WeakReference<InstrumentedStatementBuffer> before = new WeakReference<>(buffer.get());
            assertNotNull(before.get());

            LoadFailure failure = assertThrows(LoadFailure.class, () -> session.load(diskFullAfter(GOOD, dir.resolve("b-full.nt"))));
            assertTrue(failure.getMessage().contains("no space left on device"), failure.getMessage());
            assertNull(buffer.get(), "the path still holds the failed buffer");
            for (int i = 0; i < 20 && before.get() != null; i++) {
                System.gc();
                Thread.sleep(10);
            }
            assertNull(before.get(), "something still holds the failed buffer: its arrays stay live");

            // Whoever goes on with the session (an embedder) gets a new buffer.
            session.load(open(more, probes));
            session.commit();
            assertNotNull(buffer.get(), "no new buffer for the next input");
            assertEquals(3, session.committedStatements(), "the good file and the next one, without the failed one");
        }
    }

    /** An input's own fault: the default path keeps its buffer for the next input; DataLoader's makes a new one. */
    @ParameterizedTest
    @ValueSource(strings = {"rio5", "stock"})
    void afterAParseErrorTheNextInputLoads(String parser) throws Exception {
        Path good = Files.writeString(dir.resolve("a-good.nt"), GOOD);
        Path bad = Files.writeString(dir.resolve("b-bad.nt"), "<http://x/c> <http://x/p> \"3\" .\n<http://x/d> <http://x/p> oops .\n");
        Path more = Files.writeString(dir.resolve("c-more.nt"), "<http://x/e> <http://x/p> \"5\" .\n");
        LoadProbes probes = new LoadProbes(new ListenerDispatch());
        Path store = Files.createDirectories(dir.resolve("store"));
        try (EngineSession session = Engines.byName("blazegraph").configure(Map.of("blazegraph.parser", parser)).open(store, probes)) {
            Supplier<InstrumentedStatementBuffer> buffer = bufferOf((BlazegraphSession) session);
            session.load(open(good, probes));
            session.commit();
            InstrumentedStatementBuffer first = buffer.get();
            LoadFailure failure = assertThrows(LoadFailure.class, () -> session.load(open(bad, probes)));
            assertEquals(2, failure.line());
            if (parser.equals("rio5")) assertSame(first, buffer.get(), "the default path keeps its buffer after an input's fault");
            session.load(open(more, probes));
            session.commit();
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

    /** N-Triples whose read fails after {@code text} as a read fails on a full disk (ENOSPC in the JDK's words). */
    private static OpenedInput diskFullAfter(String text, Path name) throws Exception {
        Files.writeString(name, text);
        byte[] bytes = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        InputStream failing = new InputStream() {
            private int at;

            @Override
            public int read() throws IOException {
                if (at < bytes.length) return bytes[at++] & 0xff;
                throw new IOException("No space left on device");
            }
        };
        Class<?> timed = Class.forName("io.loadscope.input.TimedInputStream");
        Constructor<?> timedCtor = timed.getDeclaredConstructor(InputStream.class, java.util.function.LongConsumer.class);
        timedCtor.setAccessible(true);
        Object raw = timedCtor.newInstance(failing, (java.util.function.LongConsumer) n -> { });
        Constructor<OpenedInput> c = OpenedInput.class.getDeclaredConstructor(InputSource.class, Compression.class,
                FormatDecision.class, InputStream.class, timed, timed, Class.forName("io.loadscope.input.CompressedEndCheck"),
                Class.forName("io.loadscope.input.ReadAheadInputStream"), boolean.class,
                Class.forName("io.loadscope.input.WholeFileDigest"));
        c.setAccessible(true);
        return c.newInstance(InputSource.file(name), Compression.NONE, new FormatDecision(RdfFormat.NTRIPLES, "option", ""),
                raw, raw, null, null, null, false, null);
    }
}
