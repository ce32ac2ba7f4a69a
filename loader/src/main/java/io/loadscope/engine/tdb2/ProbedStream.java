package io.loadscope.engine.tdb2;

import io.loadscope.event.BatchWritten;
import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.ParseSplit;
import org.apache.jena.graph.Triple;
import org.apache.jena.riot.system.StreamRDF;
import org.apache.jena.riot.system.StreamRDFWrapper;
import org.apache.jena.sparql.core.Quad;

/** The loader's input stream with the parse/sink split around each statement (see {@link ParseSplit}). */
final class ProbedStream extends StreamRDFWrapper {
    /** Progress is published per this many statements, not per statement. */
    private static final int PUBLISH_EVERY = 4096;

    private final ParseSplit split;
    private final LoadProbes probes;
    private final boolean writesInline;
    private int unpublished;

    /** @param writesInline the loader writes on this thread (basic, sequential): parsed is written */
    ProbedStream(StreamRDF loaderStream, ParseSplit split, LoadProbes probes, boolean writesInline) {
        super(loaderStream);
        this.split = split;
        this.probes = probes;
        this.writesInline = writesInline;
    }

    @Override
    public void triple(Triple triple) {
        long token = split.enter();
        super.triple(triple);
        split.exit(token);
        if (++unpublished == PUBLISH_EVERY) publish();
    }

    @Override
    public void quad(Quad quad) {
        long token = split.enter();
        super.quad(quad);
        split.exit(token);
        if (++unpublished == PUBLISH_EVERY) publish();
    }

    /** Hands the statements since the last call to the progress counters. */
    void publish() {
        if (unpublished == 0) return;
        probes.statementsParsed(unpublished);
        if (writesInline) {
            probes.injectedFaults().writePoint("TDB2's loading thread");
            probes.batchWritten(new BatchWritten(unpublished, unpublished, 0, 0, 1));
        }
        unpublished = 0;
    }
}
