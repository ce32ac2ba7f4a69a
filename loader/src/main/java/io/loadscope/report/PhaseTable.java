package io.loadscope.report;

import io.loadscope.record.RunRecord;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * An engine's phases from the run record's {@code phases}: each one's wall and CPU time and the cores it kept busy
 * against the cores there were, so a phase that left most of the machine idle shows as such.
 */
final class PhaseTable {
    private PhaseTable() {
    }

    /** Empty when the run's engine named no phases (or its record is older than schema 8). */
    static String of(RunRecord r) {
        if (r.phases().isEmpty()) return "";
        int cores = r.environment() == null ? 0 : r.environment().cores();
        double wall = r.totals() == null ? 0 : r.totals().wallMillis();
        List<List<String>> rows = new ArrayList<>();
        for (RunRecord.Phase p : r.phases()) {
            rows.add(List.of(p.name(), String.format(Locale.ROOT, "%,.1f", p.wallMillis() / 1000),
                    wall > 0 ? String.format(Locale.ROOT, "%.1f%%", 100 * p.wallMillis() / wall) : "-",
                    p.cpuMillis() == null ? "-" : String.format(Locale.ROOT, "%,.1f", p.cpuMillis() / 1000),
                    busy(p.busyCores(), cores), p.threads() == null ? "-" : p.threads().toString(),
                    p.otherBusyCores() == null ? "-" : String.format(Locale.ROOT, "%.2f", p.otherBusyCores()),
                    seconds(p.compilerCpuMillis()), seconds(p.collectorCpuMillis())));
        }
        return Html.table(List.of("phase", "wall s", "of the load's wall", "CPU s (process)",
                        cores > 0 ? "busy cores (of " + cores + ")" : "busy cores", "worker threads", "cores other processes kept busy",
                        "of the CPU, JIT compiler s", "of the CPU, collector s"), rows)
                + "<p class=\"note\">Busy cores: the whole process's CPU time over the phase ÷ its wall time. A phase near 1"
                + " on a machine of several cores ran on one core at a time; worker threads are those the engine said the"
                + " phase runs on (- where it did not say). Other processes: the machine's busy CPU less the load's, ÷ wall (- off"
                + " Linux); a phase on one core with the others busy had its cores taken, not left idle. JIT compiler and collector:"
                + " the JVM's own threads' share of the phase's CPU (the collector's with the VM thread, where the serial"
                + " collector the JVM picks on one CPU collects), - off Linux or in a record before schema 11: CPU the load's code"
                + " did not spend, and which a one-core and a two-core run spend differently. The process's CPU clock may count in the kernel's ticks (10 ms"
                + " on Linux): a phase of under a second has a rough figure.</p>\n";
    }

    private static String seconds(Double ms) {
        return ms == null ? "-" : String.format(Locale.ROOT, "%,.1f", ms / 1000);
    }

    /** "1.84 (92%)": the cores busy and their share of the cores there were. */
    private static String busy(Double busyCores, int cores) {
        if (busyCores == null) return "-";
        String n = String.format(Locale.ROOT, "%.2f", busyCores);
        return cores > 0 ? n + String.format(Locale.ROOT, " (%.0f%%)", 100 * busyCores / cores) : n;
    }
}
