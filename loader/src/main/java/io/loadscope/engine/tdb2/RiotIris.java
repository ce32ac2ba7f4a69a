package io.loadscope.engine.tdb2;

import io.loadscope.engine.ParserWarnings;
import org.apache.jena.atlas.lib.Cache;
import org.apache.jena.atlas.lib.CacheFactory;
import org.apache.jena.graph.Node;
import org.apache.jena.iri3986.provider.IRIProvider3986;
import org.apache.jena.irix.IRIException;
import org.apache.jena.irix.IRIx;
import org.apache.jena.irix.SystemIRIx;
import org.apache.jena.riot.lang.LabelToNode;
import org.apache.jena.riot.system.FactoryRDF;
import org.apache.jena.riot.system.FactoryRDFCaching;

/**
 * How Jena RIOT judges IRIs when loadscope reads with it: RDF 1.1's syntax (RFC 3987) decides what is refused, and a
 * scheme's own rules (a {@code urn:uuid:} that is not a UUID, an {@code http:} without a host) only warn.
 *
 * <p>Jena 5's default IRI provider refuses an IRI that breaks its scheme's rules, and its RDF/XML parser then stops
 * the file: CIM/CGMES data names everything {@code urn:uuid:_…}, which rdf4j rio (Blazegraph's parser) loads as
 * written. Jena's RFC 3986 provider ({@link IRIProvider3986}) refuses only what is not an IRI and reports the rest as
 * violations, so both parsers accept the same inputs. The provider is Jena's, for the whole JVM: set at every RIOT
 * read, so an application that changed it in between gets it back before loadscope parses.
 */
final class RiotIris {
    /** IRIs whose scheme rules were checked lately: a file names the same subjects and predicates again and again. */
    private static final int CHECKED_IRIS = 10_000;

    private RiotIris() {
    }

    static void useRfc3986() {
        if (!(SystemIRIx.getProvider() instanceof IRIProvider3986)) SystemIRIx.setProvider(new IRIProvider3986());
    }

    /**
     * RIOT's node factory, with a warning for each IRI that breaks its scheme's rules. For RDF/XML only: its parser
     * resolves IRIs without reporting violations, where the Turtle family's parsers warn through the error handler,
     * with the line and column this factory does not know.
     */
    static FactoryRDF warningFactory(LabelToNode labels, ParserWarnings warnings, String file) {
        return new FactoryRDFCaching(FactoryRDFCaching.DftNodeCacheSize, labels) {
            private final Cache<String, String> checked = CacheFactory.createCache(CHECKED_IRIS);

            @Override
            public Node createURI(String iri) {
                String violation = checked.get(iri, RiotIris::violation);
                if (!violation.isEmpty()) warnings.warn(file, -1, -1, "Bad IRI: " + violation);
                return super.createURI(iri);
            }
        };
    }

    /** The first rule the IRI breaks ("<iri> what is wrong"), or "" (a refused IRI never gets here: the parser stopped at it). */
    private static String violation(String iri) {
        try {
            IRIx x = IRIx.create(iri);
            if (!x.hasViolations()) return "";
            StringBuilder first = new StringBuilder();
            x.handleViolations((isError, message) -> {
                if (first.isEmpty()) first.append(message);
            });
            return first.toString();
        } catch (IRIException e) {
            return "";
        }
    }
}
