package io.loadscope.bench.wikidata;

import java.util.Arrays;

/**
 * The triples of one entity, held until the entity is complete so its size is known before a byte is written (the
 * last entity is fitted to the statement budget). Terms stay as namespace and local name; the writers format them.
 * Reused from entity to entity: memory is the largest entity's, not the corpus's.
 */
final class Triples {
    static final byte IRI = 0;
    static final byte PLAIN = 1;
    static final byte LANG = 2;
    static final byte TYPED = 3;

    private int size;
    Ns[] sNs = new Ns[256];
    String[] s = new String[256];
    Ns[] pNs = new Ns[256];
    String[] p = new String[256];
    byte[] kind = new byte[256];
    Ns[] oNs = new Ns[256];
    String[] o = new String[256];
    String[] lang = new String[256];
    Dt[] dt = new Dt[256];

    int size() {
        return size;
    }

    void clear() {
        size = 0;
    }

    void truncate(int mark) {
        size = mark;
    }

    private int slot() {
        if (size == s.length) {
            int n = size * 2;
            sNs = Arrays.copyOf(sNs, n);
            s = Arrays.copyOf(s, n);
            pNs = Arrays.copyOf(pNs, n);
            p = Arrays.copyOf(p, n);
            kind = Arrays.copyOf(kind, n);
            oNs = Arrays.copyOf(oNs, n);
            o = Arrays.copyOf(o, n);
            lang = Arrays.copyOf(lang, n);
            dt = Arrays.copyOf(dt, n);
        }
        return size++;
    }

    private int head(Ns sn, String sl, Ns pn, String pl) {
        int i = slot();
        sNs[i] = sn;
        s[i] = sl;
        pNs[i] = pn;
        p[i] = pl;
        return i;
    }

    void iri(Ns sn, String sl, Ns pn, String pl, Ns on, String ol) {
        int i = head(sn, sl, pn, pl);
        kind[i] = IRI;
        oNs[i] = on;
        o[i] = ol;
    }

    void plain(Ns sn, String sl, Ns pn, String pl, String value) {
        int i = head(sn, sl, pn, pl);
        kind[i] = PLAIN;
        o[i] = value;
    }

    void lang(Ns sn, String sl, Ns pn, String pl, String value, String tag) {
        int i = head(sn, sl, pn, pl);
        kind[i] = LANG;
        o[i] = value;
        lang[i] = tag;
    }

    void typed(Ns sn, String sl, Ns pn, String pl, String lexical, Dt type) {
        int i = head(sn, sl, pn, pl);
        kind[i] = TYPED;
        o[i] = lexical;
        dt[i] = type;
    }

    boolean sameSubject(int i, int j) {
        return sNs[i] == sNs[j] && s[i].equals(s[j]);
    }
}
