package io.loadscope.jmh.kv;

import com.bigdata.btree.BTree;
import com.bigdata.btree.ITupleIterator;
import com.bigdata.btree.IndexMetadata;
import com.bigdata.journal.BufferMode;
import com.bigdata.journal.Journal;
import com.bigdata.journal.Options;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Properties;
import java.util.UUID;

/**
 * Blazegraph's BTree (the structure of its SPO/POS/OSP and lexicon indexes), unisolated, on an RWStore
 * journal; settling is a journal commit.
 */
public final class BlazegraphBTreeIndex implements TripleKeyIndex {
    static {
        io.loadscope.engine.blazegraph.BlazegraphRuntime.prepare();
    }

    private static final byte[] EMPTY = new byte[0];

    private final Path dir;
    private final Journal journal;
    private final BTree tree;

    public BlazegraphBTreeIndex(Path dir) {
        this(dir, 32, 500);
    }

    public BlazegraphBTreeIndex(Path dir, int branchingFactor, int writeRetentionQueue) {
        this.dir = dir;
        dir.toFile().mkdirs();
        Properties p = new Properties();
        p.setProperty(Options.BUFFER_MODE, BufferMode.DiskRW.name());
        p.setProperty(Options.FILE, dir.resolve("kv.jnl").toString());
        this.journal = new Journal(p);
        IndexMetadata md = new IndexMetadata("spo", UUID.randomUUID());
        md.setBranchingFactor(branchingFactor);
        md.setWriteRetentionQueueCapacity(writeRetentionQueue);
        this.tree = journal.registerIndex("spo", md);
        journal.commit();
    }

    @Override
    public void insert(byte[] keys, int count) {
        for (int i = 0; i < count; i++) {
            tree.insert(Arrays.copyOfRange(keys, i * SpoKeys.LENGTH, (i + 1) * SpoKeys.LENGTH), EMPTY);
        }
    }

    @Override
    public boolean contains(byte[] key) {
        return tree.contains(key);
    }

    @Override
    public long scanPrefix(byte[] prefix) {
        long n = 0;
        ITupleIterator<?> it = tree.rangeIterator(prefix, SpoKeys.prefixEnd(prefix));
        while (it.hasNext()) {
            it.next();
            n++;
        }
        return n;
    }

    @Override
    public void settle() {
        journal.commit();
    }

    /** The BTree's own count of node and leaf bytes written (evictions from the write retention queue, commits). */
    @Override
    public long bytesWrittenByStore() {
        return tree.getBtreeCounters().bytesWritten.get();
    }

    @Override
    public long bytesOnDisk() throws IOException {
        return io.loadscope.files.Directories.size(dir);
    }

    @Override
    public void close() {
        journal.close();
    }
}
