package io.loadscope.engine.blazegraph;

import io.loadscope.api.BatchWritten;
import io.loadscope.probe.Clock;
import io.loadscope.probe.LoadProbes;
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
    private long takeEnteredWall;
    private long takeEnteredCpu;
    private int batchesTaken;

    // Per-batch cut points, on whichever thread writes the batch (one writer at a time).
    private ThreadRole batchRole;
    private long batchStartWall = -1;
    private long batchStartCpu;
    private long statementsStartWall;
    private long statementsStartCpu;
    private long lexiconNanos;
    private long statementNanos;
    private long newStatements;
    private long otherStartWall = -1;
    private long otherStartCpu;

    WriterTimeline(LoadProbes probes) {
        this.probes = probes;
    }

    // ---- writer thread, called by ProbedQueue -------------------------------------------------------

    void takeEntered() {
        long w = Clock.wall();
        long c = Clock.cpu();
        if (taskStartWall < 0) {
            writerThreadId = Thread.currentThread().getId();
            taskStartWall = w;
            taskStartCpu = c;
        }
        closeOther(w, c);
        takeEnteredWall = w;
        takeEnteredCpu = c;
    }

    void takeReturned(boolean poison) {
        long w = Clock.wall();
        long c = Clock.cpu();
        probes.record(Stage.WRITER_IDLE, ThreadRole.WRITER, w - takeEnteredWall, delta(c, takeEnteredCpu), 1, 0);
        if (!poison) {
            batchesTaken = 1;
            startBatch(ThreadRole.WRITER, w, c);
        }
    }

    void polled() {
        batchesTaken++;
    }

    // ---- parser thread, synchronous writes (queueCapacity 0) ----------------------------------------

    void syncWriteStarted() {
        batchesTaken = 1;
        startBatch(ThreadRole.PARSER, Clock.wall(), Clock.cpu());
    }

    void syncWriteEnded() {
        long w = Clock.wall();
        long c = Clock.cpu();
        if (batchStartWall >= 0) {
            // An empty batch: no statements were written, its time was spent on terms, if any.
            probes.record(Stage.LEXICON_WRITE, ThreadRole.PARSER, w - batchStartWall, delta(c, batchStartCpu), 1, 0);
            batchStartWall = -1;
        }
        closeOther(w, c);
    }

    // ---- the thread writing the batch, called by ProbedTripleStore ---------------------------------

    void statementsStarted() {
        long w = Clock.wall();
        long c = Clock.cpu();
        ThreadRole role = batchRole == null ? ThreadRole.PARSER : batchRole;
        if (batchStartWall >= 0) {
            lexiconNanos = w - batchStartWall;
            probes.record(Stage.LEXICON_WRITE, role, lexiconNanos, delta(c, batchStartCpu), 1, 0);
            batchStartWall = -1;
        } else {
            lexiconNanos = 0;
        }
        statementsStartWall = w;
        statementsStartCpu = c;
    }

    void statementsEnded(long written) {
        long w = Clock.wall();
        long c = Clock.cpu();
        ThreadRole role = batchRole == null ? ThreadRole.PARSER : batchRole;
        statementNanos = w - statementsStartWall;
        newStatements = written;
        probes.record(Stage.STATEMENT_WRITE, role, statementNanos, delta(c, statementsStartCpu), 1, written);
        otherStartWall = w;
        otherStartCpu = c;
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
        if (id >= 0 && Clock.cpuSupported()) {
            long now = THREADS.getThreadCpuTime(id);
            cpu = now < 0 || taskStartCpu < 0 ? -1 : now - taskStartCpu;
        }
        if (otherStartWall >= 0) {
            probes.record(Stage.WRITER_OTHER, ThreadRole.WRITER, w - otherStartWall, -1, 1, 0);
            otherStartWall = -1;
        }
        probes.addRoleTime(ThreadRole.WRITER, w - taskStartWall, cpu);
        taskStartWall = -1;
    }

    private void startBatch(ThreadRole role, long w, long c) {
        batchRole = role;
        batchStartWall = w;
        batchStartCpu = c;
    }

    private void closeOther(long w, long c) {
        if (otherStartWall >= 0) {
            probes.record(Stage.WRITER_OTHER, batchRole, w - otherStartWall, delta(c, otherStartCpu), 1, 0);
            otherStartWall = -1;
        }
    }

    private static long delta(long now, long then) {
        return now < 0 || then < 0 ? -1 : now - then;
    }
}
