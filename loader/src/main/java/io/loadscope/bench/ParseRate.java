package io.loadscope.bench;

import io.loadscope.engine.blazegraph.ParseStages;
import io.loadscope.pipeline.InputOpener;
import io.loadscope.pipeline.InputSource;
import io.loadscope.pipeline.OpenedInput;
import io.loadscope.probe.ListenerDispatch;
import io.loadscope.probe.LoadProbes;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The parse stage alone, per parser, on one file in one JVM: rounds alternate the parsers (so a slow minute of a
 * shared machine hits them alike), the first round is JIT warm-up and not counted, and the report is each parser's
 * median rate and their ratio. Reading and decompression are loadscope's own in both, as in a load.
 */
public final class ParseRate {
    /** A parser under test: statements parsed from an opened input. */
    public interface Parser {
        long parse(OpenedInput input) throws Exception;
    }

    public record Result(Map<String, List<Long>> nanos, long statements) {
        public double medianRate(String parser) {
            return statements / (OverheadBenchmark.median(nanos.get(parser)) / 1e9);
        }
    }

    private ParseRate() {
    }

    public static Map<String, Parser> blazegraphParsers() {
        Map<String, Parser> m = new LinkedHashMap<>();
        m.put("rio5 (loadscope)", ParseStages::rio5);
        m.put("stock (Sesame 2.7)", ParseStages::stock);
        return m;
    }

    public static Result run(Path file, Map<String, Parser> parsers, int rounds, PrintStream out) throws Exception {
        Map<String, List<Long>> nanos = new LinkedHashMap<>();
        parsers.keySet().forEach(k -> nanos.put(k, new ArrayList<>()));
        long statements = -1;
        InputOpener opener = new InputOpener(null);
        for (int round = 0; round <= rounds; round++) {
            for (Map.Entry<String, Parser> p : parsers.entrySet()) {
                long t0 = System.nanoTime();
                long n;
                try (OpenedInput in = opener.open(InputSource.file(file), new LoadProbes(new ListenerDispatch()))) {
                    n = p.getValue().parse(in);
                }
                long t = System.nanoTime() - t0;
                if (statements >= 0 && n != statements) {
                    throw new IllegalStateException(p.getKey() + " parsed " + n + " statements, another parser " + statements);
                }
                statements = n;
                out.printf(Locale.ROOT, "%s %-20s %,d statements in %.2f s: %,.0f statements/s%n",
                        round == 0 ? "warm-up " : "round " + round, p.getKey(), n, t / 1e9, n / (t / 1e9));
                if (round > 0) nanos.get(p.getKey()).add(t);
            }
        }
        return new Result(nanos, statements);
    }
}
