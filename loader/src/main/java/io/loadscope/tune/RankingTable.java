package io.loadscope.tune;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The ranking as {@code tune} prints and keeps it: each candidate's loads, median and range, its speed against the
 * default, whether it is faster beyond the ranges, and beside a single change's measured speed what the findings
 * said ({@link Dimension#expect()}), so the two can be read together and neither is taken for the other.
 */
public final class RankingTable {
    private RankingTable() {
    }

    public static List<String> lines(Ranking r, TuneSpace space, List<String> skipped) {
        List<String> out = new ArrayList<>();
        out.add("candidate                                   loads   median s  (range)            × default  beyond the ranges     findings");
        for (Ranking.Row row : r.rows()) {
            String range = row.runs() == 0 ? "" : String.format(Locale.ROOT, "(%.1f-%.1f)", row.minSeconds(), row.maxSeconds());
            Dimension d = space.dimensionOf(row.candidate());
            out.add(String.format(Locale.ROOT, "%-43s %5d %10s  %-18s %9s  %-20s  %s", row.candidate().name(), row.runs(),
                    row.runs() == 0 ? "failed" : String.format(Locale.ROOT, "%.1f", row.medianSeconds()), range,
                    Double.isNaN(row.speedup()) ? "" : String.format(Locale.ROOT, "%.2f", row.speedup()),
                    row.apart() ? "faster" : row.runs() < Ranking.RUNS_FOR_A_CLAIM ? "too few loads to say" : "no",
                    d == null ? "" : String.format(Locale.ROOT, "findings: %.2f×", d.expect())).stripTrailing());
        }
        if (!skipped.isEmpty()) out.add("not run within the budget: " + String.join(", ", skipped));
        return out;
    }
}
