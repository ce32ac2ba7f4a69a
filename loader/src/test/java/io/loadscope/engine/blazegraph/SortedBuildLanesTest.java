package io.loadscope.engine.blazegraph;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The lanes' first runs, sized apart so that the lanes do not fill together and wait for the one run writer. The
 * stores the lanes build are checked in {@link SortedBuildTest} (several lanes, many runs, verified exact).
 */
class SortedBuildLanesTest {
    private static final long SHARE = 1L << 30;

    @Test
    void twoLanesFillTheirFirstRunsHalfABudgetApart() {
        assertEquals(SHARE, SortedBuildLanes.firstRunBudget(SHARE, 1, 2));
        assertEquals(SHARE + SHARE / 2, SortedBuildLanes.firstRunBudget(SHARE, 2, 2));
    }

    @Test
    void oneLaneKeepsItsShare() {
        assertEquals(SHARE, SortedBuildLanes.firstRunBudget(SHARE, 1, 1));
    }

    @Test
    void manyLanesAreEvenlyApartAndStayWithinTheBoundOfEqualRuns() {
        for (int lanes = 1; lanes <= 64; lanes++) {
            long gap = SHARE / lanes;
            for (int i = 2; i <= lanes; i++) {
                assertEquals(gap, SortedBuildLanes.firstRunBudget(SHARE, i, lanes) - SortedBuildLanes.firstRunBudget(SHARE, i - 1, lanes),
                        "lane " + i + " of " + lanes);
            }
            long last = SortedBuildLanes.firstRunBudget(SHARE, lanes, lanes);
            assertTrue(last < 2 * SHARE, "the largest first run is under two shares: " + last);
            // When the last lane's first run is full, lane i < n has filled its second run for (n - i)/n of a share.
            long held = last;
            for (int i = 1; i < lanes; i++) held += last - SortedBuildLanes.firstRunBudget(SHARE, i, lanes);
            assertTrue(held <= (long) lanes * SHARE, lanes + " lanes hold " + held + " bytes, at most every lane's share");
        }
    }

    @Test
    void aLaneOutsideTheLanesIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> SortedBuildLanes.firstRunBudget(SHARE, 0, 2));
        assertThrows(IllegalArgumentException.class, () -> SortedBuildLanes.firstRunBudget(SHARE, 3, 2));
    }
}
