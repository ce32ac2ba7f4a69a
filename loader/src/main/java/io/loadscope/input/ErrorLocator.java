package io.loadscope.input;

import io.loadscope.load.LoadFailure;
import io.loadscope.load.RdfFormat;
import org.eclipse.rdf4j.rio.RDFParseException;
import org.eclipse.rdf4j.rio.RDFParser;
import org.eclipse.rdf4j.rio.Rio;
import org.eclipse.rdf4j.rio.helpers.AbstractRDFHandler;

import java.io.IOException;
import java.io.InputStream;

/**
 * Completes a parse error's location when the engine's parser left it out: engines built on older
 * parsers report N-Triples errors without a column, and errors at end of input without a line. The
 * loader then finds the spot itself: the grammar check of the line for line-based formats, else a
 * second parse of the file with rdf4j (only on failure, so it costs nothing on the load path).
 */
public final class ErrorLocator {
    private ErrorLocator() {
    }

    /**
     * @param linesFiltered whether skip mode took the lines its check refuses out before the engine read the input:
     *                      then no literal the engine read was left open, and one that was is not what it stopped at
     */
    public static LoadFailure complete(LoadFailure f, InputSource source, RdfFormat format, InputOpener opener,
                                       boolean linesFiltered) {
        LoadFailure out = MalformedUtf8Exception.locate(f);
        if (!linesFiltered && out.fault() == LoadFailure.Fault.SYNTAX && !causedByVmError(out)) out = atUnclosedLiteral(out, source, format);
        // A second parse after the JVM ran out of memory would only run out again.
        if (out.line() <= 0 && !source.isStdin() && !causedByVmError(out)) out = withRdf4jLocation(out, source, format, opener);
        if (out.line() <= 0 && endOfInput(out.getMessage())) {
            // The parser ran out of input inside a statement (an unclosed string, a missing '.'): it started on
            // the last line that holds anything, or before it.
            long last = InputOpener.lastLine(source);
            if (last > 0) out = new LoadFailure(out.getMessage() + " (at the end of the input)", out.file(), last, -1, null, out.getCause());
        }
        if (out.line() > 0 && out.offendingLine() == null) {
            out = out.withOffendingLine(InputOpener.lineAt(source, out.line()));
        }
        if (out.line() > 0 && out.column() <= 0 && out.offendingLine() != null && format.lineBased()) {
            int col = firstBadColumn(out.offendingLine(), format == RdfFormat.NQUADS);
            if (col > 0) out = new LoadFailure(out.getMessage(), out.file(), out.line(), col, out.offendingLine(), out.getCause());
        }
        return out;
    }

    /**
     * A parse error after a literal that opens and never closes is reported where that literal opens: the parser only
     * noticed it further on (see {@link UnclosedLiteral}). What the parser said is kept in the message.
     */
    private static LoadFailure atUnclosedLiteral(LoadFailure f, InputSource source, RdfFormat format) {
        // Parsers of line-based formats stop on the literal's line, or at the start of the next.
        UnclosedLiteral.Found open = UnclosedLiteral.find(source, format, Math.max(1, f.line() - 1), f.line());
        if (open == null || !open.before(f.line(), f.column())) return f;
        String where = f.line() <= 0 ? "" : " at line " + f.line() + (f.column() > 0 ? ", column " + f.column() : "");
        return LoadFailure.parseError(open.message() + " (the parser read on and stopped" + where + ": " + f.getMessage() + ")",
                f.file(), open.line(), open.column(), f.getCause());
    }

    /** Where the line breaks the N-Triples/N-Quads grammar (skip mode's own check), or -1. */
    private static int firstBadColumn(String line, boolean quads) {
        int bom = line.startsWith("\uFEFF") ? 1 : 0;
        NTriplesLineCheck check = new NTriplesLineCheck(quads);
        return check.check(line.substring(bom)) == null ? -1 : bom + check.column();
    }

    private static boolean endOfInput(String message) {
        String m = message == null ? "" : message.toLowerCase(java.util.Locale.ROOT);
        return m.contains("end of file") || m.contains("end of input") || m.contains("eof");
    }

    private static boolean causedByVmError(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            if (c instanceof VirtualMachineError) return true;
        }
        return false;
    }

    private static LoadFailure withRdf4jLocation(LoadFailure f, InputSource source, RdfFormat format, InputOpener opener) {
        RDFParser parser = Rio.createParser(RioFormats.of(format));
        parser.setRDFHandler(new AbstractRDFHandler() { });
        try (OpenedInput in = opener.open(source, new io.loadscope.probe.LoadProbes(new io.loadscope.probe.ListenerDispatch()))) {
            InputStream stream = in.stream();
            parser.parse(stream, source.path().toAbsolutePath().toUri().toString());
        } catch (RDFParseException e) {
            if (e.getLineNumber() > 0) {
                String msg = f.getMessage() + " (rdf4j: " + e.getMessage().replaceAll("\\s*\\[line \\d+(, column \\d+)?\\]\\s*$", "") + ")";
                return new LoadFailure(msg, f.file(), e.getLineNumber(), format.lineBased() ? -1 : e.getColumnNumber(), null, f.getCause());
            }
        } catch (IOException | InputError | RuntimeException e) {
            return f;
        }
        return f;
    }
}
