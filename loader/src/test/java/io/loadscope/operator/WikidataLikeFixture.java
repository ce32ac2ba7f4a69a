package io.loadscope.operator;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A small N-Triples file shaped like the RDF a Wikidata Query Service munger writes: items ({@code wd:Q…}) with truthy
 * {@code wdt:} statements, statements reified through {@code p:}/{@code ps:}/{@code pq:} nodes with ranks, labels in
 * several languages, {@code xsd:dateTime} values, and {@link CountExtension}'s datatype; deterministic.
 */
public final class WikidataLikeFixture {
    public static final String SETTINGS_VOCABULARY = "com.bigdata.rdf.store.AbstractTripleStore.vocabularyClass";
    public static final String SETTINGS_INLINE_URI = "com.bigdata.rdf.store.AbstractTripleStore.inlineURIFactory";
    public static final String SETTINGS_EXTENSION = "com.bigdata.rdf.store.AbstractTripleStore.extensionFactoryClass";

    private static final String WD = WikiVocabularyDecl.ITEM;
    private static final String WDT = WikiVocabularyDecl.DIRECT;
    private static final String P = "http://www.wikidata.org/prop/";
    private static final String PS = P + "statement/";
    private static final String PQ = P + "qualifier/";
    private static final String ST = "http://www.wikidata.org/entity/statement/";
    private static final String RANK = WikiVocabularyDecl.ONTOLOGY + "rank";
    private static final String LABEL = "http://www.w3.org/2000/01/rdf-schema#label";
    private static final String DATE = "^^<http://www.w3.org/2001/XMLSchema#dateTime>";
    private static final String[] LANGUAGES = {"en", "de", "fr", "ja", "sv"};

    private WikidataLikeFixture() {
    }

    /** Writes {@code items} items (about 12 statements each) to {@code file}. */
    public static Path write(Path file, int items) throws IOException {
        StringBuilder b = new StringBuilder();
        for (int i = 1; i <= items; i++) {
            String item = "<" + WD + i + ">";
            line(b, item, "<" + WDT + "P31>", "<" + WD + (5 + i % 7) + ">");
            for (int l = 0; l < 1 + i % LANGUAGES.length; l++) {
                line(b, item, "<" + LABEL + ">", "\"item " + i + " (" + LANGUAGES[l] + ")\"@" + LANGUAGES[l]);
            }
            String born = String.format("\"%04d-%02d-%02dT00:00:00Z\"%s", 1900 + i % 120, 1 + i % 12, 1 + i % 28, DATE);
            line(b, item, "<" + WDT + "P569>", born);
            line(b, item, "<" + WDT + "P1082>", "\"" + (i * 37) + "\"^^<" + CountExtension.DATATYPE + ">");
            String st = "<" + ST + "Q" + i + "-" + Integer.toHexString(i * 7919) + ">";
            line(b, item, "<" + P + "P69>", st);
            line(b, st, "<" + PS + "P69>", "<" + WD + (1000 + i % 13) + ">");
            line(b, st, "<" + RANK + ">", "<" + WikiVocabularyDecl.ONTOLOGY + (i % 5 == 0 ? "PreferredRank" : "NormalRank") + ">");
            line(b, st, "<" + PQ + "P582>", born);
            line(b, item, "<" + WDT + "P69>", "<" + WD + (1000 + i % 13) + ">");
        }
        // Forms the extension and the handler leave to the lexicon: a non-canonical count, an IRI just past the namespace.
        line(b, "<" + WD + "1>", "<" + WDT + "P1082>", "\"+12\"^^<" + CountExtension.DATATYPE + ">");
        line(b, "<" + WD + "1>", "<" + WDT + "P1343>", "<http://www.wikidata.org/entity/Qx>");
        line(b, "<" + WD + "2>", "<" + WDT + "P1343>", "<" + WikiVocabularyDecl.PROPERTY + "31>");
        Files.writeString(file, b);
        return file;
    }

    private static void line(StringBuilder b, String s, String p, String o) {
        b.append(s).append(' ').append(p).append(' ').append(o).append(" .\n");
    }
}
