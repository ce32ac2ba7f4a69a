package io.loadscope.jmh.load;


import io.loadscope.input.Compression;
import io.loadscope.input.InputOpener;
import io.loadscope.input.InputSource;
import io.loadscope.pipeline.LoadPipeline;
import io.loadscope.input.OpenedInput;
import io.loadscope.probe.ListenerDispatch;
import io.loadscope.probe.LoadProbes;
import io.loadscope.record.RunRecord;
import org.eclipse.rdf4j.rio.RDFFormat;
import org.eclipse.rdf4j.rio.RDFParser;
import org.eclipse.rdf4j.rio.Rio;
import org.eclipse.rdf4j.rio.helpers.AbstractRDFHandler;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

import java.util.Map;

/**
 * The gzip decoder's input buffer, from the JDK's 512-byte default (what SPARQL LOAD uses) to 1 MiB:
 * gunzip + parse alone, and a whole load. The Blazegraph property question is
 * {@link GzipBufferPropertyBenchmark}.
 */
public class GzipBufferBenchmark extends LoadBenchmark {

    /** Whole loads: loadscope's 64 KiB against the JDK's 512 bytes. */
    @State(Scope.Benchmark)
    public static class LoadBuffer {
        @Param({"65536", "512"})
        public String gzipBufferBytes;
    }

    /** Reading alone is cheap, so it sweeps the whole range. */
    @State(Scope.Benchmark)
    public static class ReadBuffer {
        @Param({"65536", "512", "8192", "1048576"})
        public String readOnlyGzipBufferBytes;
    }

    @Override
    protected void prepare() throws java.io.IOException {
        input(Compression.GZIP);
    }

    @Benchmark
    public RunRecord load(LoadBuffer b) throws Exception {
        return load("blazegraph", Map.of(LoadPipeline.GZIP_BUFFER, b.gzipBufferBytes), Compression.GZIP);
    }

    /** Decompress and parse (rdf4j), no store: the reading side alone. Returns statements. */
    @Benchmark
    public long decompressAndParse(ReadBuffer b) throws Exception {
        InputOpener opener = new InputOpener(null, Integer.parseInt(b.readOnlyGzipBufferBytes), false);
        long[] n = {0};
        RDFParser parser = Rio.createParser(RDFFormat.NTRIPLES);
        parser.setRDFHandler(new AbstractRDFHandler() {
            @Override
            public void handleStatement(org.eclipse.rdf4j.model.Statement st) {
                n[0]++;
            }
        });
        try (OpenedInput in = opener.open(InputSource.file(input(Compression.GZIP)),
                new LoadProbes(new ListenerDispatch()))) {
            parser.parse(in.stream(), "urn:bench");
        }
        return n[0];
    }
}
