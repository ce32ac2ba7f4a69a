package io.loadscope.cli;

import io.loadscope.record.InputStatus;
import io.loadscope.request.LoadRequest;
import io.loadscope.api.LoadResult;
import io.loadscope.api.Loadscope;
import io.loadscope.api.RequestRefused;
import io.loadscope.input.InputError;
import io.loadscope.load.LoadFailure;
import io.loadscope.load.RdfFormat;
import io.loadscope.load.FlameEvent;
import io.loadscope.record.RunRecordWriter;
import io.loadscope.verify.StoreVerification;
import io.loadscope.verify.VerifyRequest;
import io.loadscope.input.InputSelection;
import io.loadscope.record.VerifyReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

@Command(name = "load", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Loads RDF into a store through the instrumented engine and writes a run record.",
                    "",
                    "Exit codes: 0 loaded, 1 load failed (or --verify found a mismatch), 2 usage or input error (nothing "
                    + "created), 3 loaded and --verify found the store exact except known engine departures, 130 (SIGINT) "
                    + "or 143 (SIGTERM) interrupted: the load stopped cleanly and --resume continues it; a second signal "
                    + "ends it at once."})
final class LoadCommand implements Callable<Integer> {
    static final String FORKED = "loadscope.forked";

    @Spec
    CommandSpec spec;

    @Mixin
    EngineOptions engineOptions = new EngineOptions();

    @Option(names = "--store", required = true, paramLabel = "DIR", description = "Store directory (created if missing).")
    Path store;

    @Option(names = "--report", paramLabel = "DIR",
            description = "Run record directory (default: <store's parent>/loadscope-runs/<run id>).")
    Path report;

    @Option(names = "--format", paramLabel = "FMT", description = "Force the RDF format: nt, nq, ttl, trig, rdfxml.")
    String format;

    @Option(names = "--verify", description = "After loading, check the store against the inputs (as the verify command does).")
    boolean verify;

    @Option(names = "--flame", paramLabel = "EVENTS",
            description = {"Profile the load with async-profiler: cpu, alloc, lock, wall (any subset, comma-separated).",
                    "Writes flame-<event>.html per event (and flame-<event>-<phase>.html per phase of an engine that works in "
                    + "phases, as the sorted build), profile.jfr (for JDK Mission Control) and a table of samples "
                    + "per stage beside the probes' shares. cpu uses perf events, or itimer where they are refused."})
    String flame;

    @Option(names = "--resume", description = {"Continue an interrupted load into the same store: inputs the store's manifest lists as committed "
                    + "(same path, size and SHA-256) are skipped; a commit the interruption cut short is checked and its "
                    + "inputs load again if it did not land. Without --resume, committed inputs are refused."})
    boolean resume;

    @Option(names = "--commit-every-file", description = {"Commit after every input, so each file is in the store whole or not at all.",
                    "Default: commit at the first input boundary after loader.commitStatements statements (5,000,000) or "
                    + "loader.commitSeconds (300) since the last commit, and at the end."})
    boolean commitEveryFile;

    @Option(names = "--on-error", paramLabel = "MODE", defaultValue = "abort",
            description = {"abort (default): stop at the first bad statement; the store keeps its last commit.",
                    "skip: N-Triples/N-Quads skip the bad line, Turtle/TriG/RDF/XML skip the whole file; all of it goes "
                    + "to rejects.jsonl in the run directory (file, line, column, message, text)."})
    String onError;

    @Option(names = "--no-fork", description = "Ignore the profile's JVM options instead of starting a JVM with them.")
    boolean noFork;

    @picocli.CommandLine.Mixin
    InputOptions inputOptions = new InputOptions();

    @Mixin
    MachineOptions machineOptions = new MachineOptions();

    @Mixin
    ClassPathOptions classPathOptions = new ClassPathOptions();

    @Mixin
    PredictOptions predictOptions = new PredictOptions();

    @Parameters(arity = "1..*", paramLabel = "INPUT",
            description = "Files, directories (every file of the tree, in the order of their paths inside it), or - for stdin.")
    List<String> inputs = new ArrayList<>();

    @Override
    public Integer call() {
        PrintStream err = System.err;
        try {
            if (verify && inputs.contains("-")) throw new InputError("--verify reads the inputs again and cannot use stdin (-)");
            InputSelection selection = inputOptions.selection();
            predictOptions.check();
            EngineOptions.Resolved resolved = engineOptions.resolveFor(store);
            Map<String, String> sets = new java.util.LinkedHashMap<>(resolved.sets());
            if (commitEveryFile) sets.put(io.loadscope.pipeline.CommitPolicy.INPUTS, "1");
            String jvmOptions = resolved.jvmOptions();
            List<Path> classPath = classPathOptions.entries();
            var shaped = machineOptions.launchIfAsked(noFork ? "" : jvmOptions, spec.commandLine().getParseResult().originalArgs(), classPath);
            if (shaped.isPresent()) return shaped.getAsInt();
            boolean withOptions = !jvmOptions.isBlank() && !noFork && System.getProperty(FORKED) == null;
            // Classes a store names must be on the class path the JVM starts with (see ClassPathOptions): --no-fork keeps
            // this JVM's options, not its class path.
            if (withOptions || !ClassPathOptions.missing(classPath).isEmpty()) {
                return JvmFork.rerun(withOptions ? jvmOptions : "", spec.commandLine().getParseResult().originalArgs(), classPath);
            }
            RdfFormat forced = format == null ? null : parseFormat(format);
            java.util.Set<FlameEvent> events;
            io.loadscope.load.OnError errorMode;
            try {
                events = flame == null ? java.util.Set.of() : FlameEvent.parse(flame);
            } catch (IllegalArgumentException e) {
                throw new InputError("--flame: " + e.getMessage());
            }
            try {
                errorMode = io.loadscope.load.OnError.parse(onError);
            } catch (IllegalArgumentException e) {
                throw new InputError(e.getMessage());
            }
            ProgressDisplay display = new ProgressDisplay(err, ProgressDisplay.isTerminal());
            // The engines' whole log, traces included, goes to the run directory from the moment it is known.
            EngineLog[] engineLog = new EngineLog[1];
            io.loadscope.event.LoadListener logToRunDir = new io.loadscope.event.LoadListener() {
                @Override
                public void onStart(io.loadscope.event.LoadStarted started) {
                    engineLog[0] = EngineLog.attach(started.runDir());
                }
            };
            io.loadscope.request.LoadStop stop = new io.loadscope.request.LoadStop();
            LoadRequest request;
            try {
                request = LoadRequest.builder()
                        .engine(resolved.engine())
                        .profile(engineOptions.profile)
                        .settings(sets)
                        .store(store)
                        .reportDir(report)
                        .inputs(inputs)
                        .include(inputOptions.include)
                        .exclude(inputOptions.exclude)
                        .format(forced)
                        .listener(logToRunDir)
                        .listener(display)
                        .flame(events)
                        .resume(resume)
                        .onError(errorMode)
                        .stop(stop)
                        .classPath(classPath)
                        .build();
            } catch (IllegalArgumentException e) {
                throw new InputError(e.getMessage());
            }
            LoadResult result;
            // Only while the load runs: before, nothing needs undoing; after, everything is committed.
            try (StopOnSignal signals = StopOnSignal.stopping(stop)) {
                result = Loadscope.load(request);
            } catch (RequestRefused e) {
                throw new InputError(e.getMessage());
            } finally {
                if (engineLog[0] != null) engineLog[0].close();
            }
            display.done(result.record());
            if (engineLog[0] != null) for (String note : engineLog[0].repeatedLines()) err.println("loadscope: note: " + note);
            Summary.print(result.record(), System.out);
            if (result.record().profiling() != null) AttributionTable.print(result.record().profiling(), result.runDir(), System.out);
            if (result.failure() == null) predictOptions.print(result.record(), System.out);
            Summary.printPaths(result.record(), result.runDir(), System.out);
            if (result.record().status() == io.loadscope.record.RunStatus.INTERRUPTED) {
                err.printf(java.util.Locale.ROOT, "loadscope: interrupted (%s): %,d statements committed in this run, %,d in the store; %s%n",
                        stop.reason(), result.record().totals().statementsTold(), result.record().totals().statementsCommitted(),
                        inputs.contains("-") ? "stdin (-) cannot be resumed: load the rest from files, with --resume"
                                : "resume with: " + ResumeCommand.of(spec.commandLine().getParseResult().originalArgs()));
                return result.record().exitCode();
            }
            if (result.failure() != null) {
                FailureReport.print(result.failure(), result.record(), spec.commandLine().getParseResult().originalArgs(), err);
                if (!result.record().incidents().isEmpty()) {
                    err.println("the load's threads when it stopped, and the whole trace: " + result.runDir().resolve("run.json")
                            + " (incidents)" + (engineLog[0] == null || engineLog[0].isEmpty() ? "" : "; the engines' log: " + engineLog[0].file()));
                }
                return Main.FAILED;
            }
            if (verify) {
                VerifyReport report;
                try {
                    report = StoreVerification.run(VerifyRequest.of(resolved.engine(), store, inputs).withSettings(request.settings())
                            .withSelection(selection).withFormat(forced));
                } catch (LoadFailure | java.io.IOException e) {
                    err.println("loadscope: verify failed: " + e.getMessage());
                    return Main.FAILED;
                }
                RunRecordWriter.write(result.record().withVerification(report), result.runDir());
                VerifyCommand.print(report, System.out);
                return report.outcome().exitCode();
            }
            return Main.LOADED;
        } catch (InputError e) {
            err.println("loadscope: error: " + e.getMessage());
            return Main.USAGE;
        } catch (java.io.IOException e) {
            err.println("loadscope: error: cannot write the run record: " + e.getMessage());
            return Main.FAILED;
        }
    }

    private static RdfFormat parseFormat(String f) throws InputError {
        try {
            return RdfFormat.parse(f);
        } catch (IllegalArgumentException e) {
            throw new InputError(e.getMessage());
        }
    }

    /** Prints a load failure the way a user can act on it. */
    static final class FailureReport {
        private FailureReport() {
        }

        static void print(LoadFailure f, io.loadscope.record.RunRecord record, List<String> args, PrintStream err) {
            err.println();
            err.println("loadscope: load failed: " + f.location() + ": " + f.getMessage());
            if (f.offendingLine() != null) {
                String prefix = String.format("%6d | ", f.line());
                err.println(prefix + f.offendingLine());
                if (f.column() > 0 && f.column() <= f.offendingLine().length() + 1) {
                    err.println(" ".repeat(prefix.length() - 2) + "| " + " ".repeat((int) f.column() - 1) + "^");
                }
            }
            long loaded = record.inputs().stream().filter(i -> i.status() == InputStatus.LOADED).count();
            long earlier = record.inputs().stream().filter(i -> i.status() == InputStatus.COMMITTED_EARLIER).count();
            long rolledBack = record.inputs().stream().filter(i -> i.status() == InputStatus.ROLLED_BACK).count();
            // The engine says whether it could roll back (Jena's bulk loaders write outside a transaction).
            boolean partial = f.storeAfter() == LoadFailure.StoreAfter.MAY_HOLD_PART;
            long committed = record.totals().statementsCommitted();
            // -1: the store closed before it could be counted (the heap ran out after the failure).
            err.printf("committed: %s statements in the store (%d input(s) committed in this run%s); %s.%n",
                    committed < 0 ? "an uncounted number of" : String.format("%,d", committed), loaded, earlier > 0 ? ", " + earlier + " earlier" : "",
                    partial ? "the failed input may be partly in the store (see above)"
                            : "the failed input" + (rolledBack > 0 ? " and " + rolledBack + " input(s) of its commit group were" : " was")
                            + " rolled back");
            record.inputs().stream().filter(i -> i.status() != InputStatus.LOADED && i.status() != InputStatus.COMMITTED_EARLIER
                            && i.status() != InputStatus.SKIPPED).findFirst()
                    .ifPresent(i -> err.printf("resume: %s, then run %s%nit continues at %s (committed inputs are skipped).%n",
                            f.isInputFault() ? "fix or remove " + (f.file() == null ? i.name() : f.file()) : "remove the cause above",
                            ResumeCommand.of(args), i.name()));
        }
    }
}
