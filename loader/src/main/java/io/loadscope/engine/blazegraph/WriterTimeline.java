package io.loadscope.engine.blazegraph;

import io.loadscope.event.BatchWritten;
import io.loadscope.probe.Clock;
import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.Span;
import io.loadscope.record.Stage;
import io.loadscope.record.ThreadRole;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * Cuts the index writer's time into stages from the hook points Blazegraph offers, per batch:
 * <pre>
 *  take() waits ──▶ returns batch ──▶ merge + addTerms ──▶ addStatements ──▶ callback, loop ──▶ take()
 *  [writer_idle]                      [index_write.lexicon] [index_write.statements] [index_write.other]
 * </pre>
 * With a queue this runs on Blazegraph's drain thread; with queueCapacity 0 the same cut is made on the
 * parser thread inside {@code incrementalWrite()}. A writer task ends when the parser's flush returns.
 */
final class WriterTimeline {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final LoadProbes probes;

    // Writer-thread state; written by the writer, read by the parser only after the task's Future completed.
    private volatile long writerThreadId = -1;
    private volatile String writerThreadName = "";
    /** The statement buffer whose writer task the stall guard and the hand-offs look at (one per source on the SPARQL path). */
    private volatile InstrumentedStatementBuffer watched;
    private long taskStartWall = -1;
    private long taskStartCpu;
    private Span idle;
    private int batchesTaken;
    private long endMarkerWall = -1; // when the writer took the end-of-source marker, if it took it with take()
    private long endMarkerCpu;

    // Per-batch spans, on whichever thread writes the batch (one writer at a time).
    private ThreadRole batchRole = ThreadRole.PARSER;
    private Span lexicon;
    private Span statements;
    private Span other;
    private long lexiconNanos;
    private long statementNanos;
    private long newStatements;

    WriterTimeline(LoadProbes probes) {
        this.probes = probes;
        // One writer task at a time, each on whichever of the journal's pool threads is free (one per source on the
        // SPARQL path): its shares are of one thread's time, not of every pool thread it ever ran on.
        probes.oneThreadAtATime(ThreadRole.WRITER);
        probes.workers().watchWorker(() -> {
            InstrumentedStatementBuffer b = watched;
            if (b != null) b.checkWriter();
        });
    }

    /** The buffer now in use: its writer task is the one to watch. */
    void watch(InstrumentedStatementBuffer buffer) {
        watched = buffer;
    }

    /** The buffer was let go of (after a failed batch): nothing to watch until the next one. */
    void unwatch(InstrumentedStatementBuffer buffer) {
        if (watched == buffer) watched = null;
    }

    /** The writer's task failed: the writer role stops (its open spans close as of now) and the load must stop. */
    void writerFailed(Throwable cause) {
        // The task is done (its future said so): its active time ends here, as a finished task's does at flush.
        writerTaskEnded();
        probes.workers().workerStopped(ThreadRole.WRITER, writerThreadName, cause, "Blazegraph's index writer"
                + (writerThreadName.isEmpty() ? "" : " (thread " + writerThreadName + ")") + " failed: " + oneLine(cause));
    }

    /** The innermost cause's class and message: wrappers (RuntimeException of ExecutionException of ...) say nothing. */
    static String oneLine(Throwable t) {
        for (int i = 0; t.getCause() != null && t.getCause() != t && i < 20; i++) t = t.getCause();
        String m = t.getMessage();
        return t.getClass().getSimpleName() + (m == null || m.isBlank() ? "" : ": " + m.lines().findFirst().orElse(""));
    }

    // ---- writer thread, called by ProbedQueue -------------------------------------------------------

    void takeEntered() {
        if (taskStartWall < 0) {
            writerThreadId = Thread.currentThread().getId();
            writerThreadName = Thread.currentThread().getName();
            taskStartCpu = Clock.cpu();
            taskStartWall = Clock.wall();
        }
        endOther();
        if (lexicon != null) {
            // The previous batch wrote no statements (DataLoader flushes twice per source; the second
            // batch is empty): whatever it did went to terms.
            lexicon.end();
            lexicon = null;
        }
        idle = probes.start(Stage.WRITER_IDLE, ThreadRole.WRITER);
    }

    void takeReturned(boolean poison) {
        if (idle != null) idle.end();
        idle = null;
        if (poison) {
            // The writer's task ends here, on its own clock; the parser learns of it only later.
            endMarkerCpu = Clock.cpu();
            endMarkerWall = Clock.wall();
        } else {
            batchesTaken = 1;
            startBatch(ThreadRole.WRITER);
        }
    }

    void polled() {
        batchesTaken++;
    }

    // ---- parser thread, synchronous writes (queueCapacity 0) ----------------------------------------

    void syncWriteStarted() {
        batchesTaken = 1;
        startBatch(ThreadRole.PARSER);
    }

    void syncWriteEnded() {
        if (lexicon != null) {
            // An empty batch: no statements were written; its time, if any, went to terms.
            lexicon.end();
            lexicon = null;
        }
        endOther();
    }

    // ---- the thread writing the batch, called by ProbedTripleStore ---------------------------------

    void statementsStarted() {
        lexiconNanos = lexicon == null ? 0 : lexicon.end();
        lexicon = null;
        statements = probes.start(Stage.STATEMENT_WRITE, batchRole);
    }

    void statementsEnded(long written) {
        statementNanos = statements == null ? 0 : statements.end(written);
        statements = null;
        newStatements = written;
        other = probes.start(Stage.WRITER_OTHER, batchRole);
    }

    /** The batch's statement write threw: its span ends there, and no "other" stretch follows. */
    void statementsFailed() {
        if (statements != null) statements.end();
        statements = null;
    }

    /** Blazegraph's didWriteCallback: told statements of the batch just written. */
    void batchWritten(int told) {
        probes.batchWritten(new BatchWritten(told, newStatements, lexiconNanos, statementNanos, batchesTaken));
    }

    // ---- parser thread, after the writer's Future completed -----------------------------------------

    /** The drain task ended (its Future returned): book the writer's active time for this task. */
    synchronized void writerTaskEnded() {
        if (taskStartWall < 0) return;
        long end;
        long cpu = -1;
        if (endMarkerWall >= 0) {
            end = endMarkerWall;
            if (endMarkerCpu >= 0 && taskStartCpu >= 0) cpu = endMarkerCpu - taskStartCpu;
        } else {
            // The marker came with a merge (poll), so the task ended after its last batch, unobserved:
            // close its last stretch from here, wall time only.
            end = Clock.wall();
            long id = writerThreadId;
            if (id >= 0 && Clock.cpuSupported() && taskStartCpu >= 0) {
                long now = THREADS.getThreadCpuTime(id);
                cpu = now < 0 ? -1 : now - taskStartCpu;
            }
            // Closed as spans, not booked beside them: a span left open is shown as running for the rest of the load.
            if (other != null) {
                other.endFromAnotherThread();
                other = null;
            }
            if (lexicon != null) {
                // A last batch that wrote no statements (see takeEntered), closed from here: wall time only.
                lexicon.endFromAnotherThread();
                lexicon = null;
            }
        }
        probes.addRoleTime(ThreadRole.WRITER, end - taskStartWall, cpu);
        taskStartWall = -1;
        endMarkerWall = -1;
    }

    private void startBatch(ThreadRole role) {
        batchRole = role;
        lexicon = probes.start(Stage.LEXICON_WRITE, role);
    }

    private void endOther() {
        if (other != null) {
            other.end();
            other = null;
        }
    }
}
