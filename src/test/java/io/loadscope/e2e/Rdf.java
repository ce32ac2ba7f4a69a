package io.loadscope.e2e;

import org.eclipse.rdf4j.model.Statement;
import org.eclipse.rdf4j.rio.RDFFormat;
import org.eclipse.rdf4j.rio.RDFParser;
import org.eclipse.rdf4j.rio.Rio;
import org.eclipse.rdf4j.rio.helpers.AbstractRDFHandler;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.Normalizer;
import java.util.HashSet;
import java.util.Set;
import java.util.zip.GZIPInputStream;

/** An independent count of what files hold: rdf4j parses them, not the engine under test. */
final class Rdf {
    private Rdf() {
    }

    static long distinct(Path... files) throws IOException {
        return distinct(false, files);
    }

    /**
     * @param asBlazegraphKeysTerms compare terms in Unicode normal form C: Blazegraph keys its lexicon
     *                              (TERM2ID) by ICU collation keys, under which canonically equivalent
     *                              strings are one term, e.g. "Å" written as U+212B ANGSTROM SIGN and as
     *                              U+00C5; rdf4j keeps them apart, as RDF does
     */
    static long distinct(boolean asBlazegraphKeysTerms, Path... files) throws IOException {
        return distinct(asBlazegraphKeysTerms, false, files);
    }

    /** Distinct statements with their graphs: what a quad store holds (a triple in two graphs counts twice). */
    static long distinctQuads(Path... files) throws IOException {
        return distinct(false, true, files);
    }

    private static long distinct(boolean asBlazegraphKeysTerms, boolean withGraphs, Path... files) throws IOException {
        Set<String> seen = new HashSet<>();
        for (Path f : files) {
            String name = f.getFileName().toString().replaceFirst("\\.gz$", "");
            RDFFormat format = name.endsWith(".xml") ? RDFFormat.RDFXML : Rio.getParserFormatForFileName(name).orElseThrow();
            RDFParser parser = Rio.createParser(format);
            parser.setRDFHandler(new AbstractRDFHandler() {
                @Override
                public void handleStatement(Statement st) {
                    String key = st.getSubject() + " " + st.getPredicate() + " " + st.getObject()
                            + (withGraphs && st.getContext() != null ? " " + st.getContext() : "");
                    seen.add(asBlazegraphKeysTerms ? Normalizer.normalize(key, Normalizer.Form.NFC) : key);
                }
            });
            try (InputStream raw = Files.newInputStream(f);
                 InputStream in = f.toString().endsWith(".gz") ? new GZIPInputStream(raw) : raw) {
                parser.parse(in, f.toUri().toString());
            }
        }
        return seen.size();
    }
}
