package io.loadscope.engine.blazegraph;

import com.bigdata.journal.Journal;
import com.bigdata.rdf.internal.IV;
import com.bigdata.rdf.model.BigdataStatement;
import com.bigdata.rdf.store.AbstractTripleStore;
import io.loadscope.operator.PointSerializer;
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

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Geospatial literals as the Wikidata Query Service stores them (WKT points under the query service's datatype settings,
 * with a literal serializer of this project's, {@link PointSerializer}, on the extension point Wikidata's own uses),
 * beside the test vocabulary, inline-URI factory and literal extension: every Blazegraph path loads them and verifies
 * exactly, each point is stored inline (a geospatial literal extension IV), and Blazegraph's geospatial search finds the
 * same items in the sorted-built store as in the DataLoader-built one, which are the items the fixture put in the box.
 */
class GeoSpatialClassesTest {
    private static final String V = "com.bigdata.rdf.store.AbstractTripleStore.";
    private static final String P625 = WikiVocabularyDecl.DIRECT + "P625";
    /** The query service's geospatial settings, with this project's serializer in place of Wikidata's. */
    static final Map<String, String> GEO = Map.of(
            V + "geoSpatial", "true",
            V + "geoSpatialDefaultDatatype", PointSerializer.DATATYPE,
            V + "geoSpatialIncludeBuiltinDatatypes", "false",
            V + "geoSpatialDatatypeConfig.0", "{\"config\": {\"uri\":\"" + PointSerializer.DATATYPE + "\", \"literalSerializer\":\""
                    + PointSerializer.class.getName() + "\", \"fields\":["
                    + "{\"valueType\":\"DOUBLE\",\"multiplier\":\"1000000000\",\"serviceMapping\":\"LONGITUDE\"},"
                    + "{\"valueType\":\"DOUBLE\",\"multiplier\":\"1000000000\",\"serviceMapping\":\"LATITUDE\"},"
                    + "{\"valueType\":\"LONG\",\"multiplier\":\"1\",\"minValue\":\"0\",\"serviceMapping\":\"COORD_SYSTEM\"}]}}");
    private static final int ITEMS = 1500;

    @TempDir
    Path dir;
    private List<String> inputs;
    /** The items on the Earth whose point lies in the search box below. */
    private final List<String> inTheBox = new ArrayList<>();

    @BeforeEach
    void fixture() throws Exception {
        Path file = WikidataLikeFixture.write(dir.resolve("wikidata-like-geo.nt"), ITEMS);
        StringBuilder b = new StringBuilder();
        for (int i = 1; i <= ITEMS; i++) {
            // Quarter degrees: numbers a double holds exactly, so each point reads back as written.
            double lon = -180 + (i * 7L % 1440) * 0.25, lat = -90 + (i * 11L % 720) * 0.25;
            boolean moon = i % 10 == 0;
            String point = (moon ? "<" + PointSerializer.GLOBE_PREFIX + "405> " : "") + "Point(" + lon + " " + lat + ")";
            b.append('<').append(WikiVocabularyDecl.ITEM).append(i).append("> <").append(P625).append("> \"").append(point)
                    .append("\"^^<").append(PointSerializer.DATATYPE).append("> .\n");
            if (!moon && lon >= -20 && lon <= 40 && lat >= -10 && lat <= 30) inTheBox.add(WikiVocabularyDecl.ITEM + i);
        }
        Files.writeString(file, b, StandardOpenOption.APPEND);
        inputs = List.of(file.toString());
        assertTrue(inTheBox.size() > 20, "the box holds points: " + inTheBox.size());
    }

    private RunResult load(String engine, String name, Map<String, String> extra) throws Exception {
        Map<String, String> sets = new LinkedHashMap<>(OperatorClassesTest.CLASSES);
        sets.putAll(GEO);
        sets.putAll(extra);
        RunResult r = LoadPipeline.run(LoadRequest.builder().engine(engine).settings(sets).store(dir.resolve(name))
                .reportDir(dir.resolve(name + "-run")).inputs(inputs).build());
        assertEquals(RunStatus.LOADED, r.record().status(), name + ": " + r.record().errors());
        VerifyReport v = StoreVerification.run(VerifyRequest.of(engine, dir.resolve(name), inputs));
        assertEquals(VerifyReport.Outcome.EXACT, v.outcome(), name + ": " + v);
        OperatorClassesTest.assertUsesTheClasses(dir.resolve(name));
        assertPointsAreInline(dir.resolve(name));
        return r;
    }

    @Test
    void everyBlazegraphPathStoresThePointsInlineAndTheSortedStoreFindsWhatTheDataLoadersOneFinds() throws Exception {
        RunResult stock = load(BlazegraphEngine.NAME, "stock", Map.of(BlazegraphEngine.PARSER, "stock"));
        load(BlazegraphEngine.NAME, "buffer", Map.of());
        load(BlazegraphEngine.SAIL_NAME, "sail", Map.of());
        RunResult sorted = load(BlazegraphEngine.NAME, "sorted", Map.of(BlazegraphEngine.WRITER, "sorted",
                BlazegraphEngine.SORTED_RUN_BYTES, "65536"));
        Map<String, String> fixed = sorted.record().settings().fixed();
        assertTrue(Long.parseLong(fixed.get("sortedBuild.runs")) > 1, fixed.toString());
        assertEquals("0", fixed.get("sortedBuild.keysOutOfOrder"), "geospatial IVs rank in IV order too: " + fixed);
        assertEquals(stock.record().totals().statementsCommitted(), sorted.record().totals().statementsCommitted());

        String box = "PREFIX geo: <http://www.bigdata.com/rdf/geospatial#> SELECT ?item WHERE { SERVICE geo:search { "
                + "?item geo:search \"inRectangle\" . ?item geo:searchDatatype <" + PointSerializer.DATATYPE + "> . "
                + "?item geo:predicate <" + P625 + "> . ?item geo:spatialRectangleSouthWest \"-10#-20\" . "
                + "?item geo:spatialRectangleNorthEast \"30#40\" . ?item geo:coordSystem \"0\" . } }";
        List<String> expected = inTheBox.stream().map(i -> "item=" + i).sorted().toList();
        assertEquals(expected, OperatorClassesTest.answers(dir.resolve("stock"), box), "the DataLoader-built store's search");
        assertEquals(expected, OperatorClassesTest.answers(dir.resolve("sorted"), box), "the sorted-built store's search");
        String moon = "SELECT ?item ?point WHERE { ?item <" + P625 + "> ?point FILTER(STRSTARTS(STR(?point), \"<\")) }";
        assertEquals(OperatorClassesTest.answers(dir.resolve("stock"), moon), OperatorClassesTest.answers(dir.resolve("sorted"), moon));
    }

    /** wd:Q1's point is a geospatial literal extension IV, not a term of the lexicon. */
    private static void assertPointsAreInline(Path store) {
        Properties p = new Properties();
        p.setProperty("com.bigdata.journal.AbstractJournal.file", store.resolve(BlazegraphEngine.JOURNAL_FILE).toString());
        p.setProperty(BlazegraphEngine.BUFFER_MODE, "DiskRW");
        Journal journal = new Journal(p);
        try {
            AbstractTripleStore kb = (AbstractTripleStore) journal.getResourceLocator()
                    .locate(BlazegraphEngine.NAMESPACE, com.bigdata.journal.ITx.UNISOLATED);
            var vf = kb.getValueFactory();
            var it = kb.getStatements(vf.createURI(WikiVocabularyDecl.ITEM + "1"), vf.createURI(P625), null);
            assertTrue(it.hasNext(), "wd:Q1 wdt:P625 is in the store");
            IV<?, ?> point = ((BigdataStatement) it.next()).getObject().getIV();
            it.close();
            assertTrue(point.isInline() && point.isExtension(), "a point is inline: " + point);
            assertInstanceOf(com.bigdata.rdf.internal.impl.literal.LiteralExtensionIV.class, point);
        } finally {
            journal.close();
        }
    }
}
