package io.loadscope.engine.blazegraph;

import io.loadscope.engine.ResourceFault;

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
     * that too); then the store's writes since its commit. The buffer is let go of when {@code always}, or when the
     * load stops here (a resource ran out, or a worker such as the writer stopped): detached from the probes and the
     * writer timeline whatever failed before (a reset can run out of heap too), so that once the path drops it its
     * arrays are garbage for the rest of the failure path (the run record above all). Returns whether it was.
     */
    final boolean dropFailedBatch(InstrumentedStatementBuffer buffer, Throwable cause, boolean always) {
        // Out of heap, each step below may run out again: whether the buffer goes is decided before any of them.
        boolean letGo = always || ResourceFault.outOfMemory(cause);
        try {
            buffer.checkWriter();
            letGo = letGo || ResourceFault.find(cause).isPresent() || ctx.probes().workers().firstStop() != null;
            buffer.reset();
            buffer.endFile();
            ctx.abort();
        } finally {
            if (letGo) buffer.detach();
        }
        return letGo;
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
