package io.loadscope.input;

import io.loadscope.load.RdfFormat;
import org.eclipse.rdf4j.rio.RDFFormat;

/**
 * rdf4j's identifier for each of the loader's syntaxes: the loader parses with rdf4j rio where it parses itself (error
 * location, verification, the Blazegraph adapter's parse front end). Kept beside the input reading rather than on
 * {@link RdfFormat}, which is part of the API and names no library's types.
 */
public final class RioFormats {
    private RioFormats() {
    }

    public static RDFFormat of(RdfFormat format) {
        return switch (format) {
            case NTRIPLES -> RDFFormat.NTRIPLES;
            case NQUADS -> RDFFormat.NQUADS;
            case TURTLE -> RDFFormat.TURTLE;
            case TRIG -> RDFFormat.TRIG;
            case RDFXML -> RDFFormat.RDFXML;
        };
    }
}
