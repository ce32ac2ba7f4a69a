package io.loadscope.engine;

import java.util.Locale;
import java.util.Optional;

/**
 * What a parser warned about while it read inputs: counted, the first kept with its place. A parser's warnings (an IRI
 * that breaks its own scheme's rules, such as {@code urn:uuid:_…} that is not a UUID) leave the statement as written;
 * logged one per statement they would bury the terminal, so the load and verify show them once, as a count.
 */
public final class ParserWarnings {
    private final String parser;
    private long count;
    private String first;

    /** @param parser the parser's name, as the sentence names it ("Jena RIOT") */
    public ParserWarnings(String parser) {
        this.parser = parser;
    }

    /**
     * One warning.
     *
     * @param file the input's name
     * @param line 1-based, or below 1 where the parser does not tell it
     * @param col  1-based, or below 1 where the parser does not tell it
     */
    public synchronized void warn(String file, long line, long col, String message) {
        if (count++ == 0) {
            String at = line < 1 ? "" : col < 1 ? ":" + line : ":" + line + ":" + col;
            first = file + at + ": " + message;
        }
    }

    public synchronized long count() {
        return count;
    }

    /** The first warning with its place, or null when there was none. */
    public synchronized String first() {
        return first;
    }

    /** One sentence for the run record and the terminal, or empty when the parser did not warn. */
    public synchronized Optional<String> summary() {
        if (count == 0) return Optional.empty();
        return Optional.of(sentence(parser, count, first));
    }

    /** "Jena RIOT warned 3 times (statements kept as written); the first: file:3:76: message". */
    public static String sentence(String parser, long count, String first) {
        return String.format(Locale.ROOT, "%s warned %,d time%s (statements kept as written); the first: %s",
                parser, count, count == 1 ? "" : "s", first);
    }
}
