package io.loadscope.cli;

import io.loadscope.load.RdfFormat;
import io.loadscope.load.FlameEvent;
import io.loadscope.load.OnError;
import io.loadscope.request.LoadArguments;
import io.loadscope.request.LoadRequest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A request written as {@code load} arguments (as tuning and the overhead benchmark start their loads) and read back by
 * the command line's own option parsing is the same request: the same applied settings, store, inputs and options.
 */
class LoadArgumentsTest {
    @TempDir
    Path dir;

    @Test
    void aBuiltInProfileWithSettingsOnTopRoundTrips() throws Exception {
        LoadRequest request = LoadRequest.builder().engine("blazegraph").profile("blazegraph-quads")
                .set("com.bigdata.btree.BTree.branchingFactor", "256").set("blazegraph.writer", "buffer")
                .set("jvm.options", "-Xmx2g -XX:+UseG1GC").sampleIntervalMillis(250)
                .store(dir.resolve("store")).reportDir(dir.resolve("run")).input("a.nq").input("data dir")
                .include("*.nq").exclude("2019/**").format(RdfFormat.NQUADS).flame("cpu,wall").resume(true)
                .onError(OnError.SKIP).build();
        LoadCommand parsed = parse(request);
        assertEquals(request.profile(), parsed.engineOptions.resolve().applied());
        assertEquals(request.store(), parsed.store);
        assertEquals(request.reportDir(), parsed.report);
        assertEquals(request.inputs(), parsed.inputs);
        assertEquals(request.include(), parsed.inputOptions.include);
        assertEquals(request.exclude(), parsed.inputOptions.exclude);
        assertEquals(request.format(), RdfFormat.parse(parsed.format));
        assertEquals(request.flame(), FlameEvent.parse(parsed.flame));
        assertTrue(parsed.resume);
        assertEquals(request.onError(), OnError.parse(parsed.onError));
        assertTrue(parsed.noFork, "the caller chose the JVM");
    }

    @Test
    void aProfileReadFromAFileRoundTrips() throws Exception {
        Path profile = dir.resolve("mine.properties");
        Files.writeString(profile, "engine=tdb2\ntdb2.loader=parallel\n");
        List<Path> classPath = List.of(dir.resolve("a.jar"), dir.resolve("classes"));
        LoadRequest request = LoadRequest.builder().profile(profile.toString()).set("tdb2.loader", "phased")
                .store(dir.resolve("store")).input("x.nt").classPath(classPath).build();
        LoadCommand parsed = parse(request);
        assertEquals(request.profile(), parsed.engineOptions.resolve().applied());
        assertEquals(String.join(File.pathSeparator, classPath.stream().map(Path::toString).toList()),
                parsed.classPathOptions.classPath);
        assertNull(parsed.report);
        assertNull(parsed.format);
        assertNull(parsed.flame);
        assertEquals("abort", parsed.onError);
    }

    @Test
    void noProfileMeansTheEnginesOwnOnBothSides() throws Exception {
        LoadRequest request = LoadRequest.builder().engine("tdb2").store(dir.resolve("store")).input("x.nt").build();
        assertEquals(request.profile(), parse(request).engineOptions.resolve().applied());
    }

    private static LoadCommand parse(LoadRequest request) {
        CommandLine.ParseResult top = new CommandLine(new Main()).parseArgs(LoadArguments.inThisJvm(request).toArray(String[]::new));
        return (LoadCommand) top.subcommand().commandSpec().userObject();
    }
}
