package io.loadscope.engine.blazegraph.sorted;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The statement indexes' merge of sorted files: every distinct statement once, in key order, whether the files'
 * keys come in long stretches from one file (a run's slices cut by position) or alternate key by key, with keys equal
 * across files and within one, and with batches that end anywhere.
 */
class SortedIndexMergeTest {
    @TempDir
    Path dir;

    private record Key(long hi, long lo) implements Comparable<Key> {
        @Override
        public int compareTo(Key o) {
            int c = Long.compare(hi, o.hi);
            return c != 0 ? c : Long.compare(lo, o.lo);
        }
    }

    @Test
    void stretchesFromOneFileAndKeysAlternatingGiveEveryDistinctKeyInOrder() throws IOException {
        Random random = new Random(48);
        for (int files : new int[]{1, 2, 3, 16}) {
            for (int stretch : new int[]{1, 7, 1000}) {
                List<List<Key>> contents = new ArrayList<>();
                for (int f = 0; f < files; f++) contents.add(new ArrayList<>());
                // Keys dealt to the files in stretches; some dealt twice (a statement in two runs), some equal within a file.
                for (long hi = 0, i = 0; hi < 3000; hi++) {
                    for (long lo = 0; lo < 3; lo++, i++) {
                        Key k = new Key(hi - 1500, lo * (hi % 5 == 0 ? -1 : 1));
                        int f = (int) (i / stretch % files);
                        contents.get(f).add(k);
                        if (random.nextInt(10) == 0) contents.get(random.nextInt(files)).add(k);
                    }
                }
                assertMerged(contents, files + "-" + stretch, random);
            }
        }
    }

    @Test
    void emptyFilesAndNoFilesGiveNothing() throws IOException {
        assertMerged(List.of(), "none", new Random(1));
        assertMerged(List.of(List.of(), List.of()), "empty", new Random(1));
        assertMerged(List.of(List.of(), List.of(new Key(Long.MIN_VALUE, 0), new Key(Long.MAX_VALUE, -1)), List.of()), "ends",
                new Random(1));
    }

    private void assertMerged(List<List<Key>> contents, String name, Random random) throws IOException {
        TreeSet<Key> expected = new TreeSet<>();
        List<Path> files = new ArrayList<>();
        try (SpillFiles spill = new SpillFiles(dir.resolve("spill-" + name))) {
            for (int f = 0; f < contents.size(); f++) {
                List<Key> keys = new ArrayList<>(contents.get(f));
                keys.sort(null);
                expected.addAll(keys);
                Path file = spill.file("run-" + f);
                try (SpillOutput out = new SpillOutput(spill, file)) {
                    for (Key k : keys) {
                        out.writeLong(k.hi());
                        out.writeLong(k.lo());
                    }
                }
                files.add(file);
            }
            List<Key> merged = new ArrayList<>();
            try (SortedIndexWrite.Merge merge = new SortedIndexWrite.Merge(files)) {
                while (true) {
                    int size = 1 + random.nextInt(50);
                    long[] his = new long[size], los = new long[size];
                    int n = merge.fill(his, los);
                    if (n == 0) break;
                    for (int i = 0; i < n; i++) merged.add(new Key(his[i], los[i]));
                }
            }
            assertEquals(expected.size(), merged.size(), name);
            assertArrayEquals(expected.toArray(), merged.toArray(), name);
        }
    }
}
