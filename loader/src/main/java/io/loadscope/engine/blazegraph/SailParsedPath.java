package io.loadscope.engine.blazegraph;

import com.bigdata.journal.Journal;
import io.loadscope.engine.FileOutcome;
import io.loadscope.engine.LoadParser;
import io.loadscope.engine.blazegraph.parse.RioFrontEnd;
import io.loadscope.load.LoadFailure;
import io.loadscope.input.OpenedInput;
import org.openrdf.model.Resource;

import java.util.Map;

/**
 * loadscope's rio 5 parse into the sail connection SPARQL {@code LOAD} fills: the statements take the path a LOAD's
 * parser hands them to ({@code BigdataSailConnection.addStatement} into the connection's statement buffer), with
 * loadscope reading the input.
 */
final class SailParsedPath extends SailLoadPath {
    private static final Resource[] DEFAULT_GRAPH = new Resource[0];

    private final RioFrontEnd rio;

    SailParsedPath(Journal journal, PathContext ctx, RioFrontEnd rio, int bufferCapacity) throws Exception {
        super(journal, ctx, bufferCapacity);
        this.rio = rio;
    }

    @Override
    public FileOutcome load(OpenedInput input) throws LoadFailure {
        long begin = System.currentTimeMillis();
        InstrumentedStatementBuffer buffer = null;
        try {
            buffer = bufferOnConnection(input, true);
            var sail = connection().getSailConnection();
            long told = rio.parse(input, input.source().baseIri(),
                    (s, p, o, c) -> sail.addStatement(s, p, o, c == null ? DEFAULT_GRAPH : new Resource[] {c}));
            endInput(buffer);
            return new FileOutcome(told, System.currentTimeMillis() - begin);
        } catch (LoadFailure f) {
            abandon(buffer);
            throw ctx.probes().workers().firstStop() == null ? f : failure(input, f);
        } catch (Exception | OutOfMemoryError | InternalError e) {
            abandon(buffer);
            throw failure(input, e);
        }
    }

    @Override
    public LoadParser parser() {
        return LoadParser.RDF4J_RIO;
    }

    @Override
    Map<String, String> feed() {
        Map<String, String> f = new java.util.LinkedHashMap<>();
        f.put("blazegraph.loadPath", "rio 5 → BigdataSailConnection.addStatement on an embedded BigdataSail (the connection SPARQL LOAD fills)");
        f.put("blazegraph.reading", "by loadscope (decompression by magic bytes, 64 KiB buffers)");
        return f;
    }
}
