package io.loadscope.jmh.parse;

import io.loadscope.bench.ParseRate;
import io.loadscope.input.Compression;
import io.loadscope.input.InputOpener;
import io.loadscope.input.InputSource;
import io.loadscope.input.OpenedInput;
import io.loadscope.jmh.support.DataParams;
import io.loadscope.jmh.support.IterationHandOff;
import io.loadscope.probe.ListenerDispatch;
import io.loadscope.probe.LoadProbes;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * The Blazegraph engines' parse stage alone, no store: loadscope's rio 5 front end with block parsers (the default)
 * and with one thread, against the Sesame 2.7 parser Blazegraph bundles ({@code --parser stock}). Reading is
 * loadscope's own in all three, as in a load. The score is the time to parse the file; {@code rate} is statements per
 * second. {@code loadscope bench parse} measures the same parsers in one JVM with alternating rounds.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
public class ParseBenchmark extends DataParams {
    @Param({"rio5-blocks", "rio5-one-thread", "stock"})
    public String parser;

    private ParseRate.Parser chosen;
    private Path file;

    @Setup
    public void choose() throws Exception {
        file = input(Compression.NONE);
        // Two block parsers whatever the machine, so rows compare across machines; the engine default is half the cores.
        var parsers = ParseRate.blazegraphParsers(2, null);
        chosen = switch (parser) {
            case "rio5-blocks" -> parsers.get(ParseRate.RIO5_BLOCKS + " (2)");
            case "rio5-one-thread" -> parsers.get(ParseRate.RIO5_ONE);
            case "stock" -> parsers.get(ParseRate.STOCK);
            default -> throw new IllegalArgumentException("unknown parser " + parser);
        };
    }

    @Benchmark
    public long parse() throws Exception {
        long t0 = System.nanoTime();
        long statements;
        try (OpenedInput in = new InputOpener(null).open(InputSource.file(file), new LoadProbes(new ListenerDispatch()))) {
            statements = chosen.parse(in);
        }
        IterationHandOff.figure("rate", statements / ((System.nanoTime() - t0) / 1e9), "statements/s");
        return statements;
    }
}
