package io.loadscope.engine.tdb2;

import io.loadscope.engine.ParserWarnings;
import org.apache.jena.riot.RiotParseException;
import org.apache.jena.riot.system.ErrorHandler;

/**
 * RIOT's error handler for loadscope: an error stops the parse with its line and column (loadscope reports it once,
 * as the input's failure), a warning is counted. Nothing is logged: RIOT's own handlers log each warning and error,
 * which put a raw log line on the terminal beside loadscope's report.
 */
final class RiotWarnings implements ErrorHandler {
    /** The parser's name in the sentence that counts its warnings. */
    static final String PARSER = "Jena RIOT";

    private final ParserWarnings warnings;
    private final String file;

    RiotWarnings(ParserWarnings warnings, String file) {
        this.warnings = warnings;
        this.file = file;
    }

    @Override
    public void warning(String message, long line, long col) {
        warnings.warn(file, line, col, message);
    }

    @Override
    public void error(String message, long line, long col) {
        throw new RiotParseException(message, line, col);
    }

    @Override
    public void fatal(String message, long line, long col) {
        throw new RiotParseException(message, line, col);
    }
}
