package io.loadscope.cli;

import io.loadscope.bench.OverheadComparison;
import io.loadscope.input.InputError;
import io.loadscope.pipeline.SettingsSplit;
import io.loadscope.record.BlazegraphParser;
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
            description = {"loadscope load (the CLI, as a user runs it) versus the engine's stock loader on the same file with "
                    + "the same settings, alternating fresh JVMs: whole-process and load-only medians, their ratios, and "
                    + "each side's fixed costs. With --parser stock both parse alike, so the ratio is the instrumentation's "
                    + "overhead (target: <= 1.02); without it, the ratio includes loadscope's own parse stage."})
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
            String engineName = resolved.engine();
            Map<String, String> settings;
            io.loadscope.engine.EngineConfig config;
            try {
                io.loadscope.engine.Engine engine = io.loadscope.engine.registry.Engines.byName(engineName);
                // Both sides load with the engine's settings alone: the stock side has no loader knobs to take.
                Map<String, String> own = SettingsSplit.of(engine, resolved.settings()).engine();
                config = engine.configure(own);
                settings = new LinkedHashMap<>(own);
            } catch (IllegalArgumentException | InputError e) {
                System.err.println("loadscope: error: " + e.getMessage());
                return Main.USAGE;
            }
            if (!(config instanceof io.loadscope.engine.StockBaseline stock)) {
                System.err.println("loadscope: error: engine " + engineName + " has no stock loader to compare with");
                return Main.USAGE;
            }
            stock.extraChecksOff().forEach(settings::putIfAbsent);
            Path settingsFile = OverheadRun.writeSettings(settings, work);
            OverheadComparison.Result r = OverheadComparison.run(OverheadRun.class,
                    (mode, store) -> OverheadRun.arguments(mode, engineName, store, settingsFile, data), work, pairs,
                    List.of("-Xms" + heap, "-Xmx" + heap), System.out);
            System.out.printf(Locale.ROOT, "%n%s, %,d statements, %d pairs, -Xmx%s, %s (medians):%n", engineName,
                    r.statements(), pairs, heap, BlazegraphParser.in(settings).map(BlazegraphParser::key).orElse("default parser"));
            System.out.printf(Locale.ROOT, "  whole process  stock %8.2f s  loadscope %8.2f s  loadscope/stock %.4f (median of pair ratios %.4f)%n",
                    median(r.stock().processNanos()), median(r.instrumented().processNanos()), r.processRatio(), r.processPairRatio());
            System.out.printf(Locale.ROOT, "  load only      stock %8.2f s  loadscope %8.2f s  loadscope/stock %.4f (median of pair ratios %.4f)%n",
                    median(r.stock().loadNanos()), median(r.instrumented().loadNanos()), r.loadRatio(), r.loadPairRatio());
            System.out.printf(Locale.ROOT, "  fixed costs    stock %8.2f s  loadscope %8.2f s  (whole process minus load: JVM start, class loading;"
                    + " loadscope also its CLI, run record and report)%n",
                    r.stock().medianFixedNanos() / 1e9, r.instrumented().medianFixedNanos() / 1e9);
            System.out.println("  overhead target (same parser, --parser stock): whole process <= 1.02");
            return Main.LOADED;
        }

        private static double median(List<Long> v) {
            return OverheadComparison.median(v) / 1e9;
        }
    }

    @Command(name = "parse", mixinStandardHelpOptions = true, sortOptions = false,
            description = {"The Blazegraph engines' parse stage alone: loadscope's rio 5 front end (block parsers and one "
                    + "thread) versus Blazegraph's bundled Sesame 2.7 parser on one file (all make Blazegraph values, into a "
                    + "counting sink), and serdi when found, alternating, in this JVM; median rates and their ratios."})
    static final class Parse implements Callable<Integer> {
        @Option(names = "--data", required = true, paramLabel = "FILE", description = "Input file (N-Triples etc.).")
        Path data;

        @Option(names = "--rounds", defaultValue = "3", description = "Timed rounds after one warm-up round. Default: ${DEFAULT-VALUE}.")
        int rounds;

        @Option(names = "--threads", paramLabel = "N", description = "Block parsers for N-Triples/N-Quads. Default: "
                + "the cores, at most 4.")
        Integer threads;

        @Option(names = "--serdi", paramLabel = "PROGRAM", description = "serdi to compare with. Default: serdi on the PATH, if any.")
        Path serdi;

        @Override
        public Integer call() throws Exception {
            if (!Files.isRegularFile(data)) {
                System.err.println("loadscope: error: " + data + ": no such file");
                return Main.USAGE;
            }
            // The parse stage's own ceiling: as many block parsers as cores (a load's default leaves half to the writer).
            int n = threads != null ? threads : Math.min(4, Runtime.getRuntime().availableProcessors());
            Path serdiProgram = serdi != null ? serdi : onPath("serdi");
            var parsers = io.loadscope.bench.ParseRate.blazegraphParsers(n, serdiProgram);
            io.loadscope.bench.ParseRate.Result r = io.loadscope.bench.ParseRate.run(data, parsers, rounds, System.out);
            double stock = r.medianRate(io.loadscope.bench.ParseRate.STOCK);
            System.out.printf(Locale.ROOT, "%nparse stage, %,d statements, %d rounds, %d cores (median rates):%n",
                    r.statements(), rounds, Runtime.getRuntime().availableProcessors());
            for (String p : parsers.keySet()) {
                System.out.printf(Locale.ROOT, "  %-22s %,11.0f statements/s  %.2f x stock%n", p, r.medianRate(p), r.medianRate(p) / stock);
            }
            System.out.println("  target: rio5 >= 1,400,000 statements/s (set on a faster machine, where serdi ran 1.4 M/s)");
            return Main.LOADED;
        }

        private static Path onPath(String program) {
            for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
                Path p = Path.of(dir, program);
                if (Files.isExecutable(p)) return p;
            }
            return null;
        }
    }
}
