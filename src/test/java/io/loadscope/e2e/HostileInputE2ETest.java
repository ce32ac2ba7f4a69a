package io.loadscope.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.zip.GZIPOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Hostile and broken input on every engine, through the CLI in a JVM of its own, with a small heap where
 * memory is the point: XML that points at files and URLs, entity expansion, a gzip bomb, a 100 MB literal,
 * malformed UTF-8, byte-order marks, RDF/XML named {@code .xml}, a cut-off gzip. Every outcome is a clear
 * result: loaded, or refused/failed with file, line and column where there is one, never a stack trace.
 * Sizes are cut to run in about a minute and a half.
 */
class HostileInputE2ETest {
    private static final List<String> ENGINES = List.of("blazegraph", "blazegraph-sail", "tdb2");
    private static final String MARKER = "HOSTILE-MARKER-5b1e";
    private static final String RDF_ROOT = "<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\" xmlns:ex=\"http://ex/\">\n";

    @TempDir
    Path tmp;

    private static HttpServer server;
    private static final List<String> requests = new CopyOnWriteArrayList<>();
    private int runs;

    @BeforeAll
    static void listenOnLoopback() throws IOException {
        // Stands in for any URL a document names: if a parser fetched one, the request shows here.
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", exchange -> {
            requests.add(exchange.getRequestURI().toString());
            byte[] body = ("<!ENTITY leaked \"" + MARKER + "\">" + MARKER).getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
    }

    @AfterAll
    static void stopListening() {
        server.stop(0);
    }

    private static String url(String path) {
        return "http://127.0.0.1:" + server.getAddress().getPort() + path;
    }

    /** One load of {@code inputs} into a fresh store; the run directory is {@code <store>-run}. */
    private Cli.Result load(String engine, List<String> jvmArgs, Path... inputs) throws Exception {
        Path store = store(++runs);
        List<String> args = new ArrayList<>(List.of("load", "--engine", engine, "--store", store.toString(),
                "--report", runDir(runs).toString()));
        for (Path p : inputs) args.add(p.toString());
        Cli.Result r = Cli.run(jvmArgs, null, null, args.toArray(String[]::new));
        assertFalse(r.all().contains("\tat ") || r.all().contains("Exception in thread"),
                engine + ": no raw stack trace:\n" + r.all());
        return r;
    }

    private Path store(int run) {
        return tmp.resolve("store-" + run);
    }

    private Path runDir(int run) {
        return tmp.resolve("run-" + run);
    }

    private JsonNode record() throws IOException {
        return RunRecords.readValid(runDir(runs));
    }

    private static void assertHas(String text, String... parts) {
        for (String part : parts) assertTrue(text.contains(part), "missing '" + part + "' in:\n" + text);
    }

    private static String rdfXml(String doctype, String value) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + doctype + RDF_ROOT
                + "<rdf:Description rdf:about=\"http://ex/a\"><ex:p>" + value + "</ex:p></rdf:Description>\n</rdf:RDF>\n";
    }

    @Test
    void xmlThatPointsAtFilesOrUrlsIsRefusedOnEveryEngineAndNothingIsRead() throws Exception {
        Path secret = Files.writeString(tmp.resolve("secret.txt"), MARKER);
        Map<String, String> documents = Map.of(
                "file-entity.rdf", rdfXml("<!DOCTYPE rdf:RDF [\n<!ENTITY x SYSTEM \"" + secret.toUri() + "\">\n]>\n", "&x;"),
                "url-entity.rdf", rdfXml("<!DOCTYPE rdf:RDF [\n<!ENTITY x SYSTEM \"" + url("/entity") + "\">\n]>\n", "&x;"),
                "parameter-entity.rdf", rdfXml("<!DOCTYPE rdf:RDF [\n<!ENTITY % p SYSTEM \"" + url("/dtd") + "\"> %p;\n]>\n", "&leaked;"),
                "external-dtd.rdf", rdfXml("<!DOCTYPE rdf:RDF SYSTEM \"" + url("/dtd") + "\">\n", "x"));
        Map<String, List<String>> expected = Map.of(
                "file-entity.rdf", List.of(":3:1: ", "external entity 'x'", secret.toUri().toString()),
                "url-entity.rdf", List.of(":3:1: ", "external entity 'x'", url("/entity")),
                "parameter-entity.rdf", List.of(":3:1: ", "parameter entity"),
                "external-dtd.rdf", List.of(":2:19: ", "external DTD", url("/dtd")));
        for (Map.Entry<String, String> doc : documents.entrySet()) {
            Path f = Files.writeString(tmp.resolve(doc.getKey()), doc.getValue());
            for (String engine : ENGINES) {
                Cli.Result r = load(engine, List.of(), f);
                assertEquals(2, r.exit(), engine + " " + doc.getKey() + ":\n" + r.all());
                assertHas(r.err(), f + expected.get(doc.getKey()).get(0));
                for (String part : expected.get(doc.getKey())) assertHas(r.err(), part);
                assertHas(r.err(), "remove the DOCTYPE");
                assertFalse(r.all().contains(MARKER), "the marker was read:\n" + r.all());
                assertFalse(Files.exists(store(runs)), "refused before anything was created");
            }
        }
        assertEquals(List.of(), requests, "no URL was fetched");
    }

    @Test
    void nestedEntityExpansionIsRefusedWithinASmallHeap() throws Exception {
        StringBuilder dtd = new StringBuilder("<!DOCTYPE rdf:RDF [\n<!ENTITY lol0 \"lol\">\n");
        for (int i = 1; i <= 9; i++) dtd.append("<!ENTITY lol").append(i).append(" \"").append(("&lol" + (i - 1) + ";").repeat(10)).append("\">\n");
        Path f = Files.writeString(tmp.resolve("laughs.rdf"), rdfXml(dtd.append("]>\n").toString(), "&lol9;"));
        for (String engine : ENGINES) {
            Cli.Result r = load(engine, List.of("-Xmx64m"), f);
            assertEquals(2, r.exit(), engine + ":\n" + r.all());
            // lol5 (3 x 10^5 characters) is the first over the limit: line 8.
            assertHas(r.err(), f + ":8:1: entity 'lol5' expands to more than", "billion laughs");
        }
    }

    /** 200 gzip members of 1 MiB of comment and blank lines each; the first holds the two triples. */
    private static long gzipBomb(Path f) throws IOException {
        StringBuilder filler = new StringBuilder();
        while (filler.length() < (1 << 20)) filler.append("# nothing to see here, just padding for a gzip bomb\n").append("        \t   \n");
        String triples = "<http://x/a> <http://x/p> \"1\" .\n<http://x/b> <http://x/p> \"2\" .\n";
        byte[] member = gzip(filler.toString());
        byte[] first = gzip(triples + filler);
        try (OutputStream out = Files.newOutputStream(f)) {
            out.write(first);
            for (int i = 1; i < 200; i++) out.write(member);
        }
        return triples.length() + 200L * filler.length();
    }

    private static byte[] gzip(String text) throws IOException {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (GZIPOutputStream gz = new GZIPOutputStream(bytes)) {
            gz.write(text.getBytes(StandardCharsets.UTF_8));
        }
        return bytes.toByteArray();
    }

    @Test
    void aGzipBombStreamsThroughASmallHeap() throws Exception {
        Path f = tmp.resolve("bomb.nt.gz");
        long inflated = gzipBomb(f);
        long heap = 64L << 20;
        assertTrue(inflated > 3 * heap && Files.size(f) < inflated / 200, "a bomb: " + Files.size(f) + " -> " + inflated);
        for (String engine : ENGINES) {
            Cli.Result r = load(engine, List.of("-Xmx64m"), f);
            assertEquals(0, r.exit(), engine + ":\n" + r.all());
            JsonNode rec = record();
            assertEquals(2, rec.at("/totals/statementsCommitted").asLong(), engine);
            assertEquals(heap, rec.at("/jvm/heapMaxBytes").asLong(), "the small heap was in force");
            assertTrue(rec.at("/totals/peakHeapBytes").asLong() <= heap, engine + " peak heap " + rec.at("/totals/peakHeapBytes"));
            // blazegraph-sail reads the file itself and does not report the inflated size.
            if (!engine.equals("blazegraph-sail")) assertEquals(inflated, rec.at("/inputs/0/uncompressedBytes").asLong(), engine);
            System.out.println("gzip bomb, " + engine + ", -Xmx64m: " + Files.size(f) + " bytes inflating to " + inflated
                    + ", heap peak " + (rec.at("/totals/peakHeapBytes").asLong() >> 20) + " MiB");
        }
    }

    @Test
    void aHundredMegabyteLiteralLoadsOrFailsNamingMemory() throws Exception {
        Path f = tmp.resolve("big-literal.nt");
        try (OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(f), 1 << 16)) {
            out.write("<http://x/a> <http://x/p> \"".getBytes(StandardCharsets.US_ASCII));
            byte[] ten = "abcdefghij".getBytes(StandardCharsets.US_ASCII);
            for (int i = 0; i < 10 << 20; i++) out.write(ten);
            out.write("\" .\n<http://x/b> <http://x/p> \"2\" .\n".getBytes(StandardCharsets.US_ASCII));
        }
        for (String engine : ENGINES) {
            Cli.Result r = load(engine, List.of("-Xmx1g"), f);
            if (r.exit() == 0) {
                assertEquals(2, record().at("/totals/statementsCommitted").asLong(), engine);
            } else {
                assertEquals(1, r.exit(), engine + ":\n" + r.all());
                assertTrue(r.err().toLowerCase(java.util.Locale.ROOT).matches("(?s).*(memory|heap).*"),
                        engine + ": a failure must name the bounded-memory cause:\n" + r.err());
            }
            System.out.println("100 MB literal, " + engine + ", -Xmx1g: exit " + r.exit()
                    + (r.exit() == 0 ? ", heap peak " + (record().at("/totals/peakHeapBytes").asLong() >> 20) + " MiB" : ": " + r.err()));
        }
    }

    @Test
    void malformedUtf8AtTheStartIsRefusedWithItsLocationOnEveryEngine() throws Exception {
        Path nt = tmp.resolve("latin1.nt");
        Files.write(nt, "<http://x/a> <http://x/p> \"ok\" .\n<http://x/b> <http://x/p> \"caf\u00e9\" .\n".getBytes(StandardCharsets.ISO_8859_1));
        Path ttl = tmp.resolve("broken.ttl");
        Files.write(ttl, concat("@prefix ex: <http://x/> .\nex:a ex:p \"bad ".getBytes(StandardCharsets.US_ASCII),
                new byte[] {(byte) 0xC3, 0x28}, "\" .\n".getBytes(StandardCharsets.US_ASCII)));
        for (String engine : ENGINES) {
            Cli.Result r = load(engine, List.of(), nt);
            assertEquals(2, r.exit(), engine + ":\n" + r.all());
            assertHas(r.err(), nt + ":2:31: invalid UTF-8 (bytes E9 ", "convert the file");
            r = load(engine, List.of(), ttl);
            assertEquals(2, r.exit(), engine + ":\n" + r.all());
            assertHas(r.err(), ttl + ":2:16: invalid UTF-8 (bytes C3 28 ");
        }
    }

    private static byte[] concat(byte[]... parts) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        for (byte[] p : parts) out.writeBytes(p);
        return out.toByteArray();
    }

    /** 2,000 good lines (past the part the loader reads ahead), then a Latin-1 'é' on line 2,001, column 31. */
    private Path lateMalformedUtf8() throws IOException {
        StringBuilder good = new StringBuilder();
        for (int i = 0; i < 2000; i++) good.append("<http://x/s").append(i).append("> <http://x/p> \"fine\" .\n");
        Path f = tmp.resolve("late.nt");
        Files.write(f, concat(good.toString().getBytes(StandardCharsets.US_ASCII),
                "<http://x/b> <http://x/p> \"caf\u00e9\" .\n".getBytes(StandardCharsets.ISO_8859_1)));
        return f;
    }

    @Test
    void malformedUtf8FurtherInFailsTheLoadWithItsLocation() throws Exception {
        Path f = lateMalformedUtf8();
        for (String engine : List.of("blazegraph", "tdb2")) {
            Cli.Result r = load(engine, List.of(), f);
            assertEquals(1, r.exit(), engine + ":\n" + r.all());
            assertHas(r.err(), f.toString() + ":2001:31: ", "invalid UTF-8", "committed: 0 statements");
            assertEquals(0, record().at("/totals/statementsCommitted").asLong());
        }
    }

    @Test
    void malformedUtf8FurtherInFailsTheLoadOnBlazegraphSailToo() throws Exception {
        Path f = lateMalformedUtf8();
        Cli.Result r = load("blazegraph-sail", List.of(), f);
        assertEquals(1, r.exit(), r.all());
        assertHas(r.err(), f.toString() + ":2001:31", "invalid UTF-8");
    }

    @Test
    void nonAsciiNTriplesKeepTheirCharactersOnBlazegraphSail() throws Exception {
        // Blazegraph's LOAD hands its N-Triples parser bytes it decodes as US-ASCII; loadscope makes it UTF-8.
        Path f = Files.writeString(tmp.resolve("unicode.nt"), "<http://x/a> <http://x/p> \"caf\u00e9 \u20ac \u4e2d\" .\n");
        Cli.Result r = load("blazegraph-sail", List.of(), f);
        assertEquals(0, r.exit(), r.all());
        Cli.Result v = Cli.run("verify", "--engine", "blazegraph-sail", "--store", store(runs).toString(), f.toString());
        assertEquals(0, v.exit(), v.all());
    }

    @Test
    void byteOrderMarksAreSkippedInEverySyntaxOnEveryEngineAndAbbreviationEntitiesLoad() throws Exception {
        Path nt = Files.writeString(tmp.resolve("bom.nt"), "\uFEFF<http://x/a> <http://x/p> \"caf\u00e9\" .\n<http://x/a> <http://x/q> \"2\" .\n");
        Path ttl = Files.writeString(tmp.resolve("bom.ttl"), "\uFEFF@prefix ex: <http://x/> .\nex:b ex:p \"1\" .\nex:b ex:q \"2\" .\n");
        // Internal entities used as abbreviations, common in ontologies, pass the loader's DOCTYPE check.
        Path rdf = Files.writeString(tmp.resolve("bom.rdf"), "\uFEFF" + rdfXml(
                "<!DOCTYPE rdf:RDF [\n<!ENTITY ex \"http://ex/\">\n<!ENTITY ont \"&ex;ontology#\">\n]>\n", "1")
                .replace("</ex:p>", "</ex:p><ex:q rdf:resource=\"&ont;term\"/>"));
        for (String engine : ENGINES) {
            Cli.Result r = load(engine, List.of(), nt, ttl, rdf);
            assertEquals(0, r.exit(), engine + ":\n" + r.all());
            JsonNode rec = record();
            assertEquals(6, rec.at("/totals/statementsCommitted").asLong(), engine);
            for (JsonNode input : rec.at("/inputs")) assertTrue(input.at("/bom").asBoolean(), engine + " " + input);
        }
    }

    @Test
    void rdfXmlNamedXmlIsDetectedAsRdfXmlOnEveryEngine() throws Exception {
        Path f = Files.writeString(tmp.resolve("units.xml"), rdfXml("", "1").replace("</ex:p>", "</ex:p><ex:q>2</ex:q>"));
        for (String engine : ENGINES) {
            Cli.Result r = load(engine, List.of(), f);
            JsonNode rec = record();
            assertEquals("RDF/XML", rec.at("/inputs/0/format").asText(), engine);
            assertEquals("content", rec.at("/inputs/0/formatDecidedBy").asText(), engine);
            // Every engine reads it with loadscope's parse stage (the sail path included, which no longer hands the file to LOAD).
            assertEquals(0, r.exit(), engine + ":\n" + r.all());
            assertEquals(2, rec.at("/totals/statementsCommitted").asLong(), engine);
        }
        // Blazegraph's own LOAD (--parser stock) takes the format from the name (.xml = TriX): refused, not misread.
        Cli.Result stock = Cli.run("load", "--engine", "blazegraph-sail", "--parser", "stock", "--store",
                tmp.resolve("stock-xml").toString(), f.toString());
        assertEquals(1, stock.exit(), stock.all());
        assertHas(stock.err(), "would read this RDF/XML file as TriX", "rename it (e.g. .rdf)");
    }

    @Test
    void aCutOffGzipFailsInsteadOfLoadingTheFirstPart() throws Exception {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 100_000; i++) text.append("<http://x/s").append(i).append("> <http://x/p> \"").append(i).append("\" .\n");
        byte[] whole = gzip(text.toString());
        Path f = tmp.resolve("cut.nt.gz");
        Files.write(f, java.util.Arrays.copyOf(whole, whole.length / 2));
        // blazegraph-sail reads the file itself; its LOAD fails too, but Blazegraph logs the stack trace (see the report).
        for (String engine : List.of("blazegraph", "tdb2")) {
            Cli.Result r = load(engine, List.of(), f);
            assertEquals(1, r.exit(), engine + ":\n" + r.all());
            assertHas(r.err(), f.toString(), "committed: 0 statements", "the gzip data ends before its end marker", "truncated");
            assertEquals(0, record().at("/totals/statementsCommitted").asLong(), engine);
        }
    }
}
