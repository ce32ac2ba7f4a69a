package io.loadscope.conformance;

import io.loadscope.load.LoadFailure;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The W3C syntax suites through the real loader, one dynamic test per W3C test, on the engine of the
 * subclass. A positive test must load into a fresh store with the distinct statement count rdf4j finds
 * (see {@link ExpectedStatements}); a negative test must fail the load (CLI exit 1) naming the file and
 * giving a line, and leave the store's committed count as it was (see {@link RejectionStore}). Departures
 * an engine cannot be configured out of are listed in {@link KnownDeviations} and asserted as listed.
 *
 * <p>One rule is the loader's own, not an engine's: an input that holds bytes but no statements fails the
 * load ("yielded no statements"), so does a run that loaded no statement at all, and an empty file is refused
 * before anything is created (exit 2, naming it), so that an empty or mis-read file is never a silent success. The positive tests without a statement (empty or comment-only
 * documents, empty graphs) are therefore expected to fail with that message, on every engine.
 *
 * <p>Most of the time is the engines creating and opening stores, hundreds of them; the loads run on a
 * small pool ahead of the tests that check them (each pipeline run has its own store and probes).
 * A suite's negative tests share one store and so run one after the other, in manifest order.
 */
abstract class W3cConformanceTest {
    private static final java.util.concurrent.atomic.AtomicLong STORE_NUMBER = new java.util.concurrent.atomic.AtomicLong();
    /**
     * Loads in flight at once: twice the cores, because a load spends much of its time waiting for the disk
     * (store creation and commits sync their files) rather than computing.
     */
    private static final int THREADS = Integer.getInteger("loadscope.conformance.threads",
            Math.min(4, 2 * Runtime.getRuntime().availableProcessors()));
    private static final String SEED = "<urn:loadscope:conformance:seed> <urn:loadscope:conformance:p> \"seed\" .\n";

    @TempDir(factory = MemoryBackedTempDir.class)
    static Path suites;
    @TempDir(factory = MemoryBackedTempDir.class)
    static Path stores;

    private static final Map<W3cSuite, Tally> TALLIES = new EnumMap<>(W3cSuite.class);
    private static final Set<String> SEEN_DEVIATIONS = new TreeSet<>();
    private static ExecutorService pool;
    private static String engineName;
    private static long started;
    private static long startedCpu;

    /** The engine under test, by its CLI name. */
    abstract String engine();

    /** Settings the engine loads with here (none: the defaults a user gets). */
    java.util.Map<String, String> settings() {
        return java.util.Map.of();
    }

    /** The name of this configuration: its list in {@link KnownDeviations} and its summary file. */
    String configuration() {
        return engine();
    }

    /**
     * True when the engine refuses a statement in a named graph because its store keeps no graphs (Blazegraph's triples
     * store with loadscope's parse stage): a positive test with named graphs must then fail with the message that names
     * the store's quads setting, instead of loading its triples with the graph names dropped.
     */
    boolean refusesNamedGraphs() {
        return false;
    }

    /** True when the engine keeps named graphs apart (a quad store); a triple store keeps one copy of each triple. */
    abstract boolean quadStore();

    /**
     * True when each loaded positive test's store is also compared with rdf4j's statements one by one, graph names
     * included ({@link StoredStatements}), beyond the count.
     */
    boolean comparesStatements() {
        return false;
    }

    /** The suites this engine runs; all of them unless CI time forbids. */
    List<W3cSuite> suitesToRun() {
        return List.of(W3cSuite.values());
    }

    /** What one test's load gave, computed on the pool. */
    private record Loaded(CaseOutcome outcome, long expected, long before, long nanos, boolean namedGraphsRefused, String statementsDiffer) {
    }

    @TestFactory
    Stream<DynamicContainer> w3cSuites() throws IOException {
        engineName = configuration();
        started = System.nanoTime();
        startedCpu = processCpuNanos();
        pool = Executors.newFixedThreadPool(THREADS);
        Map<String, Deviation> known = KnownDeviations.of(configuration());
        Set<String> ids = new HashSet<>();
        List<DynamicContainer> out = new ArrayList<>();
        for (W3cSuite suite : suitesToRun()) {
            List<W3cCase> cases = suite.extractAndRead(suites);
            cases.forEach(c -> ids.add(c.id()));
            Tally tally = TALLIES.computeIfAbsent(suite, s -> new Tally());
            Map<W3cCase, CompletableFuture<Loaded>> loads = schedule(suite, cases);
            out.add(DynamicContainer.dynamicContainer(suite.key() + " (" + cases.size() + " tests)",
                    cases.stream().map(c -> DynamicTest.dynamicTest(c.name(), c.action().toUri(),
                            () -> check(c, await(loads.get(c)), known.get(c.id()), tally)))));
        }
        // A listed deviation whose test no manifest has any more would hide nothing: a stale entry.
        for (String id : known.keySet()) {
            if (!ids.contains(id)) fail("KnownDeviations lists " + id + " for " + configuration() + ", which no suite run here has");
        }
        return out.stream();
    }

    /** Starts every load of a suite: the negative tests in order on one store, each positive test on its own. */
    private Map<W3cCase, CompletableFuture<Loaded>> schedule(W3cSuite suite, List<W3cCase> cases) {
        Map<W3cCase, CompletableFuture<Loaded>> loads = new HashMap<>();
        List<W3cCase> negatives = cases.stream().filter(c -> !c.positive()).toList();
        for (W3cCase c : negatives) loads.put(c, new CompletableFuture<>());
        RejectionStore rejections = new RejectionStore(stores.resolve(suite.key() + "-negative"));
        pool.execute(() -> {
            for (W3cCase c : negatives) {
                try {
                    loads.get(c).complete(rejections.load(c));
                } catch (Throwable e) {
                    loads.get(c).completeExceptionally(e);
                }
            }
        });
        for (W3cCase c : cases) {
            if (c.positive()) loads.put(c, CompletableFuture.supplyAsync(() -> loadPositive(c), pool));
        }
        return loads;
    }

    private static Loaded await(CompletableFuture<Loaded> f) throws Throwable {
        try {
            return f.get();
        } catch (ExecutionException e) {
            throw e.getCause();
        }
    }

    private Loaded loadPositive(W3cCase c) {
        try {
            long t0 = System.nanoTime();
            // A counter, not the clock: two load threads read the same System.nanoTime() now and then.
            Path store = stores.resolve("positive-" + c.suite().key() + "-" + STORE_NUMBER.incrementAndGet());
            CaseOutcome o = CaseOutcome.load(engine(), settings(), c.action(), store, scratch());
            String differ = comparesStatements() && o.loaded() ? StoredStatements.mismatch(engine(), settings(), store, c) : null;
            CaseOutcome.delete(store);
            return new Loaded(o, ExpectedStatements.count(c, quadStore()), 0, System.nanoTime() - t0,
                    refusesNamedGraphs() && ExpectedStatements.hasNamedGraph(c), differ);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /**
     * The store all negative tests of a suite are loaded into, one after the other: seeded with one commit
     * first, so "nothing committed from the rejected file" is checked against a store that holds data: its
     * committed count must be the same after each rejection as before it. Positive tests each get a fresh
     * store instead, because their expected count is that of the file alone.
     */
    private final class RejectionStore {
        private final Path dir;
        private long committed = -1;

        RejectionStore(Path dir) {
            this.dir = dir;
        }

        Loaded load(W3cCase c) throws IOException {
            long t0 = System.nanoTime();
            if (committed < 0) {
                Path seed = Files.writeString(dir.resolveSibling(dir.getFileName() + "-seed.nt"), SEED);
                CaseOutcome o = CaseOutcome.load(engine(), settings(), seed, dir, scratch());
                if (!o.loaded() || o.committed() != 1) throw new IllegalStateException("the one-statement seed: " + o.describe());
                committed = o.committed();
            }
            long before = committed;
            CaseOutcome o = CaseOutcome.load(engine(), settings(), c.action(), dir, scratch());
            // An accepted negative test leaves its statements: the next one starts from what is there now.
            if (o.committed() >= 0) committed = o.committed();
            return new Loaded(o, before, before, System.nanoTime() - t0, false, null);
        }
    }

    private static Path scratch() {
        return stores.resolve("scratch-" + Thread.currentThread().getId() + "-" + Long.toHexString(System.nanoTime()));
    }

    private void check(W3cCase c, Loaded l, Deviation listed, Tally tally) {
        CaseOutcome o = l.outcome();
        Deviation.Kind observed = l.namedGraphsRefused() ? observeRefusal(o) : observe(c, o, l.expected());
        String where = c + " on " + configuration() + ": " + o.describe() + " (expected " + (c.positive()
                ? l.expected() + " statements" : "a rejection") + ")";
        synchronized (TALLIES) {
            tally.nanos += l.nanos();
            tally.count(c, o, observed, l.expected());
            if (l.namedGraphsRefused() && observed == null) tally.namedGraphsRefused++;
            if (comparesStatements() && c.positive() && o.loaded() && observed == null && l.statementsDiffer() == null) tally.statementsCompared++;
            if (observed != null) {
                SEEN_DEVIATIONS.add(c.id() + "\t" + observed + "\t" + (observed == Deviation.Kind.COUNT ? o.committed() : -1)
                        + "\t" + o.describe().replace('\n', ' '));
            }
        }
        // The count can match while the statements do not (a graph name lost, a term changed).
        if (observed == null) assertNull(l.statementsDiffer(), "the store's statements are not rdf4j's: " + where);
        if (listed == null) {
            assertNull(observed, "deviates from the W3C test: " + where);
        } else {
            assertEquals(listed.kind(), observed, "listed in KnownDeviations as " + listed.kind() + " (" + listed.reason()
                    + ") but now: " + where + "; update the list");
            if (listed.kind() == Deviation.Kind.COUNT) assertEquals(listed.count(), o.committed(), "listed count changed: " + where);
        }
        // Never negotiable, deviation or not: a rejection is a readable error, names the file when the file
        // is what failed, and leaves the earlier commit alone.
        if (o.inputError() != null && !emptyFileRule(c, o)) fail("an input error (exit 2) for a W3C test file: " + where);
        if (o.failure() != null) {
            LoadFailure f = o.failure();
            assertNotNull(f.getMessage(), where);
            assertFalse(f.getMessage().contains("\tat "), "a stack trace in the message: " + where);
            if (!emptyRunRule(f)) assertEquals(c.action().toString(), f.file(), "the failure names the file: " + where);
            if (!c.positive()) assertEquals(l.before(), o.committed(), "nothing committed from the rejected file: " + where);
        }
    }

    /** The loader's no-statements rule: per input ("yielded no statements") or for the whole run. */
    private static boolean noStatementsRule(LoadFailure f) {
        return f.getMessage().contains("yielded no statements") || emptyRunRule(f);
    }

    /** An empty (0-byte) file named on its own: refused before anything is created, naming it. */
    private static boolean emptyFileRule(W3cCase c, CaseOutcome o) {
        return o.inputError() != null && o.inputError().getMessage().equals(c.action() + ": the file is empty: it holds no statements to load");
    }

    /** The run-level form, raised when no input of a run yielded a statement; it names no file. */
    private static boolean emptyRunRule(LoadFailure f) {
        return f.file() == null && f.getMessage().startsWith("no statements were loaded");
    }

    /** A test with named graphs on a store that keeps none: conforming when refused, naming the quads setting. */
    private static Deviation.Kind observeRefusal(CaseOutcome o) {
        if (o.loaded()) return Deviation.Kind.ACCEPTS;
        if (o.failure() != null && o.failure().getMessage().contains("AbstractTripleStore.quads=false") && o.failure().line() > 0) return null;
        return Deviation.Kind.REJECTS;
    }

    /** Null when the engine conforms, else how it departs. */
    private static Deviation.Kind observe(W3cCase c, CaseOutcome o, long expected) {
        if (c.positive()) {
            if (expected == 0) {
                // The loader's rule for inputs without statements (see the class comment).
                if ((o.failure() != null && noStatementsRule(o.failure())) || emptyFileRule(c, o)) return null;
                return o.loaded() ? Deviation.Kind.COUNT : Deviation.Kind.REJECTS;
            }
            if (!o.loaded()) return Deviation.Kind.REJECTS;
            if (!c.suite().format().label().equals(o.formatLoaded())) return Deviation.Kind.REJECTS;
            return o.committed() == expected ? null : Deviation.Kind.COUNT;
        }
        if (o.loaded()) return Deviation.Kind.ACCEPTS;
        if (o.failure() != null && o.failure().line() <= 0) return Deviation.Kind.NO_LINE;
        return null;
    }

    @AfterAll
    static void summary() throws IOException {
        if (pool != null) pool.shutdownNow();
        // CPU time too: on a shared machine the wall time says more about the neighbours than about the tests.
        StringBuilder sb = new StringBuilder("\nW3C conformance on " + engineName + String.format(
                " (%.1f s wall, %.1f s CPU of this JVM, %d load threads; seconds per suite are summed over its tests)%n",
                (System.nanoTime() - started) / 1e9, (processCpuNanos() - startedCpu) / 1e9, THREADS));
        sb.append(String.format("%-9s %9s %9s %9s %9s %11s %9s %9s %8s%n", "suite", "positive", "passed", "empty*",
                "graphs**", "negative", "rejected", "w/column", "seconds"));
        TALLIES.forEach((s, t) -> sb.append(String.format("%-9s %9d %9d %9d %9d %11d %9d %9d %8.1f%n", s.key(), t.positive,
                t.positivePassed, t.emptyByPolicy, t.namedGraphsRefused, t.negative, t.negativeRejected, t.withColumn, t.nanos / 1e9)));
        sb.append("* positive tests without statements, failed by the loader's no-statements rule or, empty, refused up front (counted in passed)\n");
        sb.append("** positive tests with named graphs, refused by a store that keeps none, naming its quads setting (counted in passed)\n");
        TALLIES.forEach((s, t) -> {
            if (t.statementsCompared > 0) sb.append(s.key()).append(": ").append(t.statementsCompared)
                    .append(" loaded positive tests hold exactly rdf4j's statements, graph names included\n");
        });
        SEEN_DEVIATIONS.forEach(d -> sb.append("DEVIATION\t").append(engineName).append('\t').append(d).append('\n'));
        System.out.println(sb);
        // Also kept as a file, since the console cuts long test output; parser messages can hold lone surrogates.
        Path file = Path.of("target", "w3c-conformance-" + engineName + ".txt");
        Files.createDirectories(file.getParent());
        Files.write(file, sb.toString().getBytes(StandardCharsets.UTF_8));
    }

    private static long processCpuNanos() {
        return java.lang.management.ManagementFactory.getOperatingSystemMXBean()
                instanceof com.sun.management.OperatingSystemMXBean os ? os.getProcessCpuTime() : -1;
    }

    private static final class Tally {
        int positive;
        int positivePassed;
        int emptyByPolicy;
        int negative;
        int negativeRejected;
        int withColumn;
        int namedGraphsRefused;
        int statementsCompared;
        long nanos;

        void count(W3cCase c, CaseOutcome o, Deviation.Kind observed, long expected) {
            if (c.positive()) {
                positive++;
                if (observed == null) positivePassed++;
                if (observed == null && expected == 0) emptyByPolicy++;
            } else {
                negative++;
                if (o.failure() != null) negativeRejected++;
                if (o.failure() != null && o.failure().column() > 0) withColumn++;
            }
        }
    }
}
