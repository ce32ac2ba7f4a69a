package io.loadscope.engine.blazegraph.parse;

import org.eclipse.rdf4j.model.Statement;
import org.eclipse.rdf4j.rio.RDFParser;
import org.eclipse.rdf4j.rio.helpers.StatementCollector;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A '.' right after a blank node label ends the statement, whatever follows it (rio 5.2.2 kept it in the label). */
class BlankNodeLabelEndTest {
    private static List<Statement> parse(RDFParser parser, String text) throws Exception {
        List<Statement> out = new ArrayList<>();
        parser.setRDFHandler(new StatementCollector(out));
        parser.parse(new StringReader(text), "http://x/");
        return out;
    }

    @Test
    void turtle() throws Exception {
        List<Statement> st = parse(new LocatingTurtleParser(), "@prefix : <http://x/> .\n:s :p _:o.:t :p _:o .\n");
        assertEquals(2, st.size());
        assertEquals(st.get(0).getObject(), st.get(1).getObject(), "one blank node, labelled o");
    }

    @Test
    void trig() throws Exception {
        List<Statement> st = parse(new LocatingTriGParser(), "@prefix : <http://x/> .\n{:s :p _:o.}:g{:t :p _:o .}\n");
        assertEquals(2, st.size());
        assertEquals(st.get(0).getObject(), st.get(1).getObject(), "one blank node, labelled o");
    }
}
