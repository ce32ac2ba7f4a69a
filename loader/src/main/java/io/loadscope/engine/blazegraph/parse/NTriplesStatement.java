package io.loadscope.engine.blazegraph.parse;

import com.bigdata.rdf.model.BigdataURI;
import com.bigdata.rdf.model.BigdataValue;
import com.bigdata.rdf.model.BigdataValueFactory;
import org.eclipse.rdf4j.common.net.ParsedIRI;

import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;

/**
 * One N-Triples line read in place from the bytes of its block: where its three terms are written, and on demand the
 * Blazegraph value of one of them. A sink that has seen a term's writing before needs no value for it, so a term met
 * again costs no string and no object (rio's parser makes the line a {@code String}, then a {@code char[]}, then a
 * {@code String} per term: about 1.5 KB of garbage a statement in a profiled build).
 * <p>
 * It reads only what it is sure rio would read alike, and leaves the rest to rio, which then reads the line as before:
 * {@link #scan} says {@link Line#RIO} for a line with an IRI escape, a control character, bytes that are not UTF-8, a
 * blank node label or language tag outside plain ASCII, or anything else out of the ordinary, and {@link #value} says
 * null for a term whose value rio might make otherwise or refuse (an IRI that fails rio's RFC 3987 check or has no
 * scheme, a language tag rio's handlers refuse, a literal typed {@code rdf:langString}). So every error is still rio's,
 * worded and located as before, and every value is the one rio's parser and {@link RioFrontEnd}'s conversion make: the
 * same checks (rdf4j's {@link ParsedIRI}, the same language check), the same unescaping, {@code xsd:string} stored as a
 * plain literal, blank node labels kept and scoped to their file.
 */
public final class NTriplesStatement {
    /** What {@link #scan} found on a line. */
    public enum Line {
        /** A statement, its terms at {@link #from} and {@link #to}. */
        STATEMENT,
        /** Nothing to load: blank, white space or a comment. */
        NONE,
        /** A line to leave to rio. */
        RIO
    }

    static final byte IRI = 1, BLANK = 2, LITERAL = 3;
    private static final String XSD_STRING = "http://www.w3.org/2001/XMLSchema#string";
    private static final String RDF_LANG_STRING = "http://www.w3.org/1999/02/22-rdf-syntax-ns#langString";

    private final BigdataValueFactory values;
    private final String blankScope;
    private byte[] b;
    private final int[] from = new int[3], to = new int[3];
    private final byte[] kind = new byte[3];
    /** The object literal's parts: label (inside the quotes), language tag, datatype IRI (inside the brackets); -1 when none. */
    private int labelFrom, labelTo, languageFrom, languageTo, datatypeFrom, datatypeTo;
    private boolean labelEscapes;
    /** The datatypes met last, by their writing: typed literals repeat a few datatypes. */
    private final byte[][] datatypeTexts = new byte[16][];
    private final BigdataURI[] datatypeIris = new BigdataURI[16];

    /** @param blankScope what blank node labels are prefixed with: one scope per file, as {@link RioFrontEnd} scopes them */
    public NTriplesStatement(BigdataValueFactory values, String blankScope) {
        this.values = values;
        this.blankScope = blankScope;
    }

    /** The bytes the terms are in. */
    public byte[] bytes() {
        return b;
    }

    /** Where term {@code t} (0 subject, 1 predicate, 2 object) is written, brackets and quotes included. */
    public int from(int t) {
        return from[t];
    }

    /** Where term {@code t}'s writing ends (exclusive). */
    public int to(int t) {
        return to[t];
    }

    /**
     * Whether term {@code t}'s writing alone names it: true for IRIs and literals; false for a blank node, whose label
     * names another node in another file.
     */
    public boolean named(int t) {
        return kind[t] != BLANK;
    }

    /**
     * Reads the line {@code b[start, end)} (its line end left out). A statement's terms are then at {@link #from} and
     * {@link #to}, until the next call.
     */
    public Line scan(byte[] b, int start, int end) {
        this.b = b;
        int i = skipSpace(start, end);
        if (i == end || b[i] == '#') return Line.NONE;
        i = term(0, i, end);
        if (i < 0 || kind[0] == LITERAL) return Line.RIO;
        i = skipSpace(i, end);
        i = term(1, i, end);
        if (i < 0 || kind[1] != IRI) return Line.RIO;
        i = skipSpace(i, end);
        i = term(2, i, end);
        if (i < 0) return Line.RIO;
        i = skipSpace(i, end);
        if (i == end || b[i] != '.') return Line.RIO;
        i = skipSpace(i + 1, end);
        return i == end || b[i] == '#' ? Line.STATEMENT : Line.RIO;
    }

    private int skipSpace(int i, int end) {
        while (i < end && (b[i] == ' ' || b[i] == '\t')) i++;
        return i;
    }

    /** Reads term {@code t} at {@code i}; returns where it ends, or -1 to leave the line to rio. */
    private int term(int t, int i, int end) {
        if (i >= end) return -1;
        int e = switch (b[i]) {
            case '<' -> iriEnd(i, end);
            case '_' -> blankEnd(i, end);
            case '"' -> literalEnd(i, end);
            default -> -1;
        };
        if (e < 0) return -1;
        kind[t] = b[i] == '<' ? IRI : b[i] == '_' ? BLANK : LITERAL;
        from[t] = i;
        to[t] = e;
        return e;
    }

    /**
     * The end of an IRI written at {@code i} ('<'), just past its '>'; -1 for one with an escape or a character rio refuses
     * or might. One table look-up a byte ({@link #IN_IRI}): in a profiled two-core build of BSBM 10 M the byte-by-byte
     * comparisons here were the lanes' largest single method, about a sixth of their samples.
     */
    private int iriEnd(int i, int end) {
        for (int j = i + 1; j < end; j++) {
            byte k = IN_IRI[b[j] & 0xFF];
            if (k != READ_ON) return k == CLOSES ? j + 1 : -1;
        }
        return -1;
    }

    /** What a byte is to the scans: read on, the end of what is scanned, a byte leaving the line to rio, an escape. */
    private static final byte READ_ON = 0, CLOSES = 1, LEAVE = 2, ESCAPE = 3;

    /** Inside an IRI's brackets: '>' closes it; white space, controls and the characters rio refuses or unescapes leave it. */
    static final byte[] IN_IRI = new byte[256];
    /** Inside a literal's quotes: '"' closes it, '\\' starts an escape, a control character leaves it. */
    static final byte[] IN_LABEL = new byte[256];

    static {
        for (int c = 0; c <= 0x20; c++) IN_IRI[c] = LEAVE;
        for (char c : "<\"{}|^`\\".toCharArray()) IN_IRI[c] = LEAVE;
        IN_IRI['>'] = CLOSES;
        for (int c = 0; c < 0x20; c++) IN_LABEL[c] = LEAVE;
        IN_LABEL['"'] = CLOSES;
        IN_LABEL['\\'] = ESCAPE;
    }

    /** The end of a blank node written at {@code i} ('_'); its label in plain ASCII, a final '.' not its own (as rio reads it). */
    private int blankEnd(int i, int end) {
        if (i + 2 >= end || b[i + 1] != ':' || !(letterOrDigit(b[i + 2]) || b[i + 2] == '_')) return -1;
        int j = i + 3;
        while (j < end && (letterOrDigit(b[j]) || b[j] == '_' || b[j] == '-' || b[j] == '.')) j++;
        if (b[j - 1] == '.') j--;
        // rio reads a label on through characters beyond ASCII; those lines are rio's.
        if (j < end && b[j] < 0) return -1;
        return j;
    }

    /** The end of a literal written at {@code i} ('"'): its label, then a language tag or a datatype IRI, if any. */
    private int literalEnd(int i, int end) {
        labelFrom = i + 1;
        labelEscapes = false;
        languageFrom = languageTo = datatypeFrom = datatypeTo = -1;
        int j = i + 1;
        for (; ; j++) {
            if (j >= end) return -1;
            byte k = IN_LABEL[b[j] & 0xFF];
            if (k == READ_ON) continue;
            if (k == CLOSES) break;
            if (k == LEAVE) return -1;
            int n = escapeLength(j, end);
            if (n < 0) return -1;
            labelEscapes = true;
            j += n - 1;
        }
        labelTo = j;
        j++;
        if (j < end && b[j] == '@') {
            languageFrom = ++j;
            if (j >= end || !letter(b[j])) return -1;
            while (j < end && (letterOrDigit(b[j]) || b[j] == '-')) j++;
            languageTo = j;
        } else if (j < end && b[j] == '^') {
            if (j + 2 >= end || b[j + 1] != '^' || b[j + 2] != '<') return -1;
            int e = iriEnd(j + 2, end);
            if (e < 0) return -1;
            datatypeFrom = j + 3;
            datatypeTo = e - 1;
            j = e;
        }
        // What rio reads next must be a space or the final '.'; anything else (a '^' after a tag) is rio's to refuse.
        if (j < end && b[j] != ' ' && b[j] != '\t' && b[j] != '.') return -1;
        return j;
    }

    /** The length of the escape at {@code j} ('\'), or -1 for one rio might read otherwise (a surrogate, say). */
    private int escapeLength(int j, int end) {
        if (j + 1 >= end) return -1;
        switch (b[j + 1]) {
            case 't', 'b', 'n', 'r', 'f', '"', '\'', '\\':
                return 2;
            case 'u': {
                int c = hex(j + 2, 4, end);
                return c < 0 || Character.isSurrogate((char) c) ? -1 : 6;
            }
            case 'U': {
                int c = hex(j + 2, 8, end);
                return c < 0 || c > Character.MAX_CODE_POINT || (c >= Character.MIN_SURROGATE && c <= Character.MAX_SURROGATE) ? -1 : 10;
            }
            default:
                return -1;
        }
    }

    private int hex(int at, int digits, int end) {
        if (at + digits > end) return -1;
        long v = 0;
        for (int k = at; k < at + digits; k++) {
            int d = Character.digit(b[k], 16);
            if (d < 0 || b[k] < 0) return -1;
            v = v << 4 | d;
        }
        return v > Integer.MAX_VALUE ? -1 : (int) v;
    }

    /**
     * The Blazegraph value of term {@code t}, made as {@link RioFrontEnd} makes it from rio's; null when the term is
     * one rio might make otherwise or refuse, and the line is to be left to rio.
     */
    public BigdataValue value(int t) {
        return switch (kind[t]) {
            case IRI -> iri(from[t] + 1, to[t] - 1);
            case BLANK -> values.createBNode(blankScope + new String(b, from[t] + 2, to[t] - from[t] - 2, StandardCharsets.US_ASCII));
            default -> literal();
        };
    }

    private BigdataURI iri(int start, int end) {
        String text = utf8(start, end);
        if (text == null || !iriAccepted(text)) return null;
        return values.createURI(text);
    }

    /** rio's check of an IRI: RFC 3987's syntax (rdf4j's parser of it) and a scheme (rdf4j makes no IRI without one). */
    static boolean iriAccepted(String text) {
        if (text.indexOf(':') < 0) return false;
        try {
            new ParsedIRI(text);
            return true;
        } catch (URISyntaxException e) {
            return false;
        }
    }

    private BigdataValue literal() {
        String label = labelEscapes ? unescaped(labelFrom, labelTo) : utf8(labelFrom, labelTo);
        if (label == null) return null;
        if (languageFrom >= 0) {
            String language = new String(b, languageFrom, languageTo - languageFrom, StandardCharsets.US_ASCII);
            return LanguageTags.accepted(language) ? values.createLiteral(label, language) : null;
        }
        if (datatypeFrom < 0) return values.createLiteral(label);
        BigdataURI datatype = datatype();
        if (datatype == null) return null;
        String d = datatype.stringValue();
        if (d.equals(XSD_STRING)) return values.createLiteral(label);
        // rio's way with a language string that has no tag is its own; such lines are left to it.
        if (d.equals(RDF_LANG_STRING)) return null;
        return values.createLiteral(label, datatype);
    }

    private BigdataURI datatype() {
        int h = 1;
        for (int i = datatypeFrom; i < datatypeTo; i++) h = 31 * h + b[i];
        int slot = (h ^ (h >>> 16)) & (datatypeTexts.length - 1);
        byte[] kept = datatypeTexts[slot];
        if (kept != null && java.util.Arrays.equals(kept, 0, kept.length, b, datatypeFrom, datatypeTo)) return datatypeIris[slot];
        BigdataURI iri = iri(datatypeFrom, datatypeTo);
        if (iri == null) return null;
        datatypeTexts[slot] = java.util.Arrays.copyOfRange(b, datatypeFrom, datatypeTo);
        datatypeIris[slot] = iri;
        return iri;
    }

    /** The UTF-8 text {@code b[start, end)}, or null when it is not well-formed UTF-8 (rio's reader would replace bytes). */
    private String utf8(int start, int end) {
        return Utf8.wellFormed(b, start, end) ? new String(b, start, end - start, StandardCharsets.UTF_8) : null;
    }

    /** A label with escapes, unescaped as rio unescapes it ({@link #escapeLength} has let only plain escapes through). */
    private String unescaped(int start, int end) {
        StringBuilder s = new StringBuilder(end - start);
        int run = start;
        for (int j = start; j < end; j++) {
            if (b[j] != '\\') continue;
            String before = utf8(run, j);
            if (before == null) return null;
            s.append(before);
            switch (b[j + 1]) {
                case 't' -> s.append('\t');
                case 'b' -> s.append('\b');
                case 'n' -> s.append('\n');
                case 'r' -> s.append('\r');
                case 'f' -> s.append('\f');
                case 'u' -> s.append((char) hex(j + 2, 4, end));
                case 'U' -> s.appendCodePoint(hex(j + 2, 8, end));
                default -> s.append((char) b[j + 1]);
            }
            j += escapeLength(j, end) - 1;
            run = j + 1;
        }
        String rest = utf8(run, end);
        return rest == null ? null : s.append(rest).toString();
    }

    private static boolean letter(byte c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean letterOrDigit(byte c) {
        return letter(c) || (c >= '0' && c <= '9');
    }
}
