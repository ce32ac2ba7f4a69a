package io.loadscope.bench.wikidata;

/** Writes terms as N-Triples or Turtle text. */
final class Terms {
    private Terms() {
    }

    static void iri(StringBuilder b, Ns ns, String local) {
        if (ns == Ns.BLANK) b.append("_:").append(local);
        else b.append('<').append(ns.iri).append(local).append('>');
    }

    /** A prefixed name where the local name needs no escaping, else a whole IRI. */
    static void turtleIri(StringBuilder b, Ns ns, String local) {
        if (ns == Ns.BLANK) {
            b.append("_:").append(local);
        } else if (ns == Ns.RDF && local.equals("type")) {
            b.append('a');
        } else if (!ns.prefix.isEmpty() && plainLocal(local)) {
            b.append(ns.prefix).append(':').append(local);
        } else {
            iri(b, ns, local);
        }
    }

    private static boolean plainLocal(String local) {
        if (local.isEmpty()) return false;
        for (int i = 0; i < local.length(); i++) {
            char c = local.charAt(i);
            boolean ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'
                    || (c == '-' && i > 0);
            if (!ok) return false;
        }
        return true;
    }

    static void literal(StringBuilder b, String value) {
        b.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                default -> b.append(c);
            }
        }
        b.append('"');
    }

    static void object(StringBuilder b, Triples t, int i, boolean turtle) {
        switch (t.kind[i]) {
            case Triples.IRI -> {
                if (turtle) turtleIri(b, t.oNs[i], t.o[i]);
                else iri(b, t.oNs[i], t.o[i]);
            }
            case Triples.PLAIN -> literal(b, t.o[i]);
            case Triples.LANG -> {
                literal(b, t.o[i]);
                b.append('@').append(t.lang[i]);
            }
            default -> {
                literal(b, t.o[i]);
                b.append("^^");
                Dt d = t.dt[i];
                if (turtle) turtleIri(b, d.ns, d.local);
                else iri(b, d.ns, d.local);
            }
        }
    }
}
