package io.loadscope.cli;

import io.loadscope.event.LoadListener;
import io.loadscope.event.LoadStarted;
import io.loadscope.record.ProgressSample;
import io.loadscope.record.RunRecord;

import java.io.PrintStream;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Locale;
import java.util.Map;

/**
 * Live progress: one line rewritten in place on a terminal, otherwise one log line every {@value #LOG_EVERY}
 * samples so CI logs and redirected output stay readable. It shows statements parsed and their rate over the last
 * samples (the parsed count moves per statement; the written count jumps per batch), the time left estimated from
 * bytes read when the input sizes are known, the heap, and the busiest stage as a share of its own threads' time —
 * never more than 100 %. In an engine's phase it shows the phase, how far it is, the cores it keeps busy against those
 * there are, and its own ETA. The last line ({@link #done}) is the run record's.
 */
final class ProgressDisplay implements LoadListener {
    private static final int LOG_EVERY = 10;
    /** Samples the live line averages over: a rate over one second jumps with every batch and GC. */
    private static final int TERMINAL_WINDOW = 5;
    /** Waiting is not work: the busiest stage is the one that keeps its threads busy, not a wait for another thread. */
    private static final java.util.Set<String> WAITS = java.util.Set.of("writer_idle", "queue");

    private final PrintStream out;
    private final boolean terminal;
    private int samples;
    private boolean lineOpen;
    private long inputBytes = -1;
    private final Deque<ProgressSample> window = new ArrayDeque<>();

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
    public synchronized void onStart(LoadStarted started) {
        inputBytes = started.inputBytes();
    }

    @Override
    public synchronized void onProgress(ProgressSample s) {
        samples++;
        window.addLast(s);
        while (window.size() > (terminal ? TERMINAL_WINDOW : LOG_EVERY) + 1) window.removeFirst();
        // The first sample is logged at once: a log that stays empty for the first ten seconds looks like a hang.
        if (!terminal && samples != 1 && samples % LOG_EVERY != 0) return;
        String line = line(window, inputBytes);
        if (terminal) {
            out.print("\r\033[2K" + line);
            out.flush();
            lineOpen = true;
        } else {
            out.println("[loadscope] " + line);
        }
    }

    /** Ends the live line with the run record's totals and busiest stage. */
    synchronized void done(RunRecord r) {
        if (lineOpen) out.print("\r\033[2K");
        lineOpen = false;
        RunRecord.Totals t = r.totals();
        StringBuilder b = new StringBuilder(r.status() == io.loadscope.record.RunStatus.LOADED
                ? String.format(Locale.ROOT, "[loadscope] done: %s in %s, %,.0f statements/s", Summary.statements(t.statementsTold()),
                        Summary.duration(Math.round(t.wallMillis())), t.statementsPerSecond())
                : String.format(Locale.ROOT, "[loadscope] %s after %s: %s committed in this run", r.status(),
                        Summary.duration(Math.round(t.wallMillis())), Summary.statements(t.statementsTold())));
        java.util.Set<String> stopped = new java.util.LinkedHashSet<>();
        for (RunRecord.ThreadTotal thread : r.threads()) {
            if (thread.stopped() != null) {
                stopped.add(thread.role());
                b.append("  ").append(thread.role()).append(" stopped: ").append(thread.stopped());
            }
        }
        RunRecord.StageTotal busiest = null;
        for (RunRecord.StageTotal s : r.stages()) {
            if (!WAITS.contains(s.stage()) && !stopped.contains(s.role()) && (busiest == null || s.share() > busiest.share())) busiest = s;
        }
        if (busiest != null && busiest.share() > 0) {
            b.append(String.format(Locale.ROOT, "  busiest: %s %s %.0f%% of its thread time", busiest.role(),
                    busiest.stage(), Math.min(1, busiest.share()) * 100));
        }
        out.println(b);
    }

    /** The live line for the samples in the window (oldest first), on this machine's cores. */
    static String line(Deque<ProgressSample> window, long inputBytes) {
        return line(window, inputBytes, Runtime.getRuntime().availableProcessors());
    }

    /** The live line for the samples in the window (oldest first), busy cores shown against {@code cores}. */
    static String line(Deque<ProgressSample> window, long inputBytes, int cores) {
        ProgressSample first = window.peekFirst();
        ProgressSample last = window.peekLast();
        double seconds = (last.elapsedMillis() - first.elapsedMillis()) / 1000.0;
        double rate = seconds <= 0 ? last.intervalRate() : (last.statementsParsed() - first.statementsParsed()) / seconds;
        StringBuilder sb;
        if (writerBehind(first, last)) {
            // The parse has nothing more to give (or waits) while the writer works off what it was handed: a parsed
            // rate of 0 beside "read 100%" would read as a finished or hung load.
            double written = seconds <= 0 ? 0 : (last.statementsWritten() - first.statementsWritten()) / seconds;
            sb = new StringBuilder(String.format(Locale.ROOT, "%,d statements parsed, %,d written  %,.0f/s written  %s",
                    last.statementsParsed(), last.statementsWritten(), written, Summary.duration(last.elapsedMillis())));
        } else {
            sb = new StringBuilder(String.format(Locale.ROOT, "%,d statements  %,.0f/s  %s",
                    last.statementsParsed(), rate, Summary.duration(last.elapsedMillis())));
        }
        if (inputBytes > 0 && last.compressedBytesRead() > 0) {
            double done = Math.min(1, (double) last.compressedBytesRead() / inputBytes);
            double bytesPerSecond = seconds <= 0 ? 0 : (last.compressedBytesRead() - first.compressedBytesRead()) / seconds;
            sb.append(String.format(Locale.ROOT, "  read %.0f%%", done * 100));
            if (bytesPerSecond > 0 && done < 1) {
                sb.append("  ETA ").append(Summary.duration(Math.round((inputBytes - last.compressedBytesRead()) / bytesPerSecond * 1000)));
            }
        }
        if (last.phase() != null) sb.append(phase(window, cores));
        if (last.queueDepth() >= 0) sb.append("  queue ").append(last.queueDepth());
        sb.append("  heap ").append(Summary.bytes(last.heapUsedBytes()));
        String[] busiest = busiest(window);
        if (busiest != null) sb.append("  busiest: ").append(busiest[0]).append(' ').append(busiest[1]).append(' ').append(busiest[2]);
        // A worker that stopped is shown as such, never as busy; the load stops with it.
        last.stoppedRoles().forEach((role, why) -> sb.append("  STOPPED ").append(role).append(": ").append(why));
        if (last.stalledMillis() > 0) {
            sb.append("  STALLED: no progress for ").append(Summary.duration(last.stalledMillis()))
                    .append(" (thread states in the run record)");
        }
        return sb.toString();
    }

    /** Over the window the parsed count stood still while the writer had statements still to write. */
    static boolean writerBehind(ProgressSample first, ProgressSample last) {
        return first != last && last.statementsParsed() == first.statementsParsed()
                && last.statementsWritten() < last.statementsParsed();
    }

    /**
     * "  phase lexicon 45%  1.8 of 2 cores  ETA 1:02": the cores busy over the window's samples in the phase, the ETA
     * from the phase's own rate over the window when the window is in it.
     */
    static String phase(Deque<ProgressSample> window, int cores) {
        ProgressSample first = window.peekFirst();
        ProgressSample last = window.peekLast();
        StringBuilder sb = new StringBuilder("  phase ").append(last.phase());
        if (last.phaseTotal() > 0) {
            sb.append(String.format(Locale.ROOT, " %.0f%%", 100.0 * Math.min(last.phaseDone(), last.phaseTotal()) / last.phaseTotal()));
        }
        Double busy = busyCores(window);
        if (busy != null) sb.append(String.format(Locale.ROOT, "  %.1f of %d cores", busy, cores));
        if (last.phaseTotal() > 0) {
            double seconds = (last.elapsedMillis() - first.elapsedMillis()) / 1000.0;
            long moved = last.phaseDone() - first.phaseDone();
            if (last.phase().equals(first.phase()) && seconds > 0 && moved > 0 && last.phaseDone() < last.phaseTotal()) {
                sb.append("  ETA ").append(Summary.duration(Math.round((last.phaseTotal() - last.phaseDone()) / (moved / seconds) * 1000)));
            }
        }
        if (last.temporaryBytes() > 0) sb.append("  temp ").append(Summary.bytes(last.temporaryBytes()));
        return sb.toString();
    }

    /**
     * The mean of the busy cores of the window's samples in the last sample's phase, each of the interval before it (so
     * the oldest sample's, which ends where the window begins, counts only in a window of one); null where none is known.
     */
    static Double busyCores(Deque<ProgressSample> window) {
        String phase = window.peekLast().phase();
        double sum = 0;
        int n = 0;
        boolean oldest = window.size() > 1;
        for (ProgressSample s : window) {
            if (oldest) {
                oldest = false;
                continue;
            }
            if (s.busyCores() == null || !java.util.Objects.equals(s.phase(), phase)) continue;
            sum += s.busyCores();
            n++;
        }
        return n == 0 ? null : sum / n;
    }

    /** {role, stage, "78%"} of the stage with the highest share of its role's thread time over the window, or null. */
    static String[] busiest(Deque<ProgressSample> window) {
        Map<String, Double> sums = new java.util.HashMap<>();
        java.util.Set<String> stopped = window.peekLast().stoppedRoles().keySet();
        for (ProgressSample s : window) {
            s.stageShares().forEach((role, stages) -> stages.forEach((stage, share) -> {
                if (!WAITS.contains(stage) && !stopped.contains(role)) sums.merge(role + ' ' + stage, share, Double::sum);
            }));
        }
        return sums.entrySet().stream().max(Map.Entry.comparingByValue())
                .filter(e -> e.getValue() > 0)
                .map(e -> {
                    String[] rs = e.getKey().split(" ", 2);
                    double share = Math.min(1, e.getValue() / window.size());
                    return new String[] {rs[0], rs[1], String.format(Locale.ROOT, "%.0f%%", share * 100)};
                }).orElse(null);
    }
}
