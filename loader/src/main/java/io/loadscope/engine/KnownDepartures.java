package io.loadscope.engine;

import java.util.List;

/**
 * An optional engine capability: the engine's documented departures from its input, so that verification can tell a
 * store that holds exactly what the engine is documented to make of the input from one that lost or gained statements.
 * An engine without departures does not implement it.
 */
public interface KnownDepartures {
    /** The rules, tried in order; the first that applies to a term gives its stored form. */
    List<DepartureRule> knownDepartures();
}
