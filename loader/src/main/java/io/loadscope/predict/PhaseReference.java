package io.loadscope.predict;

import io.loadscope.record.BlazegraphWriter;
import io.loadscope.record.RunRecord;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * Committed builds of one file's first lines at several sizes (BSBM 10 M's, from 0.1 M statements up), phase by phase
 * and round by round, for a phased path (the sorted build, xloader): how each phase's time grows with the statements,
 * warm-up included. A 1 M sample spends a large part of every phase warming up
 * (the JIT compiler, the heap's first growth, the store's creation), so taking its phases to N in proportion
 * overestimated a 10 M load by +119 % (docs/prediction.md); these curves carry that warm-up from the sample's size to
 * the target's. The sample gives each phase's level (its machine, its data), a reference curve the shape.
 */
record PhaseReference(Map<String, List<Curve>> byPhase, String source) {
    static final String SORTED = "phases-blazegraph-sorted.tsv";
    static final String XLOADER = "phases-tdb2-xloader.tsv";

    /** One round's times of one phase, at each size (millions of statements), ascending. */
    record Curve(double[] n, double[] t) {
        /**
         * Seconds at x million statements: in proportion below the first size, linear between sizes, and beyond the
         * last at the per-statement cost of the last step (the reference's largest sizes are past the warm-up).
         */
        double at(double x) {
            if (x <= n[0]) return t[0] * x / n[0];
            for (int i = 1; i < n.length; i++) if (x <= n[i]) return t[i - 1] + (t[i] - t[i - 1]) * (x - n[i - 1]) / (n[i] - n[i - 1]);
            int last = n.length - 1;
            double slope = Math.max(0, (t[last] - t[last - 1]) / (n[last] - n[last - 1]));
            return t[last] + slope * (x - n[last]);
        }
    }

    /** The committed curves for this record's path (a sorted build or xloader whose record has its phases); else null. */
    static PhaseReference referenceFor(RunRecord r) {
        if (r.phases().isEmpty()) return null;
        if ("blazegraph".equals(r.path().engine()) && r.path().writer() == BlazegraphWriter.SORTED) return read(SORTED);
        // TDB2's one path that builds its store once is xloader.
        if ("tdb2".equals(r.path().engine()) && r.path().buildsOnce()) return read(XLOADER);
        return null;
    }

    /** Millions of statements in the smallest committed build. */
    double smallest() {
        return byPhase.values().stream().flatMap(List::stream).mapToDouble(c -> c.n()[0]).min().orElse(0);
    }

    /** Each round's growth factor for {@code phase} from {@code sample} to {@code target} million statements; empty where the phase has no curve. */
    double[] factors(String phase, double sample, double target) {
        List<Curve> curves = byPhase.get(phase);
        if (curves == null) return new double[0];
        double[] out = new double[curves.size()];
        for (int i = 0; i < out.length; i++) out[i] = curves.get(i).at(target) / curves.get(i).at(sample);
        return out;
    }

    static PhaseReference read(String name) {
        try (InputStream in = PhaseReference.class.getResourceAsStream(name)) {
            if (in == null) throw new IllegalStateException(name + " is missing from the classpath");
            // phase → round → (statements → seconds)
            Map<String, Map<String, TreeMap<Double, Double>>> rows = new TreeMap<>();
            String source = null;
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                if (line.startsWith("# source: ")) source = line.substring("# source: ".length());
                if (line.startsWith("#") || line.isBlank() || line.startsWith("round\t")) continue;
                String[] f = line.split("\t");
                rows.computeIfAbsent(f[2], k -> new TreeMap<>()).computeIfAbsent(f[0], k -> new TreeMap<>())
                        .put(Long.parseLong(f[1]) / 1e6, Double.parseDouble(f[3]));
            }
            Map<String, List<Curve>> byPhase = new TreeMap<>();
            for (var phase : rows.entrySet()) {
                List<Curve> curves = new ArrayList<>();
                for (TreeMap<Double, Double> round : phase.getValue().values()) {
                    curves.add(new Curve(round.keySet().stream().mapToDouble(Double::doubleValue).toArray(),
                            round.values().stream().mapToDouble(Double::doubleValue).toArray()));
                }
                byPhase.put(phase.getKey(), curves);
            }
            return new PhaseReference(byPhase, source == null ? name : String.format(Locale.ROOT, "%s (%s)", source, name));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
