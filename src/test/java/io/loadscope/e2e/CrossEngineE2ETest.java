package io.loadscope.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The same real files through every engine: same distinct count, same digest, each verified against its input. */
class CrossEngineE2ETest {
    @TempDir
    Path tmp;

    private JsonNode loadVerified(String name, List<String> engineArgs, String... inputs) throws Exception {
        Path run = tmp.resolve(name + "-run");
        List<String> args = new ArrayList<>(List.of("load", "--verify", "--store", tmp.resolve(name).toString(), "--report", run.toString()));
        args.addAll(engineArgs);
        args.addAll(List.of(inputs));
        Cli.Result r = Cli.run(args.toArray(String[]::new));
        assertEquals(0, r.exit(), name + ":\n" + r.all());
        return RunRecords.readValid(run).at("/verification");
    }

    @Test
    void everyEngineHoldsTheSameStatements() throws Exception {
        Path bsbm = tmp.resolve("bsbm.nt");
        assertEquals(0, Cli.run("data", "bsbm", "--products", "100", "--out", bsbm.toString()).exit());
        // Turtle and ASCII N-Triples: every engine, both Blazegraph load paths included, reads them exactly.
        String[] inputs = {"data/02-dbpedia-ontology.ttl.gz", bsbm.toString()};
        JsonNode blazegraph = loadVerified("blazegraph", List.of("--engine", "blazegraph"), inputs);
        JsonNode sail = loadVerified("blazegraph-sail", List.of("--engine", "blazegraph-sail"), inputs);
        JsonNode phased = loadVerified("tdb2-phased", List.of("--engine", "tdb2"), inputs);
        JsonNode parallel = loadVerified("tdb2-parallel", List.of("--profile", "tdb2-parallel"), inputs);
        for (JsonNode v : List.of(sail, phased, parallel)) {
            assertEquals(blazegraph.get("storeDistinct").asLong(), v.get("storeDistinct").asLong());
            assertEquals(blazegraph.get("storeDigest").asText(), v.get("storeDigest").asText());
        }
        assertTrue(blazegraph.get("storeDistinct").asLong() > 40_763, "the ontology and the BSBM data");
    }

    @Test
    void blazegraphAndTdb2AgreeOnNonAsciiNTriples() throws Exception {
        String[] inputs = {"data/01-schema-org.nt.gz"};
        JsonNode blazegraph = loadVerified("blazegraph", List.of("--engine", "blazegraph"), inputs);
        JsonNode tdb2 = loadVerified("tdb2", List.of("--engine", "tdb2"), inputs);
        assertEquals(blazegraph.get("storeDigest").asText(), tdb2.get("storeDigest").asText());
    }

    @Test
    void blazegraphsSparqlLoadKeepsNonAsciiNTriplesIntact() throws Exception {
        // Stock, Blazegraph hands LOAD's InputStream to its bundled Sesame 2.7 N-Triples parser, which decodes it
        // as US-ASCII (every non-ASCII character became U+FFFD); loadscope's blazegraph-sail makes it read UTF-8.
        Path copy = tmp.resolve("schema.nt.gz");
        java.nio.file.Files.copy(Cli.ROOT.resolve("data/01-schema-org.nt.gz"), copy);
        Path store = tmp.resolve("sail");
        assertEquals(0, Cli.run("load", "--engine", "blazegraph-sail", "--store", store.toString(), copy.toString()).exit());
        Cli.Result v = Cli.run("verify", "--engine", "blazegraph-sail", "--store", store.toString(), copy.toString());
        assertEquals(0, v.exit(), v.all());
        assertFalse(v.out().contains("\uFFFD"), v.out());
    }

    @Test
    void theSparqlPathRefusesFilesBlazegraphWouldMisread() throws Exception {
        Cli.Result xml = Cli.run("load", "--engine", "blazegraph-sail", "--parser", "stock", "--store", tmp.resolve("s").toString(), "data/03-qudt-units.xml");
        assertEquals(1, xml.exit());
        assertTrue(xml.err().contains("would read this RDF/XML file as TriX"), xml.err());
        Cli.Result stdin = Cli.run(List.of(), null, "<http://x/a> <http://x/p> \"1\" .\n".getBytes(),
                "load", "--engine", "blazegraph-sail", "--parser", "stock", "--store", tmp.resolve("t").toString(), "-");
        assertEquals(1, stdin.exit());
        assertTrue(stdin.err().contains("cannot read stdin"), stdin.err());
    }

    @Test
    void tdb2LoadsTheWholeSampleExactlyRdfXmlIncluded() throws Exception {
        JsonNode v = loadVerified("tdb2", List.of("--engine", "tdb2", "--set", "tdb2.loader=parallel"), "data/");
        assertEquals(v.get("inputDigest").asText(), v.get("storeDigest").asText());
    }
}
