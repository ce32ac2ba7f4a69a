package io.loadscope.bench.wikidata;

/**
 * Reference nodes ({@code wdref:}), named by a hash of their content as Wikibase names them, so statements anywhere
 * in the corpus that cite the same source on the same day share one node, written once. A reference is a point of
 * a finite space: a shape (stated in + retrieved, imported from a Wikipedia, stated in alone, a URL + retrieved,
 * stated in + URL + retrieved, stated in + an external identifier with its normalized IRI), a source and a
 * retrieval day. The dump's form types each {@code wikibase:Reference}; the munger drops that type.
 */
final class References {
    static final int SHAPES = 6;
    static final int SOURCES = 2048;
    static final int DAYS = 2048;
    private static final String[] WIKIPEDIAS = {"Q328", "Q48183", "Q8447", "Q206855", "Q11920"};

    final Once refs = new Once();
    private final ValueNodes values;
    private final Val scratch = new Val();

    private final boolean munged;

    References(ValueNodes values, boolean munged) {
        this.values = values;
        this.munged = munged;
    }

    static long index(int shape, int source, int day) {
        return ((long) shape * SOURCES + source) * DAYS + day;
    }

    static String name(long index) {
        return Hashes.hex(0x3EF, index, 40);
    }

    /** The item a source number stands for: the most cited sources are real hubs, the rest spread over Q ids. */
    static String source(int s) {
        return s < Catalogue.HUBS.length ? Catalogue.HUBS[Catalogue.HUBS.length - 1 - s] : "Q" + (1_000_000L + s * 7919L);
    }

    /** Links statement {@code s} to reference {@code index}, writing the reference into {@code x} the first time. */
    void cite(Triples t, String statement, long index, Triples x) {
        String name = name(index);
        t.iri(Ns.WDS, statement, Ns.PROV, "wasDerivedFrom", Ns.WDREF, name);
        if (!refs.first(index)) return;
        int day = (int) (index % DAYS);
        int source = (int) ((index / DAYS) % SOURCES);
        int shape = (int) (index / DAYS / SOURCES);
        String p248 = Catalogue.STATED_IN.id();
        if (!munged) x.iri(Ns.WDREF, name, Ns.RDF, "type", Ns.WIKIBASE, "Reference");
        switch (shape) {
            case 0 -> {
                x.iri(Ns.WDREF, name, Ns.PR, p248, Ns.WD, source(source));
                retrieved(x, name, day);
            }
            case 1 -> x.iri(Ns.WDREF, name, Ns.PR, Catalogue.IMPORTED_FROM.id(), Ns.WD, WIKIPEDIAS[source % WIKIPEDIAS.length]);
            case 2 -> x.iri(Ns.WDREF, name, Ns.PR, p248, Ns.WD, source(source));
            case 3 -> {
                x.iri(Ns.WDREF, name, Ns.PR, Catalogue.REFERENCE_URL.id(), Ns.FULL, url(source, day));
                retrieved(x, name, day);
            }
            case 4 -> {
                x.iri(Ns.WDREF, name, Ns.PR, p248, Ns.WD, source(source));
                x.iri(Ns.WDREF, name, Ns.PR, Catalogue.REFERENCE_URL.id(), Ns.FULL, url(source, day));
                retrieved(x, name, day);
            }
            default -> {
                Prop id = Catalogue.PUBMED;
                String value = Long.toString(10_000_000L + (long) source * DAYS + day);
                x.iri(Ns.WDREF, name, Ns.PR, p248, Ns.WD, source(source));
                x.plain(Ns.WDREF, name, Ns.PR, id.id(), value);
                x.iri(Ns.WDREF, name, Ns.PRN, id.id(), Ns.FULL, id.normalizedPrefix() + value);
            }
        }
    }

    private static String url(int source, int day) {
        return "https://www." + Words.word(source) + ".org/" + Words.word(1_000_000L + day) + "/" + (source * 31L + day);
    }

    /** {@code pr:P813} and its value node: retrieval days run every other day from 2013 on. */
    private void retrieved(Triples x, String name, int day) {
        int dayNumber = day * 2;
        Val v = values.time(scratch, 2013 + dayNumber / 365, dayNumber % 365, 11, false);
        String p813 = Catalogue.RETRIEVED.id();
        x.typed(Ns.WDREF, name, Ns.PR, p813, v.text, Dt.DATE_TIME);
        values.link(x, Ns.WDREF, name, Ns.PRV, Ns.PRN, p813, v, x);
    }
}
