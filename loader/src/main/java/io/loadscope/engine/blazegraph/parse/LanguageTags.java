package io.loadscope.engine.blazegraph.parse;

import io.loadscope.load.RdfFormat;
import org.eclipse.rdf4j.rio.RDFParseException;
import org.eclipse.rdf4j.rio.RDFParser;
import org.eclipse.rdf4j.rio.ntriples.NTriplesParser;

import java.io.IOException;
import java.io.StringReader;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Whether rio takes a language tag, asked of rio itself: a one-statement line with the tag, parsed with the settings the
 * loads use ({@link RioFrontEnd#config}). rio's language handlers decide on the tag alone, so the answer holds for every
 * literal; it is kept, since a corpus uses a few hundred tags over and over (Wikidata's labels, in about 300 languages).
 */
final class LanguageTags {
    /** Enough for every tag a real corpus uses; beyond it, tags are asked each time rather than held without bound. */
    private static final int KEPT = 1 << 16;
    private static final ConcurrentHashMap<String, Boolean> ANSWERS = new ConcurrentHashMap<>();

    private LanguageTags() {
    }

    /** Whether rio reads {@code "…"@tag} in N-Triples (the tag written as it is: letters, digits and hyphens). */
    static boolean accepted(String tag) {
        Boolean known = ANSWERS.get(tag);
        if (known != null) return known;
        boolean answer = askRio(tag);
        if (ANSWERS.size() < KEPT) ANSWERS.put(tag, answer);
        return answer;
    }

    private static boolean askRio(String tag) {
        RDFParser parser = new NTriplesParser();
        parser.setParserConfig(RioFrontEnd.config(RdfFormat.NTRIPLES));
        try {
            parser.parse(new StringReader("<urn:x:s> <urn:x:p> \"x\"@" + tag + " .\n"), "urn:x:base");
            return true;
        } catch (RDFParseException e) {
            return false;
        } catch (IOException e) {
            throw new IllegalStateException("reading a string", e);
        }
    }
}
