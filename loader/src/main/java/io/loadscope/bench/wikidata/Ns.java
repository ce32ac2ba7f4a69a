package io.loadscope.bench.wikidata;

/**
 * The namespaces the Wikidata Query Service's data uses, with the prefix names of its munged Turtle. {@link #FULL}
 * marks a term written as a whole IRI (sitelink articles and sites, external URLs); a namespace without a prefix
 * name is always written whole in Turtle too.
 */
enum Ns {
    WD("wd", "http://www.wikidata.org/entity/"),
    WDT("wdt", "http://www.wikidata.org/prop/direct/"),
    WDTN("wdtn", "http://www.wikidata.org/prop/direct-normalized/"),
    P("p", "http://www.wikidata.org/prop/"),
    PS("ps", "http://www.wikidata.org/prop/statement/"),
    PSV("psv", "http://www.wikidata.org/prop/statement/value/"),
    PSN("psn", "http://www.wikidata.org/prop/statement/value-normalized/"),
    PQ("pq", "http://www.wikidata.org/prop/qualifier/"),
    PQV("pqv", "http://www.wikidata.org/prop/qualifier/value/"),
    PQN("pqn", "http://www.wikidata.org/prop/qualifier/value-normalized/"),
    PR("pr", "http://www.wikidata.org/prop/reference/"),
    PRV("prv", "http://www.wikidata.org/prop/reference/value/"),
    PRN("prn", "http://www.wikidata.org/prop/reference/value-normalized/"),
    WDNO("wdno", "http://www.wikidata.org/prop/novalue/"),
    WDS("wds", "http://www.wikidata.org/entity/statement/"),
    WDREF("wdref", "http://www.wikidata.org/reference/"),
    WDV("wdv", "http://www.wikidata.org/value/"),
    WDATA("wdata", "https://www.wikidata.org/wiki/Special:EntityData/"),
    WIKIBASE("wikibase", "http://wikiba.se/ontology#"),
    RDF("rdf", "http://www.w3.org/1999/02/22-rdf-syntax-ns#"),
    RDFS("rdfs", "http://www.w3.org/2000/01/rdf-schema#"),
    XSD("xsd", "http://www.w3.org/2001/XMLSchema#"),
    OWL("owl", "http://www.w3.org/2002/07/owl#"),
    SKOS("skos", "http://www.w3.org/2004/02/skos/core#"),
    SCHEMA("schema", "http://schema.org/"),
    CC("cc", "http://creativecommons.org/ns#"),
    GEO("geo", "http://www.opengis.net/ont/geosparql#"),
    PROV("prov", "http://www.w3.org/ns/prov#"),
    GENID("", "http://www.wikidata.org/.well-known/genid/"),
    FULL("", ""),
    /** A blank node; the local name is its label. */
    BLANK("_", "");

    final String prefix;
    final String iri;

    Ns(String prefix, String iri) {
        this.prefix = prefix;
        this.iri = iri;
    }
}
