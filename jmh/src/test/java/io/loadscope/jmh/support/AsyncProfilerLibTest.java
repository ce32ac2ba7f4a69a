package io.loadscope.jmh.support;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code -prof async} gets the native library's path from the build; a path the user gives is kept. */
class AsyncProfilerLibTest {
    @TempDir
    Path target;

    @Test
    void asyncWithoutALibPathGetsTheExtractedLibrary() throws Exception {
        List<String> args = AsyncProfilerLib.withLibPath(List.of("-prof", "gc", "-prof", "async:output=flamegraph;dir=x", "-prof", "async"), target);
        Path lib = target.resolve("async-profiler/linux-x64/libasyncProfiler.so");
        assertTrue(Files.size(lib) > 100_000, "the native library is extracted");
        assertEquals("gc", args.get(1));
        assertEquals("async:output=flamegraph;dir=x;libPath=" + lib.toAbsolutePath(), args.get(3));
        assertEquals("async:libPath=" + lib.toAbsolutePath(), args.get(5));
    }

    @Test
    void aLibPathTheUserGaveIsKept() throws Exception {
        List<String> args = List.of("-prof", "async:libPath=/opt/lib.so;event=cpu");
        assertEquals(args, AsyncProfilerLib.withLibPath(args, target));
    }
}
