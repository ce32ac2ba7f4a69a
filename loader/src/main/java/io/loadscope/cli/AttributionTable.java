package io.loadscope.cli;

import io.loadscope.record.RunRecord;

import java.io.PrintStream;
import java.nio.file.Path;

/** Prints a profiled load's flame graphs and, per thread role, sampled against probed shares. */
final class AttributionTable {
    private AttributionTable() {
    }

    static void print(RunRecord.Profiling p, Path runDir, PrintStream out) {
        out.println();
        out.println("profile: " + String.join(", ", p.events())
                + (p.cpuEngine() == null ? "" : " (CPU samples from " + p.cpuEngine() + ")")
                + "; JFR: " + runDir.resolve(p.jfr()) + String.format("; written in %.0f ms after the load", p.postProcessingMillis()));
        p.flameGraphs().forEach((event, file) -> out.println("  flame graph " + event + ": " + runDir.resolve(file)));
        p.notes().forEach(n -> out.println("  note: " + n));
        for (RunRecord.Attribution a : p.attribution()) {
            for (RunRecord.RoleAttribution r : a.roles()) {
                if (r.samples() == 0) continue;
                out.printf("%n  %s samples on role %s (%,d samples; threads %s)%n", a.event(), r.role(), r.samples(), String.join(", ", r.threads()));
                out.printf("    %-24s %9s %9s%n", "stage", "probes", "samples");
                for (RunRecord.CategoryShare c : r.rows()) {
                    out.printf("    %-24s %8.1f%% %8.1f%%%n", c.category(), 100 * c.probeShare(), 100 * c.sampledShare());
                }
                out.println("    " + r.note());
            }
        }
    }
}
