package io.loadscope.engine.blazegraph;

import io.loadscope.engine.ResourceFault;

import io.loadscope.engine.blazegraph.parse.RioFrontEnd;

import io.loadscope.engine.FileOutcome;
import io.loadscope.engine.LoadParser;
import io.loadscope.load.LoadFailure;
import io.loadscope.input.OpenedInput;

import java.io.IOException;
import java.util.Map;

/**
 * loadscope's rio 5 front end writing into Blazegraph's {@code StatementBuffer}, the buffer {@code DataLoader} fills:
 * the write path is Blazegraph's, DataLoader's own parse step is left out.
 */
final class BufferLoadPath extends StatementBufferPath {
    private final RioFrontEnd rio;
    private final int bufferCapacity;
    private final int queueCapacity;
    private final boolean hasQueue;
    /**
     * One buffer for the session: its writer task and queue carry over from input to input, as DataLoader's do. A batch
     * after which the load stops (a resource ran out, a worker stopped) drops it, so that its arrays do not stand in the
     * way of the run record; after an input's own fault (skip mode loads the next input) it is kept, so that its one
     * writer task stays the only one that writes.
     */
    private InstrumentedStatementBuffer buffer;

    BufferLoadPath(PathContext ctx, RioFrontEnd rio, int bufferCapacity, int queueCapacity) {
        super(ctx);
        this.rio = rio;
        this.bufferCapacity = bufferCapacity;
        this.queueCapacity = queueCapacity;
        this.buffer = ctx.newBuffer(bufferCapacity, queueCapacity);
        this.hasQueue = buffer.hasQueue();
    }

    @Override
    public FileOutcome load(OpenedInput input) throws LoadFailure {
        InstrumentedStatementBuffer buffer = null;
        try {
            if (this.buffer == null) this.buffer = ctx.newBuffer(bufferCapacity, queueCapacity);
            buffer = this.buffer;
            buffer.beginFile(input);
            long begin = System.currentTimeMillis();
            long told = rio.parse(input, input.source().baseIri(), buffer::add);
            buffer.flush();
            buffer.endFile();
            return new FileOutcome(told, System.currentTimeMillis() - begin);
        } catch (LoadFailure f) {
            afterFailure(buffer, f);
            // Not reachable from this frame while the failure is worded (an interpreted frame keeps its locals).
            buffer = null;
            throw ctx.probes().workers().firstStop() == null ? f : failure(input, f);
        } catch (IOException | RuntimeException | OutOfMemoryError | InternalError e) {
            afterFailure(buffer, e);
            buffer = null;
            throw failure(input, e);
        }
    }

    /** The failed batch dropped; the buffer too when the load stops here (see {@link #buffer}). */
    private void afterFailure(InstrumentedStatementBuffer failed, Throwable cause) {
        if (failed == null) {
            ctx.abort();
            return;
        }
        // Let go of also when dropping the batch runs out of heap again: the rest of the failure path needs that memory.
        boolean letGo = ResourceFault.outOfMemory(cause);
        try {
            letGo = dropFailedBatch(failed, cause, false);
        } finally {
            if (letGo) this.buffer = null;
        }
    }

    /** The buffer the next input goes into; null after a failed batch until that input begins. */
    InstrumentedStatementBuffer buffer() {
        return buffer;
    }


    private LoadFailure failure(OpenedInput input, Throwable e) {
        return ctx.failure(input, e);
    }

    @Override
    public LoadParser parser() {
        return LoadParser.RDF4J_RIO;
    }

    @Override
    public void describe(Map<String, String> f) {
        f.put("blazegraph.loadPath", "rio 5 → StatementBuffer (the buffer DataLoader fills; DataLoader's own parse step is skipped)");
        describe(f, hasQueue);
        f.put("blazegraph.commit", "by loadscope when the commit policy (loader.commitStatements, loader.commitSeconds, loader.commitEvery) closes a group of inputs (the triple store's commit)");
    }
}
