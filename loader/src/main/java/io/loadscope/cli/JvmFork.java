package io.loadscope.cli;

import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Runs the same command again in a JVM started with a profile's options (heap, collector ...): JVM options
 * cannot be changed in a running JVM, and a profile that silently ran with the wrong heap would mislead.
 */
final class JvmFork {
    private JvmFork() {
    }

    static int rerun(String jvmOptions, List<String> originalArgs) {
        return rerun(jvmOptions, originalArgs, List.of());
    }

    /** As {@link #rerun(String, List)}, with {@code classPath} added to the new JVM's class path. */
    static int rerun(String jvmOptions, List<String> originalArgs, List<Path> classPath) {
        List<String> cmd = command(jvmOptions, originalArgs, classPath);
        if (!jvmOptions.isBlank()) System.err.println("[loadscope] starting a JVM with the profile's options: " + jvmOptions);
        List<Path> added = ClassPathOptions.missing(classPath);
        if (!added.isEmpty() && System.getProperty(LoadCommand.FORKED) != null) {
            // A JVM this one started lacks what it was started with: starting another would loop.
            System.err.println("loadscope: error: the class path of this JVM lacks " + added + " although it was started with them");
            return Main.USAGE;
        }
        if (!added.isEmpty()) {
            System.err.println("[loadscope] starting a JVM with " + String.join(File.pathSeparator,
                    added.stream().map(Path::toString).toList()) + " on its class path");
        }
        String refused = jvmRefusal(cmd);
        if (refused != null) {
            System.err.println("loadscope: error: the JVM refuses jvm.options '" + jvmOptions.trim() + "': " + refused);
            return Main.USAGE;
        }
        try {
            Process p = new ProcessBuilder(cmd).inheritIO().start();
            try (StopOnSignal signals = StopOnSignal.passingTo(p)) {
                return p.waitFor();
            }
        } catch (IOException e) {
            System.err.println("loadscope: error: cannot start " + cmd.get(0) + ": " + e.getMessage());
            return Main.USAGE;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Main.FAILED;
        }
    }

    /**
     * Why the JVM would refuse to start with these options (its own first words, such as "Invalid maximum heap size:
     * -Xmx1q"), or null when it starts. Asked of {@code java OPTIONS -version} before the load, because the load's JVM
     * writes its refusal straight to the terminal in three raw lines. Pre-touching the heap is left out of the question:
     * it changes only how long the answer takes.
     */
    static String jvmRefusal(List<String> loadCommand) {
        List<String> probe = new ArrayList<>();
        for (String arg : loadCommand) {
            if (arg.equals("-cp")) break;
            if (!arg.equals("-XX:+AlwaysPreTouch")) probe.add(arg);
        }
        probe.add("-version");
        try {
            Process p = new ProcessBuilder(probe).redirectErrorStream(true).start();
            String said = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            if (p.waitFor() == 0) return null;
            return said.lines().map(String::strip)
                    .filter(l -> !l.isEmpty() && !l.startsWith("Error: Could not create") && !l.startsWith("Error: A fatal exception"))
                    .findFirst().orElse("exit " + p.exitValue());
        } catch (IOException e) {
            return null; // cannot ask: the load's own start reports it
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /**
     * The command line of the same command in a new JVM: with {@code jvmOptions} when a profile gives them, else with
     * this JVM's own options (its heap above all), so a load moved into a machine shape keeps the heap it was given.
     */
    static List<String> command(String jvmOptions, List<String> originalArgs) {
        return command(jvmOptions, originalArgs, List.of());
    }

    /**
     * As {@link #command(String, List)}, with those of {@code classPath} this JVM's class path lacks added to it; the new
     * JVM is told which entries were added ({@link ClassPathOptions#ADDED}), so its run records name them.
     */
    static List<String> command(String jvmOptions, List<String> originalArgs, List<Path> classPath) {
        String java = ProcessHandle.current().info().command().orElse(
                System.getProperty("java.home") + "/bin/java");
        List<String> cmd = new ArrayList<>();
        cmd.add(java);
        cmd.addAll(jvmOptions.isBlank() ? ManagementFactory.getRuntimeMXBean().getInputArguments()
                : Arrays.asList(jvmOptions.trim().split("\\s+")));
        if (Runtime.version().feature() >= 24) {
            // zstd-jni loads native code; Blazegraph uses sun.misc.Unsafe. JDK 17 rejects the second flag.
            for (String flag : List.of("--enable-native-access=ALL-UNNAMED", "--sun-misc-unsafe-memory-access=allow")) {
                if (!cmd.contains(flag)) cmd.add(flag);
            }
        }
        cmd.add("-D" + LoadCommand.FORKED + "=true");
        List<String> added = new ArrayList<>();
        String inherited = System.getProperty(ClassPathOptions.ADDED);
        if (inherited != null && !inherited.isBlank()) added.addAll(Arrays.asList(inherited.split(File.pathSeparator)));
        for (Path p : classPath) if (!added.contains(p.toString())) added.add(p.toString());
        if (!added.isEmpty()) cmd.add("-D" + ClassPathOptions.ADDED + "=" + String.join(File.pathSeparator, added));
        StringBuilder cp = new StringBuilder(System.getProperty("java.class.path"));
        for (Path p : ClassPathOptions.missing(classPath)) cp.append(File.pathSeparator).append(p);
        cmd.add("-cp");
        cmd.add(cp.toString());
        cmd.add(Main.class.getName());
        cmd.addAll(originalArgs);
        return cmd;
    }
}
