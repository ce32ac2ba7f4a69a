package io.loadscope.operator;

import com.bigdata.rdf.internal.InlineURIFactory;
import com.bigdata.rdf.internal.InlineUnsignedIntegerURIHandler;

/**
 * Entity IRIs with a numeric suffix stored inline, as numbers ({@code http://www.wikidata.org/entity/Q42} → 42 in the
 * {@code Q} namespace), the way a Wikibase installation's inline-URI factory does: no lexicon entry for them at all.
 * Named by {@code AbstractTripleStore.inlineURIFactory}.
 */
public class WikiInlineUriFactory extends InlineURIFactory {
    public WikiInlineUriFactory() {
        addHandler(new InlineUnsignedIntegerURIHandler(WikiVocabularyDecl.ITEM));
        addHandler(new InlineUnsignedIntegerURIHandler(WikiVocabularyDecl.PROPERTY));
    }
}
