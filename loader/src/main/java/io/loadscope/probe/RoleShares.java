package io.loadscope.probe;

import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Each sampling interval's stage shares, per thread role: the fraction of the role's thread time (interval × its
 * threads) each stage took, so a role's stages never add up to more than 1 however many threads it has.
 *
 * <p>Time is shown in the interval it is spent. A span still in progress (a whole file's validating parse, a batch
 * being written) counts with its time so far, and when it ends and books its whole length, what was shown of it
 * already is taken off. Amounts booked at a span's end without a span object (a file's reads, a parse split) can
 * still exceed an interval; a role's shares are then scaled to fill it exactly and the excess is carried into the
 * next interval, so the series stays within 100 % and still adds up to the totals.
 */
final class RoleShares {
    private static final int STAGES = Stage.values().length;
    private final LoadProbes probes;
    private final Map<ThreadRole, long[]> booked = new HashMap<>();
    private final Map<ThreadRole, double[]> carried = new HashMap<>();
    /** Time already shown of each span, while it is open and in the interval after it ended. */
    private final Map<Span, Long> shownOfOpen = new HashMap<>();

    RoleShares(LoadProbes probes) {
        this.probes = probes;
    }

    /** Role key → stage key → share of the role's thread time in the interval of {@code intervalNanos} just ended. */
    Map<String, Map<String, Double>> next(long intervalNanos) {
        Map<ThreadRole, double[]> due = new HashMap<>();
        for (ThreadRole role : probes.roles()) {
            long[] last = booked.computeIfAbsent(role, r -> new long[STAGES]);
            double[] carry = carried.computeIfAbsent(role, r -> new double[STAGES]);
            double[] d = new double[STAGES];
            for (Stage stage : Stage.values()) {
                long now = probes.meter(role, stage).wallNanos();
                int i = stage.ordinal();
                d[i] = (now - last[i]) + carry[i];
                last[i] = now;
            }
            due.put(role, d);
        }
        spansInProgress(due);
        Map<String, Map<String, Double>> out = new LinkedHashMap<>();
        for (var e : due.entrySet()) {
            ThreadRole role = e.getKey();
            // A role whose worker stopped has no shares from then on: nothing of it runs.
            if (probes.workers().stopped(role)) continue;
            double[] d = e.getValue();
            double[] carry = carried.get(role);
            double total = 0;
            for (double v : d) total += Math.max(0, v);
            int threads = probes.concurrentThreads(role);
            double capacity = (double) intervalNanos * threads;
            double fit = total <= 0 || capacity <= 0 ? 0 : Math.min(1, capacity / total);
            Map<String, Double> shares = new LinkedHashMap<>();
            for (Stage stage : Stage.values()) {
                int i = stage.ordinal();
                double shown = Math.max(0, d[i]) * fit;
                carry[i] = d[i] - shown; // negative while a span's early showing is being taken off again
                // Rounded down, so a role's shares never add up to more than 1 by rounding.
                double share = capacity <= 0 ? 0 : Math.floor(shown / capacity * 1000) / 1000.0;
                if (share > 0) shares.put(stage.key(), share);
            }
            if (!shares.isEmpty()) out.put(role.key(), shares);
        }
        return out;
    }

    /** Adds the open spans' time since they were last shown; takes off what was shown of spans that have since ended. */
    private void spansInProgress(Map<ThreadRole, double[]> due) {
        long now = Clock.wall();
        Map<Span, Long> still = new HashMap<>();
        for (Span s : probes.openSpans()) {
            // A span whose thread died, or whose worker stopped, is not running: it is not shown (issue: a dead writer at 100 %).
            if (!s.ownerAlive() || probes.workers().stopped(s.role())) continue;
            long elapsed = Math.max(0, now - s.startWall());
            long before = shownOfOpen.getOrDefault(s, 0L);
            double[] d = due.get(s.role());
            if (d != null) d[s.stage().ordinal()] += elapsed - before;
            still.put(s, elapsed);
        }
        // Ended spans booked their whole length into the meters; what was shown of them already comes off.
        shownOfOpen.forEach((s, shown) -> {
            if (still.containsKey(s)) return;
            double[] d = due.get(s.role());
            if (d != null) d[s.stage().ordinal()] -= shown;
        });
        shownOfOpen.clear();
        shownOfOpen.putAll(still);
    }
}
