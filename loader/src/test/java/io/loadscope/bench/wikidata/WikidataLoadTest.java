package io.loadscope.bench.wikidata;

import io.loadscope.pipeline.LoadPipeline;
import io.loadscope.pipeline.RunResult;
import io.loadscope.record.RunStatus;
import io.loadscope.record.VerifyReport;
import io.loadscope.request.LoadRequest;
import io.loadscope.verify.StoreVerification;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A small generated corpus through the project's load path into real stores: Blazegraph (the DataLoader path and
 * the sorted build) and TDB2, as N-Triples and as the Turtle chunks; each store verified against the input read again.
 */
class WikidataLoadTest {
    private static final long STATEMENTS = 25_000;

    @TempDir
    static Path dir;

    private static Path nt;
    private static Path chunks;

    @BeforeAll
    static void corpus() throws Exception {
        nt = dir.resolve("corpus.nt.gz");
        chunks = dir.resolve("chunks");
        WikidataCorpus.generate(new WikidataCorpus.Options(STATEMENTS, 3, nt, chunks, 8_000, true));
        // Seed 3's corpus holds the dates stores disagree on: a year 0000 (1 BCE, XSD 1.1) and earlier negative years.
        String text;
        try (java.io.InputStream in = new java.util.zip.GZIPInputStream(java.nio.file.Files.newInputStream(nt))) {
            text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        assertTrue(text.contains("\"0000-"), "a year 0000 date");
        assertTrue(java.util.regex.Pattern.compile("\"-\\d{4}-\\d\\d-\\d\\dT").matcher(text).find(), "a negative year");
        assertTrue(text.contains("wktLiteral") && text.contains("quantityAmount"), "coordinates and quantities");
    }

    private static void loadsExactly(String engine, Map<String, String> settings, Path input, String name) throws Exception {
        Path store = dir.resolve(name);
        RunResult r = LoadPipeline.run(LoadRequest.builder().engine(engine).settings(settings).store(store)
                .reportDir(dir.resolve(name + "-run")).input(input).build());
        assertEquals(RunStatus.LOADED, r.record().status(), r.record().errors().toString());
        assertEquals(STATEMENTS, r.record().totals().statementsCommitted(), name);
        VerifyReport v = StoreVerification.run(engine, settings, store, List.of(input.toString()), null);
        assertEquals(VerifyReport.Outcome.EXACT, v.outcome(), name + ": " + v);
    }

    @Test
    void blazegraphDataLoaderPath() throws Exception {
        loadsExactly("blazegraph", Map.of(), nt, "bg-buffer");
    }

    @Test
    void blazegraphSortedBuild() throws Exception {
        loadsExactly("blazegraph", Map.of("blazegraph.writer", "sorted"), nt, "bg-sorted");
    }

    @Test
    void blazegraphFromTheTurtleChunks() throws Exception {
        loadsExactly("blazegraph", Map.of(), chunks, "bg-chunks");
    }

    @Test
    void tdb2() throws Exception {
        loadsExactly("tdb2", Map.of(), nt, "tdb2");
    }
}
