package io.loadscope.machine;

import io.loadscope.files.ByteSize;
import io.loadscope.record.RunRecord;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Runs a command (a load's JVM, a JMH fork, any program) on a machine shape: a fresh control group with the shape's
 * limits, joined by the command's first process before it runs anything (a shell writes its own pid into the group,
 * then becomes the command), so nothing it allocates is charged elsewhere. The group is removed when it ends.
 */
public final class ShapedLaunch {
    /** Set in the command's environment: the shape's text, which tells a load inside it to record the group. */
    public static final String ENV_SHAPE = "LOADSCOPE_MACHINE";
    /** Set in the command's environment: how the memory limit was made (see {@link MemoryModel}). */
    public static final String ENV_MEMORY = "LOADSCOPE_MACHINE_MEMORY";
    /** The shell's exit code when it could not join the group: the command never ran. */
    static final int JOIN_FAILED = 125;
    private static final String JOIN = "while [ \"$1\" != -- ]; do echo $$ > \"$1\" || exit " + JOIN_FAILED + "; shift; done; shift; exec \"$@\"";

    private ShapedLaunch() {
    }

    /** How a command ended: its exit code, and the kernel's account of its group from birth to the command's end. */
    public record Result(int exitCode, RunRecord.Machine machine) {
    }

    /** Runs {@code command} in a fresh group of {@code shape}; returns once it has ended and its group is gone. */
    public static Result run(MachineShape shape, List<String> command, PrintStream err) throws MachineRefused {
        if (shape.ramBytes() != null && ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
                && shape.ramBytes() > os.getTotalMemorySize()) {
            throw new MachineRefused("ram=" + ByteSize.format(shape.ramBytes()) + " is more than this machine has ("
                    + ByteSize.format(os.getTotalMemorySize()) + "): a control group can only take memory away");
        }
        ControlGroup group = ControlGroup.create(shape, CgroupMounts.read());
        Thread cleanup = null;
        try {
            MemoryModel memory = shape.ramBytes() == null ? MemoryModel.unlimited()
                    : MemoryModel.probe(group, shape.ramBytes(), MemoryModel.heapOf(command));
            if (shape.ramBytes() != null) group.limitMemory(memory.limitBytes());
            Optional<String> notDropped = PageCache.drop();
            notDropped.ifPresent(why -> err.println("[loadscope] " + why));
            ProcessBuilder pb = new ProcessBuilder(joining(group, command)).inheritIO();
            pb.environment().put(ENV_SHAPE, shape.toString());
            pb.environment().put(ENV_MEMORY, memory.describe());
            err.println("[loadscope] machine " + shape + ": cgroup " + group.version() + ", " + memory.describe()
                    + (group.cpus().isEmpty() ? "" : ", CPUs " + group.cpus())
                    + (group.quotaCores() < 0 ? "" : ", CPU quota " + group.quotaCores() + " cores"));
            Process p = pb.start();
            // Stopped by a signal (Ctrl-C, kill): the command stops too, and the group goes.
            cleanup = new Thread(() -> {
                p.destroy();
                try {
                    p.waitFor();
                } catch (InterruptedException ignored) {
                    Thread.currentThread().interrupt();
                }
                group.remove();
            }, "loadscope-machine-cleanup");
            Runtime.getRuntime().addShutdownHook(cleanup);
            int exit = p.waitFor();
            Readings end = group.read();
            if (exit == JOIN_FAILED) err.println("loadscope: error: the command could not join its control group; it did not run");
            if (end.oomKills() > 0) {
                err.println("loadscope: the kernel's out-of-memory killer stopped the command inside the machine shape (limit "
                        + ByteSize.format(end.memoryLimitBytes()) + ", peak " + ByteSize.format(end.peakBytes())
                        + "): its memory (for a JVM, the heap and the JVM's own) did not fit in " + shape + "; give it a smaller heap or more ram");
            }
            return new Result(exit, group.record(shape.toString(), memory.describe(), end, notDropped.isEmpty(),
                    false, notDropped.stream().toList()));
        } catch (IOException e) {
            throw new MachineRefused("cannot start " + command.get(0) + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Result(130, null);
        } finally {
            if (cleanup != null) {
                try {
                    Runtime.getRuntime().removeShutdownHook(cleanup);
                } catch (IllegalStateException shuttingDown) {
                    // The hook is running: it removes the group.
                }
            }
            group.remove();
        }
    }

    /** Runs {@code command} in {@code group} and waits: the memory probe's way in, the same as the command's. */
    static int runIn(ControlGroup group, List<String> command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(joining(group, command)).redirectErrorStream(true).start();
        p.getInputStream().transferTo(java.io.OutputStream.nullOutputStream());
        return p.waitFor();
    }

    /** A shell that writes its pid into each of the group's procs files, then becomes {@code command}. */
    private static List<String> joining(ControlGroup group, List<String> command) {
        List<String> cmd = new ArrayList<>(List.of("/bin/sh", "-c", JOIN, "loadscope-machine"));
        group.procsFiles().forEach(f -> cmd.add(f.toString()));
        cmd.add("--");
        cmd.addAll(command);
        return cmd;
    }
}
