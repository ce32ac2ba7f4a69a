package io.loadscope.engine;

/**
 * An RDF term as engines hand it back, reduced to what verification compares. {@code lang} and
 * {@code datatype} are null when absent; a blank node's {@code value} is its label in the source or its
 * id in the store, meaningful only within one file or one store.
 */
public record Term(Kind kind, String value, String lang, String datatype) {
    public enum Kind { IRI, BNODE, LITERAL }

    public static Term iri(String iri) {
        return new Term(Kind.IRI, iri, null, null);
    }

    public static Term bnode(String label) {
        return new Term(Kind.BNODE, label, null, null);
    }

    public static Term literal(String lexical, String lang, String datatype) {
        return new Term(Kind.LITERAL, lexical, lang, datatype);
    }
}
