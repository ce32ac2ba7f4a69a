package io.loadscope.jmh.suite;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class JmhDefaultOptionsTest {
    /** A user's -p replaces the suite's list for that parameter (JMH would run both lists). */
    @Test
    void theUsersParamWins() {
        List<String> suite = List.of("X", "-p", "products=28500", "-p", "retention=500,4000", "-i", "1");
        assertEquals(List.of("X", "-p", "retention=500,4000", "-i", "1"),
                JmhDefaultOptions.withoutParamsGiven(suite, List.of("-p", "products=300")));
    }

    /** A findings suite keeps its runs under target/findings/<suite>/runs and always runs fail-on-error with both profilers. */
    @Test
    void findingsSuitesKeepTheirRuns() throws Exception {
        List<String> args = JmhDefaultOptions.forSuite("retention", List.of(), Path.of("target")).get(0);
        String joined = String.join(" ", args);
        assertTrue(joined.contains("-foe true") && joined.contains("-prof gc") && joined.contains("LoadRecordProfiler"), joined);
        assertTrue(joined.contains("-Dloadscope.jmh.keepRuns=") && joined.contains("findings/retention/runs"), joined);
        assertFalse(String.join(" ", JmhDefaultOptions.forSuite("smoke", List.of(), Path.of("target")).get(0)).contains("keepRuns"));
        assertEquals(4, JmhDefaultOptions.forSuite("kv", List.of(), Path.of("target")).size(), "the KV suite runs in four parts");
        String growth = String.join(" ", JmhDefaultOptions.forSuite("growth", List.of(), Path.of("target")).get(0));
        assertTrue(growth.contains("-jvmArgsPrepend -Dloadscope.jmh.flame=cpu -Dloadscope.jmh.keepRuns="), growth);
    }
}
