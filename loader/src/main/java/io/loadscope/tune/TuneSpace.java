package io.loadscope.tune;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

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
     * The screen in the file's order: the default, then each dimension's values one at a time (as the findings varied
     * them). A sweep's shards split it so: each loads every candidate of its share, so no order is chosen there.
     */
    public List<Candidate> screen() {
        return screen(dimensions);
    }

    /**
     * The screen with its dimensions in a seeded shuffle (each dimension's values together, in the file's order): a
     * budget too short for all of it screens the head of this order, so which candidates it leaves out is chance, the
     * same for the same seed, and never what the findings expected ({@link Dimension#expect()} orders nothing).
     */
    public List<Candidate> screen(long seed) {
        List<Dimension> shuffled = new ArrayList<>(dimensions);
        // Collections.shuffle with a java.util.Random: both algorithms are specified, so a seed names one order on
        // every JVM, and a tuning resumed elsewhere screens as it began.
        Collections.shuffle(shuffled, new Random(seed));
        return screen(shuffled);
    }

    private static List<Candidate> screen(List<Dimension> order) {
        List<Candidate> out = new ArrayList<>();
        out.add(Candidate.defaults());
        for (Dimension d : order) for (String v : d.values()) out.add(d.candidate(v));
        return out;
    }

    /** The candidate that sets {@code setting} to {@code value} alone, if the space screens it. */
    public Optional<Candidate> single(String setting, String value) {
        return dimensions.stream().filter(d -> d.setting().equals(setting) && d.values().contains(value)).findFirst()
                .map(d -> d.candidate(value));
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
