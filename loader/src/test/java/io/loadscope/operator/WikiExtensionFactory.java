package io.loadscope.operator;

import com.bigdata.rdf.internal.DefaultExtensionFactory;
import com.bigdata.rdf.internal.IDatatypeURIResolver;
import com.bigdata.rdf.internal.IExtension;
import com.bigdata.rdf.internal.ILexiconConfiguration;
import com.bigdata.rdf.model.BigdataValue;

import java.util.Collection;

/** Blazegraph's own literal extensions and {@link CountExtension}; named by {@code AbstractTripleStore.extensionFactoryClass}. */
public class WikiExtensionFactory extends DefaultExtensionFactory {
    @Override
    protected void _init(IDatatypeURIResolver resolver, ILexiconConfiguration<BigdataValue> config,
                         Collection<IExtension<? extends BigdataValue>> extensions) {
        super._init(resolver, config, extensions);
        extensions.add(new CountExtension<>(resolver));
    }
}
