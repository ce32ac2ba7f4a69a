package io.loadscope.engine;

/**
 * What the engine reports for one input: statements it was told (duplicates included) and its own load time,
 * kept beside the probes' so the two can be compared.
 */
public record FileOutcome(long statementsTold, long engineLoadMillis) {
}
