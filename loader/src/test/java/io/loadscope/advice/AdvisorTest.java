package io.loadscope.advice;

import io.loadscope.record.BlazegraphParser;
import io.loadscope.record.BlazegraphWriter;
import io.loadscope.record.InputStatus;
import io.loadscope.record.RecordedPath;
import io.loadscope.record.RunRecord;
import io.loadscope.record.RunStatus;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each rule of rules.json against a record that must trigger it and one that must not. The records carry what real
 * loads record (the shares below are those of the committed findings' loads: a default 10 M load's parser waits on the
 * queue 63 % of its time, the queue-0 load's parser writes, the bzip2 load's parser decodes 150 of 226 s).
 */
class AdvisorTest {
    private static List<String> rules(RunRecord r) {
        return Advisor.advise(r).stream().map(RunRecord.AdviceFinding::rule).toList();
    }

    @Test
    void theDefaultLoadIsWriterBoundAndTheAdviceSaysWhatWillNotHelp() {
        RunRecord r = Records.blazegraph().stage("parser", "queue", 0.63).stage("parser", "parse", 0.15)
                .stage("writer", "index_write.lexicon", 0.49).stage("writer", "index_write.statements", 0.50).build();
        var advice = Advisor.advise(r);
        assertEquals(List.of("writer-bound"), advice.stream().map(RunRecord.AdviceFinding::rule).toList());
        var f = advice.get(0);
        assertTrue(f.summary().contains("waited for room in its queue 63%"), f.summary());
        assertTrue(f.line().startsWith("Writer-bound: Blazegraph's index writer"), "the bottleneck named once: " + f.line());
        assertTrue(f.change().get(0).setting().contains("blazegraph.writer=sorted"));
        assertTrue(f.willNotHelp().stream().anyMatch(c -> c.setting().contains("queueCapacity")));
        assertTrue(f.willNotHelp().stream().allMatch(c -> c.link().startsWith("docs/")));
    }

    @Test
    void aLoadWhoseParserRarelyWaitsOrThatIsAlreadySortedIsNotWriterBound() {
        assertFalse(rules(Records.blazegraph().stage("parser", "queue", 0.05).stage("parser", "parse", 0.80)
                .stage("writer", "index_write.lexicon", 0.30).stage("writer", "writer_idle", 0.60).build()).contains("writer-bound"));
        assertFalse(rules(Records.sortedBuild().stage("parser", "queue", 0.63)
                .stage("writer", "index_write.lexicon", 0.95).build()).contains("writer-bound"));
        assertFalse(rules(Records.tdb2().stage("parser", "queue", 0.63).stage("writer", "index_write.statements", 0.95).build())
                .contains("writer-bound"));
    }

    @Test
    void theQueueZeroLoadsParserDoingTheWritersWorkIsNamed() {
        assertTrue(rules(Records.blazegraph().stage("parser", "parse", 0.2).stage("parser", "index_write.lexicon", 0.35)
                .stage("parser", "index_write.statements", 0.40).build()).contains("parser-does-the-writing"));
        assertFalse(rules(Records.blazegraph().stage("parser", "queue", 0.63).stage("parser", "parse", 0.3).build())
                .contains("parser-does-the-writing"));
        // The sorted build writes on the load thread by design, after parsing: there is no queue to give it.
        assertFalse(rules(Records.sortedBuild().stage("parser", "term_encode", 0.3)
                .stage("parser", "index_write.lexicon", 0.15).stage("parser", "index_write.statements", 0.24).build())
                .contains("parser-does-the-writing"));
    }

    @Test
    void bzip2InputThatTheParserSpendsItsTimeDecodingIsDecoderBound() {
        RunRecord bzip2 = Records.blazegraph().input("bzip2").stage("parser", "read", 0.66).stage("parser", "parse", 0.21)
                .stage("parser", "queue", 0.01).stage("writer", "writer_idle", 0.1).stage("writer", "index_write.lexicon", 0.4).build();
        assertEquals(List.of("decoder-bound"), rules(bzip2));
        assertTrue(Advisor.advise(bzip2).get(0).summary().contains("66%"));
        // bzip2 that decodes fast enough to keep the parser mostly waiting on the writer is not decoder-bound.
        assertFalse(rules(Records.blazegraph().input("bzip2").stage("parser", "read", 0.1).stage("parser", "queue", 0.6).build())
                .contains("decoder-bound"));
        // Plain input the parser reads a lot of is no decoder's fault.
        assertFalse(rules(Records.blazegraph().input("none").stage("parser", "read", 0.66).build()).contains("decoder-bound"));
    }

    @Test
    void xzInputIsDecompressionHeavyWhenItsDecodingShows() {
        assertTrue(rules(Records.blazegraph().input("xz").stage("parser", "read", 0.31).stage("parser", "queue", 0.35).build())
                .contains("slow-decoder"));
        assertFalse(rules(Records.blazegraph().input("gzip").stage("parser", "read", 0.31).build()).contains("slow-decoder"));
    }

    @Test
    void aLoadThatSpendsAFifthOfItsTimeInGcIsGcBound() {
        assertTrue(rules(Records.blazegraph().gcShare(0.2).build()).contains("gc-bound"));
        assertFalse(rules(Records.blazegraph().gcShare(0.065).build()).contains("gc-bound"));
    }

    @Test
    void aLoadThatSpendsAQuarterOfItsTimeCommittingIsCommitBound() {
        assertTrue(rules(Records.tdb2().commitShare(0.25).build()).contains("commit-bound"));
        assertFalse(rules(Records.tdb2().commitShare(0.02).build()).contains("commit-bound"));
    }

    @Test
    void aLoadStoppedByItsMachinesCpuQuotaIsNamed() {
        assertTrue(rules(Records.blazegraph().throttled(0.4).build()).contains("cpu-throttled"));
        assertFalse(rules(Records.blazegraph().throttled(0.01).build()).contains("cpu-throttled"));
        assertFalse(rules(Records.blazegraph().build()).contains("cpu-throttled"), "no machine shape, no quota");
    }

    @Test
    void aStoreThatOutgrewItsMachinesMemoryAndWasReadBackIsIoBound() {
        // The 50 M load in a 2 GiB shape: a 5.9 GiB store, 64.9 GiB read for an 11 GiB input.
        RunRecord outgrew = Records.blazegraph().memory(2L << 30, gib(64.9), gib(11.0), gib(5.9)).build();
        assertTrue(rules(outgrew).contains("store-outgrew-memory"), rules(outgrew).toString());
        RunRecord.AdviceFinding f = Advisor.advise(outgrew).stream().filter(a -> a.rule().equals("store-outgrew-memory")).findFirst().orElseThrow();
        assertTrue(f.summary().contains("3.0× the machine's memory") && f.summary().contains("9.1 times"), f.summary());
        // The 10 M load in the same shape: its 1.8 GiB store fitted, read back twice over; and the sorted build.
        assertFalse(rules(Records.blazegraph().memory(2L << 30, gib(5.8), gib(2.4), gib(1.8)).build()).contains("store-outgrew-memory"));
        assertFalse(rules(Records.sortedBuild().memory(2L << 30, gib(64.9), gib(11.0), gib(5.9)).build())
                .contains("store-outgrew-memory"));
        assertFalse(rules(Records.blazegraph().build()).contains("store-outgrew-memory"), "no machine shape, no readings");
    }

    /** The sorted build's parse phase at 100 M, on one core of two for most of the load (the others spread). */
    @Test
    void aSortedBuildPhaseThatStaysOnOneCoreIsNamedWithItsBusyCores() {
        RunRecord serial = Records.sortedBuild().phase("parse into runs", 60, 1.08).phase("lexicon", 12, 1.6).phase("commit", 1, 1.0).build();
        RunRecord.AdviceFinding f = Advisor.advise(serial).stream().filter(a -> a.rule().equals("phase-on-one-core")).findFirst().orElseThrow();
        assertTrue(f.summary().contains("parse into runs phase took 60% of the load's wall time (60 s) and kept 1.08 of 2 cores busy"),
                f.summary());
        assertTrue(f.line().startsWith("One core: "), "the bottleneck named once: " + f.line());
        assertTrue(f.change().get(0).setting().contains("serial in the sorted build as it stands"), f.change().toString());
        // The longest phase on one core is the one named.
        RunRecord two = Records.sortedBuild().phase("lexicon", 20, 1.1).phase("parse into runs", 50, 1.2).build();
        assertTrue(Advisor.advise(two).stream().anyMatch(a -> a.summary().contains("parse into runs phase")), Advisor.advise(two).toString());
    }

    @Test
    void aPhaseThatSpreadsIsShortOrRunsOnOneCoreOfOneIsNotNamed() {
        assertFalse(rules(Records.sortedBuild().phase("statement indexes", 60, 1.9).build()).contains("phase-on-one-core"), "spread");
        assertFalse(rules(Records.sortedBuild().phase("commit", 4, 1.0).build()).contains("phase-on-one-core"), "under 5 s");
        assertFalse(rules(Records.sortedBuild().phase("lexicon", 8, 1.0).build()).contains("phase-on-one-core"), "8 % of the wall");
        assertFalse(rules(Records.sortedBuild().cores(1).phase("lexicon", 60, 1.0).build()).contains("phase-on-one-core"),
                "one core is all there is");
        assertFalse(rules(Records.sortedBuild().phase("lexicon", 60, null).build()).contains("phase-on-one-core"), "CPU not known");
        assertFalse(rules(Records.blazegraph().phase("lexicon", 60, 1.0).build()).contains("phase-on-one-core"), "not the sorted build");
        assertFalse(rules(Records.sortedBuild().build()).contains("phase-on-one-core"), "a record without phases (before schema 8)");
        assertFalse(rules(Records.sortedBuild().phase("parse into runs", 60, 1.0, 0.9).build()).contains("phase-on-one-core"),
                "the other core was taken by other processes: not idle");
        assertTrue(rules(Records.sortedBuild().phase("parse into runs", 60, 1.0, 0.1).build()).contains("phase-on-one-core"),
                "others took little: the other core stood idle");
    }

    @Test
    void aSortedBuildWhoseRunsNearlyFilledTheFreeDiskIsTold() {
        RunRecord near = Records.sortedBuild().fixed("sortedBuild.peakTemporaryBytes", 9L << 30)
                .fixed("sortedBuild.freeDiskAtStartBytes", 10L << 30).build();
        RunRecord.AdviceFinding f = Advisor.advise(near).stream().filter(a -> a.rule().equals("temporary-disk-near-full")).findFirst().orElseThrow();
        assertTrue(f.summary().contains("took 9.0 GiB at their peak, 90% of the 10.0 GiB that was free"), f.summary());
        assertTrue(f.change().get(0).setting().contains("--store"), f.change().toString());
        assertFalse(rules(Records.sortedBuild().fixed("sortedBuild.peakTemporaryBytes", 2L << 30)
                .fixed("sortedBuild.freeDiskAtStartBytes", 10L << 30).build()).contains("temporary-disk-near-full"));
        assertFalse(rules(Records.sortedBuild().fixed("sortedBuild.peakTemporaryBytes", 9L << 30).build())
                .contains("temporary-disk-near-full"), "free disk not recorded");
    }

    @Test
    void aHeapBudgetThatCutTheLoadIntoManySmallRunsIsTold() {
        RunRecord small = Records.sortedBuild().fixed("sortedBuild.runs", 48).fixed("sortedBuild.runsPerLane", 24)
                .fixed("sortedBuild.runBudgetBytes", 256L << 20).build();
        RunRecord.AdviceFinding f = Advisor.advise(small).stream().filter(a -> a.rule().equals("small-sorted-runs")).findFirst().orElseThrow();
        assertTrue(f.summary().contains("into 48 runs, 24 per parse thread, its parse threads sharing 256.0 MiB of heap"), f.summary());
        assertTrue(f.change().stream().anyMatch(c -> c.setting().contains("blazegraph.sortedRunBytes")), f.change().toString());
        assertTrue(f.change().stream().anyMatch(c -> c.setting().contains("larger heap")), f.change().toString());
        assertFalse(rules(Records.sortedBuild().fixed("sortedBuild.runs", 48).fixed("sortedBuild.runsPerLane", 24)
                .fixed("sortedBuild.runBudgetBytes", 2L << 30).build()).contains("small-sorted-runs"), "runs of 2 GiB");
        // Sixteen parse threads make sixteen runs however large the budget: a run per thread is not a small run.
        assertFalse(rules(Records.sortedBuild().fixed("sortedBuild.runs", 16).fixed("sortedBuild.runsPerLane", 1)
                .fixed("sortedBuild.runBudgetBytes", 256L << 20).build()).contains("small-sorted-runs"), "one run per thread");
    }

    private static final String WRITE_CACHE_BUFFERS = "com.bigdata.journal.AbstractJournal.writeCacheBufferCount";

    @Test
    void aSortedBuildWithWikidatasWriteCacheIsToldToOpenWithTheDefault() {
        RunRecord wikidatas = Records.sortedBuild().engine(WRITE_CACHE_BUFFERS, "1000").build();
        RunRecord.AdviceFinding f = Advisor.advise(wikidatas).stream().filter(a -> a.rule().equals("large-write-cache"))
                .findFirst().orElseThrow();
        assertTrue(f.summary().contains("opened with 1,000 write-cache buffers"), f.summary());
        assertTrue(f.change().stream().anyMatch(c -> c.setting().contains("writeCacheBufferCount=6")), f.change().toString());
        assertFalse(rules(Records.sortedBuild().engine(WRITE_CACHE_BUFFERS, "6").build()).contains("large-write-cache"),
                "the default");
        assertFalse(rules(Records.sortedBuild().build()).contains("large-write-cache"), "no count in the settings");
        // Measured for the sorted build only: the DataLoader path is not told.
        assertFalse(rules(Records.blazegraph().engine(WRITE_CACHE_BUFFERS, "1000").build()).contains("large-write-cache"),
                "the buffer writer");
    }

    private static long gib(double g) {
        return Math.round(g * (1L << 30));
    }

    @Test
    void everyRuleNamesItsSourceAndEveryFigureItQuotesExists() {
        for (Rule r : Advisor.rules()) {
            assertFalse(r.change().isEmpty(), r.id());
            r.change().forEach(c -> assertTrue(c.link().startsWith("docs/"), r.id() + ": " + c.link()));
            r.willNotHelp().forEach(c -> assertTrue(c.link().startsWith("docs/"), r.id() + ": " + c.link()));
            assertTrue(r.when().stream().allMatch(c -> c.figure() != null || c.writer() != null || c.writerNot() != null), r.id());
        }
    }

    @Test
    void aConditionNamesOneThingAndAWriterTheWriterTypeKnows() {
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        assertThrows(Exception.class, () -> json.readValue("{\"writer\": \"sortd\"}", Rule.Condition.class), "a typo");
        assertThrows(Exception.class, () -> json.readValue("{\"atLeast\": 0.3}", Rule.Condition.class), "no subject");
        assertThrows(Exception.class, () -> json.readValue("{\"figure\": \"gc.share\", \"writer\": \"sorted\"}",
                Rule.Condition.class), "two subjects");
    }

    /** Run records as loads write them, with just the parts the advisor reads set. */
    @Test
    void aLargeSortedBuildOnG1IsToldThatTheParallelCollectorWillNotHelpWithWhatItDidAtEachSize() {
        RunRecord g1 = Records.sortedBuild().statements(29_629_573).collectors("G1 Young Generation", "G1 Old Generation")
                .phase("parse into runs", 60, 116, 8.5, 4.1).phase("lexicon", 17, 29, 3.2, 0.5).build();
        var advice = Advisor.advise(g1);
        var f = advice.stream().filter(a -> a.rule().equals("sorted-build-collector")).findFirst().orElseThrow(() -> new AssertionError(advice));
        assertTrue(f.summary().contains("29,629,573 statements ran on G1") && f.summary().contains("(2 here)"), f.summary());
        assertTrue(f.summary().contains("4.6 s (3% of the phases' CPU)"), "the collector's threads over the phases': " + f.summary());
        assertTrue(f.change().get(0).setting().startsWith("nothing to set for the collector"), f.change().toString());
        String effect = f.change().get(0).effect();
        assertTrue(effect.contains("at BSBM 100 M") && effect.contains("at 10 M") && effect.contains("at 30 M"), "each size measured: " + effect);
        assertTrue(f.willNotHelp().get(0).setting().contains("-XX:+UseParallelGC"), f.willNotHelp().toString());
        assertTrue(f.willNotHelp().get(0).effect().contains("full collections"), f.willNotHelp().toString());

        assertTrue(rules(Records.sortedBuild().statements(10_102_032).collectors("G1 Young Generation", "G1 Old Generation").build())
                .contains("sorted-build-collector"), "measured from 10 M");
        assertFalse(rules(Records.sortedBuild().statements(5_000_000).collectors("G1 Young Generation", "G1 Old Generation").build())
                .contains("sorted-build-collector"), "below what was measured");
        assertFalse(rules(Records.sortedBuild().statements(29_629_573).collectors("PS Scavenge", "PS MarkSweep").build())
                .contains("sorted-build-collector"), "already on the parallel collector");
        assertFalse(rules(Records.sortedBuild().statements(29_629_573).cores(1).collectors("Copy", "MarkSweepCompact").build())
                .contains("sorted-build-collector"), "one core: the serial collector");
        assertFalse(rules(Records.blazegraph().statements(29_629_573).collectors("G1 Young Generation", "G1 Old Generation").build())
                .contains("sorted-build-collector"), "measured for the sorted build only");
        assertFalse(rules(Records.sortedBuild().statements(29_629_573).build()).contains("sorted-build-collector"),
                "a record that does not name its collector tells nothing");
    }

    static final class Records {
        private final RecordedPath path;
        private final List<RunRecord.StageTotal> stages = new ArrayList<>();
        private final List<RunRecord.Phase> phases = new ArrayList<>();
        private final Map<String, String> fixed = new LinkedHashMap<>();
        private final Map<String, String> engine = new LinkedHashMap<>();
        private int cores = 2;
        private String compression = "none";
        private double gcShare = 0.06;
        private double commitShare = 0.01;
        private double throttled = -1;
        private long memoryLimit = -1, readBytes = -1, inputBytes = 1 << 30, storeBytes = 2L << 30;
        private long statements = 10_000_000;
        private List<String> collectors;
        private static final double WALL = 100_000;

        private Records(RecordedPath path) {
            this.path = path;
        }

        static Records blazegraph() {
            return new Records(new RecordedPath("blazegraph", "buffer-writer", false, BlazegraphWriter.BUFFER, BlazegraphParser.RIO5));
        }

        static Records sortedBuild() {
            return new Records(new RecordedPath("blazegraph", "sorted-build", true, BlazegraphWriter.SORTED, BlazegraphParser.RIO5));
        }

        static Records tdb2() {
            return new Records(RecordedPath.of("tdb2", "phased", false));
        }

        Records stage(String role, String stage, double share) {
            stages.add(new RunRecord.StageTotal(stage, role, share * WALL, null, 1, share));
            return this;
        }

        /** A phase of {@code seconds} of the load's 100 s that kept {@code busyCores} busy (null: CPU not known). */
        Records phase(String name, double seconds, Double busyCores) {
            return phase(name, seconds, busyCores, null);
        }

        /** As {@link #phase(String, double, Double)}, with the cores other processes kept busy (null: not known). */
        Records phase(String name, double seconds, Double busyCores, Double otherBusyCores) {
            phases.add(new RunRecord.Phase(name, seconds * 1000, busyCores == null ? null : busyCores * seconds * 1000, busyCores, null,
                    otherBusyCores));
            return this;
        }

        Records engine(String key, String value) {
            engine.put(key, value);
            return this;
        }

        Records fixed(String key, long value) {
            fixed.put(key, Long.toString(value));
            return this;
        }

        Records cores(int n) {
            cores = n;
            return this;
        }

        Records input(String c) {
            compression = c;
            return this;
        }

        Records gcShare(double s) {
            gcShare = s;
            return this;
        }

        Records commitShare(double s) {
            commitShare = s;
            return this;
        }

        /** A machine shape of {@code limit} bytes, and what the load read, its input's size and its store's. */
        Records memory(long limit, long read, long input, long store) {
            memoryLimit = limit;
            readBytes = read;
            inputBytes = input;
            storeBytes = store;
            return this;
        }

        Records statements(long n) {
            statements = n;
            return this;
        }

        /** The JVM's collectors as its record names them ("G1 Young Generation", "PS Scavenge" ...). */
        Records collectors(String... names) {
            collectors = List.of(names);
            return this;
        }

        /** A phase with its CPU, of which the JVM's compiler and collector threads' (seconds). */
        Records phase(String name, double seconds, double cpuSeconds, double compilerSeconds, double collectorSeconds) {
            phases.add(new RunRecord.Phase(name, seconds * 1000, cpuSeconds * 1000, cpuSeconds / seconds, null, 0.0,
                    compilerSeconds * 1000, collectorSeconds * 1000));
            return this;
        }

        Records throttled(double s) {
            throttled = s;
            return this;
        }

        RunRecord build() {
            List<RunRecord.StageTotal> all = new ArrayList<>(stages);
            all.add(new RunRecord.StageTotal("commit", "parser", commitShare * WALL, null, 1, commitShare));
            List<RunRecord.ThreadTotal> threads = List.of(
                    new RunRecord.ThreadTotal("parser", WALL, null, WALL, 0, 0, List.of("loadscope-load")),
                    new RunRecord.ThreadTotal("writer", WALL, null, WALL, 0, 0, List.of("writer")));
            RunRecord.Machine machine = throttled >= 0
                    ? new RunRecord.Machine("cpus=1,cpu-share=0.5", "v1", "no memory limit", -1,
                    "0", 0.5, true, true, 1L << 30, 1L << 28, 1L << 29, 10, 1L << 30, 0, 50_000, 100, (long) (throttled * WALL), 0, 0, List.of())
                    : memoryLimit > 0
                    ? new RunRecord.Machine("ram=" + memoryLimit, "v1", "memory limit", memoryLimit, "", -1, true, true, memoryLimit,
                    memoryLimit / 2, memoryLimit / 2, 10, readBytes, storeBytes, 50_000, -1, -1, 1_000_000, 0, List.of())
                    : null;
            return new RunRecord(RunRecord.SCHEMA, "test", RunStatus.LOADED, 0, "", "", path.engine(), new RunRecord.Profile("default", "built in"),
                    new RunRecord.Settings(engine, Map.of(), fixed), path,
                    collectors == null ? null : new RunRecord.Jvm("17", "v", "vm", "/jdk", List.of(), 8L << 30, collectors, List.of()),
                    new RunRecord.Environment(cores, 24L << 30, "Linux", "", "amd64", 1L << 40, machine),
                    List.of(new RunRecord.Input("data.nt", 1 << 30, compression, "N-Triples", "name", "", false, 1 << 30, 1 << 30,
                            10_000_000, WALL, -1, InputStatus.LOADED, 0)),
                    new RunRecord.Totals(statements, statements, WALL, 100_000, inputBytes, inputBytes, storeBytes, 100, 3L << 30, 100,
                            (long) (gcShare * WALL), 0),
                    all, threads, Map.of(), List.of(), List.of(), List.of(), null, null, null, List.of(), List.of(), List.of(), phases);
        }
    }
}
