package io.loadscope.tune;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The search. A screen loads the sample once with the default and with each setting the findings name changed alone;
 * then, as in successive halving, the faster half (and the default) load it again, and the faster half of those a
 * third time, interleaved (A B C, A B C), so the candidates left have three loads and a range; last, the settings that
 * beat the default beyond the ranges are combined and the combination loaded three times. A trial that would overrun
 * the budget is not started. Every finished load is in the trial log first, so a stopped tuning resumes where it was.
 */
public final class Tuner {
    private final TuneSpace space;
    private final TrialRunner runner;
    private final Path work;
    private final long budgetMillis;
    private final PrintStream out;
    private final TrialLog log;
    private final Map<String, Trial> done = new LinkedHashMap<>();
    private final List<String> skipped = new ArrayList<>();

    public Tuner(TuneSpace space, TrialRunner runner, Path work, long budgetMillis, PrintStream out) {
        this.space = space;
        this.runner = runner;
        this.work = work;
        this.budgetMillis = budgetMillis;
        this.out = out;
        this.log = new TrialLog(work);
    }

    /** The whole search; returns the ranking of every candidate loaded. */
    public Ranking run() throws IOException, InterruptedException {
        resume();
        List<Candidate> survivors = space.screen();
        for (Candidate c : survivors) ensure(c, 1);
        for (int rep = 2; rep <= Ranking.RUNS_FOR_A_CLAIM; rep++) {
            survivors = fasterHalf(survivors);
            for (Candidate c : survivors) ensure(c, rep);
        }
        Candidate combined = combination();
        if (combined != null) for (int rep = 1; rep <= Ranking.RUNS_FOR_A_CLAIM; rep++) ensure(combined, rep);
        return Ranking.of(new ArrayList<>(done.values()));
    }

    /**
     * One shard of a sweep run on a scheduler: the default and every {@code of}-th screened candidate from the
     * {@code index}-th on, each {@code repeats} times, interleaved; no halving (a shard does not see the others).
     */
    public Ranking runShard(int index, int of, int repeats) throws IOException, InterruptedException {
        resume();
        List<Candidate> screen = space.screen();
        List<Candidate> mine = new ArrayList<>();
        mine.add(screen.get(0));
        for (int i = 1; i < screen.size(); i++) if ((i - 1) % of == index - 1) mine.add(screen.get(i));
        for (int rep = 1; rep <= repeats; rep++) for (Candidate c : mine) ensure(c, rep);
        return Ranking.of(new ArrayList<>(done.values()));
    }

    /** Loads the tuner skipped because the budget would not cover them. */
    public List<String> skipped() {
        return List.copyOf(skipped);
    }

    private void resume() throws IOException {
        for (Trial t : log.read()) done.put(t.key(), t);
        if (!done.isEmpty()) out.printf("[tune] resuming: %d loads already done in %s%n", done.size(), work);
    }

    private void ensure(Candidate c, int rep) throws IOException, InterruptedException {
        String key = c.name() + "#" + rep;
        if (done.containsKey(key)) return;
        long spent = done.values().stream().mapToLong(Trial::elapsedMillis).sum();
        long estimate = estimate(c);
        if (!done.isEmpty() && spent + estimate > budgetMillis) {
            skipped.add(key);
            return;
        }
        out.printf("[tune] load %d: %s, run %d (budget used %d of %d s)%n", done.size() + 1, c.name(), rep, spent / 1000, budgetMillis / 1000);
        Trial t = runner.run(c, rep, work);
        log.append(t);
        done.put(key, t);
        out.printf("[tune]   %s%n", t.loaded() ? String.format(java.util.Locale.ROOT, "%.1f s, %,d statements", t.wallMillis() / 1000, t.statements())
                : "failed: " + t.failure());
    }

    /** What the next load of {@code c} will take: its own slowest so far, else the slowest load so far. */
    private long estimate(Candidate c) {
        long own = done.values().stream().filter(t -> t.candidate().name().equals(c.name())).mapToLong(Trial::elapsedMillis).max().orElse(-1);
        return own >= 0 ? own : done.values().stream().mapToLong(Trial::elapsedMillis).max().orElse(0);
    }

    /** The default and the faster half of the others that loaded, by their median so far. */
    private List<Candidate> fasterHalf(List<Candidate> candidates) {
        Ranking r = Ranking.of(new ArrayList<>(done.values()));
        List<Candidate> others = new ArrayList<>();
        for (Ranking.Row row : r.rows()) {
            boolean among = candidates.stream().anyMatch(c -> c.name().equals(row.candidate().name()));
            if (among && row.runs() > 0 && !row.candidate().name().equals(Candidate.DEFAULT)) others.add(row.candidate());
        }
        List<Candidate> keep = new ArrayList<>();
        keep.add(Candidate.defaults());
        keep.addAll(others.subList(0, Math.min(others.size(), Math.max(1, (others.size() + 1) / 2))));
        return keep;
    }

    /** The best setting of each dimension that beat the default beyond the ranges, together; null if fewer than two. */
    private Candidate combination() {
        Ranking r = Ranking.of(new ArrayList<>(done.values()));
        Map<String, Candidate> bestPerDimension = new LinkedHashMap<>();
        for (Ranking.Row row : r.rows()) {
            Dimension d = space.dimensionOf(row.candidate());
            if (d != null && row.apart()) bestPerDimension.putIfAbsent(d.name(), row.candidate());
        }
        if (bestPerDimension.size() < 2) return null;
        Candidate combined = Candidate.defaults();
        for (Candidate c : bestPerDimension.values()) combined = combined.with(c);
        return combined;
    }

    /** A candidate's name as a file name. */
    static String fileName(Candidate c) {
        return c.name().replaceAll("[^A-Za-z0-9._=-]+", "_");
    }
}
