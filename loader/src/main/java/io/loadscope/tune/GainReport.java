package io.loadscope.tune;

import io.loadscope.record.BlazegraphWriter;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What carried the gain, and so what the profile holds. The best single change (the fastest candidate that changes
 * one dimension and beat the default beyond the ranges in three loads) against the default; the sorted build alone
 * against the default where it is a candidate (the change the findings measured the most for); the combination, where
 * one ran, against the best single change: what the rest of its changes added, with the range, and whether the ranges
 * are apart. The profile is the combination only where its range is apart from (faster than) the best single change's:
 * otherwise the best single change alone gives the same speed with fewer changes.
 */
public final class GainReport {
    /**
     * The tuning's last step: the combination and its loads, the best single change's loads run beside them (empty
     * where they did not run, with {@code whyNotInterleaved}), or, where no combination ran, {@code whyNotRun}.
     */
    record Combined(Candidate combination, List<Trial> loads, List<Trial> besideBestSingle, String whyNotInterleaved,
                           String whyNotRun) {
        static Combined notRun(String why) {
            return new Combined(null, List.of(), List.of(), null, why);
        }

        static Combined ran(Candidate combination, List<Trial> loads, List<Trial> besideBestSingle, String whyNotInterleaved) {
            return new Combined(combination, List.copyOf(loads), List.copyOf(besideBestSingle), whyNotInterleaved, null);
        }
    }

    /** A candidate's row beside the default's row it was loaded with (a shard's own, in a merged sweep). */
    private record Against(Ranking.Row row, Ranking.Row defaults) {
        Comparison comparison() {
            return Comparison.of(row.trials(), defaults.trials());
        }
    }

    private final List<String> lines;
    private final Ranking.Row chosen;
    private final Ranking.Row defaults;

    private GainReport(List<String> lines, Ranking.Row chosen, Ranking.Row defaults) {
        this.lines = List.copyOf(lines);
        this.chosen = chosen;
        this.defaults = defaults;
    }

    /** A tuning's report: {@code search} holds the loads of the screen and its halvings (each round with the default's). */
    static GainReport ofTuning(Ranking search, TuneSpace space, Combined combined) {
        return build(List.of(search), space, combined);
    }

    /** A sweep's: each shard's candidates against its own default; shards load single changes only. */
    public static GainReport ofShards(List<Ranking> shards, TuneSpace space) {
        return build(shards, space, Combined.notRun("a sweep's shards load single changes only"));
    }

    /** The fastest single change beyond the default's range, in three loads, among {@code rankings}; null if none. */
    static Ranking.Row bestSingle(Ranking ranking, TuneSpace space) {
        return ranking.rows().stream().filter(r -> r.apart() && space.dimensionOf(r.candidate()) != null).findFirst().orElse(null);
    }

    private static GainReport build(List<Ranking> rankings, TuneSpace space, Combined combined) {
        List<String> out = new ArrayList<>();
        out.add("what carried the gain");
        Against best = null;
        Ranking.Row anyDefaults = null;
        for (Ranking r : rankings) {
            Ranking.Row d = r.row(Candidate.DEFAULT);
            if (d == null || d.runs() == 0) continue;
            if (anyDefaults == null) anyDefaults = d;
            Ranking.Row b = bestSingle(r, space);
            if (b != null && (best == null || b.speedup() > best.row().speedup())) best = new Against(b, d);
        }
        if (anyDefaults == null) {
            out.add("  nothing to compare: no load of the default loaded");
            return new GainReport(out, null, null);
        }
        Ranking.Row defaults = best != null ? best.defaults() : anyDefaults;
        out.add("  best single change: " + (best == null ? "none beat the default beyond the ranges in "
                + Ranking.RUNS_FOR_A_CLAIM + " loads" : best.row().candidate().name() + ", " + againstTheDefault(best)));
        sortedAlone(rankings, space, best).ifPresent(out::add);
        if (best == null || combined.combination() == null) {
            out.add("  no combination ran: " + (best == null ? "no single change beat the default beyond the ranges" : combined.whyNotRun()));
            return chooseAlone(out, best, defaults);
        }
        Ranking.Row combination = Ranking.of(concat(combined.loads(), defaults.trials())).row(combined.combination().name());
        boolean interleaved = combined.besideBestSingle().stream().filter(Trial::loaded).count() >= Ranking.RUNS_FOR_A_CLAIM;
        List<Trial> base = interleaved ? combined.besideBestSingle() : best.row().trials();
        Comparison added = Comparison.of(combined.loads(), base);
        String how = interleaved
                ? "interleaved with the best single change's loads " + (Ranking.RUNS_FOR_A_CLAIM + 1) + "–" + 2 * Ranking.RUNS_FOR_A_CLAIM
                + " (" + seconds(base) + ")"
                : "against the best single change's earlier loads (" + seconds(base) + "), not interleaved: "
                + (combined.whyNotInterleaved() != null ? combined.whyNotInterleaved()
                : "only " + combined.besideBestSingle().stream().filter(Trial::loaded).count() + " of its loads beside the combination loaded");
        out.add("  combination " + combined.combination().name() + ": " + seconds(combined.loads()) + ", " + how
                + "; the rest added " + added.figures() + ": " + added.verdict());
        boolean beatsTheDefault = Comparison.of(combined.loads(), defaults.trials()).faster();
        if (added.faster() && beatsTheDefault && combination != null) {
            out.add("  profile: the combination (" + combined.combination().name() + "): its range is apart from (faster than) the best single change's");
            return new GainReport(out, combination, defaults);
        }
        String why = added.faster() ? "the combination's range is apart from the best single change's but not from the default's"
                : added.slower() ? "the combination was slower beyond the ranges"
                : !added.verdict().equals(Comparison.WITHIN_THE_NOISE) ? "too few of the combination's loads loaded to say it is faster"
                : "the combination's range is not apart from (faster than) its, so fewer changes give the same speed";
        out.add("  profile: the best single change alone (" + best.row().candidate().name() + "): " + why);
        return new GainReport(out, best.row(), defaults);
    }

    private static GainReport chooseAlone(List<String> out, Against best, Ranking.Row defaults) {
        if (best == null) {
            out.add("  profile: the default: no single change beat it beyond the ranges");
            return new GainReport(out, defaults, defaults);
        }
        out.add("  profile: the best single change alone (" + best.row().candidate().name() + "): no combination ran");
        return new GainReport(out, best.row(), best.defaults());
    }

    /** The sorted build against the default, where the space has it: the change the findings measured the most for. */
    private static Optional<String> sortedAlone(List<Ranking> rankings, TuneSpace space, Against best) {
        Candidate sorted = space.single(BlazegraphWriter.KEY, BlazegraphWriter.SORTED.key()).orElse(null);
        if (sorted == null) return Optional.empty();
        if (best != null && best.row().candidate().name().equals(sorted.name())) {
            return Optional.of("  the sorted build alone (" + sorted.name() + "): the best single change");
        }
        String alone = "  the sorted build alone (" + sorted.name() + "): ";
        for (Ranking r : rankings) {
            Ranking.Row row = r.row(sorted.name());
            Ranking.Row d = r.row(Candidate.DEFAULT);
            if (row == null || d == null || d.runs() == 0) continue;
            if (row.runs() == 0) return Optional.of(alone + "no load of it loaded (" + row.failed() + " failed)");
            Against a = new Against(row, d);
            return Optional.of(alone + againstTheDefault(a) + "; " + a.comparison().verdict());
        }
        return Optional.of(alone + "not loaded within the budget");
    }

    /** "1.43× the default (1.37–1.49): median 70.0 s (68.6–71.4) in 3 loads, the default's median 100.0 s (…) in 3 loads". */
    private static String againstTheDefault(Against a) {
        return a.comparison().figures().replaceFirst("× ", "× the default ") + ": "
                + seconds(a.row().trials()) + ", the default's " + seconds(a.defaults().trials());
    }

    /** "median 70.0 s (68.6–71.4) in 3 loads" of the loaded trials. */
    private static String seconds(List<Trial> trials) {
        List<Double> s = Ranking.seconds(trials.stream().filter(Trial::loaded).toList());
        if (s.isEmpty()) return "no load loaded";
        return String.format(Locale.ROOT, "median %.1f s (%.1f–%.1f) in %d load%s", Ranking.median(s),
                s.stream().mapToDouble(Double::doubleValue).min().orElseThrow(), s.stream().mapToDouble(Double::doubleValue).max().orElseThrow(),
                s.size(), s.size() == 1 ? "" : "s");
    }

    private static List<Trial> concat(List<Trial> a, List<Trial> b) {
        List<Trial> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }

    /** The section, a line each, as printed and kept. */
    public List<String> lines() {
        return lines;
    }

    /** The candidate the profile holds, with its loads; null where no load of the default loaded (nothing compares). */
    public Ranking.Row chosen() {
        return chosen;
    }

    /** The default's loads the chosen candidate was compared with (its own shard's, in a sweep). */
    public Ranking.Row defaults() {
        return defaults;
    }
}
