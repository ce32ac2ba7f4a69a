package io.loadscope.engine.tdb2;

import io.loadscope.engine.ParserWarnings;
import io.loadscope.load.LoadFailure;
import io.loadscope.input.OpenedInput;
import org.apache.jena.riot.Lang;
import org.apache.jena.riot.RDFParser;
import org.apache.jena.riot.RDFParserBuilder;
import org.apache.jena.riot.RiotException;
import org.apache.jena.riot.RiotParseException;
import org.apache.jena.riot.lang.LabelToNode;

/** How the TDB2 sessions read an input with Jena's RIOT, and how its errors become failures with their location. */
final class RiotInputs {
    private static final java.util.regex.Pattern RIOT_LOCATION =
            java.util.regex.Pattern.compile("(?s)\\[line: (\\d+), col: (\\d+)\\s*\\] (.*)");

    private RiotInputs() {
    }

    /** @param warnings where RIOT's warnings about this input are counted (never logged) */
    static RDFParser parser(OpenedInput input, ParserWarnings warnings) {
        // Errors come back as exceptions with their location (reported once, by loadscope); warnings are counted.
        // strict(true): RIOT otherwise accepts what the W3C suites reject (relative IRIs in N-Triples/N-Quads,
        // a Turtle file without its final '.', TriG's free-standing lists and "GRAPH ... ."); it rejects no
        // W3C positive test and parses N-Triples no slower (io.loadscope.conformance.Tdb2ConformanceTest).
        RiotIris.useRfc3986();
        Lang lang = JenaInputReader.lang(input);
        RDFParserBuilder b = RDFParser.source(input.stream()).lang(lang).base(input.source().baseIri()).strict(true)
                .errorHandler(new RiotWarnings(warnings, input.name()));
        LabelToNode labels = BlankNodeSeeds.labelsFor(input.source());
        return (lang == Lang.RDFXML ? b.factory(RiotIris.warningFactory(labels, warnings, input.name())) : b.labelToNode(labels)).build();
    }

    static LoadFailure failure(OpenedInput input, Throwable e) {
        var damaged = input.damageFailure(e);
        if (damaged.isPresent()) return damaged.get();
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof RiotParseException pe) {
                String msg = pe.getOriginalMessage() == null ? "parse error" : pe.getOriginalMessage();
                return LoadFailure.parseError(msg, input.name(), pe.getLine(), pe.getCol(), pe);
            }
            if (t instanceof RiotException re && re.getMessage() != null) {
                // A parser that throws past the error handler puts the place in the message only: "[line: 2, col: 27] message".
                java.util.regex.Matcher m = RIOT_LOCATION.matcher(re.getMessage());
                if (m.matches()) {
                    return LoadFailure.parseError(m.group(3), input.name(), Long.parseLong(m.group(1)), Long.parseLong(m.group(2)), re);
                }
                return LoadFailure.parseError(re.getMessage(), input.name(), -1, -1, re);
            }
        }
        return new LoadFailure("TDB2 failed while loading: " + e, input.name(), e);
    }
}
