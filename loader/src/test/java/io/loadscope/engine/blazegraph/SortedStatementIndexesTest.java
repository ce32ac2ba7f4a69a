package io.loadscope.engine.blazegraph;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class SortedStatementIndexesTest {
    private static final long MANY = 10_000_000L;
    private static final long HEAP = 1L << 34;

    @Test
    void aSmallRunIsOneSlice() {
        assertEquals(1, SortedStatementIndexes.slicesFor(SortedStatementIndexes.SORT_SLICE_FROM - 1, 1, 16, HEAP));
    }

    @Test
    void runsEnoughForEveryThreadAreSortedWholeEach() {
        assertEquals(1, SortedStatementIndexes.slicesFor(MANY, 2, 2, HEAP));
        assertEquals(1, SortedStatementIndexes.slicesFor(MANY, 18, 2, HEAP));
        assertEquals(1, SortedStatementIndexes.slicesFor(MANY, 16, 16, HEAP));
    }

    @Test
    void fewerRunsThanThreadsAreCutSoEveryThreadHasASlice() {
        assertEquals(16, SortedStatementIndexes.slicesFor(MANY, 1, 16, HEAP));
        assertEquals(2, SortedStatementIndexes.slicesFor(MANY, 2, 4, HEAP));
        assertEquals(2, SortedStatementIndexes.slicesFor(MANY, 3, 4, HEAP));
    }

    @Test
    void theSlicesSortedAtOnceFitTheBudget() {
        long budget = 100L << 20;
        int slices = SortedStatementIndexes.slicesFor(MANY, 2, 2, budget);
        // Two threads, each a slice of a run at once.
        assertEquals(4, slices);
        long atOnce = 2 * (MANY / slices + 1) * SortedStatementIndexes.SORT_BYTES_PER_STATEMENT;
        assertEquals(true, atOnce <= budget, atOnce + " bytes sorted at once against a budget of " + budget);
    }

    @Test
    void aTinyBudgetStillLeavesSlicesOfSomeSize() {
        int slices = SortedStatementIndexes.slicesFor(MANY, 1, 2, 1);
        assertEquals(MANY / (SortedStatementIndexes.SORT_SLICE_FROM / 4), slices);
    }
}
