package io.loadscope.pipeline;

import io.loadscope.engine.EngineSession;

import java.util.Map;

/**
 * What the run record keeps from the store session at the load's end, read while the store is open so that the record
 * can be put together after it is closed (see {@link LoadPipeline}'s finish: a heap that ran out holds the store's
 * buffers and caches until then). {@code committed} is -1 where the engine could not count.
 */
record SessionFacts(long committed, Map<String, String> effectiveSettings, Map<String, String> fixedValues, long storeBytes,
                    Map<String, Map<String, Long>> indexCounters) {
    /** A load whose store never opened. */
    static final SessionFacts NONE = new SessionFacts(0, Map.of(), Map.of(), 0, Map.of());
    /** A store closed before its facts could be read (the heap ran out reading them): its count unknown. */
    static final SessionFacts UNREAD = new SessionFacts(-1, Map.of(), Map.of(), 0, Map.of());

    static SessionFacts of(EngineSession session) {
        if (session == null) return NONE;
        return new SessionFacts(count(session), session.effectiveSettings(), session.fixedValues(), session.storeBytes(),
                session.indexCounters());
    }

    private static long count(EngineSession session) {
        try {
            return session.committedStatements();
        } catch (RuntimeException e) {
            return -1;
        }
    }
}
