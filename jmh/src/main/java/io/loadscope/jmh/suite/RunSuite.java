package io.loadscope.jmh.suite;

import io.loadscope.jmh.load.JdkBenchmark;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.loadscope.bench.InstalledJdks;
import io.loadscope.jmh.findings.FindingsReport;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.NoBenchmarksException;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Runs the suite for {@code mvn -pl jmh verify}: {@code full} (the default: every knob at its default
 * size) or {@code smoke} (every benchmark once, on tiny data), from {@link JmhDefaultOptions}; JMH's own options,
 * passed with {@code -Djmh.args=...}, come after the suite's, so they win. {@link JdkBenchmark} runs
 * once more per installed JDK (JMH's {@code -jvm}); its results join the others. Writes JMH's JSON and a
 * markdown summary into target/.
 */
public final class RunSuite {
    private static final String JDK_CLASS = JdkBenchmark.class.getName();
    private static final List<String> JDK_METHODS = List.of(JDK_CLASS + ".blazegraph", JDK_CLASS + ".tdb2");

    private RunSuite() {
    }

    public static void main(String[] args) throws Exception {
        String suite = args.length > 0 ? args[0] : "full";
        Path target = Path.of(args.length > 1 ? args[1] : "target");
        List<String> user = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            if (!args[i].isBlank()) user.addAll(Arrays.asList(args[i].trim().split("\\s+")));
        }
        try {
            MachineLauncher.shape();
        } catch (IllegalArgumentException e) {
            System.err.println("loadscope jmh: " + e.getMessage());
            System.exit(2);
        }
        Path json = target.resolve("jmh-" + suite + ".json");
        Files.createDirectories(target);
        List<List<String>> runs = JmhDefaultOptions.forSuite(suite, user, target);
        try {
            List<Path> parts = new ArrayList<>();
            for (int i = 0; i < runs.size(); i++) {
                CommandLineOptions options = new CommandLineOptions(runs.get(i).toArray(String[]::new));
                Path main = target.resolve("jmh-" + suite + "-knobs" + (runs.size() > 1 ? "-" + (i + 1) : "") + ".json");
                ChainedOptionsBuilder knobs = new OptionsBuilder().parent(options).exclude(Pattern.quote(JDK_CLASS));
                if (run(knobs.resultFormat(ResultFormatType.JSON).result(main.toString()).build())) {
                    parts.add(main);
                }
                if (i == 0) parts.addAll(runPerJdk(options, target, suite));
            }
            if (parts.isEmpty()) throw new RunnerException("no benchmark matches the suite's or your includes");
            merge(parts, json);
        } catch (CommandLineOptionException | RunnerException e) {
            System.err.println("loadscope jmh: " + e.getMessage());
            System.exit(1);
        }
        Path summary = target.resolve("jmh-" + suite + "-summary.md");
        JmhSummary.write(json, summary);
        System.out.println("JMH results: " + json + "\nsummary: " + summary);
        Suites.Suite chosen = Suites.get(suite);
        if (chosen.findings()) {
            Path dir = JmhDefaultOptions.runsDir(target, suite).getParent();
            Path findings = FindingsReport.write(JmhDefaultOptions.runsDir(target, suite), dir, suite + ": " + chosen.question());
            Path report = dir.resolve("report.html");
            RunComparison.writeReport(JmhDefaultOptions.runsDir(target, suite), report);
            // The table of loads, for the terminal: the comparison a user came for.
            Files.readAllLines(findings).stream().filter(l -> l.startsWith("|")).forEach(System.out::println);
            System.out.println("findings (table and charts): " + findings.toAbsolutePath());
            System.out.println("report of the loads side by side: " + report.toAbsolutePath());
        }
    }

    /** Runs; false when nothing matched (the user's includes may select only the JDK benchmark). */
    private static boolean run(Options o) throws RunnerException {
        try {
            new Runner(o).run();
            return true;
        } catch (NoBenchmarksException e) {
            return false;
        }
    }

    /** JdkBenchmark once per installed JDK, if the includes select it. */
    private static List<Path> runPerJdk(CommandLineOptions user, Path target, String suite) throws RunnerException, IOException {
        List<String> includes = new ArrayList<>();
        if (user.getIncludes().isEmpty()) {
            includes.add(Pattern.quote(JDK_CLASS) + "\\.");
        } else {
            for (String re : user.getIncludes()) {
                Pattern p = Pattern.compile(re);
                if (JDK_METHODS.stream().anyMatch(m -> p.matcher(m).find())) includes.add(re);
            }
        }
        for (String re : user.getExcludes()) {
            Pattern p = Pattern.compile(re);
            if (JDK_METHODS.stream().allMatch(m -> p.matcher(m).find())) return List.of();
        }
        if (includes.isEmpty()) return List.of();
        List<Path> out = new ArrayList<>();
        for (InstalledJdks.Jdk jdk : InstalledJdks.find()) {
            Path json = target.resolve("jmh-" + suite + "-jdk" + jdk.feature() + ".json");
            var shape = MachineLauncher.shape();
            String java = shape == null ? jdk.java().toString() : MachineLauncher.script(target, shape, jdk.java()).toString();
            ChainedOptionsBuilder b = copyOf(user).jvm(java).param("jdk", Integer.toString(jdk.feature()))
                    .resultFormat(ResultFormatType.JSON).result(json.toString());
            includes.forEach(b::include);
            System.out.println("# loadscope: JdkBenchmark on Java " + jdk.version() + " (" + jdk.home() + ")");
            if (run(b.build())) out.add(json);
        }
        return out;
    }

    /** The user's run options without their include patterns (OptionsBuilder would add a parent's includes). */
    private static ChainedOptionsBuilder copyOf(CommandLineOptions o) {
        ChainedOptionsBuilder b = new OptionsBuilder();
        o.getExcludes().forEach(b::exclude);
        o.getProfilers().forEach(p -> b.addProfiler(p.getKlass(), p.getOpts()));
        ifSet(o.shouldFailOnError(), b::shouldFailOnError);
        ifSet(o.shouldDoGC(), b::shouldDoGC);
        ifSet(o.verbosity(), b::verbosity);
        ifSet(o.getForkCount(), b::forks);
        ifSet(o.getWarmupForkCount(), b::warmupForks);
        ifSet(o.getWarmupIterations(), b::warmupIterations);
        ifSet(o.getWarmupTime(), b::warmupTime);
        ifSet(o.getMeasurementIterations(), b::measurementIterations);
        ifSet(o.getMeasurementTime(), b::measurementTime);
        ifSet(o.getTimeout(), b::timeout);
        ifSet(o.getTimeUnit(), b::timeUnit);
        o.getBenchModes().forEach(b::mode);
        ifSet(o.getJvmArgs(), a -> b.jvmArgs(a.toArray(String[]::new)));
        ifSet(o.getJvmArgsAppend(), a -> b.jvmArgsAppend(a.toArray(String[]::new)));
        ifSet(o.getJvmArgsPrepend(), a -> b.jvmArgsPrepend(a.toArray(String[]::new)));
        // JMH cannot list the -p names given; these are the ones JdkBenchmark has besides jdk.
        for (String name : List.of("dataset", "products")) {
            ifSet(o.getParameter(name), v -> b.param(name, v.toArray(String[]::new)));
        }
        return b;
    }

    private static <T> void ifSet(org.openjdk.jmh.util.Optional<T> value, java.util.function.Consumer<T> use) {
        if (value.hasValue()) use.accept(value.get());
    }

    private static void merge(List<Path> parts, Path json) throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        ArrayNode all = mapper.createArrayNode();
        for (Path p : parts) all.addAll((ArrayNode) mapper.readTree(p.toFile()));
        mapper.writerWithDefaultPrettyPrinter().writeValue(json.toFile(), all);
    }
}
