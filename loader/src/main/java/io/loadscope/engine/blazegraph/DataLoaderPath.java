package io.loadscope.engine.blazegraph;

import com.bigdata.rdf.rio.LoadStats;
import io.loadscope.engine.FileOutcome;
import io.loadscope.engine.LoadParser;
import io.loadscope.load.LoadFailure;
import io.loadscope.input.OpenedInput;
import io.loadscope.load.RdfFormat;
import org.openrdf.rio.RDFFormat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * Blazegraph's own {@code DataLoader.loadData} with the Sesame 2.7 parsers it bundles ({@code blazegraph.parser=stock}):
 * loadscope reads and decompresses, Blazegraph parses and writes through the instrumented statement buffer.
 */
final class DataLoaderPath extends StatementBufferPath {
    private static final int READER_BUFFER = 1 << 16;

    private final InstrumentedDataLoader loader;
    private final boolean hasQueue;

    DataLoaderPath(PathContext ctx, int bufferCapacity, int queueCapacity) {
        super(ctx);
        this.hasQueue = queueCapacity > 0;
        // DataLoader.commit=None (BlazegraphEngine.enforced) is in the store's properties: loadscope commits,
        // when its commit policy says.
        this.loader = new InstrumentedDataLoader(ctx.store().getProperties(), ctx.store(),
                () -> ctx.newBuffer(bufferCapacity, queueCapacity));
    }

    @Override
    public FileOutcome load(OpenedInput input) throws LoadFailure {
        InstrumentedStatementBuffer buffer = loader.instrumentedBuffer();
        buffer.beginFile(input);
        try {
            LoadStats stats = input.format() == RdfFormat.RDFXML
                    // XML declares its own encoding; the XML parser reads the bytes.
                    ? loader.loadData(input.stream(), input.source().baseIri(), sesameFormat(input))
                    // The other syntaxes are UTF-8 by specification. Blazegraph's bundled N-Triples parser
                    // decodes an InputStream as US-ASCII, one unbuffered char at a time: a buffered UTF-8
                    // Reader is both correct for non-ASCII text and what DataLoader.loadFiles does.
                    : loader.loadData(new BufferedReader(new InputStreamReader(input.stream(), StandardCharsets.UTF_8), READER_BUFFER),
                            input.source().baseIri(), sesameFormat(input));
            buffer.endFile();
            return new FileOutcome(stats.toldTriples.get(), stats.loadTime.get());
        } catch (IOException | RuntimeException | OutOfMemoryError | InternalError e) {
            // DataLoader drops its buffer after a failed source itself (the next source gets a new one); so does this,
            // for a failure outside loadData, and the probes let go of it too.
            loader.dropBuffer();
            dropFailedBatch(buffer, e, true);
            throw ctx.failure(input, e);
        }
    }

    /** DataLoader's buffer as it stands (null after a failed source until the next one begins). */
    InstrumentedStatementBuffer buffer() {
        return (InstrumentedStatementBuffer) BlazegraphInternals.statementBuffer(loader);
    }

    /** The Sesame 2.7 format Blazegraph's parsers take for a format loadscope decided. */
    static RDFFormat sesameFormat(OpenedInput input) {
        return switch (input.format()) {
            case NTRIPLES -> RDFFormat.NTRIPLES;
            case NQUADS -> RDFFormat.NQUADS;
            case TURTLE -> RDFFormat.TURTLE;
            case TRIG -> RDFFormat.TRIG;
            case RDFXML -> RDFFormat.RDFXML;
        };
    }

    @Override
    public LoadParser parser() {
        return LoadParser.SESAME_2_7;
    }

    @Override
    public void describe(Map<String, String> f) {
        f.put("blazegraph.loadPath", "com.bigdata.rdf.store.DataLoader.loadData(Reader|InputStream) → PresortRioLoader → StatementBuffer");
        describe(f, hasQueue);
        f.put("blazegraph.commit", "by loadscope when the commit policy (loader.commitStatements, loader.commitSeconds, loader.commitEvery) closes a group of inputs (DataLoader commit=None, then the triple store's commit)");
        f.put("blazegraph.progressListenerEvery", "100000 statements (PresortRioLoader, hard-coded)");
    }
}
