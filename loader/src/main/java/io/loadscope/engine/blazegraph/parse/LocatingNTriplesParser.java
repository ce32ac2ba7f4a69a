package io.loadscope.engine.blazegraph.parse;

import org.eclipse.rdf4j.model.IRI;
import org.eclipse.rdf4j.rio.RDFHandler;
import org.eclipse.rdf4j.rio.RDFHandlerException;
import org.eclipse.rdf4j.rio.RDFParseException;
import org.eclipse.rdf4j.rio.RioSetting;

import java.io.IOException;
import java.io.Reader;
import org.eclipse.rdf4j.rio.ntriples.NTriplesParser;

/** rio 5's N-Triples parser with the column in its errors; what it adds is {@link LineParserLocation}'s. */
class LocatingNTriplesParser extends NTriplesParser implements BlockLines.LineParser {
    private final LineParserLocation at = new LineParserLocation(false, super::createURI);

    @Override
    protected void reportError(String msg, RioSetting<Boolean> setting) throws RDFParseException {
        reportError(msg, lineNo, currentIndex + 1, setting);
    }

    @Override
    protected void reportFatalError(String msg) throws RDFParseException {
        reportFatalError(msg, lineNo, currentIndex + 1);
    }

    /** See {@link LineParserLocation#column}. */
    long column() {
        return at.column(currentIndex);
    }

    @Override
    protected void throwEOFException() throws RDFParseException {
        if (lineChars == null) super.throwEOFException();
        String why = at.pastLineEnd(lineChars);
        reportFatalError(why, lineNo, at.checkedColumn());
    }

    /** Lines read so far (after a whole parse: the lines of the input, a last one without a line end included). */
    long lines() {
        return lineNo;
    }

    @Override
    protected IRI parseIRI() {
        IRI known = at.knownIri(lineChars, currentIndex);
        if (known == null) return super.parseIRI();
        currentIndex = at.knownIriEnd();
        return known;
    }

    @Override
    protected IRI createURI(String text) throws RDFParseException {
        return at.iri(text);
    }

    /** A block's lines are read without rio's {@code BufferedReader} (see {@link BlockLines}); any other reader as rio does. */
    @Override
    public synchronized void parse(Reader reader, String baseURI) throws IOException, RDFParseException, RDFHandlerException {
        if (reader instanceof BlockLines lines) lines.parse(this);
        else super.parse(reader, baseURI);
    }

    @Override
    public RDFHandler handler() {
        return rdfHandler;
    }

    @Override
    public void clearState() {
        clear();
    }

    @Override
    public void beginLines() {
        lineNo = 0;
        reportLocation(lineNo, 1);
    }

    @Override
    public void line(char[] line) {
        lineChars = line;
        lineNo++;
        currentIndex = 0;
        reportLocation(lineNo, 1);
        parseStatement();
    }
}
