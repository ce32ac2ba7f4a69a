package io.loadscope.jmh.kv;

import org.apache.jena.dboe.base.file.FileSet;
import org.apache.jena.dboe.base.record.Record;
import org.apache.jena.dboe.base.record.RecordFactory;
import org.apache.jena.dboe.sys.SystemIndex;
import org.apache.jena.dboe.trans.bplustree.BPlusTree;
import org.apache.jena.dboe.trans.bplustree.BPlusTreeFactory;
import org.apache.jena.dboe.transaction.txn.ComponentId;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Iterator;

/**
 * Jena TDB2's B+Tree (the structure of its SPO/POS/OSP indexes) on files, used outside a transaction
 * (mutable mode), with TDB2's block size and block caches unless given others.
 */
public final class JenaBPlusTreeIndex implements TripleKeyIndex {
    private static final RecordFactory RECORDS = new RecordFactory(SpoKeys.LENGTH, 0);

    private final Path dir;
    private final BPlusTree tree;

    public JenaBPlusTreeIndex(Path dir) {
        this(dir, SystemIndex.BlockSize, SystemIndex.BlockReadCacheSize, SystemIndex.BlockWriteCacheSize);
    }

    public JenaBPlusTreeIndex(Path dir, int blockSize, int readCacheBlocks, int writeCacheBlocks) {
        this.dir = dir;
        dir.toFile().mkdirs();
        this.tree = BPlusTreeFactory.createBPTreeByBlockSize(ComponentId.allocLocal(), new FileSet(dir.toString(), "SPO"),
                blockSize, readCacheBlocks, writeCacheBlocks, RECORDS);
        tree.nonTransactional();
    }

    @Override
    public void insert(byte[] keys, int count) {
        for (int i = 0; i < count; i++) {
            tree.insert(RECORDS.create(Arrays.copyOfRange(keys, i * SpoKeys.LENGTH, (i + 1) * SpoKeys.LENGTH)));
        }
    }

    @Override
    public boolean contains(byte[] key) {
        return tree.contains(RECORDS.create(key));
    }

    @Override
    public long scanPrefix(byte[] prefix) {
        Record from = RECORDS.create(Arrays.copyOf(prefix, SpoKeys.LENGTH));
        Record to = RECORDS.create(Arrays.copyOf(SpoKeys.prefixEnd(prefix), SpoKeys.LENGTH));
        long n = 0;
        for (Iterator<Record> it = tree.iterator(from, to); it.hasNext(); it.next()) n++;
        return n;
    }

    /** Writes the dirty blocks and forces the files: the B+Tree has no background work. */
    @Override
    public void settle() {
        tree.sync();
    }

    /** Jena's block managers keep no byte counts. */
    @Override
    public long bytesWrittenByStore() {
        return -1;
    }

    @Override
    public long bytesOnDisk() throws IOException {
        return io.loadscope.files.Directories.size(dir);
    }

    @Override
    public void close() {
        tree.close();
    }
}
