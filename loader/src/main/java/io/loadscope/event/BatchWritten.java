package io.loadscope.event;

/**
 * One batch written by the engine's writer: statements it was told, how many were new to the indexes,
 * the time spent on terms (lexicon) and on the statement indexes, and how many queued batches were merged.
 */
public record BatchWritten(long statements, long newStatements, long lexiconNanos, long statementIndexNanos,
                           int batchesMerged) {
}
