package io.loadscope.input;

import io.loadscope.load.RdfFormat;
import io.loadscope.reject.Reject;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class BadLineFilterTest {
    private static final String GOOD = "<http://x/s> <http://x/p> \"o\" .\n";

    private static BadLineFilter filter(byte[] content, Map<Long, String> engineRejected) {
        return new BadLineFilter(new ByteArrayInputStream(content), RdfFormat.NTRIPLES, "f.nt", engineRejected);
    }

    @Test
    void badLinesAreKeptBackWithTheirLocationAndGoodOnesPassUnchanged() throws IOException {
        String in = GOOD + "<http://x/s> <http://x/p> oops .\n" + "# a comment\n" + GOOD.replace("\"o\"", "\"o\" \"extra\"") + GOOD;
        BadLineFilter f = filter(in.getBytes(StandardCharsets.UTF_8), Map.of());
        String passed = new String(f.readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(GOOD + "# a comment\n" + GOOD, passed);
        List<Reject> r = f.rejects();
        assertEquals(List.of(2L, 4L), r.stream().map(Reject::line).toList());
        assertTrue(r.get(0).column() > 0, r.toString());
        assertEquals("<http://x/s> <http://x/p> oops .", r.get(0).text());
        // The engine saw 3 lines; its line 3 is line 5 of the file.
        assertEquals(5, f.originalLine(3));
        assertEquals(3, f.originalLine(2));
    }

    @Test
    void invalidUtf8IsRejectedAtItsColumn() throws IOException {
        byte[] bad = "<http://x/s> <http://x/p> \"caf\u00e9\" .\n".getBytes(StandardCharsets.UTF_8);
        byte[] broken = new byte[bad.length - 1];
        // Drop the continuation byte of é: a lone lead byte.
        int e = new String(bad, StandardCharsets.UTF_8).indexOf('\u00e9');
        System.arraycopy(bad, 0, broken, 0, e + 1);
        System.arraycopy(bad, e + 2, broken, e + 1, bad.length - e - 2);
        BadLineFilter f = filter(broken, Map.of());
        assertEquals(0, f.readAllBytes().length);
        assertEquals(e + 1, f.rejects().get(0).column());
        assertTrue(f.rejects().get(0).message().contains("UTF-8"));
    }

    @Test
    void linesTheEngineRefusedEarlierAreKeptBackWithItsMessage() throws IOException {
        BadLineFilter f = filter((GOOD + GOOD + GOOD).getBytes(StandardCharsets.UTF_8), Map.of(2L, "engine says no"));
        assertEquals(GOOD + GOOD, new String(f.readAllBytes(), StandardCharsets.UTF_8));
        assertEquals("engine says no", f.rejects().get(0).message());
        assertEquals(2, f.rejects().get(0).line());
    }

    @Test
    void aLastLineWithoutNewlineAndCrLfLinesPass() throws IOException {
        String in = GOOD.replace("\n", "\r\n") + GOOD.strip();
        BadLineFilter f = filter(in.getBytes(StandardCharsets.UTF_8), Map.of());
        assertEquals(GOOD.replace("\n", "\r\n") + GOOD, new String(f.readAllBytes(), StandardCharsets.UTF_8));
        assertTrue(f.rejects().isEmpty());
    }
}
