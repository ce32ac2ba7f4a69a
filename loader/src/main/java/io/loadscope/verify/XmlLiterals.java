package io.loadscope.verify;

import org.xml.sax.ErrorHandler;
import org.xml.sax.InputSource;
import org.xml.sax.SAXParseException;

import javax.xml.XMLConstants;
import javax.xml.crypto.Data;
import javax.xml.crypto.OctetStreamData;
import javax.xml.crypto.dsig.CanonicalizationMethod;
import javax.xml.crypto.dsig.TransformService;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;

/**
 * An {@code rdf:XMLLiteral}'s lexical form as exclusive XML canonicalization (W3C exc-c14n, without comments) writes
 * it: the form RDF/XML's {@code rdf:parseType="Literal"} is defined to produce. Parsers differ in how close they come:
 * on the W3C test {@code rdfms-xml-literal-namespaces/test001.rdf} rdf4j rio declares the default namespace on the
 * outer element that does not use it, where Jena RIOT declares it on the inner one that does, so the same file read
 * by the two gave verification two literals (and each engine stores its own parser's). Canonical, both are one.
 *
 * <p>The JDK's own canonicalizer does the work ({@code java.xml.crypto}, the XML signature API), on the literal
 * wrapped in one element that declares nothing, which is then cut off again. A literal that is not well-formed XML
 * content (an undeclared prefix, an unclosed element) stays as written: it is checked first by a parser that reads
 * no DTD and reports nothing, so bad literals neither print parser errors nor fetch anything.
 */
final class XmlLiterals {
    static final String RDF_XML_LITERAL = "http://www.w3.org/1999/02/22-rdf-syntax-ns#XMLLiteral";
    private static final String OPEN = "<w>";
    private static final String CLOSE = "</w>";
    private static final DocumentBuilderFactory CHECKER = checker();

    private XmlLiterals() {
    }

    /** The exclusive canonical form of an XML literal's lexical form, or the form as written where it is not XML content. */
    static String canonical(String lexical) {
        if (plainText(lexical)) return lexical;
        String wrapped = OPEN + lexical + CLOSE;
        if (!wellFormed(wrapped)) return lexical;
        try {
            Data out = C14N.get().transform(new OctetStreamData(new ByteArrayInputStream(wrapped.getBytes(StandardCharsets.UTF_8))), null);
            String s = new String(((OctetStreamData) out).getOctetStream().readAllBytes(), StandardCharsets.UTF_8);
            // The wrapper declares no namespace and has no attributes, so its canonical tags are exactly these.
            if (s.startsWith(OPEN) && s.endsWith(CLOSE)) return s.substring(OPEN.length(), s.length() - CLOSE.length());
            return lexical;
        } catch (Exception notCanonicalizable) {
            return lexical;
        }
    }

    /**
     * Text without markup, references or carriage returns is its own canonical form (exc-c14n changes only those in
     * text), so most literals skip both parsers.
     */
    private static boolean plainText(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '<' || c == '&' || c == '>' || c == '\r') return false;
        }
        return true;
    }

    /** Each verifying thread keeps its own canonicalizer and checking parser (neither is thread-safe; both are reusable). */
    private static final ThreadLocal<TransformService> C14N = ThreadLocal.withInitial(() -> {
        try {
            TransformService c14n = TransformService.getInstance(CanonicalizationMethod.EXCLUSIVE, "DOM");
            c14n.init(null);
            return c14n;
        } catch (java.security.GeneralSecurityException e) {
            throw new IllegalStateException("the JDK lacks its exclusive XML canonicalizer (module java.xml.crypto)", e);
        }
    });

    private static final ThreadLocal<DocumentBuilder> CHECKING = ThreadLocal.withInitial(() -> {
        try {
            DocumentBuilder b;
            synchronized (CHECKER) { // a factory is not thread-safe
                b = CHECKER.newDocumentBuilder();
            }
            b.setErrorHandler(XmlLiterals.SILENT);
            return b;
        } catch (javax.xml.parsers.ParserConfigurationException e) {
            throw new IllegalStateException("the JDK's XML parser cannot be configured as asked", e);
        }
    });

    private static boolean wellFormed(String xml) {
        DocumentBuilder b = CHECKING.get();
        try {
            b.parse(new InputSource(new StringReader(xml)));
            return true;
        } catch (Exception notXml) {
            return false;
        } finally {
            b.reset();
            b.setErrorHandler(SILENT);
        }
    }

    private static DocumentBuilderFactory checker() {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setNamespaceAware(true);
        f.setExpandEntityReferences(false);
        try {
            f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            // A literal is content inside an element: a DOCTYPE in it is not well-formed, and none is ever read.
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        } catch (javax.xml.parsers.ParserConfigurationException e) {
            throw new IllegalStateException("the JDK's XML parser lacks a standard feature", e);
        }
        return f;
    }

    private static final ErrorHandler SILENT = new ErrorHandler() {
        @Override
        public void warning(SAXParseException e) {
        }

        @Override
        public void error(SAXParseException e) throws SAXParseException {
            throw e;
        }

        @Override
        public void fatalError(SAXParseException e) throws SAXParseException {
            throw e;
        }
    };
}
