package io.loadscope.bench.wikidata;

/** One Wikibase statement being planned: property, value, rank, qualifiers and references. Pooled and reused. */
final class Claim {
    static final int NORMAL = 0;
    static final int PREFERRED = 1;
    static final int DEPRECATED = 2;
    static final int MAX_QUALIFIERS = 4;
    static final int MAX_REFERENCES = 3;

    Prop prop;
    final Val value = new Val();
    int rank;
    /** The statement GUID (the part after the item id). */
    String guid;
    boolean best;
    final Prop[] qualifierProps = new Prop[MAX_QUALIFIERS];
    final Val[] qualifierValues = {new Val(), new Val(), new Val(), new Val()};
    int qualifiers;
    final long[] references = new long[MAX_REFERENCES];
    int referenceCount;

    Claim reset(Prop prop) {
        this.prop = prop;
        rank = NORMAL;
        best = false;
        qualifiers = 0;
        referenceCount = 0;
        return this;
    }

    Val qualifier(Prop p) {
        qualifierProps[qualifiers] = p;
        return qualifierValues[qualifiers++];
    }

    void cite(long reference) {
        for (int i = 0; i < referenceCount; i++) if (references[i] == reference) return;
        if (referenceCount < MAX_REFERENCES) references[referenceCount++] = reference;
    }
}
