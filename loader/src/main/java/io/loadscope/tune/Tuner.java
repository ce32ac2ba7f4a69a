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
 * the budget is not started. Each later round is planned whole before it starts: the default's load first (a round
 * without it compares nothing), then the candidates fastest first while the budget covers them; the combination runs
 * only if all its three loads fit (fewer make no claim). Every finished load is in the trial log first, so a stopped
 * tuning resumes where it was.
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
        ensure(survivors.get(0), 1);
        survivors = screenTheBudgetCovers(survivors);
        for (Candidate c : survivors) ensure(c, 1);
        for (int rep = 2; rep <= Ranking.RUNS_FOR_A_CLAIM; rep++) {
            survivors = fasterHalf(survivors);
            for (Candidate c : planRound(survivors, rep)) ensure(c, rep);
        }
        Candidate combined = combination();
        if (combined != null) {
            List<Candidate> three = java.util.Collections.nCopies(Ranking.RUNS_FOR_A_CLAIM, combined);
            if (fits(three, 1)) for (int rep = 1; rep <= Ranking.RUNS_FOR_A_CLAIM; rep++) ensure(combined, rep);
            else for (int rep = 1; rep <= Ranking.RUNS_FOR_A_CLAIM; rep++) skip(combined.name() + "#" + rep);
        }
        return Ranking.of(new ArrayList<>(done.values()));
    }

    /**
     * The loads of round {@code rep} the budget left covers: the default's first (without it the round compares
     * nothing, so nothing else runs), then the others in their order (fastest first) while they fit.
     * Loads already done (a resumed tuning) cost nothing.
     */
    private List<Candidate> planRound(List<Candidate> round, int rep) {
        List<Candidate> plan = new ArrayList<>();
        long left = budgetMillis - spent();
        for (Candidate c : round) {
            boolean already = done.containsKey(c.name() + "#" + rep);
            long cost = already ? 0 : estimate(c);
            boolean isDefault = c.name().equals(Candidate.DEFAULT);
            if (cost <= left && (isDefault || !plan.isEmpty())) {
                plan.add(c);
                left -= cost;
            } else {
                skip(c.name() + "#" + rep);
            }
        }
        return plan;
    }

    private boolean fits(List<Candidate> loads, int firstRep) {
        long need = 0;
        for (int i = 0; i < loads.size(); i++) if (!done.containsKey(loads.get(i).name() + "#" + (firstRep + i))) need += estimate(loads.get(i));
        return spent() + need <= budgetMillis;
    }

    /**
     * The screen cut to what the budget covers, judged after the default's first load at its pace: the longest head
     * of the screen (it is ordered by what the findings measured) whose screen and two halvings fit, so that some
     * candidates reach the three loads a claim needs; a screen of every candidate once and nothing more would claim
     * nothing. Where not even two candidates could have three loads, the screen stays whole and the budget cuts it.
     */
    private List<Candidate> screenTheBudgetCovers(List<Candidate> screen) {
        Trial first = done.get(Candidate.DEFAULT + "#1");
        if (first == null || first.elapsedMillis() <= 0) return screen;
        long loads = budgetMillis / first.elapsedMillis();
        int keep = screen.size();
        while (keep > 2 && loadsFor(keep) > loads) keep--;
        if (loadsFor(keep) > loads) keep = screen.size();
        out.printf(java.util.Locale.ROOT, "[tune] the budget covers about %d loads at the default's pace (%.0f s each); screen, two halvings and a combination of all %d candidates take about %d%n",
                loads, first.elapsedMillis() / 1000.0, screen.size(), loadsFor(screen.size()) + Ranking.RUNS_FOR_A_CLAIM);
        if (keep == screen.size()) return screen;
        List<Candidate> cut = screen.subList(keep, screen.size());
        out.printf("[tune] screening the first %d (by the speed-up the findings measured); not screened: %s%n", keep,
                String.join(", ", cut.stream().map(Candidate::name).toList()));
        for (Candidate c : cut) skip(c.name() + "#1");
        return List.copyOf(screen.subList(0, keep));
    }

    /** Loads of a screen of n candidates (the default among them) and its two halvings, each with the default again. */
    private static int loadsFor(int n) {
        int second = half(n - 1), third = half(second);
        return n + (1 + second) + (1 + third);
    }

    private long spent() {
        return done.values().stream().mapToLong(Trial::elapsedMillis).sum();
    }

    private void skip(String key) {
        if (!skipped.contains(key)) skipped.add(key);
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
        long spent = spent();
        long estimate = estimate(c);
        if (!done.isEmpty() && spent + estimate > budgetMillis) {
            skip(key);
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
        keep.addAll(others.subList(0, Math.min(others.size(), half(others.size()))));
        return keep;
    }

    /** The faster half of n candidates, rounded up, at least one. */
    private static int half(int n) {
        return Math.max(1, (n + 1) / 2);
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
