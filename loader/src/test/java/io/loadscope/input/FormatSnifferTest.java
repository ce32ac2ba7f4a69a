package io.loadscope.input;

import io.loadscope.load.RdfFormat;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class FormatSnifferTest {

    private static RdfFormat sniff(String text) {
        byte[] b = text.getBytes(StandardCharsets.UTF_8);
        return FormatSniffer.sniff(b, b.length, true).format();
    }

    @Test
    void tellsEachSyntax() {
        assertEquals(RdfFormat.NTRIPLES, sniff("# comment\n<http://a> <http://b> \"x\\\"y\"@en .\n_:b1 <http://b> <http://c> .\n"));
        assertEquals(RdfFormat.NQUADS, sniff("<http://a> <http://b> <http://c> <http://g> .\n"));
        assertEquals(RdfFormat.TURTLE, sniff("@prefix ex: <http://ex/> .\nex:a ex:b ex:c ;\n  ex:d \"e\" .\n"));
        assertEquals(RdfFormat.TURTLE, sniff("PREFIX ex: <http://ex/>\nex:a a ex:C .\n"));
        assertEquals(RdfFormat.TRIG, sniff("@prefix ex: <http://ex/> .\nex:g { ex:a ex:b ex:c . }\n"));
        assertEquals(RdfFormat.TRIG, sniff("<http://g> {\n <http://a> <http://b> <http://c> .\n}\n"));
        assertEquals(RdfFormat.RDFXML, sniff("<?xml version=\"1.0\"?>\n<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\"/>"));
        assertEquals(RdfFormat.RDFXML, sniff("<rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\"></rdf:RDF>"));
    }

    @Test
    void anIriAtTheStartIsNotAnXmlTag() {
        assertEquals(RdfFormat.NTRIPLES, sniff("<http://schema.org/A> <http://schema.org/b> <http://c> .\n"));
    }

    @Test
    void aByteOrderMarkIsIgnored() {
        assertEquals(RdfFormat.NTRIPLES, sniff("\uFEFF<http://a> <http://b> <http://c> .\n"));
    }

    @Test
    void aCutOffLastLineDoesNotTurnNTriplesIntoTurtle() {
        byte[] b = "<http://a> <http://b> <http://c> .\n<http://a> <http://b> \"unfinished lit".getBytes(StandardCharsets.UTF_8);
        assertEquals(RdfFormat.NTRIPLES, FormatSniffer.sniff(b, b.length, false).format());
    }

    @Test
    void unknownContentIsNotGuessed() {
        assertNull(sniff("hello world, this is not RDF"));
        assertNull(sniff("<TriX xmlns=\"http://www.w3.org/2004/03/trix/trix-1/\"></TriX>"));
        assertNull(sniff("<html><body>not rdf</body></html>"));
        assertNull(sniff(""));
    }

    @Test
    void lineTermsAreCounted() {
        assertEquals(3, FormatSniffer.countLineTerms("<a> <b> \"c d . e\"^^<http://t> ."));
        assertEquals(4, FormatSniffer.countLineTerms("<a> <b> _:c <g> ."));
        assertEquals(-1, FormatSniffer.countLineTerms("ex:a ex:b ex:c ."));
    }
}
