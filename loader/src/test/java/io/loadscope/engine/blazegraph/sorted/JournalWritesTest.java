package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.journal.Journal;
import com.bigdata.journal.RWStrategy;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.io.TempDir;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Records written through the turn, in each of its modes, into a real RW journal by several threads at once — in fixed slots of every size,
 * at the edge of the largest slot less its checksum, and blobs past it — each read back before the commit (from the
 * write cache) and after the journal is closed and opened again by stock Blazegraph (from the file, its checksum
 * checked on the way); the turn's account counts them all, and its time held is within its wall.
 */
class JournalWritesTest {
    @TempDir
    Path dir;

    @ParameterizedTest(name = "the turn held for a {0}")
    @EnumSource(JournalWrites.Mode.class)
    void recordsWrittenConcurrentlyReadBackExactlyBeforeAndAfterTheJournalIsReopened(JournalWrites.Mode mode) throws Exception {
        JournalWrites.use(mode);
        Path file = dir.resolve("turn.jnl");
        List<byte[]> records = new ArrayList<>();
        List<Long> addresses = new ArrayList<>();
        Journal journal = new Journal(properties(file));
        int slotMax = ((RWStrategy) journal.getBufferStrategy()).getStore().getMaxAllocSize();
        JournalWrites.Account before = JournalWrites.account();
        try {
            // Sizes across the fixed slots, both sides of the largest slot less its checksum, and blobs.
            int[] edges = {1, 16, 17, 60, 61, 64, 65, slotMax - 5, slotMax - 4, slotMax - 3, slotMax, slotMax + 1, 3 * slotMax};
            Random random = new Random(48);
            for (int i = 0; i < 4000; i++) {
                int size = i < edges.length ? edges[i] : 1 + random.nextInt(i % 50 == 0 ? 4 * slotMax : 600);
                byte[] record = new byte[size];
                random.nextBytes(record);
                records.add(record);
                addresses.add(0L);
            }
            ExecutorService writers = Executors.newFixedThreadPool(4);
            try {
                List<Future<?>> done = new ArrayList<>();
                for (int w = 0; w < 4; w++) {
                    int first = w;
                    done.add(writers.submit(() -> {
                        for (int i = first; i < records.size(); i += 4) {
                            long addr = JournalWrites.write(journal, ByteBuffer.wrap(records.get(i)));
                            synchronized (addresses) {
                                addresses.set(i, addr);
                            }
                        }
                    }));
                }
                for (Future<?> f : done) f.get();
            } finally {
                writers.shutdown();
            }
            JournalWrites.Interval written = JournalWrites.account().since(before);
            assertEquals(records.size(), written.records());
            assertEquals(records.stream().mapToLong(r -> r.length).sum(), written.bytes());
            assertTrue(written.heldNanos() <= written.wallNanos(), "held " + written.heldNanos() + " of " + written.wallNanos());
            assertReadBack(journal, records, addresses);
            journal.commit();
        } finally {
            journal.close();
        }
        Journal reopened = new Journal(properties(file));
        try {
            assertReadBack(reopened, records, addresses);
        } finally {
            reopened.close();
        }
    }

    @AfterEach
    void theDefaultAgain() {
        JournalWrites.use(JournalWrites.Mode.RECORD);
    }

    private static void assertReadBack(Journal journal, List<byte[]> records, List<Long> addresses) {
        for (int i = 0; i < records.size(); i++) {
            long addr = addresses.get(i);
            assertEquals(records.get(i).length, journal.getByteCount(addr), "record " + i);
            assertArrayEquals(records.get(i), bytes(journal.read(addr)), "record " + i);
        }
    }

    private static byte[] bytes(ByteBuffer b) {
        byte[] out = new byte[b.remaining()];
        b.get(out);
        return out;
    }

    private static Properties properties(Path file) {
        Properties p = new Properties();
        p.setProperty(Journal.Options.BUFFER_MODE, "DiskRW");
        p.setProperty(Journal.Options.FILE, file.toString());
        return p;
    }
}
