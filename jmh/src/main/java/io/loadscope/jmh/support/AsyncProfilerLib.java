package io.loadscope.jmh.support;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Makes JMH's {@code -prof async} work out of the box: JMH's async-profiler integration needs the native
 * library's path, which the async-profiler jar on this module's classpath carries. It is copied out once
 * into the build directory and handed to JMH as {@code libPath}, unless the user gave one.
 */
public final class AsyncProfilerLib {
    private AsyncProfilerLib() {
    }

    /** Rewrites {@code -prof async[:opts]} arguments to carry {@code libPath}; other arguments unchanged. */
    public static List<String> withLibPath(List<String> args, Path target) throws IOException {
        List<String> out = new ArrayList<>(args);
        for (int i = 0; i + 1 < out.size(); i++) {
            String prof = out.get(i + 1);
            if (!out.get(i).equals("-prof") || !(prof.equals("async") || prof.startsWith("async:"))) continue;
            if (prof.contains("libPath=")) continue;
            String lib = extract(target).toAbsolutePath().toString();
            out.set(i + 1, prof.equals("async") ? "async:libPath=" + lib : prof + ";libPath=" + lib);
        }
        return out;
    }

    static Path extract(Path target) throws IOException {
        String resource = platform() + "/libasyncProfiler.so";
        Path lib = target.resolve("async-profiler").resolve(resource);
        try (InputStream in = AsyncProfilerLib.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) throw new IOException("the async-profiler jar has no native library for " + platform() + " (" + resource + ")");
            Files.createDirectories(lib.getParent());
            Files.copy(in, lib, StandardCopyOption.REPLACE_EXISTING);
        }
        return lib;
    }

    private static String platform() {
        String os = System.getProperty("os.name").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch");
        if (os.contains("mac")) return "macos";
        return "linux-" + (arch.equals("aarch64") || arch.equals("arm64") ? "arm64" : "x64");
    }
}
