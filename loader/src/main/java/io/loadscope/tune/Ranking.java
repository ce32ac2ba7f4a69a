package io.loadscope.tune;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The candidates' loads side by side: median and range of each one's load times, its speed against the default's
 * median, and whether its range lies wholly below the default's (the only case in which it is called faster: one run
 * is an anecdote, and ranges that overlap are noise).
 */
public record Ranking(List<Row> rows) {
    /** One candidate's loads. {@code apart}: it has at least {@link #RUNS_FOR_A_CLAIM} loads and its slowest beat the default's fastest. */
    public record Row(Candidate candidate, int runs, double medianSeconds, double minSeconds, double maxSeconds,
                      double speedup, boolean apart, int failed, List<Trial> trials) {
    }

    public static final int RUNS_FOR_A_CLAIM = 3;

    public static Ranking of(List<Trial> trials) {
        Map<String, List<Trial>> by = new LinkedHashMap<>();
        for (Trial t : trials) by.computeIfAbsent(t.candidate().name(), k -> new ArrayList<>()).add(t);
        List<Trial> defaults = by.getOrDefault(Candidate.DEFAULT, List.of()).stream().filter(Trial::loaded).toList();
        double defaultMedian = median(seconds(defaults));
        double defaultMin = seconds(defaults).stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
        List<Row> rows = new ArrayList<>();
        for (List<Trial> ts : by.values()) {
            List<Trial> ok = ts.stream().filter(Trial::loaded).toList();
            List<Double> s = seconds(ok);
            int failed = ts.size() - ok.size();
            if (s.isEmpty()) {
                rows.add(new Row(ts.get(0).candidate(), 0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, false, failed, ts));
                continue;
            }
            double med = median(s), min = s.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
            double max = s.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
            boolean apart = !ts.get(0).candidate().name().equals(Candidate.DEFAULT) && ok.size() >= RUNS_FOR_A_CLAIM
                    && defaults.size() >= RUNS_FOR_A_CLAIM && max < defaultMin;
            rows.add(new Row(ts.get(0).candidate(), ok.size(), med, min, max, defaultMedian / med, apart, failed, ts));
        }
        return sorted(rows);
    }

    /**
     * Shards' rankings as one: each shard ran the default beside its own candidates on its own machine, so each row's
     * speed-up and range test are against its own shard's default, and the rows are ranked by that speed-up.
     */
    public static Ranking merge(List<Ranking> shards) {
        List<Row> rows = new ArrayList<>();
        for (Ranking r : shards) rows.addAll(r.rows());
        return sorted(rows);
    }

    private static Ranking sorted(List<Row> rows) {
        List<Row> out = new ArrayList<>(rows);
        out.sort(Comparator.comparingDouble((Row r) -> Double.isNaN(r.speedup()) ? Double.MAX_VALUE : -r.speedup()));
        return new Ranking(List.copyOf(out));
    }

    public Row row(String name) {
        return rows.stream().filter(r -> r.candidate().name().equals(name)).findFirst().orElse(null);
    }

    static List<Double> seconds(List<Trial> ts) {
        return ts.stream().map(t -> t.wallMillis() / 1000.0).toList();
    }

    static double median(List<Double> xs) {
        if (xs.isEmpty()) return Double.NaN;
        List<Double> s = xs.stream().sorted().toList();
        int n = s.size();
        return n % 2 == 1 ? s.get(n / 2) : (s.get(n / 2 - 1) + s.get(n / 2)) / 2;
    }
}
