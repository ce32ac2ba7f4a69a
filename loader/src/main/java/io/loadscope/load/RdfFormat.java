package io.loadscope.load;

import java.util.Locale;

/**
 * The RDF syntaxes the loader accepts. Engines map these onto their own parser identifiers; rdf4j's, which the loader
 * parses with where it parses itself, are {@code io.loadscope.input.RioFormats}'.
 */
public enum RdfFormat {
    NTRIPLES("N-Triples", true),
    NQUADS("N-Quads", true),
    TURTLE("Turtle", false),
    TRIG("TriG", false),
    RDFXML("RDF/XML", false);

    private final String label;
    private final boolean lineBased;

    RdfFormat(String label, boolean lineBased) {
        this.label = label;
        this.lineBased = lineBased;
    }

    public String label() {
        return label;
    }

    /** Line-based formats keep one statement per line, so a bad line can be shown and located exactly. */
    public boolean lineBased() {
        return lineBased;
    }

    /** Format from the (inner, already decompressed) file name, or null when the name does not tell. */
    public static RdfFormat fromFileName(String innerName) {
        String n = innerName.toLowerCase(Locale.ROOT);
        if (n.endsWith(".nt") || n.endsWith(".ntriples")) return NTRIPLES;
        if (n.endsWith(".nq") || n.endsWith(".nquads")) return NQUADS;
        if (n.endsWith(".ttl") || n.endsWith(".turtle")) return TURTLE;
        if (n.endsWith(".trig")) return TRIG;
        if (n.endsWith(".rdf") || n.endsWith(".owl") || n.endsWith(".rdfxml")) return RDFXML;
        // ".xml" is ambiguous (RDF/XML, TriX, anything): the content decides.
        return null;
    }

    /** Accepts the names users type: nt, ntriples, n-triples, ttl, rdfxml, rdf/xml, ... */
    public static RdfFormat parse(String text) {
        String t = text.toLowerCase(Locale.ROOT).replace("-", "").replace("/", "").replace("_", "");
        return switch (t) {
            case "nt", "ntriples" -> NTRIPLES;
            case "nq", "nquads" -> NQUADS;
            case "ttl", "turtle" -> TURTLE;
            case "trig" -> TRIG;
            case "rdf", "xml", "rdfxml", "owl" -> RDFXML;
            default -> throw new IllegalArgumentException("unknown RDF format '" + text
                    + "' (use one of: nt, nq, ttl, trig, rdfxml)");
        };
    }
}
