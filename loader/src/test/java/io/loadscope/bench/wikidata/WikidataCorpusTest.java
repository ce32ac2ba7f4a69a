package io.loadscope.bench.wikidata;

import org.eclipse.rdf4j.model.Statement;
import org.eclipse.rdf4j.rio.RDFFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The corpus is deterministic, exactly as large as asked, parses strictly, and its printed shape is a recount of it. */
class WikidataCorpusTest {
    @TempDir
    Path dir;

    private WikidataCorpus.Result make(String name, long n, long seed, boolean munged, long chunk) throws IOException {
        return WikidataCorpus.generate(new WikidataCorpus.Options(n, seed, dir.resolve(name + ".nt"), dir.resolve(name + "-chunks"), chunk, munged));
    }

    private static List<Statement> parse(Path file, RDFFormat format) throws IOException {
        try (InputStream in = file.toString().endsWith(".gz") ? new GZIPInputStream(Files.newInputStream(file)) : Files.newInputStream(file)) {
            return Recount.parse(in, format);
        }
    }

    private List<Path> chunks(String name) throws IOException {
        try (Stream<Path> s = Files.list(dir.resolve(name + "-chunks"))) {
            return s.sorted().toList();
        }
    }

    @Test
    void theSameSeedWritesTheSameBytesAndAnotherSeedOthers() throws IOException {
        make("a", 20_000, 7, true, 6_000);
        make("b", 20_000, 7, true, 6_000);
        make("c", 20_000, 8, true, 6_000);
        assertArrayEquals(Files.readAllBytes(dir.resolve("a.nt")), Files.readAllBytes(dir.resolve("b.nt")));
        List<Path> a = chunks("a");
        List<Path> b = chunks("b");
        assertEquals(a.stream().map(p -> p.getFileName().toString()).toList(), b.stream().map(p -> p.getFileName().toString()).toList());
        for (int i = 0; i < a.size(); i++) assertArrayEquals(Files.readAllBytes(a.get(i)), Files.readAllBytes(b.get(i)), a.get(i).toString());
        assertFalse(java.util.Arrays.equals(Files.readAllBytes(dir.resolve("a.nt")), Files.readAllBytes(dir.resolve("c.nt"))));
    }

    @Test
    void exactlyTheStatementsAskedForAllDistinctInBothFlavours() throws IOException {
        for (boolean munged : new boolean[] {true, false}) {
            for (long n : new long[] {100, 1_234, 9_999, 30_001}) {
                WikidataCorpus.Result r = make("n" + n + munged, n, 3, munged, 1_000_000);
                List<Statement> all = parse(dir.resolve("n" + n + munged + ".nt"), RDFFormat.NTRIPLES);
                assertEquals(n, all.size(), n + " munged=" + munged);
                assertEquals(n, new HashSet<>(all).size(), "no statement written twice: " + n + " munged=" + munged);
                assertEquals(n, r.statements());
            }
        }
    }

    @Test
    void turtleChunksAreGzipWholeEntitiesAndHoldWhatTheNTriplesHold() throws IOException {
        make("t", 40_000, 5, true, 5_000);
        List<Path> files = chunks("t");
        assertTrue(files.size() >= 5, files.toString());
        Set<String> fromChunks = new HashSet<>();
        for (int i = 0; i < files.size(); i++) {
            Path f = files.get(i);
            assertEquals(TurtleChunks.name(i + 1), f.getFileName().toString());
            try (InputStream in = Files.newInputStream(f)) {
                assertEquals(0x1f, in.read());
                assertEquals(0x8b, in.read());
            }
            List<Statement> chunk = parse(f, RDFFormat.TURTLE);
            if (i < files.size() - 1) assertTrue(chunk.size() >= 5_000, f + ": " + chunk.size());
            // Whole entities: every statement node an item links to is described in the same chunk.
            Set<String> subjects = chunk.stream().map(s -> s.getSubject().stringValue()).collect(Collectors.toSet());
            for (Statement s : chunk) {
                if (s.getObject().stringValue().startsWith(Recount.STATEMENT) && s.getPredicate().stringValue().startsWith(Recount.PROP)) {
                    assertTrue(subjects.contains(s.getObject().stringValue()), f + " lacks " + s.getObject());
                }
            }
            for (Statement s : chunk) fromChunks.add(key(s, i));
        }
        Set<String> fromNt = new HashSet<>();
        for (Statement s : parse(dir.resolve("t.nt"), RDFFormat.NTRIPLES)) fromNt.add(key(s, -1));
        assertEquals(fromNt.size(), fromChunks.size());
        assertEquals(fromNt, fromChunks.stream().map(k -> k.replaceAll("_:c\\d+:", "_:")).collect(Collectors.toSet()));
    }

    /** Blank node labels are scoped to their chunk: marked with it, then unmarked to compare with the one N-Triples file. */
    private static String key(Statement s, int chunk) {
        String text = s.getSubject() + " " + s.getPredicate() + " " + s.getObject();
        return chunk < 0 ? text : text.replace("_:", "_:c" + chunk + ":");
    }

    @Test
    void thePrintedShapeIsARecountOfTheOutput() throws IOException {
        for (boolean munged : new boolean[] {true, false}) {
            WikidataCorpus.Result r = make("s" + munged, 40_000, 11, munged, 1_000_000);
            List<Statement> all = parse(dir.resolve("s" + munged + ".nt"), RDFFormat.NTRIPLES);
            Map<String, Long> recount = Recount.counts(all);
            Map<String, Long> printed = r.counts();
            for (String key : List.of("triples", "items", "properties", "wikibaseStatements", "kind.label", "kind.labelCopy",
                    "kind.description", "kind.alias", "kind.truthy", "kind.statementLink", "kind.statementNode", "kind.valueNode", "kind.reference", "kind.sitelink",
                    "kind.metadata", "kind.propertyDeclaration", "iriObjects", "literal.string", "literal.langString",
                    "literal.integer", "literal.decimal", "literal.dateTime", "literal.wktLiteral", "languages", "valueNodes",
                    "valueLinks", "wasDerivedFrom")) {
                assertEquals(recount.getOrDefault(key, 0L), printed.get(key), key + " munged=" + munged);
            }
            // Shared nodes are written once: one node per distinct subject.
            assertEquals(recount.get("distinctValueSubjects"), printed.get("valueNodes"));
            assertEquals(recount.get("distinctReferenceSubjects"), printed.get("references"));
            long exact = Recount.distinctTerms(all);
            assertTrue(Math.abs(r.distinctTerms() - exact) <= 0.03 * exact, "estimate " + r.distinctTerms() + " vs " + exact);
            assertTrue(r.report().contains("40,000 triples"), r.report());
            if (munged) {
                assertEquals(0L, recount.getOrDefault("kind.labelCopy", 0L), "the munger drops skos:prefLabel and schema:name on entities");
            } else {
                assertEquals(3 * recount.get("kind.label") - 2 * recount.get("kind.label"), recount.get("kind.labelCopy") / 2, "each label thrice in the dump");
            }
        }
    }

    @Test
    void theTripleKindsOfTheMungedDataAreAllThere() throws IOException {
        make("k", 100_000, 13, true, 1_000_000);
        Set<String> predicates = new HashSet<>();
        Set<String> objects = new HashSet<>();
        List<Statement> all = parse(dir.resolve("k.nt"), RDFFormat.NTRIPLES);
        // Distinct also as stores compare strings (Unicode NFC): no two items share a sitelink page.
        assertEquals(all.size(), all.stream().map(s -> java.text.Normalizer.normalize(s.toString(), java.text.Normalizer.Form.NFC))
                .collect(Collectors.toSet()).size());
        for (Statement s : all) {
            String p = s.getPredicate().stringValue();
            predicates.add(p.replaceAll("P\\d+$", "P"));
            if (p.endsWith("#type") || p.endsWith("#rank")) objects.add(s.getObject().stringValue());
            if (s.getObject() instanceof org.eclipse.rdf4j.model.Literal l && l.getDatatype().stringValue().endsWith("wktLiteral")) objects.add("wkt");
        }
        for (String p : List.of("http://www.wikidata.org/prop/direct/P", "http://www.wikidata.org/prop/direct-normalized/P",
                "http://www.wikidata.org/prop/P", "http://www.wikidata.org/prop/statement/P", "http://www.wikidata.org/prop/statement/value/P",
                "http://www.wikidata.org/prop/statement/value-normalized/P", "http://www.wikidata.org/prop/qualifier/P",
                "http://www.wikidata.org/prop/qualifier/value/P", "http://www.wikidata.org/prop/reference/P",
                "http://www.wikidata.org/prop/reference/value/P", "http://www.w3.org/ns/prov#wasDerivedFrom", "http://wikiba.se/ontology#rank",
                "http://wikiba.se/ontology#timeValue", "http://wikiba.se/ontology#timePrecision", "http://wikiba.se/ontology#timeTimezone",
                "http://wikiba.se/ontology#timeCalendarModel", "http://wikiba.se/ontology#quantityAmount",
                "http://wikiba.se/ontology#quantityUpperBound", "http://wikiba.se/ontology#quantityLowerBound",
                "http://wikiba.se/ontology#quantityUnit", "http://wikiba.se/ontology#quantityNormalized", "http://wikiba.se/ontology#geoLatitude",
                "http://wikiba.se/ontology#geoLongitude", "http://wikiba.se/ontology#geoPrecision", "http://wikiba.se/ontology#geoGlobe",
                "http://www.w3.org/2000/01/rdf-schema#label", "http://schema.org/description", "http://www.w3.org/2004/02/skos/core#altLabel",
                "http://schema.org/about", "http://schema.org/isPartOf", "http://schema.org/inLanguage", "http://schema.org/name",
                "http://wikiba.se/ontology#wikiGroup", "http://schema.org/version", "http://schema.org/dateModified",
                "http://wikiba.se/ontology#statements", "http://wikiba.se/ontology#sitelinks", "http://wikiba.se/ontology#identifiers",
                "http://wikiba.se/ontology#propertyType", "http://wikiba.se/ontology#directClaim", "http://wikiba.se/ontology#claim",
                "http://wikiba.se/ontology#statementProperty", "http://wikiba.se/ontology#qualifier", "http://wikiba.se/ontology#reference",
                "http://www.w3.org/2002/07/owl#complementOf")) {
            assertTrue(predicates.contains(p), "no " + p);
        }
        for (String o : List.of("http://wikiba.se/ontology#NormalRank", "http://wikiba.se/ontology#PreferredRank",
                "http://wikiba.se/ontology#DeprecatedRank", "http://wikiba.se/ontology#BestRank", "http://wikiba.se/ontology#TimeValue",
                "http://wikiba.se/ontology#QuantityValue", "http://wikiba.se/ontology#GlobecoordinateValue", "http://schema.org/Article",
                "http://wikiba.se/ontology#Property", "wkt")) {
            assertTrue(objects.contains(o), "no " + o);
        }
        assertFalse(objects.contains("http://wikiba.se/ontology#Item"), "the munger drops wikibase:Item");
        assertFalse(objects.contains("http://wikiba.se/ontology#Statement"), "the munger drops wikibase:Statement");
    }
}
