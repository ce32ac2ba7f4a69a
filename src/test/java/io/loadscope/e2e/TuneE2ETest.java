package io.loadscope.e2e;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code tune} with real loads of data/ in child JVMs: within its budget it ranks what it loaded, says what carried the
 * gain and writes a profile that {@code load} takes; run again it resumes (in the screen order it began with) without
 * loading anything twice; and a sweep split in two shards (as the jobs of a scheduler would run it) merges into one
 * ranking. Heaps are shares of a 2 GiB machine (--memory).
 */
class TuneE2ETest {
    private static final int BUDGET_SECONDS = 60;
    private static final Pattern ELAPSED = Pattern.compile("\"elapsedMillis\":(\\d+)");

    @TempDir
    Path tmp;

    @Test
    void aTuningWithinItsBudgetWritesAProfileThatLoadsAndResumesWithoutLoadingAgain() throws Exception {
        Path work = tmp.resolve("tune");
        String[] args = {"tune", "--engine", "blazegraph", "--sample", "data/", "--budget", BUDGET_SECONDS + "s", "--memory", "2g", "--work", work.toString()};
        Cli.Result r = Cli.run(args);
        assertEquals(0, r.exit(), r.all());
        List<String> trials = Files.readAllLines(work.resolve("trials.jsonl"));
        // A candidate is only started where the budget left covers a load at the pace seen so far: on a machine busy
        // enough that the default's own load takes more than half the budget, the default is all it may run.
        long defaultMillis = elapsedMillis(trials.get(0));
        if (2 * defaultMillis <= BUDGET_SECONDS * 1000L) {
            assertTrue(trials.size() >= 2, "the default and at least one candidate within the budget: " + r.all());
        } else {
            assertEquals(1, trials.size(), "a load beyond what the budget left was started: " + r.all());
        }
        assertTrue(r.out().contains("default") && r.out().contains("not run within the budget"), r.out());
        Path best = work.resolve("best.properties");
        String profile = Files.readString(best);
        assertTrue(profile.contains("engine=blazegraph") && profile.contains("jvm.options=-Xmx"), profile);
        // A budget this short screens the head of the screen and halves it; what it names best had three loads beyond
        // the default's range, or it is the default.
        assertTrue(profile.contains("no setting beat the default") || (profile.contains("3 loads") && profile.contains("ranges apart")),
                "the best is the default or faster beyond the ranges in three loads: " + profile);
        // Why this profile: the section is in its header and, with the ranking, in the work directory.
        assertTrue(profile.contains("# what carried the gain") && profile.contains("# profile: "), profile);
        assertTrue(Files.readString(work.resolve("result.txt")).contains("what carried the gain"), r.out());
        assertTrue(r.out().contains("screen order: seed 1,"), r.out());

        Cli.Result again = Cli.run(args);
        assertEquals(0, again.exit(), again.all());
        assertTrue(again.out().contains("resuming: " + trials.size() + " loads already done"), again.out());
        assertTrue(again.out().contains("screen order: seed 1, as this tuning began"), again.out());
        assertEquals(trials.size(), Files.readAllLines(work.resolve("trials.jsonl")).size(), "nothing loaded twice");

        Cli.Result load = Cli.run("load", "--profile", best.toString(), "--store", tmp.resolve("store").toString(), "data/");
        assertEquals(0, load.exit(), load.all());
    }

    private static long elapsedMillis(String trialJson) {
        Matcher m = ELAPSED.matcher(trialJson);
        assertTrue(m.find(), trialJson);
        return Long.parseLong(m.group(1));
    }

    @Test
    void twoShardsOfASweepMergeIntoOneRanking() throws Exception {
        Path[] shards = {tmp.resolve("shard-1"), tmp.resolve("shard-2")};
        for (int k = 1; k <= 2; k++) {
            Cli.Result r = Cli.run("tune", "--engine", "tdb2", "--sample", "data/", "--shard", k + "/2", "--repeats", "1",
                    "--budget", "5m", "--memory", "2g", "--work", shards[k - 1].toString());
            assertEquals(0, r.exit(), r.all());
        }
        Path merged = tmp.resolve("merged.properties");
        Cli.Result m = Cli.run("tune", "--engine", "tdb2", "--merge", shards[0].toString(), shards[1].toString(), "--out", merged.toString());
        assertEquals(0, m.exit(), m.all());
        assertTrue(m.out().contains("tdb2.loader=parallel") && m.out().contains("tdb2.loader=sequential"), "both shards' candidates: " + m.out());
        assertTrue(Files.readString(merged).contains("engine=tdb2"));

        Cli.Result jobs = Cli.run("tune", "--engine", "tdb2", "--sample", "/data/sample.nt", "--emit-jobs", "k8s", "--shards", "2");
        assertEquals(0, jobs.exit(), jobs.all());
        assertTrue(jobs.out().contains("completionMode: Indexed") && jobs.out().contains("--shard $((JOB_COMPLETION_INDEX+1))/2"), jobs.out());
    }
}
