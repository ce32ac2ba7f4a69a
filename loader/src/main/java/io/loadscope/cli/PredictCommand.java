package io.loadscope.cli;

import io.loadscope.predict.Prediction;
import io.loadscope.predict.Predictor;
import io.loadscope.record.RunRecord;
import io.loadscope.record.RunRecordWriter;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code predict RUN_DIR --target-statements N}: the whole load, from a sample run's record (docs/prediction.md). */
@Command(name = "predict", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Predicts a whole load's time, with an interval, from a sample run.",
                    "It gives the time with an interval, the store size, the temporary space and the phase that will "
                    + "take the most time. Blazegraph's own write path takes its level from the sample and its growth "
                    + "from a committed large load; the other paths that write into live indexes are fitted to the "
                    + "sample's own batches (the cost per statement as the store grows); a phased build is taken phase "
                    + "by phase, the sorted build and xloader by how each phase grew in committed builds (warm-up "
                    + "included). The rest of a load into live indexes is never taken faster than the sample's own pace "
                    + "over its last third. The time before the sample's last batch and after it is kept as it was; the interval "
                    + "is the fit's spread widened by 30%% per factor of ten beyond the sample. The model and its "
                    + "assumptions: docs/prediction.md."})
final class PredictCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "RUN_DIR", description = "The sample run's directory (holding run.json), or run.json.")
    Path run;

    static final class Target {
        @Option(names = "--target-statements", paramLabel = "N", description = "Statements of the whole load.")
        Long statements;

        @Option(names = "--target-bytes", paramLabel = "SIZE",
                description = "Size of the whole input, of the same kind as the sample's (e.g. 120g): statements from the sample's statements per byte read.")
        String bytes;
    }

    @ArgGroup(multiplicity = "1")
    Target target;

    @Option(names = "--from-first", paramLabel = "N",
            description = "Use only the sample's series up to N statements written (to check a prediction against a load's own end).")
    long fromFirst;

    @Override
    public Integer call() {
        Path json = Files.isDirectory(run) ? run.resolve("run.json") : run;
        RunRecord r;
        try {
            r = RunRecordWriter.json().readValue(json.toFile(), RunRecord.class);
        } catch (IOException e) {
            System.err.println("loadscope: error: cannot read the run record " + json + ": " + e.getMessage());
            return Main.USAGE;
        }
        try {
            long n = Predictor.targetStatements(r, target.statements, target.bytes);
            print(Predictor.predict(r, n, fromFirst), r, System.out);
            return Main.LOADED;
        } catch (IllegalArgumentException e) {
            System.err.println("loadscope: error: " + e.getMessage());
            return Main.USAGE;
        }
    }

    static void print(Prediction p, RunRecord sample, PrintStream out) {
        out.printf(Locale.ROOT, "prediction for %,d statements (%.1f× the sample's %,d):%n", p.statements(),
                p.statements() / (double) p.sampleStatements(), p.sampleStatements());
        out.printf(Locale.ROOT, "  time   %s (interval %s to %s)%n", Summary.duration(Math.round(p.seconds() * 1000)),
                Summary.duration(Math.round(p.lowSeconds() * 1000)), Summary.duration(Math.round(p.highSeconds() * 1000)));
        out.printf(Locale.ROOT, "  store  %s%s%n", Summary.bytes(p.storeBytes()),
                p.temporaryBytes() > 0 ? "; temporary space at the peak " + Summary.bytes(p.temporaryBytes()) : "");
        out.println("  most time: " + p.dominant());
        String memory = Predictor.memoryNote(sample, p);
        if (memory != null) out.println("  memory: " + memory);
        out.println("  model: " + p.model());
    }
}
