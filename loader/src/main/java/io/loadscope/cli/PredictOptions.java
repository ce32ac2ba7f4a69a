package io.loadscope.cli;

import io.loadscope.files.ByteSize;
import io.loadscope.input.InputError;
import io.loadscope.predict.Predictor;
import io.loadscope.record.RunRecord;
import picocli.CommandLine.Option;

import java.io.PrintStream;

/**
 * {@code load --predict-statements N | --predict-bytes SIZE}: the load is a sample of a larger input, and its summary
 * ends with what {@code predict} would say of loading the whole of it (docs/prediction.md).
 */
final class PredictOptions {
    @Option(names = "--predict-statements", paramLabel = "N",
            description = {"This load is a sample of an input of N statements: the summary ends with a prediction of loading "
                    + "all of it (time with an interval, store size, temporary space; as the predict command)."})
    Long statements;

    @Option(names = "--predict-bytes", paramLabel = "SIZE",
            description = "The same for an input of that size on disk, of the same kind as this one (e.g. 120g).")
    String bytes;

    /** Checked before the load starts, so a typo does not cost a whole load. */
    void check() throws InputError {
        if (statements != null && bytes != null) throw new InputError("give --predict-statements or --predict-bytes, not both");
        if (statements != null && statements <= 0) throw new InputError("--predict-statements: must be a positive number of statements");
        if (bytes != null) {
            try {
                ByteSize.parse(bytes);
            } catch (IllegalArgumentException e) {
                throw new InputError("--predict-bytes: " + e.getMessage());
            }
        }
    }

    boolean asked() {
        return statements != null || bytes != null;
    }

    /** The prediction after a finished load; where the sample cannot give one, the reason instead. */
    void print(RunRecord r, PrintStream out) {
        if (!asked()) return;
        out.println();
        try {
            long n = Predictor.targetStatements(r, statements, bytes);
            PredictCommand.print(Predictor.predict(r, n, 0), r, out);
        } catch (IllegalArgumentException e) {
            out.println("prediction: not made: " + e.getMessage());
        }
    }
}
