package io.loadscope;

import org.eclipse.rdf4j.model.Statement;
import org.eclipse.rdf4j.rio.RDFFormat;
import org.eclipse.rdf4j.rio.RDFParser;
import org.eclipse.rdf4j.rio.Rio;
import org.eclipse.rdf4j.rio.helpers.AbstractRDFHandler;

import java.io.IOException;
import java.io.InputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

/** Real RDF files for tests, and an independent count of what they hold (rdf4j, not Blazegraph). */
public final class TestData {
    private TestData() {
    }

    /**
     * Writes {@code triples} distinct N-Triples statements shaped like catalogue data: IRIs, plain, typed
     * and language-tagged literals, and a few shared objects so the lexicon sees reuse.
     */
    public static Path ntriples(Path file, int triples) throws IOException {
        try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (int i = 0; i < triples; i++) {
                int s = i / 5;
                switch (i % 5) {
                    case 0 -> w.write("<http://example.org/item/" + s + "> <http://www.w3.org/1999/02/22-rdf-syntax-ns#type> <http://example.org/Type" + (s % 17) + "> .\n");
                    case 1 -> w.write("<http://example.org/item/" + s + "> <http://www.w3.org/2000/01/rdf-schema#label> \"Item " + s + "\"@en .\n");
                    case 2 -> w.write("<http://example.org/item/" + s + "> <http://example.org/price> \"" + (s * 7 % 1000) + "." + (s % 100) + "\"^^<http://www.w3.org/2001/XMLSchema#decimal> .\n");
                    case 3 -> w.write("<http://example.org/item/" + s + "> <http://example.org/related> <http://example.org/item/" + ((s * 31 + 7) % Math.max(1, triples / 5)) + "> .\n");
                    default -> w.write("<http://example.org/item/" + s + "> <http://example.org/comment> \"A \\\"quoted\\\" comment for item " + s + " with unicode \\u00e9\" .\n");
                }
            }
        }
        return file;
    }

    /** Writes a gzip copy of {@code file} to {@code target}. */
    public static Path gzip(Path file, Path target) throws IOException {
        try (InputStream in = java.nio.file.Files.newInputStream(file);
             java.io.OutputStream out = new java.util.zip.GZIPOutputStream(java.nio.file.Files.newOutputStream(target))) {
            in.transferTo(out);
        }
        return target;
    }

    /** Distinct statements in a stream, parsed by rdf4j. */
    public static long distinctStatements(InputStream in, RDFFormat format) throws IOException {
        Set<String> seen = new HashSet<>();
        RDFParser parser = Rio.createParser(format);
        parser.setRDFHandler(new AbstractRDFHandler() {
            @Override
            public void handleStatement(Statement st) {
                seen.add(st.getSubject() + " " + st.getPredicate() + " " + st.getObject());
            }
        });
        parser.parse(in, "http://example.org/base/");
        return seen.size();
    }
}
