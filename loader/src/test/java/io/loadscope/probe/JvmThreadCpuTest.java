package io.loadscope.probe;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The JVM's compiler and collector threads' CPU, from /proc's per-thread stat lines: a tree of the test's, and the real one. */
class JvmThreadCpuTest {
    @TempDir
    Path tasks;

    /** A stat line as Linux writes it: user and system ticks at fields 14 and 15. */
    private void thread(long tid, String name, long user, long system) throws IOException {
        Path dir = tasks.resolve(Long.toString(tid));
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("stat"), tid + " (" + name + ") S 1 1 1 0 -1 4194624 100 0 0 0 " + user + " " + system
                + " 0 0 20 0 30 0 12345 0 0\n");
    }

    @Test
    void threadsAreKnownByTheNamesTheJvmGivesThem() {
        assertEquals(JvmThreadCpu.Kind.COMPILER, JvmThreadCpu.kindOf("C2 CompilerThre"));
        assertEquals(JvmThreadCpu.Kind.COMPILER, JvmThreadCpu.kindOf("C1 CompilerThre"));
        for (String collector : new String[] {"GC Thread#0", "G1 Conc#0", "G1 Refine#0", "G1 Main Marker", "G1 Service", "VM Thread",
                "ZWorker#3", "Shenandoah Cont"}) {
            assertEquals(JvmThreadCpu.Kind.COLLECTOR, JvmThreadCpu.kindOf(collector), collector);
        }
        for (String other : new String[] {"loadscope-parse", "main", "VM Periodic Tas", "Signal Dispatch", "Zip reader"}) {
            assertEquals(JvmThreadCpu.Kind.OTHER, JvmThreadCpu.kindOf(other), other);
        }
    }

    @Test
    void aNameWithSpacesAndParenthesesDoesNotShiftTheFields() {
        JvmThreadCpu.TaskTimes t = JvmThreadCpu.parse("42 (a (b) c) S 1 1 1 0 -1 4194624 100 0 0 0 7 5 0 0 20 0 30 0 12345\n");
        assertNotNull(t);
        assertEquals(42, t.tid());
        assertEquals(12, t.ticks());
        assertNull(JvmThreadCpu.parse("garbage"));
        assertNull(JvmThreadCpu.parse("42 (x) S 1 2"));
    }

    @Test
    void eachKindSumsItsThreadsAndAnEndedThreadTakesNothingBack() throws IOException {
        thread(10, "C2 CompilerThre", 30, 2);
        thread(11, "C1 CompilerThre", 5, 0);
        thread(12, "GC Thread#0", 7, 1);
        thread(13, "loadscope-parse", 900, 40);
        JvmThreadCpu cpu = new JvmThreadCpu(tasks);
        JvmThreadCpu.Totals first = cpu.read();
        assertEquals(37 * JvmThreadCpu.NANOS_PER_TICK, first.compilerNanos());
        assertEquals(8 * JvmThreadCpu.NANOS_PER_TICK, first.collectorNanos(), "the load's own threads are not the JVM's");

        // The JVM stops a compiler thread and starts another; the collector works on.
        Files.delete(tasks.resolve("11/stat"));
        Files.delete(tasks.resolve("11"));
        thread(14, "C1 CompilerThre", 3, 0);
        thread(10, "C2 CompilerThre", 40, 2);
        thread(12, "GC Thread#0", 9, 1);
        JvmThreadCpu.Totals second = cpu.read();
        assertEquals((37 + 10 + 3) * JvmThreadCpu.NANOS_PER_TICK, second.compilerNanos(), "the ended thread's time stays counted");
        assertEquals(10 * JvmThreadCpu.NANOS_PER_TICK, second.collectorNanos());

        // The collector's thread ends and a new one gets its id: its time is its own, counted from nothing.
        thread(12, "GC Thread#1", 4, 0);
        assertEquals((10 + 4) * JvmThreadCpu.NANOS_PER_TICK, cpu.read().collectorNanos());
    }

    @Test
    void withoutProcItCannotTell() {
        assertNull(new JvmThreadCpu(tasks.resolve("absent")).read());
    }

    @Test
    void thisJvmsCompilerHasWorkedByTheTimeATestRuns() {
        if (!Files.isDirectory(Path.of("/proc/self/task"))) return;
        JvmThreadCpu.Totals t = new JvmThreadCpu().read();
        assertNotNull(t);
        assertTrue(t.compilerNanos() > 0, "a JVM that started JUnit has compiled: " + t);
        assertTrue(t.collectorNanos() >= 0, t.toString());
    }
}
