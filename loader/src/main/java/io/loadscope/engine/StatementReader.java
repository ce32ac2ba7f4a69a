package io.loadscope.engine;

import io.loadscope.input.InputError;
import io.loadscope.input.InputOpener;
import io.loadscope.input.InputSource;

import java.io.IOException;

/**
 * Reads an input into statements with an engine's own parser, outside any store. Verification reads the inputs with a
 * parser other than the one that loaded them, and reaches the parsers the engines bring through this contract.
 */
public interface StatementReader {
    /** The parser this reader reads with. */
    LoadParser parser();

    /**
     * Every statement of {@code source} to {@code visitor}, blank nodes by their labels as written; what the parser
     * warns about (and reads all the same) is counted in {@code warnings}, never logged.
     */
    void read(InputOpener opener, InputSource source, StatementVisitor visitor, ParserWarnings warnings) throws IOException, InputError;
}
