package io.loadscope.engine.blazegraph;

import io.loadscope.engine.blazegraph.parse.XmlSafeParserOptions;

import com.bigdata.rdf.rio.StatementBuffer;
import com.bigdata.rdf.store.AbstractTripleStore;
import com.bigdata.rdf.store.DataLoader;

import java.io.PrintStream;
import java.io.OutputStream;
import java.util.Properties;
import java.util.function.Supplier;

/**
 * Blazegraph's real {@link DataLoader}; the only change is that its statement buffer is the instrumented
 * one. DataLoader drops its buffer after a failed source, so the buffer is (re)installed whenever
 * {@code loadData} asks for it.
 */
final class InstrumentedDataLoader extends DataLoader {
    private static final PrintStream QUIET = new PrintStream(OutputStream.nullOutputStream());

    private final Supplier<InstrumentedStatementBuffer> bufferFactory;

    InstrumentedDataLoader(Properties properties, AbstractTripleStore database,
                           Supplier<InstrumentedStatementBuffer> bufferFactory) {
        super(properties, database, QUIET);
        this.bufferFactory = bufferFactory;
        XmlSafeParserOptions.install(this);
    }

    @Override
    protected synchronized StatementBuffer<?> getAssertionBuffer() {
        StatementBuffer<?> current = BlazegraphInternals.statementBuffer(this);
        if (!(current instanceof InstrumentedStatementBuffer)) {
            current = bufferFactory.get();
            BlazegraphInternals.setStatementBuffer(this, current);
        }
        return current;
    }

    /** After a failed source: the next {@code loadData} gets a new buffer (DataLoader itself drops it on most failures). */
    void dropBuffer() {
        BlazegraphInternals.setStatementBuffer(this, null);
    }

    /** The buffer the next {@code loadData} call will use. */
    InstrumentedStatementBuffer instrumentedBuffer() {
        return (InstrumentedStatementBuffer) getAssertionBuffer();
    }
}
