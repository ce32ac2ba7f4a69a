package io.loadscope.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks an RDF/XML document's prolog (everything before the root element) before any XML parser sees it,
 * and refuses what would make a parser read other files or URLs or blow up in memory:
 * <ul>
 *   <li>an external DTD ({@code <!DOCTYPE x SYSTEM "...">} or {@code PUBLIC});</li>
 *   <li>an external entity ({@code <!ENTITY e SYSTEM "file:///etc/passwd">}), whose text would land in the store;</li>
 *   <li>parameter entities, which can build such declarations out of pieces;</li>
 *   <li>an internal entity whose expansion, following nested references, exceeds {@link #MAX_ENTITY_CHARS}
 *       ("billion laughs": ten levels of ten references are 10<sup>10</sup> characters).</li>
 * </ul>
 * Internal entities used as abbreviations ({@code <!ENTITY owl "http://www.w3.org/2002/07/owl#">}), common
 * in ontologies, stay allowed. The check is done by the loader rather than by parser settings because
 * one engine ({@code blazegraph-sail}) reads the file itself with a parser no setting reaches; it is the
 * same for every engine. Anything in the prolog it does not understand is refused rather than passed on:
 * an XML parser stops at the same point, since such a prolog is not well-formed XML.
 */
final class XmlPrologGuard {
    /** The longest prolog checked; real DOCTYPEs of abbreviations are a few KiB. */
    static final int MAX_PROLOG_BYTES = 1 << 20;
    /** The most characters one entity may expand to. */
    static final long MAX_ENTITY_CHARS = 64 * 1024;

    private static final int READ_STEP = 16 * 1024;
    static final Pattern ENTITY_REF = Pattern.compile("&([^\\s&;#%<>\"'][^\\s&;%<>\"']*);");
    static final Pattern CHAR_REF = Pattern.compile("&#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}));");
    static final Pattern ENCODING = Pattern.compile("^<\\?xml[^>]*?encoding\\s*=\\s*[\"']([A-Za-z][A-Za-z0-9._-]*)[\"']");
    static final Set<String> PREDEFINED = Set.of("lt", "gt", "amp", "apos", "quot");

    private XmlPrologGuard() {
    }

    /**
     * Reads the prolog from {@code in} and resets it, so the parser reads from the same byte.
     *
     * @param in positioned after any UTF-8 byte-order mark; must support mark/reset
     * @throws InputError with file, line and column when the document is refused
     */
    static void check(InputStream in, String name) throws IOException, InputError {
        in.mark(MAX_PROLOG_BYTES + 1);
        try {
            byte[] buf = new byte[0];
            while (true) {
                // Most prologs end within the first read; longer ones are read in doubling steps.
                int want = Math.min(Math.max(READ_STEP, buf.length), MAX_PROLOG_BYTES + 1 - buf.length);
                byte[] more = in.readNBytes(want);
                byte[] next = java.util.Arrays.copyOf(buf, buf.length + more.length);
                System.arraycopy(more, 0, next, buf.length, more.length);
                buf = next;
                boolean over = buf.length > MAX_PROLOG_BYTES;
                boolean complete = more.length < want && !over;
                String text = decode(buf, over ? MAX_PROLOG_BYTES : buf.length, complete);
                XmlPrologScan.Refusal r = new XmlPrologScan(text, complete).run();
                if (r == null) return;
                if (r != XmlPrologScan.NEED_MORE) throw r.error(name, text);
                if (over) {
                    throw new InputError(name + ": the XML prolog (comments and DOCTYPE before the root element) is longer"
                            + " than " + (MAX_PROLOG_BYTES >> 20) + " MiB; loadscope checks it before loading and does not"
                            + " accept longer ones: shorten the DOCTYPE or move comments after the root element's start");
                }
            }
        } finally {
            in.reset();
        }
    }

    /** Decodes as an XML parser would: byte patterns of the first four bytes, then the declared encoding. */
    static String decode(byte[] b, int length, boolean endOfInput) {
        Charset cs = detect(b, length);
        CharsetDecoder d = cs.newDecoder().onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE);
        CharBuffer out = CharBuffer.allocate(length + 16);
        // A sequence cut off by the read is left undecoded rather than turned into a stray character.
        d.decode(ByteBuffer.wrap(b, 0, length), out, endOfInput);
        if (endOfInput) d.flush(out);
        out.flip();
        String s = out.toString();
        return s.startsWith("\uFEFF") ? s.substring(1) : s;
    }

    private static Charset detect(byte[] b, int n) {
        int b0 = n > 0 ? b[0] & 0xff : -1;
        int b1 = n > 1 ? b[1] & 0xff : -1;
        int b2 = n > 2 ? b[2] & 0xff : -1;
        int b3 = n > 3 ? b[3] & 0xff : -1;
        if (b0 == 0 && b1 == 0 && b2 == 0xFE && b3 == 0xFF || b0 == 0 && b1 == 0 && b2 == 0 && b3 == 0x3C) return Charset.forName("UTF-32BE");
        if (b0 == 0xFF && b1 == 0xFE && b2 == 0 && b3 == 0 || b0 == 0x3C && b1 == 0 && b2 == 0 && b3 == 0) return Charset.forName("UTF-32LE");
        if (b0 == 0xFE && b1 == 0xFF || b0 == 0 && b1 == 0x3C) return StandardCharsets.UTF_16BE;
        if (b0 == 0xFF && b1 == 0xFE || b0 == 0x3C && b1 == 0) return StandardCharsets.UTF_16LE;
        // ASCII-compatible (or EBCDIC, 4C 6F A7 94): the declaration names the encoding.
        boolean ebcdic = b0 == 0x4C && b1 == 0x6F && b2 == 0xA7 && b3 == 0x94 && Charset.isSupported("IBM037");
        String head = new String(b, 0, Math.min(n, 256), ebcdic ? Charset.forName("IBM037") : StandardCharsets.ISO_8859_1);
        Matcher m = ENCODING.matcher(head);
        if (m.find()) {
            try {
                Charset declared = Charset.forName(m.group(1));
                // A UTF-16 declaration without UTF-16 bytes is an error to a parser; read on as UTF-8.
                if (!declared.name().toUpperCase(Locale.ROOT).startsWith("UTF-16")) return declared;
            } catch (IllegalArgumentException unsupported) {
                // The parser cannot read it either and fails at the declaration.
            }
        }
        return ebcdic ? Charset.forName("IBM037") : StandardCharsets.UTF_8;
    }
}
