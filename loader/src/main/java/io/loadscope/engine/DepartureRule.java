package io.loadscope.engine;

import java.util.Optional;

/**
 * One documented way an engine stores a term in another form than its input gave it, where the canonical text
 * verification compares does not already absorb the difference (a value typed differently, cut, or moved to UTC).
 *
 * @param id          stable name, {@code <engine>.<what>}, as run records and the docs list it
 * @param description one line: what the engine stores instead
 * @param docs        where the departure is documented, as a path with an anchor in the repository
 * @param storedForm  the form the engine is documented to store for an input term, empty where the rule does not apply
 */
public record DepartureRule(String id, String description, String docs, StoredForm storedForm) {
    /** The anchor in the docs that lists every rule. */
    public static final String DOCS = "docs/reliability.md#known-engine-departures";

    /** A pure function of one term: no store, no settings, no state. */
    @FunctionalInterface
    public interface StoredForm {
        Optional<Term> of(Term input);
    }
}
