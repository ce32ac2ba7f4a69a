package io.loadscope.report;

import io.loadscope.record.RunRecord;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The machine shape a run ran on and what the kernel reported for it, from the run record's environment.machine. */
final class MachineTable {
    private MachineTable() {
    }

    /** Empty when the run had no shape. */
    static String of(RunRecord r) {
        RunRecord.Machine m = r.environment() == null ? null : r.environment().machine();
        if (m == null) return "";
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("shape", m.shape() + " (cgroup " + m.cgroup() + ")"));
        rows.add(List.of("memory limit", m.memory()));
        if (!m.cpus().isEmpty()) rows.add(List.of("CPUs", m.cpus()));
        if (m.cpuQuotaCores() > 0) rows.add(List.of("CPU quota", String.format(Locale.ROOT, "%.2f cores", m.cpuQuotaCores())));
        rows.add(List.of("page cache dropped first", m.pageCacheDropped() ? "yes" : "no"));
        rows.add(List.of("peak memory" + (m.peakSinceLoadStart() ? "" : " (since the group was made)"), bytes(m.peakMemoryBytes())));
        rows.add(List.of("page cache at the end", bytes(m.pageCacheBytes())));
        rows.add(List.of("heap and other anonymous memory at the end", bytes(m.anonymousBytes())));
        rows.add(List.of("read from storage", bytes(m.readBytes())));
        rows.add(List.of("written to storage", bytes(m.writtenBytes())));
        rows.add(List.of("major page faults", count(m.majorFaults())));
        rows.add(List.of("CPU time", m.cpuMillis() < 0 ? "?" : String.format(Locale.ROOT, "%,.1f s", m.cpuMillis() / 1000.0)));
        if (m.cpuQuotaCores() > 0) {
            rows.add(List.of("stopped by the CPU quota", String.format(Locale.ROOT, "%,.1f s in %s periods", m.throttledMillis() / 1000.0,
                    count(m.throttledPeriods()))));
        }
        rows.add(List.of("memory limit reached", count(m.limitHits()) + " times"));
        if (m.oomKills() > 0) rows.add(List.of("killed for memory", count(m.oomKills())));
        String notes = m.notes().isEmpty() ? "" : "<p class=\"note\">" + Html.esc(String.join(" ", m.notes())) + "</p>\n";
        return Html.table(List.of("machine", "value"), rows) + notes;
    }

    private static String bytes(long n) {
        return n < 0 ? "?" : String.format(Locale.ROOT, "%,.1f MiB", n / (1024.0 * 1024.0));
    }

    private static String count(long n) {
        return n < 0 ? "?" : String.format(Locale.ROOT, "%,d", n);
    }
}
