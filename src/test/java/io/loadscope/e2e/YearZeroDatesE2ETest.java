package io.loadscope.e2e;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Wikidata writes 1 BCE as year 0000, which Blazegraph's XSD 1.0 calendar lacks: it logs an ERROR for every such
 * date and stores the literal as it is. The terminal shows the first line and one note with the count; the engines'
 * log in the run directory keeps every line; the store holds every statement.
 */
class YearZeroDatesE2ETest {
    @TempDir
    Path tmp;

    @Test
    void eachYearZeroDateIsLoggedOnceOnTheTerminalCountedAndKeptInTheEnginesLog() throws Exception {
        StringBuilder nt = new StringBuilder();
        for (int i = 1; i <= 12; i++) {
            nt.append(String.format("<http://e/%d> <http://e/date> \"0000-%02d-12T00:00:00Z\"^^<http://www.w3.org/2001/XMLSchema#dateTime> .%n", i, i));
        }
        nt.append("<http://e/13> <http://e/date> \"2001-05-12T00:00:00Z\"^^<http://www.w3.org/2001/XMLSchema#dateTime> .\n");
        Path file = Files.writeString(tmp.resolve("dates.nt"), nt.toString(), StandardCharsets.UTF_8);
        for (String writer : new String[] {"buffer", "sorted"}) {
            Path run = tmp.resolve("run-" + writer);
            Cli.Result r = Cli.run("load", "--set", "blazegraph.writer=" + writer, "--store", tmp.resolve("store-" + writer).toString(),
                    "--report", run.toString(), "--verify", file.toString());
            assertEquals(0, r.exit(), r.all());
            assertEquals(1, r.err().lines().filter(l -> l.contains("XML Gregorian Calendar")).count(), writer + ": one line shown\n" + r.err());
            assertTrue(r.err().contains("loadscope: note: 12 xsd:dateTime values Blazegraph could not store inline (year 0000"), r.err());
            assertTrue(r.all().contains("verify: OK"), r.all());
            long logged;
            try (Stream<String> lines = Files.lines(run.resolve("engine.log"))) {
                logged = lines.filter(l -> l.contains("XML Gregorian Calendar")).count();
            }
            assertEquals(12, logged, writer + ": every line in the engines' log");
        }
    }
}
