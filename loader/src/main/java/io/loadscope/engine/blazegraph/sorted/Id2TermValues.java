package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.rdf.lexicon.ITermIndexCodes;
import com.bigdata.rdf.lexicon.Id2TermTupleSerializer;
import com.bigdata.rdf.model.BigdataValue;
import com.bigdata.rdf.model.BigdataValueFactory;
import org.openrdf.model.Literal;
import org.openrdf.model.URI;

import java.util.Arrays;
import java.util.List;

/**
 * The bytes ID2TERM keeps for a term, written straight into one array of the right size. Blazegraph 2.1.4's value
 * serializer writes them through a fresh {@code DataOutputStream} per string (whose {@code writeUTF} allocates a buffer of
 * twice the string's length each time) into a growing buffer that is then copied out: in a profiled two-core build of
 * BSBM 10 M (one run) that was the parse threads' largest source of garbage, about a quarter of their allocations, and
 * {@code writeUTF} alone about 1.5 s of their CPU. The format is that serializer's first version, which 2.1.4 writes for
 * every value of fewer than 32,767 characters (label, datatype and language tag together; longer ones get its second
 * version, and are left to it here): the packed version (one byte, 0), the term code ({@link ITermIndexCodes}), then each
 * string as {@code writeUTF} writes it (a two-byte length and modified UTF-8): the URI; the label; the language tag and
 * the label; the datatype and the label.
 * <p>
 * Why it can be trusted: at construction the writer serializes a set of probe values both ways (every term code, ASCII,
 * Latin-1, the NUL character, three-byte characters, a character outside the basic plane, an empty label) and writes
 * directly only where every pair is equal; otherwise, or with another value factory's serializer, every value goes through
 * Blazegraph's own ({@link #how} says which). A string too long for {@code writeUTF} also goes through Blazegraph's, which
 * fails on it as a stock load would.
 */
public final class Id2TermValues {
    /** {@code writeUTF}'s limit: its length field is two bytes. */
    private static final int MAX_UTF = 65535;
    /** From this many characters on, Blazegraph 2.1.4 writes a value in its serializer's second version. */
    static final int SECOND_VERSION_FROM = 32767;

    private final java.util.function.Function<BigdataValue, byte[]> blazegraphs;
    private final boolean direct;
    private final String how;

    Id2TermValues(Id2TermTupleSerializer blazegraphs, BigdataValueFactory values) {
        this(blazegraphs::serializeVal, values);
    }

    /**
     * {@code blazegraphs}: an index's own value serializer, the one to match. BLOBS keeps a long literal in the same
     * bytes as ID2TERM keeps a term (both indexes' tuple serializers hand the value to one {@code BigdataValueSerializer}),
     * so its values are written here too, checked against BLOBS' own serializer: through Blazegraph's, each long literal
     * went through {@code DataOutputStream.writeUTF}, and in a profiled two-core build of BSBM 10 M (one run) the JIT had
     * dropped that method's compiled code and it ran in the interpreter for about 3 s of the lanes' CPU.
     */
    Id2TermValues(java.util.function.Function<BigdataValue, byte[]> blazegraphs, BigdataValueFactory values) {
        this.blazegraphs = blazegraphs;
        String mismatch = firstMismatch(values);
        this.direct = mismatch == null;
        this.how = direct ? "written directly (checked against Blazegraph's serializer)"
                : "Blazegraph's serializer (" + mismatch + ")";
    }

    /** How ID2TERM's values are made: directly, or by Blazegraph's serializer and why. */
    String how() {
        return how;
    }

    byte[] bytes(BigdataValue v) {
        if (!direct) return blazegraphs.apply(v);
        byte[] b = write(v);
        return b != null ? b : blazegraphs.apply(v);
    }

    /**
     * The bytes, or null where this writer does not make them: a value Blazegraph writes in its second version or whose
     * string is past {@code writeUTF}'s limit (on which Blazegraph fails), and a blank node.
     */
    public static byte[] write(org.openrdf.model.Value v) {
        if (v instanceof URI u) return record(ITermIndexCodes.TERM_CODE_URI, null, u.stringValue());
        if (v instanceof Literal l) {
            if (l.getLanguage() != null) return record(ITermIndexCodes.TERM_CODE_LCL, l.getLanguage(), l.getLabel());
            if (l.getDatatype() != null) return record(ITermIndexCodes.TERM_CODE_DTL, l.getDatatype().stringValue(), l.getLabel());
            return record(ITermIndexCodes.TERM_CODE_LIT, null, l.getLabel());
        }
        // A blank node has no ID2TERM entry in the stores the build makes.
        return null;
    }

    private static byte[] record(byte code, String first, String second) {
        if ((first == null ? 0 : first.length()) + second.length() >= SECOND_VERSION_FROM) return null;
        int firstLength = first == null ? 0 : utfLength(first);
        int secondLength = utfLength(second);
        if (firstLength > MAX_UTF || secondLength > MAX_UTF) return null;
        byte[] out = new byte[2 + (first == null ? 0 : 2 + firstLength) + 2 + secondLength];
        // The packed version 0 is the byte 0, already there.
        out[1] = code;
        int at = 2;
        if (first != null) at = utf(first, firstLength, out, at);
        utf(second, secondLength, out, at);
        return out;
    }

    /** Bytes of {@code s} in modified UTF-8: one for 1-0x7F, two for 0 and up to 0x7FF, three above (each surrogate alone). */
    static int utfLength(String s) {
        int n = s.length(), length = n;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 0x80 || c == 0) length += c >= 0x800 ? 2 : 1;
        }
        return length;
    }

    private static int utf(String s, int length, byte[] out, int at) {
        out[at++] = (byte) (length >>> 8);
        out[at++] = (byte) length;
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            if (c >= 1 && c < 0x80) {
                out[at++] = (byte) c;
            } else if (c < 0x800) {
                out[at++] = (byte) (0xC0 | (c >> 6));
                out[at++] = (byte) (0x80 | (c & 0x3F));
            } else {
                out[at++] = (byte) (0xE0 | (c >> 12));
                out[at++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                out[at++] = (byte) (0x80 | (c & 0x3F));
            }
        }
        return at;
    }

    /** The first probe value the two ways write differently, or null when none. */
    private String firstMismatch(BigdataValueFactory f) {
        List<BigdataValue> probes;
        try {
            probes = List.of(
                    f.createURI("http://example.org/a"),
                    f.createURI("http://example.org/\u00e9t\u00e9/\u4e2d/\ud83d\ude00"),
                    f.createLiteral(""),
                    f.createLiteral("plain \u0000 nul, caf\u00e9, \u20ac, \ud834\udd1e"),
                    f.createLiteral("chat", "fr"),
                    f.createLiteral("\u00fcber", "de-CH"),
                    f.createLiteral("x", f.createURI("http://example.org/type")),
                    f.createLiteral("2026-11-29", f.createURI("http://www.w3.org/2001/XMLSchema#date")),
                    // Long enough for BLOBS (its threshold is 256 characters by default), in each kind of literal.
                    f.createLiteral("review \u00e9\u4e2d ".repeat(40)),
                    f.createLiteral("long text ".repeat(40), "en"),
                    f.createLiteral("\u20ac".repeat(300), f.createURI("http://www.w3.org/2001/XMLSchema#string")));
        } catch (RuntimeException e) {
            return "probe values not made: " + e;
        }
        for (BigdataValue p : probes) {
            byte[] theirs;
            try {
                theirs = blazegraphs.apply(p);
            } catch (RuntimeException e) {
                return "its serializer failed on a probe value: " + e;
            }
            if (!Arrays.equals(theirs, write(p))) return "a probe value written otherwise: " + p;
        }
        return null;
    }
}
