package io.loadscope.bench;

import io.loadscope.engine.blazegraph.ParseStages;
import io.loadscope.input.InputOpener;
import io.loadscope.input.InputSource;
import io.loadscope.input.OpenedInput;
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
            return statements / (OverheadComparison.median(nanos.get(parser)) / 1e9);
        }
    }

    private ParseRate() {
    }

    public static final String RIO5_BLOCKS = "rio5, blocks";
    public static final String RIO5_ONE = "rio5, 1 thread";
    public static final String STOCK = "stock (Sesame 2.7)";
    public static final String SERDI = "serdi (C)";

    /**
     * loadscope's rio 5 stage with {@code threads} block parsers and with one, and the bundled parser; and serdi, a C
     * parser, when {@code serdi} is given: it parses and writes N-Triples, which this JVM counts, for a native rate
     * on the same machine.
     */
    public static Map<String, Parser> blazegraphParsers(int threads, Path serdi) {
        Map<String, Parser> m = new LinkedHashMap<>();
        if (threads > 1) m.put(RIO5_BLOCKS + " (" + threads + ")", in -> ParseStages.rio5(in, threads));
        m.put(RIO5_ONE, in -> ParseStages.rio5(in, 1));
        m.put(STOCK, ParseStages::stock);
        if (serdi != null) m.put(SERDI, in -> serdi(serdi, in));
        return m;
    }

    private static long serdi(Path serdi, OpenedInput in) throws Exception {
        String syntax = switch (in.format()) {
            case NTRIPLES -> "ntriples";
            case NQUADS -> "nquads";
            case TURTLE -> "turtle";
            case TRIG -> "trig";
            default -> throw new IllegalArgumentException("serdi does not read " + in.format());
        };
        Process p = new ProcessBuilder(serdi.toString(), "-i", syntax, "-o", syntax.equals("nquads") || syntax.equals("trig") ? "nquads" : "ntriples", "-")
                .redirectError(ProcessBuilder.Redirect.INHERIT).start();
        Thread feed = new Thread(() -> {
            try (var out = p.getOutputStream()) {
                in.stream().transferTo(out);
            } catch (java.io.IOException e) {
                p.destroy();
            }
        }, "serdi-feed");
        feed.start();
        long lines = 0;
        byte[] b = new byte[1 << 16];
        try (var out = p.getInputStream()) {
            for (int n; (n = out.read(b)) > 0; ) {
                for (int i = 0; i < n; i++) if (b[i] == '\n') lines++;
            }
        }
        feed.join();
        if (p.waitFor() != 0) throw new IllegalStateException("serdi exited with " + p.exitValue());
        return lines;
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
                try (OpenedInput in = opener.open(InputSource.file(file), LoadProbes.discard())) {
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
