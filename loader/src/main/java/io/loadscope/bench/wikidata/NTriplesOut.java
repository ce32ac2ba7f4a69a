package io.loadscope.bench.wikidata;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;

/** One N-Triples file, gzip'd when its name ends in .gz. */
final class NTriplesOut implements RdfSink {
    private final Writer out;
    private final StringBuilder line = new StringBuilder(1 << 16);

    NTriplesOut(Path file) throws IOException {
        OutputStream raw = Files.newOutputStream(file);
        if (file.getFileName().toString().endsWith(".gz")) raw = new GZIPOutputStream(raw, 1 << 16);
        out = new BufferedWriter(new OutputStreamWriter(raw, StandardCharsets.UTF_8), 1 << 20);
    }

    @Override
    public void entity(Triples t) throws IOException {
        StringBuilder b = line;
        b.setLength(0);
        for (int i = 0; i < t.size(); i++) {
            Terms.iri(b, t.sNs[i], t.s[i]);
            b.append(' ');
            Terms.iri(b, t.pNs[i], t.p[i]);
            b.append(' ');
            Terms.object(b, t, i, false);
            b.append(" .\n");
        }
        out.append(b);
    }

    @Override
    public void close() throws IOException {
        out.close();
    }
}
