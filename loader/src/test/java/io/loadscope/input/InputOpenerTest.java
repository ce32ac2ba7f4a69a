package io.loadscope.input;

import io.loadscope.load.RdfFormat;
import io.loadscope.probe.ListenerDispatch;
import io.loadscope.probe.LoadProbes;
import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class InputOpenerTest {
    private static final String RDFXML = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\" xmlns:ex=\"http://ex/\">\n"
            + "  <rdf:Description rdf:about=\"http://ex/a\"><ex:p>v</ex:p></rdf:Description>\n</rdf:RDF>\n";
    private static final String NT = "<http://a> <http://b> <http://c> .\n<http://a> <http://b> \"second\" .\n";

    @TempDir
    Path dir;

    private final LoadProbes probes = new LoadProbes(new ListenerDispatch());

    @Test
    void rdfXmlNamedXmlIsReadAsRdfXmlAndItsBomIsSkipped() throws Exception {
        Path f = dir.resolve("units.xml");
        Files.writeString(f, "\uFEFF" + RDFXML, StandardCharsets.UTF_8); // the UTF-8 BOM, EF BB BF
        try (OpenedInput in = new InputOpener(null).open(InputSource.file(f), probes)) {
            assertEquals(RdfFormat.RDFXML, in.format());
            assertEquals("content", in.formatDecision().decidedBy());
            assertTrue(in.hadBom());
            assertEquals(RDFXML, new String(in.stream().readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    @Test
    void aNameThatLiesIsOverruledByContentWithANote() throws Exception {
        Path f = dir.resolve("really-rdfxml.nt");
        Files.writeString(f, RDFXML);
        FormatDecision d = new InputOpener(null).check(InputSource.file(f));
        assertEquals(RdfFormat.RDFXML, d.format());
        assertFalse(d.note().isEmpty());
    }

    @Test
    void nTriplesInATtlFileKeepsTheNameBecauseTurtleContainsNTriples() throws Exception {
        Path f = dir.resolve("data.ttl");
        Files.writeString(f, NT);
        FormatDecision d = new InputOpener(null).check(InputSource.file(f));
        assertEquals(RdfFormat.TURTLE, d.format());
        assertEquals("name+content", d.decidedBy());
    }

    @Test
    void aBrokenNTriplesLineDoesNotMakeTheFileTurtle() throws Exception {
        Path f = dir.resolve("broken.nt");
        Files.writeString(f, "<http://x/1> <http://x/p> <http://x/2> .\n<http://x/1> <http://x/p> oops .\n");
        assertEquals(RdfFormat.NTRIPLES, new InputOpener(null).check(InputSource.file(f)).format());
    }

    @Test
    void lineSyntaxPointsAtTheFirstTermThatDoesNotFit() {
        NTriplesLineCheck triples = new NTriplesLineCheck(false);
        assertNotNull(triples.check("<http://x/1> <http://x/p> oops ."));
        assertEquals(27, triples.column());
        assertNull(triples.check("<http://x/1> <http://x/p> \"ok\"@en ."));
        assertNull(new NTriplesLineCheck(true).check("_:b <http://x/p> <http://x/o> <http://g> ."));
        assertNotNull(triples.check("<http://x/1> <http://x/p> <http://x/o>"));
        assertEquals(39, triples.column());
    }

    @Test
    void compressionComesFromTheBytesNotTheName() throws Exception {
        Path f = dir.resolve("misnamed.nt");   // gzip content without .gz
        Files.write(f, CompressionTest.compress(Compression.GZIP, NT.getBytes(StandardCharsets.UTF_8)));
        try (OpenedInput in = new InputOpener(null).open(InputSource.file(f), probes)) {
            assertEquals(Compression.GZIP, in.compression());
            assertEquals(RdfFormat.NTRIPLES, in.format());
            assertEquals(NT, new String(in.stream().readAllBytes(), StandardCharsets.UTF_8));
            assertEquals(Files.size(f), in.compressedBytes());
            assertEquals(NT.length(), in.uncompressedBytes());
            in.recordStages(probes);
        }
        assertEquals(NT.length(), probes.uncompressedBytes());
        assertEquals(Files.size(f), probes.compressedBytes());
        assertEquals(1, probes.meter(ThreadRole.PARSER, Stage.DECOMPRESS).events());
    }

    @Test
    void decompressionOnItsOwnThreadGivesTheSameBytesAndBooksTheWorkToThatThread() throws Exception {
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 40_000; i++) big.append("<http://a/").append(i).append("> <http://b> \"v").append(i).append("\" .\n");
        byte[] plain = big.toString().getBytes(StandardCharsets.UTF_8);
        Path f = dir.resolve("big.nt.zst");
        Files.write(f, CompressionTest.compress(Compression.ZSTD, plain));
        try (OpenedInput in = new InputOpener(null, InputOpener.IO_BUFFER, true).open(InputSource.file(f), probes)) {
            assertEquals(RdfFormat.NTRIPLES, in.format());
            assertTrue(java.util.Arrays.equals(plain, in.stream().readAllBytes()), "same bytes as inline decompression");
            in.close();
            in.recordStages(probes);
        }
        assertEquals(plain.length, probes.uncompressedBytes());
        assertEquals(1, probes.meter(OpenedInput.DECOMPRESSOR, Stage.DECOMPRESS).events());
        assertEquals(0, probes.meter(ThreadRole.PARSER, Stage.DECOMPRESS).events(), "the parser only waits");
        assertTrue(probes.roleWallNanos(OpenedInput.DECOMPRESSOR) > 0);
    }

    @Test
    void aCorruptStreamFailsTheReaderOnTheParserThreadNotSilently() throws Exception {
        byte[] packed = CompressionTest.compress(Compression.GZIP, NT.repeat(20_000).getBytes(StandardCharsets.UTF_8));
        Path f = dir.resolve("cut.nt.gz");
        Files.write(f, java.util.Arrays.copyOf(packed, packed.length / 2));
        try (OpenedInput in = new InputOpener(null, InputOpener.IO_BUFFER, true).open(InputSource.file(f), probes)) {
            IOException e = assertThrows(IOException.class, () -> in.stream().readAllBytes());
            assertTrue(e.getMessage() != null, "the decoder's message arrives");
        }
    }

    @Test
    void aCutOffGzipIsAnErrorThatSaysSoNotAnEndOfInput() throws Exception {
        // Jena's parser takes an EOFException from its source for the end of the input and would load the part before the cut.
        byte[] packed = CompressionTest.compress(Compression.GZIP, NT.repeat(20_000).getBytes(StandardCharsets.UTF_8));
        Path f = dir.resolve("cut.nt.gz");
        Files.write(f, java.util.Arrays.copyOf(packed, packed.length / 2));
        try (OpenedInput in = new InputOpener(null).open(InputSource.file(f), probes)) {
            IOException e = assertThrows(IOException.class, () -> in.stream().readAllBytes());
            assertFalse(e instanceof java.io.EOFException, "not an EOFException: " + e);
            assertTrue(e.getMessage().contains("cut.nt.gz") && e.getMessage().contains("truncated"), e.getMessage());
        }
    }

    @Test
    void textSyntaxesAreCheckedForUtf8AndRdfXmlIsLeftToItsParser() throws Exception {
        Path nt = dir.resolve("latin1.nt");
        Files.write(nt, "<http://a> <http://b> \"caf\u00e9\" .\n".getBytes(StandardCharsets.ISO_8859_1));
        // In the head, which the opener reads anyway: refused before anything is created.
        InputError early = assertThrows(InputError.class, () -> new InputOpener(null).check(InputSource.file(nt)));
        assertTrue(early.getMessage().startsWith(nt + ":1:27: invalid UTF-8 (bytes E9 "), early.getMessage());
        // Further in: the parser gets every good byte before it, then the error.
        Path late = dir.resolve("late.nt");
        byte[] good = NT.repeat(1000).getBytes(StandardCharsets.UTF_8);
        Files.write(late, java.nio.ByteBuffer.allocate(good.length + 40).put(good)
                .put("<http://a> <http://b> \"caf\u00e9\" .\n".getBytes(StandardCharsets.ISO_8859_1)).array());
        try (OpenedInput in = new InputOpener(null).open(InputSource.file(late), probes)) {
            java.io.ByteArrayOutputStream delivered = new java.io.ByteArrayOutputStream();
            byte[] buf = new byte[8192];
            MalformedUtf8Exception e = assertThrows(MalformedUtf8Exception.class, () -> {
                for (int n; (n = in.stream().read(buf)) >= 0; ) delivered.write(buf, 0, n);
            });
            assertEquals(2001, e.line());
            assertEquals(27, e.column());
            assertEquals(good.length + 26, delivered.size(), "every byte before the bad one");
        }
        // RDF/XML declares its encoding; ISO-8859-1 is legal there.
        Path xml = dir.resolve("latin1.rdf");
        byte[] doc = RDFXML.replace("UTF-8", "ISO-8859-1").replace(">v<", ">caf\u00e9<").getBytes(StandardCharsets.ISO_8859_1);
        Files.write(xml, doc);
        try (OpenedInput in = new InputOpener(null).open(InputSource.file(xml), probes)) {
            assertTrue(java.util.Arrays.equals(doc, in.stream().readAllBytes()));
        }
    }

    @Test
    void rdfXmlThatWouldReadOtherFilesIsRefusedBeforeAnythingIsCreated() throws Exception {
        Path f = dir.resolve("xxe.xml");
        Files.writeString(f, RDFXML.replace("<rdf:RDF", "<!DOCTYPE rdf:RDF [<!ENTITY x SYSTEM \"file:///etc/hostname\">]>\n<rdf:RDF")
                .replace(">v<", ">&x;<"));
        InputError e = assertThrows(InputError.class, () -> new InputOpener(null).check(InputSource.file(f)));
        assertTrue(e.getMessage().startsWith(f + ":2:20: ") && e.getMessage().contains("external entity 'x'"), e.getMessage());
    }

    @Test
    void aHugeLineIsShownCutWithoutBeingHeldWhole() throws Exception {
        Path f = dir.resolve("long.nt");
        String longLine = "<http://a> <http://b> \"" + "x".repeat(2_000_000) + "\" .";
        Files.writeString(f, "<http://a> <http://b> <http://c> .\r\n" + longLine + "\rlast\n");
        String shown = InputOpener.lineAt(InputSource.file(f), 2);
        assertEquals(longLine.substring(0, 500) + " ...", shown);
        assertEquals("last", InputOpener.lineAt(InputSource.file(f), 3));
        assertNull(InputOpener.lineAt(InputSource.file(f), 4));
    }

    @Test
    void aFileWithoutTellingNameOrContentIsAnInputError() throws IOException {
        Path f = dir.resolve("notes.dat");
        Files.writeString(f, "just some words\n");
        InputError e = assertThrows(InputError.class, () -> new InputOpener(null).check(InputSource.file(f)));
        assertTrue(e.getMessage().contains("notes.dat"), e.getMessage());
        assertTrue(e.getMessage().contains("--format"), e.getMessage());
    }

    @Test
    void theOffendingLineIsReadBackFromACompressedFile() throws Exception {
        Path f = dir.resolve("x.nt.bz2");
        Files.write(f, CompressionTest.compress(Compression.BZIP2, NT.getBytes(StandardCharsets.UTF_8)));
        assertEquals("<http://a> <http://b> \"second\" .", InputOpener.lineAt(InputSource.file(f), 2));
        assertNull(InputOpener.lineAt(InputSource.file(f), 99));
        assertNull(InputOpener.lineAt(InputSource.stdin(), 1));
    }

    @Test
    void directoriesContributeTheirDataFilesInNameOrder() throws Exception {
        Path chunks = Files.createDirectory(dir.resolve("chunks"));
        for (String n : List.of("wikidump-000000010.ttl.gz", "wikidump-000000002.ttl.gz", "wikidump-000000001.ttl.gz", "README.md", ".hidden")) {
            Files.writeString(chunks.resolve(n), "x");
        }
        List<String> names = InputResolver.resolve(List.of(chunks.toString())).stream()
                .map(s -> s.path().getFileName().toString()).toList();
        assertEquals(List.of("wikidump-000000001.ttl.gz", "wikidump-000000002.ttl.gz", "wikidump-000000010.ttl.gz"), names);
    }

    @Test
    void missingInputsAreReportedByName() {
        InputError e = assertThrows(InputError.class, () -> InputResolver.resolve(List.of(dir.resolve("nope.nt").toString())));
        assertTrue(e.getMessage().contains("nope.nt") && e.getMessage().contains("no such file"), e.getMessage());
    }
}
