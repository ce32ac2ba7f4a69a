package io.loadscope.jmh.load;

import io.loadscope.jmh.support.DataParams;
import io.loadscope.jmh.support.LoadRecordProfiler;
import io.loadscope.jmh.support.Loads;

import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import io.loadscope.input.Compression;
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
 * <p>Sizes and counts come from measurement on a 2-core VM: Blazegraph's load time keeps falling for about
 * two million statements into a fork (its first load is 1.5–2× slower), hence five warm-up loads of 375,000
 * statements; after that one load differs from the next by 2–4 % (5–7 % at half the size, where the per-load
 * fixed costs weigh more), hence eight measured loads of 1000 products.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5)
@Measurement(iterations = 8)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
public abstract class LoadBenchmark extends DataParams {
    protected Path store;

    @Setup(Level.Iteration)
    public void freshStore() throws IOException {
        store = Loads.freshStore(getClass().getSimpleName());
    }

    @TearDown(Level.Iteration)
    public void dropStore() throws IOException {
        io.loadscope.files.Directories.delete(store);
    }

    /** One load of the BSBM data into this iteration's store; LoadRecordProfiler reports its run record. */
    protected RunRecord load(String engine, Map<String, String> settings, Compression codec) throws Exception {
        return load(engine, settings, input(codec));
    }

    /** One load of {@code input} (a file, or a directory of files) into this iteration's store. */
    protected RunRecord load(String engine, Map<String, String> settings, Path input) throws Exception {
        return Loads.load(engine, settings, store, input);
    }
}
