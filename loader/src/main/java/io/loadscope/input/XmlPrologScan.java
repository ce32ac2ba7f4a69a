package io.loadscope.input;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;

/**
 * One pass over an XML document's prolog (declaration, comments, DOCTYPE with its internal subset) for
 * {@link XmlPrologGuard}: entity declarations are expanded as a parser would, with a budget, and anything that would
 * make the parser read another file or URL is a refusal at its position. Null when the scan reaches the root element
 * with nothing to refuse; {@link #NEED_MORE} when the text read so far ends inside the prolog.
 */
final class XmlPrologScan {
    /** Why a document is refused, at a character position of the decoded prolog. */
    record Refusal(int at, String message) {
        InputError error(String name, String text) {
            long line = 1;
            int lineStart = 0;
            for (int i = 0; i < at && i < text.length(); i++) {
                char c = text.charAt(i);
                if (c == '\n' || c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n')) {
                    line++;
                    lineStart = i + 1;
                }
            }
            long column = text.codePointCount(lineStart, Math.min(at, text.length())) + 1;
            return new InputError(name + ":" + line + ":" + column + ": " + message);
        }
    }

    /** The prolog ended before the data read so far did: read more. */
    static final Refusal NEED_MORE = new Refusal(-1, "");

    private static final String NO_READS = "loadscope does not let a document make the parser read other files or URLs";
    private static final String WHAT_TO_DO_DTD = "remove the DOCTYPE (RDF/XML needs no DTD) or the declaration";


    private final String s;
    private final boolean complete;
    private final Map<String, String> entities = new LinkedHashMap<>();
    private final Map<String, Integer> declaredAt = new HashMap<>();
    private int p;
    private boolean markupSeen;

    XmlPrologScan(String s, boolean complete) {
        this.s = s;
        this.complete = complete;
    }

    Refusal run() {
        try {
            prolog();
            return expansions();
        } catch (Stop stop) {
            return stop.refusal;
        }
    }

    private void prolog() throws Stop {
        while (true) {
            space();
            if (p >= s.length()) {
                if (complete) return;            // no root element: the parser says so
                throw new Stop(NEED_MORE);
            }
            if (at("<?")) skipPast("?>", "processing instruction");
            else if (at("<!--")) skipPast("-->", "comment");
            else if (at("<!DOCTYPE")) doctype();
            else if (s.charAt(p) == '<' && p + 1 < s.length() && nameStart(s.charAt(p + 1))) return;
            else if (s.charAt(p) == '<' && p + 1 >= s.length() && !complete) throw new Stop(NEED_MORE);
            else if (s.charAt(p) != '<' && !markupSeen) {
                throw refuse(p, "this does not start like an XML document (found '" + shown(p) + "'); RDF/XML is XML:"
                        + " check the file, or give the right --format");
            } else {
                throw refuse(p, "the XML prolog is not well-formed here (found '" + shown(p) + "' before the root"
                        + " element); fix the markup");
            }
            markupSeen = true;
        }
    }

    private void doctype() throws Stop {
        int start = p;
        p += "<!DOCTYPE".length();
        requireSpace("DOCTYPE");
        name("DOCTYPE");
        space();
        if (at("SYSTEM") || at("PUBLIC")) {
            int idAt = p;
            String id = externalId();
            throw refuse(idAt, "the DOCTYPE names an external DTD (" + id + "), which an XML parser would fetch; "
                    + NO_READS + ": " + WHAT_TO_DO_DTD);
        }
        if (at("[")) {
            p++;
            internalSubset();
        }
        space();
        expect('>', start, "DOCTYPE");
    }

    private void internalSubset() throws Stop {
        while (true) {
            space();
            if (p >= s.length()) throw incomplete(p, "DOCTYPE");
            char c = s.charAt(p);
            if (c == ']') {
                p++;
                return;
            }
            if (c == '%') throw refuse(p, "the DOCTYPE uses a parameter entity, which can build declarations that"
                    + " read files or URLs; " + WHAT_TO_DO_DTD);
            if (at("<!--")) skipPast("-->", "comment");
            else if (at("<?")) skipPast("?>", "processing instruction");
            else if (at("<!ENTITY")) entity();
            else if (at("<!ELEMENT") || at("<!ATTLIST") || at("<!NOTATION")) declaration();
            else throw refuse(p, "the DOCTYPE is not well-formed here (found '" + shown(p) + "'); fix the markup");
        }
    }

    private void entity() throws Stop {
        int start = p;
        p += "<!ENTITY".length();
        requireSpace("ENTITY declaration");
        if (p < s.length() && s.charAt(p) == '%') {
            throw refuse(start, "the DOCTYPE declares a parameter entity, which can build declarations that read"
                    + " files or URLs; " + WHAT_TO_DO_DTD);
        }
        String name = name("ENTITY declaration");
        requireSpace("ENTITY declaration");
        if (at("SYSTEM") || at("PUBLIC")) {
            String id = externalId();
            throw refuse(start, "the DOCTYPE declares an external entity '" + name + "' (" + id + "), whose content an"
                    + " XML parser would read into the data; " + NO_READS + ": put the text in the file instead, or "
                    + WHAT_TO_DO_DTD);
        }
        String value = quoted("ENTITY declaration");
        if (value.indexOf('%') >= 0) {
            throw refuse(start, "entity '" + name + "' refers to a parameter entity; " + WHAT_TO_DO_DTD);
        }
        // The first declaration binds (XML 1.0, 4.2); char references are replaced when declared (4.5).
        if (!entities.containsKey(name)) {
            entities.put(name, replaceCharRefs(value));
            declaredAt.put(name, start);
        }
        space();
        expect('>', start, "ENTITY declaration");
    }

    /** ELEMENT, ATTLIST, NOTATION: harmless, skipped up to their '>' outside quotes. */
    private void declaration() throws Stop {
        int start = p;
        char quote = 0;
        for (p += 2; p < s.length(); p++) {
            char c = s.charAt(p);
            if (quote != 0) {
                if (c == quote) quote = 0;
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == '%') {
                throw refuse(p, "the DOCTYPE uses a parameter entity, which can build declarations that read files"
                        + " or URLs; " + WHAT_TO_DO_DTD);
            } else if (c == '>') {
                p++;
                return;
            }
        }
        throw incomplete(start, "declaration");
    }

    private String externalId() throws Stop {
        boolean pub = at("PUBLIC");
        p += 6;
        requireSpace(pub ? "PUBLIC identifier" : "SYSTEM identifier");
        String first = quoted("external identifier");
        if (!pub) return "SYSTEM \"" + first + "\"";
        space();
        String system = p < s.length() && (s.charAt(p) == '"' || s.charAt(p) == '\'') ? quoted("external identifier") : "";
        return "PUBLIC \"" + first + "\"" + (system.isEmpty() ? "" : " \"" + system + "\"");
    }

    /** Every declared entity's expansion, following nested references, stays within the limit. */
    private Refusal expansions() {
        Map<String, Long> sizes = new HashMap<>();
        for (String name : entities.keySet()) {
            long size = expandedSize(name, sizes, new HashSet<>());
            int at = declaredAt.get(name);
            if (size < 0) {
                return new Refusal(at, "entity '" + name + "' refers to itself through its references, which no XML"
                        + " parser can expand; fix the declarations");
            }
            if (size > XmlPrologGuard.MAX_ENTITY_CHARS) {
                return new Refusal(at, "entity '" + name + "' expands to more than " + String.format("%,d", XmlPrologGuard.MAX_ENTITY_CHARS)
                        + " characters through nested entity references, the shape of an entity-expansion"
                        + " (\"billion laughs\") attack that exhausts memory; loadscope refuses it: write the text out"
                        + " in the file, or " + WHAT_TO_DO_DTD);
            }
        }
        return null;
    }

    /** Characters the entity expands to, capped just above the limit; -1 for a reference cycle. */
    private long expandedSize(String name, Map<String, Long> sizes, Set<String> visiting) {
        Long known = sizes.get(name);
        if (known != null) return known;
        String text = entities.get(name);
        if (text == null) return XmlPrologGuard.PREDEFINED.contains(name) ? 1 : 0;   // undeclared: the parser reports it
        if (!visiting.add(name)) return -1;
        long total = 0;
        int plain = text.length();
        Matcher m = XmlPrologGuard.ENTITY_REF.matcher(text);
        while (m.find() && total <= XmlPrologGuard.MAX_ENTITY_CHARS) {
            plain -= m.end() - m.start();
            long inner = expandedSize(m.group(1), sizes, visiting);
            if (inner < 0) return -1;
            total += inner;
        }
        total = Math.min(total + plain, XmlPrologGuard.MAX_ENTITY_CHARS + 1);
        visiting.remove(name);
        sizes.put(name, total);
        return total;
    }

    private static String replaceCharRefs(String value) {
        Matcher m = XmlPrologGuard.CHAR_REF.matcher(value);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            int cp = m.group(1) != null ? Integer.parseInt(m.group(1), 16) : Integer.parseInt(m.group(2));
            String replacement = Character.isValidCodePoint(cp) ? new String(Character.toChars(cp)) : m.group();
            m.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        m.appendTail(out);
        return out.toString();
    }

    private String quoted(String what) throws Stop {
        if (p >= s.length()) throw incomplete(p, what);
        char q = s.charAt(p);
        if (q != '"' && q != '\'') throw refuse(p, "the " + what + " is not well-formed here (expected a quoted value,"
                + " found '" + shown(p) + "'); fix the markup");
        int end = s.indexOf(q, p + 1);
        if (end < 0) throw incomplete(p, what);
        String value = s.substring(p + 1, end);
        p = end + 1;
        return value;
    }

    private String name(String what) throws Stop {
        int start = p;
        while (p < s.length() && !Character.isWhitespace(s.charAt(p)) && "[]>\"'%".indexOf(s.charAt(p)) < 0) p++;
        if (p >= s.length()) throw incomplete(start, what);
        if (p == start) throw refuse(p, "the " + what + " has no name here; fix the markup");
        return s.substring(start, p);
    }

    private void requireSpace(String what) throws Stop {
        if (p >= s.length()) throw incomplete(p, what);
        if (!space(s.charAt(p))) throw refuse(p, "the " + what + " is not well-formed here (found '" + shown(p)
                + "'); fix the markup");
        space();
    }

    private void expect(char c, int start, String what) throws Stop {
        if (p >= s.length()) throw incomplete(start, what);
        if (s.charAt(p) != c) throw refuse(p, "the " + what + " is not well-formed here (expected '" + c + "', found '"
                + shown(p) + "'); fix the markup");
        p++;
    }

    private void skipPast(String end, String what) throws Stop {
        int q = s.indexOf(end, p + 2);
        if (q < 0) throw incomplete(p, what);
        p = q + end.length();
    }

    private void space() {
        while (p < s.length() && space(s.charAt(p))) p++;
    }

    private static boolean space(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }

    private static boolean nameStart(char c) {
        return Character.isLetter(c) || c == '_' || c == ':';
    }

    private boolean at(String token) {
        return s.startsWith(token, p);
    }

    private String shown(int at) {
        String t = s.substring(at, Math.min(s.length(), at + 20));
        int nl = t.indexOf('\n');
        return nl >= 0 ? t.substring(0, nl) : t;
    }

    /** Ran off the text read so far: more is needed, or the document ends inside the prolog. */
    private Stop incomplete(int at, String what) {
        if (!complete) return new Stop(NEED_MORE);
        return new Stop(new Refusal(at, "the " + what + " is not terminated before the end of the input; fix the markup"));
    }

    private static Stop refuse(int at, String message) {
        return new Stop(new Refusal(at, message));
    }

    /** Ends a scan with its outcome. */
    private static final class Stop extends Exception {
        final Refusal refusal;

        Stop(Refusal refusal) {
            super(null, null, false, false);
            this.refusal = refusal;
        }
    }
}
