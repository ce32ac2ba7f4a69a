package io.loadscope.engine.blazegraph.parse;

import io.loadscope.input.NTriplesLineCheck;
import org.eclipse.rdf4j.model.IRI;
import org.eclipse.rdf4j.rio.RDFParseException;
import org.eclipse.rdf4j.rio.RioSetting;
import org.eclipse.rdf4j.rio.ntriples.NTriplesParser;

/** rio 5's N-Triples parser with the column in its errors (it reports the line only): its index in the current line. */
class LocatingNTriplesParser extends NTriplesParser {
    @Override
    protected void reportError(String msg, RioSetting<Boolean> setting) throws RDFParseException {
        reportError(msg, lineNo, currentIndex + 1, setting);
    }

    @Override
    protected void reportFatalError(String msg) throws RDFParseException {
        reportFatalError(msg, lineNo, currentIndex + 1);
    }

    /** The column of an error found by {@link #throwEOFException}'s line check; 0 while there is none. */
    private long checkedColumn;

    /**
     * The column the parser stopped at. rio throws some errors with a wrong column (the offending character's code:
     * "found: o" at column 111), so for N-Triples and N-Quads loadscope takes the column from here.
     */
    long column() {
        return checkedColumn > 0 ? checkedColumn : currentIndex + 1;
    }

    /**
     * rio reads a line at a time and calls a statement that runs past its line end (a literal or IRI left open, no
     * final '.') the end of the file, with no line. The line is still at hand: the grammar check says where and why it
     * breaks, which is where the statement's bad part starts (the opening quote of an open literal).
     */
    @Override
    protected void throwEOFException() throws RDFParseException {
        if (lineChars == null) super.throwEOFException();
        NTriplesLineCheck check = new NTriplesLineCheck(false);
        String why = check.check(new String(lineChars));
        checkedColumn = why == null ? lineChars.length + 1 : check.column();
        reportFatalError(why == null ? "statement not ended before the end of its line" : why, lineNo, checkedColumn);
    }

    /** Lines read so far (after a whole parse: the lines of the input, a last one without a line end included). */
    long lines() {
        return lineNo;
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
