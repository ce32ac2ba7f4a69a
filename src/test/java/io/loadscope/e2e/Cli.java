package io.loadscope.e2e;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs the built CLI jar the way a user does: a separate JVM, from the repository root. */
final class Cli {
    static final Path ROOT = Path.of(System.getProperty("loadscope.root", ".")).toAbsolutePath().normalize();
    static final Path JAR = ROOT.resolve("loader/target/loadscope.jar");

    record Result(int exit, String out, String err) {
        String all() {
            return out + "\n" + err;
        }
    }

    private Cli() {
    }

    /** Starts the CLI without waiting, output to {@code log}: for tests that kill it. */
    static Process start(Path log, String... args) throws IOException {
        return start(log, List.of(), args);
    }

    /** As {@link #start(Path, String...)}, with options for the JVM (a test fault's {@code -D}) without a second JVM. */
    static Process start(Path log, List<String> jvmArgs, String... args) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(QuickStart.options());
        cmd.addAll(jvmArgs);
        cmd.add("-jar");
        cmd.add(JAR.toString());
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd).directory(ROOT.toFile()).redirectErrorStream(true).redirectOutput(log.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
    }

    static Result run(String... args) throws IOException, InterruptedException {
        return run(List.of(), null, null, args);
    }

    /** @param java the java binary (null: this JVM's), @param stdin bytes for standard input (null: none) */
    static Result run(List<String> jvmArgs, Path java, byte[] stdin, String... args) throws IOException, InterruptedException {
        if (!Files.isRegularFile(JAR)) throw new IllegalStateException(JAR + " is missing: build the loader module first");
        List<String> cmd = new ArrayList<>();
        cmd.add(java != null ? java.toString() : Path.of(System.getProperty("java.home"), "bin", "java").toString());
        // The archive is this JDK's; another JDK runs as it comes.
        if (java == null) cmd.addAll(QuickStart.options());
        cmd.addAll(jvmArgs);
        cmd.add("-jar");
        cmd.add(JAR.toString());
        cmd.addAll(List.of(args));
        return exec(cmd, stdin, Map.of());
    }

    /** Runs the CLI jar with these variables added to the environment (a locale, say). */
    static Result runWithEnvironment(Map<String, String> env, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        cmd.addAll(QuickStart.options());
        cmd.addAll(List.of("-jar", JAR.toString()));
        cmd.addAll(List.of(args));
        return exec(cmd, null, env);
    }

    /** Runs {@code cmd} from the repository root to its end (ten minutes at most), its output kept apart from its errors. */
    private static Result exec(List<String> cmd, byte[] stdin, Map<String, String> env) throws IOException, InterruptedException {
        Path out = Files.createTempFile("loadscope-out", ".txt");
        Path err = Files.createTempFile("loadscope-err", ".txt");
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(ROOT.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        pb.environment().putAll(env);
        if (stdin == null) pb.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        Process p = pb.start();
        if (stdin != null) {
            try (var in = p.getOutputStream()) {
                in.write(stdin);
            }
        }
        if (!p.waitFor(10, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new IllegalStateException("timed out: " + cmd);
        }
        Result r = new Result(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
        Files.deleteIfExists(out);
        Files.deleteIfExists(err);
        return r;
    }

    /**
     * Runs {@code mainClass} from {@code classPath} (a directory or jars) instead of the jar, as an application that
     * unpacks or repackages loadscope runs it.
     */
    static Result runMain(String classPath, String mainClass, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", classPath, mainClass));
        cmd.addAll(List.of(args));
        return exec(cmd, null, Map.of());
    }

    /** The CLI's one "load failed" line on stderr. */
    static String failureLine(String err) {
        return err.lines().filter(l -> l.startsWith("loadscope: load failed: ")).findFirst()
                .orElseThrow(() -> new AssertionError("no failure message in:\n" + err));
    }
}
