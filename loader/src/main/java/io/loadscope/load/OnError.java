package io.loadscope.load;

import java.util.Locale;

/** What a load does with a statement or file it cannot parse. */
public enum OnError {
    /** Stop at the first error; the store stays at its last commit (the default). */
    ABORT,
    /**
     * Go on: N-Triples and N-Quads drop the bad line, Turtle, TriG and RDF/XML the whole file (after an error
     * their parsers cannot find the next statement safely). Everything dropped goes to the rejects file.
     */
    SKIP;

    public static OnError parse(String s) {
        return switch (s.toLowerCase(Locale.ROOT)) {
            case "abort" -> ABORT;
            case "skip" -> SKIP;
            default -> throw new IllegalArgumentException("--on-error must be abort or skip, not '" + s + "'");
        };
    }

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
