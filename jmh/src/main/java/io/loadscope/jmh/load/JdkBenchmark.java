package io.loadscope.jmh.load;

import io.loadscope.input.Compression;
import io.loadscope.record.RunRecord;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Level;

import java.util.Map;

/**
 * The same loads on each installed JDK. The JVM of a fork is JMH's {@code -jvm} option, not a
 * {@code @Param}, so the suite runs this class once per JDK it finds ({@link io.loadscope.bench.InstalledJdks})
 * and passes the JDK's feature version as {@code jdk}; the fork checks it runs on that version, so a row
 * labelled 25 was measured on 25. The reference row is 17, the release the project targets.
 */
public class JdkBenchmark extends LoadBenchmark {

    /** Feature version of the JVM this fork must run on; "any" when run by hand without the suite. */
    @Param({"17"})
    public String jdk;

    @Setup(Level.Trial)
    public void checkJvm() {
        int running = Runtime.version().feature();
        if (!jdk.equals("any") && Integer.parseInt(jdk) != running) {
            throw new IllegalStateException("jdk=" + jdk + " but this fork runs on Java " + running
                    + "; run the suite (it sets -jvm per JDK) or pass -p jdk=" + running);
        }
    }

    @Benchmark
    public RunRecord blazegraph() throws Exception {
        return load("blazegraph", Map.of(), Compression.NONE);
    }

    @Benchmark
    public RunRecord tdb2() throws Exception {
        return load("tdb2", Map.of(), Compression.NONE);
    }
}
