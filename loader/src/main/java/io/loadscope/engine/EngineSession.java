package io.loadscope.engine;

import io.loadscope.load.LoadFailure;
import io.loadscope.input.OpenedInput;
import io.loadscope.engine.StatementVisitor;

import java.util.Map;

/** An open store. Not thread-safe: the pipeline loads one input at a time. */
public interface EngineSession extends AutoCloseable {

    /** Every setting the engine runs with, defaults included, as the engine itself reads them. */
    Map<String, String> effectiveSettings();

    /** Engine constants that shape a load but cannot be set; recorded so runs can be compared. */
    Map<String, String> fixedValues();

    /**
     * True when the engine cannot roll back a parse error half-way through a file (Jena's bulk loaders
     * write outside a transaction); the pipeline then has every input parsed by {@link #validate} first.
     */
    default boolean validatesFirst() {
        return false;
    }

    /**
     * True when the engine reads the input file itself (Blazegraph's SPARQL LOAD takes a URL): loadscope
     * then only checks the file and cannot count or time reading and decompression.
     */
    default boolean readsInputItself() {
        return false;
    }

    /** The parser this session loads with (verification reads the inputs with another). */
    LoadParser loadParser();

    /**
     * After an input loaded: a second look at its syntax with a stricter parser than the one that loaded it, for
     * engines whose load path uses a lenient parser. Returns what that parser refuses (the input's statements are in
     * the store all the same), or null. Called with the input opened again, so never for stdin.
     */
    default String syntaxAudit(OpenedInput input) {
        return null;
    }

    /** Whether {@link #syntaxAudit} looks at anything (the pipeline then reopens each file for it). */
    default boolean auditsSyntax() {
        return false;
    }

    /**
     * Told once, before the first input, how many bytes the load will read ({@code -1}: not known, stdin). Returns a
     * warning for the run record when the engine sees a problem ahead (too little disk for its temporary files), else
     * empty.
     */
    default java.util.Optional<String> plan(long inputBytes) {
        return java.util.Optional.empty();
    }

    /**
     * What the load's parser warned about and loaded all the same (an IRI that breaks its scheme's rules), counted over
     * every input loaded so far, as one sentence for the run record; empty when it did not warn.
     */
    default java.util.Optional<String> parserWarnings() {
        return java.util.Optional.empty();
    }

    /** Parses the input without loading it; a syntax error is a {@link LoadFailure} with its location. */
    default void validate(OpenedInput input) throws LoadFailure {
    }

    /**
     * Parses the input into the store without committing it: the pipeline commits when its commit
     * policy closes a group of inputs. On failure everything since the last commit (earlier inputs of the
     * same group included) is rolled back before the exception leaves this method, as far as the engine can.
     */
    FileOutcome load(OpenedInput input) throws LoadFailure;

    /** Makes every input loaded since the last commit durable, at once. On failure they are rolled back. */
    void commit() throws LoadFailure;

    /** Drops everything loaded since the last commit. */
    void rollback();

    /**
     * A number the store keeps durably that grows with every commit, or -1 when the engine keeps none. After
     * a crash it tells whether the commit that was under way reached the disk.
     */
    default long commitMarker() {
        return -1;
    }

    /** Statements in the store as of its last commit. */
    long committedStatements();

    /** Visits every statement in the store as of its last commit, for verification. */
    void forEachStatement(StatementVisitor visitor);

    /** Bytes the store occupies on disk now (0 for in-memory stores). */
    long storeBytes();

    /** Engine counters per index (for Blazegraph: bytes written, nodes and leaves written ...). */
    Map<String, Map<String, Long>> indexCounters();

    @Override
    void close();
}
