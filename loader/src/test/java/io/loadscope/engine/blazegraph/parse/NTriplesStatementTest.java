package io.loadscope.engine.blazegraph.parse;

import com.bigdata.rdf.model.BigdataValue;
import com.bigdata.rdf.model.BigdataValueFactory;
import com.bigdata.rdf.model.BigdataValueFactoryImpl;
import io.loadscope.bench.wikidata.WikidataCorpus;
import io.loadscope.load.RdfFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An N-Triples line read in place gives the values rio's parse and the front end's conversion give, or leaves the line
 * to rio; it never takes a line rio refuses. Checked line by line against rio itself.
 */
class NTriplesStatementTest {
    private static final String SCOPE = "f0-";
    private final BigdataValueFactory f = BigdataValueFactoryImpl.getInstance("ntriples-statement-test");
    private final RioFrontEnd rio = new RioFrontEnd(f, false, 1);

    @TempDir
    Path dir;

    /** Lines the in-place reading must take itself, with the values rio makes. */
    private static final List<String> TAKEN = List.of(
            "<http://ex.org/s> <http://ex.org/p> <http://ex.org/o> .",
            "<http://ex.org/s> <http://ex.org/p> \"plain\" .",
            "<http://ex.org/s> <http://ex.org/p> \"\" .",
            "<http://ex.org/s> <http://ex.org/p> \"tagged\"@en .",
            "<http://ex.org/s> <http://ex.org/p> \"tagged\"@EN-gb .",
            "<http://ex.org/s> <http://ex.org/p> \"tagged\"@zh-Hant-TW.",
            "<http://ex.org/s> <http://ex.org/p> \"42\"^^<http://www.w3.org/2001/XMLSchema#integer> .",
            "<http://ex.org/s> <http://ex.org/p> \"as string\"^^<http://www.w3.org/2001/XMLSchema#string> .",
            "<http://ex.org/s> <http://ex.org/p> \"Point(1 2)\"^^<http://www.opengis.net/ont/geosparql#wktLiteral> .",
            "<http://ex.org/s> <http://ex.org/p> \"-0000-01-01T00:00:00Z\"^^<http://www.w3.org/2001/XMLSchema#dateTime> .",
            "<http://ex.org/s> <http://ex.org/p> \"quote \\\" tab \\t nl \\n cr \\r bs \\\\ ap \\' b \\b f \\f\" .",
            "<http://ex.org/s> <http://ex.org/p> \"u \\u00E9 \\u4E2D U \\U0001F600\"@fr .",
            "<http://ex.org/s> <http://ex.org/p> \"déjà vu 中文 😀\"@fr .",
            "<http://ex.org/s> <http://ex.org/p> \"a\\\"\"^^<http://ex.org/dt> .",
            "<http://ex.org/é> <http://ex.org/p> <http://ex.org/中> .",
            "_:b1 <http://ex.org/p> _:b2 .",
            "_:a.b-c_d <http://ex.org/p> _:x1.",
            "_:x <http://ex.org/p> \"o\" . # a comment",
            "\t<http://ex.org/s>\t<http://ex.org/p>\t<http://ex.org/o>\t.\t",
            "<http://ex.org/s><http://ex.org/p><http://ex.org/o>.",
            "<urn:isbn:0451450523> <http://ex.org/p> <mailto:x@ex.org> .",
            "<http://ex.org/s> <http://ex.org/p> <http://ex.org/o?q=1&r=%20#frag> .");

    /** Lines rio refuses: the in-place reading must leave every one to rio. */
    private static final List<String> REFUSED = List.of(
            "<http://ex.org/s> <http://ex.org/p> <relative> .",
            "<http://ex.org/s> <http://ex.org/p> <http://ex.org/o>",
            "<http://ex.org/s> <http://ex.org/p> <http://ex.org/o> . <x>",
            "<http://ex.org/s> <http://ex.org/p> \"unclosed .",
            "<http://ex.org/s> <http://ex.org/p> \"x\"@en^^<http://ex.org/dt> .",
            "<http://ex.org/s> <http://ex.org/p> \"x\"@1en .",
            "<http://ex.org/s> <http://ex.org/p> \"x\"^<http://ex.org/dt> .",
            "<http://ex.org/s> <http://ex.org/p> \"x\"<http://ex.org/o> .",
            "<http://ex.org/s> <http://ex.org/p> \"bad escape \\x\" .",
            "<http://ex.org/s> <http://ex.org/p> \"bad \\u12G4\" .",
            "<http://ex.org/s> <http://ex.org/p> \"x\"^^<not an iri> .",
            "<http://ex.org/s> <http://ex.org/p> <http://ex.org/a b> .",
            "<http://ex.org/s> <http://ex.org/p> <http://ex.org/[x]> .",
            "<http://ex.org/s> <http://ex.org/p> <http://ex.org/%zz> .",
            "\"literal\" <http://ex.org/p> <http://ex.org/o> .",
            "<http://ex.org/s> _:p <http://ex.org/o> .",
            "<http://ex.org/s> \"p\" <http://ex.org/o> .",
            "_: <http://ex.org/p> <http://ex.org/o> .",
            "_:b\u00E9 <http://ex.org/p> <http://ex.org/o> .",
            "_:b. <http://ex.org/p> <http://ex.org/o> .",
            "<http://ex.org/s> <http://ex.org/p> <http://ex.org/o> <http://ex.org/g> .",
            "<http://ex.org/s> <http://ex.org/p> .",
            "@prefix ex: <http://ex.org/> .",
            "ex:s ex:p ex:o .");

    @Test
    void takesOrdinaryLinesWithRiosValues() throws Exception {
        for (String line : TAKEN) {
            List<BigdataValue> inPlace = inPlace(line);
            assertNotNull(inPlace, "left to rio: " + line);
            assertEquals(rio(line), inPlace, line);
        }
    }

    @Test
    void leavesEveryLineRioRefusesToRio() throws Exception {
        for (String line : REFUSED) {
            assertEquals(null, rio(line), "rio takes it, so it is no test: " + line);
            assertEquals(null, inPlace(line), "taken in place: " + line);
        }
    }

    @Test
    void blankNodesAreScopedAndXsdStringIsPlain() {
        List<BigdataValue> v = inPlace("_:b1 <http://ex.org/p> \"x\"^^<http://www.w3.org/2001/XMLSchema#string> .");
        assertEquals(f.createBNode(SCOPE + "b1"), v.get(0));
        assertEquals(f.createLiteral("x"), v.get(2));
        assertEquals(null, v.get(2) instanceof org.openrdf.model.Literal l ? l.getDatatype() : "not a literal");
    }

    @Test
    void aWikidataShapedCorpusReadsAsRioReadsIt() throws Exception {
        Path nt = dir.resolve("wd.nt");
        WikidataCorpus.generate(new WikidataCorpus.Options(20_000, 7, nt, null, 8_000, true));
        int taken = 0, lines = 0;
        for (String line : Files.readAllLines(nt, StandardCharsets.UTF_8)) {
            lines++;
            List<BigdataValue> inPlace = inPlace(line);
            if (inPlace == null) continue;
            taken++;
            assertEquals(rio(line), inPlace, line);
        }
        assertTrue(lines >= 20_000);
        assertEquals(lines, taken, "every line of the generated corpus is an ordinary one");
    }

    /** What rio and the front end's conversion make of {@code line}: its three values, none for a blank line, or null for an error. */
    private List<BigdataValue> rio(String line) throws Exception {
        List<BigdataValue> told = new ArrayList<>();
        RioFrontEnd.Parsed p = rio.parse(new ByteArrayInputStream((line + "\n").getBytes(StandardCharsets.UTF_8)), RdfFormat.NTRIPLES,
                "http://ex.org/base", (s, pr, o, c) -> {
                    told.add((BigdataValue) s);
                    told.add((BigdataValue) pr);
                    told.add((BigdataValue) o);
                }, SCOPE, false);
        return p.problem() != null ? null : told;
    }

    /** The in-place reading's values of {@code line}, or null when it leaves the line to rio. */
    private List<BigdataValue> inPlace(String line) {
        byte[] b = line.getBytes(StandardCharsets.UTF_8);
        NTriplesStatement st = new NTriplesStatement(f, SCOPE);
        NTriplesStatement.Line read = st.scan(b, 0, b.length);
        if (read == NTriplesStatement.Line.NONE) return List.of();
        if (read == NTriplesStatement.Line.RIO) return null;
        List<BigdataValue> values = new ArrayList<>();
        for (int t = 0; t < 3; t++) {
            BigdataValue v = st.value(t);
            if (v == null) return null;
            values.add(v);
            assertNotEquals(st.from(t), st.to(t));
        }
        return values;
    }
}
