package io.loadscope.record;

/**
 * A thread a load runs on, by what it does. Each role's stages must add up to that role's wall time;
 * what they do not cover is reported as the role's unattributed remainder. Engines with more worker
 * threads than a parser and one writer name them ({@code indexer.SPO}, {@code node_table} ...).
 */
public record ThreadRole(String key) {
    /** Reads, decompresses, parses and buffers; writes synchronously when the engine has no queue; commits. */
    public static final ThreadRole PARSER = new ThreadRole("parser");
    /** Drains the engine's queue and writes batches into the indexes. */
    public static final ThreadRole WRITER = new ThreadRole("writer");

    public ThreadRole {
        if (!key.matches("[a-z_]+(\\.[A-Za-z0-9_]+)?")) throw new IllegalArgumentException("bad thread role: " + key);
    }

    public static ThreadRole of(String key) {
        return new ThreadRole(key);
    }

    /**
     * The role of a thread loadscope did not name: {@code family.name}, its name made to fit a role key. Names come
     * from other JVMs (the JDK's {@code Common-Cleaner}, pools' {@code worker-3}), so this never refuses one: a failed
     * role check would fail the load it only describes. Trailing numbers go, so a pool's threads share one role.
     */
    public static ThreadRole forThread(String family, String threadName) {
        String name = threadName.replaceAll("[^A-Za-z]+$", "").replaceAll("[^A-Za-z0-9_]", "_");
        return new ThreadRole(family + "." + (name.isEmpty() ? "thread" : name));
    }
}
