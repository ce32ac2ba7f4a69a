package io.loadscope.operator;

import com.bigdata.rdf.internal.IDatatypeURIResolver;
import com.bigdata.rdf.internal.IExtension;
import com.bigdata.rdf.internal.impl.literal.LiteralExtensionIV;
import com.bigdata.rdf.internal.impl.literal.XSDNumericIV;
import com.bigdata.rdf.model.BigdataURI;
import com.bigdata.rdf.model.BigdataValue;
import com.bigdata.rdf.model.BigdataValueFactory;
import org.openrdf.model.Literal;
import org.openrdf.model.Value;
import org.openrdf.model.impl.URIImpl;

import java.util.Set;

/**
 * A literal extension for a datatype of its own: {@code "17"^^<http://example.org/wikibase#count>} is stored inline as
 * the number 17 under the datatype's vocabulary IV, the way Wikibase's extension stores its dates. Only the canonical
 * form (no sign, no leading zero, at most 18 digits) is inlined, so the literal reads back exactly as written; any
 * other form of the datatype goes to the lexicon as an ordinary term.
 */
public class CountExtension<V extends BigdataValue> implements IExtension<V> {
    public static final String DATATYPE = "http://example.org/wikibase#count";

    private final BigdataURI datatype;

    public CountExtension(IDatatypeURIResolver resolver) {
        this.datatype = resolver.resolve(new URIImpl(DATATYPE));
    }

    @Override
    public Set<BigdataURI> getDatatypes() {
        return Set.of(datatype);
    }

    @Override
    @SuppressWarnings({"rawtypes", "unchecked"})
    public LiteralExtensionIV createIV(Value value) {
        if (!(value instanceof Literal l) || l.getDatatype() == null || !l.getDatatype().stringValue().equals(DATATYPE)) return null;
        String s = l.getLabel();
        if (!s.matches("0|[1-9][0-9]{0,17}")) return null;
        return new LiteralExtensionIV(new XSDNumericIV(Long.parseLong(s)), datatype.getIV());
    }

    @Override
    @SuppressWarnings({"rawtypes", "unchecked"})
    public V asValue(LiteralExtensionIV iv, BigdataValueFactory vf) {
        return (V) vf.createLiteral(Long.toString(iv.getDelegate().longValue()), vf.createURI(DATATYPE));
    }
}
