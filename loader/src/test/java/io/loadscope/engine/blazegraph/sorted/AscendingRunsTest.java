package io.loadscope.engine.blazegraph.sorted;

import com.bigdata.btree.BTree;
import com.bigdata.btree.ITupleIterator;
import com.bigdata.btree.IndexMetadata;
import com.bigdata.journal.Journal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Pairs in ascending runs, in a real journal's index: packed where the runs' ranges are apart, inserted where not. */
class AscendingRunsTest {
    @TempDir
    Path dir;

    @Test
    void runsWhoseRangesAreApartBuildTheIndexBottomUpInKeyOrder() throws Exception {
        // As TERM2ID's pairs come: one type's keys (0x03...) before another's lower ones (0x01...).
        List<byte[]> written = write(List.of(key(3, 1), key(3, 2), key(3, 9), key(1, 5), key(1, 7)), "apart");
        assertEquals(List.of("0105", "0107", "0301", "0302", "0309"), hex(written));
    }

    @Test
    void runsWhoseRangesOverlapAreInserted() throws Exception {
        List<byte[]> written = write(List.of(key(3, 1), key(3, 5), key(3, 2), key(3, 9)), "overlap");
        assertEquals(List.of("0301", "0302", "0305", "0309"), hex(written));
    }

    private List<byte[]> write(List<byte[]> pairs, String expectHow) throws Exception {
        Properties p = new Properties();
        p.setProperty(Journal.Options.BUFFER_MODE, "DiskRW");
        p.setProperty(Journal.Options.FILE, dir.resolve(expectHow + ".jnl").toString());
        Journal journal = new Journal(p);
        try {
            journal.registerIndex("x", new IndexMetadata("x", UUID.randomUUID()));
            BTree index = journal.getIndex("x");
            SpillFiles spill = new SpillFiles(Files.createDirectories(dir.resolve("spill-" + expectHow)));
            try (AscendingRuns runs = new AscendingRuns(spill, "t")) {
                for (byte[] k : pairs) runs.add(k, new byte[] {k[1]});
                runs.writeTo(index);
                assertTrue(runs.how().startsWith(expectHow.equals("apart") ? "packed bottom-up from 2" : "inserted (its 2 runs' key ranges overlap"),
                        runs.how());
            }
            journal.commit();
            List<byte[]> out = new ArrayList<>();
            ITupleIterator<?> it = index.rangeIterator();
            while (it.hasNext()) {
                var t = it.next();
                assertArrayEquals(new byte[] {t.getKey()[1]}, t.getValue());
                out.add(t.getKey());
            }
            return out;
        } finally {
            journal.destroy();
        }
    }

    private static byte[] key(int type, int n) {
        return new byte[] {(byte) type, (byte) n};
    }

    private static List<String> hex(List<byte[]> keys) {
        return keys.stream().map(k -> java.util.HexFormat.of().formatHex(k)).toList();
    }
}
