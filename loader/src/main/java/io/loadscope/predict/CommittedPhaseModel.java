package io.loadscope.predict;

import io.loadscope.record.RunRecord;

import java.util.Arrays;
import java.util.Locale;

/**
 * A phased build (Blazegraph's sorted build, TDB2's xloader), from a whole sample load whose record has its phases and
 * whose path has committed builds: each phase's wall time in the
 * sample times the growth of the same phase in committed builds ({@link PhaseReference}) from the sample's size to the
 * target's: the median round's growth central, the least and the most growing rounds the interval's ends, widened by
 * {@link Pace}'s extrapolation term. The load's time outside its phases (the store's opening and close) is kept as it
 * was. Store and temporary space in proportion to the statements, as in {@link PhaseModel}.
 */
final class CommittedPhaseModel {
    private CommittedPhaseModel() {
    }

    static Prediction predict(RunRecord r, PhaseReference ref, long target) {
        long n = r.totals().statementsTold();
        if (n <= 0) throw new IllegalArgumentException("the sample run loaded no statements");
        double xs = n / 1e6, x = target / 1e6, k = target / (double) n;
        double central = 0, low = 0, high = 0, phases = 0;
        String longest = null;
        double longestSeconds = -1;
        StringBuilder growth = new StringBuilder();
        for (RunRecord.Phase p : r.phases()) {
            double sec = p.wallMillis() / 1000;
            phases += sec;
            double[] g = ref.factors(p.name(), xs, x);
            // A phase the reference does not have (a build newer than the curves) is taken in proportion.
            if (g.length == 0) g = new double[] {k};
            Arrays.sort(g);
            double median = g[g.length / 2];
            central += sec * median;
            low += sec * g[0];
            high += sec * g[g.length - 1];
            if (sec * median > longestSeconds) {
                longestSeconds = sec * median;
                longest = p.name();
            }
            if (!growth.isEmpty()) growth.append(", ");
            growth.append(String.format(Locale.ROOT, "%s %.1f s ×%.2f", p.name(), sec, median));
        }
        double fixed = Math.max(0, r.totals().wallMillis() / 1000 - phases);
        // Below the smallest committed build the curves are taken in proportion: a sample that small is mostly warm-up,
        // and that is then counted in full at the target's size (the LV2 tree's 60,611 statements: +145 %).
        String small = xs < ref.smallest() ? String.format(Locale.ROOT, "; the sample is smaller than the smallest committed build "
                + "(%,.0f statements), below which the curves are taken in proportion: its warm-up is counted in full, so the "
                + "load will more likely take less than this", ref.smallest() * 1e6) : "";
        double f = Pace.extrapolation(n, target);
        String dominant = String.format(Locale.ROOT, "%s, about %.0f%% of the build", longest, 100 * longestSeconds / (central + fixed));
        String model = String.format(Locale.ROOT, "each phase of the sample's %,d statements times the growth of the same phase "
                        + "from %.1f to %.1f M statements in committed builds (%s): %s; kept as it was: %.1f s outside the phases "
                        + "(the store's opening and close); interval: the least and the most growing of the committed rounds "
                        + "(%.0f–%.0f s), the ends divided and multiplied by %.2f for %.1f× beyond the sample (%.0f%% per factor of ten)%s",
                n, xs, x, ref.source(), growth, fixed, low + fixed, high + fixed, f, k, 100 * Pace.PER_DECADE, small);
        return new Prediction(target, n, central + fixed, low / f + fixed, high * f + fixed,
                Math.round(r.totals().storeBytes() * k), PhaseModel.temporaryBytes(r, k), dominant, model);
    }
}
