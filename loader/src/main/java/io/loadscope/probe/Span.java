package io.loadscope.probe;

import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;

import io.loadscope.probe.jfr.StageEvent;

/**
 * A stage interval in progress: started where a batch enters a stage, ended where it leaves.
 * One allocation per batch; the JFR event is only created when a recording wants it.
 */
public final class Span {
    private final LoadProbes probes;
    private final Stage stage;
    private final ThreadRole role;
    private final long wall0;
    private final long cpu0;
    private final StageEvent event;
    /** False for a span that is only shown while it runs; its time is booked by the caller, net of what it excludes. */
    private final boolean books;
    /** The thread the span runs on: a span of a thread that has died is not shown as running. */
    private final Thread owner = Thread.currentThread();
    private final java.util.concurrent.atomic.AtomicBoolean ended = new java.util.concurrent.atomic.AtomicBoolean();

    Span(LoadProbes probes, Stage stage, ThreadRole role) {
        this(probes, stage, role, true);
    }

    Span(LoadProbes probes, Stage stage, ThreadRole role, boolean books) {
        this.probes = probes;
        this.stage = stage;
        this.role = role;
        this.books = books;
        // Without a recording, isEnabled() is a constant false and the event is never committed.
        StageEvent e = books ? new StageEvent() : null;
        if (e != null && e.isEnabled()) {
            e.begin();
        } else {
            e = null;
        }
        this.event = e;
        this.cpu0 = Clock.cpu();
        this.wall0 = Clock.wall();
        probes.opened(this);
    }

    /** Ends the interval and returns its wall time in ns. */
    public long end(long statements) {
        // Closed already from another thread (see endFromAnotherThread): booked once.
        if (!ended.compareAndSet(false, true)) return 0;
        long wall = Clock.wall() - wall0;
        long cpu = cpu0 < 0 ? -1 : Clock.cpu() - cpu0;
        if (event != null) {
            event.end();
            commit(event, stage, role, statements, wall);
        }
        if (books) probes.book(stage, role, wall, cpu, 1, statements);
        probes.closed(this);
        return wall;
    }

    static void commit(StageEvent event, Stage stage, ThreadRole role, long statements, long wall) {
        if (!event.shouldCommit()) return;
        event.stage = stage.key();
        event.role = role.key();
        event.statements = statements;
        event.wall = wall;
        event.commit();
    }

    public long end() {
        return end(0);
    }

    /**
     * Closes the span from another thread, as of now: the thread running it stopped (its task failed, it died), or its
     * task ended without that thread closing it (a writer task that ended unobserved, seen only by the thread waiting
     * on it). Its wall time so far is booked; its CPU time cannot be read from here. Closed, it is no longer shown as
     * running.
     */
    public void endFromAnotherThread() {
        if (!ended.compareAndSet(false, true)) return;
        if (books) probes.book(stage, role, Clock.wall() - wall0, -1, 1, 0);
        probes.closed(this);
    }

    /** Whether the thread that runs the span is still alive. */
    boolean ownerAlive() {
        return owner.isAlive();
    }

    public long startWall() {
        return wall0;
    }

    Stage stage() {
        return stage;
    }

    ThreadRole role() {
        return role;
    }
}
