package io.loadscope.pipeline;

import io.loadscope.engine.EngineSession;

import java.util.List;

/**
 * The load's store session, closed once: when the load is over, or earlier, after the heap ran out past a failed
 * load ({@link #closeAfterShortage}); what the run record keeps from it is read before it closes.
 */
final class OpenStore {
    private final EngineSession session;
    private SessionFacts factsAtClose;
    private boolean closed;

    OpenStore(EngineSession session) {
        this.session = session;
    }

    EngineSession session() {
        return session;
    }

    SessionFacts facts() {
        return closed ? factsAtClose : SessionFacts.of(session);
    }

    /**
     * Closes the store before the run's end, after the heap ran out past a failed load, so that the run record can
     * be made in the memory its buffers and caches held; its facts are read first where the heap still allows it.
     * A store that cannot close stays as the failure left it (rolled back, its commits on disk). Either is said
     * among the warnings.
     */
    void closeAfterShortage(OutOfMemoryError shortage, List<String> warnings) {
        if (closed) return;
        try {
            factsAtClose = SessionFacts.of(session);
        } catch (RuntimeException | OutOfMemoryError e) {
            factsAtClose = SessionFacts.UNREAD;
        }
        try {
            close();
            warnings.add("the heap ran out again after the load failed; the store was closed before the run record was made");
        } catch (RuntimeException | Error e) {
            if (e != shortage) shortage.addSuppressed(e);
            warnings.add("the heap ran out again after the load failed, and the store did not close: " + e);
        }
    }

    /** At the load's end: closes the store; where the heap runs out doing so after a failed load, the failure stands. */
    RunResult closeAfter(RunResult result) {
        try {
            close();
            return result;
        } catch (OutOfMemoryError e) {
            if (result.failure() == null) throw e;
            return new RunResult(result.record().withWarning("the heap ran out again after the load failed, as the store closed: " + e),
                    result.runDir(), result.failure());
        }
    }

    /** When the load ended in {@code thrown}: closes the store, anything closing throws kept with it. */
    void closeAfter(Throwable thrown) {
        try {
            close();
        } catch (Throwable e) {
            if (e != thrown) thrown.addSuppressed(e);
        }
    }

    private void close() {
        if (closed) return;
        factsAtClose = factsAtClose == null ? SessionFacts.UNREAD : factsAtClose;
        closed = true;
        session.close();
    }
}
