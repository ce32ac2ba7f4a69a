package io.loadscope.engine.blazegraph.parse;

import org.eclipse.rdf4j.model.IRI;
import org.eclipse.rdf4j.model.Literal;
import org.eclipse.rdf4j.model.Resource;
import org.eclipse.rdf4j.rio.RDFParseException;
import org.eclipse.rdf4j.rio.RioSetting;
import org.eclipse.rdf4j.rio.turtle.TurtleParser;

import java.io.IOException;

/** rio 5's Turtle parser with what {@link TurtleParserLocation} adds. */
class LocatingTurtleParser extends TurtleParser implements TurtleParserLocation.Parser {
    private final TurtleParserLocation at = new TurtleParserLocation(this, super::createURI);

    @Override
    protected int readCodePoint() throws IOException {
        int c = super.readCodePoint();
        at.column().read(c);
        return c;
    }

    @Override
    public void unread(int codePoint) throws IOException {
        super.unread(codePoint);
        at.column().unread(codePoint);
    }

    @Override
    protected void unread(String string) throws IOException {
        super.unread(string);
        at.column().unread(string);
    }

    @Override
    protected Literal parseNumber() throws IOException, RDFParseException {
        return at.number(super.parseNumber());
    }

    @Override
    protected Resource createNode(String nodeID) throws RDFParseException {
        at.madeNode(nodeID);
        return super.createNode(nodeID);
    }

    @Override
    protected Resource parseNodeID() throws IOException, RDFParseException {
        return at.nodeID(super.parseNodeID());
    }

    @Override
    protected String parseString(int closingCharacter) throws IOException, RDFParseException {
        return at.string(super::parseString, closingCharacter, false);
    }

    @Override
    protected String parseLongString(int closingCharacter) throws IOException, RDFParseException {
        return at.string(super::parseLongString, closingCharacter, true);
    }

    /** Line and column of the code point read last (for errors rio raises without them). */
    long[] location() {
        return at.location();
    }

    @Override
    protected void reportFatalError(String msg) throws RDFParseException {
        at.fatal(msg);
    }

    @Override
    protected void reportFatalError(Exception e) throws RDFParseException {
        reportFatalError(e, getLineNumber(), at.column().column());
    }

    @Override
    protected void reportError(String msg, RioSetting<Boolean> setting) throws RDFParseException {
        reportError(msg, getLineNumber(), at.column().column(), setting);
    }

    @Override
    protected IRI createURI(String text) throws RDFParseException {
        return at.iri(text);
    }

    @Override
    public long line() {
        return getLineNumber();
    }

    @Override
    public Resource node(String label) throws RDFParseException {
        return createNode(label);
    }

    @Override
    public void fatal(String msg, long line, long column) throws RDFParseException {
        reportFatalError(msg, line, column);
    }
}
