package io.loadscope.record;

/**
 * One point of the load's time series. Sizes in bytes, times in ms since the load started.
 * {@code queueDepth} is -1 when the engine has no queue. {@code stageShares}: for each stage timed per
 * batch, the fraction of the interval spent in it, summed over threads (so the sum can exceed 1 when the
 * parser and the writer overlap); parse and buffer-add estimates are booked per file and show up there.
 */
public record ProgressSample(
        long elapsedMillis,
        long statementsParsed,
        long statementsWritten,
        double intervalRate,
        int queueDepth,
        long heapUsedBytes,
        long gcCount,
        long gcPauseMillis,
        long storeBytes,
        long compressedBytesRead,
        long uncompressedBytesRead,
        long rssBytes,
        java.util.Map<String, Double> stageShares) {
}
