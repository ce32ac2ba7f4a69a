package io.loadscope.engine.tdb2;

import io.loadscope.event.BatchWritten;
import io.loadscope.probe.LoadProbes;
import io.loadscope.probe.Span;
import io.loadscope.record.ThreadRole;

/**
 * Books each xloader step into the load's probes: its wall time on the load thread, which waits for it; the CPU time
 * of each thread of the step's JVM under a role {@code xloader.<thread>}; its {@code sort} processes' under
 * {@code xloader.sort}; its progress from Jena's ticks.
 */
final class XloaderBooking implements XloaderBuild.Watch {
    private static final ThreadRole SORT = ThreadRole.of("xloader.sort");
    private static final ThreadRole JVM = ThreadRole.of("xloader.jvm");
    private final LoadProbes probes;
    /** The statements the inputs hold: each step's progress total. */
    private final long statements;
    private Span waiting;

    XloaderBooking(LoadProbes probes, long statements) {
        this.probes = probes;
        this.statements = statements;
    }

    @Override
    public void starting(XloaderPhase phase) {
        probes.phase("xloader " + phase.label, 0, statements);
        waiting = probes.start(phase.stage, ThreadRole.PARSER);
    }

    @Override
    public void tick(XloaderPhase phase, String monitor, long count) {
        // The node-table step's second monitor counts terms, not statements: shown without a total.
        boolean terms = phase == XloaderPhase.NODE_TABLE && monitor.equals("Terms");
        // Only shown under its own name: the step is one phase in the phase accounting, its child JVM's CPU booked to it at its end.
        if (terms) probes.showPhase("xloader " + phase.label + " (terms)", count, 0);
        else probes.phase("xloader " + phase.label, count, statements);
        probes.activity();
    }

    @Override
    public void finished(XloaderProcess.Outcome o) {
        waiting.end();
        long booked = 0;
        for (XloaderProcess.ChildThread t : o.threads()) {
            // The JVM's process reapers and the like: under 10 ms is no work of the step's.
            if (t.cpuNanos() < 10_000_000 || t.name().startsWith("process_reaper")) continue;
            ThreadRole role = ThreadRole.forThread("xloader", t.name());
            probes.nameThread(role, t.name());
            probes.record(o.phase().stage, role, t.aliveNanos(), t.cpuNanos(), 1, 0);
            probes.addRoleTime(role, t.aliveNanos(), t.cpuNanos());
            booked += t.cpuNanos();
        }
        // The rest of the JVM's CPU time: its garbage collector and JIT compiler threads, which are no Java threads.
        long rest = o.jvmCpuNanos() - booked;
        if (rest > 10_000_000) {
            probes.record(o.phase().stage, JVM, o.wallNanos(), rest, 1, 0);
            probes.addRoleTime(JVM, o.wallNanos(), rest);
        }
        if (o.externalCpuNanos() > 0) {
            probes.nameThread(SORT, "sort");
            probes.record(o.phase().sortStage, SORT, o.wallNanos(), o.externalCpuNanos(), 1, 0);
            probes.addRoleTime(SORT, o.wallNanos(), o.externalCpuNanos());
        }
        // The step ran in its own JVM and sort processes, whose CPU time this process's clock does not see.
        probes.phaseCpuElsewhere(Math.max(0, o.jvmCpuNanos()) + Math.max(0, o.externalCpuNanos()));
        if (o.phase() == XloaderPhase.SPO || o.phase() == XloaderPhase.GSPO) {
            probes.batchWritten(new BatchWritten(statements, statements, 0, 0, 1));
        }
    }
}
