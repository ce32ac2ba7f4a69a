package io.loadscope.engine.blazegraph.parse;

import com.bigdata.rdf.model.BigdataValueFactoryImpl;
import io.loadscope.input.InputOpener;
import io.loadscope.input.InputSource;
import io.loadscope.load.LoadFailure;
import io.loadscope.input.OpenedInput;
import io.loadscope.probe.ListenerDispatch;
import io.loadscope.probe.LoadProbes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.LongFunction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A literal left open is reported by the rio parse stage at the line and column where it opens, whether the file is
 * parsed by one parser or cut into line blocks, and wherever the bad line falls among the blocks.
 */
class UnclosedLiteralLocationTest {
    /** Every line 100 bytes with its line end, so a block of {@link LineBlockParse#BLOCK_BYTES} holds a known count. */
    private static final int LINE_BYTES = 100;
    private static final long LINES_PER_BLOCK = LineBlockParse.BLOCK_BYTES / LINE_BYTES;

    @TempDir
    Path dir;

    private Path file(String name, long lines, long badLine, String bad, LongFunction<String> good) throws Exception {
        StringBuilder sb = new StringBuilder();
        for (long i = 1; i <= lines; i++) sb.append(i == badLine ? bad : good.apply(i)).append('\n');
        Path f = dir.resolve(name);
        Files.writeString(f, sb, StandardCharsets.UTF_8);
        return f;
    }

    /** An N-Triples line padded to {@link #LINE_BYTES} with its line end. */
    private static String ntLine(long i) {
        String head = "<http://ex.org/s" + i + "> <http://ex.org/p> \"";
        return head + "v".repeat(LINE_BYTES - 1 - head.length() - 3) + "\" .";
    }

    /** Line {@code n}'s subject and predicate, then a literal opened at column 42 that its line never closes. */
    private static String openLiteral(long n) {
        String s = String.format("<http://ex.org/s%05d> <http://ex.org/p> \"never closed ", n);
        assertEquals(42, s.indexOf('"') + 1);
        return s + "x".repeat(LINE_BYTES - 1 - s.length() - 2) + " .";
    }

    private static LoadFailure failure(Path f, int threads) {
        RioFrontEnd rio = new RioFrontEnd(BigdataValueFactoryImpl.getInstance("unclosed-literal-test"), true, threads);
        return assertThrows(LoadFailure.class, () -> {
            try (OpenedInput in = new InputOpener(null).open(InputSource.file(f), new LoadProbes(new ListenerDispatch()))) {
                rio.parse(in, f.toUri().toString(), (s, p, o, c) -> { });
            }
        });
    }

    private static void assertAt(long line, long column, LoadFailure f) {
        assertEquals(line, f.line(), f.getMessage());
        assertEquals(column, f.column(), f.getMessage());
        assertTrue(f.getMessage().contains("literal not closed"), f.getMessage());
    }

    @Test
    void anNTriplesLiteralOpenOnLine5000Of10000IsReportedThereByOneParserAndByBlocks() throws Exception {
        Path f = file("broken5000.nt", 10_000, 5000, openLiteral(5000), UnclosedLiteralLocationTest::ntLine);
        assertAt(5000, 42, failure(f, 1));
        assertAt(5000, 42, failure(f, 2));
    }

    @Test
    void anNTriplesLiteralOpenOnEitherSideOfABlockBoundaryIsReportedOnItsLine() throws Exception {
        long lines = 3 * LINES_PER_BLOCK;
        assertTrue(lines * LINE_BYTES > 2L * LineBlockParse.BLOCK_BYTES, "three blocks");
        for (long bad : new long[] {LINES_PER_BLOCK, LINES_PER_BLOCK + 1, 2 * LINES_PER_BLOCK + 1, lines}) {
            Path f = file("edge" + bad + ".nt", lines, bad, openLiteral(bad), UnclosedLiteralLocationTest::ntLine);
            assertAt(bad, 42, failure(f, 1));
            assertAt(bad, 42, failure(f, 3));
        }
    }

    @Test
    void anNQuadsLiteralOpenOnLine5000IsReportedThere() throws Exception {
        Path f = file("broken5000.nq", 10_000, 5000, openLiteral(5000).replace(" .", " <http://ex.org/g> ."),
                i -> "<http://ex.org/s" + i + "> <http://ex.org/p> \"v\" <http://ex.org/g> .");
        assertAt(5000, 42, failure(f, 1));
        assertAt(5000, 42, failure(f, 2));
    }

    @Test
    void aTurtleLiteralOpenOnLine5000IsReportedWhereItOpensNotWhereTheParserGaveUp() throws Exception {
        LongFunction<String> good = i -> i == 1 ? "@prefix ex: <http://ex.org/> ." : "ex:s" + i + " ex:p \"v\" .";
        Path shortOne = file("broken5000.ttl", 10_000, 5000, "ex:s5000 ex:p \"never closed .", good);
        assertAt(5000, 15, failure(shortOne, 1));
        // A long string may span lines: rio reads to the end of the file before it knows.
        Path longOne = file("long5000.ttl", 10_000, 5000, "ex:s5000 ex:p '''never closed .", good);
        LoadFailure f = failure(longOne, 1);
        assertEquals(5000, f.line(), f.getMessage());
        assertEquals(15, f.column(), f.getMessage());
        assertTrue(f.getMessage().contains("literal opened with ''' is not closed"), f.getMessage());
    }

    @Test
    void aTriGLiteralOpenOnLine5000IsReportedWhereItOpens() throws Exception {
        LongFunction<String> good = i -> i == 1 ? "@prefix ex: <http://ex.org/> . ex:g {"
                : i == 10_000 ? "}" : "ex:s" + i + " ex:p \"v\" .";
        Path shortOne = file("broken5000.trig", 10_000, 5000, "ex:s5000 ex:p \"never closed .", good);
        assertAt(5000, 15, failure(shortOne, 1));
        Path longOne = file("long5000.trig", 10_000, 5000, "ex:s5000 ex:p \"\"\"never closed .", good);
        LoadFailure f = failure(longOne, 1);
        assertEquals(5000, f.line(), f.getMessage());
        assertEquals(15, f.column(), f.getMessage());
    }
}
