package io.loadscope.engine.blazegraph.parse;

import org.eclipse.rdf4j.model.IRI;
import org.eclipse.rdf4j.rio.RDFParseException;
import org.eclipse.rdf4j.rio.RioSetting;
import org.eclipse.rdf4j.rio.nquads.NQuadsParser;

/** rio 5's N-Quads parser with the column in its errors; what it adds is {@link LineParserLocation}'s. */
class LocatingNQuadsParser extends NQuadsParser {
    private final LineParserLocation at = new LineParserLocation(true, super::createURI);

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
    protected IRI createURI(String text) throws RDFParseException {
        return at.iri(text);
    }
}
