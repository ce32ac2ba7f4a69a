package io.loadscope.engine;

/** An engine that brings a parser verification can use outside any store. */
public interface StatementReading {

    /** The engine's parser, as a reader of inputs. */
    StatementReader statementReader();
}
