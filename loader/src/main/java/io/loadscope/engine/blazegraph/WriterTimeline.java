package io.loadscope.engine.blazegraph;

import io.loadscope.api.BatchWritten;
import io.loadscope.probe.Clock;
import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.Span;
import io.loadscope.probe.Stage;
import io.loadscope.probe.ThreadRole;

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
    private long taskStartWall = -1;
    private long taskStartCpu;
    private Span idle;
    private int batchesTaken;

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
    }

    // ---- writer thread, called by ProbedQueue -------------------------------------------------------

    void takeEntered() {
        if (taskStartWall < 0) {
            writerThreadId = Thread.currentThread().getId();
            taskStartCpu = Clock.cpu();
            taskStartWall = Clock.wall();
        }
        endOther();
        idle = probes.start(Stage.WRITER_IDLE, ThreadRole.WRITER);
    }

    void takeReturned(boolean poison) {
        if (idle != null) idle.end();
        idle = null;
        if (!poison) {
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

    /** Blazegraph's didWriteCallback: told statements of the batch just written. */
    void batchWritten(int told) {
        probes.batchWritten(new BatchWritten(told, newStatements, lexiconNanos, statementNanos, batchesTaken));
    }

    // ---- parser thread, after the writer's Future completed -----------------------------------------

    /** The drain task ended (its Future returned): book the writer's active time for this task. */
    void writerTaskEnded() {
        if (taskStartWall < 0) return;
        long w = Clock.wall();
        long cpu = -1;
        long id = writerThreadId;
        if (id >= 0 && Clock.cpuSupported() && taskStartCpu >= 0) {
            long now = THREADS.getThreadCpuTime(id);
            cpu = now < 0 ? -1 : now - taskStartCpu;
        }
        if (other != null) {
            // The writer's last stretch ends on its own thread with no hook; close it from here, wall only.
            probes.record(Stage.WRITER_OTHER, ThreadRole.WRITER, w - other.startWall(), -1, 1, 0);
            other = null;
        }
        probes.addRoleTime(ThreadRole.WRITER, w - taskStartWall, cpu);
        taskStartWall = -1;
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
