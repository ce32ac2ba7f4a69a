package io.loadscope.engine.tdb2;

import org.apache.jena.system.progress.MonitorOutput;

import java.util.regex.Pattern;

/** Receives every progress line Jena's loaders print, to time the phases Jena announces only in those lines. */
final class MonitorLog implements MonitorOutput {
    // The secondary index phase, timed here between Jena's own lines (its figures are in tenths of seconds):
    // phased/light print "Start replay index SPO", then "Index set: ..." and "Finish - index POS";
    // sequential prints "SPO->POS" when an index starts and "POS indexing: ..." when it is done.
    private static final Pattern REPLAY_START = Pattern.compile("^(Start replay index|[A-Z]+->[A-Z]+$)");
    private static final Pattern PHASE_PROGRESS = Pattern.compile("^(Index set:|Finish - index|[A-Z]+ indexing:|[A-Z]+->[A-Z]+$)");

    private final Runnable activity;
    private long replayStart;
    private long replayEnd;

    /** @param activity told of every line: an index build that moves no statement counter is still working */
    MonitorLog(Runnable activity) {
        this.activity = activity;
    }

    @Override
    public synchronized void print(String fmt, Object... args) {
        activity.run();
        String line = args.length == 0 ? fmt : String.format(fmt, args);
        long now = System.nanoTime();
        if (replayStart == 0 && REPLAY_START.matcher(line).find()) {
            replayStart = now;
        } else if (replayStart != 0 && PHASE_PROGRESS.matcher(line).find()) {
            replayEnd = now;
        }
    }

    /** Wall time of the secondary index phase since the last call, and resets. */
    synchronized long takeSecondaryNanos() {
        long s = replayStart != 0 && replayEnd > replayStart ? replayEnd - replayStart : 0;
        replayStart = replayEnd = 0;
        return s;
    }
}
