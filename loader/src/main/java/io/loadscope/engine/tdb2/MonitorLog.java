package io.loadscope.engine.tdb2;

import org.apache.jena.system.progress.MonitorOutput;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/** Receives every progress line Jena's loaders print, timestamped; the run record keeps them. */
final class MonitorLog implements MonitorOutput {
    private static final int KEPT = 2000;
    // Jena's phased and light loaders print "Start replay index SPO" when the secondary index phase
    // starts, "Index set: ..." per index set, and "Finish - index POS" when each secondary index thread is
    // done. Jena's own figure is in tenths of seconds, so the phase is timed here, between those lines.
    private static final Pattern REPLAY_START = Pattern.compile("^Start replay index");
    private static final Pattern PHASE_PROGRESS = Pattern.compile("^(Index set:|Finish - index)");

    private final List<String> lines = new ArrayList<>();
    private long replayStart;
    private long replayEnd;

    @Override
    public synchronized void print(String fmt, Object... args) {
        String line = args.length == 0 ? fmt : String.format(fmt, args);
        if (lines.size() < KEPT) lines.add(line);
        long now = System.nanoTime();
        if (REPLAY_START.matcher(line).find()) {
            if (replayStart == 0) replayStart = now;
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

    synchronized List<String> lines() {
        return List.copyOf(lines);
    }
}
