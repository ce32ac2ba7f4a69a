package io.loadscope.verify;

import io.loadscope.engine.Term;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

class CanonicalTest {
    private static final String XSD = "http://www.w3.org/2001/XMLSchema#";
    private static final Term S = Term.iri("http://x/s");
    private static final Term P = Term.iri("http://x/p");

    private static String lit(String lex, String lang, String dt) {
        return Canonical.statement(S, P, Term.literal(lex, lang, dt), null, null);
    }

    @Test
    void equalValuesHaveOneCanonicalForm() {
        assertEquals(lit("1", null, XSD + "int"), lit("01", null, XSD + "int"));
        assertEquals(lit("42", null, XSD + "integer"), lit("+42", null, XSD + "integer"));
        assertEquals(lit("1.5", null, XSD + "decimal"), lit("1.50", null, XSD + "decimal"));
        assertEquals(lit("100.0", null, XSD + "double"), lit("1e2", null, XSD + "double"));
        assertEquals(lit("true", null, XSD + "boolean"), lit("1", null, XSD + "boolean"));
        assertEquals(lit("2022-06-16T20:43:52.185Z", null, XSD + "dateTime"),
                lit("2022-06-16T16:43:52.185-04:00", null, XSD + "dateTime"));
        assertEquals(lit("10000-01-01T13:59:59.999Z", null, XSD + "dateTime"),
                lit("9999-12-31T23:59:59.999-14:00", null, XSD + "dateTime"), "XSD years beyond 9999 have no sign");
        assertEquals(lit("x", null, null), lit("x", null, XSD + "string"), "RDF 1.1: simple literal = xsd:string");
        assertEquals(lit("Hi", "en-us", null), lit("Hi", "en-US", null), "language tags are case-insensitive");
        assertEquals(lit("\u00C5", null, null), lit("\u212B", null, null), "canonically equivalent strings");
    }

    private static String subject(String iri) {
        return Canonical.statement(Term.iri(iri), P, Term.literal("x", null, null), null, null);
    }

    @Test
    void aFileIriWithAnEmptyAuthorityIsTheSameFileWithout() {
        // rio's RDF/XML parser resolves rdf:ID="_x" against file:///d/f.xml to file:/d/f.xml#_x; RIOT keeps file:///.
        assertEquals(subject("file:/d/f.xml#_x"), subject("file:///d/f.xml#_x"));
        assertNotEquals(subject("file:/d/f.xml#_x"), subject("file://host/d/f.xml#_x"), "a host is another file");
        assertNotEquals(subject("http:///d"), subject("http:/d"), "file: only");
    }

    private static final String XML_LITERAL = "http://www.w3.org/1999/02/22-rdf-syntax-ns#XMLLiteral";

    @Test
    void anXmlLiteralIsItsExclusiveCanonicalForm() {
        // The W3C test rdfms-xml-literal-namespaces/test001.rdf as rdf4j rio and as Jena RIOT write its literal.
        String rio = "\n  <html:h1 xmlns:html=\"http://NoHTML.example.org\" xmlns=\"http://www.w3.org/1999/xhtml\">\n"
                + "    <b>John</b>\n  </html:h1>\n";
        String riot = "\n  <html:h1 xmlns:html=\"http://NoHTML.example.org\">\n"
                + "    <b xmlns=\"http://www.w3.org/1999/xhtml\">John</b>\n  </html:h1>\n";
        assertEquals(lit(riot, null, XML_LITERAL), lit(rio, null, XML_LITERAL));
        assertEquals("\n  <html:h1 xmlns:html=\"http://NoHTML.example.org\">\n    <b xmlns=\"http://www.w3.org/1999/xhtml\">John</b>\n  </html:h1>\n",
                Canonical.lexical(rio, XML_LITERAL), "declared where it is used, as exc-c14n writes it");
        assertEquals("a <e x=\"1\" y=\"2\"></e> &amp; b", Canonical.lexical("a <e y='2' x=\"1\"/> &amp; b", XML_LITERAL),
                "attributes in order, quoted alike, empty elements written open and closed");
        assertEquals("plain text", Canonical.lexical("plain text", XML_LITERAL), "text alone is its own form");
        assertEquals("a &gt; b", Canonical.lexical("a > b", XML_LITERAL), "c14n escapes > in text");
    }

    @Test
    void anXmlLiteralThatIsNotXmlStaysAsWritten() {
        for (String bad : new String[]{"<x>unclosed", "<p:x>undeclared prefix</p:x>", "a & b",
                "<!DOCTYPE x [<!ENTITY e SYSTEM \"file:///etc/passwd\">]><x>&e;</x>"}) {
            assertEquals(bad, Canonical.lexical(bad, XML_LITERAL), bad);
        }
        assertNotEquals(lit("<a>1</a>", null, XML_LITERAL), lit("<a>2</a>", null, XML_LITERAL));
        assertNotEquals(lit("<a>1</a>", null, XML_LITERAL), lit("<a>1</a>", null, null), "a string is not an XML literal");
    }

    @Test
    void differentValuesStayDifferent() {
        assertNotEquals(lit("1", null, XSD + "int"), lit("1", null, XSD + "integer"));
        assertNotEquals(lit(" padded", null, null), lit("padded", null, null), "whitespace is content");
        assertNotEquals(lit("x", "en", null), lit("x", "de", null));
        assertEquals(lit("not a number", null, XSD + "int"), lit("not a number", null, XSD + "int"));
    }

    @Test
    void blankNodesAreScopedForIdentityAndDroppedForShape() {
        Term b = Term.bnode("b1");
        assertEquals("_:0/b1 <http://x/p> \"v\"", Canonical.statement(b, P, Term.literal("v", null, null), null, "0"));
        assertEquals("_: <http://x/p> \"v\"", Canonical.statement(b, P, Term.literal("v", null, null), null, null));
    }
}
