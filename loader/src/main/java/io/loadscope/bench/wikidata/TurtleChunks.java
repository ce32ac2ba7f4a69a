package io.loadscope.bench.wikidata;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;

/**
 * The gzip'd Turtle chunks the query service's loader takes, named as its munger names them
 * ({@code wikidump-000000001.ttl.gz}, ...). Each chunk starts with the prefixes and holds whole entities; a new chunk
 * starts at the first entity boundary after {@code chunkStatements} triples.
 */
final class TurtleChunks implements RdfSink {
    private final Path dir;
    private final long chunkStatements;
    private final StringBuilder text = new StringBuilder(1 << 16);
    private Writer out;
    private int chunk;
    private long inChunk;

    TurtleChunks(Path dir, long chunkStatements) throws IOException {
        if (chunkStatements < 1) throw new IllegalArgumentException("chunk statements must be at least 1");
        this.dir = Files.createDirectories(dir);
        this.chunkStatements = chunkStatements;
    }

    static String name(int chunk) {
        return String.format(java.util.Locale.ROOT, "wikidump-%09d.ttl.gz", chunk);
    }

    private void open() throws IOException {
        chunk++;
        inChunk = 0;
        out = new BufferedWriter(new OutputStreamWriter(new GZIPOutputStream(Files.newOutputStream(dir.resolve(name(chunk))), 1 << 16),
                StandardCharsets.UTF_8), 1 << 20);
        StringBuilder b = new StringBuilder();
        for (Ns ns : Ns.values()) {
            if (!ns.prefix.isEmpty() && ns != Ns.BLANK) b.append("@prefix ").append(ns.prefix).append(": <").append(ns.iri).append("> .\n");
        }
        out.append(b).append('\n');
    }

    @Override
    public void entity(Triples t) throws IOException {
        if (out != null && inChunk >= chunkStatements) {
            out.close();
            out = null;
        }
        if (out == null) open();
        StringBuilder b = text;
        b.setLength(0);
        for (int i = 0; i < t.size(); i++) {
            boolean continued = i > 0 && t.sameSubject(i - 1, i);
            if (continued) {
                b.append(" ;\n\t");
            } else {
                if (i > 0) b.append(" .\n\n");
                Terms.turtleIri(b, t.sNs[i], t.s[i]);
                b.append(' ');
            }
            Terms.turtleIri(b, t.pNs[i], t.p[i]);
            b.append(' ');
            Terms.object(b, t, i, true);
        }
        if (t.size() > 0) b.append(" .\n\n");
        out.append(b);
        inChunk += t.size();
    }

    int chunks() {
        return chunk;
    }

    @Override
    public void close() throws IOException {
        if (out != null) out.close();
    }
}
