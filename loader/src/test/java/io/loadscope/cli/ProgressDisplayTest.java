package io.loadscope.cli;

import io.loadscope.record.ProgressSample;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProgressDisplayTest {

    private static ProgressSample sample(long second, long written) {
        // Engines publish written statements per batch: 200,000 every other second, nothing in between.
        return new ProgressSample(second * 1000, written, written, second % 2 == 0 ? 200_000 : 0, 10, 1L << 20,
                0, 0, 0, 0, 0, 0, Map.of());
    }

    @Test
    void logLinesShowTheRateOverTheLoggedIntervalNotTheLastSecond() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ProgressDisplay display = new ProgressDisplay(new PrintStream(bytes, true, StandardCharsets.UTF_8), false);
        long written = 0;
        for (long second = 1; second <= 20; second++) {
            if (second % 2 == 0) written += 200_000;
            display.accept(sample(second, written));
        }
        String[] lines = bytes.toString(StandardCharsets.UTF_8).split("\n");
        assertEquals(2, lines.length, "one line per 10 samples");
        assertTrue(lines[1].startsWith("[loadscope] 2,000,000 statements  100,000 st/s"), lines[1]);
    }
}
