package io.loadscope.pipeline;

import java.util.Map;

/**
 * When the loader commits: at the first input boundary after {@code statements} statements or {@code seconds}
 * seconds since the last commit (or after {@code inputs} inputs, when set), and at the end. Volume and time, not
 * file count, because a commit's cost is fixed: after every one of 950 small files it was most of a TDB2 load.
 * A commit never splits an input (the manifest records whole inputs), so one big file is one commit.
 *
 * @param inputs 0 for no limit by count; 1 commits every input on its own ({@code --commit-every-file})
 */
public record CommitPolicy(long statements, long seconds, int inputs) {
    public static final String STATEMENTS = "loader.commitStatements";
    public static final String SECONDS = "loader.commitSeconds";
    /** Inputs per commit, as before volume-based commits: 1 for per-file atomicity. */
    public static final String INPUTS = "loader.commitEvery";
    public static final long DEFAULT_SECONDS = 300;
    /** The whole load in one commit, at its end (no limit by statements, time or inputs). */
    static final CommitPolicy ONE_COMMIT = new CommitPolicy(Long.MAX_VALUE, Long.MAX_VALUE / 1_000_000_000L, 0);

    /** @throws IllegalArgumentException naming the setting that is not a positive whole number */
    static CommitPolicy of(Map<String, String> settings, long engineDefaultStatements) {
        long statements = positive(settings, STATEMENTS, engineDefaultStatements);
        long seconds = positive(settings, SECONDS, DEFAULT_SECONDS);
        long inputs = settings.containsKey(INPUTS) ? positive(settings, INPUTS, 0) : 0;
        if (inputs > Integer.MAX_VALUE) throw new IllegalArgumentException(INPUTS + " is too large: " + inputs);
        return new CommitPolicy(statements, seconds, (int) inputs);
    }

    private static long positive(Map<String, String> settings, String key, long otherwise) {
        String v = settings.get(key);
        if (v == null) return otherwise;
        try {
            long n = Long.parseLong(v.trim().replace("_", ""));
            if (n >= 1) return n;
        } catch (NumberFormatException e) {
            // falls through to the message
        }
        throw new IllegalArgumentException(key + " must be a whole number, at least 1, not " + v);
    }

    /** True when the inputs loaded since the last commit should be committed now. */
    boolean due(long statementsSince, int inputsSince, long nanosSince) {
        return statementsSince >= statements || nanosSince >= seconds * 1_000_000_000L || (inputs > 0 && inputsSince >= inputs);
    }
}
