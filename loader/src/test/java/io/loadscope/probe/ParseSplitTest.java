package io.loadscope.probe;

import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;
import org.junit.jupiter.api.Test;

import java.util.concurrent.locks.LockSupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Parse and buffer time of one big file is booked while the file is read, not all at its end. */
class ParseSplitTest {
    @Test
    void aBigFileIsBookedAsItGoesAndTheSumStaysExact() {
        LoadProbes probes = new LoadProbes(new ListenerDispatch());
        ParseSplit split = new ParseSplit(probes, ThreadRole.PARSER, Stage.BUFFER);
        split.beginFile(() -> 0);
        long start = Clock.wall();
        long bookedBeforeEnd = 0;
        int statements = 3 * ParseSplit.BOOK_EVERY + 5;
        for (int i = 0; i < statements; i++) {
            if (i % 20_000 == 0) LockSupport.parkNanos(200_000); // some "parse" time between statements
            long t = split.enter();
            split.exit(t);
            if (i == 2 * ParseSplit.BOOK_EVERY + 1) bookedBeforeEnd = probes.stageWallNanos(Stage.PARSE) + probes.stageWallNanos(Stage.BUFFER);
        }
        split.endStream();
        long spanned = Clock.wall() - start;
        split.endFile();
        long total = probes.stageWallNanos(Stage.PARSE) + probes.stageWallNanos(Stage.BUFFER);
        assertTrue(bookedBeforeEnd > 0, "two bookings happened before the file ended");
        assertTrue(total >= bookedBeforeEnd && total <= spanned, total + " within the file's span " + spanned);
        assertEquals(1, probes.meter(ThreadRole.PARSER, Stage.PARSE).events(), "one event per file, as before");
    }
}
