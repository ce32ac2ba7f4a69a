package io.loadscope.cli;

import io.loadscope.record.ProgressSample;

import java.io.PrintStream;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Live progress: a line rewritten in place on a terminal; otherwise one log line every
 * {@value #LOG_EVERY} samples so CI logs and redirected output stay readable.
 */
final class ProgressDisplay implements Consumer<ProgressSample> {
    private static final int LOG_EVERY = 10;
    /** Samples the live line's rate is averaged over: engines write in batches, so one interval is often 0. */
    private static final int TERMINAL_WINDOW = 5;

    private final PrintStream out;
    private final boolean terminal;
    private int samples;
    private boolean lineOpen;
    private final java.util.ArrayDeque<ProgressSample> window = new java.util.ArrayDeque<>();

    ProgressDisplay(PrintStream out, boolean terminal) {
        this.out = out;
        this.terminal = terminal;
    }

    static boolean isTerminal() {
        java.io.Console c = System.console();
        if (c == null) return false;
        try {
            // JDK 22+ returns a console even when redirected; isTerminal() tells the truth there.
            return (Boolean) java.io.Console.class.getMethod("isTerminal").invoke(c);
        } catch (ReflectiveOperationException e) {
            return true;
        }
    }

    @Override
    public synchronized void accept(ProgressSample s) {
        samples++;
        window.addLast(s);
        while (window.size() > (terminal ? TERMINAL_WINDOW : LOG_EVERY) + 1) window.removeFirst();
        if (!terminal && samples % LOG_EVERY != 0) return;
        String line = line(s, rate(window));
        if (terminal) {
            out.print("\r\033[2K" + line);
            out.flush();
            lineOpen = true;
        } else {
            out.println("[loadscope] " + line);
        }
    }

    /** Ends the live line before other output. */
    synchronized void done() {
        if (lineOpen) out.println();
        lineOpen = false;
    }

    /** Statements written per second between the oldest and the newest sample of the window. */
    static double rate(java.util.Deque<ProgressSample> window) {
        ProgressSample first = window.peekFirst();
        ProgressSample last = window.peekLast();
        if (first == last) return last.intervalRate();
        double seconds = (last.elapsedMillis() - first.elapsedMillis()) / 1000.0;
        return seconds <= 0 ? 0 : (last.statementsWritten() - first.statementsWritten()) / seconds;
    }

    static String line(ProgressSample s, double rate) {
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("%,d statements  %,.0f st/s  %s", s.statementsWritten(), rate,
                Summary.duration(s.elapsedMillis())));
        if (s.queueDepth() >= 0) sb.append("  queue ").append(s.queueDepth());
        sb.append(String.format("  heap %s", Summary.bytes(s.heapUsedBytes())));
        Map<String, Double> shares = s.stageShares();
        if (shares != null && !shares.isEmpty()) {
            sb.append("  |");
            shares.forEach((k, v) -> {
                if (v >= 0.005) sb.append(' ').append(k.replace("index_write.", "")).append(String.format(" %.0f%%", v * 100));
            });
        }
        return sb.toString();
    }
}
