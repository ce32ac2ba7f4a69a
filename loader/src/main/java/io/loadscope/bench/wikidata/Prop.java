package io.loadscope.bench.wikidata;

/**
 * A Wikidata property the corpus uses: its real id and datatype, and for external identifiers the URI prefix of the
 * normalized value ({@code wdtn:}/{@code psn:}) where Wikidata has one.
 */
record Prop(String id, Type type, String normalizedPrefix) {
    /** Wikibase datatypes, with the {@code wikibase:propertyType} each has. */
    enum Type {
        ITEM("WikibaseItem", true), STRING("String", false), EXTERNAL_ID("ExternalId", false), TIME("Time", false),
        QUANTITY("Quantity", false), GLOBE("GlobeCoordinate", false), MONOLINGUAL("Monolingualtext", false),
        URL("Url", true), COMMONS("CommonsMedia", true);

        final String rdfName;
        /** Written as owl:ObjectProperty (items, URLs, media), else owl:DatatypeProperty. */
        final boolean objectProperty;

        Type(String rdfName, boolean objectProperty) {
            this.rdfName = rdfName;
            this.objectProperty = objectProperty;
        }
    }

    static Prop of(String id, Type type) {
        return new Prop(id, type, null);
    }

    boolean normalized() {
        return type == Type.QUANTITY || (type == Type.EXTERNAL_ID && normalizedPrefix != null);
    }
}
