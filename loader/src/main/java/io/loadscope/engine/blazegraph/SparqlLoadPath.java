package io.loadscope.engine.blazegraph;

import io.loadscope.engine.blazegraph.parse.RioFrontEnd;
import io.loadscope.engine.blazegraph.parse.StrictLoadParsers;

import com.bigdata.rdf.sail.BigdataSail;
import com.bigdata.rdf.sail.BigdataSailRepository;
import com.bigdata.rdf.sparql.ast.eval.AST2BOpUpdate;
import com.bigdata.journal.Journal;
import io.loadscope.engine.FileOutcome;
import io.loadscope.input.LoadFailure;
import io.loadscope.input.OpenedInput;
import io.loadscope.probe.Clock;
import io.loadscope.probe.LoadProbes;
import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;
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
final class SparqlLoadPath implements LoadPath {
    /** StatementBuffer's built-in queue capacity, which BigdataSail uses without truth maintenance. */
    static final int SAIL_QUEUE = 10;

    private final BigdataSailRepository repository;
    private final PathContext ctx;
    private final ProbedTripleStore store;
    private final int bufferCapacity;
    private final LoadProbes probes;
    /** The unisolated connection of the current commit group, or null between groups. */
    private GroupCommitConnection cxn;

    /** loadscope's parse stage feeding the connection, or null for LOAD reading the file itself. */
    private final RioFrontEnd rio;

    SparqlLoadPath(Journal journal, PathContext ctx, RioFrontEnd rio) throws Exception {
        StrictLoadParsers.install();
        BigdataSail sail = new BigdataSail(BlazegraphEngine.NAMESPACE, journal);
        this.repository = new BigdataSailRepository(sail);
        repository.initialize();
        this.ctx = ctx;
        this.store = ctx.store();
        this.bufferCapacity = ctx.config().sailBufferCapacity();
        this.probes = ctx.probes();
        this.rio = rio;
    }

    /**
     * One LOAD on the group's connection; the statements wait in the connection until {@link #commit}. Each
     * file gets its own probed buffer: the previous one is flushed and taken out first.
     */
    @Override
    public FileOutcome load(OpenedInput input) throws LoadFailure {
        if (rio != null) return loadParsed(input);
        if (input.source().isStdin()) {
            throw new LoadFailure("blazegraph-sail loads with SPARQL LOAD <url>, which cannot read stdin; give files", input.name(), null);
        }
        File file = input.source().path().toAbsolutePath().toFile();
        checkBlazegraphReadsItRight(input, file.getName());
        checkContentTypeGuess(input, file);
        long begin = System.currentTimeMillis();
        InstrumentedStatementBuffer buffer = null;
        try {
            // Inside the try: with a big bufferCapacity in a small heap the allocation itself can run out of memory.
            buffer = ctx.newBuffer(bufferCapacity, SAIL_QUEUE);
            // Blazegraph reads and decompresses the file itself here: its read time is inside "parse".
            buffer.beginFile(() -> 0);
            if (cxn == null) {
                cxn = GroupCommitConnection.open(repository);
                cxn.begin();
            }
            BlazegraphInternals.installAssertionBuffer(cxn.getSailConnection(), buffer);
            long started = Clock.wall();
            try (QuietUpdateThread quiet = QuietUpdateThread.start()) {
                cxn.executeWithoutItsOwnCommit(QuadsMode.loadUpdate(file.toURI(), store.isQuads()));
            }
            // Before its first statement the LOAD parses the SPARQL, opens the URL and sets up the RDF
            // parser: parser-side work that no statement boundary covers.
            long first = buffer.firstStatementWall();
            if (first > started) probes.recordWall(Stage.PARSE, ThreadRole.PARSER, first - started);
            buffer.endStream();
            // Written to the indexes (not yet committed), so the next file's buffer starts empty.
            BlazegraphInternals.flushAndRemoveAssertionBuffer(cxn.getSailConnection());
            buffer.endFile();
            return new FileOutcome(buffer.statementsAdded(), System.currentTimeMillis() - begin);
        } catch (Exception | OutOfMemoryError | InternalError e) {
            if (buffer != null) {
                buffer.checkWriter();
                buffer.endFile();
            }
            rollback();
            throw failure(input, e);
        }
    }

    /**
     * loadscope's parse stage into the group's connection: the statements take the path a LOAD's parser hands them to
     * ({@code BigdataSailConnection.addStatement} into the connection's statement buffer), with loadscope reading the input.
     */
    private FileOutcome loadParsed(OpenedInput input) throws LoadFailure {
        long begin = System.currentTimeMillis();
        InstrumentedStatementBuffer buffer = null;
        try {
            buffer = ctx.newBuffer(bufferCapacity, SAIL_QUEUE);
            buffer.beginFile(input);
            if (cxn == null) {
                cxn = GroupCommitConnection.open(repository);
                cxn.begin();
            }
            BlazegraphInternals.installAssertionBuffer(cxn.getSailConnection(), buffer);
            var sail = cxn.getSailConnection();
            org.openrdf.model.Resource[] none = new org.openrdf.model.Resource[0];
            long told = rio.parse(input, input.source().baseIri(),
                    (s, p, o, c) -> sail.addStatement(s, p, o, c == null ? none : new org.openrdf.model.Resource[] {c}));
            buffer.endStream();
            BlazegraphInternals.flushAndRemoveAssertionBuffer(sail);
            buffer.endFile();
            return new FileOutcome(told, System.currentTimeMillis() - begin);
        } catch (LoadFailure f) {
            if (buffer != null) {
                buffer.checkWriter();
                buffer.endFile();
            }
            rollback();
            throw probes.workers().firstStop() == null ? f : failure(input, f);
        } catch (Exception | OutOfMemoryError | InternalError e) {
            if (buffer != null) {
                buffer.checkWriter();
                buffer.endFile();
            }
            rollback();
            throw failure(input, e);
        }
    }

    private LoadFailure failure(OpenedInput input, Throwable e) {
        return BlazegraphFailures.of(input, e, ctx.storeDir(), ctx.config().memorySettings(), probes);
    }

    @Override
    public io.loadscope.engine.LoadParser parser() {
        return rio != null ? io.loadscope.engine.LoadParser.RDF4J_RIO : io.loadscope.engine.LoadParser.SESAME_2_7;
    }

    @Override
    public boolean readsInputItself() {
        return rio == null;
    }

    @Override
    public void describe(java.util.Map<String, String> f) {
        if (rio == null) {
            f.put("blazegraph.loadPath", "SPARQL UPDATE LOAD <file:...> per input on an embedded BigdataSail (what Wikidata's reload runs)");
            f.put("blazegraph.reading", "by Blazegraph from the file URL; gzip by the .gz name with the JDK's default 512-byte GZIPInputStream buffer; read and gunzip time are inside parse");
        } else {
            f.put("blazegraph.loadPath", "rio 5 → BigdataSailConnection.addStatement on an embedded BigdataSail (the connection SPARQL LOAD fills)");
            f.put("blazegraph.reading", "by loadscope (decompression by magic bytes, 64 KiB buffers)");
        }
        f.put("blazegraph.bufferProperties", BlazegraphEngine.SAIL_BUFFER_CAPACITY + " (the DataLoader.* properties do not apply)");
        f.put("blazegraph.writerQueue", SAIL_QUEUE + ", fixed: without truth maintenance BigdataSail ignores com.bigdata.rdf.sail.queueCapacity");
        f.put("blazegraph.commit", "by loadscope when the commit policy (loader.commitStatements, loader.commitSeconds, loader.commitEvery) closes a group of inputs (LOADs on one connection, one commit)");
    }

    /** Commits every LOAD since the last commit (one sail commit, as a multi-LOAD update would). */
    @Override
    public void commit() {
        if (cxn == null) return;
        try {
            cxn.commit();
        } catch (Exception e) {
            throw new IllegalStateException(BlazegraphFailures.rootMessage(e), e);
        } finally {
            closeConnection();
        }
    }

    /** Drops every LOAD since the last commit. */
    @Override
    public void rollback() {
        if (cxn == null) return;
        try {
            cxn.rollback();
        } catch (Exception ignored) {
            // Closing the unisolated connection without a commit discards its writes as well.
        } finally {
            closeConnection();
        }
    }

    private void closeConnection() {
        try {
            cxn.close();
        } catch (Exception ignored) {
            // After a commit or rollback; nothing is pending on it.
        }
        cxn = null;
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

    @Override
    public void close() {
        rollback();
        try {
            repository.shutDown();
        } catch (Exception ignored) {
            // The journal is closed next; nothing is lost by a failed shutdown of the view over it.
        }
    }
}
