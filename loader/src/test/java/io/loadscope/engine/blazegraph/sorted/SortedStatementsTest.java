package io.loadscope.engine.blazegraph.sorted;

import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Three 40-bit ranks in two longs: read back exactly, and ordered as the triples of ranks are. */
class SortedStatementsTest {
    @Test
    void ranksRoundTripAndTheLongsSortAsTheTriples() {
        Random random = new Random(7);
        long max = SortedStatements.MAX_RANK;
        long[][] triples = {{0, 0, 0}, {max, max, max}, {1, max, 0}, {0, 1L << 20, 5}, {0, (1L << 20) - 1, max}};
        for (long[] t : triples) check(t);
        for (int i = 0; i < 10_000; i++) {
            check(new long[] {random.nextLong() & max, random.nextLong() & max, random.nextLong() & max});
            long[] a = {random.nextLong() & max, random.nextLong() & 0xFFFFFF, random.nextLong() & max};
            long[] b = {a[0], a[1] + (random.nextBoolean() ? 0 : 1), random.nextLong() & max};
            int expected = Integer.signum(compare(a, b));
            long ha = SortedStatements.high(a[0], a[1]), la = SortedStatements.low(a[1], a[2]);
            long hb = SortedStatements.high(b[0], b[1]), lb = SortedStatements.low(b[1], b[2]);
            int packed = ha != hb ? Long.compare(ha, hb) : Long.compare(la, lb);
            assertEquals(expected, Integer.signum(packed));
        }
    }

    private static void check(long[] t) {
        long hi = SortedStatements.high(t[0], t[1]), lo = SortedStatements.low(t[1], t[2]);
        assertTrue(hi >= 0 && lo >= 0, "signed radix sort needs both non-negative");
        assertEquals(t[0], SortedStatements.first(hi));
        assertEquals(t[1], SortedStatements.second(hi, lo));
        assertEquals(t[2], SortedStatements.third(lo));
    }

    private static int compare(long[] a, long[] b) {
        for (int i = 0; i < 3; i++) if (a[i] != b[i]) return Long.compare(a[i], b[i]);
        return 0;
    }
}
