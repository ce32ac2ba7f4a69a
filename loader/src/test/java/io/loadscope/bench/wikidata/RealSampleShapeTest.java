package io.loadscope.bench.wikidata;

import org.eclipse.rdf4j.model.IRI;
import org.eclipse.rdf4j.model.Literal;
import org.eclipse.rdf4j.model.Resource;
import org.eclipse.rdf4j.model.Statement;
import org.eclipse.rdf4j.model.Value;
import org.eclipse.rdf4j.model.impl.SimpleValueFactory;
import org.eclipse.rdf4j.rio.RDFFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The generator's entities against a real one: Wikidata's Q24628793 (a scholarly article, the most common kind of
 * item) as Wikibase exports it, and as the query service's munger would leave it (its rules applied here). The kinds
 * of triple the real entity has all occur in the corpus of the same flavour, value nodes and references are built
 * alike, and per-statement ratios lie within stated bounds of the real entity's.
 */
class RealSampleShapeTest {
    private static final String Q = Recount.WD + "Q24628793";
    private static final String TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type";

    @TempDir
    static Path dir;
    private static final Map<Boolean, List<Statement>> CORPORA = new HashMap<>();

    private static List<Statement> sample() throws IOException {
        try (InputStream in = RealSampleShapeTest.class.getResourceAsStream("/wikidata/Q24628793.ttl")) {
            return Recount.parse(in, RDFFormat.TURTLE);
        }
    }

    /** What the query service's munger does to an entity: its documented rules (metadata moved, types and copies dropped). */
    static List<Statement> munge(List<Statement> dump, String entity) {
        SimpleValueFactory vf = SimpleValueFactory.getInstance();
        List<Statement> out = new ArrayList<>();
        for (Statement st : dump) {
            String s = st.getSubject().stringValue();
            String p = st.getPredicate().stringValue();
            String o = st.getObject().stringValue();
            if (s.startsWith(Recount.WDATA)) {
                if (p.equals(Recount.SCHEMA + "version") || p.equals(Recount.SCHEMA + "dateModified") || p.startsWith(Recount.WIKIBASE)) {
                    out.add(vf.createStatement(vf.createIRI(entity), st.getPredicate(), st.getObject()));
                }
                continue;
            }
            if (p.equals(TYPE) && (o.equals(Recount.WIKIBASE + "Item") || o.equals(Recount.WIKIBASE + "Statement") || o.equals(Recount.WIKIBASE + "Reference"))) continue;
            if (s.equals(entity) && (p.equals("http://www.w3.org/2004/02/skos/core#prefLabel") || p.equals(Recount.SCHEMA + "name"))) continue;
            out.add(st);
        }
        return out;
    }

    /** A triple's kind: its predicate with the property number dropped, and for rdf:type its object. */
    private static Set<String> kinds(List<Statement> statements) {
        Set<String> k = new HashSet<>();
        for (Statement st : statements) {
            String p = st.getPredicate().stringValue().replaceAll("P\\d+$", "P");
            k.add(p);
            if (p.equals(TYPE)) k.add("a " + st.getObject().stringValue().replaceAll("P\\d+$", "P"));
            if (st.getObject() instanceof Literal l) k.add(p + " ^^" + (l.getLanguage().isPresent() ? "lang" : l.getDatatype().stringValue()));
        }
        return k;
    }

    /** Per-statement and per-node ratios of a set of entities. */
    record Ratios(double statementNodeTriplesPerStatement, double truthyPerStatement, double referencedShare,
                  double referenceTriplesPerReference, Set<String> timeNodePredicates) {
    }

    static Ratios ratios(List<Statement> all) {
        long links = 0;
        long nodeTriples = 0;
        long truthy = 0;
        Set<Resource> referenced = new HashSet<>();
        Set<Resource> statements = new HashSet<>();
        long refTriples = 0;
        Set<Resource> refs = new HashSet<>();
        Map<Resource, Set<String>> timeNodes = new HashMap<>();
        Set<Resource> timeTyped = new HashSet<>();
        for (Statement st : all) {
            String s = st.getSubject().stringValue();
            String p = st.getPredicate().stringValue();
            if (p.startsWith(Recount.PROP) && p.indexOf('/', Recount.PROP.length()) < 0 && !s.startsWith(Recount.STATEMENT)) {
                links++;
                statements.add((Resource) st.getObject());
            }
            if (p.startsWith(Recount.PROP + "direct")) truthy++;
            if (s.startsWith(Recount.STATEMENT)) nodeTriples++;
            if (p.equals("http://www.w3.org/ns/prov#wasDerivedFrom")) referenced.add(st.getSubject());
            if (s.startsWith(Recount.REFERENCE)) {
                refTriples++;
                refs.add(st.getSubject());
            }
            if (s.startsWith(Recount.VALUE)) timeNodes.computeIfAbsent(st.getSubject(), x -> new HashSet<>()).add(p);
            if (p.equals(TYPE) && st.getObject().stringValue().equals(Recount.WIKIBASE + "TimeValue")) timeTyped.add(st.getSubject());
        }
        Set<String> timePredicates = new HashSet<>();
        for (Resource r : timeTyped) timePredicates.addAll(timeNodes.get(r));
        for (Resource r : timeTyped) assertEquals(timePredicates, timeNodes.get(r), "every time node has the same five predicates: " + r);
        referenced.retainAll(statements);
        return new Ratios((double) nodeTriples / links, (double) truthy / links, (double) referenced.size() / links,
                refs.isEmpty() ? 0 : (double) refTriples / refs.size(), timePredicates);
    }

    /** A corpus of each flavour, made once for the class. */
    private static synchronized List<Statement> corpus(boolean munged) throws IOException {
        List<Statement> cached = CORPORA.get(munged);
        if (cached != null) return cached;
        Path nt = dir.resolve("c" + munged + ".nt");
        WikidataCorpus.generate(new WikidataCorpus.Options(100_000, 17, nt, null, 1, munged));
        try (InputStream in = Files.newInputStream(nt)) {
            List<Statement> all = Recount.parse(in, RDFFormat.NTRIPLES);
            CORPORA.put(munged, all);
            return all;
        }
    }

    @Test
    void theRealEntitysTripleKindsAllOccurInTheCorpusOfItsFlavour() throws IOException {
        List<Statement> dump = sample();
        List<Statement> munged = munge(dump, Q);
        Set<String> dumpCorpus = kinds(corpus(false));
        Set<String> mungedCorpus = kinds(corpus(true));
        Set<String> missing = new HashSet<>(kinds(dump));
        missing.removeAll(dumpCorpus);
        assertTrue(missing.isEmpty(), "dump-form kinds the corpus lacks: " + missing);
        missing = new HashSet<>(kinds(munged));
        missing.removeAll(mungedCorpus);
        assertTrue(missing.isEmpty(), "munged kinds the corpus lacks: " + missing);
        for (String dropped : List.of("a " + Recount.WIKIBASE + "Item", "a " + Recount.WIKIBASE + "Statement", "a " + Recount.WIKIBASE + "Reference",
                "http://www.w3.org/2004/02/skos/core#prefLabel")) {
            assertTrue(dumpCorpus.contains(dropped), "the dump form has " + dropped);
            assertFalse(mungedCorpus.contains(dropped), "the munged form has no " + dropped);
        }
    }

    @Test
    void perStatementRatiosAreWithinBoundsOfTheRealEntitys() throws IOException {
        for (boolean mungedForm : new boolean[] {true, false}) {
            List<Statement> real = mungedForm ? munge(sample(), Q) : sample();
            Ratios want = ratios(real);
            Ratios got = ratios(corpus(mungedForm));
            String form = mungedForm ? "munged" : "dump";
            // The real article: 36 statements, 3.5 (munged) or 4.5 (dump) statement-node triples each, 1.1 truthy
            // triples each, three in four referenced. The corpus mixes kinds of item, so within a factor of 1.5, and
            // the referenced share between a third and all.
            assertTrue(within(got.statementNodeTriplesPerStatement(), want.statementNodeTriplesPerStatement(), 1.5), form + " " + got + " vs " + want);
            assertTrue(within(got.truthyPerStatement(), want.truthyPerStatement(), 1.5), form + " " + got + " vs " + want);
            assertTrue(got.referencedShare() > 0.33 && got.referencedShare() <= 1.0, form + " " + got);
            assertTrue(within(got.referenceTriplesPerReference(), want.referenceTriplesPerReference(), 1.5), form + " " + got + " vs " + want);
            assertEquals(want.timeNodePredicates(), got.timeNodePredicates(), form);
        }
    }

    private static boolean within(double got, double want, double factor) {
        return got >= want / factor && got <= want * factor;
    }

    /**
     * The item's own bookkeeping: wikibase:statements counts its p: links, exactly in the corpus. The real export says
     * 36 for the 35 statements it holds (its count and its statements were not taken at the same revision, or one
     * statement was left out of the test file), so there it is held to within one.
     */
    @Test
    void statementCountsMatchTheLinksAsInTheRealEntity() throws IOException {
        for (List<Statement> all : List.of(munge(sample(), Q), corpus(true))) {
            boolean real = all.stream().anyMatch(st -> st.getSubject().stringValue().equals(Q));
            Map<Value, Long> told = new HashMap<>();
            Map<Value, Long> linked = new HashMap<>();
            for (Statement st : all) {
                String p = st.getPredicate().stringValue();
                if (p.equals(Recount.WIKIBASE + "statements")) told.put(st.getSubject(), Long.parseLong(st.getObject().stringValue()));
                if (p.startsWith(Recount.PROP) && p.indexOf('/', Recount.PROP.length()) < 0 && st.getSubject() instanceof IRI) {
                    linked.merge(st.getSubject(), 1L, Long::sum);
                }
            }
            assertFalse(told.isEmpty());
            for (Map.Entry<Value, Long> e : told.entrySet()) {
                long links = linked.getOrDefault(e.getKey(), 0L);
                if (real) assertTrue(Math.abs(e.getValue() - links) <= 1, e + " vs " + links);
                else assertEquals(e.getValue(), links, e.getKey().toString());
            }
        }
    }
}
