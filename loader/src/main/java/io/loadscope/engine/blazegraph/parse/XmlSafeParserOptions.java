package io.loadscope.engine.blazegraph.parse;

import com.bigdata.rdf.rio.RDFParserOptions;
import com.bigdata.rdf.store.DataLoader;
import org.openrdf.rio.RDFParser;
import org.openrdf.rio.helpers.XMLParserSettings;
import org.openrdf.rio.rdfxml.RDFXMLParser;
import org.xml.sax.SAXException;
import org.xml.sax.XMLReader;

import javax.xml.XMLConstants;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParserFactory;
import java.lang.reflect.Field;

/**
 * The DataLoader's parser options, plus an XML reader for RDF/XML that reads nothing but the document:
 * no external DTD, no external entity (an attempt is a parse error, not a silent gap), the JDK's entity
 * expansion limits. Blazegraph's bundled Sesame parser otherwise builds a reader that fetches both.
 * The loader already refuses such documents before parsing (XmlPrologGuard); this is the second line.
 * DataLoader keeps its options in a private final field and passes them to the parser of each source,
 * and 2.1.4 has no setter, so they are replaced once, when the loader is built.
 */
public final class XmlSafeParserOptions extends RDFParserOptions {
    private static final long serialVersionUID = 1L;
    private static final Field DATA_LOADER_OPTIONS;

    static {
        try {
            DATA_LOADER_OPTIONS = DataLoader.class.getDeclaredField("parserOptions");
            DATA_LOADER_OPTIONS.setAccessible(true);
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException("Blazegraph's DataLoader has no parserOptions field as in bigdata-core 2.1.4", e);
        }
    }

    public XmlSafeParserOptions(RDFParserOptions base) {
        super(base.getVerifyData(), base.getPreserveBNodeIDs(), base.getStopAtFirstError(), base.getDatatypeHandling());
    }

    /** Makes {@code loader} parse RDF/XML with the locked-down reader; its other options stay as they are. */
    public static void install(DataLoader loader) {
        try {
            RDFParserOptions current = (RDFParserOptions) DATA_LOADER_OPTIONS.get(loader);
            if (!(current instanceof XmlSafeParserOptions)) DATA_LOADER_OPTIONS.set(loader, new XmlSafeParserOptions(current));
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    static RDFParserOptions of(DataLoader loader) {
        try {
            return (RDFParserOptions) DATA_LOADER_OPTIONS.get(loader);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public synchronized void apply(RDFParser parser) {
        super.apply(parser);
        // A fresh reader per parse: readers are not reusable across documents.
        if (parser instanceof RDFXMLParser) parser.getParserConfig().set(XMLParserSettings.CUSTOM_XML_READER, xmlReader());
    }

    static XMLReader xmlReader() {
        try {
            // The JDK's own parser, whatever else is on the class path: its limits and properties are known.
            SAXParserFactory factory = SAXParserFactory.newDefaultInstance();
            factory.setNamespaceAware(true);
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            XMLReader reader = factory.newSAXParser().getXMLReader();
            reader.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            reader.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            reader.setEntityResolver((publicId, systemId) -> {
                throw new SAXException("the document refers to an external entity (" + systemId + "); loadscope does not"
                        + " let a document make the parser read other files or URLs");
            });
            return reader;
        } catch (ParserConfigurationException | SAXException e) {
            throw new IllegalStateException("the JDK's XML parser does not accept the secure settings: " + e, e);
        }
    }
}
