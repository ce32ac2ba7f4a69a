package io.loadscope.conformance;

import io.loadscope.input.NTriplesLineCheck;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Skip mode's per-line grammar check against the W3C N-Triples and N-Quads suites: it must pass every line of
 * every positive test (or skip mode would drop good statements) and find a bad line in every negative test
 * (or it would hand the line to the engine, whose parser may be laxer).
 */
class SkipModeLineCheckConformanceTest {
    @TempDir
    static Path suites;

    @TestFactory
    List<DynamicTest> everyLineOfPositiveTestsPassesAndEveryNegativeTestHasABadLine() throws IOException {
        List<DynamicTest> out = new ArrayList<>();
        for (W3cSuite suite : new W3cSuite[] {W3cSuite.NTRIPLES, W3cSuite.NQUADS}) {
            for (W3cCase c : suite.extractAndRead(suites)) {
                out.add(DynamicTest.dynamicTest(c.id(), () -> {
                    NTriplesLineCheck check = new NTriplesLineCheck(suite == W3cSuite.NQUADS);
                    List<String> bad = new ArrayList<>();
                    List<String> lines = Files.readAllLines(c.action(), StandardCharsets.UTF_8);
                    for (int i = 0; i < lines.size(); i++) {
                        String why = check.check(lines.get(i));
                        if (why != null) bad.add((i + 1) + ":" + check.column() + ": " + why);
                    }
                    if (c.positive()) assertTrue(bad.isEmpty(), c.id() + " is valid, yet: " + bad);
                    else assertFalse(bad.isEmpty(), c.id() + " is invalid, yet every line passed: " + lines);
                }));
            }
        }
        return out;
    }
}
