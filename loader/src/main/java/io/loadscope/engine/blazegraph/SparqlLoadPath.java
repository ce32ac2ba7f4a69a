package io.loadscope.engine.blazegraph;

import com.bigdata.rdf.sail.BigdataSail;
import com.bigdata.rdf.sail.BigdataSailRepository;
import com.bigdata.rdf.sail.BigdataSailRepositoryConnection;
import com.bigdata.rdf.sparql.ast.eval.AST2BOpUpdate;
import com.bigdata.journal.Journal;
import io.loadscope.engine.FileOutcome;
import io.loadscope.pipeline.LoadFailure;
import io.loadscope.pipeline.OpenedInput;
import io.loadscope.probe.Clock;
import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.Stage;
import io.loadscope.probe.ThreadRole;
import org.openrdf.query.QueryLanguage;
import org.openrdf.rio.RDFFormat;

import java.io.File;

/**
 * What the Wikidata Query Service runs to reload: one SPARQL UPDATE {@code LOAD <file:...>} per chunk on an
 * embedded {@link BigdataSail}. Blazegraph reads the file itself on this path (by URL, gzip by the
 * {@code .gz} name with the JDK's default 512-byte buffer, format by the file name), and batches with
 * {@code com.bigdata.rdf.sail.bufferCapacity}; the DataLoader's properties do not apply. Its queue is
 * 10 whatever {@code com.bigdata.rdf.sail.queueCapacity} says: without truth maintenance BigdataSail
 * builds its statement buffer with the constructor that fixes it.
 */
final class SparqlLoadPath {
    /** StatementBuffer's built-in queue capacity, which BigdataSail uses without truth maintenance. */
    static final int SAIL_QUEUE = 10;

    private final BigdataSailRepository repository;
    private final ProbedTripleStore store;
    private final int bufferCapacity;
    private final LoadProbes probes;
    private final WriterTimeline timeline;

    SparqlLoadPath(Journal journal, ProbedTripleStore store, int bufferCapacity, LoadProbes probes, WriterTimeline timeline)
            throws Exception {
        BigdataSail sail = new BigdataSail(BlazegraphEngine.NAMESPACE, journal);
        this.repository = new BigdataSailRepository(sail);
        repository.initialize();
        this.store = store;
        this.bufferCapacity = bufferCapacity;
        this.probes = probes;
        this.timeline = timeline;
    }

    FileOutcome load(OpenedInput input) throws LoadFailure {
        if (input.source().isStdin()) {
            throw new LoadFailure("blazegraph-sail loads with SPARQL LOAD <url>, which cannot read stdin; give files", input.name(), null);
        }
        File file = input.source().path().toAbsolutePath().toFile();
        checkBlazegraphReadsItRight(input, file.getName());
        long begin = System.currentTimeMillis();
        BigdataSailRepositoryConnection cxn = null;
        InstrumentedStatementBuffer buffer = new InstrumentedStatementBuffer(store, bufferCapacity, SAIL_QUEUE, probes, timeline);
        // Blazegraph reads and decompresses the file itself here: its read time is inside "parse".
        buffer.beginFile(() -> 0);
        try {
            cxn = repository.getUnisolatedConnection();
            cxn.begin();
            BlazegraphInternals.installAssertionBuffer(cxn.getSailConnection(), buffer);
            long started = Clock.wall();
            cxn.prepareUpdate(QueryLanguage.SPARQL, "LOAD <" + file.toURI() + ">").execute();
            // Before its first statement the LOAD parses the SPARQL, opens the URL and sets up the RDF
            // parser: parser-side work that no statement boundary covers.
            long first = buffer.firstStatementWall();
            if (first > started) probes.record(Stage.PARSE, ThreadRole.PARSER, first - started, -1, 1, 0);
            buffer.endStream();
            cxn.commit();
            buffer.endFile();
            return new FileOutcome(buffer.statementsAdded(), System.currentTimeMillis() - begin, -1);
        } catch (Exception | OutOfMemoryError | InternalError e) {
            buffer.endFile();
            if (cxn != null) {
                try {
                    cxn.rollback();
                } catch (Exception suppressed) {
                    e.addSuppressed(suppressed);
                }
            }
            throw BlazegraphSession.failure(input, e, store, true);
        } finally {
            if (cxn != null) {
                try {
                    cxn.close();
                } catch (Exception ignored) {
                    // Closing after a failure; the failure is what matters.
                }
            }
        }
    }

    /**
     * LOAD takes the format from the file name only (and falls back to RDF/XML), and decompresses only
     * ".gz": a file it would misread is refused here, before anything is written.
     */
    private static void checkBlazegraphReadsItRight(OpenedInput input, String name) throws LoadFailure {
        RDFFormat theirs = AST2BOpUpdate.rdfFormatForFile(name);
        RDFFormat ours = BlazegraphSession.format(input);
        if (!ours.equals(theirs)) {
            throw new LoadFailure("Blazegraph's LOAD takes the format from the file name and would read this "
                    + input.format().label() + " file as " + theirs.getName() + "; rename it (e.g. ."
                    + ours.getDefaultFileExtension() + ") or use --engine blazegraph", input.name(), null);
        }
        boolean gz = name.endsWith(".gz");
        boolean gzipped = input.compression() == io.loadscope.pipeline.Compression.GZIP;
        if (gz != gzipped || (input.compression() != io.loadscope.pipeline.Compression.NONE && !gzipped)) {
            throw new LoadFailure("Blazegraph's LOAD decompresses only gzip, told by a .gz name; this file is "
                    + input.compression().name().toLowerCase() + (gz ? " named .gz" : "") + ": use --engine blazegraph",
                    input.name(), null);
        }
    }

    void close() {
        try {
            repository.shutDown();
        } catch (Exception ignored) {
            // The journal is closed next; nothing is lost by a failed shutdown of the view over it.
        }
    }
}
