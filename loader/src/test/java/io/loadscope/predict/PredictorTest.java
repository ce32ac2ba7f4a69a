package io.loadscope.predict;

import io.loadscope.record.BlazegraphWriter;
import io.loadscope.record.ProgressSample;
import io.loadscope.record.RunRecord;
import io.loadscope.record.RunStatus;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PredictorTest {
    /** A run whose store took t(n) = 2 s + n × (8 µs + 1 µs × ln(n in millions)) to fill, sampled each 100 k statements. */
    private static RunRecord growing(long statements) {
        List<ProgressSample> series = new ArrayList<>();
        for (long n = 100_000; n <= statements; n += 100_000) {
            series.add(sample(Math.round(1000 * t(n)), n, n * 160));
        }
        return record(statements, series, List.of(new RunRecord.StageTotal("index_write.statements", "writer", 1000, null, 1, 0.6)), Map.of());
    }

    private static double t(long n) {
        double x = n / 1e6;
        // The integral of a per-statement cost of 8 µs + 1 µs × ln(x), in seconds.
        return 2 + 8 * x + (x * Math.log(x) - x);
    }

    @Test
    void aStoreWhoseCostGrowsWithItsLogIsPredictedFromItsFirstTenthWithinTheInterval() {
        RunRecord r = growing(100_000_000);
        Prediction p = Predictor.predict(r, 100_000_000, 10_000_000);
        double truth = t(100_000_000);
        assertTrue(p.lowSeconds() <= truth && truth <= p.highSeconds(), p + " against " + truth);
        assertTrue(Math.abs(p.seconds() - truth) / truth < 0.15, p + " against " + truth);
        assertEquals(10_000_000, p.sampleStatements());
        assertEquals(100_000_000L * 160, p.storeBytes());
        assertTrue(p.dominant().startsWith("index_write.statements on the writer thread"), p.dominant());
    }

    @Test
    void aStoreWhoseCostGrowsInProportionToItIsPredictedByThatLaw() {
        List<ProgressSample> series = new ArrayList<>();
        for (long n = 100_000; n <= 10_000_000; n += 100_000) {
            double x = n / 1e6;
            series.add(sample(Math.round(1000 * (2 + 8 * x + 0.05 * x * x / 2)), n, n * 160));
        }
        Prediction p = Predictor.predict(record(10_000_000, series, List.of(), Map.of()), 50_000_000, 0);
        double truth = 2 + 8 * 50 + 0.05 * 50 * 50 / 2;
        assertEquals(truth, p.seconds(), truth * 0.01, p.model());
        assertTrue(p.model().contains("the second fits the sample better"), p.model());
    }

    @Test
    void aPhasedBuildIsTakenPhaseByPhaseWithItsSortsAsNLogN() {
        RunRecord r = record(10_000_000, List.of(), List.of(
                new RunRecord.StageTotal("term_encode", "parser", 20_000, null, 1, 0.4),
                new RunRecord.StageTotal("statement_sort", "parser", 10_000, null, 1, 0.2),
                new RunRecord.StageTotal("index_write.statements", "parser", 20_000, null, 1, 0.4)),
                Map.of("sortedBuild.peakTemporaryBytes", "1000000000", "sortedBuild.temporaryEstimateBytes", "1500000000"));
        Prediction p = Predictor.predict(r, 100_000_000, 0);
        double logK = Math.log(1e8) / Math.log(1e7);
        double tenfold = 1 + Pace.PER_DECADE; // the extrapolation term for one factor of ten
        assertEquals(400 + 100 * logK, p.seconds(), 1e-6);
        assertEquals(500 / tenfold, p.lowSeconds(), 1e-6);
        assertEquals(500 * logK * tenfold, p.highSeconds(), 1e-6);
        assertEquals(15_000_000_000L, p.temporaryBytes(), "the larger of peak and estimate, in proportion");
        assertTrue(p.dominant().startsWith("term_encode"), p.dominant());
        assertThrows(IllegalArgumentException.class, () -> Predictor.predict(r, 100_000_000, 5_000_000));
    }

    @Test
    void aPhasedBuildKeepsItsFixedCostsAsTheyWere() {
        // 10 s of phases, a 2 s commit, 1 s the load thread booked to no stage, and 3 s outside it (the store's opening).
        RunRecord r = new RunRecord(RunRecord.SCHEMA, "t", RunStatus.LOADED, 0, "", "", "blazegraph", null,
                new RunRecord.Settings(Map.of(), Map.of(), Map.of("sortedBuild.peakTemporaryBytes", "0")), null, null, List.of(),
                new RunRecord.Totals(1_000_000, 1_000_000, 16_000, 0, 1, 1, 160_000_000, 1, 0, 0, 0, 0),
                List.of(new RunRecord.StageTotal("term_encode", "parser", 10_000, null, 1, 0.77),
                        new RunRecord.StageTotal("commit", "parser", 2_000, null, 1, 0.15)),
                List.of(new RunRecord.ThreadTotal("parser", 13_000, null, 12_000, 1_000, 0.08, List.of("loadscope-load"))),
                Map.of(), List.of(), List.of(), List.of(), null, null, null, List.of(), List.of());
        Prediction p = Predictor.predict(r, 10_000_000, 0);
        assertEquals(10 * 10 + 2 + 1 + 3, p.seconds(), 1e-6, p.model());
        assertEquals(100 / (1 + Pace.PER_DECADE) + 6, p.lowSeconds(), 1e-6);
        assertTrue(p.model().contains("6.0 s of fixed costs"), p.model());
    }

    /** A sorted build's sample whose phases took {@code scale} times the committed builds' median at its size, plus {@code outside} s. */
    private static RunRecord sortedSample(PhaseReference ref, long statements, double scale, double outside) {
        List<RunRecord.Phase> phases = new ArrayList<>();
        double sum = 0;
        for (var e : ref.byPhase().entrySet()) {
            double[] at = e.getValue().stream().mapToDouble(c -> c.at(statements / 1e6)).sorted().toArray();
            double sec = scale * at[at.length / 2];
            sum += sec;
            phases.add(new RunRecord.Phase(e.getKey(), 1000 * sec, null, null, null, null));
        }
        RunRecord r = record(statements, List.of(), List.of(), Map.of("sortedBuild.peakTemporaryBytes", "100000000"),
                Map.of(BlazegraphWriter.KEY, BlazegraphWriter.SORTED.key()));
        return new RunRecord(r.schema(), r.runId(), r.status(), r.exitCode(), r.startedAt(), r.finishedAt(), r.engine(), r.profile(),
                r.settings(), r.jvm(), r.environment(), r.inputs(),
                new RunRecord.Totals(statements, statements, 1000 * (sum + outside), 0, 1, 1, statements * 170, 0, 0, 0, 0, 0),
                r.stages(), r.threads(), r.indexCounters(), r.series(), r.errors(), r.warnings(), r.verification(), r.profiling(),
                r.durability(), r.incidents(), r.advice(), r.writes(), phases);
    }

    /** The committed builds' median time of every phase at x million statements. */
    private static double referencePhases(PhaseReference ref, double x) {
        double sum = 0;
        for (var curves : ref.byPhase().values()) {
            double[] at = curves.stream().mapToDouble(c -> c.at(x)).sorted().toArray();
            sum += at[at.length / 2];
        }
        return sum;
    }

    @Test
    void aSortedBuildTakesEachPhaseByTheCommittedBuildsGrowthWarmUpIncluded() {
        PhaseReference ref = PhaseReference.read(PhaseReference.SORTED);
        // A 1 M sample at the committed builds' own pace: the prediction is their 10 M time (not ten times the sample's,
        // which counts the sample's warm-up ten times), the 2 s outside the phases kept as they were.
        Prediction p = Predictor.predict(sortedSample(ref, 1_000_000, 1.0, 2.0), 10_000_000, 0);
        double truth = referencePhases(ref, 10) + 2;
        assertEquals(truth, p.seconds(), 0.05 * truth, p.model());
        assertTrue(p.seconds() < 0.8 * 10 * (referencePhases(ref, 1) + 2), "the sample's warm-up is not taken ten times: " + p);
        assertTrue(p.lowSeconds() < p.seconds() && p.seconds() < p.highSeconds(), p.toString());
        assertTrue(p.model().contains("committed builds") && p.model().contains("2.0 s outside the phases"), p.model());
        // A machine or data twice as slow in every phase: twice the phases' time, the same fixed time.
        Prediction slow = Predictor.predict(sortedSample(ref, 1_000_000, 2.0, 2.0), 10_000_000, 0);
        assertEquals(2 * (p.seconds() - 2) + 2, slow.seconds(), 1e-6 * slow.seconds());
        assertEquals(1_000_000_000L, p.temporaryBytes(), "the sample's peak, in proportion");
    }

    @Test
    void theCommittedPhaseCurvesCarryOnPastTheirLargestBuildAtItsLastPace() {
        PhaseReference.Curve c = new PhaseReference.Curve(new double[] {1, 2, 5, 10}, new double[] {5, 8, 14, 22});
        assertEquals(2.5, c.at(0.5), 1e-9, "in proportion below the first size");
        assertEquals(14 + 8 * 1.5 / 5, c.at(6.5), 1e-9, "linear between sizes");
        assertEquals(22 + 1.6 * 90, c.at(100), 1e-9, "beyond the last at the last step's cost per statement");
    }

    @Test
    void aSampleStillWarmingUpIsNeverTakenFasterThanItsOwnLatePace() {
        // TDB2's parallel loader on 1 M statements: the first batch after 5 s of start-up, then each batch quicker than
        // the one before (warm-up), which both laws carry on into a rest that costs almost nothing.
        List<RunRecord.Written> writes = new ArrayList<>();
        writes.add(new RunRecord.Written(500, 0));
        for (int i = 1; i <= 10; i++) writes.add(new RunRecord.Written(Math.round(1000 * (5 + 7 * Math.sqrt(i / 10.0))), i * 100_000L));
        RunRecord r = withWrites(record(1_000_000, List.of(), List.of(), Map.of()), writes, 12.2);
        Prediction p = Predictor.predict(r, 10_000_000, 0);
        double latePace = 7 * (1 - Math.sqrt(0.6)) / 0.4; // seconds per million over the last third (from 0.6 M)
        double floor = 12 + latePace * 9;
        assertTrue(p.seconds() >= floor - 1e-6, p.seconds() + " against the floor " + floor + ": " + p.model());
        assertTrue(p.lowSeconds() <= p.seconds() && p.seconds() <= p.highSeconds(), p.toString());
        assertTrue(p.model().contains("no less than the sample's own pace over its last third"), p.model());
    }

    @Test
    void anXloaderSampleWithItsPhasesIsTakenByTheCommittedXloaderBuilds() {
        PhaseReference ref = PhaseReference.read(PhaseReference.XLOADER);
        RunRecord sorted = sortedSample(ref, 1_000_000, 1.0, 1.0);
        RunRecord xloader = new RunRecord(sorted.schema(), sorted.runId(), sorted.status(), sorted.exitCode(), sorted.startedAt(),
                sorted.finishedAt(), "tdb2", sorted.profile(), new RunRecord.Settings(Map.of("tdb2.loader", "xloader"), Map.of(),
                Map.of("xloader.peakTemporaryBytes", "50000000")), sorted.jvm(), sorted.environment(), sorted.inputs(), sorted.totals(),
                sorted.stages(), sorted.threads(), sorted.indexCounters(), sorted.series(), sorted.errors(), sorted.warnings(),
                sorted.verification(), sorted.profiling(), sorted.durability(), sorted.incidents(), sorted.advice(), sorted.writes(),
                sorted.phases());
        Prediction p = Predictor.predict(xloader, 5_000_000, 0);
        double truth = referencePhases(ref, 5) + 1;
        assertEquals(truth, p.seconds(), 0.05 * truth, p.model());
        assertTrue(p.model().contains("xloader builds"), p.model());
        Prediction tiny = Predictor.predict(sortedSample(PhaseReference.read(PhaseReference.SORTED), 20_000, 1.0, 1.0), 1_000_000, 0);
        assertTrue(tiny.model().contains("smaller than the smallest committed build"), tiny.model());
    }

    @Test
    void aSampleOfAFewBatchesIsTakenFromItsBatchesWithItsStartAndEndKeptAsTheyWere() {
        // Blazegraph's own write path: the store opened in 2 s, three batches (the writer merged the queued ones), a
        // 1.5 s commit after the last; a record of the batches and no timed samples at all. A 20 M sample: past the
        // committed load's warm-up, whose falling cost per statement would otherwise meet the late-pace floor.
        PriorGrowth.Reference ref = PriorGrowth.referenceFor(record(1, List.of(), List.of(), Map.of(), BUFFER));
        List<RunRecord.Written> writes = List.of(new RunRecord.Written(2_000, 0),
                new RunRecord.Written(Math.round(1000 * (2 + ref.timeAt(2))), 2_000_000),
                new RunRecord.Written(Math.round(1000 * (2 + ref.timeAt(10))), 10_000_000),
                new RunRecord.Written(Math.round(1000 * (2 + ref.timeAt(20))), 20_000_000));
        double wall = 2 + ref.timeAt(20) + 1.5;
        RunRecord r = withWrites(record(20_000_000, List.of(), List.of(), Map.of(), BUFFER), writes, wall);
        Prediction p = Predictor.predict(r, 100_000_000, 0);
        // At the committed load's own pace: its time to 100 M, the opening and the commit as they were.
        double truth = 2 + ref.timeAt(100) + 1.5;
        assertEquals(truth, p.seconds(), 0.01 * truth, p.model());
        assertTrue(p.lowSeconds() < p.seconds() && p.seconds() < p.highSeconds(), p.toString());
        // Nothing of the spread: the ends are the extrapolation term's, applied to the rest of the load only.
        double rest = ref.timeAt(100) - ref.timeAt(20);
        assertEquals(truth - rest + rest / Pace.extrapolation(20, 100), p.lowSeconds(), 0.01 * truth, p.toString());
        assertTrue(p.model().contains("each batch as it was written") && p.model().contains("1.5 s after it"), p.model());
        assertTrue(!p.model().contains("no less than"), "the committed curve rises past 20 M: no floor: " + p.model());
        assertEquals(20_000_000, p.sampleStatements());

        // Another live path, one batch: its pace from when it began writing, held for the rest.
        RunRecord one = withWrites(record(100_000, List.of(), List.of(), Map.of()),
                List.of(new RunRecord.Written(1_000, 0), new RunRecord.Written(3_000, 100_000)), 3.5);
        Prediction q = Predictor.predict(one, 10_000_000, 0);
        assertEquals(3 + 2 * 99 + 0.5, q.seconds(), 1e-6, q.model());
        assertTrue(q.model().contains("too few to show how the cost grows"), q.model());
    }

    @Test
    void aSampleThatWroteNothingOrAnOldRecordOfOneMoveIsRefusedSayingWhatWouldDo() {
        RunRecord nothing = withWrites(record(0, List.of(), List.of(), Map.of()), List.of(new RunRecord.Written(1_000, 0)), 1);
        var e = assertThrows(IllegalArgumentException.class, () -> Predictor.predict(nothing, 100_000_000, 0));
        assertTrue(e.getMessage().contains("wrote no statements"), e.getMessage());
        // A record from before the batches were kept, whose timed samples saw the written count move once.
        RunRecord old = record(100_000, List.of(sample(1000, 0, 0), sample(2000, 100_000, 2)), List.of(), Map.of());
        var o = assertThrows(IllegalArgumentException.class, () -> Predictor.predict(old, 100_000_000, 0));
        assertTrue(o.getMessage().contains("load the sample again"), o.getMessage());
    }

    @Test
    void aSizeOnDiskBecomesStatementsByTheSamplesStatementsPerByte() {
        RunRecord r = record(10_000_000, List.of(), List.of(), Map.of());
        assertEquals(100_000_000, Predictor.statementsIn(r, 26_000_000_000L));
    }

    @Test
    void blazegraphsOwnWritePathTakesItsGrowthFromTheCommittedLoadAndItsLevelFromTheSample() {
        // A machine 1.3x slower than the committed load's, with a warm-up that made the first 2 M statements twice as
        // slow: the sample's own curve would read that as a cost falling with the store.
        PriorGrowth.Reference ref = PriorGrowth.referenceFor(record(1, List.of(), List.of(), Map.of(), BUFFER));
        List<ProgressSample> series = new ArrayList<>();
        for (long n = 1_000_000; n <= 20_000_000; n += 1_000_000) {
            double x = n / 1e6;
            double seconds = 1.3 * ref.timeAt(x) + 2 * 1.3 * Math.min(x, 2) * (ref.timeAt(2) / 2);
            series.add(sample(Math.round(1000 * seconds), n, n * 160));
        }
        RunRecord r = record(20_000_000, series, List.of(), Map.of(), BUFFER);
        Prediction p = Predictor.predict(r, 100_061_705, 0);
        double truth = 1.3 * ref.timeAt(100.061705) + 2 * 1.3 * ref.timeAt(2);
        assertEquals(truth, p.seconds(), truth * 0.05, p.model());
        assertTrue(p.lowSeconds() <= p.seconds() && p.seconds() <= p.highSeconds(), p.toString());
        assertTrue(p.model().contains("committed load"), p.model());
        // Past the committed load's end, its log law continues it.
        assertTrue(Predictor.predict(r, 200_000_000, 0).seconds() > 2 * p.seconds() * 0.95);
        // Without the writer in its record (another path, or a record from before it was kept) the sample's own curve.
        assertTrue(Predictor.predict(record(20_000_000, series, List.of(), Map.of()), 100_061_705, 0).model().contains("fitted to"));
    }

    @Test
    void aStoreThatWillOutgrowThePageCacheTheSamplesMachineLeavesItIsSaidSo() {
        RunRecord sample = growing(10_000_000); // a store of 1.6 GB at 10 M, 16 GB at 100 M
        Prediction p = Predictor.predict(sample, 100_000_000, 0);
        // 24 GiB and a 6 GiB heap: 16 GB fits beside it, nothing to say.
        assertEquals(null, Predictor.memoryNote(on(sample, 24L << 30, 6L << 30, null), p));
        // A shape of 4 GiB with a 1 GiB heap: 3 GiB of cache; the sample's 1.6 GB still fitted, the 16 GB will not.
        RunRecord.Machine shape = new RunRecord.Machine("ram=4g", "v1", "", 4L << 30, "", -1, true, true, 0, 0, 0, 0, 0, 0, 0, -1, -1, 0, 0, List.of());
        String note = Predictor.memoryNote(on(sample, 24L << 30, 1L << 30, shape), p);
        assertTrue(note != null && note.contains("5.0× the 3.0 GiB of page cache the sample's machine shape leaves it") && note.contains("still fitted"), note);
        // A shape whose cache the sample's own store already outgrew.
        RunRecord.Machine small = new RunRecord.Machine("ram=2g", "v1", "", 2L << 30, "", -1, true, true, 0, 0, 0, 0, 0, 0, 0, -1, -1, 0, 0, List.of());
        String outgrown = Predictor.memoryNote(on(sample, 24L << 30, 1L << 30, small), p);
        assertTrue(outgrown != null && outgrown.contains("had already outgrown it"), outgrown);
    }

    private static RunRecord withWrites(RunRecord r, List<RunRecord.Written> writes, double wallSeconds) {
        RunRecord.Totals t = r.totals();
        return new RunRecord(r.schema(), r.runId(), r.status(), r.exitCode(), r.startedAt(), r.finishedAt(), r.engine(), r.profile(),
                r.settings(), r.jvm(), r.environment(), r.inputs(),
                new RunRecord.Totals(t.statementsTold(), t.statementsCommitted(), wallSeconds * 1000, 0, t.compressedBytes(),
                        t.uncompressedBytes(), t.storeBytes(), writes.size() - 1, 0, 0, 0, 0),
                r.stages(), r.threads(), r.indexCounters(), r.series(), r.errors(), r.warnings(), r.verification(), r.profiling(),
                r.durability(), r.incidents(), r.advice(), writes);
    }

    private static RunRecord on(RunRecord r, long memory, long heap, RunRecord.Machine shape) {
        return new RunRecord(r.schema(), r.runId(), r.status(), r.exitCode(), r.startedAt(), r.finishedAt(), r.engine(), r.profile(),
                r.settings(), new RunRecord.Jvm("17", "", "", "", List.of(), heap, List.of()),
                new RunRecord.Environment(2, memory, "Linux", "", "amd64", 0, shape), r.inputs(), r.totals(), r.stages(), r.threads(),
                r.indexCounters(), r.series(), r.errors(), r.warnings(), r.verification(), r.profiling(), r.durability(), r.incidents(), r.advice());
    }

    private static ProgressSample sample(long ms, long written, long store) {
        return new ProgressSample(ms, written, written, 0, 0, 0, 0, 0, store, 0, 0, 0, Map.of(), Map.of(), 0);
    }

    /** What a record of Blazegraph's own write path says of its writer. */
    private static final Map<String, String> BUFFER = Map.of("blazegraph.writer", "buffer");

    private static RunRecord record(long statements, List<ProgressSample> series, List<RunRecord.StageTotal> stages, Map<String, String> fixed) {
        return record(statements, series, stages, fixed, Map.of());
    }

    private static RunRecord record(long statements, List<ProgressSample> series, List<RunRecord.StageTotal> stages, Map<String, String> fixed,
                                    Map<String, String> engineSettings) {
        return new RunRecord(RunRecord.SCHEMA, "t", RunStatus.LOADED, 0, "", "", "blazegraph", null,
                new RunRecord.Settings(engineSettings, Map.of(), fixed), null, null, List.of(),
                new RunRecord.Totals(statements, statements, 1000, 0, 2_600_000_000L, 2_600_000_000L, statements * 160, 0, 0, 0, 0, 0),
                stages, List.of(new RunRecord.ThreadTotal("parser", 50_000, null, 50_000, 0, 0, List.of("loadscope-load"))),
                Map.of(), series, List.of(), List.of(), null, null, null, List.of(), List.of());
    }
}
