package io.loadscope.tune;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The search. A screen loads the sample once with the default and with each setting the findings name changed alone,
 * the dimensions in a seeded shuffle (a budget too short for all of them screens the head of that order, so what it
 * leaves out is chance, not the findings' expectation); then, as in successive halving, the faster half (and the
 * default) load it again, and the faster half of those a third time, interleaved (A B C, A B C), so the candidates left
 * have three loads and a range; last, the settings that beat the default beyond the ranges are combined and the
 * combination loaded three times, in turn with three more loads of the best single change (C B C B C B), so that what
 * the rest added is measured side by side. A trial that would overrun the budget is not started. Each later round is
 * planned whole before it starts: the default's load first (a round without it compares nothing), then the candidates
 * fastest first while the budget covers them; the combination runs only if all its three loads fit (fewer make no
 * claim), and with the best single change's three only if those fit too. Every finished load is in the trial log
 * first, and the seed in the work directory before the first, so a stopped tuning resumes where it was.
 */
public final class Tuner {
    /** The seed of the screen's order where none is given: a fixed value, so two tunings of one sample compare. */
    public static final long DEFAULT_SEED = 1;

    private final TuneSpace space;
    private final TrialRunner runner;
    private final Path work;
    private final long budgetMillis;
    private final PrintStream out;
    private final TrialLog log;
    private final Map<String, Trial> done = new LinkedHashMap<>();
    private final List<String> skipped = new ArrayList<>();
    /**
     * Loads an earlier sitting with this budget (or a larger one) decided the budget would not cover: a resumed tuning
     * does not decide again, so it runs exactly the loads the first sitting would have. Decided again, the answer
     * could differ: a round is planned on estimates (a candidate's slowest load so far), and once the round's loads are
     * done they cost nothing, so the budget left could then seem to cover a load the first sitting left out.
     */
    private final java.util.Set<String> decidedSkips = new java.util.LinkedHashSet<>();
    private final long requestedSeed;
    private GainReport gain;

    /** One load of a candidate: its key in the trial log is {@code name#rep}. */
    private record Load(Candidate candidate, int rep) {
        String key() {
            return candidate.name() + "#" + rep;
        }
    }

    /** A search whose screen is ordered by {@link #DEFAULT_SEED}. */
    public Tuner(TuneSpace space, TrialRunner runner, Path work, long budgetMillis, PrintStream out) {
        this(space, runner, work, budgetMillis, DEFAULT_SEED, out);
    }

    /** @param seed the screen's order, for a tuning that begins here; a resumed one keeps the seed it began with */
    public Tuner(TuneSpace space, TrialRunner runner, Path work, long budgetMillis, long seed, PrintStream out) {
        this.space = space;
        this.runner = runner;
        this.work = work;
        this.budgetMillis = budgetMillis;
        this.requestedSeed = seed;
        this.out = out;
        this.log = new TrialLog(work);
    }

    /** The whole search; returns the ranking of every candidate loaded. */
    public Ranking run() throws IOException, InterruptedException {
        resume();
        long seed = seed();
        List<Candidate> survivors = space.screen(seed);
        ensure(survivors.get(0), 1);
        survivors = screenTheBudgetCovers(survivors, seed);
        for (Candidate c : survivors) ensure(c, 1);
        for (int rep = 2; rep <= Ranking.RUNS_FOR_A_CLAIM; rep++) {
            survivors = fasterHalf(survivors, rep);
            for (Candidate c : planRound(survivors, rep)) ensure(c, rep);
        }
        GainReport.Combined combined = combine();
        gain = GainReport.ofTuning(searchRanking(), space, combined);
        return Ranking.of(new ArrayList<>(done.values()));
    }

    /** The seed this work directory keeps, else the one asked for, kept from now on; said either way. */
    private long seed() throws IOException {
        Long kept = ScreenSeed.kept(work).orElse(null);
        if (kept == null) ScreenSeed.keep(work, requestedSeed);
        long seed = kept != null ? kept : requestedSeed;
        String note = kept == null ? "kept in " + work.resolve(ScreenSeed.FILE) + " for a resumed tuning"
                : kept == requestedSeed ? "as this tuning began (" + work.resolve(ScreenSeed.FILE) + ")"
                : "as this tuning began (" + work.resolve(ScreenSeed.FILE) + "); seed " + requestedSeed + " orders a tuning in a new work directory";
        List<String> order = new ArrayList<>();
        for (Candidate c : space.screen(seed)) {
            Dimension d = space.dimensionOf(c);
            if (d != null && !order.contains(d.name())) order.add(d.name());
        }
        out.printf("[tune] screen order: seed %d, %s: %s%n", seed, note, String.join(", ", order));
        return seed;
    }

    /**
     * The combination of the best setting of each dimension that beat the default beyond the ranges, where there
     * are two or more and its three loads fit: in turn with three more loads of the best single change (its loads
     * 4 to 6) where those fit too, else alone, to be compared with the best single change's earlier loads.
     */
    private GainReport.Combined combine() throws IOException, InterruptedException {
        Ranking search = searchRanking();
        Candidate combined = combination(search);
        if (combined == null) return GainReport.Combined.notRun("fewer than two dimensions beat the default beyond the ranges");
        Candidate bestSingle = GainReport.bestSingle(search, space).candidate();
        List<Load> alone = new ArrayList<>(), interleaved = new ArrayList<>(), beside = new ArrayList<>();
        for (int rep = 1; rep <= Ranking.RUNS_FOR_A_CLAIM; rep++) {
            Load c = new Load(combined, rep), b = new Load(bestSingle, Ranking.RUNS_FOR_A_CLAIM + rep);
            alone.add(c);
            beside.add(b);
            interleaved.add(c);
            interleaved.add(b);
        }
        String whyNotInterleaved = null;
        if (fits(interleaved)) {
            for (Load l : interleaved) ensure(l.candidate(), l.rep());
        } else if (fits(alone)) {
            whyNotInterleaved = "the budget covered the combination's three loads only";
            for (Load l : alone) ensure(l.candidate(), l.rep());
            for (Load l : beside) skip(l.key());
        } else {
            for (Load l : interleaved) skip(l.key());
            return GainReport.Combined.notRun("the budget left did not cover its " + Ranking.RUNS_FOR_A_CLAIM + " loads");
        }
        return GainReport.Combined.ran(combined, loaded(alone), loaded(beside), whyNotInterleaved);
    }

    /** The trials of these loads that are in the log (a load the budget skipped has none). */
    private List<Trial> loaded(List<Load> loads) {
        return loads.stream().map(l -> done.get(l.key())).filter(java.util.Objects::nonNull).toList();
    }

    /**
     * The loads of the screen and its halvings (the default's and the single changes' first three, each round with
     * the default's): what the combination and the best single change are judged on, so that the best single
     * change's loads beside the combination, which ran without the default's, neither move that judgement nor, in a
     * resumed tuning, change what it picked.
     */
    private Ranking searchRanking() {
        return Ranking.of(done.values().stream().filter(t -> t.rep() <= Ranking.RUNS_FOR_A_CLAIM)
                .filter(t -> t.candidate().name().equals(Candidate.DEFAULT) || space.dimensionOf(t.candidate()) != null).toList());
    }

    /**
     * The loads of the rounds before {@code round}: what its halving is judged on. In a tuning that runs through these
     * are all the loads so far; in a resumed one the later loads already in the log are left out, so the halving picks
     * what it picked the first time and the loads it finds done are the ones it asks for.
     */
    private Ranking loadsBefore(int round) {
        return Ranking.of(done.values().stream().filter(t -> t.rep() < round).toList());
    }

    /** What the tuning found, with the profile it picks; after {@link #run()} or {@link #runShard}. */
    public GainReport gain() {
        return gain;
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
            if (decidedSkips.contains(c.name() + "#" + rep)) {
                skip(c.name() + "#" + rep);
                continue;
            }
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

    private boolean fits(List<Load> loads) {
        // A load a sitting before decided not to run does not fit now either (see decidedSkips).
        if (loads.stream().anyMatch(l -> decidedSkips.contains(l.key()))) return false;
        long need = 0;
        for (Load l : loads) if (!done.containsKey(l.key())) need += estimate(l.candidate());
        return spent() + need <= budgetMillis;
    }

    /**
     * The screen cut to what the budget covers, judged after the default's first load at its pace: the longest head
     * of the screen (in its seeded order, so what is left out is chance) whose screen and two halvings fit, so that some
     * candidates reach the three loads a claim needs; a screen of every candidate once and nothing more would claim
     * nothing. Where not even two candidates could have three loads, the screen stays whole and the budget cuts it.
     */
    private List<Candidate> screenTheBudgetCovers(List<Candidate> screen, long seed) {
        Trial first = done.get(Candidate.DEFAULT + "#1");
        if (first == null || first.elapsedMillis() <= 0) return screen;
        long loads = budgetMillis / first.elapsedMillis();
        int keep = screen.size();
        while (keep > 2 && loadsFor(keep) > loads) keep--;
        if (loadsFor(keep) > loads) keep = screen.size();
        out.printf(java.util.Locale.ROOT, "[tune] the budget covers about %d loads at the default's pace (%.0f s each); screen, two halvings"
                        + " and a combination in turn with the best single change of all %d candidates take about %d%n",
                loads, first.elapsedMillis() / 1000.0, screen.size(), loadsFor(screen.size()) + 2 * Ranking.RUNS_FOR_A_CLAIM);
        if (keep == screen.size()) return screen;
        List<Candidate> cut = screen.subList(keep, screen.size());
        out.printf("[tune] screening the first %d in the order of seed %d; not screened: %s%n", keep, seed,
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
        if (decidedSkips.add(key)) SkipLog.keep(work, budgetMillis, decidedSkips);
    }

    /**
     * One shard of a sweep run on a scheduler: the default and every {@code of}-th screened candidate from the
     * {@code index}-th on, in the file's order (every shard loads all of its share, so no order is chosen), each
     * {@code repeats} times, interleaved; no halving (a shard does not see the others).
     */
    public Ranking runShard(int index, int of, int repeats) throws IOException, InterruptedException {
        resume();
        List<Candidate> screen = space.screen();
        List<Candidate> mine = new ArrayList<>();
        mine.add(screen.get(0));
        for (int i = 1; i < screen.size(); i++) if ((i - 1) % of == index - 1) mine.add(screen.get(i));
        for (int rep = 1; rep <= repeats; rep++) for (Candidate c : mine) ensure(c, rep);
        Ranking ranking = Ranking.of(new ArrayList<>(done.values()));
        gain = GainReport.ofShards(List.of(ranking), space);
        return ranking;
    }

    /** Loads the tuner skipped because the budget would not cover them. */
    public List<String> skipped() {
        return List.copyOf(skipped);
    }

    private void resume() throws IOException {
        for (Trial t : log.read()) done.put(t.key(), t);
        decidedSkips.addAll(SkipLog.decided(work, budgetMillis));
        if (!done.isEmpty()) out.printf("[tune] resuming: %d loads already done in %s%n", done.size(), work);
    }

    private void ensure(Candidate c, int rep) throws IOException, InterruptedException {
        String key = c.name() + "#" + rep;
        if (done.containsKey(key)) return;
        if (decidedSkips.contains(key)) {
            skip(key);
            return;
        }
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

    /** The default and the faster half of the others that loaded, by their median in the rounds before {@code round}. */
    private List<Candidate> fasterHalf(List<Candidate> candidates, int round) {
        Ranking r = loadsBefore(round);
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
    private Candidate combination(Ranking r) {
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
