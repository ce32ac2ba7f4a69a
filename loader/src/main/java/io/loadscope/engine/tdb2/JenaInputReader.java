package io.loadscope.engine.tdb2;

import io.loadscope.engine.Term;

import io.loadscope.engine.LoadParser;
import io.loadscope.engine.ParserWarnings;
import io.loadscope.engine.StatementReader;
import io.loadscope.engine.StatementVisitor;

import io.loadscope.input.InputError;
import io.loadscope.input.InputOpener;
import io.loadscope.input.InputSource;
import io.loadscope.input.OpenedInput;
import io.loadscope.probe.LoadProbes;
import org.apache.jena.graph.Node;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.riot.RDFParserBuilder;
import org.apache.jena.riot.RiotException;
import org.apache.jena.riot.RiotParseException;
import org.apache.jena.riot.lang.LabelToNode;
import org.apache.jena.riot.system.StreamRDFBase;
import org.apache.jena.sparql.core.Quad;

import java.io.IOException;

/** Reads an input with Jena RIOT, outside any store: verification of a load that rdf4j rio parsed uses it. */
public final class JenaInputReader implements StatementReader {
    @Override
    public LoadParser parser() {
        return LoadParser.JENA_RIOT;
    }

    @Override
    public void read(InputOpener opener, InputSource source, StatementVisitor visitor, ParserWarnings warnings)
            throws IOException, InputError {
        try (OpenedInput in = opener.open(source, LoadProbes.discard())) {
            RiotIris.useRfc3986();
            Lang lang = lang(in);
            // Labels as written: blank nodes are told apart by label within a file, as on the rio side.
            LabelToNode labels = LabelToNode.createUseLabelAsGiven();
            RDFParserBuilder b = RDFParser.source(in.stream()).lang(lang).strict(true).base(source.baseIri())
                    .errorHandler(new RiotWarnings(warnings, source.name()));
            (lang == Lang.RDFXML ? b.factory(RiotIris.warningFactory(labels, warnings, source.name())) : b.labelToNode(labels))
                    .build().parse(new StreamRDFBase() {
                        @Override
                        public void triple(org.apache.jena.graph.Triple t) {
                            visitor.statement(term(t.getSubject()), term(t.getPredicate()), term(t.getObject()), null);
                        }

                        @Override
                        public void quad(Quad q) {
                            visitor.statement(term(q.getSubject()), term(q.getPredicate()), term(q.getObject()),
                                    q.isDefaultGraph() ? null : term(q.getGraph()));
                        }
                    });
        } catch (RiotException e) {
            throw new InputError(placed(source, e) + ": Jena RIOT, reading it to verify the store, rejects it: "
                    + (e instanceof RiotParseException pe ? pe.getOriginalMessage() : e.getMessage()));
        }
    }

    /** "name:line:col", as far as the parser told the place. */
    private static String placed(InputSource source, RiotException e) {
        if (!(e instanceof RiotParseException pe) || pe.getLine() < 1) return source.name();
        return source.name() + ":" + pe.getLine() + (pe.getCol() < 1 ? "" : ":" + pe.getCol());
    }

    /** The Jena language of an input (the TDB2 session parses with it too). */
    public static Lang lang(OpenedInput in) {
        return switch (in.format()) {
            case NTRIPLES -> Lang.NTRIPLES;
            case NQUADS -> Lang.NQUADS;
            case TURTLE -> Lang.TURTLE;
            case TRIG -> Lang.TRIG;
            case RDFXML -> Lang.RDFXML;
        };
    }

    /** A Jena node as a verification term (the TDB2 session reads its store with it too). */
    public static Term term(Node n) {
        if (n.isURI()) return Term.iri(n.getURI());
        if (n.isBlank()) return Term.bnode(n.getBlankNodeLabel());
        String lang = n.getLiteralLanguage();
        boolean hasLang = lang != null && !lang.isEmpty();
        return Term.literal(n.getLiteralLexicalForm(), hasLang ? lang : null, hasLang ? null : n.getLiteralDatatypeURI());
    }
}
