package io.loadscope.jmh.load;

import io.loadscope.request.LoadSettings;
import io.loadscope.api.Loadscope;
import io.loadscope.input.Compression;
import io.loadscope.record.RunRecord;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Param;

import java.util.Map;

/**
 * A whole profile against another, settings resolved exactly as {@code loadscope load --profile} resolves them; the
 * quick suite's comparison. A profile's {@code jvm.options} are not applied (a fork's JVM is JMH's): every profile gets
 * the same 4 GiB heap here, so the rows differ by the store settings alone.
 */
@Fork(value = 1, jvmArgsAppend = {"-Xms4g", "-Xmx4g"})
public class ProfileBenchmark extends LoadBenchmark {
    @Param({"blazegraph-default", "wdqs"})
    public String profile;

    @Benchmark
    public RunRecord load() throws Exception {
        LoadSettings s = Loadscope.settings(profile, null, Map.of());
        return load(s.engine(), s.settings(), Compression.NONE);
    }
}
