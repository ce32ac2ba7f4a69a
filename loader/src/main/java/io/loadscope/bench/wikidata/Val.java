package io.loadscope.bench.wikidata;

/**
 * One snak's value, reused: what kind it is, its simple form, and for time, quantity and globe values the index of
 * its value node in {@link ValueNodes}.
 */
final class Val {
    enum Kind { ITEM, STRING, MONOLINGUAL, IRI, TIME, QUANTITY, GLOBE, SOMEVALUE, NOVALUE }

    Kind kind;
    /** Item id, string, IRI, or the literal's lexical form. */
    String text;
    String lang;
    /** The value node, for TIME, QUANTITY and GLOBE. */
    long node = -1;
    Dt dt;

    Val set(Kind kind, String text) {
        this.kind = kind;
        this.text = text;
        this.lang = null;
        this.node = -1;
        this.dt = null;
        return this;
    }

    Val copy(Val o) {
        kind = o.kind;
        text = o.text;
        lang = o.lang;
        node = o.node;
        dt = o.dt;
        return this;
    }

    boolean complex() {
        return node >= 0;
    }
}
