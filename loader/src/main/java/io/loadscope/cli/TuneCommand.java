package io.loadscope.cli;

import io.loadscope.advice.Advisor;
import io.loadscope.files.ByteSize;
import io.loadscope.input.InputError;
import io.loadscope.profile.Profile;
import io.loadscope.record.RunRecord;
import io.loadscope.record.RunRecordWriter;
import io.loadscope.tune.ChildLoadRunner;
import io.loadscope.tune.GainReport;
import io.loadscope.tune.Jobs;
import io.loadscope.tune.ProfileFile;
import io.loadscope.tune.Ranking;
import io.loadscope.tune.RankingTable;
import io.loadscope.tune.Trial;
import io.loadscope.tune.TrialLog;
import io.loadscope.tune.TuneSpace;
import io.loadscope.tune.Tuner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code tune}: short instrumented loads of the user's sample over the settings the findings name; see docs/cli.md. */
@Command(name = "tune", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Finds the fastest settings for your data on this machine by loading a sample of it.",
                    "It loads the sample over the settings the committed findings say may matter "
                    + "(one at a time in a seeded order, then the faster half again, three loads for those left, then the "
                    + "winners combined, loaded in turn with the best single change), prints a ranked table with ranges and "
                    + "what carried the gain, writes the chosen configuration as a profile and gives its advice. Stopped, "
                    + "it resumes from its work directory. A sweep for a scheduler: --emit-jobs, then --shard K/N per job, "
                    + "then --merge."})
final class TuneCommand implements Callable<Integer> {
    /** The ranking and what carried the gain, as printed, in the work directory. */
    static final String RESULT = "result.txt";

    @Option(names = "--engine", paramLabel = "NAME", defaultValue = "blazegraph", description = "blazegraph, blazegraph-sail or tdb2 (default: ${DEFAULT-VALUE}).")
    String engine;

    @Option(names = "--sample", paramLabel = "FILE", arity = "1..*", description = "The sample: files or directories of your data, as load takes them.")
    List<String> sample = new ArrayList<>();

    @Option(names = "--budget", paramLabel = "TIME", defaultValue = "30m", description = "Time for all the loads, e.g. 30m, 2h, 900s (default: ${DEFAULT-VALUE}).")
    String budget;

    @Option(names = "--work", paramLabel = "DIR", defaultValue = "tune-work", description = "Where the loads' records and the trial log go (default: ${DEFAULT-VALUE}).")
    Path work;

    @Option(names = "--out", paramLabel = "FILE", description = "The chosen profile (default: WORK/best.properties).")
    Path out;

    @Option(names = "--seed", paramLabel = "N", defaultValue = Tuner.DEFAULT_SEED + "",
            description = "Orders the screen by a shuffle with this seed; a resumed tuning keeps the seed it began with (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(names = "--memory", paramLabel = "SIZE", description = "The machine's memory, of which heaps are taken as shares (default: this machine's).")
    String memory;

    @Option(names = "--shard", paramLabel = "K/N", description = "Run the K-th of N shares of the screen (and the default), --repeats times each; no halving.")
    String shard;

    @Option(names = "--repeats", paramLabel = "R", defaultValue = "3", description = "Loads per candidate in a shard (default: ${DEFAULT-VALUE}).")
    int repeats;

    @Option(names = "--merge", paramLabel = "DIR", arity = "1..*", description = "Rank the loads of these shards' work directories together; no loads.")
    List<Path> merge = new ArrayList<>();

    @Option(names = "--emit-jobs", paramLabel = "KIND", description = "Print the sweep as jobs: k8s (an Indexed Job) or matrix (a CI matrix); no loads.")
    String emitJobs;

    @Option(names = "--shards", paramLabel = "N", defaultValue = "2", description = "Shards for --emit-jobs (default: ${DEFAULT-VALUE}).")
    int shards;

    @Option(names = "--image", paramLabel = "IMAGE", defaultValue = "eclipse-temurin:17-jre",
            description = "Container image with a JDK for --emit-jobs k8s (default: ${DEFAULT-VALUE}).")
    String image;

    @picocli.CommandLine.Mixin
    ClassPathOptions classPathOptions = new ClassPathOptions();

    @Override
    public Integer call() {
        try {
            TuneSpace space = TuneSpace.of(engine);
            List<Path> classPath = classPathOptions.entries();
            if (emitJobs != null) return emit(space);
            long memoryBytes = memory != null ? ByteSize.parse(memory) : physicalMemory();
            Path profileOut = out != null ? out : merge.isEmpty() ? work.resolve("best.properties") : Path.of("best.properties");
            Ranking ranking;
            GainReport gain;
            List<String> skipped = List.of();
            Path recordsBase = work;
            if (!merge.isEmpty()) {
                List<Ranking> parts = new ArrayList<>();
                for (Path dir : merge) {
                    List<Trial> trials = new TrialLog(dir).read();
                    if (trials.isEmpty()) throw new InputError(dir + " holds no " + TrialLog.FILE + ": not a tuning's work directory");
                    parts.add(Ranking.of(trials));
                }
                ranking = Ranking.merge(parts);
                gain = GainReport.ofShards(parts, space);
                recordsBase = null;
            } else {
                if (sample.isEmpty()) throw new InputError("--sample: give the files of your data to tune with");
                for (String s : sample) if (!Files.exists(Path.of(s))) throw new InputError("--sample " + s + ": no such file or directory");
                long budgetMillis = parseBudget(budget);
                ChildLoadRunner runner = new ChildLoadRunner(engine, space.profile(), sample, memoryBytes,
                        (jvm, args) -> JvmFork.command(String.join(" ", jvm), args, classPath));
                Tuner tuner = new Tuner(space, runner, work, budgetMillis, seed, System.out);
                if (shard != null) {
                    int[] kn = parseShard(shard);
                    ranking = tuner.runShard(kn[0], kn[1], repeats);
                } else {
                    ranking = tuner.run();
                }
                skipped = tuner.skipped();
                gain = tuner.gain();
            }
            List<String> result = new ArrayList<>(RankingTable.lines(ranking, space, skipped));
            result.add("");
            result.addAll(gain.lines());
            System.out.println();
            result.forEach(System.out::println);
            // Kept beside the trial log, so the answer and why stay with the loads (a merge has no work directory:
            // the profile's header keeps the section there).
            if (recordsBase != null) Files.write(recordsBase.resolve(RESULT), result, StandardCharsets.UTF_8);
            Ranking.Row best = gain.chosen();
            if (best == null) {
                System.err.println("loadscope: error: no load of the default loaded; see the load.log files under " + work + "/runs");
                return Main.FAILED;
            }
            Profile base = Profile.resolve(space.profile(), engine);
            ProfileFile.write(profileOut, base, gain, memoryBytes, measuredOn(memoryBytes));
            System.out.println("profile: " + best.candidate().name() + " → " + profileOut + " (load --profile " + profileOut + ")");
            adviceFor(best, recordsBase, System.out);
            return Main.LOADED;
        } catch (InputError | IllegalArgumentException e) {
            System.err.println("loadscope: error: " + e.getMessage());
            return Main.USAGE;
        } catch (IOException e) {
            System.err.println("loadscope: error: " + e.getMessage());
            return Main.FAILED;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            System.err.println("loadscope: tune interrupted; run the same command again to resume");
            return Main.FAILED;
        }
    }

    private int emit(TuneSpace space) throws InputError {
        if (sample.isEmpty()) throw new InputError("--sample: the jobs need the sample's paths as the jobs will see them");
        List<String> args = new ArrayList<>(List.of("--engine", engine, "--budget", budget, "--repeats", String.valueOf(repeats), "--sample"));
        args.addAll(sample);
        switch (emitJobs) {
            case "k8s" -> System.out.print(Jobs.kubernetes("loadscope-tune", image, args, shards, "loadscope-tune-data", "loadscope-tune-results"));
            case "matrix" -> System.out.print(Jobs.matrix(args, shards));
            default -> throw new InputError("--emit-jobs " + emitJobs + ": k8s or matrix");
        }
        System.err.printf("[tune] %d shards over %d candidates; afterwards: loadscope tune --engine %s --merge SHARD_DIR...%n",
                shards, space.screen().size(), engine);
        return Main.LOADED;
    }

    /** The advice for the chosen candidate's median load. */
    private static void adviceFor(Ranking.Row best, Path work, PrintStream out) {
        if (work == null) return;
        Trial median = best.trials().stream().filter(Trial::loaded)
                .min(Comparator.comparingDouble(t -> Math.abs(t.wallMillis() / 1000 - best.medianSeconds()))).orElse(null);
        if (median == null) return;
        Path json = work.resolve(median.runDir()).resolve("run.json");
        try {
            RunRecord rec = RunRecordWriter.json().readValue(json.toFile(), RunRecord.class);
            out.println();
            Summary.printAdvice(rec.withAdvice(Advisor.advise(rec)), out);
        } catch (IOException e) {
            out.println("(no advice: cannot read " + json + ")");
        }
    }

    private static String measuredOn(long memoryBytes) {
        return String.format(Locale.ROOT, "Measured on %d cores, %s of memory (heaps as shares of it), Java %s, %s.",
                Runtime.getRuntime().availableProcessors(), Summary.bytes(memoryBytes), Runtime.version(), java.time.LocalDate.now());
    }

    static long parseBudget(String s) throws InputError {
        long seconds;
        try {
            seconds = io.loadscope.files.Durations.seconds(s);
        } catch (IllegalArgumentException e) {
            seconds = 0;
        }
        if (seconds <= 0) throw new InputError("--budget " + s + ": a time such as 900s, 30m or 2h");
        return seconds * 1000;
    }

    static int[] parseShard(String s) throws InputError {
        String[] p = s.split("/");
        try {
            int k = Integer.parseInt(p[0]), n = Integer.parseInt(p[1]);
            if (p.length != 2 || n < 1 || k < 1 || k > n) throw new NumberFormatException();
            return new int[] {k, n};
        } catch (RuntimeException e) {
            throw new InputError("--shard " + s + ": K/N with 1 <= K <= N, e.g. 1/2");
        }
    }

    private static long physicalMemory() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean()).getTotalMemorySize();
    }
}
