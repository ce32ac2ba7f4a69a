package io.loadscope.engine.blazegraph.sorted;

import it.unimi.dsi.fastutil.ints.AbstractIntComparator;
import it.unimi.dsi.fastutil.ints.IntArrays;
import it.unimi.dsi.fastutil.ints.IntComparator;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The positions 0..n-1 sorted by a comparator, on several cores. {@code Arrays.parallelSort} does not serve here: it
 * sorts on the common fork-join pool and falls back to one thread wherever that pool has a parallelism of 1, which is
 * every 2-core machine (the pool keeps one core for the caller), so the sorted build's term sort ran on one core there.
 * Here each of {@code threads} slices is sorted on a thread of its own ({@link OnCores}), then the slices are merged
 * pairwise, the merges of one round in parallel. A merge sort, as the JDK's TimSort is: terms come partly in order
 * (a file's IRIs are often numbered as it goes), which a merge sort profits from and a quicksort does not.
 */
final class IndexSort {
    /** Below this many positions a second thread costs more than it saves. */
    static final int PARALLEL_FROM = 1 << 16;
    private static final int MAX_SLICES = 8;

    /** How two positions compare. */
    @FunctionalInterface
    interface Order {
        int compare(int a, int b);
    }

    private IndexSort() {
    }

    static int[] sorted(int n, Order by, int threads, OnCores.Workers workers) throws IOException {
        IntComparator order = new AbstractIntComparator() {
            @Override
            public int compare(int a, int b) {
                return by.compare(a, b);
            }
        };
        int[] positions = new int[n];
        for (int i = 0; i < n; i++) positions[i] = i;
        int slices = n < PARALLEL_FROM ? 1 : Math.max(1, Math.min(threads, MAX_SLICES));
        if (slices == 1) {
            IntArrays.mergeSort(positions, 0, n, order);
            return positions;
        }
        int[] bounds = new int[slices + 1];
        for (int i = 0; i <= slices; i++) bounds[i] = (int) ((long) n * i / slices);
        // One scratch array for every slice (fastutil's merge sort wants a copy of its range and would otherwise clone
        // the whole array per slice); the slices are disjoint, and after their sorts it is the merges' first target.
        int[] scratch = positions.clone();
        List<OnCores.Task> sorts = new ArrayList<>();
        for (int i = 0; i < slices; i++) {
            int from = bounds[i], to = bounds[i + 1];
            sorts.add(() -> IntArrays.mergeSort(positions, from, to, order, scratch));
        }
        OnCores.all(sorts, workers);
        int[] source = positions, target = scratch;
        while (bounds.length > 2) {
            int runs = bounds.length - 1, merged = (runs + 1) / 2;
            int[] next = new int[merged + 1];
            List<OnCores.Task> merges = new ArrayList<>();
            for (int j = 0; j < merged; j++) {
                int lo = bounds[2 * j], mid = bounds[Math.min(2 * j + 1, runs)], hi = bounds[Math.min(2 * j + 2, runs)];
                next[j] = lo;
                int[] from = source, to = target;
                merges.add(() -> merge(from, lo, mid, hi, to, order));
            }
            next[merged] = n;
            OnCores.all(merges, workers);
            int[] t = source;
            source = target;
            target = t;
            bounds = next;
        }
        return source;
    }

    /** Merges the sorted ranges [lo, mid) and [mid, hi) of {@code from} into the same places of {@code to}. */
    private static void merge(int[] from, int lo, int mid, int hi, int[] to, IntComparator order) {
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) to[k++] = order.compare(from[j], from[i]) < 0 ? from[j++] : from[i++];
        while (i < mid) to[k++] = from[i++];
        while (j < hi) to[k++] = from[j++];
    }
}
