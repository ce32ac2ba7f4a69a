package io.loadscope.engine.blazegraph.sorted;

import org.openrdf.model.URI;

/**
 * The run positions of the IRIs met last, found by the value object itself. The parse's front end hands out the same
 * value object for an IRI that repeats within a few lines (a subject's statements, predicates, classes: it keeps the
 * terms it made recently), so such a repeat is answered by comparing one reference, where the run's table would first
 * write the IRI's key and then compare it byte by byte (a quarter of the parse threads' time went there, in a profiled
 * build of BSBM 10 M). Direct-mapped by the IRI's string hash, which the front end has computed already; a collision
 * replaces the older entry, and what is not found here is found in the table as before. A literal is a new object at
 * each occurrence, so literals are not kept.
 */
final class RecentIris {
    private static final int SLOTS = 1 << 12;
    private final URI[] iris = new URI[SLOTS];
    private final int[] positions = new int[SLOTS];

    /** Where {@code iri} would be kept. */
    static int slotOf(URI iri) {
        int h = iri.stringValue().hashCode();
        return (h ^ (h >>> 16)) & (SLOTS - 1);
    }

    /** The position kept for this very object in {@code slot}, or -1. */
    int positionOf(URI iri, int slot) {
        return iris[slot] == iri ? positions[slot] : -1;
    }

    void keep(URI iri, int slot, int position) {
        iris[slot] = iri;
        positions[slot] = position;
    }
}
