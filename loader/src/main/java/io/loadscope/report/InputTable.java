package io.loadscope.report;

import io.loadscope.record.RunRecord;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The inputs of a run as a table: what each was, how much it held, how long it took and how it ended. */
final class InputTable {
    /** A tree of a hundred thousand files would make a page no browser opens; the run record keeps them all. */
    static final int MAX_ROWS = 1000;
    private static final double MIB = 1024.0 * 1024.0;

    private InputTable() {
    }

    static String of(RunRecord r) {
        List<RunRecord.Input> inputs = r.inputs();
        if (inputs.isEmpty()) return "<p class=\"note\">No inputs were read.</p>\n";
        List<List<String>> rows = new ArrayList<>();
        for (RunRecord.Input in : inputs.subList(0, Math.min(MAX_ROWS, inputs.size()))) {
            rows.add(List.of(in.name(), nz(in.format()), nz(in.compression()), mib(in.sizeBytes()), mib(in.uncompressedBytes()),
                    String.format(Locale.ROOT, "%,d", in.statements()), String.format(Locale.ROOT, "%.2f", in.wallMillis() / 1000),
                    in.status().label(), in.rejected() > 0 ? String.format(Locale.ROOT, "%,d", in.rejected()) : ""));
        }
        String table = Html.table(List.of("input", "format", "compression", "MiB", "MiB uncompressed", "statements", "seconds",
                "status", "rejected"), rows);
        if (inputs.size() <= MAX_ROWS) return table;
        return table + "<p class=\"note\">The first " + MAX_ROWS + " of " + String.format(Locale.ROOT, "%,d", inputs.size())
                + " inputs; run.json lists every one.</p>\n";
    }

    private static String mib(long bytes) {
        return bytes < 0 ? "" : String.format(Locale.ROOT, "%.2f", bytes / MIB);
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }
}
