package io.loadscope.tune;

/**
 * One load of the sample by the tuner: which candidate, which repetition, how long the load took by its run record
 * ({@code wallMillis}) and as a process ({@code elapsedMillis}: JVM start and store set-up included, what the budget
 * spends), what it stored, and where its run record is ({@code runDir}, relative to the tuning's work directory).
 */
public record Trial(Candidate candidate, int rep, String status, double wallMillis, long elapsedMillis, long statements,
                    String runDir, String failure) {
    public static final String LOADED = "LOADED";

    public boolean loaded() {
        return LOADED.equals(status);
    }

    /** The key a resumed or merged tuning finds this trial under. */
    String key() {
        return candidate.name() + "#" + rep;
    }
}
