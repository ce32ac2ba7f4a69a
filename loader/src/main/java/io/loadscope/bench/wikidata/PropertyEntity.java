package io.loadscope.bench.wikidata;

/**
 * A property's entity as Wikibase writes it: {@code wikibase:Property}, its {@code wikibase:propertyType}, the
 * predicates it owns ({@code wikibase:directClaim wdt:P…}, {@code claim p:P…}, ...), their OWL types, the
 * {@code wdno:} class for "no value", labels and descriptions. Each is written once, before the first item using it.
 */
final class PropertyEntity {
    private static final String[][] PREDICATES = {{"directClaim", "WDT"}, {"claim", "P"}, {"statementProperty", "PS"},
            {"statementValue", "PSV"}, {"qualifier", "PQ"}, {"qualifierValue", "PQV"}, {"reference", "PR"},
            {"referenceValue", "PRV"}, {"novalue", "WDNO"}};
    private static final String[][] NORMALIZED = {{"directClaimNormalized", "WDTN"}, {"statementValueNormalized", "PSN"},
            {"qualifierValueNormalized", "PQN"}, {"referenceValueNormalized", "PRN"}};

    private PropertyEntity() {
    }

    static void write(Prop prop, Rng r, Plan plan, EntityWriter writer, Triples t) {
        String id = prop.id();
        plan.reset(id);
        plan.revision = 100_000_000L + (r.next() >>> 1) % 2_200_000_000L;
        plan.modified = "2024-" + String.format(java.util.Locale.ROOT, "%02d-%02dT%02d:%02d:%02dZ", 1 + r.below(12), 1 + r.below(28), r.below(24), r.below(60), r.below(60));
        t.iri(Ns.WD, id, Ns.RDF, "type", Ns.WIKIBASE, "Property");
        t.iri(Ns.WD, id, Ns.WIKIBASE, "propertyType", Ns.WIKIBASE, prop.type().rdfName);
        for (String[] pr : PREDICATES) t.iri(Ns.WD, id, Ns.WIKIBASE, pr[0], Ns.valueOf(pr[1]), id);
        if (prop.normalized()) for (String[] pr : NORMALIZED) t.iri(Ns.WD, id, Ns.WIKIBASE, pr[0], Ns.valueOf(pr[1]), id);
        String valueType = prop.type().objectProperty ? "ObjectProperty" : "DatatypeProperty";
        for (Ns ns : new Ns[] {Ns.P, Ns.PSV, Ns.PQV, Ns.PRV}) t.iri(ns, id, Ns.RDF, "type", Ns.OWL, "ObjectProperty");
        for (Ns ns : new Ns[] {Ns.WDT, Ns.PS, Ns.PQ, Ns.PR}) t.iri(ns, id, Ns.RDF, "type", Ns.OWL, valueType);
        if (prop.normalized()) {
            for (Ns ns : new Ns[] {Ns.PSN, Ns.PQN, Ns.PRN}) t.iri(ns, id, Ns.RDF, "type", Ns.OWL, "ObjectProperty");
            t.iri(Ns.WDTN, id, Ns.RDF, "type", Ns.OWL, prop.type() == Prop.Type.QUANTITY ? "DatatypeProperty" : "ObjectProperty");
        }
        String restriction = "novalue" + id;
        t.iri(Ns.WDNO, id, Ns.RDF, "type", Ns.OWL, "Class");
        t.iri(Ns.WDNO, id, Ns.OWL, "complementOf", Ns.BLANK, restriction);
        t.iri(Ns.BLANK, restriction, Ns.RDF, "type", Ns.OWL, "Restriction");
        t.iri(Ns.BLANK, restriction, Ns.OWL, "onProperty", Ns.WDT, id);
        t.iri(Ns.BLANK, restriction, Ns.OWL, "someValuesFrom", Ns.OWL, "Thing");
        String name = Words.phrase(r, 1 + r.below(3), 3000);
        int languages = r.tail(5, 60);
        for (int i = 0; i < languages; i++) {
            int lang = i == 0 ? 0 : i;
            plan.label(lang, Catalogue.script(Catalogue.LANGUAGES[lang]).spell(name));
            if (r.chance(0.7)) plan.describe(lang, Catalogue.script(Catalogue.LANGUAGES[lang]).spell(Words.phrase(r, 4, 3000)));
            if (r.chance(0.2)) plan.alias(lang, Catalogue.script(Catalogue.LANGUAGES[lang]).spell(Words.phrase(r, 2, 3000)));
        }
        writer.terms(t, Ns.WD, id, plan);
        writer.metadata(t, writer.munged() ? Ns.WD : Ns.WDATA, id, plan, 0);
    }
}
