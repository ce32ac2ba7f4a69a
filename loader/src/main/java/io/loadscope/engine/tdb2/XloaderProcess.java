package io.loadscope.engine.tdb2;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs one xloader step ({@link XloaderMain}) in a child JVM and reads what it tells: progress ticks, its threads' CPU
 * time, and how it ended. The step's external {@code sort} and {@code gzip} processes are the child's children; their
 * CPU time is what the kernel adds to this process's reaped-children time beyond the child JVM's own.
 */
final class XloaderProcess {
    /** Jena's progress tick: "Add: 1,200,000 SPO (Batch: ... / Avg: ...)" and the monitors' final lines. */
    private static final Pattern TICK = Pattern.compile("(?:Add|Finished|Finish\\w*): ([\\d,]+) ");
    /** Kernel clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux for every architecture in use). */
    private static final long USER_HZ = 100;

    /** How a step ended, with what it measured. */
    record Outcome(XloaderPhase phase, long wallNanos, long jvmCpuNanos, long externalCpuNanos, List<ChildThread> threads) {
    }

    /** A thread of the child JVM: its name, CPU time and how long it was seen alive. */
    record ChildThread(String name, long cpuNanos, long aliveNanos) {
    }

    /** A step that did not end well: why, in the child's own words where it gave them. */
    static final class StepFailed extends Exception {
        final boolean outOfHeap;
        final boolean outOfDisk;

        StepFailed(String message, boolean outOfHeap, boolean outOfDisk) {
            super(message);
            this.outOfHeap = outOfHeap;
            this.outOfDisk = outOfDisk;
        }
    }

    private XloaderProcess() {
    }

    /**
     * What xloader needs that this machine lacks, or empty: GNU {@code sort} with {@code --parallel} and gzip at
     * {@code /usr/bin/gzip} or {@code /bin/gzip} (its index sorts compress their temporary files with it).
     */
    static Optional<String> missingTools() {
        if (!Files.isExecutable(Path.of("/usr/bin/gzip")) && !Files.isExecutable(Path.of("/bin/gzip"))) {
            return Optional.of("xloader needs gzip at /usr/bin/gzip or /bin/gzip, and there is none");
        }
        try {
            Process p = new ProcessBuilder("sort", "--parallel=2").redirectErrorStream(true).start();
            p.getOutputStream().close();
            String said = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
                return Optional.of("xloader needs GNU sort with --parallel, and this one refuses it: " + said);
            }
        } catch (IOException e) {
            return Optional.of("xloader needs the sort program (GNU coreutils) on the PATH: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.of("interrupted while checking for the sort program");
        }
        return Optional.empty();
    }

    /**
     * Runs {@code phase} to its end. {@code progress} gets the phase and the count of Jena's latest tick; Jena's log
     * lines and the child's standard error go to {@code log}.
     */
    static Outcome run(XloaderPhase phase, Path database, Path workDir, int sortThreads, long heapBytes, List<String> files,
                       Path log, BiConsumer<String, Long> progress) throws StepFailed, IOException {
        List<String> cmd = new ArrayList<>(List.of(javaCommand()));
        cmd.addAll(inheritedOptions(java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments()));
        cmd.addAll(List.of("-Xmx" + Math.max(64L << 20, heapBytes),
                "-Dslf4j.provider=" + XloaderLogProvider.class.getName(),
                "-cp", System.getProperty("java.class.path"), XloaderMain.class.getName(),
                phase.key(), database.toString(), workDir.toString(), Integer.toString(sortThreads)));
        cmd.addAll(files);
        Files.writeString(log, "== " + phase.label + ": " + String.join(" ", cmd) + "\n", StandardCharsets.UTF_8,
                java.nio.file.StandardOpenOption.CREATE, java.nio.file.StandardOpenOption.APPEND);
        long children0 = reapedChildrenCpuNanos();
        long w0 = System.nanoTime();
        Process child = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        List<ChildThread> threads = new ArrayList<>();
        long jvmCpu = -1;
        String failure = null;
        String lastError = null;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
             var logOut = Files.newBufferedWriter(log, StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.APPEND)) {
            for (String line; (line = in.readLine()) != null; ) {
                if (!line.startsWith(XloaderMain.PREFIX + " ")) {
                    logOut.write(line + "\n");
                    continue;
                }
                String said = line.substring(XloaderMain.PREFIX.length() + 1);
                String kind = said.substring(0, Math.max(0, said.indexOf(' ')));
                switch (kind) {
                    case "log" -> {
                        String[] f = said.split(" ", 4);
                        String text = f.length > 3 ? f[3] : "";
                        logOut.write(f[1] + " " + f[2] + ": " + text + "\n");
                        if (f[1].equals("ERROR")) lastError = text;
                        Matcher m = TICK.matcher(text);
                        if (m.find()) progress.accept(f[2], Long.parseLong(m.group(1).replace(",", "")));
                    }
                    case "thread" -> {
                        String[] t = said.split(" ");
                        threads.add(new ChildThread(t[1], Long.parseLong(t[2]), Long.parseLong(t[3])));
                    }
                    case "done" -> jvmCpu = Long.parseLong(said.split(" ")[1]);
                    case "failed" -> {
                        String[] f = said.split(" ", 3);
                        failure = "thread " + f[1] + ": " + (f.length > 2 ? f[2] : "");
                        logOut.write(line + "\n");
                    }
                    default -> logOut.write(line + "\n");
                }
                logOut.flush();
            }
            child.waitFor();
        } catch (InterruptedException e) {
            child.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new StepFailed("interrupted during xloader's " + phase.label, false, false);
        } finally {
            if (child.isAlive()) child.destroyForcibly();
        }
        long wall = System.nanoTime() - w0;
        long children = reapedChildrenCpuNanos();
        int exit = child.exitValue();
        if (exit != 0 || jvmCpu < 0) {
            String why = failure != null ? failure : lastError != null ? lastError : "exit status " + exit;
            String tail = failure == null && lastError == null ? lastLines(log) : "";
            boolean heap = why.contains("OutOfMemoryError") || tail.contains("OutOfMemoryError");
            boolean disk = why.contains("No space left") || tail.contains("No space left");
            throw new StepFailed("xloader's " + phase.label + " step failed (" + why + ")" + (tail.isEmpty() ? "" : ": " + tail)
                    + "; its log: " + log, heap, disk);
        }
        long external = children0 < 0 || children < 0 ? -1 : Math.max(0, children - children0 - jvmCpu);
        return new Outcome(phase, wall, jvmCpu, external, threads);
    }

    /** The collector, compiler and processor-count choices among this JVM's options. */
    private static final Pattern INHERITED = Pattern.compile(
            "-XX:[+-]Use\\w*GC|-XX:TieredStopAtLevel=\\d|-XX:[+-]TieredCompilation|-XX:ActiveProcessorCount=\\d+");

    /**
     * The options of this JVM that each step's JVM gets too: the collector, the compiler tiers and the processor count,
     * as Jena's own xloader scripts give every step the same JVM_ARGS, so that a collector chosen for the load holds
     * in all of it. Not the heap (each step has its own, {@code heapBytes}), nor recordings, agents or class archives:
     * those would have several JVMs write the parent's files, or use an archive made for another command line.
     */
    static List<String> inheritedOptions(List<String> parentOptions) {
        return parentOptions.stream().filter(o -> INHERITED.matcher(o).matches()).toList();
    }

    private static String javaCommand() {
        return ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    /** The last lines of the child's log that say something, for a step that died without telling why. */
    private static String lastLines(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
            return String.join(" | ", lines.subList(Math.max(0, lines.size() - 3), lines.size())).strip();
        } catch (IOException e) {
            return "";
        }
    }

    /** User plus system CPU time of this process's reaped children ({@code /proc/self/stat} cutime and cstime), or -1. */
    static long reapedChildrenCpuNanos() {
        try {
            String stat = Files.readString(Path.of("/proc/self/stat"));
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            // After the command name: state is field 3 of the man page, cutime 16 and cstime 17.
            return (Long.parseLong(f[13]) + Long.parseLong(f[14])) * (1_000_000_000L / USER_HZ);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }
}
