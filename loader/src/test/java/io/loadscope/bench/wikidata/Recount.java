package io.loadscope.bench.wikidata;

import org.eclipse.rdf4j.model.BNode;
import org.eclipse.rdf4j.model.IRI;
import org.eclipse.rdf4j.model.Literal;
import org.eclipse.rdf4j.model.Resource;
import org.eclipse.rdf4j.model.Statement;
import org.eclipse.rdf4j.model.Value;
import org.eclipse.rdf4j.rio.RDFFormat;
import org.eclipse.rdf4j.rio.RDFParser;
import org.eclipse.rdf4j.rio.Rio;
import org.eclipse.rdf4j.rio.helpers.BasicParserSettings;
import org.eclipse.rdf4j.rio.helpers.StatementCollector;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A second count of a corpus, from its statements as rdf4j parsed them, by IRIs alone: what the generator's printed
 * shape must equal. Also the strict parse the tests use.
 */
final class Recount {
    static final String WD = "http://www.wikidata.org/entity/";
    static final String WDATA = "https://www.wikidata.org/wiki/Special:EntityData/";
    static final String STATEMENT = "http://www.wikidata.org/entity/statement/";
    static final String VALUE = "http://www.wikidata.org/value/";
    static final String REFERENCE = "http://www.wikidata.org/reference/";
    static final String PROP = "http://www.wikidata.org/prop/";
    static final String WIKIBASE = "http://wikiba.se/ontology#";
    static final String SCHEMA = "http://schema.org/";
    static final String XSD = "http://www.w3.org/2001/XMLSchema#";

    private Recount() {
    }

    /**
     * Parses with datatype values, language tags and IRIs verified, blank node labels kept. rdf4j checks xsd:dateTime
     * by XSD 1.0, which has no year 0000; Wikibase writes XSD 1.1 years (1 BCE is 0000), so those values, and only
     * those, are let through: any other invalid value fails the parse.
     */
    static List<Statement> parse(InputStream in, RDFFormat format) throws IOException {
        RDFParser parser = Rio.createParser(format);
        parser.getParserConfig().set(BasicParserSettings.VERIFY_DATATYPE_VALUES, true)
                .set(BasicParserSettings.FAIL_ON_UNKNOWN_DATATYPES, false)
                .set(BasicParserSettings.VERIFY_LANGUAGE_TAGS, true)
                .set(BasicParserSettings.VERIFY_URI_SYNTAX, true)
                .set(BasicParserSettings.VERIFY_RELATIVE_URIS, true)
                .set(BasicParserSettings.PRESERVE_BNODE_IDS, true);
        parser.getParserConfig().addNonFatalError(BasicParserSettings.VERIFY_DATATYPE_VALUES);
        List<String> invalid = new ArrayList<>();
        parser.setParseErrorListener(new org.eclipse.rdf4j.rio.helpers.ParseErrorCollector() {
            @Override
            public void error(String msg, long line, long column) {
                invalid.add(msg);
            }

            @Override
            public void fatalError(String msg, long line, long column) {
                invalid.add(msg);
            }
        });
        List<Statement> out = new ArrayList<>();
        parser.setRDFHandler(new StatementCollector(out));
        parser.parse(in, "");
        for (String msg : invalid) {
            if (!(msg.startsWith("'0000-") && msg.contains("XMLSchema#dateTime"))) throw new IOException("invalid: " + msg);
        }
        return out;
    }

    static String local(Resource r) {
        String s = r.stringValue();
        return s.substring(Math.max(s.lastIndexOf('/'), s.lastIndexOf('#')) + 1);
    }

    private static boolean in(Value v, String ns) {
        if (!(v instanceof IRI iri)) return false;
        String s = iri.stringValue();
        return s.startsWith(ns) && s.indexOf('/', ns.length()) < 0;
    }

    static Map<String, Long> counts(List<Statement> statements) {
        Map<String, Long> m = new LinkedHashMap<>();
        Set<Value> values = new HashSet<>();
        Set<Value> refs = new HashSet<>();
        Set<String> languages = new HashSet<>();
        for (Statement st : statements) {
            Resource s = st.getSubject();
            IRI p = st.getPredicate();
            Value o = st.getObject();
            add(m, "triples");
            boolean entity = in(s, WD) && !in(s, STATEMENT);
            if (p.stringValue().equals(SCHEMA + "version")) add(m, local(s).startsWith("Q") ? "items" : "properties");
            if (entity && local(s).startsWith("Q") && in(p, PROP)) add(m, "wikibaseStatements");
            String kind;
            if (in(s, STATEMENT)) kind = "statementNode";
            else if (in(s, VALUE)) kind = "valueNode";
            else if (in(s, REFERENCE)) kind = "reference";
            else if (in(s, WDATA) || s.stringValue().startsWith(WIKIBASE)) kind = "metadata";
            else if (s instanceof BNode || s.stringValue().startsWith(PROP)) kind = "propertyDeclaration";
            else if (!entity) kind = "sitelink";
            else kind = switch (p.stringValue()) {
                case "http://www.w3.org/2000/01/rdf-schema#label" -> "label";
                case "http://www.w3.org/2004/02/skos/core#prefLabel", SCHEMA + "name" -> "labelCopy";
                case SCHEMA + "description" -> "description";
                case "http://www.w3.org/2004/02/skos/core#altLabel" -> "alias";
                case SCHEMA + "version", SCHEMA + "dateModified", WIKIBASE + "statements", WIKIBASE + "sitelinks",
                        WIKIBASE + "identifiers" -> "metadata";
                default -> {
                    if (in(p, PROP + "direct/") || in(p, PROP + "direct-normalized/")
                            || (p.stringValue().endsWith("#type") && in(o, PROP + "novalue/"))) yield "truthy";
                    if (in(p, PROP)) yield "statementLink";
                    if (o.stringValue().equals(WIKIBASE + "Item")) yield "metadata";
                    yield "propertyDeclaration";
                }
            };
            if (kind != null) add(m, "kind." + kind);
            if (in(s, VALUE)) values.add(s);
            if (in(s, REFERENCE)) refs.add(s);
            String pl = p.stringValue();
            if (pl.equals(WIKIBASE + "timeValue") || pl.equals(WIKIBASE + "quantityAmount") || pl.equals(WIKIBASE + "geoLatitude")) add(m, "valueNodes");
            if (pl.startsWith(PROP + "statement/value/") || pl.startsWith(PROP + "qualifier/value/") || pl.startsWith(PROP + "reference/value/")) add(m, "valueLinks");
            if (pl.equals("http://www.w3.org/ns/prov#wasDerivedFrom")) add(m, "wasDerivedFrom");
            if (o instanceof Literal l) {
                if (l.getLanguage().isPresent()) {
                    add(m, "literal.langString");
                    languages.add(l.getLanguage().get());
                } else {
                    String dt = l.getDatatype().stringValue();
                    add(m, dt.equals(XSD + "string") ? "literal.string" : "literal." + local(l.getDatatype()));
                }
            } else if (o instanceof IRI) {
                add(m, "iriObjects");
            }
        }
        m.put("languages", (long) languages.size());
        m.put("distinctValueSubjects", (long) values.size());
        m.put("distinctReferenceSubjects", (long) refs.size());
        return m;
    }

    static long distinctTerms(List<Statement> statements) {
        Set<Value> terms = new HashSet<>();
        for (Statement st : statements) {
            terms.add(st.getSubject());
            terms.add(st.getPredicate());
            terms.add(st.getObject());
        }
        return terms.size();
    }

    private static void add(Map<String, Long> m, String key) {
        m.merge(key, 1L, Long::sum);
    }
}
