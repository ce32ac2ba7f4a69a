package io.loadscope.record;

/**
 * One point of the load's time series. Sizes in bytes, times in ms since the load started.
 * {@code queueDepth} is -1 when the engine has no queue. {@code stageShares}: thread role → stage → the
 * fraction of the role's thread time in the interval (interval × the role's threads) the stage took; a role's
 * shares add up to at most 1, the rest being time no stage accounts for. Stages are booked as the time is spent
 * (per batch, per 131,072 statements parsed, per 8 MiB read), a span longer than the interval carried over.
 * {@code stoppedRoles}: role → what its worker stopped of, for each role that stopped by then (it has no shares from
 * then on); {@code stalledMillis}: how long no counter of the load has moved, once that counts as a stall, else 0.
 * {@code phase}: for an engine that works in phases after the parse (a sorted build), the phase under way and how far it
 * is ({@code phaseDone} of {@code phaseTotal} units it names), else null; {@code temporaryBytes}: the engine's temporary
 * files on disk now (0 when it keeps none). {@code busyCores}: the process's CPU time over the interval ÷ the interval's
 * wall time, the cores the load kept busy (null where the JVM cannot tell, and in records before schema 8).
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
        java.util.Map<String, java.util.Map<String, Double>> stageShares,
        java.util.Map<String, String> stoppedRoles,
        long stalledMillis,
        String phase,
        long phaseDone,
        long phaseTotal,
        long temporaryBytes,
        Double busyCores) {

    /** Samples of schema 2 (read by the report) list no stopped roles. */
    public ProgressSample {
        stoppedRoles = stoppedRoles == null ? java.util.Map.of() : stoppedRoles;
    }

    /** A sample whose busy cores are not known. */
    public ProgressSample(long elapsedMillis, long statementsParsed, long statementsWritten, double intervalRate, int queueDepth,
                          long heapUsedBytes, long gcCount, long gcPauseMillis, long storeBytes, long compressedBytesRead,
                          long uncompressedBytesRead, long rssBytes, java.util.Map<String, java.util.Map<String, Double>> stageShares,
                          java.util.Map<String, String> stoppedRoles, long stalledMillis, String phase, long phaseDone, long phaseTotal,
                          long temporaryBytes) {
        this(elapsedMillis, statementsParsed, statementsWritten, intervalRate, queueDepth, heapUsedBytes, gcCount, gcPauseMillis,
                storeBytes, compressedBytesRead, uncompressedBytesRead, rssBytes, stageShares, stoppedRoles, stalledMillis, phase,
                phaseDone, phaseTotal, temporaryBytes, null);
    }

    /** A sample outside any engine phase, with no temporary files. */
    public ProgressSample(long elapsedMillis, long statementsParsed, long statementsWritten, double intervalRate, int queueDepth,
                          long heapUsedBytes, long gcCount, long gcPauseMillis, long storeBytes, long compressedBytesRead,
                          long uncompressedBytesRead, long rssBytes, java.util.Map<String, java.util.Map<String, Double>> stageShares,
                          java.util.Map<String, String> stoppedRoles, long stalledMillis) {
        this(elapsedMillis, statementsParsed, statementsWritten, intervalRate, queueDepth, heapUsedBytes, gcCount, gcPauseMillis,
                storeBytes, compressedBytesRead, uncompressedBytesRead, rssBytes, stageShares, stoppedRoles, stalledMillis, null, 0, 0, 0);
    }

    /** A sample with every worker running and no stall. */
    public ProgressSample(long elapsedMillis, long statementsParsed, long statementsWritten, double intervalRate, int queueDepth,
                          long heapUsedBytes, long gcCount, long gcPauseMillis, long storeBytes, long compressedBytesRead,
                          long uncompressedBytesRead, long rssBytes, java.util.Map<String, java.util.Map<String, Double>> stageShares) {
        this(elapsedMillis, statementsParsed, statementsWritten, intervalRate, queueDepth, heapUsedBytes, gcCount, gcPauseMillis,
                storeBytes, compressedBytesRead, uncompressedBytesRead, rssBytes, stageShares, java.util.Map.of(), 0);
    }

    /** A stage's share summed over the roles it ran on: for a stage of a one-thread role, its share of that thread. */
    public double stageShare(String stage) {
        double sum = 0;
        for (var role : stageShares.values()) sum += role.getOrDefault(stage, 0.0);
        return sum;
    }
}
