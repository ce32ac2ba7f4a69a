package io.loadscope.engine.blazegraph.parse;

import org.eclipse.rdf4j.model.IRI;
import org.eclipse.rdf4j.model.Literal;
import org.eclipse.rdf4j.model.Resource;
import org.eclipse.rdf4j.rio.RDFParseException;

import java.io.IOException;
import java.util.function.Function;

/**
 * What loadscope adds to rio 5's Turtle and TriG parsers, written once: columns in their errors, unquoted numbers
 * checked ({@link ParseColumn}), blank node labels ended where a final '.' ends the statement, unclosed literals
 * reported where they open, and checked IRIs cached. The two subclasses cannot share a class of loadscope's between
 * them and rio (its TriG parser extends its Turtle parser), so each hands its overrides here, and this reaches back
 * into the parser through {@link Parser}.
 */
final class TurtleParserLocation {
    /** The parser's own protected members this needs. */
    interface Parser {
        long line();

        void unread(int codePoint) throws IOException;

        Resource node(String label) throws RDFParseException;

        void fatal(String msg, long line, long column) throws RDFParseException;
    }

    /** rio's string reader, as the parser's super call. */
    interface StringReader {
        String read(int closingCharacter) throws IOException, RDFParseException;
    }

    private final Parser parser;
    private final ParseColumn column = new ParseColumn();
    /** The label of the blank node made last (for "_:label"). */
    private String lastLabel;
    private final RecentTerms<IRI> checkedIris = new RecentTerms<>();
    /** rio's own IRI making (with its syntax check), bound once: a method reference made per IRI would allocate. */
    private final Function<String, IRI> checkAndMake;

    TurtleParserLocation(Parser parser, Function<String, IRI> checkAndMake) {
        this.parser = parser;
        this.checkAndMake = checkAndMake;
    }

    ParseColumn column() {
        return column;
    }

    long[] location() {
        return new long[] {parser.line(), column.column()};
    }

    void fatal(String msg) throws RDFParseException {
        parser.fatal(msg, parser.line(), column.column());
    }

    Literal number(Literal n) throws IOException, RDFParseException {
        if (ParseColumn.integerBeforeFinalDot(n)) {
            // "123." before a non-space ("{ :s :p 123.}"): rio takes the statement's '.' into a decimal "123.".
            parser.unread('.');
            return ParseColumn.integer(n);
        }
        String wrong = ParseColumn.notANumber(n);
        if (wrong != null) fatal(wrong);
        return n;
    }

    void madeNode(String label) {
        lastLabel = label;
    }

    Resource nodeID(Resource node) throws IOException, RDFParseException {
        int dots = ParseColumn.finalDots(lastLabel);
        if (dots == 0) return node;
        // "_:o.}": a label cannot end in '.', so the dot ends the statement; rio keeps it in the label unless white space,
        // '<' or '_' follows, and "o." is then a second blank node beside "o" (TriG's minimal-whitespace-01).
        for (int i = 0; i < dots; i++) parser.unread('.');
        return parser.node(lastLabel.substring(0, lastLabel.length() - dots));
    }

    /**
     * rio raises an unclosed literal where it gives up (the line break after it, or the end of the file for a long
     * string, which can be thousands of lines on); the error is reported where the literal opens: the code point read
     * last is the opening quote, or the third of the opening quotes of a long string. rio's string readers raise
     * nothing else.
     */
    String string(StringReader rio, int closingCharacter, boolean longString) throws IOException, RDFParseException {
        long line = parser.line();
        long opened = longString ? Math.max(1, column.column() - 2) : column.column();
        String raw;
        try {
            raw = rio.read(closingCharacter);
        } catch (RDFParseException e) {
            parser.fatal(ParseColumn.unclosedLiteral(closingCharacter, longString), line, opened);
            throw e;
        }
        String wrong = ParseColumn.badEscape(raw);
        if (wrong != null) fatal(wrong);
        return raw;
    }

    /** rio checks each IRI's syntax (RFC 3987) when it makes it; a text that passed once is answered from the cache. */
    IRI iri(String text) throws RDFParseException {
        return checkedIris.get(text, checkAndMake);
    }
}
