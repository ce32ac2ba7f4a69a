package io.loadscope.verify;

import io.loadscope.pipeline.LoadPipeline;
import io.loadscope.request.LoadRequest;
import io.loadscope.record.RunStatus;
import io.loadscope.record.VerifyReport;
import io.loadscope.record.VerifyReport.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Departures are told apart from real differences on real TDB2 stores: a store that differs from its input only by
 * the documented xsd:long departure verifies as such, and one real missing or extra statement beside it is a mismatch.
 * Real differences are made by verifying against an input that differs from the one loaded.
 */
class KnownDeparturesVerificationTest {
    private static final String LONG = "^^<http://www.w3.org/2001/XMLSchema#long>";
    private static final String INTEGER = "^^<http://www.w3.org/2001/XMLSchema#integer>";
    private static final String MAX = "<http://x/a> <http://x/max> \"9223372036854775807\"" + LONG + " .\n";
    private static final String SMALL = "<http://x/a> <http://x/small> \"5\"" + LONG + " .\n";
    private static final String NAME = "<http://x/a> <http://x/name> \"a\" .\n";

    @TempDir
    Path dir;

    @Test
    void aStoreThatDiffersOnlyByTheDepartureVerifiesAsExactExceptIt() throws Exception {
        Path in = file("in.nt", SMALL + MAX + NAME);
        load(in);
        VerifyReport r = verify(in);
        assertEquals(Outcome.EXACT_EXCEPT_KNOWN_DEPARTURES, r.outcome());
        assertEquals(3, r.outcome().exitCode());
        assertEquals(0, r.missing());
        assertEquals(0, r.extra());
        assertEquals(1, r.knownDepartureCount());
        assertEquals("tdb2", r.knownDepartures().get(0).engine());
        assertEquals("docs/reliability.md#known-engine-departures", r.knownDepartures().get(0).docs());
    }

    @Test
    void anInputStatementTheStoreLacksBesideADepartureIsAMismatch() throws Exception {
        load(file("loaded.nt", SMALL + MAX + NAME));
        VerifyReport r = verify(file("more.nt", SMALL + MAX + NAME + "<http://x/b> <http://x/name> \"b\" .\n"));
        assertEquals(Outcome.MISMATCH, r.outcome());
        assertEquals(1, r.missing());
        assertEquals(0, r.extra());
        assertEquals(1, r.knownDepartureCount(), "the departure is still told apart");
        assertEquals(List.of("<http://x/b> <http://x/name> \"b\" ."), r.missingFromStore(), "samples show the real difference only");
    }

    @Test
    void aStoreStatementTheInputLacksBesideADepartureIsAMismatch() throws Exception {
        load(file("loaded.nt", SMALL + MAX + NAME));
        VerifyReport r = verify(file("less.nt", SMALL + MAX));
        assertEquals(Outcome.MISMATCH, r.outcome());
        assertEquals(0, r.missing());
        assertEquals(1, r.extra());
        assertEquals(List.of("<http://x/a> <http://x/name> \"a\" ."), r.extraInStore());
    }

    @Test
    void aDepartingStatementTheStoreLacksIsMissingNotADeparture() throws Exception {
        load(file("loaded.nt", SMALL + NAME));
        VerifyReport r = verify(file("in.nt", SMALL + MAX + NAME));
        assertEquals(Outcome.MISMATCH, r.outcome());
        assertEquals(1, r.missing());
        assertEquals(0, r.knownDepartureCount());
    }

    @Test
    void aStoredFormWithoutItsInputStatementIsExtraNotADeparture() throws Exception {
        load(file("loaded.nt", SMALL + MAX + NAME));
        VerifyReport r = verify(file("in.nt", SMALL + NAME));
        assertEquals(Outcome.MISMATCH, r.outcome());
        assertEquals(1, r.extra());
        assertEquals(List.of("<http://x/a> <http://x/max> \"9223372036854775807\"" + INTEGER + " ."), r.extraInStore());
    }

    /**
     * The input holds the departed form as well: TDB2 keeps one statement for both, so the store has no extra to pair
     * the missing xsd:long with. The stored form is in the store (and the input), which is all the engine can do.
     */
    @Test
    void aDepartedFormTheInputAlsoHoldsCountsAsTheDeparture() throws Exception {
        Path in = file("in.nt", MAX + "<http://x/a> <http://x/max> \"9223372036854775807\"" + INTEGER + " .\n" + NAME);
        load(in);
        VerifyReport r = verify(in);
        assertEquals(3, r.inputDistinct());
        assertEquals(2, r.storeDistinct(), "one node for both forms");
        assertEquals(Outcome.EXACT_EXCEPT_KNOWN_DEPARTURES, r.outcome());
        assertEquals(1, r.knownDepartureCount());
    }

    @Test
    void blankNodeDeparturesPairOneForOne() throws Exception {
        String two = "_:x <http://x/max> \"9223372036854775807\"" + LONG + " .\n_:y <http://x/max> \"9223372036854775807\"" + LONG + " .\n";
        Path in = file("two.nt", two + NAME);
        load(in);
        VerifyReport exact = verify(in);
        assertEquals(Outcome.EXACT_EXCEPT_KNOWN_DEPARTURES, exact.outcome());
        assertEquals(2, exact.knownDepartureCount());

        // Three blank nodes with the same shape in the input, two stored: one shape is missing for real.
        VerifyReport lost = verify(file("three.nt", two + "_:z <http://x/max> \"9223372036854775807\"" + LONG + " .\n" + NAME));
        assertEquals(Outcome.MISMATCH, lost.outcome());
        assertEquals(2, lost.knownDepartureCount());
        assertEquals(1, lost.missing());
    }

    /**
     * The same, about one blank node: its two statements become one in TDB2, and a shape cannot say whether the
     * remaining one is about that node or another, so verification does not explain it away (a false mismatch, never a
     * hidden one).
     */
    @Test
    void aBlankNodeDepartureIsNotPairedWithAShapeTheInputHolds() throws Exception {
        Path in = file("in.nt", "_:x <http://x/max> \"9223372036854775807\"" + LONG + " .\n_:x <http://x/max> \"9223372036854775807\""
                + INTEGER + " .\n");
        load(in);
        VerifyReport r = verify(in);
        assertEquals(Outcome.MISMATCH, r.outcome());
        assertEquals(1, r.missing());
    }

    @Test
    void anEngineWithoutDeparturesLeavesEveryDifferenceAMismatch() throws Exception {
        Path in = file("in.nt", SMALL + MAX + NAME);
        load(in);
        try (io.loadscope.engine.EngineSession session = io.loadscope.engine.registry.Engines.byName("tdb2")
                .configure(Map.of()).open(dir.resolve("db"), io.loadscope.probe.LoadProbes.discard())) {
            io.loadscope.input.InputOpener opener = new io.loadscope.input.InputOpener(null);
            VerifyReport r = Verifier.verify(List.of(io.loadscope.input.InputSource.file(in)), opener, session,
                    Files.createDirectories(dir.resolve("tmp")), "tdb2", List.of());
            assertEquals(Outcome.MISMATCH, r.outcome());
            assertEquals(1, r.missing());
            assertEquals(1, r.extra());
            assertTrue(r.knownDepartures().isEmpty());
        }
    }

    private Path file(String name, String content) throws Exception {
        return Files.writeString(dir.resolve(name), content);
    }

    private void load(Path input) throws Exception {
        LoadRequest request = LoadRequest.builder().engine("tdb2").store(dir.resolve("db")).reportDir(dir.resolve("run")).input(input).build();
        assertEquals(RunStatus.LOADED, LoadPipeline.run(request).record().status());
    }

    private VerifyReport verify(Path input) throws Exception {
        return StoreVerification.run(VerifyRequest.of("tdb2", dir.resolve("db"), List.of(input.toString())));
    }
}
