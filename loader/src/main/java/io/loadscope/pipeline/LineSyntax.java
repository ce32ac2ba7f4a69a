package io.loadscope.pipeline;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds where an N-Triples/N-Quads line goes wrong, for parsers that report only the line. Checks term
 * by term (subject, predicate, object, optional graph, final dot) and returns the first column that does
 * not fit; it does not validate IRIs or escapes, which the engine's parser already did.
 */
final class LineSyntax {
    private static final Pattern WS = Pattern.compile("[ \\t]*");
    private static final Pattern IRI = Pattern.compile("<[^>\\s]*>");
    private static final Pattern BNODE = Pattern.compile("_:[A-Za-z0-9_][\\w.-]*");
    private static final Pattern LITERAL = Pattern.compile("\"(?:[^\"\\\\\\n\\r]++|\\\\.)*+\"(?:@[A-Za-z]+(?:-[A-Za-z0-9]+)*|\\^\\^<[^>\\s]*>)?");

    private LineSyntax() {
    }

    /** 1-based column of the first token that does not fit, or -1 when the line has the right shape. */
    static int firstBadColumn(String line, boolean quads) {
        String body = line.startsWith("\uFEFF") ? line.substring(1) : line;
        int offset = line.length() - body.length();
        int[] pos = {0};
        if (blankOrComment(body)) return -1;
        if (!term(body, pos, IRI, BNODE)) return offset + pos[0] + 1;
        if (!term(body, pos, IRI)) return offset + pos[0] + 1;
        if (!term(body, pos, IRI, BNODE, LITERAL)) return offset + pos[0] + 1;
        int beforeGraph = pos[0];
        if (quads && !term(body, pos, IRI, BNODE)) pos[0] = beforeGraph;
        skip(body, pos);
        if (pos[0] >= body.length() || body.charAt(pos[0]) != '.') return offset + pos[0] + 1;
        pos[0]++;
        skip(body, pos);
        if (pos[0] < body.length() && body.charAt(pos[0]) != '#') return offset + pos[0] + 1;
        int escape = firstBadEscape(body);
        return escape < 0 ? -1 : offset + escape + 1;
    }

    /** 0-based index of a backslash that starts no valid escape (\t \b \n \r \f \" \' \\ \\uXXXX \\UXXXXXXXX), or -1. */
    private static int firstBadEscape(String s) {
        for (int i = s.indexOf('\\'); i >= 0; i = s.indexOf('\\', i + 2)) {
            char c = i + 1 < s.length() ? s.charAt(i + 1) : 0;
            if ("tbnrf\"'\\".indexOf(c) >= 0 && c != 0) continue;
            int hex = c == 'u' ? 4 : c == 'U' ? 8 : -1;
            if (hex < 0 || i + 2 + hex > s.length()) return i;
            for (int k = i + 2; k < i + 2 + hex; k++) {
                if (Character.digit(s.charAt(k), 16) < 0) return i;
            }
            i += hex;
        }
        return -1;
    }

    private static boolean blankOrComment(String s) {
        String t = s.strip();
        return t.isEmpty() || t.startsWith("#");
    }

    private static void skip(String s, int[] pos) {
        Matcher m = WS.matcher(s);
        m.region(pos[0], s.length());
        if (m.lookingAt()) pos[0] = m.end();
    }

    private static boolean term(String s, int[] pos, Pattern... kinds) {
        skip(s, pos);
        for (Pattern p : kinds) {
            Matcher m = p.matcher(s);
            m.region(pos[0], s.length());
            if (m.lookingAt()) {
                pos[0] = m.end();
                return true;
            }
        }
        return false;
    }
}
