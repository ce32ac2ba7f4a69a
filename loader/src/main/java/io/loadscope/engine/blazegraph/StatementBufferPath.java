package io.loadscope.engine.blazegraph;

import java.util.Map;

/**
 * The two paths into the statement buffer {@code DataLoader} fills ({@link BufferLoadPath}, {@link DataLoaderPath}):
 * loadscope reads the input, the {@code DataLoader.*} buffer settings apply, and a commit is the triple store's.
 */
abstract sealed class StatementBufferPath implements LoadPath permits BufferLoadPath, DataLoaderPath {
    final PathContext ctx;

    StatementBufferPath(PathContext ctx) {
        this.ctx = ctx;
    }

    /**
     * After a failure: the writer task's failure, if that is what stopped the parser, is read from its future first;
     * then the failed batch's statements go (DataLoader resets its buffer on failure, unless the heap ran out during
     * that too), or the rest of the failure path finds the heap still full; then the store's writes since its commit.
     * Last, the buffer is detached from the probes: the path drops it and makes a new one for its next input, so that
     * its arrays do not stay live through the rest of the failure path (the rollback, the run record).
     */
    final void dropFailedBatch(InstrumentedStatementBuffer buffer) {
        buffer.checkWriter();
        buffer.reset();
        buffer.endFile();
        ctx.abort();
        buffer.detach();
    }

    /** What reading and batching look like on both paths, for the run record. */
    static void describe(Map<String, String> f, boolean hasQueue) {
        f.put("blazegraph.reading", "by loadscope (decompression by magic bytes, 64 KiB buffers); java.lang.Class.gzipBufferSize does not apply (DataLoader reads it only in loadFiles())");
        f.put("blazegraph.bufferProperties", BlazegraphEngine.BUFFER_CAPACITY + ", " + BlazegraphEngine.QUEUE_CAPACITY);
        f.put("blazegraph.writerQueue", hasQueue ? "enabled (parser and index writer overlap)" : "disabled (queueCapacity 0: index writes on the parser thread)");
    }

    @Override
    public final void commit() {
        ctx.store().commit();
    }

    @Override
    public final void rollback() {
        ctx.abort();
    }
}
