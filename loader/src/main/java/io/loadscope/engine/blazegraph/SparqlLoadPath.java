package io.loadscope.engine.blazegraph;

import com.bigdata.journal.Journal;
import com.bigdata.rdf.sail.BigdataSail;
import com.bigdata.rdf.sparql.ast.eval.AST2BOpUpdate;
import io.loadscope.engine.FileOutcome;
import io.loadscope.engine.LoadParser;
import io.loadscope.load.LoadFailure;
import io.loadscope.input.OpenedInput;
import io.loadscope.probe.Clock;
import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;
import org.openrdf.rio.RDFFormat;

import java.io.File;
import java.util.Map;

/**
 * What the Wikidata Query Service runs to reload: one SPARQL UPDATE {@code LOAD <file:...>} per chunk on an
 * embedded {@link BigdataSail}. Blazegraph reads the file itself on this path (by URL, gzip by the
 * {@code .gz} name with the JDK's default 512-byte buffer, format by the file name).
 */
final class SparqlLoadPath extends SailLoadPath {

    SparqlLoadPath(Journal journal, PathContext ctx, int bufferCapacity) throws Exception {
        super(journal, ctx, bufferCapacity);
    }

    /** One LOAD on the group's connection; each file gets its own probed buffer. */
    @Override
    public FileOutcome load(OpenedInput input) throws LoadFailure {
        if (input.source().isStdin()) {
            throw new LoadFailure("blazegraph-sail loads with SPARQL LOAD <url>, which cannot read stdin; give files", input.name(), null);
        }
        File file = input.source().path().toAbsolutePath().toFile();
        checkBlazegraphReadsItRight(input, file.getName());
        checkContentTypeGuess(input, file);
        long begin = System.currentTimeMillis();
        InstrumentedStatementBuffer buffer = null;
        try {
            buffer = bufferOnConnection(input, false);
            long started = Clock.wall();
            try (QuietUpdateThread quiet = QuietUpdateThread.start()) {
                connection().executeWithoutItsOwnCommit(QuadsMode.loadUpdate(file.toURI(), ctx.store().isQuads()));
            }
            // Before its first statement the LOAD parses the SPARQL, opens the URL and sets up the RDF
            // parser: parser-side work that no statement boundary covers.
            long first = buffer.firstStatementWall();
            if (first > started) ctx.probes().recordWall(Stage.PARSE, ThreadRole.PARSER, first - started);
            endInput(buffer);
            return new FileOutcome(buffer.statementsAdded(), System.currentTimeMillis() - begin);
        } catch (Exception | OutOfMemoryError | InternalError e) {
            abandon(buffer);
            throw failure(input, e);
        }
    }

    @Override
    public LoadParser parser() {
        return LoadParser.SESAME_2_7;
    }

    @Override
    public boolean readsInputItself() {
        return true;
    }

    @Override
    Map<String, String> feed() {
        Map<String, String> f = new java.util.LinkedHashMap<>();
        f.put("blazegraph.loadPath", "SPARQL UPDATE LOAD <file:...> per input on an embedded BigdataSail (what Wikidata's reload runs)");
        f.put("blazegraph.reading", "by Blazegraph from the file URL; gzip by the .gz name with the JDK's default 512-byte GZIPInputStream buffer; read and gunzip time are inside parse");
        return f;
    }

    /**
     * LOAD asks the URL for its content type first, and for a file: URL the JDK guesses it from the first bytes:
     * RDF/XML that opens with a comment is "text/html", which LOAD parses as RDFa and finds nothing in.
     */
    private static void checkContentTypeGuess(OpenedInput input, File file) throws LoadFailure {
        String type;
        try {
            type = file.toURI().toURL().openConnection().getContentType();
        } catch (java.io.IOException e) {
            return;
        }
        RDFFormat byType = type == null ? null : RDFFormat.forMIMEType(new com.bigdata.rdf.sail.webapp.client.MiniMime(type).getMimeType());
        if (byType != null && !byType.equals(DataLoaderPath.sesameFormat(input))) {
            throw new LoadFailure("Blazegraph's LOAD would read this " + input.format().label() + " file as " + byType.getName()
                    + ": it believes the JDK's guess of its content type (" + type + ") over its name; use --engine blazegraph",
                    input.name(), null);
        }
    }

    /**
     * LOAD takes the format from the file name only (and falls back to RDF/XML), and decompresses only
     * ".gz": a file it would misread is refused here, before anything is written.
     */
    private static void checkBlazegraphReadsItRight(OpenedInput input, String name) throws LoadFailure {
        RDFFormat theirs = AST2BOpUpdate.rdfFormatForFile(name);
        RDFFormat ours = DataLoaderPath.sesameFormat(input);
        if (!ours.equals(theirs)) {
            throw new LoadFailure("Blazegraph's LOAD takes the format from the file name and would read this "
                    + input.format().label() + " file as " + theirs.getName() + "; rename it (e.g. ."
                    + ours.getDefaultFileExtension() + ") or use --engine blazegraph", input.name(), null);
        }
        boolean gz = name.endsWith(".gz");
        boolean gzipped = input.compression() == io.loadscope.input.Compression.GZIP;
        if (gz != gzipped || (input.compression() != io.loadscope.input.Compression.NONE && !gzipped)) {
            throw new LoadFailure("Blazegraph's LOAD decompresses only gzip, told by a .gz name; this file is "
                    + input.compression().name().toLowerCase() + (gz ? " named .gz" : "") + ": use --engine blazegraph",
                    input.name(), null);
        }
    }
}
