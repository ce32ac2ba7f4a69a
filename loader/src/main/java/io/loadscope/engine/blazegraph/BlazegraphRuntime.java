package io.loadscope.engine.blazegraph;

import io.loadscope.engine.blazegraph.parse.StrictLoadParsers;

/**
 * What Blazegraph needs of the whole JVM, done by explicit calls rather than when a class loads, so that merely naming
 * the engine (the registry, {@code --help}, a profile check) changes nothing. Both calls are idempotent.
 * <ul>
 * <li>{@link #prepare}: system properties Blazegraph reads in static initialisers (its banner, its log4j setup), so
 * they can only be JVM-wide and must be set before its first classes load: every session, the stock baseline and the
 * parse benchmark call it before they touch Blazegraph.</li>
 * <li>{@link #prepareSparqlLoad}: SPARQL {@code LOAD} takes its parser from Sesame's parser registry, a JVM-wide
 * singleton, so the strict parsers that keep it from dropping data ({@link StrictLoadParsers}) can only be installed
 * there. Only the sail paths call it: the wrapped parsers are proxies, and the DataLoader path (which recognises its
 * RDF/XML parser by class) and the stock baseline (Blazegraph as its users run it) keep the registry as it comes.</li>
 * </ul>
 */
public final class BlazegraphRuntime {
    private BlazegraphRuntime() {
    }

    /** Quiet startup: set before Blazegraph's first classes load; a user's own system properties win. */
    public static void prepare() {
        QuietStartup.apply();
    }

    /** {@link #prepare}, and the strict parsers in Sesame's registry for SPARQL LOAD. */
    static void prepareSparqlLoad() {
        prepare();
        StrictLoadParsers.install();
    }
}
