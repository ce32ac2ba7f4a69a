package io.loadscope.input;

/**
 * A load that started and could not finish: a parse error, an engine failure, an input that yielded no
 * statements. Carries the location when there is one. The CLI exits 1.
 */
public class LoadFailure extends Exception {
    private final String file;
    private final long line;
    private final long column;
    private final String offendingLine;
    private final boolean parseError;

    public LoadFailure(String message, String file, long line, long column, String offendingLine, Throwable cause) {
        this(message, file, line, column, offendingLine, cause, false);
    }

    private LoadFailure(String message, String file, long line, long column, String offendingLine, Throwable cause,
                        boolean parseError) {
        super(message, cause);
        this.file = file;
        this.line = line;
        this.column = column;
        this.offendingLine = offendingLine;
        this.parseError = parseError;
    }

    /** The engine's parser refused the input (line and column -1 when it did not say where). */
    public static LoadFailure parseError(String message, String file, long line, long column, Throwable cause) {
        return new LoadFailure(message, file, line, column, null, cause, true);
    }

    public LoadFailure(String message, String file, Throwable cause) {
        this(message, file, -1, -1, null, cause);
    }

    public String file() {
        return file;
    }

    /** 1-based line, or -1 when unknown. */
    public long line() {
        return line;
    }

    /** 1-based column, or -1 when unknown. */
    public long column() {
        return column;
    }

    /** The text of the offending line, or null when it cannot be shown (stdin, binary). */
    public String offendingLine() {
        return offendingLine;
    }

    /** The same failure, about {@code newFile} (for failures found after the input, such as its commit). */
    public LoadFailure withFile(String newFile) {
        return new LoadFailure(getMessage(), newFile, line, column, offendingLine, getCause(), parseError);
    }

    /** The same failure at another line (its column and text no longer apply). */
    public LoadFailure atLine(long newLine) {
        return new LoadFailure(getMessage(), file, newLine, newLine == line ? column : -1, null, getCause(), parseError);
    }

    /**
     * True when the input itself is at fault (a parse error, unreadable or not RDF), so skip mode may leave it
     * out; false for faults of the store or the machine (disk full, out of memory, a failed commit), which
     * skipping would only repeat on the next input.
     */
    public boolean isInputFault() {
        if (parseError || line > 0) return true;
        for (Throwable t = getCause(); t != null; t = t.getCause()) {
            if (t instanceof java.util.zip.ZipException || t instanceof java.io.EOFException
                    || t instanceof java.nio.charset.CharacterCodingException) {
                return true;
            }
            if (t instanceof MalformedUtf8Exception) return true;
            if (t instanceof VirtualMachineError || t instanceof java.io.IOException) return false;
        }
        String m = getMessage() == null ? "" : getMessage();
        return m.startsWith("yielded no statements") || m.startsWith("cannot read: ");
    }

    public LoadFailure withOffendingLine(String text) {
        return new LoadFailure(getMessage(), file, line, column, text, getCause(), parseError);
    }

    /** "file:line:column: message", the form compilers use, so editors can jump to it. */
    public String location() {
        StringBuilder sb = new StringBuilder(file == null ? "<input>" : file);
        if (line > 0) sb.append(':').append(line);
        if (line > 0 && column > 0) sb.append(':').append(column);
        return sb.toString();
    }
}
