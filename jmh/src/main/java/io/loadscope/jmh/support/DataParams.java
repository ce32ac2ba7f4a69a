package io.loadscope.jmh.support;

import io.loadscope.input.Compression;
import org.openjdk.jmh.annotations.Param;
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

    /** The input file for these parameters, in {@code codec} (made once, then cached). */
    protected Path input(Compression codec) throws IOException {
        return BenchData.file(dataset, products, codec);
    }
}
