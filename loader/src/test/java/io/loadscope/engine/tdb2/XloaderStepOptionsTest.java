package io.loadscope.engine.tdb2;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Which of loadscope's JVM options an xloader step's JVM is started with. */
class XloaderStepOptionsTest {
    @Test
    void theCollectorCompilerAndProcessorCountPassOnAndNothingElse() {
        List<String> parent = List.of("-Xmx4g", "-Xms4g", "-XX:+UseParallelGC", "-XX:TieredStopAtLevel=1", "-XX:ActiveProcessorCount=1",
                "-XX:StartFlightRecording=filename=load.jfr", "-XX:SharedArchiveFile=/tmp/a.jsa", "-javaagent:/tmp/agent.jar",
                "-Dloadscope.test.fault=x", "-XX:+HeapDumpOnOutOfMemoryError", "-XX:-TieredCompilation", "-XX:+UseZGC");
        assertEquals(List.of("-XX:+UseParallelGC", "-XX:TieredStopAtLevel=1", "-XX:ActiveProcessorCount=1", "-XX:-TieredCompilation", "-XX:+UseZGC"),
                XloaderProcess.inheritedOptions(parent));
    }
}
