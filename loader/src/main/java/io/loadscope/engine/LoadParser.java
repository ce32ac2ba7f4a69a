package io.loadscope.engine;

/**
 * The parser a session loads with. Verification reads the inputs with a different one, so that a parser defect (a
 * statement read wrong) shows up as a mismatch instead of verifying itself.
 */
public enum LoadParser {
    /** rdf4j rio 5 (loadscope's parse stage for the Blazegraph engines). */
    RDF4J_RIO,
    /** Jena RIOT (the TDB2 loaders' own). */
    JENA_RIOT,
    /** The Sesame 2.7 parsers Blazegraph 2.1.4 bundles. */
    SESAME_2_7
}
