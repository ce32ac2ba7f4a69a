package io.loadscope.engine.blazegraph;

import com.bigdata.journal.Journal;
import com.bigdata.rdf.sail.BigdataSail;
import com.bigdata.rdf.sail.BigdataSailRepository;
import io.loadscope.load.LoadFailure;
import io.loadscope.input.OpenedInput;

import java.util.Map;

/**
 * The two {@code blazegraph-sail} paths' common part: an embedded {@link BigdataSail} on the session's journal, one
 * unisolated connection per commit group, and a probed statement buffer per input installed as the connection's. How
 * statements reach the connection is the path's own: SPARQL {@code LOAD} reading the file ({@link SparqlLoadPath}) or
 * loadscope's rio 5 parse ({@link SailParsedPath}). Batches are {@code com.bigdata.rdf.sail.bufferCapacity}; the
 * DataLoader's properties do not apply. The queue is 10 whatever {@code com.bigdata.rdf.sail.queueCapacity} says:
 * without truth maintenance BigdataSail builds its statement buffer with the constructor that fixes it.
 */
abstract sealed class SailLoadPath implements LoadPath permits SparqlLoadPath, SailParsedPath {
    /** StatementBuffer's built-in queue capacity, which BigdataSail uses without truth maintenance. */
    static final int SAIL_QUEUE = 10;

    final PathContext ctx;
    private final BigdataSailRepository repository;
    private final int bufferCapacity;
    /** The unisolated connection of the current commit group, or null between groups. */
    private GroupCommitConnection cxn;

    SailLoadPath(Journal journal, PathContext ctx, int bufferCapacity) throws Exception {
        BlazegraphRuntime.prepareSparqlLoad();
        BigdataSail sail = new BigdataSail(BlazegraphEngine.NAMESPACE, journal);
        this.repository = new BigdataSailRepository(sail);
        repository.initialize();
        this.ctx = ctx;
        this.bufferCapacity = bufferCapacity;
    }

    /**
     * A new probed buffer for one input, installed as the group's connection's (opened on the first input of a group);
     * the statements wait in the connection until {@link #commit}.
     */
    final InstrumentedStatementBuffer bufferOnConnection(OpenedInput input, boolean loadscopeReads) throws Exception {
        // With a big bufferCapacity in a small heap the allocation itself can run out of memory: the caller's try holds it.
        InstrumentedStatementBuffer buffer = ctx.newBuffer(bufferCapacity, SAIL_QUEUE);
        // When Blazegraph reads and decompresses the file itself, its read time is inside "parse".
        if (loadscopeReads) buffer.beginFile(input);
        else buffer.beginFile(() -> 0);
        if (cxn == null) {
            cxn = GroupCommitConnection.open(repository);
            cxn.begin();
        }
        BlazegraphInternals.installAssertionBuffer(cxn.getSailConnection(), buffer);
        return buffer;
    }

    final GroupCommitConnection connection() {
        return cxn;
    }

    /** Writes the input's statements to the indexes (not yet committed), so the next input's buffer starts empty. */
    final void endInput(InstrumentedStatementBuffer buffer) throws Exception {
        buffer.endStream();
        BlazegraphInternals.flushAndRemoveAssertionBuffer(cxn.getSailConnection());
        buffer.endFile();
    }

    /**
     * After a failure: the writer's own failure is read first, then the group's LOADs are dropped, then the buffer is
     * detached from the probes, so that its arrays are garbage for the rest of the failure path.
     */
    final void abandon(InstrumentedStatementBuffer buffer) {
        if (buffer != null) {
            buffer.checkWriter();
            buffer.endFile();
        }
        rollback();
        if (buffer != null) buffer.detach();
    }

    final LoadFailure failure(OpenedInput input, Throwable e) {
        return ctx.failure(input, e);
    }

    /** How statements reach the connection, in words: the load path and who reads the input. */
    abstract Map<String, String> feed();

    @Override
    public final void describe(Map<String, String> f) {
        f.putAll(feed());
        f.put("blazegraph.bufferProperties", BlazegraphEngine.SAIL_BUFFER_CAPACITY + " (the DataLoader.* properties do not apply)");
        f.put("blazegraph.writerQueue", SAIL_QUEUE + ", fixed: without truth maintenance BigdataSail ignores com.bigdata.rdf.sail.queueCapacity");
        f.put("blazegraph.commit", "by loadscope when the commit policy (loader.commitStatements, loader.commitSeconds, loader.commitEvery) closes a group of inputs (LOADs on one connection, one commit)");
    }

    /** Commits every input since the last commit (one sail commit, as a multi-LOAD update would). */
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

    /** Drops every input since the last commit. */
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
