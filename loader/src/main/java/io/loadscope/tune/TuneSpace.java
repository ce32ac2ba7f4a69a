package io.loadscope.tune;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What the tuner tries for an engine: its base profile and the dimensions the findings name, as data
 * ({@code space.json}), so the search follows what was measured and not what code guesses.
 */
public record TuneSpace(String engine, String profile, List<Dimension> dimensions) {
    static final String FILE = "space.json";

    private record Entry(String profile, List<Dimension> dimensions) {
    }

    public static TuneSpace of(String engine) {
        Map<String, Entry> all = read();
        Entry e = all.get(engine);
        if (e == null) throw new IllegalArgumentException("no tuning space for engine " + engine + " (there is one for " + all.keySet() + ")");
        return new TuneSpace(engine, e.profile(), e.dimensions());
    }

    /**
     * The screen: the default, then each dimension's values one at a time (as the findings varied them), the dimensions
     * the findings measured the larger speed-up for first (ties in the file's order).
     */
    public List<Candidate> screen() {
        List<Candidate> out = new ArrayList<>();
        out.add(Candidate.defaults());
        List<Dimension> byPromise = new ArrayList<>(dimensions);
        byPromise.sort(java.util.Comparator.comparingDouble(Dimension::expect).reversed());
        for (Dimension d : byPromise) for (String v : d.values()) out.add(d.candidate(v));
        return out;
    }

    /** The dimension a screened candidate varies (null for the default or a combination). */
    public Dimension dimensionOf(Candidate c) {
        for (Dimension d : dimensions) for (String v : d.values()) if (d.candidate(v).name().equals(c.name())) return d;
        return null;
    }

    private static Map<String, Entry> read() {
        try (InputStream in = TuneSpace.class.getResourceAsStream(FILE)) {
            if (in == null) throw new IllegalStateException(FILE + " is missing from the classpath");
            return new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true)
                    .readValue(in, new TypeReference<Map<String, Entry>>() { });
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the tuning space " + FILE + ": " + e.getMessage(), e);
        }
    }
}
