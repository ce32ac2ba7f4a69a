package io.loadscope.engine.blazegraph.parse;

import io.loadscope.input.NTriplesLineCheck;
import org.eclipse.rdf4j.model.IRI;
import org.eclipse.rdf4j.rio.RDFParseException;

import java.util.function.Function;

/**
 * What loadscope adds to rio 5's N-Triples and N-Quads parsers, written once: the two subclasses cannot share a class of
 * loadscope's between them and rio (its N-Quads parser extends its N-Triples parser), so each hands its overrides here.
 * rio reports the line only; the column is the parser's index in the current line, or where the grammar check found a
 * statement's bad part.
 */
final class LineParserLocation {
    private final boolean quads;
    /** The column of an error found by {@link #pastLineEnd}'s line check; 0 while there is none. */
    private long checkedColumn;
    private final RecentTerms<IRI> checkedIris = new RecentTerms<>();
    /** rio's own IRI making (with its syntax check), bound once: a method reference made per IRI would allocate. */
    private final Function<String, IRI> checkAndMake;

    LineParserLocation(boolean quads, Function<String, IRI> checkAndMake) {
        this.quads = quads;
        this.checkAndMake = checkAndMake;
    }

    /**
     * The column the parser stopped at. rio throws some errors with a wrong column (the offending character's code:
     * "found: o" at column 111), so for N-Triples and N-Quads loadscope takes the column from here.
     */
    long column(int currentIndex) {
        return checkedColumn > 0 ? checkedColumn : currentIndex + 1;
    }

    /** The column {@link #pastLineEnd} found. */
    long checkedColumn() {
        return checkedColumn;
    }

    /**
     * rio reads a line at a time and calls a statement that runs past its line end (a literal or IRI left open, no
     * final '.') the end of the file, with no line. The line is still at hand: the grammar check says where and why it
     * breaks, which is where the statement's bad part starts (the opening quote of an open literal). Returns why; the
     * column is {@link #checkedColumn}.
     */
    String pastLineEnd(char[] lineChars) {
        NTriplesLineCheck check = new NTriplesLineCheck(quads);
        String why = check.check(new String(lineChars));
        checkedColumn = why == null ? lineChars.length + 1 : check.column();
        return why == null ? "statement not ended before the end of its line" : why;
    }

    /** rio checks each IRI's syntax (RFC 3987) when it makes it; a text that passed once is answered from the cache. */
    IRI iri(String text) throws RDFParseException {
        return checkedIris.get(text, checkAndMake);
    }
}
