package io.loadscope.record;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.loadscope.record.ProgressSample;
import io.loadscope.record.VerifyReport;

import java.util.List;
import java.util.Map;

/**
 * Everything one load leaves behind, written as {@code run.json}. The schema is versioned
 * ({@link #SCHEMA}) and published as {@code run-record.schema.json} beside this class; reports read
 * run records only, never the loader's internals. Times are in milliseconds, sizes in bytes.
 */
@JsonInclude(JsonInclude.Include.ALWAYS)
public record RunRecord(
        String schema,
        String runId,
        RunStatus status,
        int exitCode,
        String startedAt,
        String finishedAt,
        String engine,
        Profile profile,
        Settings settings,
        RecordedPath path,
        Jvm jvm,
        Environment environment,
        List<Input> inputs,
        Totals totals,
        List<StageTotal> stages,
        List<ThreadTotal> threads,
        Map<String, Map<String, Long>> indexCounters,
        List<ProgressSample> series,
        List<Problem> errors,
        List<String> warnings,
        VerifyReport verification,
        Profiling profiling,
        Durability durability,
        List<Incident> incidents,
        List<AdviceFinding> advice,
        List<Written> writes,
        List<Phase> phases) {

    /**
     * Version 11: of each phase's CPU, the JVM's JIT compiler threads' and collector threads' ({@code
     * phases[].compilerCpuMillis}, {@code phases[].collectorCpuMillis}). Version 10: the load path as the engine typed it ({@code path}: engine, name, whether it builds the store once,
     * Blazegraph's writer and parser), what later commands read instead of the settings' text. Version 9: the cores
     * other processes kept busy over each phase ({@code phases[].otherBusyCores}), and the jars and
     * class directories added to the class path ({@code jvm.classPath}). Version 8: each engine phase's wall and CPU time and the cores it kept busy ({@code phases}), and the cores busy
     * in each sample of the series ({@code busyCores}). Version 7: when the load began writing and when each batch was
     * written ({@code writes}).
     */
    public static final String SCHEMA = "loadscope.run/11";

    /**
     * Records of schema 2 (read by the report) have no incidents; records before version 7 no writes, before 8 no
     * phases, before 10 no path: theirs is read from their settings ({@link RecordedPath#before10}), so every record has one.
     */
    public RunRecord {
        path = path != null ? path : RecordedPath.before10(engine, settings, stages);
        incidents = incidents == null ? List.of() : incidents;
        advice = advice == null ? List.of() : advice;
        writes = writes == null ? List.of() : writes;
        phases = phases == null ? List.of() : phases;
    }

    /** A record without its path (a record made outside a load, or of a version before 10): see the compact constructor. */
    public RunRecord(String schema, String runId, RunStatus status, int exitCode, String startedAt, String finishedAt,
                     String engine, Profile profile, Settings settings, Jvm jvm, Environment environment, List<Input> inputs,
                     Totals totals, List<StageTotal> stages, List<ThreadTotal> threads,
                     Map<String, Map<String, Long>> indexCounters, List<ProgressSample> series, List<Problem> errors,
                     List<String> warnings, VerifyReport verification, Profiling profiling, Durability durability,
                     List<Incident> incidents, List<AdviceFinding> advice, List<Written> writes, List<Phase> phases) {
        this(schema, runId, status, exitCode, startedAt, finishedAt, engine, profile, settings, null, jvm, environment, inputs,
                totals, stages, threads, indexCounters, series, errors, warnings, verification, profiling, durability, incidents,
                advice, writes, phases);
    }

    /** A record without phases (a load whose engine names none, a record made outside a load, or of a version before 8). */
    public RunRecord(String schema, String runId, RunStatus status, int exitCode, String startedAt, String finishedAt,
                     String engine, Profile profile, Settings settings, Jvm jvm, Environment environment, List<Input> inputs,
                     Totals totals, List<StageTotal> stages, List<ThreadTotal> threads,
                     Map<String, Map<String, Long>> indexCounters, List<ProgressSample> series, List<Problem> errors,
                     List<String> warnings, VerifyReport verification, Profiling profiling, Durability durability,
                     List<Incident> incidents, List<AdviceFinding> advice, List<Written> writes) {
        this(schema, runId, status, exitCode, startedAt, finishedAt, engine, profile, settings, jvm, environment, inputs, totals,
                stages, threads, indexCounters, series, errors, warnings, verification, profiling, durability, incidents, advice,
                writes, List.of());
    }

    /** A record without its writes (a record made outside a load, or of a version before 7). */
    public RunRecord(String schema, String runId, RunStatus status, int exitCode, String startedAt, String finishedAt,
                     String engine, Profile profile, Settings settings, Jvm jvm, Environment environment, List<Input> inputs,
                     Totals totals, List<StageTotal> stages, List<ThreadTotal> threads,
                     Map<String, Map<String, Long>> indexCounters, List<ProgressSample> series, List<Problem> errors,
                     List<String> warnings, VerifyReport verification, Profiling profiling, Durability durability,
                     List<Incident> incidents, List<AdviceFinding> advice) {
        this(schema, runId, status, exitCode, startedAt, finishedAt, engine, profile, settings, jvm, environment, inputs, totals,
                stages, threads, indexCounters, series, errors, warnings, verification, profiling, durability, incidents, advice,
                List.of(), List.of());
    }

    /**
     * One phase of an engine that works in phases (the sorted build: parse into runs, lexicon, statement sort, statement
     * indexes, commit), from the moment the engine named it to the moment it named another or none; a phase entered
     * again adds to its row. {@code cpuMillis}: the whole process's CPU time over it, null where the JVM cannot tell;
     * {@code busyCores}: CPU ÷ wall, the cores it kept busy on average (of {@code environment.cores}), to 2 decimals,
     * null with the CPU time; {@code threads}: the worker threads the engine said the phase runs on, null where it did
     * not say; {@code otherBusyCores}: the cores the machine's other processes kept busy on average over the phase (its
     * busy CPU time, all cores, less the load's, ÷ wall), null where the machine's CPU time is not known (not Linux, or a
     * record before version 9); {@code compilerCpuMillis} and {@code collectorCpuMillis}: of {@code cpuMillis}, the JVM's
     * JIT compiler threads' and its collector's threads' (the VM thread with them: the serial collector collects on it), null
     * where /proc cannot tell (not Linux, or a record before version 11).
     */
    public record Phase(String name, double wallMillis, Double cpuMillis, Double busyCores, Integer threads, Double otherBusyCores,
                        Double compilerCpuMillis, Double collectorCpuMillis) {
        /** A phase without the JVM's threads' times (a record before version 11, or one made outside a load). */
        public Phase(String name, double wallMillis, Double cpuMillis, Double busyCores, Integer threads, Double otherBusyCores) {
            this(name, wallMillis, cpuMillis, busyCores, threads, otherBusyCores, null, null);
        }
    }

    /**
     * The load began writing (statements 0: its store open, its inputs planned), or a batch was written: when, in ms
     * since the load started (the clock of {@code totals.wallMillis}), and the statements written by then.
     */
    public record Written(long elapsedMillis, long statementsWritten) {
    }

    /**
     * The same record with the result of {@code load --verify}: a mismatch makes the run failed; known engine departures
     * leave it loaded, with the exit code that tells them from an exact store.
     */
    public RunRecord withVerification(VerifyReport report) {
        boolean ok = report.outcome() != VerifyReport.Outcome.MISMATCH;
        int code = report.outcome() == VerifyReport.Outcome.EXACT ? exitCode : report.outcome().exitCode();
        return new RunRecord(schema, runId, ok ? status : RunStatus.FAILED, code, startedAt, finishedAt, engine,
                profile, settings, path, jvm, environment, inputs, totals, stages, threads, indexCounters, series, errors,
                warnings, report, profiling, durability, incidents, advice, writes, phases);
    }

    /** The same record with one more warning (e.g. its run directory could not be written). */
    public RunRecord withWarning(String warning) {
        List<String> more = new java.util.ArrayList<>(warnings);
        more.add(warning);
        return new RunRecord(schema, runId, status, exitCode, startedAt, finishedAt, engine, profile, settings, path, jvm,
                environment, inputs, totals, stages, threads, indexCounters, series, errors, List.copyOf(more), verification,
                profiling, durability, incidents, advice, writes, phases);
    }

    /** The same record with the advisor's findings (replacing any it had). */
    public RunRecord withAdvice(List<AdviceFinding> findings) {
        return new RunRecord(schema, runId, status, exitCode, startedAt, finishedAt, engine, profile, settings, path, jvm,
                environment, inputs, totals, stages, threads, indexCounters, series, errors, warnings, verification, profiling,
                durability, incidents, List.copyOf(findings), writes, phases);
    }

    /** The same record with a profiled load's flame graphs and attribution. */
    public RunRecord withProfiling(Profiling p) {
        return new RunRecord(schema, runId, status, exitCode, startedAt, finishedAt, engine, profile, settings, path, jvm,
                environment, inputs, totals, stages, threads, indexCounters, series, errors, warnings, verification, p, durability,
                incidents, advice, writes, phases);
    }

    /**
     * One bottleneck the advisor found in this run: the rule that found it, the sentence with the run's own figures, and
     * what to change and what will not help, each with the effect the committed findings measured and where.
     */
    public record AdviceFinding(String rule, String bottleneck, String summary, List<AdviceChange> change,
                                List<AdviceChange> willNotHelp) {
        /**
         * The finding as one line: its summary, led by the bottleneck's name unless the summary already opens with
         * it ("Writer-bound: …" needs no "writer-bound:" before it).
         */
        public String line() {
            String lead = summary.contains(":") ? summary.substring(0, summary.indexOf(':')) : "";
            return lead.equalsIgnoreCase(bottleneck) ? summary : bottleneck + ": " + summary;
        }
    }

    /** A setting or action, what the findings say it does (with its range), and the section that shows it. */
    public record AdviceChange(String setting, String effect, String link) {
    }

    public record Profile(String name, String source) {
    }

    /** {@code engine}: every engine property in force; {@code loader}: loadscope's own knobs; {@code fixed}: engine constants. */
    public record Settings(Map<String, String> engine, Map<String, String> loader, Map<String, String> fixed) {
    }

    /**
     * {@code classPath} (version 9): the jars and class directories added to the class path for classes the settings
     * name (the command line's {@code --classpath} and {@code lib/}), in the order they were added; empty when none were.
     */
    public record Jvm(String version, String vendor, String vmName, String javaHome, List<String> arguments,
                      long heapMaxBytes, List<String> collectors, List<ClassPathEntry> classPath) {
        public Jvm {
            classPath = classPath == null ? List.of() : List.copyOf(classPath);
        }

        /** A JVM without added class path entries (or a record of a version before 9). */
        public Jvm(String version, String vendor, String vmName, String javaHome, List<String> arguments,
                   long heapMaxBytes, List<String> collectors) {
            this(version, vendor, vmName, javaHome, arguments, heapMaxBytes, collectors, List.of());
        }
    }

    /**
     * One jar or class directory added to the class path: its absolute path, its size (a directory's: its files'
     * together) and SHA-256 (a directory's: of its files' relative paths and contents, in path order), so a run says
     * exactly which build of an operator's classes it ran with. {@code sha256} is null where the entry could not be read.
     */
    public record ClassPathEntry(String path, long sizeBytes, String sha256) {
    }

    /** {@code machine} is null unless the load ran on a machine shape ({@code load --machine}). */
    public record Environment(int cores, long memoryBytes, String os, String osVersion, String arch,
                              long storeFreeDiskBytes, Machine machine) {
        /** The memory the load had: its machine shape's limit where it ran in one with a limit, else the machine's. */
        public long memoryForLoadBytes() {
            return machine != null && machine.memoryLimitBytes() > 0 ? machine.memoryLimitBytes() : memoryBytes;
        }
    }

    /**
     * The machine shape a load ran on and what the kernel reported for its control group over the load: levels at the
     * end (page cache, anonymous memory), the peak (since the load began where the kernel lets it be reset, else since
     * the group was made), and counters from the load's start to its end. -1 where this kernel does not say.
     */
    public record Machine(String shape, String cgroup, String memory, long memoryLimitBytes, String cpus,
                          double cpuQuotaCores, boolean pageCacheDropped, boolean peakSinceLoadStart, long peakMemoryBytes,
                          long pageCacheBytes, long anonymousBytes, long majorFaults, long readBytes, long writtenBytes,
                          long cpuMillis, long throttledPeriods, long throttledMillis, long limitHits, long oomKills,
                          List<String> notes) {
    }

    // Schema 4 and earlier wrote engineCommitMillis, always -1 (no engine reports a commit time of its own per input;
    // commits are timed as the commit stage). Ignored by name so those records still read.
    @JsonIgnoreProperties({"engineCommitMillis"})
    public record Input(String name, long sizeBytes, String compression, String format, String formatDecidedBy,
                        String formatNote, boolean bom, long compressedBytes, long uncompressedBytes,
                        long statements, double wallMillis, long engineLoadMillis,
                        InputStatus status, long rejected) {
        /** An input the run did not read (committed by an earlier run, or failed before its format was known). */
        public static Input notRead(String name, long sizeBytes, double wallMillis, InputStatus status) {
            return new Input(name, sizeBytes, "", "", "", "", false, 0, 0, 0, wallMillis, -1, status, 0);
        }

        public Input withStatus(InputStatus newStatus, long committedStatements) {
            return new Input(name, sizeBytes, compression, format, formatDecidedBy, formatNote, bom, compressedBytes,
                    uncompressedBytes, committedStatements, wallMillis, engineLoadMillis, newStatus, rejected);
        }

        public Input withRejected(long n) {
            return new Input(name, sizeBytes, compression, format, formatDecidedBy, formatNote, bom, compressedBytes,
                    uncompressedBytes, statements, wallMillis, engineLoadMillis, status, n);
        }

        public Input withEngineLoadMillis(long loadMillis) {
            return new Input(name, sizeBytes, compression, format, formatDecidedBy, formatNote, bom, compressedBytes,
                    uncompressedBytes, statements, wallMillis, loadMillis, status, rejected);
        }
    }

    /**
     * Commits, resume and bad statements: the store's manifest, the commit policy (statements, seconds, inputs; 0
     * inputs is no limit by count) and the commits made, inputs skipped because an earlier run committed them, what
     * happened to a commit a crash interrupted, and the rejects.
     */
    public record Durability(String manifest, long commitStatements, long commitSeconds, int commitEvery, long commits,
                             boolean resume, long inputsCommittedEarlier,
                             String interruptedCommit, String onError, long rejected, String rejectsFile) {
        /** "every 5,000,000 statements or 300 s, at input boundaries", "after every input", or "once, at the end of the load" */
        public String describeCommitPolicy() {
            if (commitEvery == 1) return "after every input";
            // An engine that builds its store once from the whole load (the sorted build) commits once, at the end.
            if (commitStatements == Long.MAX_VALUE) return "once, at the end of the load";
            return String.format(java.util.Locale.ROOT, "every %,d statements or %d s%s, at input boundaries", commitStatements,
                    commitSeconds, commitEvery > 1 ? " or " + commitEvery + " inputs" : "");
        }
    }

    public record Totals(long statementsTold, long statementsCommitted, double wallMillis, double statementsPerSecond,
                         long compressedBytes, long uncompressedBytes, long storeBytes, long batchesWritten,
                         long peakHeapBytes, long gcCount, long gcPauseMillis, long listenerFailures) {
    }

    /** One stage on one thread role. {@code cpuMillis} is null where CPU time is not measurable; {@code share} is of the role's wall time. */
    public record StageTotal(String stage, String role, double wallMillis, Double cpuMillis, long events,
                             double share) {
    }

    /**
     * A thread role's wall time, what its stages account for, and the remainder they do not explain. {@code stopped}:
     * null when the role ran to the end of the load; else when and of what its worker stopped (its task failed, its
     * thread died), after which no stage share is shown for it.
     */
    public record ThreadTotal(String role, double wallMillis, Double cpuMillis, double attributedMillis,
                              double unattributedMillis, double unattributedShare, List<String> threadNames, String stopped) {
        public ThreadTotal(String role, double wallMillis, Double cpuMillis, double attributedMillis,
                           double unattributedMillis, double unattributedShare, List<String> threadNames) {
            this(role, wallMillis, cpuMillis, attributedMillis, unattributedMillis, unattributedShare, threadNames, null);
        }
    }

    /**
     * Something the load's watch saw: {@code worker_stopped} (a writer task failed, a loader thread died or ended
     * early; {@code trace} is its whole stack trace), {@code stall} (no counter moved for loader.stallNotice),
     * {@code stall_timeout} (and the load was stopped for it). {@code threads}: the load's threads at that moment.
     */
    public record Incident(String kind, long atMillis, String message, String trace, List<ThreadState> threads) {
    }

    /** One thread of the load: its role, state ({@link Thread.State}) and top stack frames. */
    public record ThreadState(String name, String role, String state, List<String> frames) {
    }

    /**
     * A profiled load ({@code load --flame}): the events recorded, the CPU sampling engine the profiler used,
     * the JFR file and the flame graphs (names in the run directory: one per event, keyed by the event, and for an
     * engine that works in phases one per event and phase, keyed {@code EVENT: PHASE}), the samples attributed to stages, and
     * the time spent after the load writing the flame graphs and attributing the samples.
     */
    public record Profiling(List<String> events, String cpuEngine, List<String> notes, String jfr,
                            Map<String, String> flameGraphs, List<Attribution> attribution, double postProcessingMillis) {
    }

    /** One event's samples by category, for the whole process and per thread role next to the probes. */
    public record Attribution(String event, long samples, Map<String, Double> processShares, List<RoleAttribution> roles) {
    }

    /**
     * A role's sampled shares beside the probes' wall shares. {@code agrees}: no category differs by more
     * than 10 points; {@code note} says why they may not.
     */
    public record RoleAttribution(String role, List<String> threads, long samples, List<CategoryShare> rows,
                                  double maxDifferencePoints, boolean agrees, String note) {
    }

    public record CategoryShare(String category, double probeShare, double sampledShare) {
    }

    public record Problem(String kind, String message, String file, Long line, Long column, String offendingLine) {
    }
}
