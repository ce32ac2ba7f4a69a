package io.loadscope.operator;

import com.bigdata.rdf.vocab.BaseVocabularyDecl;

/**
 * The IRIs a Wikidata-shaped store uses most: entity and property namespaces (an inline-URI handler needs its
 * namespace in the vocabulary), the {@code wikibase:} ontology terms of ranks and statements, and
 * {@link CountExtension}'s datatype and the geospatial WKT datatype ({@link PointSerializer}; an extension's datatype,
 * and a geospatial one, must resolve through the vocabulary, as Wikibase's vocabulary declares both).
 */
public class WikiVocabularyDecl extends BaseVocabularyDecl {
    public static final String ENTITY = "http://www.wikidata.org/entity/";
    public static final String ITEM = ENTITY + "Q";
    public static final String PROPERTY = ENTITY + "P";
    public static final String DIRECT = "http://www.wikidata.org/prop/direct/";
    public static final String ONTOLOGY = "http://wikiba.se/ontology#";

    public WikiVocabularyDecl() {
        super(ENTITY, ITEM, PROPERTY, DIRECT, "http://www.wikidata.org/prop/", "http://www.wikidata.org/prop/statement/",
                "http://www.wikidata.org/prop/qualifier/", "http://www.wikidata.org/entity/statement/",
                ONTOLOGY + "rank", ONTOLOGY + "NormalRank", ONTOLOGY + "PreferredRank", ONTOLOGY + "DeprecatedRank",
                ONTOLOGY + "Item", ONTOLOGY + "Statement", DIRECT + "P31", CountExtension.DATATYPE, PointSerializer.DATATYPE);
    }
}
