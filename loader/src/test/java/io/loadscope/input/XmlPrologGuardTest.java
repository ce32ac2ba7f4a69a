package io.loadscope.input;

import org.junit.jupiter.api.Test;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class XmlPrologGuardTest {
    private static final String ROOT = "<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\" xmlns:ex=\"http://ex/\">"
            + "<rdf:Description rdf:about=\"http://ex/a\"><ex:p>x</ex:p></rdf:Description></rdf:RDF>\n";
    private static final String DECL = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";

    /** Checks the document and proves the stream is back at its first byte afterwards. */
    private static void accepted(byte[] doc) throws Exception {
        BufferedInputStream in = new BufferedInputStream(new ByteArrayInputStream(doc), 64);
        XmlPrologGuard.check(in, "d.rdf");
        assertArrayEquals(doc, in.readAllBytes());
    }

    private static void accepted(String doc) throws Exception {
        accepted(doc.getBytes(StandardCharsets.UTF_8));
    }

    private static String refused(byte[] doc) {
        BufferedInputStream in = new BufferedInputStream(new ByteArrayInputStream(doc), 64);
        return assertThrows(InputError.class, () -> XmlPrologGuard.check(in, "d.rdf")).getMessage();
    }

    private static String refused(String doc) {
        return refused(doc.getBytes(StandardCharsets.UTF_8));
    }

    private static void assertHas(String message, String... parts) {
        for (String part : parts) assertTrue(message.contains(part), "missing '" + part + "' in: " + message);
    }

    @Test
    void plainDocumentsCommentsAndAbbreviationEntitiesPass() throws Exception {
        accepted(DECL + ROOT);
        accepted(ROOT);
        accepted(DECL + "<!-- a <!DOCTYPE x SYSTEM \"http://no\"> in a comment --><?pi x?>\n" + ROOT);
        accepted(DECL + "<!DOCTYPE rdf:RDF [\n  <!ENTITY ex \"http://ex/\">\n  <!ENTITY ont \"&ex;ont#\">\n"
                + "  <!-- comment --> <!ATTLIST ex:x a CDATA \"v > w\"> <!ELEMENT e ANY>\n]>\n" + ROOT);
        accepted(DECL + "<!DOCTYPE rdf:RDF>\n" + ROOT);
        accepted("");  // empty: the parser reports it
    }

    @Test
    void anExternalEntityIsRefusedWithItsLocation() {
        String m = refused(DECL + "<!DOCTYPE rdf:RDF [\n  <!ENTITY leak SYSTEM \"file:///etc/passwd\">\n]>\n" + ROOT);
        assertHas(m, "d.rdf:3:3:", "external entity 'leak'", "file:///etc/passwd", "does not let a document");
        assertHas(refused(DECL + "<!DOCTYPE r [<!ENTITY x PUBLIC \"-//x\" 'http://h/x'>]>" + ROOT), "external entity 'x'", "http://h/x");
    }

    @Test
    void anExternalDtdIsRefused() {
        assertHas(refused(DECL + "<!DOCTYPE rdf:RDF SYSTEM \"http://127.0.0.1/x.dtd\">\n" + ROOT), "d.rdf:2:19:", "external DTD");
        assertHas(refused(DECL + "<!DOCTYPE rdf:RDF PUBLIC \"-//W3C//x\" \"x.dtd\" [<!ENTITY a \"b\">]>" + ROOT), "external DTD");
    }

    @Test
    void parameterEntitiesAreRefused() {
        assertHas(refused(DECL + "<!DOCTYPE r [<!ENTITY % p \"<!ENTITY x 'y'>\"> %p;]>" + ROOT), "parameter entity");
        assertHas(refused(DECL + "<!DOCTYPE r [%p;]>" + ROOT), "parameter entity");
        assertHas(refused(DECL + "<!DOCTYPE r [<!ENTITY x \"%p;\">]>" + ROOT), "parameter entity");
    }

    @Test
    void billionLaughsIsRefusedAtTheFirstEntityOverTheLimit() {
        StringBuilder d = new StringBuilder(DECL + "<!DOCTYPE r [\n<!ENTITY l0 \"lollollollol\">\n");
        for (int i = 1; i <= 9; i++) d.append("<!ENTITY l").append(i).append(" \"").append(("&l" + (i - 1) + ";").repeat(10)).append("\">\n");
        d.append("]>\n").append(ROOT.replace(">x<", ">&l9;<"));
        // l4 = 12 * 10^4 characters is the first above 64 Ki; it is declared on line 7.
        assertHas(refused(d.toString()), "d.rdf:7:1:", "entity 'l4'", "billion laughs");
    }

    @Test
    void referencesHiddenInCharacterReferencesAreCounted() {
        // &#38; is '&' once declared, so the replacement text of 'b' is "&a;&a;..." (XML 1.0, 4.5).
        String big = "x".repeat(40_000);
        assertHas(refused(DECL + "<!DOCTYPE r [<!ENTITY a \"" + big + "\"><!ENTITY b \"&#38;a;&#38;a;\">]>" + ROOT), "entity 'b'");
    }

    @Test
    void recursiveEntitiesAreRefused() {
        assertHas(refused(DECL + "<!DOCTYPE r [<!ENTITY a \"&b;\"><!ENTITY b \"&a;\">]>" + ROOT), "refers to itself");
    }

    @Test
    void aLongPrologIsReadBeyondTheFirstChunkAndStillChecked() throws Exception {
        String comment = "<!-- " + "c".repeat(100_000) + " -->\n";
        accepted(DECL + comment + ROOT);
        assertHas(refused(DECL + comment + "<!DOCTYPE r [<!ENTITY e SYSTEM \"file:///x\">]>" + ROOT), "d.rdf:3:14:", "external entity");
    }

    @Test
    void aPrologOverTheLimitIsRefused() {
        String comment = "<!-- " + "c".repeat(XmlPrologGuard.MAX_PROLOG_BYTES) + " -->\n";
        assertHas(refused(DECL + comment + ROOT), "longer than 1 MiB");
    }

    @Test
    void otherEncodingsAreDecodedAsTheParserWould() throws Exception {
        String evil = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<!DOCTYPE r [<!ENTITY e SYSTEM \"file:///x\">]>" + ROOT;
        for (String cs : new String[] {"UTF-16BE", "UTF-16LE", "UTF-32BE", "UTF-32LE"}) {
            assertHas(refused(evil.getBytes(Charset.forName(cs))), "external entity");
        }
        byte[] bom16 = ("\uFEFF" + evil).getBytes(StandardCharsets.UTF_16BE);
        assertHas(refused(bom16), "d.rdf:2:14:", "external entity");
        accepted((DECL + ROOT).replace("UTF-8", "UTF-16").getBytes(StandardCharsets.UTF_16LE));
        String latin = "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<!DOCTYPE r [<!ENTITY e \"caf\u00e9\">]>" + ROOT;
        accepted(latin.getBytes(StandardCharsets.ISO_8859_1));
    }

    @Test
    void whatIsNotXmlOrNotWellFormedIsRefusedNotPassedOn() {
        assertHas(refused("@prefix ex: <http://ex/> .\nex:a ex:b ex:c .\n"), "d.rdf:1:1:", "does not start like an XML document");
        assertHas(refused(DECL + "<!doctype r [<!ENTITY e SYSTEM \"file:///x\">]>" + ROOT), "d.rdf:2:1:", "not well-formed");
        assertHas(refused(DECL + "<!DOCTYPE r [<!ENTITY e \"unterminated>]>"), "not terminated");
        assertHas(refused(DECL + "<!DOCTYPE r [<!BOGUS>]>" + ROOT), "not well-formed");
    }
}
