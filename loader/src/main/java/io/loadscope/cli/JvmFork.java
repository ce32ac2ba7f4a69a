package io.loadscope.cli;

import java.io.IOException;
import java.lang.management.ManagementFactory;
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
        List<String> cmd = command(jvmOptions, originalArgs);
        System.err.println("[loadscope] starting a JVM with the profile's options: " + jvmOptions);
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
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(Main.class.getName());
        cmd.addAll(originalArgs);
        return cmd;
    }
}
