package io.loadscope.verify;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PairRunsTest {
    @TempDir
    Path tmp;

    @Test
    void pairsComeBackSortedAcrossSpilledRunsWithDuplicatesKept() throws Exception {
        Random random = new Random(42);
        List<long[]> expected = new ArrayList<>();
        try (PairRuns runs = new PairRuns(1000, tmp)) {   // 1000 pairs per run: 25 runs spill to disk
            for (int i = 0; i < 25_000; i++) {
                long key = random.nextInt(5000) - 2500;      // many equal keys, negative ones too
                long value = random.nextInt(3);
                runs.add(key, value);
                expected.add(new long[] {key, value});
            }
            try (var files = Files.list(tmp)) {
                assertTrue(files.count() >= 24, "full runs were spilled");
            }
            expected.sort((a, b) -> a[0] != b[0] ? Long.compare(a[0], b[0]) : Long.compare(a[1], b[1]));
            PairRuns.Cursor c = runs.sorted();
            int i = 0;
            while (c.next()) {
                assertEquals(expected.get(i)[0], c.key(), "key at " + i);
                assertEquals(expected.get(i)[1], c.value(), "value at " + i);
                i++;
            }
            assertEquals(expected.size(), i);
        }
        try (var files = Files.list(tmp)) {
            assertEquals(0, files.count(), "runs are deleted on close");
        }
    }

    @Test
    void allEqualPairsSortWithoutDegrading() throws Exception {
        try (PairRuns runs = new PairRuns(1 << 20, tmp)) {
            for (int i = 0; i < 500_000; i++) runs.add(7, 7);
            PairRuns.Cursor c = runs.sorted();
            int n = 0;
            while (c.next()) n++;
            assertEquals(500_000, n);
        }
    }
}
