package io.loadscope.predict;

/**
 * A whole load of {@code statements} predicted from a sample run: its time with an interval, its store size, the
 * temporary space at its peak (0 for a path that keeps none), the phase expected to take the most time, and how the
 * figure was made.
 */
public record Prediction(long statements, long sampleStatements, double seconds, double lowSeconds, double highSeconds,
                         long storeBytes, long temporaryBytes, String dominant, String model) {
}
