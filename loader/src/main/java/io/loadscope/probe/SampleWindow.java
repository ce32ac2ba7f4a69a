package io.loadscope.probe;

import java.util.Arrays;

/** The most recent {@value #SIZE} samples of a timing, for a median that one outlier cannot move. */
final class SampleWindow {
    static final int SIZE = 2048;

    private final long[] values = new long[SIZE];
    private int count;

    void add(long value) {
        values[count % SIZE] = value;
        count++;
    }

    void clear() {
        count = 0;
    }

    /** Median of the kept samples, 0 when there are none. */
    double median() {
        int n = Math.min(count, SIZE);
        if (n == 0) return 0;
        long[] sorted = Arrays.copyOf(values, n);
        Arrays.sort(sorted);
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
    }
}
