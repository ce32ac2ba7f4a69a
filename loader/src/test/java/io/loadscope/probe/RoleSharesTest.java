package io.loadscope.probe;

import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A role's shares fill at most its thread time; what a long booking brings beyond that shows in the next intervals. */
class RoleSharesTest {
    private static final long SECOND = 1_000_000_000L;

    @Test
    void aBookingLongerThanTheIntervalIsCarriedOverNotShownAboveAHundredPercent() {
        LoadProbes probes = new LoadProbes(new ListenerDispatch());
        probes.nameThread(ThreadRole.PARSER, "main");
        RoleShares shares = new RoleShares(probes);
        // A file's reads and parse of 3 s booked at once, in a 1 s interval.
        probes.record(Stage.READ, ThreadRole.PARSER, SECOND, -1, 1, 0);
        probes.record(Stage.PARSE, ThreadRole.PARSER, 2 * SECOND, -1, 1, 0);
        Map<String, Double> first = shares.next(SECOND).get("parser");
        assertEquals(1.0, first.get("read") + first.get("parse"), 0.002);
        assertEquals(2.0, first.get("parse") / first.get("read"), 0.01, "scaled in proportion (shares are rounded to 0.001)");
        Map<String, Double> second = shares.next(SECOND).get("parser");
        assertEquals(1.0, second.get("read") + second.get("parse"), 0.002);
        Map<String, Double> third = shares.next(SECOND).get("parser");
        assertEquals(1.0, third.get("read") + third.get("parse"), 0.002, "3 s of work fill three 1 s intervals");
        assertEquals(null, shares.next(SECOND).get("parser"), "and nothing is left after them");
    }

    @Test
    void aSpanInProgressShowsInTheIntervalsItRunsInAndIsNotCountedTwiceWhenItEnds() throws Exception {
        LoadProbes probes = new LoadProbes(new ListenerDispatch());
        probes.nameThread(ThreadRole.PARSER, "main");
        RoleShares shares = new RoleShares(probes);
        // Both intervals lie inside the span, so each is wholly its time (shares are rounded down to 0.001) however the
        // threads were scheduled; what the span ran outside them is measured, not bounded.
        Span validate = probes.start(Stage.VALIDATE, ThreadRole.PARSER);
        long t0 = Clock.wall();
        Thread.sleep(60);
        long t1 = Clock.wall();
        double first = shares.next(t1 - t0).get("parser").get("validate");
        assertEquals(1.0, first, 0.001, "a long validating parse shows while it runs");
        Thread.sleep(60);
        long t2 = Clock.wall();
        validate.end();
        double second = shares.next(t2 - t1).get("parser").get("validate");
        assertEquals(1.0, second, 0.001);
        long outside = probes.meter(ThreadRole.PARSER, Stage.VALIDATE).wallNanos() - (t2 - t0);
        long third = 60_000_000L;
        Map<String, Double> after = shares.next(third).get("parser");
        double shown = after == null ? 0 : after.getOrDefault("validate", 0.0);
        assertEquals(Math.min(1.0, (double) outside / third), shown, 0.001,
                "its booking at the end is not shown again, only its time outside the two intervals: " + after);
    }

    @Test
    void aRoleWithSeveralThreadsIsMeasuredAgainstAllOfThem() {
        LoadProbes probes = new LoadProbes(new ListenerDispatch());
        ThreadRole indexers = ThreadRole.of("indexer");
        for (String t : new String[] {"i1", "i2", "i3", "i4"}) probes.nameThread(indexers, t);
        RoleShares shares = new RoleShares(probes);
        // Four threads each idle for most of a second: 1.86 thread-seconds of waiting, not 186 %.
        probes.record(Stage.WRITER_IDLE, indexers, 1_860_000_000L, -1, 4, 0);
        assertEquals(0.465, shares.next(SECOND).get("indexer").get("writer_idle"), 1e-9);
    }
}
