package io.loadscope.cli;

import java.io.IOException;
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
        String java = ProcessHandle.current().info().command().orElse(
                System.getProperty("java.home") + "/bin/java");
        List<String> cmd = new ArrayList<>();
        cmd.add(java);
        cmd.addAll(Arrays.asList(jvmOptions.trim().split("\\s+")));
        if (Runtime.version().feature() >= 24) {
            // zstd-jni loads native code; Blazegraph uses sun.misc.Unsafe. JDK 17 rejects the second flag.
            cmd.add("--enable-native-access=ALL-UNNAMED");
            cmd.add("--sun-misc-unsafe-memory-access=allow");
        }
        cmd.add("-D" + LoadCommand.FORKED + "=true");
        cmd.add("-cp");
        cmd.add(System.getProperty("java.class.path"));
        cmd.add(Main.class.getName());
        cmd.addAll(originalArgs);
        System.err.println("[loadscope] starting a JVM with the profile's options: " + jvmOptions);
        try {
            Process p = new ProcessBuilder(cmd).inheritIO().start();
            return p.waitFor();
        } catch (IOException e) {
            System.err.println("loadscope: error: cannot start " + java + ": " + e.getMessage());
            return Main.USAGE;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Main.FAILED;
        }
    }
}
