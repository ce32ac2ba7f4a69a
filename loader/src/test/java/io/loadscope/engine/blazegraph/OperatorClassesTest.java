package io.loadscope.engine.blazegraph;

import com.bigdata.journal.Journal;
import com.bigdata.rdf.internal.IV;
import com.bigdata.rdf.model.BigdataStatement;
import com.bigdata.rdf.sail.BigdataSail;
import com.bigdata.rdf.sail.BigdataSailRepository;
import com.bigdata.rdf.sail.BigdataSailRepositoryConnection;
import com.bigdata.rdf.store.AbstractTripleStore;
import io.loadscope.operator.CountExtension;
import io.loadscope.operator.WikiExtensionFactory;
import io.loadscope.operator.WikiInlineUriFactory;
import io.loadscope.operator.WikiVocabulary;
import io.loadscope.operator.WikiVocabularyDecl;
import io.loadscope.operator.WikidataLikeFixture;
import io.loadscope.pipeline.LoadPipeline;
import io.loadscope.pipeline.RunResult;
import io.loadscope.record.RunStatus;
import io.loadscope.record.VerifyReport;
import io.loadscope.request.LoadRequest;
import io.loadscope.verify.StoreVerification;
import io.loadscope.verify.VerifyRequest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openrdf.model.impl.URIImpl;
import org.openrdf.query.BindingSet;
import org.openrdf.query.QueryLanguage;
import org.openrdf.query.TupleQueryResult;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A custom vocabulary, inline-URI factory and literal extension (this project's test classes, on the extension points
 * Wikibase's own use) on every Blazegraph path: the stock DataLoader, the buffer writer, SPARQL LOAD and the sorted
 * build each load a Wikidata-shaped file that verifies exactly, into a store that really uses the classes, and the
 * sorted-built store answers queries exactly as the DataLoader-built one.
 */
class OperatorClassesTest {
    static final Map<String, String> CLASSES = Map.of(
            WikidataLikeFixture.SETTINGS_VOCABULARY, WikiVocabulary.class.getName(),
            WikidataLikeFixture.SETTINGS_INLINE_URI, WikiInlineUriFactory.class.getName(),
            WikidataLikeFixture.SETTINGS_EXTENSION, WikiExtensionFactory.class.getName());

    @TempDir
    Path dir;
    private List<String> inputs;

    @BeforeEach
    void fixture() throws Exception {
        // Small runs: the sorted build merges several.
        inputs = List.of(WikidataLikeFixture.write(dir.resolve("wikidata-like.nt"), 2000).toString());
    }

    private RunResult load(String engine, String name, Map<String, String> extra) throws Exception {
        Map<String, String> sets = new LinkedHashMap<>(CLASSES);
        sets.putAll(extra);
        RunResult r = LoadPipeline.run(LoadRequest.builder().engine(engine).settings(sets).store(dir.resolve(name))
                .reportDir(dir.resolve(name + "-run")).inputs(inputs).build());
        assertEquals(RunStatus.LOADED, r.record().status(), r.record().errors().toString());
        VerifyReport v = StoreVerification.run(VerifyRequest.of(engine, dir.resolve(name), inputs));
        assertEquals(VerifyReport.Outcome.EXACT, v.outcome(), name + ": " + v);
        assertUsesTheClasses(dir.resolve(name));
        return r;
    }

    @Test
    void everyBlazegraphPathHonoursTheClassesAndTheSortedStoreAnswersAsTheDataLoadersOne() throws Exception {
        RunResult stock = load(BlazegraphEngine.NAME, "stock", Map.of(BlazegraphEngine.PARSER, "stock"));
        load(BlazegraphEngine.NAME, "buffer", Map.of());
        load(BlazegraphEngine.SAIL_NAME, "sail", Map.of());
        RunResult sorted = load(BlazegraphEngine.NAME, "sorted", Map.of(BlazegraphEngine.WRITER, "sorted",
                BlazegraphEngine.SORTED_RUN_BYTES, "65536"));
        Map<String, String> fixed = sorted.record().settings().fixed();
        assertTrue(Long.parseLong(fixed.get("sortedBuild.runs")) > 1, fixed.toString());
        assertEquals("0", fixed.get("sortedBuild.keysOutOfOrder"), "inline and vocabulary IVs rank in IV order too: " + fixed);
        assertTrue(Long.parseLong(fixed.get("sortedBuild.inlineTerms")) > 2000, "items and counts inline: " + fixed);
        assertEquals(stock.record().totals().statementsCommitted(), sorted.record().totals().statementsCommitted());
        String wd = "PREFIX wd: <" + WikiVocabularyDecl.ENTITY + "> PREFIX wdt: <" + WikiVocabularyDecl.DIRECT + "> "
                + "PREFIX p: <http://www.wikidata.org/prop/> PREFIX ps: <http://www.wikidata.org/prop/statement/> "
                + "PREFIX pq: <http://www.wikidata.org/prop/qualifier/> PREFIX wikibase: <" + WikiVocabularyDecl.ONTOLOGY + "> "
                + "PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#> PREFIX xsd: <http://www.w3.org/2001/XMLSchema#> ";
        for (String q : List.of(
                "SELECT ?p (COUNT(*) AS ?n) WHERE { ?s ?p ?o } GROUP BY ?p",
                wd + "SELECT ?item ?school ?end WHERE { ?item p:P69 ?st . ?st ps:P69 ?school ; wikibase:rank wikibase:PreferredRank ; pq:P582 ?end }",
                wd + "SELECT ?item ?born WHERE { ?item wdt:P569 ?born FILTER(?born < \"1930-01-01T00:00:00Z\"^^xsd:dateTime) }",
                wd + "SELECT ?item ?label WHERE { ?item wdt:P31 wd:Q5 OPTIONAL { ?item rdfs:label ?label FILTER(LANG(?label) = \"de\") } }",
                wd + "SELECT (SUM(?n) AS ?total) (COUNT(?n) AS ?count) WHERE { ?item wdt:P1082 ?n FILTER(isNumeric(?n) || DATATYPE(?n) = <"
                        + CountExtension.DATATYPE + ">) }",
                wd + "SELECT ?item WHERE { ?item wdt:P1082 \"37\"^^<" + CountExtension.DATATYPE + "> }",
                wd + "SELECT ?item WHERE { wd:Q42 ?p ?o }")) {
            assertEquals(answers(dir.resolve("stock"), q), answers(dir.resolve("sorted"), q), q);
        }

        // More into the sorted-built store through Blazegraph's own write path, with no settings: the store's own classes
        // apply (its settings come from the store), terms already there are found, and the whole is exact.
        java.nio.file.Path more = java.nio.file.Files.writeString(dir.resolve("more.nt"),
                "<" + WikiVocabularyDecl.ITEM + "900001> <" + WikiVocabularyDecl.DIRECT + "P1082> \"99\"^^<" + CountExtension.DATATYPE + "> .\n"
                        + "<" + WikiVocabularyDecl.ITEM + "900001> <" + WikiVocabularyDecl.DIRECT + "P31> <" + WikiVocabularyDecl.ITEM + "5> .\n"
                        + "<" + WikiVocabularyDecl.ITEM + "7> <http://www.w3.org/2000/01/rdf-schema#label> \"item 7 (en)\"@en .\n");
        RunResult added = LoadPipeline.run(LoadRequest.builder().engine(BlazegraphEngine.NAME).store(dir.resolve("sorted"))
                .reportDir(dir.resolve("more-run")).input(more).build());
        assertEquals(RunStatus.LOADED, added.record().status(), added.record().errors().toString());
        List<String> all = new ArrayList<>(inputs);
        all.add(more.toString());
        VerifyReport v = StoreVerification.run(VerifyRequest.of(BlazegraphEngine.NAME, dir.resolve("sorted"), all));
        assertEquals(VerifyReport.Outcome.EXACT, v.outcome(), v.toString());
        assertUsesTheClasses(dir.resolve("sorted"));
    }

    /**
     * A class that is not on the class path, or not of the type Blazegraph makes of the setting, is refused when the
     * settings are checked: the message names the setting and the class, and no store directory exists afterwards.
     */
    @Test
    void aClassNotOnTheClassPathIsRefusedNamingTheSettingBeforeAnythingIsCreated() {
        for (String key : List.of(WikidataLikeFixture.SETTINGS_VOCABULARY, WikidataLikeFixture.SETTINGS_INLINE_URI,
                WikidataLikeFixture.SETTINGS_EXTENSION, "com.bigdata.namespace.kb." + WikidataLikeFixture.SETTINGS_VOCABULARY)) {
            IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                    () -> BlazegraphConfig.of(false, Map.of(key, "org.example.NotThere")), key);
            assertTrue(e.getMessage().startsWith(key + ": class org.example.NotThere is not on the class path"), e.getMessage());
            assertTrue(e.getMessage().contains("--classpath"), e.getMessage());
        }
        IllegalArgumentException wrongType = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> BlazegraphConfig.of(false, Map.of(WikidataLikeFixture.SETTINGS_VOCABULARY, WikiInlineUriFactory.class.getName())));
        assertTrue(wrongType.getMessage().contains("is not a com.bigdata.rdf.vocab.Vocabulary"), wrongType.getMessage());
        IllegalArgumentException geo = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> BlazegraphConfig.of(true, Map.of("com.bigdata.rdf.store.AbstractTripleStore.geoSpatialDatatypeConfig.0",
                        "{\"config\": {\"uri\":\"http://example.org/wkt\", \"literalSerializer\":\"org.example.Wkt\", \"fields\":[]}}")));
        assertTrue(geo.getMessage().contains("geoSpatialDatatypeConfig.0: its literalSerializer class org.example.Wkt is not on the class path"),
                geo.getMessage());
        for (String engine : List.of(BlazegraphEngine.NAME, BlazegraphEngine.SAIL_NAME)) {
            Path store = dir.resolve("refused-" + engine);
            io.loadscope.input.InputError e = org.junit.jupiter.api.Assertions.assertThrows(io.loadscope.input.InputError.class,
                    () -> LoadPipeline.run(LoadRequest.builder().engine(engine).set(WikidataLikeFixture.SETTINGS_INLINE_URI, "org.example.NotThere")
                            .store(store).reportDir(dir.resolve("refused-run")).inputs(inputs).build()));
            assertTrue(e.getMessage().contains(WikidataLikeFixture.SETTINGS_INLINE_URI + ": class org.example.NotThere"), e.getMessage());
            assertFalse(java.nio.file.Files.exists(store), "nothing created");
        }
        // Without the JSON library Blazegraph reads geospatial datatypes with, geoSpatial=true is refused before the store is
        // made: this module's tests have the library (GeoSpatialClassesTest), so OperatorClassesE2ETest checks it on the built jar.
        // The sorted build too: the classes are checked before the writer is.
        org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> BlazegraphConfig.of(false,
                Map.of(WikidataLikeFixture.SETTINGS_EXTENSION, "org.example.NotThere", BlazegraphEngine.WRITER, "sorted")));
    }

    /** The store's own properties name the classes, wd:Q42 is inline, a vocabulary IRI is a vocabulary IV, a count an extension IV. */
    static void assertUsesTheClasses(Path store) throws Exception {
        Journal journal = open(store);
        try {
            AbstractTripleStore kb = (AbstractTripleStore) journal.getResourceLocator()
                    .locate(BlazegraphEngine.NAMESPACE, com.bigdata.journal.ITx.UNISOLATED);
            assertInstanceOf(WikiVocabulary.class, kb.getVocabulary());
            assertEquals(WikiInlineUriFactory.class.getName(), kb.getProperties().getProperty(WikidataLikeFixture.SETTINGS_INLINE_URI));
            assertEquals(WikiExtensionFactory.class.getName(), kb.getProperties().getProperty(WikidataLikeFixture.SETTINGS_EXTENSION));
            var vf = kb.getValueFactory();
            var q42 = vf.createURI(WikiVocabularyDecl.ITEM + "42");
            var it = kb.getStatements(q42, vf.createURI(WikiVocabularyDecl.DIRECT + "P1082"), null);
            assertTrue(it.hasNext(), "wd:Q42 wdt:P1082 is in the store");
            BigdataStatement s = (BigdataStatement) it.next();
            it.close();
            IV<?, ?> subject = s.getSubject().getIV();
            assertTrue(subject.isInline() && subject.isExtension(), "wd:Q42 is inline: " + subject);
            IV<?, ?> object = s.getObject().getIV();
            assertTrue(object.isInline() && object.isExtension(), "a count is a literal extension IV: " + object);
            assertEquals("1554", s.getObject().stringValue());
            assertFalse(s.getPredicate().getIV().isVocabulary(), "wdt:P1082 is not declared: a term id");
            var typed = kb.getStatements(q42, vf.createURI(WikiVocabularyDecl.DIRECT + "P31"), null);
            assertTrue(typed.hasNext(), "wd:Q42 wdt:P31 is in the store");
            IV<?, ?> declared = ((BigdataStatement) typed.next()).getPredicate().getIV();
            typed.close();
            assertTrue(declared.isVocabulary(), "wdt:P31 is declared by the vocabulary: " + declared);
        } finally {
            journal.close();
        }
    }

    private static Journal open(Path store) {
        Properties p = new Properties();
        p.setProperty("com.bigdata.journal.AbstractJournal.file", store.resolve(BlazegraphEngine.JOURNAL_FILE).toString());
        p.setProperty(BlazegraphEngine.BUFFER_MODE, "DiskRW");
        return new Journal(p);
    }

    /** A query's answers as sorted lines. */
    static List<String> answers(Path store, String query) throws Exception {
        Journal journal = open(store);
        try {
            BigdataSail sail = new BigdataSail(BlazegraphEngine.NAMESPACE, journal);
            BigdataSailRepository repo = new BigdataSailRepository(sail);
            repo.initialize();
            BigdataSailRepositoryConnection cxn = repo.getReadOnlyConnection();
            List<String> rows = new ArrayList<>();
            try {
                TupleQueryResult result = cxn.prepareTupleQuery(QueryLanguage.SPARQL, query).evaluate();
                while (result.hasNext()) {
                    BindingSet b = result.next();
                    List<String> cells = new ArrayList<>();
                    for (String name : result.getBindingNames()) cells.add(name + "=" + b.getValue(name));
                    rows.add(String.join(" ", cells));
                }
                result.close();
            } finally {
                cxn.close();
                repo.shutDown();
            }
            Collections.sort(rows);
            assertFalse(rows.isEmpty(), query);
            return rows;
        } finally {
            journal.close();
        }
    }
}
