package io.loadscope.predict;

import io.loadscope.record.RunRecord;

import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * For a path that builds its store in phases after parsing everything, where no committed builds give each phase its
 * growth ({@link CommittedPhaseModel}): a record from before the phases were kept;
 * each phase of the load thread's time taken from the sample to N on its own, in proportion to the statements, the
 * sorts as n log n. Fixed costs are kept as they were, not scaled: the commit, the load thread's time no stage booked
 * (its start-up), and the load's time outside the load thread (the store's opening before it, the close after it). The
 * interval: every phase in proportion (low) to every phase as n log n (high), widened by {@link Pace}'s extrapolation
 * term. Store and temporary space in proportion to the statements (temporary space: the larger of the sample's peak
 * and its up-front estimate, each so taken).
 */
final class PhaseModel {
    private static final Set<String> SORTS = Set.of("term_sort", "statement_sort");
    /** Stages whose time does not grow with the statements: the commit writes what the phases left in the store's cache. */
    private static final Set<String> FIXED = Set.of("commit");

    private PhaseModel() {
    }

    static Prediction predict(RunRecord r, long target) {
        long n = r.totals().statementsTold();
        if (n <= 0) throw new IllegalArgumentException("the sample run loaded no statements");
        double k = target / (double) n;
        double logK = Math.log(target) / Math.log(Math.max(2, n));
        double central = 0;
        double low = 0;
        double high = 0;
        String longest = null;
        double longestSeconds = -1;
        double fixedSeconds = 0;
        for (RunRecord.StageTotal s : r.stages()) {
            if (!s.role().equals("parser")) continue;
            double sec = s.wallMillis() / 1000;
            if (FIXED.contains(s.stage())) {
                fixedSeconds += sec;
                continue;
            }
            double scaled = SORTS.contains(s.stage()) ? sec * k * logK : sec * k;
            central += scaled;
            low += sec * k;
            high += sec * k * logK;
            if (scaled > longestSeconds) {
                longestSeconds = scaled;
                longest = s.stage();
            }
        }
        // What no stage booked on the load thread (start-up) and the load's time outside that thread (the store's opening
        // and close) do not grow with the statements.
        double thread = 0;
        for (RunRecord.ThreadTotal t : r.threads()) {
            if (!t.role().equals("parser")) continue;
            fixedSeconds += t.unattributedMillis() / 1000;
            thread += t.wallMillis() / 1000;
        }
        fixedSeconds += Math.max(0, r.totals().wallMillis() / 1000 - thread);
        double f = Pace.extrapolation(n, target);
        double lowEnd = low / f + fixedSeconds;
        double highEnd = high * f + fixedSeconds;
        central += fixedSeconds;
        long temp = temporaryBytes(r, k);
        String dominant = String.format(Locale.ROOT, "%s, about %.0f%% of the load thread's time", longest, 100 * longestSeconds / central);
        String model = String.format(Locale.ROOT, "each phase of the sample's %,d statements taken to %,d: in proportion to "
                        + "the statements, the sorts as n log n; kept as they were: %.1f s of fixed costs (commit, start-up, the store's "
                        + "opening and close); interval: every phase in proportion (%.0f s) to every phase as n log n (%.0f s), the ends "
                        + "divided and multiplied by %.2f for %.1f× beyond the sample (%.0f%% per factor of ten)",
                n, target, fixedSeconds, low + fixedSeconds, high + fixedSeconds, f, k, 100 * Pace.PER_DECADE);
        return new Prediction(target, n, central, lowEnd, highEnd, Math.round(r.totals().storeBytes() * k), temp, dominant, model);
    }

    /**
     * Temporary space taken to k times the sample's statements: the larger of its peak and its up-front estimate for
     * sorts that spill. A sample whose sorts did not spill (xloader's `sort` keeps a small input in memory) says nothing
     * of a large load's: its own up-front estimate, taken to N, is then the better figure.
     */
    static long temporaryBytes(RunRecord r, double k) {
        long temp = 0;
        Map<String, String> fixed = r.settings() == null ? Map.of() : r.settings().fixed();
        for (String prefix : new String[] {"sortedBuild.", "xloader."}) {
            for (String kind : new String[] {"peakTemporaryBytes", "temporaryEstimateBytes"}) {
                String v = fixed.get(prefix + kind);
                if (v != null) temp = Math.max(temp, Math.round(Long.parseLong(v) * k));
            }
        }
        return temp;
    }
}
