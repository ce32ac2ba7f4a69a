package io.loadscope.engine.blazegraph.sorted;

import org.openrdf.model.BNode;
import org.openrdf.model.Literal;
import org.openrdf.model.URI;
import org.openrdf.model.Value;

/**
 * A value written as bytes that are equal exactly when the values' kind and text are (an IRI's string; a literal's
 * label, language and datatype; a blank node's id), with a hash of the same text. The run finds its terms by these, so
 * it need not keep the parser's value objects alive until it spills. Two values with equal keys are encoded alike (the
 * term codec reads nothing else); values Blazegraph makes one term with different keys (a language tag's case) are
 * encoded twice and made one position when the run is spilled, as before.
 */
final class ValueKey {
    private static final byte IRI = 1, LITERAL = 2, BLANK = 3;
    /** Marks a string written as two bytes per char (it has a char above U+00FF); others are one byte per char. */
    private static final byte WIDE = (byte) 0x80;

    private byte[] bytes = new byte[256];
    private int length;
    private int hash;

    /** Writes {@code v}'s key; {@link #bytes()}, {@link #length()} and {@link #hash()} are valid until the next call. */
    ValueKey of(Value v) {
        length = 0;
        if (v instanceof URI u) {
            String s = u.stringValue();
            hash = s.hashCode();
            put(IRI, s);
        } else if (v instanceof Literal l) {
            String label = l.getLabel(), language = l.getLanguage();
            URI datatype = l.getDatatype();
            String type = datatype == null ? null : datatype.stringValue();
            hash = (label.hashCode() * 31 + (language == null ? 0 : language.hashCode())) * 31 + (type == null ? 0 : type.hashCode());
            put(LITERAL, label);
            put(LITERAL, language);
            put(LITERAL, type);
        } else if (v instanceof BNode b) {
            String id = b.getID();
            hash = ~id.hashCode();
            put(BLANK, id);
        } else {
            throw new IllegalArgumentException("not an IRI, literal or blank node: " + v);
        }
        return this;
    }

    byte[] bytes() {
        return bytes;
    }

    int length() {
        return length;
    }

    int hash() {
        return hash;
    }

    /** A string as its kind, its length and its chars; null as the kind and length -1. */
    private void put(byte kind, String s) {
        int n = s == null ? -1 : s.length();
        room(5 + 2 * Math.max(n, 0));
        int at = length;
        bytes[at] = kind;
        putInt(at + 1, n);
        at += 5;
        int from = at;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c > 0xFF) {
                wide(s, from);
                return;
            }
            bytes[at++] = (byte) c;
        }
        length = at;
    }

    /** Rewrites the string from {@code from} on as two bytes per char and marks its kind byte. */
    private void wide(String s, int from) {
        bytes[from - 5] |= WIDE;
        int at = from;
        for (int i = 0, n = s.length(); i < n; i++) {
            char c = s.charAt(i);
            bytes[at++] = (byte) (c >>> 8);
            bytes[at++] = (byte) c;
        }
        length = at;
    }

    private void putInt(int at, int v) {
        bytes[at] = (byte) (v >>> 24);
        bytes[at + 1] = (byte) (v >>> 16);
        bytes[at + 2] = (byte) (v >>> 8);
        bytes[at + 3] = (byte) v;
    }

    private void room(int more) {
        if (length + more > bytes.length) bytes = java.util.Arrays.copyOf(bytes, Math.max(bytes.length * 2, length + more));
    }
}
