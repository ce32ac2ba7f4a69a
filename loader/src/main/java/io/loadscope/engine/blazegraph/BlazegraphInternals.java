package io.loadscope.engine.blazegraph;

import io.loadscope.engine.blazegraph.sorted.Members;

import com.bigdata.rdf.rio.StatementBuffer;
import com.bigdata.rdf.sail.BigdataSail;
import com.bigdata.rdf.store.DataLoader;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import com.bigdata.jsr166.LinkedBlockingQueue;

/**
 * With {@code sorted.BTreeInternals} (the B+tree members a bottom-up build installs its root through), the only place that
 * reaches into Blazegraph's private state, because 2.1.4 offers no public hook for it:
 * <ul>
 *   <li>{@code DataLoader.buffer}: {@code loadData} reads this private field after
 *       {@code getAssertionBuffer()}, so the instrumented statement buffer must be stored there;</li>
 *   <li>{@code StatementBuffer.queue}: the parser→writer queue, swapped for a probed queue of the same
 *       capacity right after construction, while it is still empty;</li>
 *   <li>{@code BigdataSail.BigdataSailConnection.assertBuffer} and {@code .bnodes}: the SPARQL LOAD path's
 *       statement buffer, installed before the LOAD runs;</li>
 *   <li>{@code StatementBuffer.Batch.POISON_PILL}: the end-of-source marker, so the probed queue can
 *       tell the writer's last take;</li>
 *   <li>{@code StatementBuffer.ft}: the future of the task that drains the queue into the indexes. Its failure
 *       (out of heap in an index write) is caught in that future and nowhere else: the parser, blocked on a full
 *       queue, would wait for it forever.</li>
 * </ul>
 * Shapes are checked when this class loads; a Blazegraph whose shape differs fails loudly here rather
 * than producing wrong timings.
 */
final class BlazegraphInternals {
    private static final Field DATA_LOADER_BUFFER;
    private static final Field SAIL_ASSERT_BUFFER;
    private static final Field SAIL_BNODES;
    private static final Field STATEMENT_BUFFER_QUEUE;
    private static final Field STATEMENT_BUFFER_DRAIN_TASK;
    private static final Object POISON_PILL;

    static {
        try {
            DATA_LOADER_BUFFER = Members.field(DataLoader.class, "buffer", StatementBuffer.class);
            SAIL_ASSERT_BUFFER = Members.field(BigdataSail.BigdataSailConnection.class, "assertBuffer", StatementBuffer.class);
            SAIL_BNODES = Members.field(BigdataSail.BigdataSailConnection.class, "bnodes", java.util.Map.class);
            STATEMENT_BUFFER_QUEUE = Members.field(StatementBuffer.class, "queue", LinkedBlockingQueue.class);
            STATEMENT_BUFFER_DRAIN_TASK = Members.field(StatementBuffer.class, "ft", java.util.concurrent.Future.class);
            Class<?> batch = Class.forName(StatementBuffer.class.getName() + "$Batch");
            Field poison = batch.getDeclaredField("POISON_PILL");
            if (!Modifier.isStatic(poison.getModifiers())) throw new NoSuchFieldException("Batch.POISON_PILL is not static");
            poison.setAccessible(true);
            POISON_PILL = poison.get(null);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("Blazegraph's DataLoader/StatementBuffer internals differ from those of "
                    + "bigdata-core 2.1.4 that loadscope instruments: " + e, e);
        }
    }

    private BlazegraphInternals() {
    }


    static StatementBuffer<?> statementBuffer(DataLoader loader) {
        try {
            return (StatementBuffer<?>) DATA_LOADER_BUFFER.get(loader);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    static void setStatementBuffer(DataLoader loader, StatementBuffer<?> buffer) {
        try {
            DATA_LOADER_BUFFER.set(loader, buffer);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Makes a sail connection write through the instrumented buffer: BigdataSail creates its assertion
     * buffer lazily in a private field; set it first, with the connection's blank node map, as
     * {@code getAssertionBuffer()} would.
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    static void installAssertionBuffer(BigdataSail.BigdataSailConnection connection, StatementBuffer<?> buffer) {
        try {
            if (SAIL_ASSERT_BUFFER.get(connection) != null) throw new IllegalStateException("sail connection already buffers statements");
            java.util.Map bnodes = (java.util.Map) SAIL_BNODES.get(connection);
            if (bnodes != null) buffer.setBNodeMap(bnodes);
            SAIL_ASSERT_BUFFER.set(connection, buffer);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Writes what the connection buffered to the indexes and takes the buffer out, so another can be installed. */
    static void flushAndRemoveAssertionBuffer(BigdataSail.BigdataSailConnection connection) {
        connection.flush();
        try {
            SAIL_ASSERT_BUFFER.set(connection, null);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The buffer's queue, or null when it writes synchronously (queueCapacity 0). */
    static LinkedBlockingQueue<?> queue(StatementBuffer<?> buffer) {
        try {
            return (LinkedBlockingQueue<?>) STATEMENT_BUFFER_QUEUE.get(buffer);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Replaces the (still empty) queue; the field is final, which reflection may still set on JDK 17–25. */
    static void replaceQueue(StatementBuffer<?> buffer, LinkedBlockingQueue<?> replacement) {
        LinkedBlockingQueue<?> old = queue(buffer);
        if (old == null || !old.isEmpty()) throw new IllegalStateException("statement buffer queue absent or in use");
        try {
            STATEMENT_BUFFER_QUEUE.set(buffer, replacement);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
        if (queue(buffer) != replacement) throw new IllegalStateException("could not replace StatementBuffer.queue");
    }

    /** The future of the buffer's queue-draining writer task, or null when none has started (or the buffer was reset). */
    static java.util.concurrent.Future<?> drainTask(StatementBuffer<?> buffer) {
        try {
            return (java.util.concurrent.Future<?>) STATEMENT_BUFFER_DRAIN_TASK.get(buffer);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    static Object poisonPill() {
        return POISON_PILL;
    }
}
