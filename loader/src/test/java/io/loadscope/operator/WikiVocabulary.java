package io.loadscope.operator;

import com.bigdata.rdf.vocab.core.BigdataCoreVocabulary_v20160317;

/**
 * A vocabulary with declarations of its own, as a Wikibase installation's is: Blazegraph's core vocabulary and the
 * IRIs of {@link WikiVocabularyDecl}. Blazegraph makes it by reflection (the class named by
 * {@code AbstractTripleStore.vocabularyClass}) when it creates a store, and reads it back from the store afterwards.
 */
public class WikiVocabulary extends BigdataCoreVocabulary_v20160317 {
    /** De-serialization constructor. */
    public WikiVocabulary() {
        super();
    }

    /** Used when the store is created. */
    public WikiVocabulary(String namespace) {
        super(namespace);
    }

    @Override
    protected void addValues() {
        super.addValues();
        addDecl(new WikiVocabularyDecl());
    }
}
