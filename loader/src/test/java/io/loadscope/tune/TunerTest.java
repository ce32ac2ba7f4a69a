package io.loadscope.tune;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The search's own logic, with loads whose times are given (the loads themselves are tested end to end in TuneE2ETest):
 * halving, three loads for what is left, ranges before a claim, the combination, the budget and resuming.
 */
class TunerTest {
    @TempDir
    Path dir;

    /** Load times by candidate: writer=sorted 30 % faster, branching factor 128 10 % faster, the rest as the default, ±2 %. */
    private static final class Loads implements TrialRunner {
        final List<String> ran = new ArrayList<>();

        @Override
        public Trial run(Candidate c, int rep, Path work) {
            ran.add(c.name() + "#" + rep);
            double s = 100;
            if ("sorted".equals(c.settings().get("blazegraph.writer"))) s *= 0.7;
            if ("128".equals(c.settings().get("com.bigdata.btree.BTree.branchingFactor"))) s *= 0.9;
            s *= 1 + 0.02 * ((rep % 3) - 1);
            return new Trial(c, rep, Trial.LOADED, s * 1000, (long) (s * 1000) + 2000, 1000, "runs/" + c.name() + "-" + rep, null);
        }
    }

    private static PrintStream quiet() {
        return new PrintStream(new ByteArrayOutputStream());
    }

    @Test
    void theScreenIsHalvedToThreeLoadsEachAndTheWinnersAreCombined() throws Exception {
        Loads loads = new Loads();
        TuneSpace space = TuneSpace.of("blazegraph");
        Ranking r = new Tuner(space, loads, dir, 10 * 3600_000L, quiet()).run();
        int screen = space.screen().size();
        assertEquals(screen, loads.ran.stream().filter(k -> k.endsWith("#1")).count() - 1, "the screen once each, plus the combination: " + loads.ran);
        assertEquals(3, r.row(Candidate.DEFAULT).runs());
        assertEquals(3, r.row("blazegraph.writer=sorted").runs());
        assertTrue(r.row("blazegraph.writer=sorted").apart());
        Ranking.Row best = r.best();
        assertEquals("blazegraph.writer=sorted + branchingFactor=128", best.candidate().name(), "both winners together: " + r.rows());
        assertEquals(Map.of("blazegraph.writer", "sorted", "com.bigdata.btree.BTree.branchingFactor", "128"), best.candidate().settings());
        assertEquals(1 / (0.7 * 0.9), best.speedup(), 0.01);
        // A candidate loaded once is not called faster or slower.
        assertTrue(r.rows().stream().filter(x -> x.runs() < 3).noneMatch(Ranking.Row::apart));
    }

    @Test
    void nothingBeyondTheRangesLeavesTheDefaultAsTheBest() throws Exception {
        TrialRunner same = (c, rep, work) -> new Trial(c, rep, Trial.LOADED, 100_000 + 3_000 * (rep % 3), 101_000, 1000, "r", null);
        Ranking r = new Tuner(TuneSpace.of("tdb2"), same, dir, 10 * 3600_000L, quiet()).run();
        assertEquals(Candidate.DEFAULT, r.best().candidate().name());
        assertTrue(r.rows().stream().noneMatch(Ranking.Row::apart));
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

    @Test
    void aBudgetTooShortForTheWholeScreenScreensWhatTheFindingsPointToAndStillReachesThreeLoads() throws Exception {
        // 1,400 s at the default's 102 s cover 13 loads: a screen of 6, two halvings of 4 and 3. The whole screen of 10
        // once would take 1,000 s and leave no candidate three loads.
        Loads loads = new Loads();
        Tuner t = new Tuner(TuneSpace.of("blazegraph"), loads, dir, 1_400_000L, quiet());
        Ranking r = t.run();
        List<String> screened = loads.ran.stream().filter(k -> k.endsWith("#1")).toList();
        assertEquals(6, screened.size(), loads.ran.toString());
        assertEquals(List.of(Candidate.DEFAULT + "#1", "blazegraph.writer=sorted#1", "branchingFactor=128#1", "branchingFactor=256#1",
                "bufferCapacity=1000000#1"), screened.subList(0, 5), "ordered by the speed-up the findings measured");
        assertTrue(t.skipped().contains("blazegraph.parseThreads=1#1") && t.skipped().contains("heap=half#1"), t.skipped().toString());
        assertEquals(3, r.row("blazegraph.writer=sorted").runs());
        assertTrue(r.row("blazegraph.writer=sorted").apart());
        assertEquals("blazegraph.writer=sorted", r.best().candidate().name());
    }

    @Test
    void aRoundTheBudgetCannotGiveTheDefaultRunsNothing() throws Exception {
        // A tuning resumed with a smaller budget: the whole screen is in the log (980 s: eight loads of 102 s, the
        // sorted build's 72 s, branching factor 128's 92 s) and 80 s are left. The sorted build's second load would fit,
        // the default's would not, and alone it would compare nothing.
        Loads earlier = new Loads();
        TrialLog log = new TrialLog(dir);
        for (Candidate c : TuneSpace.of("blazegraph").screen()) log.append(earlier.run(c, 1, dir));
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
        Ranking merged = Ranking.merge(parts);
        assertNotNull(merged.best());
        assertEquals("blazegraph.writer=sorted", merged.best().candidate().name());
        assertEquals(1 / 0.7, merged.best().speedup(), 0.02);
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
