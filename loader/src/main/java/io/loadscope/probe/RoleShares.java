package io.loadscope.probe;

import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Each sampling interval's stage shares, per thread role: the fraction of the role's thread time (interval × its
 * threads) each stage took, so a role's stages never add up to more than 1 however many threads it has.
 *
 * <p>Stages are booked when a span ends (a batch written, 131,072 statements parsed, a file read), so a span that
 * began in an earlier interval lands whole in the one where it ends. Where a role's bookings exceed its thread time
 * in an interval, its shares are scaled to fill it exactly and the excess is carried into the next interval: the
 * series stays within 100 % and still adds up to the totals, lagging by at most the longest single booking.
 */
final class RoleShares {
    private final LoadProbes probes;
    private final Map<ThreadRole, long[]> booked = new HashMap<>();
    private final Map<ThreadRole, double[]> carried = new HashMap<>();

    RoleShares(LoadProbes probes) {
        this.probes = probes;
    }

    /** Role key → stage key → share of the role's thread time in the interval of {@code intervalNanos} just ended. */
    Map<String, Map<String, Double>> next(long intervalNanos) {
        Map<String, Map<String, Double>> out = new LinkedHashMap<>();
        Map<String, List<String>> names = probes.threadNames();
        for (ThreadRole role : probes.roles()) {
            long[] last = booked.computeIfAbsent(role, r -> new long[Stage.values().length]);
            double[] carry = carried.computeIfAbsent(role, r -> new double[Stage.values().length]);
            double[] due = new double[Stage.values().length];
            double total = 0;
            for (Stage stage : Stage.values()) {
                long now = probes.meter(role, stage).wallNanos();
                int i = stage.ordinal();
                due[i] = Math.max(0, now - last[i]) + carry[i];
                last[i] = now;
                total += due[i];
            }
            int threads = Math.max(1, names.getOrDefault(role.key(), List.of()).size());
            double capacity = (double) intervalNanos * threads;
            if (total <= 0 || capacity <= 0) {
                java.util.Arrays.fill(carry, 0);
                continue;
            }
            double fit = Math.min(1, capacity / total);
            Map<String, Double> shares = new LinkedHashMap<>();
            for (Stage stage : Stage.values()) {
                int i = stage.ordinal();
                double shown = due[i] * fit;
                carry[i] = due[i] - shown;
                double share = Math.round(shown / capacity * 1000) / 1000.0;
                if (share > 0) shares.put(stage.key(), share);
            }
            if (!shares.isEmpty()) out.put(role.key(), shares);
        }
        return out;
    }
}
