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
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Several block parsers tell the store exactly what one parser tells it: order, blank nodes, error locations. */
class LineBlockParseTest {
    @TempDir
    Path dir;

    /** ~3.5 MiB of N-Triples: 4 blocks; {@code _:shared} in the first and the last line. */
    private Path bigFile(String name, String lineAt, long lineNo) throws Exception {
        StringBuilder sb = new StringBuilder("_:shared <http://ex.org/p> \"first\" .\n");
        for (long i = 2; i < 40_000; i++) {
            if (i == lineNo) sb.append(lineAt).append('\n');
            else sb.append("<http://ex.org/s").append(i).append("> <http://ex.org/p").append(i % 7)
                    .append("> \"literal number ").append(i).append(" with some text to make the line longer\"@en .\n");
        }
        sb.append("<http://ex.org/last> <http://ex.org/p> _:shared .\n");
        Path f = dir.resolve(name);
        Files.writeString(f, sb, StandardCharsets.UTF_8);
        assertTrue(Files.size(f) > 3 * LineBlockParse.BLOCK_BYTES);
        return f;
    }

    private static List<String> parse(Path f, int threads) throws Exception {
        List<String> told = new ArrayList<>();
        RioFrontEnd rio = new RioFrontEnd(BigdataValueFactoryImpl.getInstance("line-block-test"), true, threads);
        try (OpenedInput in = new InputOpener(null).open(InputSource.file(f), new LoadProbes(new ListenerDispatch()))) {
            long n = rio.parse(in, f.toUri().toString(), (s, p, o, c) -> told.add(s + " " + p + " " + o));
            assertEquals(told.size(), n);
        }
        return told;
    }

    @Test
    void blocksTellWhatOneParserTellsInTheSameOrder() throws Exception {
        Path f = bigFile("a.nt", "<http://ex.org/x> <http://ex.org/p> \"x\" .", -1);
        List<String> one = parse(f, 1);
        List<String> four = parse(f, 4);
        assertEquals(one.size(), four.size());
        for (int i = 1; i < one.size() - 1; i++) assertEquals(one.get(i), four.get(i), "statement " + i);
        // Blank node ids differ between parses (fresh per file) but within a file the label is one node.
        String firstSubject = four.get(0).split(" ")[0];
        String lastObject = four.get(four.size() - 1).split(" ")[2];
        assertEquals(firstSubject, lastObject);
        assertEquals(one.get(0).split(" ")[0], one.get(one.size() - 1).split(" ")[2]);
    }

    @Test
    void theSameLabelInTwoFilesIsTwoNodes() throws Exception {
        Path a = bigFile("a.nt", "", -1);
        Path b = bigFile("b.nt", "", -1);
        assertNotEquals(parse(a, 2).get(0).split(" ")[0], parse(b, 2).get(0).split(" ")[0]);
    }

    @Test
    void anErrorInALateBlockNamesTheFilesLineAndColumn() throws Exception {
        Path f = bigFile("bad.nt", "<http://ex.org/x> <http://ex.org/p> \"x\" <oops> .", 35_000);
        LoadFailure one = assertThrows(LoadFailure.class, () -> parse(f, 1));
        LoadFailure two = assertThrows(LoadFailure.class, () -> parse(f, 2));
        assertEquals(35_000, one.line());
        assertEquals(one.line(), two.line());
        assertEquals(one.column(), two.column());
        assertEquals(one.getMessage(), two.getMessage());
    }

    @Test
    void aLineLongerThanABlockIsParsedWithTheRestOfTheFile() throws Exception {
        String huge = "<http://ex.org/long> <http://ex.org/p> \"" + "z".repeat(LineBlockParse.BLOCK_BYTES + 10) + "\" .";
        Path f = bigFile("long.nt", huge, 12_000);
        List<String> one = parse(f, 1);
        List<String> two = parse(f, 2);
        assertEquals(one.size(), two.size());
        assertEquals(one.get(20_000), two.get(20_000));
        assertEquals(two.get(0).split(" ")[0], two.get(two.size() - 1).split(" ")[2]);
    }

    @Test
    void aByteOrderMarkInsideTheFileIsAnErrorAsForOneParser() throws Exception {
        // U+FEFF at the start of a line that starts a block: rio strips it only at the start of a stream it reads.
        Path f = dir.resolve("bom.nt");
        StringBuilder sb = new StringBuilder();
        String line = "<http://ex.org/s> <http://ex.org/p> \"" + "y".repeat(1000) + "\" .\n";
        while (sb.length() + line.length() <= LineBlockParse.BLOCK_BYTES) sb.append(line);
        int pad = LineBlockParse.BLOCK_BYTES - sb.length();
        if (pad > 0) sb.append("#".repeat(pad - 1)).append('\n');
        sb.append('\uFEFF').append(line).append(line);
        Files.writeString(f, sb, StandardCharsets.UTF_8);
        LoadFailure one = assertThrows(LoadFailure.class, () -> parse(f, 1));
        LoadFailure two = assertThrows(LoadFailure.class, () -> parse(f, 2));
        assertEquals(one.line(), two.line());
    }
    /**
     * Blocks read what one parser reading the file reads: every kind of line end, a byte order mark at the start, blank
     * and comment lines, non-ASCII text, an escaped IRI repeated across blocks, N-Quads and a last line without a line
     * end, and an error after non-ASCII text is told with the same line, column and message.
     */
    @Test
    void blocksReadEveryLineEndAndTextAsOneParser() throws Exception {
        String[] ends = {"\n", "\r\n", "\r"};
        for (String ext : new String[] {"nt", "nq"}) {
            StringBuilder sb = new StringBuilder("\uFEFF# a comment\n\n");
            for (int i = 0; i < 30_000; i++) {
                sb.append("<http://ex.org/s").append(i).append("> <http://ex.org/p> \"Grüße ").append(i)
                        .append(" — 日本語 \uD83D\uDE00\"@de");
                if (ext.equals("nq")) sb.append(" <http://ex.org/g").append(i % 3).append('>');
                sb.append(" .").append(ends[i % 3]);
                if (i % 500 == 0) sb.append("<http://ex.org/\\u00E9t\\u00E9> <http://ex.org/p> <http://ex.org/s").append(i)
                        .append(">").append(ext.equals("nq") ? " <http://ex.org/g0>" : "").append(" .\n");
                if (i % 1000 == 0) sb.append("   ").append(ends[(i / 1000) % 3]).append("# note é").append(ends[i % 3]);
            }
            sb.append("<http://ex.org/end> <http://ex.org/p> \"no line end\"");
            if (ext.equals("nq")) sb.append(" <http://ex.org/g0>");
            sb.append(" .");
            Path f = dir.resolve("ends." + ext);
            Files.writeString(f, sb, StandardCharsets.UTF_8);
            assertTrue(Files.size(f) > 2 * LineBlockParse.BLOCK_BYTES);
            List<String> one = parse(f, 1);
            List<String> two = parse(f, 2);
            assertEquals(30_061, one.size());
            assertTrue(one.stream().anyMatch(t -> t.startsWith("http://ex.org/été ")), one.get(1));
            assertEquals(one, two, ext);

            String text = sb.toString();
            int at = text.indexOf("<http://ex.org/s25000>");
            Path bad = dir.resolve("bad-ends." + ext);
            Files.writeString(bad, text.substring(0, at) + "<http://ex.org/x> <http://ex.org/p> \"Grüße 日本\" <oops> ."
                    + text.substring(text.indexOf(" .", at) + 2), StandardCharsets.UTF_8);
            LoadFailure oneBad = assertThrows(LoadFailure.class, () -> parse(bad, 1));
            LoadFailure twoBad = assertThrows(LoadFailure.class, () -> parse(bad, 2));
            assertEquals(oneBad.line(), twoBad.line(), ext);
            assertEquals(oneBad.column(), twoBad.column(), ext);
            assertEquals(oneBad.getMessage(), twoBad.getMessage(), ext);
        }
    }
}
