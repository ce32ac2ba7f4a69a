package io.loadscope.jmh.support;

import io.loadscope.input.Compression;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The data parameters every benchmark that reads RDF shares (load knobs and the parse stage), so that
 * {@code -p products=N} or {@code -p dataset=sample} means the same input everywhere.
 */
@State(Scope.Benchmark)
public abstract class DataParams {
    /** {@code bsbm}: generated, sized by {@code products}; {@code sample}: the real sample in data/ (79,327 statements). */
    @Param({"bsbm"})
    public String dataset;

    /** BSBM products: 1000 ≈ 375,000 triples (ignored for the sample). */
    @Param({"1000"})
    public int products;

    /**
     * Makes the input before the first iteration, so that generating or packing data (tens of seconds at 10 M
     * statements) is never inside a timed iteration.
     */
    @Setup(Level.Trial)
    public void makeData() throws IOException {
        prepare();
    }

    /** What this benchmark reads; a class that reads more (another codec, chunks) adds it. */
    protected void prepare() throws IOException {
        input(Compression.NONE);
    }

    /** The input file for these parameters, in {@code codec} (made once, then cached). */
    protected Path input(Compression codec) throws IOException {
        return BenchData.file(dataset, products, codec);
    }

    /** The same data as a directory of {@code n} N-Triples files of whole lines (made once, then cached). */
    protected Path chunks(int n) throws IOException {
        return BenchData.chunks(input(Compression.NONE), n);
    }
}
