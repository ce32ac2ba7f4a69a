package io.loadscope.e2e;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A load told the size of the whole input ends its summary with the prediction {@code predict} makes from its run
 * record; a sample of a few batches is predicted on the default path and the sorted build; a target that is not one is
 * refused before anything loads.
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
    void aSampleOfAFewBatchesIsPredictedOnTheDefaultPathAndTheSortedBuild() throws Exception {
        // About 213 k BSBM statements: the default path writes them in two or three batches (the writer merges what
        // is queued), a sample of 1 M in three; the timed series of either moves too few times for a curve.
        Path nt = tmp.resolve("bsbm.nt");
        Cli.Result gen = Cli.run("data", "bsbm", "--products", "560", "--out", nt.toString());
        assertEquals(0, gen.exit(), gen.all());
        for (String writer : new String[] {"buffer", "sorted"}) {
            Path run = tmp.resolve("run-" + writer);
            Cli.Result load = Cli.run("load", "--store", tmp.resolve("store-" + writer).toString(), "--report", run.toString(),
                    "--set", "blazegraph.writer=" + writer, nt.toString());
            assertEquals(0, load.exit(), load.all());
            Cli.Result predict = Cli.run("predict", run.toString(), "--target-statements", "10000000");
            assertEquals(0, predict.exit(), writer + ": " + predict.all());
            Matcher time = TIME.matcher(line(predict.out(), "  time   "));
            assertTrue(time.matches(), predict.out());
            long seconds = seconds(time.group(1)), low = seconds(time.group(2)), high = seconds(time.group(3));
            assertTrue(low <= seconds && seconds <= high && low < high, predict.out());
            if (writer.equals("buffer")) {
                // The points: when the load began writing, then each batch as it was written, on the record's clock.
                JsonNode rec = RunRecords.readValid(run);
                JsonNode writes = rec.at("/writes");
                assertTrue(writes.size() >= 3 && writes.get(0).at("/statementsWritten").asLong() == 0, writes.toString());
                assertEquals(rec.at("/totals/statementsTold").asLong(), writes.get(writes.size() - 1).at("/statementsWritten").asLong());
                assertTrue(writes.get(writes.size() - 1).at("/elapsedMillis").asDouble() <= rec.at("/totals/wallMillis").asDouble(), writes.toString());
            }
        }
    }

    private static final Pattern TIME = Pattern.compile("  time   (\\d\\d:\\d\\d:\\d\\d)\\.\\d \\(interval (\\d\\d:\\d\\d:\\d\\d)\\.\\d to (\\d\\d:\\d\\d:\\d\\d)\\.\\d\\)");

    private static long seconds(String hms) {
        String[] f = hms.split(":");
        return Long.parseLong(f[0]) * 3600 + Long.parseLong(f[1]) * 60 + Long.parseLong(f[2]);
    }

    @Test
    void aTargetThatIsNotOneIsRefusedBeforeTheLoadAndAMissingRecordSaysSo() throws Exception {
        Path refused = tmp.resolve("refused");
        Cli.Result bad = Cli.run("load", "--store", refused.toString(), "--predict-bytes", "lots", "data/");
        assertEquals(2, bad.exit(), bad.all());
        assertTrue(bad.err().contains("--predict-bytes"), bad.err());
        assertFalse(Files.exists(refused), "nothing is created for a command refused");

        Cli.Result none = Cli.run("predict", tmp.resolve("no-such-run").toString(), "--target-statements", "10");
        assertEquals(2, none.exit(), none.all());
        assertTrue(none.err().contains("cannot read the run record"), none.err());
    }

    private static String line(String out, String prefix) {
        return out.lines().filter(l -> l.startsWith(prefix)).findFirst().orElseThrow(() -> new AssertionError("no line " + prefix + " in " + out));
    }
}
