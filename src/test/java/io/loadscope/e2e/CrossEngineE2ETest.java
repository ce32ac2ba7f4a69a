package io.loadscope.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
    void blazegraphAndTdb2HoldTheSameStatements() throws Exception {
        Path bsbm = tmp.resolve("bsbm.nt");
        assertEquals(0, Cli.run("data", "bsbm", "--products", "100", "--out", bsbm.toString()).exit());
        String[] inputs = {"data/01-schema-org.nt.gz", "data/02-dbpedia-ontology.ttl.gz", bsbm.toString()};
        JsonNode blazegraph = loadVerified("blazegraph", List.of("--engine", "blazegraph"), inputs);
        JsonNode phased = loadVerified("tdb2-phased", List.of("--engine", "tdb2"), inputs);
        JsonNode parallel = loadVerified("tdb2-parallel", List.of("--profile", "tdb2-parallel"), inputs);
        for (JsonNode v : List.of(phased, parallel)) {
            assertEquals(blazegraph.get("storeDistinct").asLong(), v.get("storeDistinct").asLong());
            assertEquals(blazegraph.get("storeDigest").asText(), v.get("storeDigest").asText());
        }
        assertTrue(blazegraph.get("storeDistinct").asLong() > 90_000);
    }

    @Test
    void tdb2LoadsTheWholeSampleExactlyRdfXmlIncluded() throws Exception {
        JsonNode v = loadVerified("tdb2", List.of("--engine", "tdb2", "--set", "tdb2.loader=parallel"), "data/");
        assertEquals(v.get("inputDigest").asText(), v.get("storeDigest").asText());
    }
}
