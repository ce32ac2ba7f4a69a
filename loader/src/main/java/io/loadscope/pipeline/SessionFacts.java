package io.loadscope.pipeline;

import io.loadscope.engine.EngineSession;

import java.util.Map;

/**
 * What the run record keeps from the store session at the load's end, read while the store is open so that the record
 * can be put together after it is closed (see {@link OpenStore}: a heap that ran out holds the store's buffers and caches
 * until then). {@link #committed} is -1 where the engine could not count.
 */
final class SessionFacts {
    /** A load whose store never opened. */
    static final SessionFacts NONE = new SessionFacts(0);
    /** A store closed before its facts could be read (the heap ran out reading them): its count unknown. */
    static final SessionFacts UNREAD = new SessionFacts(-1);

    private final long committed;
    private final Map<String, String> effectiveSettings;
    private final Map<String, String> fixedValues;
    private final long storeBytes;
    private final Map<String, Map<String, Long>> indexCounters;

    private SessionFacts(long committed) {
        this.committed = committed;
        this.effectiveSettings = Map.of();
        this.fixedValues = Map.of();
        this.storeBytes = 0;
        this.indexCounters = Map.of();
    }

    private SessionFacts(EngineSession session) {
        this.committed = count(session);
        this.effectiveSettings = session.effectiveSettings();
        this.fixedValues = session.fixedValues();
        this.storeBytes = session.storeBytes();
        this.indexCounters = session.indexCounters();
    }

    static SessionFacts of(EngineSession session) {
        return session == null ? NONE : new SessionFacts(session);
    }

    long committed() {
        return committed;
    }

    Map<String, String> effectiveSettings() {
        return effectiveSettings;
    }

    Map<String, String> fixedValues() {
        return fixedValues;
    }

    long storeBytes() {
        return storeBytes;
    }

    Map<String, Map<String, Long>> indexCounters() {
        return indexCounters;
    }

    private static long count(EngineSession session) {
        try {
            return session.committedStatements();
        } catch (RuntimeException e) {
            return -1;
        }
    }
}
