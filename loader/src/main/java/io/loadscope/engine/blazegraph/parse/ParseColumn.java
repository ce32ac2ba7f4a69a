package io.loadscope.engine.blazegraph.parse;

import org.eclipse.rdf4j.model.Literal;

import java.util.regex.Pattern;

/**
 * What rio 5's Turtle and TriG parsers lack for loadscope: the column of an error (they report the line only) and a
 * check that an unquoted number is a number. rio reads {@code ex:c ex:p .} as the object {@code ""^^xsd:integer}
 * (its number reader takes the statement's final '.' for the end of an empty integer) and stores it; the Turtle
 * grammar has no empty INTEGER, so it is a syntax error. The parsers count columns on the code points they read and
 * push back, which is exact for what the parser has consumed.
 */
final class ParseColumn {
    /** Turtle's INTEGER | DECIMAL | DOUBLE. */
    private static final Pattern NUMBER =
            Pattern.compile("[+-]?([0-9]+|[0-9]*\\.[0-9]+|([0-9]+\\.[0-9]*|\\.[0-9]+|[0-9]+)[eE][+-]?[0-9]+)");

    private long column;
    /** The column before the last line break read, for when the parser pushes that break back (it peeks). */
    private long columnBeforeBreak;

    void read(int codePoint) {
        if (codePoint == '\n') {
            columnBeforeBreak = column;
            column = 0;
        } else if (codePoint != -1) {
            column++;
        }
    }

    void unread(int codePoint) {
        if (codePoint == '\n') column = columnBeforeBreak;
        else if (codePoint != -1 && column > 0) column--;
    }

    void unread(String s) {
        s.codePoints().forEach(this::unread);
    }

    /** The column of the code point read last (1-based), or 1 at the start of a line. */
    long column() {
        return Math.max(1, column);
    }

    /** Why a literal opened with {@code quote} (three of them: {@code longString}) is refused when its close is missing. */
    static String unclosedLiteral(int quote, boolean longString) {
        String q = Character.toString(quote);
        return longString ? "literal opened with " + q.repeat(3) + " is not closed before the end of the input"
                : "literal not closed with '" + q + "' before the end of its line";
    }

    /** A Turtle string escape: ECHAR or UCHAR (checked on the raw text, before rio decodes it). */
    private static final Pattern ESCAPE = Pattern.compile("\\\\([tbnrf\"'\\\\]|u[0-9A-Fa-f]{4}|U[0-9A-Fa-f]{8})");

    /**
     * Null when every backslash in a quoted string's raw text starts a valid Turtle escape, else what is wrong. rio checks
     * escapes only under its VERIFY_DATATYPE_VALUES setting, which also rejects ill-typed literals (valid RDF) and so
     * stays off here; without this check rio stores "a\\zb" as "azb".
     */
    static String badEscape(String raw) {
        int i = raw.indexOf('\\');
        while (i >= 0) {
            java.util.regex.Matcher m = ESCAPE.matcher(raw).region(i, raw.length());
            if (!m.lookingAt()) {
                String esc = raw.substring(i, Math.min(raw.length(), i + 10));
                return "'" + esc + "' is not a Turtle escape (\\t \\b \\n \\r \\f \\\" \\' \\\\, \\uXXXX or \\UXXXXXXXX)";
            }
            i = raw.indexOf('\\', m.end());
        }
        return null;
    }

    private static final Pattern INTEGER_DOT = Pattern.compile("[+-]?[0-9]+\\.");

    /** rio's reading of an integer followed by the statement's final '.' with no space between. */
    static boolean integerBeforeFinalDot(Literal number) {
        return INTEGER_DOT.matcher(number.getLabel()).matches();
    }

    static Literal integer(Literal integerAndDot) {
        String label = integerAndDot.getLabel();
        return org.eclipse.rdf4j.model.impl.SimpleValueFactory.getInstance()
                .createLiteral(label.substring(0, label.length() - 1), org.eclipse.rdf4j.model.vocabulary.XSD.INTEGER);
    }

    /** How many '.' a blank node label ends in: none in a valid label, whose last character cannot be one. */
    static int finalDots(String label) {
        int n = 0;
        while (label != null && n < label.length() && label.charAt(label.length() - 1 - n) == '.') n++;
        return n;
    }

    /** Null when {@code number} is a Turtle number, else what is wrong with it. */
    static String notANumber(Literal number) {
        String label = number.getLabel();
        if (NUMBER.matcher(label).matches()) return null;
        return label.isEmpty() ? "an object was expected, found '.' (the statement has no object)"
                : "'" + label + "' is not a number (Turtle INTEGER, DECIMAL or DOUBLE)";
    }
}
