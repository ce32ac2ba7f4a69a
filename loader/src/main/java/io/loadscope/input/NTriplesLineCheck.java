package io.loadscope.input;

/**
 * The N-Triples / N-Quads 1.1 grammar for one line, by hand: skip mode checks every line before the engine's
 * parser sees it, and a parser per line (rdf4j allocates its reader buffers on every call) cost ~40 µs a line,
 * more than the load itself. IRIs must be absolute (a scheme), as the grammar's IRIREF is in these formats.
 */
public final class NTriplesLineCheck {
    private final boolean quads;
    private String s;
    private int i;
    private String error;

    public NTriplesLineCheck(boolean quads) {
        this.quads = quads;
    }

    /** Null when the line is a statement, a comment or blank; otherwise why not. See {@link #column}. */
    public String check(String line) {
        s = line;
        i = 0;
        error = null;
        ws();
        if (end() || s.charAt(i) == '#') return null;
        if (!(iri() || bnode())) fail("subject must be an IRI <...> or a blank node _:x");
        if (error != null) return error;
        ws();
        if (!iri()) fail("predicate must be an IRI <...>");
        if (error != null) return error;
        ws();
        if (!(iri() || bnode() || literal())) fail("object must be an IRI, a blank node or a literal");
        if (error != null) return error;
        ws();
        if (quads && !end() && s.charAt(i) != '.') {
            if (!(iri() || bnode())) fail("graph label must be an IRI or a blank node");
            if (error != null) return error;
            ws();
        }
        if (end() || s.charAt(i) != '.') {
            fail("expected '.' to end the statement");
            return error;
        }
        i++;
        ws();
        if (!end() && s.charAt(i) != '#') fail("only a comment may follow '.'");
        return error;
    }

    /** 1-based column where the last checked line went wrong. */
    public int column() {
        return i + 1;
    }

    private void fail(String message) {
        if (error == null) error = message;
    }

    private boolean end() {
        return i >= s.length();
    }

    private void ws() {
        while (!end() && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) i++;
    }

    private boolean iri() {
        if (end() || s.charAt(i) != '<') return false;
        int start = ++i;
        boolean scheme = false;
        boolean schemeEnded = false;
        while (!end()) {
            char c = s.charAt(i);
            if (c == '>') {
                if (!scheme) return failAt(start, "IRI must be absolute (scheme:...)");
                i++;
                return true;
            }
            if (c <= 0x20 || "<\"{}|^`".indexOf(c) >= 0) return failAt(i, "character not allowed in an IRI");
            if (c == '\\') {
                if (!uchar()) return failAt(i, "only \\u and \\U escapes are allowed in an IRI");
                schemeEnded = true;
                continue;
            }
            if (!schemeEnded) {
                if (c == ':' && i > start) {
                    scheme = true;
                    schemeEnded = true;
                } else if (!(isAsciiLetter(c) || (i > start && (Character.isDigit(c) || c == '+' || c == '-' || c == '.')))) {
                    schemeEnded = true;
                }
            }
            i++;
        }
        return failAt(start - 1, "IRI not closed with '>'");
    }

    private boolean bnode() {
        if (i + 1 >= s.length() || s.charAt(i) != '_' || s.charAt(i + 1) != ':') return false;
        i += 2;
        if (end() || !(labelStart(s.charAt(i)))) return failAt(i, "blank node label must start with a letter, digit or '_'");
        i++;
        int lastDot = -1;
        while (!end() && (labelChar(s.charAt(i)) || s.charAt(i) == '.')) {
            lastDot = s.charAt(i) == '.' ? i : -1;
            i++;
        }
        // A label cannot end in '.': that dot ends the statement.
        if (lastDot >= 0) i = lastDot;
        return true;
    }

    private boolean literal() {
        if (end() || s.charAt(i) != '"') return false;
        int start = i++;
        while (true) {
            if (end()) return failAt(start, "literal not closed with '\"'");
            char c = s.charAt(i);
            if (c == '"') break;
            if (c == '\n' || c == '\r') return failAt(i, "raw line break in a literal");
            if (c == '\\') {
                if (i + 1 < s.length() && "tbnrf\"'\\".indexOf(s.charAt(i + 1)) >= 0) {
                    i += 2;
                } else if (!uchar()) {
                    return failAt(i, "invalid escape in a literal");
                }
                continue;
            }
            i++;
        }
        i++;
        if (!end() && s.charAt(i) == '@') {
            int tag = ++i;
            while (!end() && isAsciiLetter(s.charAt(i))) i++;
            if (i == tag) return failAt(tag, "language tag must start with a letter");
            while (!end() && s.charAt(i) == '-') {
                int part = ++i;
                while (!end() && (isAsciiLetter(s.charAt(i)) || Character.isDigit(s.charAt(i)) && s.charAt(i) < 128)) i++;
                if (i == part) return failAt(part, "empty language subtag");
            }
        } else if (i + 1 < s.length() && s.charAt(i) == '^' && s.charAt(i + 1) == '^') {
            i += 2;
            if (!iri()) return error != null || failAt(i, "datatype must be an IRI <...>");
        }
        return true;
    }

    /** \\uXXXX or \\UXXXXXXXX at i; moves past it. */
    private boolean uchar() {
        if (i + 1 >= s.length()) return false;
        char k = s.charAt(i + 1);
        int n = k == 'u' ? 4 : k == 'U' ? 8 : -1;
        if (n < 0 || i + 2 + n > s.length()) return false;
        for (int j = i + 2; j < i + 2 + n; j++) {
            if (Character.digit(s.charAt(j), 16) < 0) return false;
        }
        i += 2 + n;
        return true;
    }

    /** Records a failure at {@code at} and returns true, so callers read {@code if (!x() && ...)} uniformly. */
    private boolean failAt(int at, String message) {
        if (error == null) {
            error = message;
            i = at;
        }
        return true;
    }

    private static boolean isAsciiLetter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean labelStart(char c) {
        return isAsciiLetter(c) || (c >= '0' && c <= '9') || c == '_' || c == ':' || (c >= 0xC0 && Character.isLetter(c));
    }

    private static boolean labelChar(char c) {
        return labelStart(c) || c == '-' || c == 0xB7 || (c >= 0x300 && c <= 0x36F) || c == 0x203F || c == 0x2040
                || (c >= 0x80 && (Character.isLetterOrDigit(c) || Character.isSurrogate(c)));
    }
}
