package io.loadscope.engine.blazegraph;

import com.bigdata.rdf.store.BD;

import java.net.URI;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Whether the settings ask for a Blazegraph store in quads mode (named graphs kept), and what that mode asks of the
 * other settings: the settings are read for it here and nowhere else.
 * <p>
 * A store's mode is fixed when it is created: an existing store is opened in the mode it was made with (Blazegraph keeps
 * its creation properties in the journal), whatever the settings say now, and the load paths follow the open store's
 * own mode ({@code AbstractTripleStore.isQuads()}).
 * <p>
 * Blazegraph 2.1.4's quads mode has no inference and no statement identifiers; loadscope's enforced settings already turn
 * both off, so the only setting that changes is {@value #QUADS} itself. What Blazegraph calls the default graph of a
 * quads store is its "null graph" ({@link BD#NULL_GRAPH}): {@code BigdataSail} adds a statement without a context to it,
 * and its statement iterators read it back as a statement without a context. Blazegraph declares no other default
 * context in 2.1.4.
 */
final class QuadsMode {
    /** Blazegraph's switch for a quads store. */
    static final String QUADS = "com.bigdata.rdf.store.AbstractTripleStore.quads";
    /** Blazegraph's shortcut that makes a store quads (and turns statement identifiers and axioms off). */
    static final String QUADS_MODE = "com.bigdata.rdf.store.AbstractTripleStore.quadsMode";
    /** Blazegraph's shortcut for a triples store: it wins over {@value #QUADS}. */
    static final String TRIPLES_MODE = "com.bigdata.rdf.store.AbstractTripleStore.triplesMode";
    /** Blazegraph's shortcut for a triples store with statement identifiers, which loadscope keeps off. */
    static final String PROVENANCE_MODE = "com.bigdata.rdf.store.AbstractTripleStore.triplesModeWithProvenance";

    /** Where a triple without a graph goes in a quads store: Blazegraph's null graph, read back as the default graph. */
    static final URI DEFAULT_GRAPH = URI.create(BD.NULL_GRAPH.stringValue());

    /** The settings a quads store cannot honour in Blazegraph itself (the others are loadscope's choice). */
    private static final Set<String> INFERENCE_AND_SIDS = Set.of(
            "com.bigdata.rdf.store.AbstractTripleStore.statementIdentifiers",
            "com.bigdata.rdf.store.AbstractTripleStore.justify",
            "com.bigdata.rdf.store.AbstractTripleStore.axiomsClass",
            "com.bigdata.rdf.store.DataLoader.closure",
            "com.bigdata.rdf.sail.truthMaintenance");

    private QuadsMode() {
    }

    /** True when the settings ask for a quads store ({@value #QUADS} or {@value #QUADS_MODE} true, as Blazegraph reads them). */
    static boolean isOn(Map<String, String> settings) {
        return flag(settings, QUADS) == Boolean.TRUE || flag(settings, QUADS_MODE) == Boolean.TRUE;
    }

    /**
     * The settings loadscope fixes for the store the settings ask for: {@code triplesStore} (those of a triples store)
     * with {@value #QUADS} true when quads mode is asked for. The rest (no inference, no statement identifiers, no text
     * index) is what a quads store needs anyway.
     */
    static Map<String, String> enforced(Map<String, String> settings, Map<String, String> triplesStore) {
        if (!isOn(settings)) return triplesStore;
        Map<String, String> e = new LinkedHashMap<>(triplesStore);
        e.put(QUADS, "true");
        return e;
    }

    /**
     * Refuses, before anything is created, settings that contradict the store mode asked for, naming the setting (in
     * either mode, every setting that differs from what loadscope fixes for that store):
     * Blazegraph would otherwise pick one of them without a word (a shortcut wins over {@value #QUADS}), or fail at
     * store creation. In quads mode, also every setting that differs from what loadscope fixes for a quads store.
     */
    static void check(Map<String, String> settings, Map<String, String> triplesStore) {
        if (flag(settings, PROVENANCE_MODE) == Boolean.TRUE) {
            throw new IllegalArgumentException(PROVENANCE_MODE + "=true is not supported: it turns statement identifiers on, "
                    + "and loadscope loads into a store without them");
        }
        if (!isOn(settings)) {
            for (Map.Entry<String, String> e : triplesStore.entrySet()) {
                String asked = settings.get(e.getKey());
                if (asked != null && !asked.equals(e.getValue())) {
                    throw new IllegalArgumentException(e.getKey() + "=" + asked + " is not supported: loadscope loads into a "
                            + "plain triple store and needs " + e.getKey() + "=" + e.getValue());
                }
            }
            return;
        }
        if (flag(settings, QUADS) == Boolean.FALSE) {
            throw new IllegalArgumentException(QUADS_MODE + "=true and " + QUADS + "=false contradict each other: set " + QUADS
                    + "=true for a quads store");
        }
        if (flag(settings, TRIPLES_MODE) == Boolean.TRUE) {
            throw new IllegalArgumentException(TRIPLES_MODE + "=true makes a triples store, which contradicts " + QUADS
                    + "=true: set one of them");
        }
        for (Map.Entry<String, String> e : enforced(settings, triplesStore).entrySet()) {
            String asked = settings.get(e.getKey());
            if (asked == null || asked.equals(e.getValue())) continue;
            String why = INFERENCE_AND_SIDS.contains(e.getKey())
                    ? "Blazegraph's quads mode has no inference and no statement identifiers"
                    : "loadscope loads into a plain quads store";
            throw new IllegalArgumentException(e.getKey() + "=" + asked + " is not supported in a quads store (" + QUADS
                    + "=true): " + why + " and needs " + e.getKey() + "=" + e.getValue());
        }
    }

    /** What a quads store does with triples, for the run record; nothing for a triples store. */
    static Map<String, String> fixedValues(boolean quads) {
        return quads ? Map.of("blazegraph.defaultGraph", "<" + DEFAULT_GRAPH + "> (Blazegraph's null graph): where triples without"
                + " a graph go in this quads store; read back (and verified) as statements without a graph") : Map.of();
    }

    /** The SPARQL update that loads one file: in a quads store, triples without a graph go to its default graph. */
    static String loadUpdate(URI file, boolean quads) {
        // Without INTO GRAPH, Blazegraph 2.1.4's LOAD puts a quads store's triples into a graph named after the file
        // (AST2BOpUpdate.doLoad); SPARQL 1.1 puts them into the default graph, and so do the other load paths.
        return "LOAD <" + file + ">" + (quads ? " INTO GRAPH <" + DEFAULT_GRAPH + ">" : "");
    }

    /** A boolean setting as Blazegraph reads it ({@link Boolean#parseBoolean}), or null when it is not set. */
    private static Boolean flag(Map<String, String> settings, String key) {
        String v = settings.get(key);
        return v == null ? null : Boolean.parseBoolean(v);
    }
}
