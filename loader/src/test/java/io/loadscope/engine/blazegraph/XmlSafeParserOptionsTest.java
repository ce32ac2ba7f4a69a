package io.loadscope.engine.blazegraph;

import io.loadscope.engine.blazegraph.parse.XmlSafeParserOptions;

import com.bigdata.rdf.rio.RDFParserOptions;
import com.sun.net.httpserver.HttpServer;
import io.loadscope.engine.EngineSession;
import io.loadscope.engine.registry.Engines;
import io.loadscope.input.Compression;
import io.loadscope.input.FormatDecision;
import io.loadscope.input.InputSource;
import io.loadscope.load.LoadFailure;
import io.loadscope.input.OpenedInput;
import io.loadscope.load.RdfFormat;
import io.loadscope.probe.ListenerDispatch;
import io.loadscope.probe.LoadProbes;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openrdf.model.Statement;
import org.openrdf.rio.RDFFormat;
import org.openrdf.rio.RDFParseException;
import org.openrdf.rio.RDFParser;
import org.openrdf.rio.Rio;
import org.openrdf.rio.helpers.StatementCollector;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The second line behind XmlPrologGuard: Blazegraph's DataLoader parses RDF/XML with a reader that reads
 * nothing but the document, even when a hostile document reaches it. Real parser, real journal; the
 * documents point at a marker file and at an HTTP server on loopback that records every request.
 */
class XmlSafeParserOptionsTest {
    private static final String MARKER = "MARKER-7f3a";

    @TempDir
    Path dir;

    private HttpServer server;
    private final List<String> requests = new CopyOnWriteArrayList<>();

    @BeforeEach
    void serve() throws Exception {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            requests.add(exchange.getRequestURI().toString());
            byte[] body = MARKER.getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        server.start();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private String url(String path) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + path;
    }

    private static String document(String doctype) {
        return "<?xml version=\"1.0\"?>\n" + doctype + "\n<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\""
                + " xmlns:ex=\"http://ex/\">\n<rdf:Description rdf:about=\"http://ex/a\"><ex:p>&x;</ex:p></rdf:Description>\n</rdf:RDF>\n";
    }

    private List<String> hostileDocuments() throws Exception {
        Path secret = Files.writeString(dir.resolve("secret.txt"), MARKER);
        return List.of(
                document("<!DOCTYPE rdf:RDF [<!ENTITY x SYSTEM \"" + secret.toUri() + "\">]>"),
                document("<!DOCTYPE rdf:RDF [<!ENTITY x SYSTEM \"" + url("/entity") + "\">]>"),
                document("<!DOCTYPE rdf:RDF SYSTEM \"" + url("/dtd") + "\" [<!ENTITY x \"y\">]>"),
                document("<!DOCTYPE rdf:RDF [<!ENTITY % p SYSTEM \"" + url("/param") + "\"> %p; <!ENTITY x \"y\">]>"));
    }

    private static List<Statement> parse(String doc, RDFParserOptions options) throws Exception {
        RDFParser parser = Rio.createParser(RDFFormat.RDFXML);
        options.apply(parser);
        List<Statement> out = new ArrayList<>();
        parser.setRDFHandler(new StatementCollector(out));
        parser.parse(new ByteArrayInputStream(doc.getBytes(StandardCharsets.UTF_8)), "http://base/");
        return out;
    }

    @Test
    void theStockParserReadsWhatTheDocumentPointsAt() throws Exception {
        // The control: without the safe reader Blazegraph's bundled parser fetches the entity.
        List<Statement> read = parse(hostileDocuments().get(1), new RDFParserOptions());
        assertTrue(read.toString().contains(MARKER), read.toString());
        assertEquals(List.of("/entity"), requests);
    }

    @Test
    void theSafeReaderRefusesEveryExternalReadWithALocatedParseError() throws Exception {
        List<String> docs = hostileDocuments();
        for (String doc : List.of(docs.get(0), docs.get(1), docs.get(3))) {
            RDFParseException e = assertThrows(RDFParseException.class, () -> parse(doc, new XmlSafeParserOptions(new RDFParserOptions())), doc);
            assertTrue(e.getLineNumber() > 0 && e.getMessage().contains("external entity"), "located: " + e);
        }
        // An external DTD subset is not loaded at all (its declarations are optional to a non-validating parser).
        assertEquals("\"y\"", parse(docs.get(2), new XmlSafeParserOptions(new RDFParserOptions())).get(0).getObject().toString());
        assertEquals(List.of(), requests, "nothing fetched");
    }

    @Test
    void internalEntitiesStillWorkAndOtherOptionsAreKept() throws Exception {
        RDFParserOptions base = new RDFParserOptions(false, true, true, RDFParser.DatatypeHandling.IGNORE);
        XmlSafeParserOptions safe = new XmlSafeParserOptions(base);
        assertEquals(settings(base), settings(safe));
        List<Statement> read = parse(document("<!DOCTYPE rdf:RDF [<!ENTITY x \"inline\">]>"), safe);
        assertEquals("\"inline\"", read.get(0).getObject().toString());
    }

    @Test
    void theDataLoaderPathRefusesAHostileDocumentThatGotPastTheLoader() throws Exception {
        LoadProbes probes = new LoadProbes(new ListenerDispatch());
        Path store = dir.resolve("store");
        Files.createDirectories(store);
        try (EngineSession session = Engines.byName("blazegraph").configure(Map.of()).open(store, probes)) {
            List<String> docs = hostileDocuments();
            for (String doc : List.of(docs.get(0), docs.get(1), docs.get(3))) {
                Path f = Files.writeString(dir.resolve("hostile.rdf"), doc);
                LoadFailure failure = assertThrows(LoadFailure.class, () -> session.load(unguarded(f)));
                assertTrue(failure.line() > 0, failure.getMessage());
            }
            assertEquals(0, session.committedStatements());
        }
        assertEquals(List.of(), requests, "nothing fetched");
        assertFalse(new String(Files.readAllBytes(store.resolve(BlazegraphEngine.JOURNAL_FILE)), StandardCharsets.ISO_8859_1).contains(MARKER));
    }

    private static String settings(RDFParserOptions o) {
        return o.toString().substring(o.toString().indexOf('{'));
    }

    /** An opened input that skips the loader's own checks, as a bug in them would. */
    private static OpenedInput unguarded(Path f) throws Exception {
        Class<?> timed = Class.forName("io.loadscope.input.TimedInputStream");
        Constructor<?> timedCtor = timed.getDeclaredConstructor(InputStream.class, java.util.function.LongConsumer.class);
        timedCtor.setAccessible(true);
        Object raw = timedCtor.newInstance(Files.newInputStream(f), (java.util.function.LongConsumer) n -> { });
        Constructor<OpenedInput> c = OpenedInput.class.getDeclaredConstructor(InputSource.class, Compression.class,
                FormatDecision.class, InputStream.class, timed, timed, Class.forName("io.loadscope.input.CompressedEndCheck"),
                Class.forName("io.loadscope.input.ReadAheadInputStream"), boolean.class,
                Class.forName("io.loadscope.input.WholeFileDigest"));
        c.setAccessible(true);
        return c.newInstance(InputSource.file(f), Compression.NONE, new FormatDecision(RdfFormat.RDFXML, "option", ""),
                raw, raw, null, null, null, false, null);
    }
}
