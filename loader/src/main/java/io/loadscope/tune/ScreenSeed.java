package io.loadscope.tune;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Properties;

/**
 * The seed of the screen's order, kept in {@value #FILE} of the tuning's work directory from its first sitting on. A
 * resumed tuning screens in the order it began with, whatever seed it is given then: the loads already done and the
 * ones still to run belong to one screen, and a budget cut leaves out the candidates that order put last.
 */
final class ScreenSeed {
    static final String FILE = "seed.properties";
    private static final String KEY = "seed";

    private ScreenSeed() {
    }

    /** The seed this work directory keeps, if a sitting has begun there. */
    static Optional<Long> kept(Path work) throws IOException {
        Path file = work.resolve(FILE);
        if (!Files.exists(file)) return Optional.empty();
        Properties p = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(in);
        }
        String value = p.getProperty(KEY);
        try {
            return Optional.of(Long.parseLong(value == null ? "" : value.strip()));
        } catch (NumberFormatException e) {
            throw new IOException(file + ": no whole number under '" + KEY + "' (the seed of the screen's order): " + value, e);
        }
    }

    /** Keeps {@code seed} for the sittings to come; written before the first load, so a stop at any load finds it. */
    static void keep(Path work, long seed) throws IOException {
        Files.createDirectories(work);
        Properties p = new Properties();
        p.setProperty(KEY, Long.toString(seed));
        try (Writer out = Files.newBufferedWriter(work.resolve(FILE), StandardCharsets.UTF_8)) {
            p.store(out, "The seed of the tuning's screen order (tune --seed); a resumed tuning screens in this order");
        }
    }
}
