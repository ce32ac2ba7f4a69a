package io.loadscope.e2e;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A load told the size of the whole input ends its summary with the prediction {@code predict} makes from its run
 * record; a target that is not one is refused before anything loads; a sample too short to fit says so.
 */
class PredictE2ETest {
    @TempDir
    Path tmp;

    @Test
    void aLoadToldTheWholeInputEndsItsSummaryWithThePredictionPredictMakesFromItsRecord() throws Exception {
        Path run = tmp.resolve("run");
        // Small batches sampled often, so that data/ (79 k statements) gives a series of many points.
        Cli.Result load = Cli.run("load", "--store", tmp.resolve("store").toString(), "--report", run.toString(),
                "--set", "com.bigdata.rdf.store.DataLoader.bufferCapacity=2000", "--set", "loader.sampleIntervalMillis=20",
                "--predict-statements", "10000000", "data/");
        assertEquals(0, load.exit(), load.all());
        assertTrue(load.out().contains("prediction for 10,000,000 statements") && load.out().contains("committed load"), load.out());

        Cli.Result predict = Cli.run("predict", run.toString(), "--target-statements", "10000000");
        assertEquals(0, predict.exit(), predict.all());
        assertEquals(line(load.out(), "  time   "), line(predict.out(), "  time   "), "the summary's prediction is predict's");
        assertEquals(line(load.out(), "  store  "), line(predict.out(), "  store  "));

        Cli.Result bytes = Cli.run("predict", run.toString(), "--target-bytes", "2g");
        assertEquals(0, bytes.exit(), bytes.all());
        assertTrue(bytes.out().startsWith("prediction for "), bytes.out());
    }

    @Test
    void aTargetThatIsNotOneIsRefusedBeforeTheLoadAndASampleTooShortToFitSaysWhy() throws Exception {
        Path refused = tmp.resolve("refused");
        Cli.Result bad = Cli.run("load", "--store", refused.toString(), "--predict-bytes", "lots", "data/");
        assertEquals(2, bad.exit(), bad.all());
        assertTrue(bad.err().contains("--predict-bytes"), bad.err());
        assertFalse(Files.exists(refused), "nothing is created for a command refused");

        // One batch of the default 100,000 statements holds all of data/: the written count moves once.
        Cli.Result once = Cli.run("load", "--store", tmp.resolve("store").toString(), "--predict-statements", "10000000", "data/");
        assertEquals(0, once.exit(), once.all());
        assertTrue(once.out().contains("prediction: not made: ") && once.out().contains("points"), once.out());

        Cli.Result none = Cli.run("predict", tmp.resolve("no-such-run").toString(), "--target-statements", "10");
        assertEquals(2, none.exit(), none.all());
        assertTrue(none.err().contains("cannot read the run record"), none.err());
    }

    private static String line(String out, String prefix) {
        return out.lines().filter(l -> l.startsWith(prefix)).findFirst().orElseThrow(() -> new AssertionError("no line " + prefix + " in " + out));
    }
}
