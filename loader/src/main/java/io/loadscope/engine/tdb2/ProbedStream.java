package io.loadscope.engine.tdb2;

import io.loadscope.probe.ParseSplit;
import org.apache.jena.graph.Triple;
import org.apache.jena.riot.system.StreamRDF;
import org.apache.jena.riot.system.StreamRDFWrapper;
import org.apache.jena.sparql.core.Quad;

/** The loader's input stream with the parse/sink split around each statement (see {@link ParseSplit}). */
final class ProbedStream extends StreamRDFWrapper {
    private final ParseSplit split;

    ProbedStream(StreamRDF loaderStream, ParseSplit split) {
        super(loaderStream);
        this.split = split;
    }

    @Override
    public void triple(Triple triple) {
        long token = split.enter();
        super.triple(triple);
        split.exit(token);
    }

    @Override
    public void quad(Quad quad) {
        long token = split.enter();
        super.quad(quad);
        split.exit(token);
    }
}
