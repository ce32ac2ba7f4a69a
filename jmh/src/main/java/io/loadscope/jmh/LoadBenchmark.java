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
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 5)
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

    /** One load of the BSBM data into this iteration's store; its stage times go to the counters. */
    protected RunRecord load(String engine, Map<String, String> settings, Compression codec, StageCounters counters)
            throws Exception {
        RunRecord r = Loads.load(engine, settings, store, BsbmData.file(products, codec));
        counters.add(r);
        return r;
    }
}
