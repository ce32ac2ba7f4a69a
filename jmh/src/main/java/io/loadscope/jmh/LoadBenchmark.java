package io.loadscope.jmh;

import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import io.loadscope.pipeline.Compression;
import io.loadscope.record.RunRecord;

import java.io.IOException;
import java.util.Map;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * What every knob benchmark shares: a whole load has no steady state, so each iteration is one load
 * (SingleShotTime) into a fresh store; the data size is a parameter; the first value of each knob's
 * {@code @Param} list is that knob's default, which the summary compares against.
 *
 * <p>Sizes and counts come from measurement on a 2-core VM: the JIT needs about a million statements before
 * Blazegraph's load time settles (the first load of a fork is 1.5× slower), hence three warm-up loads; the
 * per-load spread is about 2–3 % at 375,000 statements and twice that at half the size, hence 1000 products
 * and six measured loads rather than more, smaller ones.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 6)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
public abstract class LoadBenchmark {
    /** BSBM products: 1000 ≈ 375,000 triples. */
    @Param({"1000"})
    public int products;

    protected Path store;

    @Setup(Level.Iteration)
    public void freshStore() throws IOException {
        store = Loads.freshStore(getClass().getSimpleName());
    }

    @TearDown(Level.Iteration)
    public void dropStore() throws IOException {
        Loads.delete(store);
    }

    /** One load of the BSBM data into this iteration's store; LoadRecordProfiler reports its run record. */
    protected RunRecord load(String engine, Map<String, String> settings, Compression codec) throws Exception {
        return Loads.load(engine, settings, store, BsbmData.file(products, codec));
    }
}
