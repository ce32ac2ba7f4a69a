package io.loadscope.engine.blazegraph;

import io.loadscope.engine.blazegraph.parse.RioFrontEnd;

import io.loadscope.engine.FileOutcome;
import io.loadscope.engine.LoadParser;
import io.loadscope.input.LoadFailure;
import io.loadscope.input.OpenedInput;

import java.io.IOException;
import java.util.Map;

/**
 * loadscope's rio 5 front end writing into Blazegraph's {@code StatementBuffer}, the buffer {@code DataLoader} fills:
 * the write path is Blazegraph's, DataLoader's own parse step is left out.
 */
final class BufferLoadPath implements LoadPath {
    private final PathContext ctx;
    private final RioFrontEnd rio;
    /** One buffer for the session: its writer task and queue carry over from input to input, as DataLoader's do. */
    private final InstrumentedStatementBuffer buffer;

    BufferLoadPath(PathContext ctx, RioFrontEnd rio, int bufferCapacity, int queueCapacity) {
        this.ctx = ctx;
        this.rio = rio;
        this.buffer = ctx.newBuffer(bufferCapacity, queueCapacity);
    }

    @Override
    public FileOutcome load(OpenedInput input) throws LoadFailure {
        buffer.beginFile(input);
        try {
            long begin = System.currentTimeMillis();
            long told = rio.parse(input, input.source().baseIri(), buffer::add);
            buffer.flush();
            buffer.endFile();
            return new FileOutcome(told, System.currentTimeMillis() - begin);
        } catch (LoadFailure f) {
            dropFailedBatch();
            throw ctx.probes().workers().firstStop() == null ? f : failure(input, f);
        } catch (IOException | RuntimeException | OutOfMemoryError | InternalError e) {
            dropFailedBatch();
            throw failure(input, e);
        }
    }

    /**
     * After a failure: the writer task's failure, if that is what stopped the parser, is read from its future first;
     * then the failed batch's statements go, or the rest of the failure path finds the heap still full.
     */
    private void dropFailedBatch() {
        buffer.checkWriter();
        buffer.reset();
        buffer.endFile();
        ctx.abort();
    }

    private LoadFailure failure(OpenedInput input, Throwable e) {
        return ctx.failure(input, e);
    }

    @Override
    public void commit() {
        ctx.store().commit();
    }

    @Override
    public void rollback() {
        ctx.abort();
    }

    @Override
    public LoadParser parser() {
        return LoadParser.RDF4J_RIO;
    }

    @Override
    public void describe(Map<String, String> f) {
        f.put("blazegraph.loadPath", "rio 5 → StatementBuffer (the buffer DataLoader fills; DataLoader's own parse step is skipped)");
        DataLoaderPath.describe(f, buffer.hasQueue());
        f.put("blazegraph.commit", "by loadscope when the commit policy (loader.commitStatements, loader.commitSeconds, loader.commitEvery) closes a group of inputs (the triple store's commit)");
    }
}
