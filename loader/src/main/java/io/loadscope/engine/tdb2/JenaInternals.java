package io.loadscope.engine.tdb2;

import org.apache.jena.tdb2.loader.DataLoader;
import org.apache.jena.tdb2.loader.main.DataToTuples;
import org.apache.jena.tdb2.loader.main.Indexer;
import org.apache.jena.tdb2.loader.main.LoaderConst;
import org.apache.jena.tdb2.loader.main.LoaderMain;
import org.apache.jena.tdb2.store.tupletable.TupleIndex;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;

/**
 * The only place that reaches into Jena's loader internals (5.6.0), because the bulk loaders offer no hook
 * between their threads: {@code LoaderMain.dataProcess} (its pipeline stages), {@code DataToTuples.input}
 * (parser → node table), {@code Indexer.pipesTripleIndexers} and {@code .indexes} (node table → one
 * thread per index), {@code DataBlock.END} and {@code LoaderConst.QueueSizeData}. Checked when the class
 * loads; a Jena whose shape differs fails here, loudly.
 */
final class JenaInternals {
    private static final Field DATA_PROCESS;
    private static final Field DTT_INPUT;
    private static final Field INDEXER_PIPES;
    private static final Field INDEXER_INDEXES;
    static final Object DATA_END;
    static final int QUEUE_SIZE_DATA;

    static {
        try {
            DATA_PROCESS = field(LoaderMain.class, "dataProcess", List.class);
            DTT_INPUT = field(DataToTuples.class, "input", BlockingQueue.class);
            INDEXER_PIPES = field(Indexer.class, "pipesTripleIndexers", BlockingQueue[].class);
            INDEXER_INDEXES = field(Indexer.class, "indexes", TupleIndex[].class);
            Class<?> block = Class.forName("org.apache.jena.tdb2.loader.main.DataBlock");
            Field end = block.getDeclaredField("END");
            end.setAccessible(true);
            DATA_END = end.get(null);
            Field q = LoaderConst.class.getDeclaredField("QueueSizeData");
            q.setAccessible(true);
            QUEUE_SIZE_DATA = q.getInt(null);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IllegalStateException("Jena's TDB2 loader internals differ from those of jena-tdb2 5.6.0 that "
                    + "loadscope instruments: " + e, e);
        }
    }

    private JenaInternals() {
    }

    private static Field field(Class<?> owner, String name, Class<?> type) throws NoSuchFieldException {
        Field f = owner.getDeclaredField(name);
        if (!type.isAssignableFrom(f.getType())) {
            throw new NoSuchFieldException(owner.getSimpleName() + "." + name + " has type " + f.getType().getName());
        }
        f.setAccessible(true);
        return f;
    }

    /** The pipeline stages of a bulk loader (empty for basic and sequential, which have none). */
    static List<Object> stages(DataLoader loader) {
        if (!(loader instanceof LoaderMain)) return List.of();
        try {
            return new ArrayList<>((List<?>) DATA_PROCESS.get(loader));
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    static void replaceInput(DataToTuples stage, BlockingQueue<?> pipe) {
        try {
            if (!((BlockingQueue<?>) DTT_INPUT.get(stage)).isEmpty()) throw new IllegalStateException("DataToTuples input in use");
            DTT_INPUT.set(stage, pipe);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    static BlockingQueue<?>[] indexerPipes(Indexer indexer) {
        try {
            return (BlockingQueue<?>[]) INDEXER_PIPES.get(indexer);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    static TupleIndex[] indexerIndexes(Indexer indexer) {
        try {
            return (TupleIndex[]) INDEXER_INDEXES.get(indexer);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
