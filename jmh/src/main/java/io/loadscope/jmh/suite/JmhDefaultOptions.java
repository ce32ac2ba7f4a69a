package io.loadscope.jmh.suite;

import io.loadscope.jmh.support.AsyncProfilerLib;
import io.loadscope.jmh.support.LoadRecordProfiler;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The options every suite run starts from, in one place; the user's {@code -Djmh.args} come after them and win.
 * <ul>
 * <li>fail on error: JMH otherwise exits 0 when a benchmark throws, and a failed load must fail the suite;</li>
 * <li>{@code -prof gc} and {@link LoadRecordProfiler}: allocation and GC from JMH, the run record's figures from
 * loadscope, as secondary results of every row;</li>
 * <li>async-profiler's native library unpacked under target/ when a user asks for {@code -prof async}.</li>
 * </ul>
 * The {@code smoke} suite runs every benchmark once on tiny data: it checks that the suite works, not how fast.
 */
public final class JmhDefaultOptions {
    private JmhDefaultOptions() {
    }

    static List<String> forSuite(String suite, List<String> userArgs, Path target) throws IOException {
        List<String> jmh = new ArrayList<>(List.of("-foe", "true", "-prof", "gc", "-prof", LoadRecordProfiler.class.getName()));
        switch (suite) {
            case "full" -> {
            }
            case "smoke" -> jmh.addAll(List.of("-f", "1", "-wi", "0", "-i", "1", "-p", "products=20", "-p", "kvScale=0.0001",
                    "-p", "workload=4,bsbm", "-p", "dataVsBudget=2"));
            default -> throw new IllegalArgumentException("jmh.suite must be full or smoke, not " + suite);
        }
        jmh.addAll(userArgs);
        return AsyncProfilerLib.withLibPath(jmh, target);
    }
}
