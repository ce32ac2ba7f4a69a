package io.loadscope.probe;

import io.loadscope.record.RunRecord;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WritePointsTest {
    @Test
    void everyBatchIsAPointOnTheLoadsClockFromWhenItBeganWriting() {
        WritePoints w = new WritePoints();
        w.begin(5_000_000_000L);
        w.add(6_000_000_000L, 100_000);
        w.add(9_500_000_000L, 600_000);
        assertEquals(List.of(new RunRecord.Written(4_000, 0), new RunRecord.Written(5_000, 100_000), new RunRecord.Written(8_500, 600_000)),
                w.since(1_000_000_000L));
    }

    @Test
    void aLongLoadKeepsAtMostItsLimitOfPointsSpreadEvenlyWithItsStartAndLastBatch() {
        WritePoints w = new WritePoints();
        w.begin(0);
        int batches = 3 * WritePoints.LIMIT + 7;
        for (int i = 1; i <= batches; i++) w.add(i * 1_000_000L, i * 1000L);
        List<RunRecord.Written> pts = w.since(0);
        assertTrue(pts.size() <= WritePoints.LIMIT + 1 && pts.size() > WritePoints.LIMIT / 2, "" + pts.size());
        assertEquals(new RunRecord.Written(0, 0), pts.get(0));
        assertEquals(new RunRecord.Written(batches, batches * 1000L), pts.get(pts.size() - 1));
        // Between the start and the last batch the kept batches are equally far apart.
        long step = pts.get(2).statementsWritten() - pts.get(1).statementsWritten();
        for (int i = 2; i < pts.size() - 1; i++) {
            assertEquals(step, pts.get(i).statementsWritten() - pts.get(i - 1).statementsWritten(), "at " + i);
        }
    }
}
