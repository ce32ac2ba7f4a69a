package io.loadscope.engine.blazegraph.parse;

import org.eclipse.rdf4j.model.Literal;
import org.eclipse.rdf4j.model.IRI;
import org.eclipse.rdf4j.model.Resource;
import org.eclipse.rdf4j.rio.RDFParseException;
import org.eclipse.rdf4j.rio.RioSetting;
import org.eclipse.rdf4j.rio.trig.TriGParser;

import java.io.IOException;

/**
 * rio 5's TriG parser with columns in its errors, unquoted numbers checked ({@link ParseColumn}), and blank node labels
 * ended where a final '.' ends the statement.
 */
class LocatingTriGParser extends TriGParser {
    private final ParseColumn column = new ParseColumn();

    @Override
    protected int readCodePoint() throws IOException {
        int c = super.readCodePoint();
        column.read(c);
        return c;
    }

    @Override
    protected void unread(int codePoint) throws IOException {
        super.unread(codePoint);
        column.unread(codePoint);
    }

    @Override
    protected void unread(String string) throws IOException {
        super.unread(string);
        column.unread(string);
    }

    @Override
    protected Literal parseNumber() throws IOException, RDFParseException {
        Literal n = super.parseNumber();
        if (ParseColumn.integerBeforeFinalDot(n)) {
            // "123." before a non-space ("{ :s :p 123.}"): rio takes the statement's '.' into a decimal "123.".
            unread('.');
            return ParseColumn.integer(n);
        }
        String wrong = ParseColumn.notANumber(n);
        if (wrong != null) reportFatalError(wrong);
        return n;
    }

    /** The label of the blank node made last (by {@link #parseNodeID}, for "_:label"). */
    private String lastLabel;

    @Override
    protected Resource createNode(String nodeID) throws RDFParseException {
        lastLabel = nodeID;
        return super.createNode(nodeID);
    }

    @Override
    protected Resource parseNodeID() throws IOException, RDFParseException {
        Resource node = super.parseNodeID();
        int dots = ParseColumn.finalDots(lastLabel);
        if (dots == 0) return node;
        // "_:o.}": a label cannot end in '.', so the dot ends the statement; rio keeps it in the label unless white space,
        // '<' or '_' follows, and "o." is then a second blank node beside "o" (TriG's minimal-whitespace-01).
        for (int i = 0; i < dots; i++) unread('.');
        return createNode(lastLabel.substring(0, lastLabel.length() - dots));
    }

    /**
     * rio raises an unclosed literal where it gives up (the line break after it, or the end of the file for a long
     * string, which can be thousands of lines on); the error is reported where the literal opens. Here the opening
     * quote is the code point read last. rio's string readers raise nothing else.
     */
    @Override
    protected String parseString(int closingCharacter) throws IOException, RDFParseException {
        long line = getLineNumber();
        long opened = column.column();
        String raw;
        try {
            raw = super.parseString(closingCharacter);
        } catch (RDFParseException e) {
            reportFatalError(ParseColumn.unclosedLiteral(closingCharacter, false), line, opened);
            throw e;
        }
        return checked(raw);
    }

    /** As {@link #parseString}; the code point read last is the third of the opening quotes. */
    @Override
    protected String parseLongString(int closingCharacter) throws IOException, RDFParseException {
        long line = getLineNumber();
        long opened = Math.max(1, column.column() - 2);
        String raw;
        try {
            raw = super.parseLongString(closingCharacter);
        } catch (RDFParseException e) {
            reportFatalError(ParseColumn.unclosedLiteral(closingCharacter, true), line, opened);
            throw e;
        }
        return checked(raw);
    }

    private String checked(String raw) throws RDFParseException {
        String wrong = ParseColumn.badEscape(raw);
        if (wrong != null) reportFatalError(wrong);
        return raw;
    }

    /** Line and column of the code point read last (for errors rio raises without them). */
    long[] location() {
        return new long[] {getLineNumber(), column.column()};
    }

    @Override
    protected void reportFatalError(String msg) throws RDFParseException {
        reportFatalError(msg, getLineNumber(), column.column());
    }

    @Override
    protected void reportFatalError(Exception e) throws RDFParseException {
        reportFatalError(e, getLineNumber(), column.column());
    }

    @Override
    protected void reportError(String msg, RioSetting<Boolean> setting) throws RDFParseException {
        reportError(msg, getLineNumber(), column.column(), setting);
    }

    private final RecentTerms<IRI> checkedIris = new RecentTerms<>();
    /** rio's own IRI making (with its syntax check), bound once: a method reference made per IRI would allocate. */
    private final java.util.function.Function<String, IRI> checkAndMake = super::createURI;

    /** rio checks each IRI's syntax (RFC 3987) when it makes it; a text that passed once is answered from the cache. */
    @Override
    protected IRI createURI(String text) throws RDFParseException {
        return checkedIris.get(text, checkAndMake);
    }
}
