package io.loadscope.probe;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each phase's wall and process CPU time, from the engine's phase names alone; clocks of the test's where it counts. */
class PhaseTimesTest {
    private final AtomicLong wall = new AtomicLong();
    private final AtomicLong cpu = new AtomicLong();
    private final AtomicLong machine = new AtomicLong();
    private final PhaseTimes times = new PhaseTimes(wall::get, cpu::get, machine::get);

    /** Moves the clocks: {@code seconds} of wall time in which the process used {@code cpuSeconds} of CPU. */
    private void pass(double seconds, double cpuSeconds) {
        pass(seconds, cpuSeconds, 0);
    }

    /** As {@link #pass(double, double)}, with other processes using {@code otherCpuSeconds} of the machine's CPU. */
    private void pass(double seconds, double cpuSeconds, double otherCpuSeconds) {
        wall.addAndGet(Math.round(seconds * 1e9));
        cpu.addAndGet(Math.round(cpuSeconds * 1e9));
        machine.addAndGet(Math.round((cpuSeconds + otherCpuSeconds) * 1e9));
    }

    @Test
    void twoPhasesEachWithItsWallItsCpuAndTheCoresItKeptBusyAndNullEndsTheLast() {
        pass(3, 3);
        times.enter("lexicon");
        pass(10, 10.5);
        times.enter("statement indexes");
        times.threads(3);
        pass(4, 7.2);
        times.enter(null);
        pass(5, 5);

        List<PhaseTimes.Totals> phases = times.soFar();
        assertEquals(List.of("lexicon", "statement indexes"), phases.stream().map(PhaseTimes.Totals::name).toList());
        assertEquals(10_000_000_000L, phases.get(0).wallNanos(), "the time before the first phase is no phase's");
        assertEquals(10_500_000_000L, phases.get(0).cpuNanos());
        assertEquals(1.05, phases.get(0).busyCores(), 1e-9);
        assertEquals(0, phases.get(0).threads(), "the engine did not say");
        assertEquals(4_000_000_000L, phases.get(1).wallNanos(), "null ended it: the time after is no phase's");
        assertEquals(1.8, phases.get(1).busyCores(), 1e-9);
        assertEquals(3, phases.get(1).threads());
    }

    @Test
    void progressInThePhaseUnderWayChangesNothingAndAPhaseEnteredAgainAddsToItsRow() {
        times.enter("parse into runs");
        pass(2, 2);
        times.enter("parse into runs");
        pass(2, 2);
        times.enter("commit");
        pass(1, 1);
        times.enter("parse into runs");
        pass(1, 0.5);
        List<PhaseTimes.Totals> phases = times.soFar();
        assertEquals(List.of("parse into runs", "commit"), phases.stream().map(PhaseTimes.Totals::name).toList());
        assertEquals(5_000_000_000L, phases.get(0).wallNanos(), "4 s, then 1 s still under way, counted to now");
        assertEquals(4_500_000_000L, phases.get(0).cpuNanos());
        pass(1, 1);
        assertEquals(6_000_000_000L, times.soFar().get(0).wallNanos(), "the phase under way is not ended by reading it");
    }

    @Test
    void whatOtherProcessesTookOverAPhaseIsItsOwnFigure() {
        times.enter("parse into runs");
        pass(10, 10, 9); // one core used by the load, about one by others
        times.enter("lexicon");
        pass(4, 7.2, 0);
        times.enter(null);
        List<PhaseTimes.Totals> phases = times.soFar();
        assertEquals(1.0, phases.get(0).busyCores(), 1e-9);
        assertEquals(0.9, phases.get(0).otherBusyCores(), 1e-9);
        assertEquals(0.0, phases.get(1).otherBusyCores(), 1e-9);
        PhaseTimes noProcStat = new PhaseTimes(wall::get, cpu::get, () -> -1);
        noProcStat.enter("lexicon");
        pass(2, 2);
        assertNull(noProcStat.soFar().get(0).otherBusyCores(), "the machine's CPU is not known off Linux");
    }

    @Test
    void theMachinesBusyCpuIsReadWhereTheSystemTellsIt() {
        long now = Clock.machineBusyCpu();
        if (java.nio.file.Files.isReadable(java.nio.file.Path.of("/proc/stat"))) {
            assertTrue(now > 0, "Linux: /proc/stat's busy ticks");
            assertTrue(Clock.machineBusyCpu() >= now, "it only grows");
        } else {
            assertEquals(-1, now);
        }
    }

    @Test
    void withoutAProcessCpuClockThePhaseHasNoCpuAndNoBusyCores() {
        PhaseTimes blind = new PhaseTimes(wall::get, () -> -1, () -> -1);
        blind.enter("lexicon");
        pass(2, 0);
        blind.enter(null);
        PhaseTimes.Totals lexicon = blind.soFar().get(0);
        assertEquals(-1, lexicon.cpuNanos());
        assertNull(lexicon.busyCores());
        assertEquals(2_000_000_000L, lexicon.wallNanos());
    }

    @Test
    void eachPhaseHasTheJvmsCompilerAndCollectorCpuOverItAndAPhaseEnteredAgainAddsThem() {
        java.util.concurrent.atomic.AtomicReference<JvmThreadCpu.Totals> jvm = new java.util.concurrent.atomic.AtomicReference<>(
                new JvmThreadCpu.Totals(5_000_000_000L, 1_000_000_000L));
        PhaseTimes t = new PhaseTimes(wall::get, cpu::get, machine::get, System::currentTimeMillis, jvm::get);
        t.enter("parse into runs");
        pass(10, 19);
        jvm.set(new JvmThreadCpu.Totals(7_000_000_000L, 1_500_000_000L));
        t.enter("lexicon");
        pass(4, 6);
        jvm.set(new JvmThreadCpu.Totals(7_300_000_000L, 1_600_000_000L));
        t.enter("parse into runs");
        pass(1, 2);
        jvm.set(new JvmThreadCpu.Totals(7_400_000_000L, 1_600_000_000L));
        PhaseTimes.Totals parse = t.soFar().get(0), lexicon = t.soFar().get(1);
        assertEquals(2_100_000_000L, parse.compilerNanos(), "the phase under way counted up to now, added to its first row");
        assertEquals(500_000_000L, parse.collectorNanos());
        assertEquals(300_000_000L, lexicon.compilerNanos());
        assertEquals(100_000_000L, lexicon.collectorNanos());

        jvm.set(null);
        t.enter(null);
        assertEquals(-1, t.soFar().get(0).compilerNanos(), "once /proc cannot tell, the phase's total is not known");
    }

    @Test
    void withoutProcTheJvmThreadsCpuIsNotKnown() {
        times.enter("lexicon");
        pass(2, 2);
        times.enter(null);
        assertEquals(-1, times.soFar().get(0).compilerNanos());
        assertEquals(-1, times.soFar().get(0).collectorNanos());
    }

    @Test
    void cpuSpentInAChildProcessIsAddedToThePhaseUnderWay() {
        times.enter("xloader nodes");
        pass(10, 0.2);
        times.cpuElsewhere(15_000_000_000L);
        times.enter(null);
        times.cpuElsewhere(99_000_000_000L);
        assertEquals(1.52, times.soFar().get(0).busyCores(), 1e-9, "the step's JVM's CPU, outside a phase nothing");
    }

    /** The real clocks, through the probes engines call: a validating parse shown between is no phase of its own. */
    @Test
    void theProbesTimeEachPhaseOnTheProcessClockAndAPassShownInsideOneDoesNotSplitIt() {
        LoadProbes probes = LoadProbes.discard();
        probes.phase("parse into runs", 0, 0);
        probes.showPhase("validating parse", 10, 100);
        assertEquals("validating parse", probes.phase().name(), "shown on the live line");
        spin();
        probes.showPhase("parse into runs", 0, 0);
        probes.phase("lexicon", 0, 10);
        probes.phaseThreads(2);
        spin();
        probes.phase(null, 0, 0);
        List<PhaseTimes.Totals> phases = probes.phaseTimes().soFar();
        assertEquals(List.of("parse into runs", "lexicon"), phases.stream().map(PhaseTimes.Totals::name).toList());
        for (PhaseTimes.Totals p : phases) {
            assertTrue(p.wallNanos() > 0, p.toString());
            if (Clock.processCpu() >= 0) {
                assertTrue(p.cpuNanos() >= 0, p.toString());
                assertNotNull(p.busyCores());
                assertTrue(p.busyCores() >= 0, p.toString());
            }
        }
        assertEquals(2, phases.get(1).threads());
        assertNull(probes.phase(), "no phase shown after the last");
    }

    /** Writers of three indexes report the same phase at once; the phase before ends once, and no entry is lost. */
    @Test
    void phaseNamesFromSeveralThreadsAtOnceEndEachPhaseOnce() throws Exception {
        LoadProbes probes = LoadProbes.discard();
        probes.phase("statement sort", 0, 0);
        CountDownLatch go = new CountDownLatch(1);
        Thread[] writers = new Thread[3];
        for (int i = 0; i < writers.length; i++) {
            writers[i] = new Thread(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    return;
                }
                for (int n = 0; n < 10_000; n++) probes.phase("statement indexes", n, 30_000);
            });
            writers[i].start();
        }
        go.countDown();
        for (Thread t : writers) t.join();
        probes.phase("commit", 0, 0);
        probes.phase(null, 0, 0);
        assertEquals(List.of("statement sort", "statement indexes", "commit"),
                probes.phaseTimes().soFar().stream().map(PhaseTimes.Totals::name).toList());
    }

    private static void spin() {
        long until = System.nanoTime() + 20_000_000;
        long x = 0;
        while (System.nanoTime() < until) x += until % 7;
        if (x == 42) System.out.print("");
    }

    /** When each phase ran, on the epoch's clock: a phase entered again spans the time between; the one under way, to now. */
    @Test
    void spansRunFromAPhasesFirstEntryToItsLastEnd() {
        AtomicLong epoch = new AtomicLong(1_800_000_000_000L);
        PhaseTimes t = new PhaseTimes(wall::get, cpu::get, machine::get, epoch::get);
        t.enter("parse into runs");
        epoch.addAndGet(5_000);
        t.enter("lexicon");
        epoch.addAndGet(2_000);
        t.enter("parse into runs");
        epoch.addAndGet(1_000);
        t.enter("commit");
        epoch.addAndGet(300);
        assertEquals(List.of(new PhaseTimes.Span("parse into runs", 1_800_000_000_000L, 1_800_000_008_000L),
                new PhaseTimes.Span("lexicon", 1_800_000_005_000L, 1_800_000_007_000L),
                new PhaseTimes.Span("commit", 1_800_000_008_000L, 1_800_000_008_300L)), t.spans());
        t.enter(null);
        epoch.addAndGet(10_000);
        assertEquals(1_800_000_008_300L, t.spans().get(2).toEpochMillis(), "ended: no longer grows");
    }
}
