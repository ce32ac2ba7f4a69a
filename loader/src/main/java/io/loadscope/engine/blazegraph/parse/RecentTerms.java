package io.loadscope.engine.blazegraph.parse;

/**
 * Terms made recently in this parse, by their text. Most IRIs of a real file repeat within a few lines (a subject's
 * statements, predicates, classes), and the same text always makes the same term, so a repeat is answered here
 * instead of being checked and built again. Used twice in the rio 5 front end: for the IRIs rio checked against
 * RFC 3987 ({@code ParsedIRI}, half of the N-Triples parse stage's time on BSBM data before this cache) and for the
 * Blazegraph values made from them. Direct-mapped: a collision replaces the older entry and nothing else is kept, so
 * memory stays fixed whatever the file.
 */
final class RecentTerms<T> {
    private static final int SLOTS = 1 << 13;
    private final String[] texts = new String[SLOTS];
    private final Object[] terms = new Object[SLOTS];

    /** The term made earlier from exactly this text, or null. */
    @SuppressWarnings("unchecked")
    T get(String text) {
        int slot = text.hashCode() & (SLOTS - 1);
        return text.equals(texts[slot]) ? (T) terms[slot] : null;
    }

    /** The term made earlier from this text, else the one {@code make} makes now (kept unless null). */
    T get(String text, java.util.function.Function<String, T> make) {
        T known = get(text);
        if (known != null) return known;
        T made = make.apply(text);
        put(text, made);
        return made;
    }

    private void put(String text, T term) {
        if (term == null) return;
        int slot = text.hashCode() & (SLOTS - 1);
        texts[slot] = text;
        terms[slot] = term;
    }
}
