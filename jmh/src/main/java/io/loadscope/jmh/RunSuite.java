package io.loadscope.jmh;

import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Runs the suite for {@code mvn -pl jmh verify}: {@code full} (the default: every knob at its default
 * size) or {@code smoke} (every benchmark once, on tiny data). JMH's own options, passed with
 * {@code -Djmh.args=...}, come after the suite's, so they win. Always fail-on-error: JMH otherwise exits
 * 0 when a benchmark throws. Writes JMH's JSON and a markdown summary into target/.
 */
public final class RunSuite {
    private RunSuite() {
    }

    public static void main(String[] args) throws Exception {
        String suite = args.length > 0 ? args[0] : "full";
        Path target = Path.of(args.length > 1 ? args[1] : "target");
        List<String> jmh = new ArrayList<>(List.of("-foe", "true"));
        if (suite.equals("smoke")) {
            jmh.addAll(List.of("-f", "1", "-wi", "0", "-i", "1", "-p", "products=20"));
        } else if (!suite.equals("full")) {
            throw new IllegalArgumentException("jmh.suite must be full or smoke, not " + suite);
        }
        for (int i = 2; i < args.length; i++) {
            if (!args[i].isBlank()) jmh.addAll(Arrays.asList(args[i].trim().split("\\s+")));
        }
        Path json = target.resolve("jmh-" + suite + ".json");
        jmh.addAll(List.of("-rf", "json", "-rff", json.toString()));
        try {
            new Runner(new CommandLineOptions(jmh.toArray(String[]::new))).run();
        } catch (CommandLineOptionException | RunnerException e) {
            System.err.println("loadscope jmh: " + e.getMessage());
            System.exit(1);
        }
        Path summary = target.resolve("jmh-" + suite + "-summary.md");
        JmhSummary.write(json, summary);
        System.out.println("JMH results: " + json + "\nsummary: " + summary);
    }
}
