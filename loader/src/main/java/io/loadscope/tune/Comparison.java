package io.loadscope.tune;

import java.util.List;
import java.util.Locale;

/**
 * How much faster one candidate's loads are than a base's: {@code ratio}, the base's median load time over the
 * candidate's, and the range the loads allow, from the base's fastest over the candidate's slowest ({@code low}) to
 * the base's slowest over the candidate's fastest ({@code high}). The ranges are apart when {@code low} is above 1
 * (the candidate's slowest load beat the base's fastest) or {@code high} below 1, and only with
 * {@link Ranking#RUNS_FOR_A_CLAIM} loads on each side, as in the ranking.
 */
public record Comparison(double ratio, double low, double high, int loads, int baseLoads) {
    static final String WITHIN_THE_NOISE = "within the noise";

    /** The loaded trials of {@code candidate} against those of {@code base}; failed loads count on neither side. */
    static Comparison of(List<Trial> candidate, List<Trial> base) {
        List<Double> c = Ranking.seconds(candidate.stream().filter(Trial::loaded).toList());
        List<Double> b = Ranking.seconds(base.stream().filter(Trial::loaded).toList());
        if (c.isEmpty() || b.isEmpty()) return new Comparison(Double.NaN, Double.NaN, Double.NaN, c.size(), b.size());
        double cMin = c.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double cMax = c.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        double bMin = b.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double bMax = b.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        return new Comparison(Ranking.median(b) / Ranking.median(c), bMin / cMax, bMax / cMin, c.size(), b.size());
    }

    private boolean enoughLoads() {
        return loads >= Ranking.RUNS_FOR_A_CLAIM && baseLoads >= Ranking.RUNS_FOR_A_CLAIM;
    }

    /** Faster than the base beyond the ranges. */
    public boolean faster() {
        return enoughLoads() && low > 1;
    }

    /** Slower than the base beyond the ranges. */
    public boolean slower() {
        return enoughLoads() && high < 1;
    }

    /** "1.04× (0.97–1.10)". */
    public String figures() {
        if (Double.isNaN(ratio)) return "no loads to compare";
        return String.format(Locale.ROOT, "%.2f× (%.2f–%.2f)", ratio, low, high);
    }

    /** What the ranges say: apart (faster), slower and apart, within the noise, or too few loads to say. */
    public String verdict() {
        if (!enoughLoads()) return "too few loads to say";
        if (faster()) return "apart";
        if (slower()) return "slower, apart";
        return WITHIN_THE_NOISE;
    }
}
