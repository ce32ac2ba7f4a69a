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
        subcommands = {BenchCommand.Overhead.class, BenchCommand.Parse.class})
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

    @Command(name = "parse", mixinStandardHelpOptions = true, sortOptions = false,
            description = {"The Blazegraph engines' parse stage alone: loadscope's rio 5 front end versus Blazegraph's bundled "
                    + "Sesame 2.7 parser on one file (both make Blazegraph values, into a counting sink), alternating, "
                    + "in this JVM; median rates and their ratio."})
    static final class Parse implements Callable<Integer> {
        @Option(names = "--data", required = true, paramLabel = "FILE", description = "Input file (N-Triples etc.).")
        Path data;

        @Option(names = "--rounds", defaultValue = "3", description = "Timed rounds after one warm-up round. Default: ${DEFAULT-VALUE}.")
        int rounds;

        @Override
        public Integer call() throws Exception {
            if (!Files.isRegularFile(data)) {
                System.err.println("loadscope: error: " + data + ": no such file");
                return Main.USAGE;
            }
            io.loadscope.bench.ParseRate.Result r = io.loadscope.bench.ParseRate.run(data,
                    io.loadscope.bench.ParseRate.blazegraphParsers(), rounds, System.out);
            double rio = r.medianRate("rio5 (loadscope)");
            double stock = r.medianRate("stock (Sesame 2.7)");
            System.out.printf(Locale.ROOT, "%nparse stage, %,d statements, %d rounds: rio5 %,.0f statements/s, stock %,.0f statements/s;"
                    + " rio5/stock %.2f (target: rio5 >= 1,400,000 statements/s)%n", r.statements(), rounds, rio, stock, rio / stock);
            return Main.LOADED;
        }
    }
}
