package io.loadscope.cli;

import io.loadscope.bench.OverheadBenchmark;
import io.loadscope.pipeline.InputError;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

@Command(name = "bench", mixinStandardHelpOptions = true, description = "Benchmarks of loadscope itself.",
        subcommands = {BenchCommand.Overhead.class})
final class BenchCommand {

    @Command(name = "overhead", mixinStandardHelpOptions = true, sortOptions = false,
            description = {"Instrumented versus stock load of the same file with the same settings, alternating "
                    + "fresh JVMs, and the ratio of their median wall times (target: <= 1.02)."})
    static final class Overhead implements Callable<Integer> {
        @Option(names = "--data", required = true, paramLabel = "FILE", description = "Input file (N-Triples etc.).")
        Path data;

        @Option(names = "--work", defaultValue = "target/overhead", paramLabel = "DIR", description = "Scratch directory. Default: ${DEFAULT-VALUE}.")
        Path work;

        @Mixin
        EngineOptions engineOptions = new EngineOptions();

        @Option(names = "--pairs", defaultValue = "9", description = "Stock/instrumented pairs. Default: ${DEFAULT-VALUE}.")
        int pairs;

        @Option(names = "--heap", defaultValue = "2g", description = "-Xmx of each run. Default: ${DEFAULT-VALUE}.")
        String heap;

        @Override
        public Integer call() throws Exception {
            if (!Files.isRegularFile(data)) {
                System.err.println("loadscope: error: " + data + ": no such file");
                return Main.USAGE;
            }
            EngineOptions.Resolved resolved;
            try {
                resolved = engineOptions.resolve();
            } catch (InputError e) {
                System.err.println("loadscope: error: " + e.getMessage());
                return Main.USAGE;
            }
            Map<String, String> settings = new LinkedHashMap<>(resolved.settings());
            settings.keySet().removeIf(k -> k.startsWith("loader."));
            String engineName = resolved.engine();
            OverheadBenchmark.Result r = OverheadBenchmark.run(engineName, settings, data, work, pairs,
                    List.of("-Xms" + heap, "-Xmx" + heap), System.out);
            System.out.printf(Locale.ROOT, "%noverhead %s, %,d statements, %d pairs: median stock %.2f s, "
                            + "median instrumented %.2f s; instrumented/stock: ratio of medians %.4f, "
                            + "median of pair ratios %.4f (target <= 1.02)%n",
                    engineName, r.statements(), pairs, median(r.stockNanos()), median(r.instrumentedNanos()),
                    r.medianRatio(), r.medianPairRatio());
            return Main.LOADED;
        }

        private static double median(List<Long> v) {
            return OverheadBenchmark.median(v) / 1e9;
        }
    }
}
