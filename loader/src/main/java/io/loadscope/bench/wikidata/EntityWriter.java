package io.loadscope.bench.wikidata;

/**
 * Writes a planned item as Wikibase's RDF, as the query service's munger leaves it ({@code munged}: metadata moved
 * from {@code wdata:} onto the item, no {@code wikibase:Item}/{@code Statement}/{@code Reference} types, no
 * {@code skos:prefLabel}/{@code schema:name} copies of labels) or as the dump has it.
 */
final class EntityWriter {
    private final boolean munged;
    private final ValueNodes values;
    private final References references;
    final Once sites = new Once();

    EntityWriter(boolean munged, ValueNodes values, References references) {
        this.munged = munged;
        this.values = values;
        this.references = references;
    }

    boolean munged() {
        return munged;
    }

    /** Triples of an item's metadata, the least an item has. */
    int metadataSize() {
        return munged ? 5 : 10;
    }

    void item(Plan plan, Triples t, Triples x) {
        String q = plan.id;
        int identifiers = 0;
        for (int i = 0; i < plan.claims; i++) if (plan.claimAt(i).prop.type() == Prop.Type.EXTERNAL_ID) identifiers++;
        if (!munged) {
            metadata(t, Ns.WDATA, q, plan, identifiers);
            t.iri(Ns.WD, q, Ns.RDF, "type", Ns.WIKIBASE, "Item");
        }
        for (Object[] link : plan.sitelinks) sitelink(t, q, (Integer) link[0], (String) link[1]);
        for (int i = 0; i < plan.claims; i++) truthy(t, q, plan.claimAt(i));
        for (int i = 0; i < plan.claims; i++) statement(t, x, q, plan.claimAt(i));
        terms(t, Ns.WD, q, plan);
        if (munged) metadata(t, Ns.WD, q, plan, identifiers);
        for (int i = 0; i < x.size(); i++) copy(x, i, t);
    }

    void terms(Triples t, Ns ns, String q, Plan plan) {
        for (String[] l : plan.labels) {
            t.lang(ns, q, Ns.RDFS, "label", l[1], l[0]);
            if (!munged) {
                t.lang(ns, q, Ns.SKOS, "prefLabel", l[1], l[0]);
                t.lang(ns, q, Ns.SCHEMA, "name", l[1], l[0]);
            }
        }
        for (String[] d : plan.descriptions) t.lang(ns, q, Ns.SCHEMA, "description", d[1], d[0]);
        for (String[] a : plan.aliases) t.lang(ns, q, Ns.SKOS, "altLabel", a[1], a[0]);
    }

    private static void copy(Triples from, int i, Triples to) {
        switch (from.kind[i]) {
            case Triples.IRI -> to.iri(from.sNs[i], from.s[i], from.pNs[i], from.p[i], from.oNs[i], from.o[i]);
            case Triples.PLAIN -> to.plain(from.sNs[i], from.s[i], from.pNs[i], from.p[i], from.o[i]);
            case Triples.LANG -> to.lang(from.sNs[i], from.s[i], from.pNs[i], from.p[i], from.o[i], from.lang[i]);
            default -> to.typed(from.sNs[i], from.s[i], from.pNs[i], from.p[i], from.o[i], from.dt[i]);
        }
    }

    void metadata(Triples t, Ns ns, String id, Plan plan, int identifiers) {
        if (ns == Ns.WDATA) {
            t.iri(ns, id, Ns.RDF, "type", Ns.SCHEMA, "Dataset");
            t.iri(ns, id, Ns.SCHEMA, "about", Ns.WD, id);
            t.iri(ns, id, Ns.CC, "license", Ns.FULL, "http://creativecommons.org/publicdomain/zero/1.0/");
            t.plain(ns, id, Ns.SCHEMA, "softwareVersion", "1.0.0");
        }
        t.typed(ns, id, Ns.SCHEMA, "version", Long.toString(plan.revision), Dt.INTEGER);
        t.typed(ns, id, Ns.SCHEMA, "dateModified", plan.modified, Dt.DATE_TIME);
        t.typed(ns, id, Ns.WIKIBASE, "statements", Integer.toString(plan.claims), Dt.INTEGER);
        if (id.startsWith("Q")) {
            t.typed(ns, id, Ns.WIKIBASE, "sitelinks", Integer.toString(plan.sitelinks.size()), Dt.INTEGER);
            t.typed(ns, id, Ns.WIKIBASE, "identifiers", Integer.toString(identifiers), Dt.INTEGER);
        }
    }

    private void sitelink(Triples t, String q, int site, String title) {
        String code = Catalogue.SITES[site][0];
        String group = Catalogue.SITES[site][1];
        String host = code.equals("commons") ? "https://commons.wikimedia.org/" : "https://" + code + "." + group + ".org/";
        String lang = switch (code) {
            case "no" -> "nb";
            case "simple" -> "en-simple";
            case "commons" -> "en";
            default -> code;
        };
        String page = host + "wiki/" + encode(title);
        t.iri(Ns.FULL, page, Ns.RDF, "type", Ns.SCHEMA, "Article");
        t.iri(Ns.FULL, page, Ns.SCHEMA, "about", Ns.WD, q);
        t.plain(Ns.FULL, page, Ns.SCHEMA, "inLanguage", lang);
        t.iri(Ns.FULL, page, Ns.SCHEMA, "isPartOf", Ns.FULL, host);
        t.lang(Ns.FULL, page, Ns.SCHEMA, "name", title, lang);
        if (sites.first(site)) t.plain(Ns.FULL, host, Ns.WIKIBASE, "wikiGroup", group);
    }

    /** A page title as MediaWiki puts it in a URL (wfUrlencode): spaces as underscores, letters, digits and -.:_,()!*;@$/~ kept, the rest %-encoded. */
    static String encode(String title) {
        StringBuilder b = new StringBuilder(title.length() + 8);
        byte[] bytes = title.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        for (byte by : bytes) {
            int c = by & 0xFF;
            if (c == ' ') b.append('_');
            else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || "-.:_,()!*;@$/~".indexOf(c) >= 0) b.append((char) c);
            else b.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16))).append(Character.toUpperCase(Character.forDigit(c & 15, 16)));
        }
        return b.toString();
    }

    private void truthy(Triples t, String q, Claim c) {
        if (!c.best) return;
        String p = c.prop.id();
        if (c.value.kind == Val.Kind.NOVALUE) {
            t.iri(Ns.WD, q, Ns.RDF, "type", Ns.WDNO, p);
            return;
        }
        simple(t, Ns.WD, q, Ns.WDT, p, c.value);
        if (c.prop.normalizedPrefix() != null) t.iri(Ns.WD, q, Ns.WDTN, p, Ns.FULL, c.prop.normalizedPrefix() + c.value.text);
    }

    private void statement(Triples t, Triples x, String q, Claim c) {
        String id = statementId(q, c);
        String p = c.prop.id();
        t.iri(Ns.WD, q, Ns.P, p, Ns.WDS, id);
        if (!munged) t.iri(Ns.WDS, id, Ns.RDF, "type", Ns.WIKIBASE, "Statement");
        if (c.best) t.iri(Ns.WDS, id, Ns.RDF, "type", Ns.WIKIBASE, "BestRank");
        t.iri(Ns.WDS, id, Ns.WIKIBASE, "rank", Ns.WIKIBASE, switch (c.rank) {
            case Claim.PREFERRED -> "PreferredRank";
            case Claim.DEPRECATED -> "DeprecatedRank";
            default -> "NormalRank";
        });
        if (c.value.kind == Val.Kind.NOVALUE) {
            t.iri(Ns.WDS, id, Ns.RDF, "type", Ns.WDNO, p);
        } else {
            simple(t, Ns.WDS, id, Ns.PS, p, c.value);
            if (c.prop.normalizedPrefix() != null) t.iri(Ns.WDS, id, Ns.PSN, p, Ns.FULL, c.prop.normalizedPrefix() + c.value.text);
            if (c.value.complex()) values.link(t, Ns.WDS, id, Ns.PSV, Ns.PSN, p, c.value, x);
        }
        for (int i = 0; i < c.qualifiers; i++) {
            Val v = c.qualifierValues[i];
            String qp = c.qualifierProps[i].id();
            simple(t, Ns.WDS, id, Ns.PQ, qp, v);
            if (v.complex()) values.link(t, Ns.WDS, id, Ns.PQV, Ns.PQN, qp, v, x);
        }
        for (int i = 0; i < c.referenceCount; i++) references.cite(t, id, c.references[i], x);
    }

    /** The statement's id: the item id and a GUID, upper-case hex as most of Wikidata's, some lower-case. */
    private String statementId(String q, Claim c) {
        return q + "-" + c.guid;
    }

    private static void simple(Triples t, Ns sn, String s, Ns pn, String p, Val v) {
        switch (v.kind) {
            case ITEM -> t.iri(sn, s, pn, p, Ns.WD, v.text);
            case STRING -> t.plain(sn, s, pn, p, v.text);
            case MONOLINGUAL -> t.lang(sn, s, pn, p, v.text, v.lang);
            case IRI -> t.iri(sn, s, pn, p, Ns.FULL, v.text);
            case SOMEVALUE -> t.iri(sn, s, pn, p, Ns.GENID, v.text);
            case TIME, QUANTITY, GLOBE -> t.typed(sn, s, pn, p, v.text, v.dt);
            default -> throw new IllegalStateException("no simple value for " + v.kind);
        }
    }
}
