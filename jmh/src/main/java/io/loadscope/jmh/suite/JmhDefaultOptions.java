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
 * The suites themselves (what each runs) are {@link Suites}.
 */
public final class JmhDefaultOptions {
    private JmhDefaultOptions() {
    }

    /** The JMH arguments of each run of the suite (most suites are one run; the KV suite has several). */
    static List<List<String>> forSuite(String suite, List<String> userArgs, Path target) throws IOException {
        Suites.Suite chosen = Suites.get(suite);
        List<List<String>> out = new ArrayList<>();
        for (List<String> part : chosen.runs()) {
            List<String> jmh = new ArrayList<>(List.of("-foe", "true", "-prof", "gc", "-prof", LoadRecordProfiler.class.getName()));
            List<String> args = withoutParamsGiven(part, userArgs);
            if (chosen.findings()) {
                // JMH interrupts an iteration after 10 minutes by default; a 100 M-statement load takes longer.
                jmh.addAll(List.of("-to", "5400s"));
                // Every load's run record is kept for the plots, under the suite's own directory.
                String keep = "-Dloadscope.jmh.keepRuns=" + runsDir(target, suite).toAbsolutePath();
                int prepend = args.indexOf("-jvmArgsPrepend");
                if (prepend >= 0) args.set(prepend + 1, args.get(prepend + 1) + " " + keep);
                else args.addAll(List.of("-jvmArgsPrepend", keep));
            }
            var shape = MachineLauncher.shape();
            if (shape != null) {
                jmh.addAll(List.of("-jvm", MachineLauncher.script(target, shape, Path.of(System.getProperty("java.home"), "bin", "java")).toString()));
            }
            jmh.addAll(args);
            jmh.addAll(userArgs);
            out.add(AsyncProfilerLib.withLibPath(jmh, target));
        }
        return out;
    }

    /**
     * The suite's arguments less its {@code -p name=...} for every parameter the user sets: JMH would otherwise run
     * both value lists (its -p adds up), so {@code -Djmh.args="-p products=300"} would not shrink a findings suite.
     */
    static List<String> withoutParamsGiven(List<String> suite, List<String> user) {
        java.util.Set<String> given = new java.util.HashSet<>();
        for (int i = 0; i + 1 < user.size(); i++) {
            if (user.get(i).equals("-p")) given.add(user.get(i + 1).split("=", 2)[0]);
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < suite.size(); i++) {
            if (suite.get(i).equals("-p") && i + 1 < suite.size() && given.contains(suite.get(i + 1).split("=", 2)[0])) {
                i++;
                continue;
            }
            out.add(suite.get(i));
        }
        return out;
    }

    /** Where a findings suite keeps its loads' run records: {@code target/findings/<suite>/runs}. */
    static Path runsDir(Path target, String suite) {
        return target.resolve("findings").resolve(suite).resolve("runs");
    }
}
