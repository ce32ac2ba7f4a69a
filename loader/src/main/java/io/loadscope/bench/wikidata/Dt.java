package io.loadscope.bench.wikidata;

/** The literal datatypes the munged data uses besides plain strings and language-tagged strings. */
enum Dt {
    INTEGER(Ns.XSD, "integer"),
    DECIMAL(Ns.XSD, "decimal"),
    DATE_TIME(Ns.XSD, "dateTime"),
    WKT(Ns.GEO, "wktLiteral");

    final Ns ns;
    final String local;

    Dt(Ns ns, String local) {
        this.ns = ns;
        this.local = local;
    }
}
