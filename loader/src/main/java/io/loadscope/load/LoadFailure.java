package io.loadscope.load;

/**
 * A load that started and could not finish: a parse error, an engine failure, an input that yielded no
 * statements. Carries the location when there is one. The CLI exits 1.
 */
public class LoadFailure extends Exception {
    /** Who is at fault, as the code that failed knows it; nothing downstream reads it from the message. */
    public enum Fault {
        /** The input's syntax: a parser refused it. */
        SYNTAX,
        /** The input otherwise: unreadable, cut off, not RDF, no statements. */
        INPUT,
        /** The store, the engine or the machine: disk full, out of memory, a failed commit. */
        STORE
    }

    /**
     * An exception that says the input's own bytes are bad (not UTF-8), whichever parser wrapped it: a failure it caused
     * is the input's fault. The exceptions that say so live with the input reading; this type lets the failure, which
     * sits below it, tell them apart without naming them.
     */
    public interface BadInput {
    }

    /** What the store holds of the failed input. */
    public enum StoreAfter {
        /** Nothing: the engine rolled back to the last commit. */
        ROLLED_BACK,
        /** Maybe part of it: the engine wrote outside a transaction (Jena's bulk loaders); loading it again fixes it. */
        MAY_HOLD_PART
    }

    private final String file;
    private final long line;
    private final long column;
    private final String offendingLine;
    private final Fault fault;
    private final StoreAfter storeAfter;

    public LoadFailure(String message, String file, long line, long column, String offendingLine, Throwable cause) {
        this(message, file, line, column, offendingLine, cause, null, StoreAfter.ROLLED_BACK);
    }

    private LoadFailure(String message, String file, long line, long column, String offendingLine, Throwable cause,
                        Fault fault, StoreAfter storeAfter) {
        super(message, cause);
        this.file = file;
        this.line = line;
        this.column = column;
        this.offendingLine = offendingLine;
        this.fault = fault;
        this.storeAfter = storeAfter;
    }

    /** The engine's parser refused the input (line and column -1 when it did not say where). */
    public static LoadFailure parseError(String message, String file, long line, long column, Throwable cause) {
        return new LoadFailure(message, file, line, column, null, cause, Fault.SYNTAX, StoreAfter.ROLLED_BACK);
    }

    /** The input is at fault without a syntax error: unreadable, or no statements in it. */
    public static LoadFailure inputFault(String message, String file, Throwable cause) {
        return new LoadFailure(message, file, -1, -1, null, cause, Fault.INPUT, StoreAfter.ROLLED_BACK);
    }

    /** The same failure, where the engine could not roll back: the store may hold part of the failed input. */
    public LoadFailure storeMayHoldPart() {
        return new LoadFailure(getMessage(), file, line, column, offendingLine, getCause(), fault, StoreAfter.MAY_HOLD_PART);
    }

    public StoreAfter storeAfter() {
        return storeAfter;
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
        return new LoadFailure(getMessage(), newFile, line, column, offendingLine, getCause(), fault, storeAfter);
    }

    /** The same failure at another line (its column and text no longer apply). */
    public LoadFailure atLine(long newLine) {
        return new LoadFailure(getMessage(), file, newLine, newLine == line ? column : -1, null, getCause(), fault, storeAfter);
    }

    /**
     * Who is at fault: as the failing code said, else found from the cause (a parse position, a cut-off or undecodable
     * input are the input's; running out of memory or an I/O error are the store's or the machine's).
     */
    public Fault fault() {
        if (fault != null) return fault;
        if (line > 0) return Fault.SYNTAX;
        for (Throwable t = getCause(); t != null; t = t.getCause()) {
            if (t instanceof java.util.zip.ZipException || t instanceof java.io.EOFException
                    || t instanceof java.nio.charset.CharacterCodingException || t instanceof BadInput) {
                return Fault.INPUT;
            }
            if (t instanceof VirtualMachineError || t instanceof java.io.IOException) return Fault.STORE;
        }
        return Fault.STORE;
    }

    /**
     * True when the input itself is at fault, so skip mode may leave it out; false for faults of the store or the
     * machine, which skipping would only repeat on the next input.
     */
    public boolean isInputFault() {
        return fault() != Fault.STORE;
    }

    public LoadFailure withOffendingLine(String text) {
        return new LoadFailure(getMessage(), file, line, column, text, getCause(), fault, storeAfter);
    }

    /** "file:line:column: message", the form compilers use, so editors can jump to it. */
    public String location() {
        StringBuilder sb = new StringBuilder(file == null ? "<input>" : file);
        if (line > 0) sb.append(':').append(line);
        if (line > 0 && column > 0) sb.append(':').append(column);
        return sb.toString();
    }
}
