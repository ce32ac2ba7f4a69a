package io.loadscope.tune;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The search's own logic, with loads whose times are given (the loads themselves are tested end to end in TuneE2ETest):
 * the seeded screen order, halving, three loads for what is left, ranges before a claim, the combination interleaved
 * with the best single change, what carried the gain and the profile it picks, the budget and resuming.
 */
class TunerTest {
    @TempDir
    Path dir;

    private static final String SORTED = "blazegraph.writer=sorted";
    private static final String COMBINATION = "blazegraph.writer=sorted + branchingFactor=128";

    /**
     * Load times by candidate: writer=sorted 30 % faster, branching factor 128 10 % faster (together 37 %), the rest as
     * the default, ±2 % by the load's repetition (rep 1 and 4 as given, 2 and 5 2 % slower, 3 and 6 2 % faster); each
     * load takes 2 s more as a process than its record says.
     */
    private static class Loads implements TrialRunner {
        final List<String> ran = new ArrayList<>();

        @Override
        public Trial run(Candidate c, int rep, Path work) throws IOException, InterruptedException {
            ran.add(c.name() + "#" + rep);
            double s = 100 * factor(c) * (1 + 0.02 * ((rep % 3) - 1));
            return new Trial(c, rep, Trial.LOADED, s * 1000, (long) (s * 1000) + 2000, 1000, "runs/" + c.name() + "-" + rep, null);
        }

        double factor(Candidate c) {
            double f = 1;
            if ("sorted".equals(c.settings().asMap().get("blazegraph.writer"))) f *= 0.7;
            if ("128".equals(c.settings().asMap().get("com.bigdata.btree.BTree.branchingFactor"))) f *= 0.9;
            return f;
        }
    }

    /** As {@link Loads}, but branching factor 128 adds nothing on top of the sorted build: the combination is the sorted build's time. */
    private static final class SortedCarriesIt extends Loads {
        @Override
        double factor(Candidate c) {
            return "sorted".equals(c.settings().asMap().get("blazegraph.writer")) ? 0.7 : super.factor(c);
        }
    }

    private static String line(GainReport gain, String start) {
        return gain.lines().stream().map(String::strip).filter(l -> l.startsWith(start)).findFirst()
                .orElseThrow(() -> new AssertionError("no line starting '" + start + "': " + gain.lines()));
    }

    private static PrintStream quiet() {
        return new PrintStream(new ByteArrayOutputStream());
    }

    @Test
    void theScreenIsHalvedToThreeLoadsEachAndTheWinnersAreCombined() throws Exception {
        Loads loads = new Loads();
        TuneSpace space = TuneSpace.of("blazegraph");
        Tuner t = new Tuner(space, loads, dir, 10 * 3600_000L, quiet());
        Ranking r = t.run();
        int screen = space.screen().size();
        assertEquals(screen, loads.ran.stream().filter(k -> k.endsWith("#1")).count() - 1, "the screen once each, plus the combination: " + loads.ran);
        assertEquals(3, r.row(Candidate.DEFAULT).runs());
        assertEquals(6, r.row(SORTED).runs(), "three in the search, three beside the combination");
        assertTrue(r.row(SORTED).apart());
        Ranking.Row best = t.gain().chosen();
        assertEquals(COMBINATION, best.candidate().name(), "both winners together: " + r.rows());
        assertEquals(Map.of("blazegraph.writer", "sorted", "com.bigdata.btree.BTree.branchingFactor", "128"), best.candidate().settings().asMap());
        assertEquals(1 / (0.7 * 0.9), best.speedup(), 0.01);
        // A candidate loaded once is not called faster or slower.
        assertTrue(r.rows().stream().filter(x -> x.runs() < 3).noneMatch(Ranking.Row::apart));
    }

    @Test
    void nothingBeyondTheRangesLeavesTheDefaultAsTheBest() throws Exception {
        TrialRunner same = (c, rep, work) -> new Trial(c, rep, Trial.LOADED, 100_000 + 3_000 * (rep % 3), 101_000, 1000, "r", null);
        Tuner t = new Tuner(TuneSpace.of("tdb2"), same, dir, 10 * 3600_000L, quiet());
        Ranking r = t.run();
        assertEquals(Candidate.DEFAULT, t.gain().chosen().candidate().name());
        assertTrue(r.rows().stream().noneMatch(Ranking.Row::apart));
        assertEquals("best single change: none beat the default beyond the ranges in 3 loads", line(t.gain(), "best single change"));
        assertEquals("no combination ran: no single change beat the default beyond the ranges", line(t.gain(), "no combination ran"));
        assertEquals("profile: the default: no single change beat it beyond the ranges", line(t.gain(), "profile"));
    }

    @Test
    void theBudgetStopsNewLoadsAndAResumeKeepsEveryFinishedOne() throws Exception {
        Loads first = new Loads();
        Tuner t = new Tuner(TuneSpace.of("blazegraph"), first, dir, 500_000L, quiet());
        t.run();
        assertTrue(first.ran.size() >= 4 && first.ran.size() <= 6, "about 500 s of 70-102 s loads: " + first.ran);
        assertFalse(t.skipped().isEmpty());
        assertEquals(first.ran.size(), new TrialLog(dir).read().size());

        Loads second = new Loads();
        Tuner again = new Tuner(TuneSpace.of("blazegraph"), second, dir, 10 * 3600_000L, quiet());
        Ranking r = again.run();
        for (String k : first.ran) assertFalse(second.ran.contains(k), "not loaded again: " + k);
        assertEquals(3, r.row(Candidate.DEFAULT).runs());
    }

    /**
     * A tuning that ran to its end, resumed with the same budget, loads nothing: whatever the budget, the resumed sitting
     * keeps the first one's decisions on what the budget did not cover (a round is planned on estimates; once its loads
     * are done they cost nothing, and deciding again could fit a load the first sitting left out).
     */
    @Test
    void aFinishedTuningResumedWithItsBudgetLoadsNothingMore() throws Exception {
        for (long budget = 300_000L; budget <= 3_000_000L; budget += 100_000L) {
            Path work = Files.createDirectories(dir.resolve("budget-" + budget));
            Loads first = new Loads();
            new Tuner(TuneSpace.of("blazegraph"), first, work, budget, quiet()).run();
            Loads again = new Loads();
            new Tuner(TuneSpace.of("blazegraph"), again, work, budget, quiet()).run();
            assertEquals(List.of(), again.ran, "budget " + budget / 1000 + " s: loaded again after " + first.ran);
        }
    }

    @Test
    void aBudgetTooShortForTheWholeScreenScreensTheHeadOfTheSeededOrderAndStillReachesThreeLoads() throws Exception {
        // 1,400 s at the default's 102 s cover 13 loads: a screen of 6, two halvings of 4 and 3. The whole screen of 10
        // once would take 1,000 s and leave no candidate three loads.
        Loads loads = new Loads();
        TuneSpace space = TuneSpace.of("blazegraph");
        Tuner t = new Tuner(space, loads, dir, 1_400_000L, quiet());
        Ranking r = t.run();
        List<String> screened = loads.ran.stream().filter(k -> k.endsWith("#1")).toList();
        List<String> order = names(space.screen(Tuner.DEFAULT_SEED), "#1");
        assertEquals(order.subList(0, 6), screened, "the head of the seeded order: " + loads.ran);
        for (String left : order.subList(6, order.size())) assertTrue(t.skipped().contains(left), left + " in " + t.skipped());
        // With this seed the sorted build is among the six; it is the fastest, so it reaches three loads and carries the gain.
        assertEquals(3, r.row(SORTED).runs());
        assertTrue(r.row(SORTED).apart());
        assertEquals(SORTED, t.gain().chosen().candidate().name());
    }

    private static List<String> names(List<Candidate> cs, String suffix) {
        return cs.stream().map(c -> c.name() + suffix).toList();
    }

    @Test
    void theScreenOrderIsASeededShuffleOfTheDimensionsThatTheFindingsDoNotOrder() {
        TuneSpace space = TuneSpace.of("blazegraph");
        List<Candidate> seeded = space.screen(Tuner.DEFAULT_SEED);
        assertEquals(seeded, TuneSpace.of("blazegraph").screen(Tuner.DEFAULT_SEED), "the same seed, the same order");
        assertEquals(Set.copyOf(space.screen()), Set.copyOf(seeded), "every candidate, in another order");
        assertEquals(Candidate.defaults(), seeded.get(0), "the default first: every round compares with it");
        // What the findings expected, largest first (the order the screen had before): the default seed does not give it.
        List<Dimension> byExpect = new ArrayList<>(space.dimensions());
        byExpect.sort(Comparator.comparingDouble(Dimension::expect).reversed());
        assertNotEquals(new TuneSpace("blazegraph", space.profile(), byExpect).screen(), seeded);
        // Nor does the order come from it: the findings' figures turned around leave the shuffle as it was.
        List<Dimension> turned = space.dimensions().stream()
                .map(d -> new Dimension(d.name(), d.setting(), d.values(), d.why(), d.link(), 3 - d.expect())).toList();
        assertEquals(seeded, new TuneSpace("blazegraph", space.profile(), turned).screen(Tuner.DEFAULT_SEED));
        // Another seed, another order; a dimension's values stay together.
        assertNotEquals(seeded, space.screen(7));
        List<String> names = names(space.screen(7), "");
        assertEquals(names.indexOf("branchingFactor=128") + 1, names.indexOf("branchingFactor=256"), names.toString());
    }

    @Test
    void aResumedTuningScreensInTheOrderItBeganWithWhateverSeedItIsGiven() throws Exception {
        TuneSpace space = TuneSpace.of("blazegraph");
        assertNotEquals(space.screen(7), space.screen(99));
        Loads first = new Loads();
        new Tuner(space, first, dir, 500_000L, 7, quiet()).run();
        assertTrue(Files.readString(dir.resolve(ScreenSeed.FILE)).contains("seed=7"));

        Loads second = new Loads();
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        new Tuner(space, second, dir, 10 * 3600_000L, 99, new PrintStream(said, true, StandardCharsets.UTF_8)).run();
        assertTrue(said.toString(StandardCharsets.UTF_8).contains("screen order: seed 7, as this tuning began"), said.toString(StandardCharsets.UTF_8));
        List<String> screen = names(space.screen(7), "#1");
        List<String> both = new ArrayList<>(first.ran);
        both.addAll(second.ran);
        assertEquals(screen, both.stream().filter(screen::contains).toList(), "the screen in seed 7's order across both sittings");
        assertTrue(first.ran.size() < screen.size(), "the first sitting's budget cut the screen: " + first.ran);
    }

    @Test
    void theCombinationIsLoadedInTurnWithTheBestSingleChangeAndCarriedTheRestApart() throws Exception {
        Loads loads = new Loads();
        Tuner t = new Tuner(TuneSpace.of("blazegraph"), loads, dir, 10 * 3600_000L, quiet());
        t.run();
        assertEquals(List.of(COMBINATION + "#1", SORTED + "#4", COMBINATION + "#2", SORTED + "#5", COMBINATION + "#3", SORTED + "#6"),
                loads.ran.subList(loads.ran.size() - 6, loads.ran.size()), loads.ran.toString());
        assertEquals(loads.ran, new TrialLog(dir).read().stream().map(Trial::key).toList(), "each load in the log, in order");
        GainReport gain = t.gain();
        // The sorted build's search loads 70, 71.4, 68.6 s against the default's 100, 102, 98 s.
        assertEquals("best single change: " + SORTED + ", 1.43× the default (1.37–1.49): median 70.0 s (68.6–71.4) in 3 loads,"
                + " the default's median 100.0 s (98.0–102.0) in 3 loads", line(gain, "best single change"));
        assertEquals("the sorted build alone (" + SORTED + "): the best single change", line(gain, "the sorted build alone"));
        // The combination's 63, 64.26, 61.74 s against the sorted build's loads 4-6 beside them, 70, 71.4, 68.6 s.
        assertEquals("combination " + COMBINATION + ": median 63.0 s (61.7–64.3) in 3 loads, interleaved with the best single change's loads"
                + " 4–6 (median 70.0 s (68.6–71.4) in 3 loads); the rest added 1.11× (1.07–1.16): apart", line(gain, "combination"));
        assertEquals("profile: the combination (" + COMBINATION + "): its range is apart from (faster than) the best single change's",
                line(gain, "profile"));
        assertEquals(COMBINATION, gain.chosen().candidate().name());
        assertEquals(1 / 0.63, gain.chosen().speedup(), 0.01);
    }

    @Test
    void aCombinationWithinTheNoiseOfTheBestSingleChangeLeavesTheBestSingleChangeAlone() throws Exception {
        SortedCarriesIt loads = new SortedCarriesIt();
        Tuner t = new Tuner(TuneSpace.of("blazegraph"), loads, dir, 10 * 3600_000L, quiet());
        t.run();
        GainReport gain = t.gain();
        assertEquals("combination " + COMBINATION + ": median 70.0 s (68.6–71.4) in 3 loads, interleaved with the best single change's loads"
                + " 4–6 (median 70.0 s (68.6–71.4) in 3 loads); the rest added 1.00× (0.96–1.04): within the noise", line(gain, "combination"));
        assertEquals("profile: the best single change alone (" + SORTED + "): the combination's range is not apart from (faster than) its,"
                + " so fewer changes give the same speed", line(gain, "profile"));
        assertEquals(SORTED, gain.chosen().candidate().name());
        assertEquals(Map.of("blazegraph.writer", "sorted"), gain.chosen().candidate().settings().asMap());
        assertEquals(1 / 0.7, gain.chosen().speedup(), 0.01);
    }

    @Test
    void aBudgetForTheCombinationsThreeLoadsOnlyComparesItWithTheBestSingleChangesEarlierLoads() throws Exception {
        // The search takes 1,924 s; the combination's three loads at the slowest pace so far (104 s) fit in 2,300 s,
        // three more of the sorted build beside them (73.4 s each) do not.
        Loads loads = new Loads();
        Tuner t = new Tuner(TuneSpace.of("blazegraph"), loads, dir, 2_300_000L, quiet());
        t.run();
        assertEquals(List.of(COMBINATION + "#1", COMBINATION + "#2", COMBINATION + "#3"), loads.ran.subList(loads.ran.size() - 3, loads.ran.size()));
        assertTrue(t.skipped().containsAll(List.of(SORTED + "#4", SORTED + "#5", SORTED + "#6")), t.skipped().toString());
        assertEquals("combination " + COMBINATION + ": median 63.0 s (61.7–64.3) in 3 loads, against the best single change's earlier loads"
                + " (median 70.0 s (68.6–71.4) in 3 loads), not interleaved: the budget covered the combination's three loads only;"
                + " the rest added 1.11× (1.07–1.16): apart", line(t.gain(), "combination"));
    }

    @Test
    void aTuningStoppedBetweenTheFinalLoadsResumesTheInterleavingWhereItWas() throws Exception {
        Loads whole = new Loads();
        Tuner uninterrupted = new Tuner(TuneSpace.of("blazegraph"), whole, Files.createDirectories(dir.resolve("whole")), 10 * 3600_000L, quiet());
        uninterrupted.run();

        Path work = Files.createDirectories(dir.resolve("stopped"));
        Loads stopping = new Loads() {
            @Override
            public Trial run(Candidate c, int rep, Path w) throws IOException, InterruptedException {
                if ((SORTED + "#5").equals(c.name() + "#" + rep)) throw new InterruptedException("stopped");
                return super.run(c, rep, w);
            }
        };
        assertThrows(InterruptedException.class, () -> new Tuner(TuneSpace.of("blazegraph"), stopping, work, 10 * 3600_000L, quiet()).run());
        Loads rest = new Loads();
        Tuner resumed = new Tuner(TuneSpace.of("blazegraph"), rest, work, 10 * 3600_000L, quiet());
        resumed.run();
        assertEquals(List.of(SORTED + "#5", COMBINATION + "#3", SORTED + "#6"), rest.ran);
        assertEquals(uninterrupted.gain().lines(), resumed.gain().lines(), "the same finding as a tuning never stopped");
    }

    @Test
    void aRoundTheBudgetCannotGiveTheDefaultRunsNothing() throws Exception {
        // A tuning resumed with a smaller budget: the whole screen is in the log (980 s: eight loads of 102 s, the
        // sorted build's 72 s, branching factor 128's 92 s) and 80 s are left. The sorted build's second load would fit,
        // the default's would not, and alone it would compare nothing.
        Loads earlier = new Loads();
        TrialLog log = new TrialLog(dir);
        for (Candidate c : TuneSpace.of("blazegraph").screen(Tuner.DEFAULT_SEED)) log.append(earlier.run(c, 1, dir));
        Loads loads = new Loads();
        Tuner t = new Tuner(TuneSpace.of("blazegraph"), loads, dir, 1_060_000L, quiet());
        t.run();
        assertEquals(List.of(), loads.ran);
        assertTrue(t.skipped().contains(Candidate.DEFAULT + "#2") && t.skipped().contains("blazegraph.writer=sorted#2"), t.skipped().toString());
    }

    @Test
    void aLineCutShortByAStopIsIgnored() throws Exception {
        TrialLog log = new TrialLog(dir);
        log.append(new Trial(Candidate.defaults(), 1, Trial.LOADED, 1000, 2000, 10, "r", null));
        Files.writeString(dir.resolve(TrialLog.FILE), "{\"candidate\":{\"na", java.nio.file.StandardOpenOption.APPEND);
        assertEquals(1, log.read().size());
    }

    @Test
    void shardsSplitTheScreenEachWithTheDefaultAndMergeByTheirOwnDefault() throws Exception {
        TuneSpace space = TuneSpace.of("blazegraph");
        List<Ranking> parts = new ArrayList<>();
        List<String> all = new ArrayList<>();
        for (int k = 1; k <= 2; k++) {
            Loads loads = new Loads();
            Path work = Files.createDirectories(dir.resolve("shard-" + k));
            double slower = k == 2 ? 1.5 : 1.0; // the second shard's machine is slower: only ratios to its own default count
            TrialRunner onThisMachine = (c, rep, w) -> {
                Trial t = loads.run(c, rep, w);
                return new Trial(t.candidate(), t.rep(), t.status(), t.wallMillis() * slower, t.elapsedMillis(), t.statements(), t.runDir(), null);
            };
            parts.add(new Tuner(space, onThisMachine, work, 10 * 3600_000L, quiet()).runShard(k, 2, 3));
            assertTrue(loads.ran.contains(Candidate.DEFAULT + "#3"), "each shard loads the default: " + loads.ran);
            loads.ran.stream().filter(x -> !x.startsWith(Candidate.DEFAULT)).forEach(all::add);
        }
        assertEquals(3 * (space.screen().size() - 1), all.size(), "every screened candidate in one shard, three times: " + all);
        GainReport merged = GainReport.ofShards(parts, space);
        assertNotNull(merged.chosen());
        assertEquals(SORTED, merged.chosen().candidate().name());
        assertEquals(1 / 0.7, merged.chosen().speedup(), 0.02);
        assertTrue(merged.defaults().trials().stream().allMatch(x -> x.wallMillis() < 110_000), "the sorted build's own shard's default");
        assertEquals("no combination ran: a sweep's shards load single changes only", line(merged, "no combination ran"));
    }

    @Test
    void sparqlLoadIsTunedOnlyOverWhatItReads() {
        // SPARQL LOAD parses inside Blazegraph and writes through its own connection: no sorted build, no DataLoader
        // buffers, no loadscope parse threads.
        List<String> settings = TuneSpace.of("blazegraph-sail").dimensions().stream().map(Dimension::setting).toList();
        assertTrue(settings.contains("com.bigdata.btree.BTree.branchingFactor"), settings.toString());
        assertTrue(settings.stream().noneMatch(x -> x.equals("blazegraph.writer") || x.contains("DataLoader") || x.equals("blazegraph.parseThreads")),
                settings.toString());
    }

    @Test
    void jobsForASchedulerRunOneShardEach() {
        String k8s = Jobs.kubernetes("loadscope-tune", "eclipse-temurin:17-jre", List.of("--engine", "blazegraph", "--sample", "/data/s.nt"), 4,
                "data", "results");
        assertTrue(k8s.contains("completionMode: Indexed") && k8s.contains("completions: 4"), k8s);
        assertTrue(k8s.contains("--shard $((JOB_COMPLETION_INDEX+1))/4 --work /results/shard-$JOB_COMPLETION_INDEX"), k8s);
        String matrix = Jobs.matrix(List.of("--engine", "tdb2", "--sample", "s.nt"), 2);
        assertTrue(matrix.contains("\"shard\": \"1/2\"") && matrix.contains("\"shard\": \"2/2\"") && matrix.contains("--work tune-shard-2"), matrix);
    }
}
