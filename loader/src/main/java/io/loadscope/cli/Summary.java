package io.loadscope.cli;

import io.loadscope.record.InputStatus;
import io.loadscope.record.RunRecord;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/** The end-of-load summary, read from the run record only. */
final class Summary {
    private Summary() {
    }

    static void print(RunRecord r, PrintStream out) {
        RunRecord.Totals t = r.totals();
        out.printf(Locale.ROOT, "%nloadscope %s: %s, %s told, %,d in the store, %s, %,.0f statements/s%n",
                r.engine(), r.status(), statements(t.statementsTold()), t.statementsCommitted(), duration(Math.round(t.wallMillis())),
                t.statementsPerSecond());
        String uncompressed = t.uncompressedBytes() == 0 && t.compressedBytes() > 0
                ? "uncompressed size not measured (the engine reads the files itself)" : bytes(t.uncompressedBytes()) + " uncompressed";
        out.printf(Locale.ROOT, "input %s read, %s; store %s; heap peak %s of %s; GC %d collections, %,d ms%n",
                bytes(t.compressedBytes()), uncompressed, bytes(t.storeBytes()), bytes(t.peakHeapBytes()),
                bytes(r.jvm().heapMaxBytes()), t.gcCount(), t.gcPauseMillis());
        RunRecord.Machine m = r.environment() == null ? null : r.environment().machine();
        if (m != null) out.println(machineLine(m));
        for (RunRecord.ClassPathEntry c : r.jvm().classPath()) out.println(classPathLine(c));
        printThreads(r, out);
        printPhases(r, out);
        RunRecord.Durability d = r.durability();
        if (d != null) {
            out.printf(Locale.ROOT, "%ncommits: %,d (%s)%s; manifest %s%n", d.commits(),
                    d.describeCommitPolicy(),
                    d.inputsCommittedEarlier() > 0 ? String.format(Locale.ROOT, ", %,d input(s) skipped as committed earlier", d.inputsCommittedEarlier()) : "",
                    d.manifest());
            if (d.rejected() > 0) {
                long files = r.inputs().stream().filter(i -> i.status() == InputStatus.SKIPPED).count();
                out.printf(Locale.ROOT, "rejected: %,d (%,d line(s), %,d whole file(s)), listed in %s%n", d.rejected(),
                        d.rejected() - files, files, d.rejectsFile());
            }
        }
        for (String w : r.warnings()) out.println("warning: " + w);
        printAdvice(r, out);
    }

    /** One jar or directory added to the class path: where, how big, and the start of its SHA-256 (the record has all of it). */
    static String classPathLine(RunRecord.ClassPathEntry c) {
        return String.format(Locale.ROOT, "class path + %s (%s, sha256 %s)", c.path(), c.sizeBytes() < 0 ? "unreadable" : bytes(c.sizeBytes()),
                c.sha256() == null ? "-" : c.sha256().substring(0, 16) + "…");
    }

    /**
     * The stage table, per thread role: every role with a thread total (parser, writer, and every worker an engine
     * names: indexer.SPO, encoder.1 ...), then any role that booked stages without one, its shares then unknown ("-").
     */
    static void printThreads(RunRecord r, PrintStream out) {
        int width = 11;
        for (RunRecord.ThreadTotal th : r.threads()) width = Math.max(width, th.role().length());
        for (RunRecord.StageTotal s : r.stages()) width = Math.max(width, s.role().length());
        String role = "%-" + width + "s";
        out.printf(Locale.ROOT, "%n" + role + " %-24s %11s %7s %11s %9s%n", "thread", "stage", "wall ms", "share", "cpu ms", "events");
        java.util.Set<String> totalled = new java.util.HashSet<>();
        for (RunRecord.ThreadTotal th : r.threads()) {
            totalled.add(th.role());
            boolean worked = r.stages().stream().anyMatch(s -> s.role().equals(th.role()) && !s.stage().equals("writer_idle"));
            if (!worked) {
                // A worker that only waited (e.g. a quad index thread on triples-only data): one line.
                out.printf(Locale.ROOT, role + " %-24s %,11.1f %6s%n", th.role(), "idle throughout", th.wallMillis(), "100%");
                continue;
            }
            for (RunRecord.StageTotal s : r.stages()) {
                if (s.role().equals(th.role())) printStage(s, String.format(Locale.ROOT, "%6.1f%%", s.share() * 100), role, out);
            }
            out.printf(Locale.ROOT, role + " %-24s %,11.1f %6.1f%%%n", th.role(), "(unattributed)", th.unattributedMillis(),
                    th.unattributedShare() * 100);
            out.printf(Locale.ROOT, role + " %-24s %,11.1f %6s %11s%n", th.role(), "= thread wall", th.wallMillis(), "100%",
                    th.cpuMillis() == null ? "-" : String.format(Locale.ROOT, "%,.1f", th.cpuMillis()));
        }
        // A role timed by its stages alone (no thread total to take shares of) is still shown: its time is real work.
        for (RunRecord.StageTotal s : r.stages()) {
            if (!totalled.contains(s.role())) printStage(s, "-", role, out);
        }
    }

    private static void printStage(RunRecord.StageTotal s, String share, String role, PrintStream out) {
        out.printf(Locale.ROOT, role + " %-24s %,11.1f %7s %11s %,9d%n", s.role(), s.stage(), s.wallMillis(), share,
                s.cpuMillis() == null ? "-" : String.format(Locale.ROOT, "%,.1f", s.cpuMillis()), s.events());
    }

    /**
     * The engine's phases, when it names any: each one's wall time, the process's CPU time over it, and the cores it
     * kept busy (CPU ÷ wall) against the cores there are, with the worker threads the engine said it runs on and the
     * cores other processes kept busy meanwhile; of the CPU, the JVM's JIT compiler's and collector's (- where not known).
     */
    static void printPhases(RunRecord r, PrintStream out) {
        if (r.phases().isEmpty()) return;
        int cores = r.environment() == null ? 0 : r.environment().cores();
        int width = 24;
        for (RunRecord.Phase p : r.phases()) width = Math.max(width, p.name().length());
        String name = "%-" + width + "s";
        out.printf(Locale.ROOT, "%n" + name + " %11s %11s %17s %7s %13s %11s %11s%n", "phase", "wall ms", "cpu ms",
                cores > 0 ? "busy cores of " + cores : "busy cores", "threads", "other procs", "of it JIT", "of it GC");
        for (RunRecord.Phase p : r.phases()) {
            out.printf(Locale.ROOT, name + " %,11.1f %11s %17s %7s %13s %11s %11s%n", p.name(), p.wallMillis(),
                    p.cpuMillis() == null ? "-" : String.format(Locale.ROOT, "%,.1f", p.cpuMillis()),
                    p.busyCores() == null ? "-" : String.format(Locale.ROOT, "%.2f", p.busyCores()),
                    p.threads() == null ? "-" : p.threads().toString(),
                    p.otherBusyCores() == null ? "-" : String.format(Locale.ROOT, "%.2f", p.otherBusyCores()),
                    millis(p.compilerCpuMillis()), millis(p.collectorCpuMillis()));
        }
        printJournalTurn(r, out);
    }

    private static String millis(Double ms) {
        return ms == null ? "-" : String.format(Locale.ROOT, "%,.1f", ms);
    }

    /**
     * The sorted build's account of the journal's one turn (records go into Blazegraph's journal one at a time, whatever
     * the cores), per step the record names: a step whose writers held it for most of its wall is bound by it.
     */
    static void printJournalTurn(RunRecord r, PrintStream out) {
        java.util.Map<String, String> fixed = r.settings() == null ? java.util.Map.of() : r.settings().fixed();
        String prefix = "sortedBuild.journalTurn.", suffix = ".wallMillis";
        List<String> steps = fixed.keySet().stream().filter(k -> k.startsWith(prefix) && k.endsWith(suffix))
                .map(k -> k.substring(prefix.length(), k.length() - suffix.length())).toList();
        for (String step : steps) {
            String key = prefix + step + ".";
            String wall = fixed.get(key + "wallMillis"), held = fixed.get(key + "heldMillis"), waited = fixed.get(key + "waitedMillis");
            if (wall == null || held == null || waited == null) continue;
            long w = Long.parseLong(wall), h = Long.parseLong(held);
            out.printf(Locale.ROOT, "journal turn, %s: held %,d ms of %,d ms (%s), writers waited %,d ms for it, %,d records%n", step, h, w,
                    w > 0 ? String.format(Locale.ROOT, "%.0f%%", 100.0 * h / w) : "-", Long.parseLong(waited),
                    Long.parseLong(fixed.getOrDefault(key + "records", "0")));
        }
    }

    /** The advisor's findings: each bottleneck with its figures, what to change and what will not help, with sources. */
    static void printAdvice(RunRecord r, PrintStream out) {
        for (RunRecord.AdviceFinding f : r.advice()) {
            out.println();
            out.println("advice: " + f.summary());
            for (RunRecord.AdviceChange c : f.change()) out.println("  try: " + c.setting() + " — " + c.effect() + " (" + c.link() + ")");
            for (RunRecord.AdviceChange c : f.willNotHelp()) out.println("  will not help: " + c.setting() + " — " + c.effect() + " (" + c.link() + ")");
        }
    }

    /** Where to look next: the run record, the report and, if any, the rejects file. */
    static void printPaths(RunRecord r, java.nio.file.Path runDir, PrintStream out) {
        out.println("run record: " + runDir.resolve("run.json"));
        out.println("report:     " + runDir.resolve(io.loadscope.report.RunReport.FILE));
        RunRecord.Durability d = r.durability();
        if (d != null && d.rejectsFile() != null) out.println("rejects:    " + runDir.resolve(d.rejectsFile()));
    }

    /** The machine shape and what the kernel reported for it, in one line; figures the kernel did not give are left out. */
    static String machineLine(RunRecord.Machine m) {
        StringBuilder b = new StringBuilder("machine " + m.shape() + " (cgroup " + m.cgroup() + ")");
        if (m.memoryLimitBytes() >= 0) b.append(": limit ").append(bytes(m.memoryLimitBytes())).append(", peak ").append(bytes(m.peakMemoryBytes()));
        if (m.pageCacheBytes() >= 0) b.append(", page cache at end ").append(bytes(m.pageCacheBytes()));
        if (m.readBytes() >= 0) b.append("; read ").append(bytes(m.readBytes())).append(", written ").append(bytes(m.writtenBytes()));
        if (m.majorFaults() >= 0) b.append(String.format(Locale.ROOT, ", major faults %,d", m.majorFaults()));
        if (m.cpuMillis() >= 0) b.append(String.format(Locale.ROOT, "; CPU %,.1f s", m.cpuMillis() / 1000.0));
        if (!m.cpus().isEmpty()) b.append(" on CPUs ").append(m.cpus());
        if (m.cpuQuotaCores() > 0) {
            b.append(String.format(Locale.ROOT, ", quota %.2f cores, throttled %,.1f s", m.cpuQuotaCores(), m.throttledMillis() / 1000.0));
        }
        if (m.limitHits() > 0) b.append(String.format(Locale.ROOT, "; memory limit reached %,d times", m.limitHits()));
        if (m.oomKills() > 0) b.append(String.format(Locale.ROOT, "; %d process(es) killed for memory", m.oomKills()));
        if (!m.pageCacheDropped()) b.append("; page cache NOT dropped first");
        return b.toString();
    }

    /** "1 statement", "2,000 statements". */
    static String statements(long n) {
        return String.format(Locale.ROOT, "%,d %s", n, n == 1 ? "statement" : "statements");
    }

    static String duration(long millis) {
        long s = millis / 1000;
        return String.format(Locale.ROOT, "%02d:%02d:%02d.%01d", s / 3600, (s / 60) % 60, s % 60, (millis % 1000) / 100);
    }

    static String bytes(long n) {
        return io.loadscope.files.ByteSize.format(n);
    }
}
